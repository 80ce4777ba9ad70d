/**
 * Kamisado (rules/kamisado.md): the public face of src/games/kamisado, registry name `kamisado`.
 */
import type { SearchGridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { kamisadoGridGame } from './grid.js';
import { kamisadoMotion } from './motion.js';
import { kamisadoRecords } from './record.js';
import { generateMoves, playMove, type KamisadoMove, type KamisadoState } from './rules.js';
import { kamisadoSearchHooks } from './search-hooks.js';

export * from './grid.js';
export { KAMISADO_MOTION, kamisadoMotion } from './motion.js';
export { kamisadoRecords } from './record.js';
export { EVAL, openPath, explainEvaluation } from './evaluate.js';
export type { EvaluationTerm } from './evaluate.js';
export { KAMISADO_LEVELS } from './levels.js';
export { kamisadoSearchHooks } from './search-hooks.js';

/** Leaf count of the move tree (passes are not plies). */
function perft(s: KamisadoState, depth: number): number {
  if (depth <= 0) return 1;
  const moves = generateMoves(s);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(playMove(s, m), depth - 1);
  return n;
}

/** Kamisado with its records, motion, move counter and search hooks: the engines' registry and the headless API (`games.kamisado`). */
export const kamisado: SearchGridGame<KamisadoState, KamisadoMove> = /* @__PURE__ */ withSearch({ ...kamisadoGridGame, ...kamisadoRecords, motion: kamisadoMotion, perft }, kamisadoSearchHooks);
