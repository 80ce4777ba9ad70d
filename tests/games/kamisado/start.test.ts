import { expect } from 'chai';
import { refusal } from '../refusal.js';
import type { SetupOptions } from '../../../src/core/game.js';
import { kamisadoGridStart } from '../../../src/games/kamisado/grid-start.js';
import { kamisadoGridGame } from '../../../src/games/kamisado/grid.js';

/** Every set-up a page can ask of Kamisado without a position. */
const SETUPS: SetupOptions[] = [
  {},
  ...['single', 'standard', 'long', 'marathon', 'non-stop'].flatMap((variant) => [{ variant }, { variant, first: 'gold' }]),
  { variant: 'standard', searchHorizon: 2 },
];

describe("kamisado: a board's start (grid-start.ts) before the rest of the rules", () => {
  it('sets up each variant as the whole game does, and as it reads the same position', () => {
    for (const o of SETUPS) {
      const start = kamisadoGridStart.setup(o);
      expect(start, JSON.stringify(o)).to.deep.equal(kamisadoGridGame.setup(o));
      const position = kamisadoGridStart.formatPosition(start);
      const read = kamisadoGridGame.setup({ variant: o.variant, searchHorizon: o.searchHorizon, position });
      expect(read, JSON.stringify(o)).to.deep.equal(start);
      expect(kamisadoGridStart.outcome(start)).to.equal(null);
      expect(kamisadoGridStart.hash(start)).to.equal(kamisadoGridGame.hash(read));
      expect(kamisadoGridStart.options!(start)).to.deep.equal(kamisadoGridGame.options!(start));
    }
  });

  it('plays on from its start with the whole rules', () => {
    const start = kamisadoGridStart.setup({ variant: 'standard' });
    const next = kamisadoGridGame.play(start, kamisadoGridGame.moves(start)[0]);
    expect(next.ply).to.equal(1);
  });

  it('refuses what the whole game refuses, alike, and leaves positions to it', () => {
    const bad: SetupOptions[] = [{ variant: 'chess' }, { first: 'white' }, { searchHorizon: 0 }, { colour: 1 }];
    for (const o of bad) {
      const refused = refusal(() => kamisadoGridStart.setup(o));
      expect(refused, JSON.stringify(o)).to.not.equal('accepted');
      expect(refused).to.equal(refusal(() => kamisadoGridGame.setup(o)));
    }
    const position = kamisadoGridStart.formatPosition(kamisadoGridStart.setup());
    expect(refusal(() => kamisadoGridStart.setup({ position }))).to.match(/^not-ready: /);
  });
});
