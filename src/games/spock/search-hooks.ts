import type { SearchHooks } from '../../core/game.js';
import { evaluate, isNoisy, moveOrderHint } from './evaluate.js';
import { SPOCK_LEVELS } from './levels.js';
import type { SpockMove, SpockState } from './rules.js';

/** What the search needs of Spock besides its rules (the worker's; a page that only plays loads none of it). */
export const spockSearchHooks: SearchHooks<SpockState, SpockMove> = {
  // Level 4 a ply shallower than the default ladder's (levels.ts says why).
  levels: SPOCK_LEVELS,
  evaluate,
  isNoisy,
  moveOrderHint,
};
