/**
 * Spock (rules/spock.md): the public face of src/games/spock.
 */
import type { SearchGridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { spockGridGame } from './grid.js';
import { spockMotion } from './motion.js';
import { spockRecords } from './record.js';
import { perft, type SpockMove, type SpockState } from './rules.js';
import { spockSearchHooks } from './search-hooks.js';

export * from './grid.js';
export { SPOCK_MOTION, spockMotion } from './motion.js';
export { spockRecords } from './record.js';
export { EVAL } from './evaluate.js';
export { spockSearchHooks } from './search-hooks.js';

/** Spock with its records, motion, move counter and search hooks: the engines' registry and the headless API (`games.spock`). */
export const spock: SearchGridGame<SpockState, SpockMove> = /* @__PURE__ */ withSearch({ ...spockGridGame, ...spockRecords, motion: spockMotion, perft }, spockSearchHooks);
