import { expect } from 'chai';
import { refusal } from '../refusal.js';
import type { SetupOptions } from '../../../src/core/game.js';
import { thudGridStart } from '../../../src/games/thud/grid-start.js';
import { thudGridGame } from '../../../src/games/thud/grid.js';
import type { ThudState } from '../../../src/games/thud/rules.js';

/** Every set-up a page can ask of Thud without a position. */
const SETUPS: SetupOptions[] = [
  {},
  { variant: 'classic', trollCapture: 'one' },
  { variant: 'classic', match: 'two-battle' },
  { variant: 'classic', match: 'two-battle', battle: 2, firstBattle: '20-16' },
  { variant: 'koom-valley' },
  { variant: 'koom-valley-football' },
  // Classic options beside a Koom Valley variant are checked and ignored.
  { variant: 'koom-valley', trollCapture: 'one' },
];

/** A state's fields, its link to earlier states aside. */
const fields = (s: ThudState): Omit<ThudState, 'prev'> => {
  const { prev: _prev, ...rest } = s;
  return rest;
};

describe("thud: a board's start (grid-start.ts) before the rest of the rules", () => {
  it('sets up each variant exactly as the whole game reads the same position (judged: nothing over)', () => {
    for (const o of SETUPS) {
      const start = thudGridStart.setup(o);
      const position = thudGridStart.formatPosition(start);
      const judged = thudGridGame.setup({ ...o, position });
      expect(fields(start), JSON.stringify(o)).to.deep.equal(fields(judged));
      expect(start.outcome).to.equal(null);
      // And the whole game's own set-up is the start's.
      expect(fields(thudGridGame.setup(o))).to.deep.equal(fields(start));
      expect(thudGridStart.options!(start)).to.deep.equal(thudGridGame.options!(judged));
    }
  });

  it('plays on from its start with the whole rules', () => {
    const start = thudGridStart.setup({ variant: 'koom-valley' });
    const move = thudGridGame.moves(start)[0];
    const next = thudGridGame.play(start, move);
    expect(next.ply).to.equal(1);
    expect(thudGridGame.formatPosition(next)).to.not.equal(thudGridStart.formatPosition(start));
  });

  it('refuses what the whole game refuses, alike, and leaves positions to it', () => {
    const bad: SetupOptions[] = [{ variant: 'chess' }, { trollCapture: 'some' }, { battle: 2 }, { match: 'two-battle', battle: 2, firstBattle: '20' }, { seed: 'x', colour: 1 }];
    for (const o of bad) {
      const refused = refusal(() => thudGridStart.setup(o));
      expect(refused, JSON.stringify(o)).to.not.equal('accepted');
      expect(refused).to.equal(refusal(() => thudGridGame.setup(o)));
    }
    const position = thudGridStart.formatPosition(thudGridStart.setup());
    expect(refusal(() => thudGridStart.setup({ position }))).to.match(/^not-ready: /);
  });
});
