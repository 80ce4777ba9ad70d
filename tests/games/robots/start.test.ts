import { expect } from 'chai';
import type { SetupOptions } from '../../../src/core/game.js';
import { robotsGridStart } from '../../../src/games/robots/grid-start.js';
import { robotsGridGame } from '../../../src/games/robots/grid.js';
import { refusal } from '../refusal.js';

/** Set-ups a page asks of Robots without a position (a seed drawn when none is given). */
const SETUPS: SetupOptions[] = [{ seed: 1 }, { seed: 7, level: 1 }, { seed: 99, level: 7, safeMoves: 'off' }, { seed: 5, 'safe-moves': 'off' }];

describe("robots: a hall's start (grid-start.ts) before the rest of the rules", () => {
  it('makes each hall as the whole game does, and as it reads the same position', () => {
    for (const o of SETUPS) {
      const start = robotsGridStart.setup(o);
      expect(start, JSON.stringify(o)).to.deep.equal(robotsGridGame.setup(o));
      const read = robotsGridGame.setup({ ...o, position: robotsGridStart.formatPosition(start) });
      expect(read, JSON.stringify(o)).to.deep.equal(start);
      expect(robotsGridStart.hash(start)).to.equal(robotsGridGame.hash(read));
      expect(robotsGridStart.outcome(start)).to.equal(null);
    }
    // Without a seed, a drawn one: the hall of that seed.
    const drawn = robotsGridStart.setup({});
    expect(drawn).to.deep.equal(robotsGridGame.setup({ seed: drawn.seed }));
  });

  it('plays on from its start with the whole rules', () => {
    const start = robotsGridStart.setup({ seed: 3 });
    const next = robotsGridGame.play(start, robotsGridGame.moves(start)[0]);
    expect(next.turn).to.equal(1);
  });

  it('refuses what the whole game refuses, alike, and leaves positions to it', () => {
    const bad: SetupOptions[] = [{ variant: 'chess' }, { level: 9 }, { seed: -1 }, { safeMoves: 'maybe' }, { colour: 1 }];
    for (const o of bad) {
      const refused = refusal(() => robotsGridStart.setup(o));
      expect(refused, JSON.stringify(o)).to.not.equal('accepted');
      expect(refused).to.equal(refusal(() => robotsGridGame.setup(o)));
    }
    const position = robotsGridStart.formatPosition(robotsGridStart.setup({ seed: 1 }));
    expect(refusal(() => robotsGridStart.setup({ position }))).to.match(/^not-ready: /);
  });
});
