/** Level 7 never misses a win in 2 (its own two moves) on the positions of win-in-2.ts. */
import { expect } from 'chai';
import { levelBudget } from '../../../src/ai/levels.js';
import { searchBest, TranspositionTable } from '../../../src/ai/search.js';
import { spock } from '../../../src/games/spock/index.js';
import { WIN_IN_2, forcesWinIn2, hasWinIn1, winsAtOnce } from './win-in-2.js';

describe('spock: level 7 and wins in 2', () => {
  it('the positions are what they claim: no win in 1, a forced win in 2, both sides to move', () => {
    expect(WIN_IN_2.length).to.be.at.least(10);
    const sides = new Set<string>();
    for (const p of WIN_IN_2) {
      const s = spock.setup({ position: p });
      sides.add(spock.turn(s));
      expect(spock.outcome(s), p).to.equal(null);
      expect(hasWinIn1(s), p).to.equal(false);
      const forcing = spock.moves(s).filter((m) => forcesWinIn2(s, m));
      expect(forcing.length, p).to.be.within(1, 2);
    }
    expect([...sides].sort()).to.deep.equal(['blue', 'red']);
  });

  it('level 7 plays a forcing first move, then the winning move, in every position', () => {
    const tt = new TranspositionTable(levelBudget(7).ttBits);
    for (const p of WIN_IN_2) {
      let s = spock.setup({ position: p });
      const me = spock.turn(s);
      const first = searchBest(spock, s, { ...levelBudget(7), tt, seed: 1 });
      expect(forcesWinIn2(s, first.bestMove!), `${p}: ${first.move}`).to.equal(true);
      s = spock.play(s, first.bestMove!);
      // Whatever the reply (try each), the next move wins.
      for (const r of spock.moves(s)) {
        const t = spock.play(s, r);
        if (spock.outcome(t)) continue;
        const second = searchBest(spock, t, { ...levelBudget(7), tt, seed: 1 });
        expect(winsAtOnce(t, second.bestMove!), `${p}: ${first.move} ${spock.formatMove(s, r)} ${second.move}`).to.equal(true);
        expect(spock.outcome(spock.play(t, second.bestMove!))?.winner).to.equal(me);
      }
    }
  });
});
