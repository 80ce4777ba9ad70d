/**
 * Kamisado (rules/kamisado.md): the public face of src/games/kamisado, registry name `kamisado`.
 */
import type { SearchGridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { kamisadoGridGame } from './grid.js';
import { kamisadoRecords } from './record.js';
import type { KamisadoMove, KamisadoState } from './rules.js';
import { kamisadoSearchHooks } from './search-hooks.js';

export * from './grid.js';
export { kamisadoRecords } from './record.js';
export { EVAL, openPath, explainEvaluation } from './evaluate.js';
export type { EvaluationTerm } from './evaluate.js';
export { KAMISADO_LEVELS } from './levels.js';
export { kamisadoSearchHooks } from './search-hooks.js';

/** Kamisado with its records and search hooks: the engines' registry and the headless API (`games.kamisado`). */
export const kamisado: SearchGridGame<KamisadoState, KamisadoMove> = /* @__PURE__ */ withSearch({ ...kamisadoGridGame, ...kamisadoRecords }, kamisadoSearchHooks);
