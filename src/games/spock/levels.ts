import type { LevelLadder } from '../../core/levels.js';

/**
 * Spock's changes to the default level ladder (`spock.levels`), so that each level from 3 to 6 searches
 * about a ply deeper than the one below (200 games a pair, `npm run match -- --game spock --a level=N+1
 * --b level=N --games 200`):
 * - With the default ladder level 4 searched 5.5 plies on average and level 5 (held by its 0.75 s cap)
 *   6.5: 5v4 scored only 55.3% ± 6.9. Level 4 stops at 5 plies: 5v4 71.5% ± 6.3.
 * - Then level 6 (7.3 plies, 0.8 s a move) against level 5 (6.6) scored 56.8% ± 6.8: twice the time buys
 *   Spock under a ply. Level 5 stops at 6 plies (5.5–5.6 on average, 0.1 s a move): 6v5 65.0% ± 6.6,
 *   5v4 67.3% ± 6.5.
 */
export const SPOCK_LEVELS: LevelLadder = {
  4: { maxDepth: 5, maxNodes: 120_000, timeMs: 400, ttBits: 18 },
  5: { maxDepth: 6, maxNodes: 300_000, timeMs: 750, ttBits: 19 },
};
