import type { SearchHooks } from '../../core/game.js';
import { evaluate, isNoisy, moveOrderHint } from './evaluate.js';
import { KAMISADO_LEVELS } from './levels.js';
import type { KamisadoMove, KamisadoState } from './rules.js';

/** What the search needs of Kamisado besides its rules (the worker's; a page that only plays loads none of it). */
export const kamisadoSearchHooks: SearchHooks<KamisadoState, KamisadoMove> = {
  evaluate,
  isNoisy,
  moveOrderHint,
  // Levels 2–6 the default ladder's level below each, level 1 partly random (levels.ts says why).
  levels: KAMISADO_LEVELS,
};
