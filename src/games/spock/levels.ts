import type { LevelLadder } from '../../core/levels.js';

/**
 * Spock's changes to the default level ladder (`spock.levels`). With the default one, level 4 searched
 * 5.5 plies on average and level 5 (held by its 0.75 s cap) 6.5: one ply more scored only 55.3% ± 6.9
 * over 200 games (`npm run match -- --game spock --a level=5 --b level=4 --games 200`). Level 4 now stops
 * at 5 plies, so each level from 3 to 5 searches at least a ply and a half deeper than the one below.
 */
export const SPOCK_LEVELS: LevelLadder = {
  4: { maxDepth: 5, maxNodes: 120_000, timeMs: 400, ttBits: 18 },
};
