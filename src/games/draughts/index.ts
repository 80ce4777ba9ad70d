/**
 * Draughts (international, Russian, Brazilian) as a `GridGame`: the public face
 * of src/games/draughts (rules/draughts.md).
 */
import type { SearchGridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { draughtsGridGame } from './grid.js';
import { draughtsRecords } from './pdn.js';
import { draughtsMotion } from './motion.js';
import { perftBoard } from './perft.js';
import { draughtsSearchHooks } from './evaluate.js';
import type { DraughtsMove, DraughtsState } from './state.js';

export type { DraughtsMove, DraughtsState } from './state.js';
export type { DraughtsVariant } from './rules.js';
export type { SquareStyle } from './notation.js';
export { DRAW_LIMITS } from './draws.js';
export { EVAL } from './evaluate.js';
export { draughtsMotion } from './motion.js';
export { draughtsRules } from './game.js';
export { draughtsSearchHooks } from './evaluate.js';
export { draughtsGridGame } from './grid.js';
export { draughtsRecords } from './pdn.js';

/** Draughts with its records, motion, move counter and search hooks: the engines' registry and the headless API (`games.draughts`). */
export const draughts: SearchGridGame<DraughtsState, DraughtsMove> = /* @__PURE__ */ withSearch(
  { ...draughtsGridGame, ...draughtsRecords, motion: draughtsMotion, perft: (s: DraughtsState, depth: number) => perftBoard(s.variant, s.board, s.side, depth) },
  draughtsSearchHooks,
);
