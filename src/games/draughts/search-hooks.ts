import type { SearchHooks } from '../../core/game.js';
import { evaluate, isNoisy, moveOrderHint } from './evaluate.js';
import type { DraughtsMove, DraughtsState } from './state.js';

/** What the search needs of draughts besides its rules (the worker's; a page that only plays loads none of it). */
export const draughtsSearchHooks: SearchHooks<DraughtsState, DraughtsMove> = {
  evaluate,
  isNoisy,
  moveOrderHint,
  // Killers and history rank quiet moves, which one (from, to) pair names (squares are 1–50).
  moveKey: (_s, m) => m.from * 64 + m.to,
};
