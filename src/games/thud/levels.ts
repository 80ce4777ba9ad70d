import type { LevelLadder } from '../../core/levels.js';

/**
 * Thud's own level ladder (`thud.levels`), as the default one leaves its levels too close.
 *
 * One more doubling of time buys the Trolls 0.2–0.6 of a ply (measured in `npm run bench -- thud-ai`),
 * too little for level n+1 to beat level n on that side. So each level searches one ply deeper than the
 * one below: levels 2–6 stop at depths 1–5 (on average 1 ms to 0.42 s a move on the bench positions; the
 * time caps catch the slow ones, such as the classic Dwarfs' depth 5), level 7 thinks ~3 s (5.4–6.8 plies),
 * level 1 plays half its moves at random and level 2 one in ten (without it football's 3v2 scored 60.0% over 600
 * games, with it 64.7%, before football had its own ladder, below; docs/strength.md). The time caps are the
 * default ladder's (src/ai/levels.ts says why they may not exceed them).
 */
export const THUD_LEVELS: LevelLadder = {
  1: { maxDepth: 1, maxNodes: 2_000, timeMs: 100, ttBits: 14, randomMoveShare: 0.5 },
  2: { maxDepth: 1, maxNodes: 50_000, timeMs: 200, ttBits: 14, randomMoveShare: 0.1 },
  3: { maxDepth: 2, maxNodes: 200_000, timeMs: 300, ttBits: 16 },
  4: { maxDepth: 3, maxNodes: 500_000, timeMs: 400, ttBits: 17 },
  5: { maxDepth: 4, maxNodes: 1_000_000, timeMs: 750, ttBits: 19 },
  6: { maxDepth: 5, maxNodes: 1_500_000, timeMs: 1_450, ttBits: 20 },
  7: { maxDepth: 64, maxNodes: 1_500_000, timeMs: 2_900, ttBits: 20 },
};

/**
 * Football's ladder (`thud.variantLevels`). On Thud's depths the top levels stood 58.5%, 57.6% and 53.5% apart
 * (docs/strength.md): the better both sides play, the surer the Dwarfs' goal, so a ply more is worth little; and
 * from 4 plies up the Dwarfs score against level 7's Trolls (at 290 ms a move they held 3 games of 27 against 4
 * plies), so no level below 7 searches deeper than 3. What separates the levels instead, measured (200 games):
 * - a ply more, with the weaker side misjudging quiet positions (`evalNoise`, src/ai/jitter.ts): 3 plies against
 *   2 scored 60.8% on depth alone, 70.3% with noise 50 against 100. Noise alone does next to nothing (50.5% and
 *   53.8% at 1 and 2 plies, 300 against none): it costs only a side that a deeper search punishes;
 * - at one ply, a share of random moves (`randomMoveShare`): 15% against 40% scored 65.8%.
 * Level 7 is Thud's, the best its budget buys; levels 2–6 here are weaker than their namesakes in Thud's other
 * variants.
 */
export const THUD_FOOTBALL_LEVELS: LevelLadder = {
  1: { ...THUD_LEVELS[1], randomMoveShare: 0.9, evalNoise: 150 },
  2: { ...THUD_LEVELS[2], randomMoveShare: 0.65, evalNoise: 150 },
  3: { ...THUD_LEVELS[3], maxDepth: 1, randomMoveShare: 0.4, evalNoise: 150 },
  4: { ...THUD_LEVELS[4], maxDepth: 1, randomMoveShare: 0.15, evalNoise: 150 },
  5: { ...THUD_LEVELS[5], maxDepth: 2, evalNoise: 100 },
  6: { ...THUD_LEVELS[6], maxDepth: 3, evalNoise: 50 },
};
