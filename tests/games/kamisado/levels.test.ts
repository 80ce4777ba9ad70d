import { expect } from 'chai';
import { LEVEL_BUDGETS, levelBudget } from '../../../src/ai/levels.js';
import { searchBest } from '../../../src/ai/search.js';
import { kamisado } from '../../../src/games/kamisado/index.js';
import { kamisadoSearchGame } from '../../../src/games/kamisado/search-board.js';

describe('kamisado levels', () => {
  it('has its own ladder: levels 2–6 search as the default ladder’s level below, within their own time caps; level 7 as the default’s', () => {
    for (let level = 2; level <= 6; level++) {
      const own = levelBudget(level, kamisado.levels);
      const below = LEVEL_BUDGETS[level - 1];
      expect([own.maxDepth, own.maxNodes], `level ${level}`).to.deep.equal([below.maxDepth, below.maxNodes]);
      expect(own.timeMs, `level ${level}`).to.equal(LEVEL_BUDGETS[level].timeMs);
    }
    expect(levelBudget(7, kamisado.levels)).to.deep.equal(LEVEL_BUDGETS[7]);
    // The AI client times a worker out by the default ladder: no level may ask for more time.
    for (let level = 1; level <= 7; level++) expect(levelBudget(level, kamisado.levels).timeMs).to.be.at.most(LEVEL_BUDGETS[level].timeMs);
  });

  it('plays about 30% of level 1’s moves at random, so a beginner can beat it; no other level plays at random', () => {
    expect(levelBudget(1, kamisado.levels).randomMoveShare).to.equal(0.3);
    for (let level = 2; level <= 7; level++) expect(levelBudget(level, kamisado.levels).randomMoveShare ?? 0).to.equal(0);
    // Over many opening positions, level 1 picks another move than its own search's best about that often.
    let differs = 0;
    let positions = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = kamisado.setup();
      const budget = { ...levelBudget(1, kamisado.levels), timeMs: undefined };
      const random = searchBest(kamisadoSearchGame, s, { ...budget, seed });
      const best = searchBest(kamisadoSearchGame, s, { ...budget, randomMoveShare: 0, seed });
      positions++;
      if (random.bestMove !== best.bestMove) differs++;
    }
    expect(differs / positions).to.be.within(0.1, 0.5);
  });
});
