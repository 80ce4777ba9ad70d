import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { mulberry32 } from '../../../src/core/random.js';
import { spock, type SpockState } from '../../../src/games/spock/index.js';
import { spockSearchGame } from '../../../src/games/spock/search-board.js';

/**
 * Results recorded before the search board counted moves on bit boards and the evaluation was split
 * into move summaries (commit 370cf20): the speed work must not change a score, a node count or a move.
 */
const GOLDEN = {
  /** Sum and a rolling checksum of `evaluate` over the positions of 40 seeded random games. */
  evaluations: { count: 2112, sum: 11153277, check: -565337047 },
  /** Move, score, depth and nodes of the search board at 40,000 nodes on 6 positions of those games. */
  searches: [
    'e4xd3 294 6 24049',
    'e2~c3 -179 6 40064',
    'd1xa4 -260 6 31045',
    'c5~a4 764 6 33170',
    'c5~b3 999997 3 569',
    'c4xb3 -999992 8 21445',
  ],
};

/** The positions of 40 seeded random games (at most 120 plies each). */
function positions(): SpockState[] {
  const out: SpockState[] = [];
  const rnd = mulberry32(18);
  for (let g = 0; g < 40; g++) {
    let s = spock.setup();
    for (let p = 0; p < 120 && !spock.outcome(s); p++) {
      out.push(s);
      const ms = spock.moves(s);
      s = spock.play(s, ms[rnd() % ms.length]);
    }
  }
  return out;
}

describe('spock: the same evaluations and searches as before the speed work', () => {
  const all = positions();

  it('evaluates every position as before', () => {
    let sum = 0;
    let check = 0;
    for (const s of all) {
      const v = spock.evaluate(s);
      sum += v;
      check = (Math.imul(check, 31) + v) | 0;
    }
    expect({ count: all.length, sum, check }).to.deep.equal(GOLDEN.evaluations);
  });

  it('searches to the same move, score, depth and node count as before', () => {
    const picks = [0, 1, 2, 3, 4, 5].map((k) => all[(k * 997 + 13) % all.length]);
    const got = picks.map((s, k) => {
      const r = searchBest(spockSearchGame, s, { maxNodes: 40_000, seed: k });
      return `${r.move} ${r.score} ${r.depth} ${r.nodes}`;
    });
    expect(got).to.deep.equal(GOLDEN.searches);
  });
});
