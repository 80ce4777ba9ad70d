/**
 * Thud's search and evaluation as they were before the search board was made faster (issue 18): the
 * same moves, scores, depths, node counts and lines of fixed-budget searches, and the same evaluations
 * and move counts over random games, in every variant. The agreement tests (search-board.test.ts)
 * compare the board with the pure functions; these catch a change that both would share.
 * GOLDEN was written by `goldenData()` at 370cf20; football's four entries again when its evaluation
 * learned how far up the ball can go next move (`reach`), and again when it learned that trolls on rank 14 wall
 * the goal (`wall`, stop 45); the other variants unchanged.
 */
import { expect } from 'chai';
import { searchBest, TranspositionTable } from '../../../src/ai/search.js';
import { mulberry32 } from '../../../src/core/random.js';
import { thud } from '../../../src/games/thud/index.js';
import { thudSearchGame } from '../../../src/games/thud/search-board.js';
import { randomWalk } from './helpers.js';

const CONFIGS: Record<string, string>[] = [
  { variant: 'classic' },
  { variant: 'classic', trollCapture: 'one' },
  { variant: 'classic', match: 'two-battle' },
  { variant: 'koom-valley' },
  { variant: 'koom-valley-football' },
];

/** Searches of positions along seeded random games, and a digest of every position's evaluation and move counts. */
export function goldenData(): { searches: string[]; digests: string[] } {
  const searches: string[] = [];
  const digests: string[] = [];
  CONFIGS.forEach((config, ci) => {
    const rnd = mulberry32(900 + ci);
    for (let g = 0; g < 4; g++) {
      const s = randomWalk(config, rnd, 6 + 19 * g);
      if (thud.outcome(s)) continue;
      const r = searchBest(thudSearchGame, s, { maxNodes: 15_000, seed: g, tt: new TranspositionTable(16) });
      searches.push(`${thud.formatPosition(s)} | ${thud.formatMove(s, r.bestMove!)} ${r.score} d${r.depth} n${r.nodes} ${r.pv.join(' ')}`);
    }
    let h = 0;
    let n = 0;
    for (let g = 0; g < 6; g++) {
      let s = thud.setup(config);
      for (let p = 0; p < 150 && !thud.outcome(s); p++) {
        const ms = thud.moves(s);
        h = (Math.imul(h ^ (thud.evaluate(s) | 0), 0x9e3779b1) ^ (ms.length * 7)) ^ thud.noisyMoves!(s).length;
        n++;
        s = thud.play(s, ms[rnd() % ms.length]);
      }
    }
    digests.push(`${JSON.stringify(config)} ${n} ${h >>> 0}`);
  });
  return { searches, digests };
}

const GOLDEN = {
  searches: [
    "dd1dd/d1d4/d7d/d9d/d11d/d4d1T6d/d6TT5d/7XT6/d5TTT5d/d4T8d/d10dd/d9d/d7d/d5d/1d2d d 6 6 | f10-b6 -40 d4 n12449 f10-b6 T f6-e5 c4-g8 T h10-g9xg8",
    "dd1dd/3d2d/d7d/10d/1d10d/d13d/5T1T2T3d/6TX2T4/d6T6d/dd4T8/d8T2d/dd1d1d4d/7d1/dd4d/3dd t 23 25 | T k5-l4xk3,m4 548 d3 n15104 T k5-l4xk3,m4 n5-l7 T k8-l9",
    "dd1d1/3d2d/dd6d/d10/d4TT6/14d/1d6T2d2d/4d1TX7/8T1d4/7dT5d/3T9/d4T4d/d5d2/6d/2d2 d 0 44 | h6xi6 -908 d3 n9707 h6xi6 T i7-j7xi6,k7 d3-d8",
    "1d1dd/d5d/2Tdd3d/5d4d/7T1Td1d/d12d1/3d8d2/1d4TX7/d8T5/d5TT7/13/d5T2dd/8d/4d1d/2d2 t 1 63 | T k11-l12xl11,l13,m12 988 d3 n15104 T k11-l12xl11,l13,m12 e14xf13 T i11-h11xh12",
    "dd1dd/d5d/d7d/7d2d/d11d/d6T6d/d5T1T5d/6TXT6/d6TT4d1/d6T6d/d12/d8dd/d7d/d5d/dd1dd d 6 6 | j12-j14 -22 d3 n11183 j12-j14 T i9-j8 a7-g7",
    "d2dd/d5d/9/d1T8/3T4d1d2/3d2T3d3d/d2d4Td3d1/7XTT5/d3T2T7/d13d/2d10/d9d/d7d/d6/dd1dd t 1 25 | T e11-e9xd9,d10 360 d3 n11802 T e11-e9xd9,d10 j9xi8 T g10-h9xi8",
    "dd1dd/6d/8d/dd1d7/d6ddT3/14d/d4d3T4d/5TTXT6/1d9d2d/1d1d4Td5/4dT6d/4d5d/6T2/7/d4 d 4 44 | g4xg5 -232 d2 n15104 g4xg5 T f8-e7xd6",
    "d4/1d1d1d1/6d2/4d6/d3T7d/d1d11d/5TT1T2TT2/7X5d1/d1d5d6/6T5d1d/d3T8/6d3d/d8/6d/dd1dd t 1 63 | T m9-n9xn8,o10 710 d3 n15104 T m9-n9xn8,o10 g12xf11 T f9-d9xc10",
    "dd1dd/d5d/d7d/d9d/12d/d1d4T6d/4d1T1T5d/5T1XT6/d4T1TT4dd/d14/d11d/d9d/d7d/d5d/dd1dd d 6 6 | e9xf8 338 d4 n10047 e9xf8 T g9-g8xf8 c4-l4 T h10-h9",
    "dd2d/7/d6d1/d3d6/d10T1/d6T6d/d5T8/1d3T1XT4d1/d6TT2dd2/d6T2d3d/d1d8dd/d7d1d/8d/d6/1d1d1 t 21 25 | T f8-c5xb5,c4,d5 746 d4 n13566 T f8-c5xb5,c4,d5 k6-m6 T m11-n10xo10 n8-n7",
    "dd2d/d5d/7T1/d1d7d/d5T4dd/15/2dT2T2T5/7XT6/d2d2T5dd1/8T5d/7d4d/8d2/d7d/1d4d/dd1d1 d 8 44 | k14xk13 -172 d3 n15104 k14xk13 T i6-j5xi5,k4 c9xd9",
    "d1dd1/5dd/7dd/dd9/5T1T4d/d3d10/d1d5T6/6TXT6/1dd3T4T2d/d4T9/5d6d/3d6d/4d3d/7/5 t 7 63 | T f6-f5xf4,g5 1142 d3 n15104 T f6-f5xf4,g5 e10-e6 T g8-f7xe6",
    "5/1T1T3/2T1T1T2/2T6T1/4d3d4/10T4/15/7R7/7d7/d13d/d11d/d10/d7d/d1d3d/d1dd1 d 6 6 8 | d3-d13xe12 -315 d4 n11571 d3-d13xe12 T k10xi12 g2-g15 T f14-f15",
    "4T/1T2T1T/6T2/7T3/6d6/dT1d11/15/7R6T/15/11d2d/d5d6/d7d1d/8d/1d1d3/dd2d t 25 25 8 | T b10-b7 430 d4 n9384 T b10-b7 h11-h9 T f14-c11 d10-g7",
    "2T2/T4T1/7T1/T3T6/7T2d2/10d4/5T5d3/7R4d2/2d2d9/d7d6/d2d9/11/8d/1d1dd2/4d d 4 44 8 | l9-h9 -530 d3 n15104 l9-h9 T h15-j13 R h8-i9",
    "4T/6T/2T6/5TT4/9T3/2T9d2/9d5/6R8/d1d3dd4d2/1d4d7d/6d5d/2d8/2d6/6d/d4 t 26 63 8 | T h12-h9 275 d4 n15104 T h12-h9 g7-h8 T i12-i9 c7-g7",
    "5/1T3T1/1TT2TTT1/11/6T6/6d8/d14/7R7/7d7/d13d/11dd/d10/d7d/d5d/ddd1d d 6 6 8 | R h8-b8 46 d4 n12970 R h8-b8 T i13-h14 g10-g14 T e13-b10",
    "5/1T3T1/3T5/1T5d3/2T10/6T8/7T4d2/7R7/5d4Td3/d13d/d2d4d4/d10/d7d/3d3/dd2d t 25 25 8 | T d12-g9 999997 d2 n15104 T d12-g9 j12-j13",
    "5/3T1T1/4T2T1/11/13/2T7T4/3T10d/5T1R7/5d1d5d1/14d/1d2d5d1d/8d2/1d1d5/d5d/1d2d d 44 44 8 | g3-g14 50 d4 n13016 g3-g14 T h13-i14 R h8-n8 T k10-l10",
    "5/7/5T3/4d6/3T5T3/4dd2T2d1T1/6d1T6/d2dT1dR7/15/1d1dd10/13/7d3/1d2T3d/7/1d2d t 63 63 8 | T i10-h9 -67 d4 n10839 T i10-h9 R h8-h7 T i13-j12 R h7-b7",
  ],
  digests: [
    "{\"variant\":\"classic\"} 900 2803465455",
    "{\"variant\":\"classic\",\"trollCapture\":\"one\"} 900 2638761706",
    "{\"variant\":\"classic\",\"match\":\"two-battle\"} 900 2220065546",
    "{\"variant\":\"koom-valley\"} 842 2076134302",
    "{\"variant\":\"koom-valley-football\"} 600 176815790",
  ],
};

describe('thud search: the same results as before it was made faster', () => {
  it('searches and evaluates as at 370cf20', () => {
    const now = goldenData();
    expect(now.digests).to.deep.equal(GOLDEN.digests);
    expect(now.searches).to.deep.equal(GOLDEN.searches);
  });
});
