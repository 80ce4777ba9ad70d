/**
 * Arsac's Formula 1 (rules/arsac.md part B): the public face of src/games/formula.
 */
import type { BoardMotion, GridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { formulaGridGame } from './grid.js';
import { formulaMotion } from './motion.js';
import { formulaRecords } from './record.js';
import type { FormulaMove, FormulaState } from './rules.js';
import { formulaSearchHooks } from './search-hooks.js';

export * from './grid.js';
export { formulaMotion } from './motion.js';
export { formulaRecords, formulaRecordTags } from './record.js';
export type { FormulaVisible, VisibleRow } from './evaluate.js';
export { formulaKnownState, formulaVisible, roomAhead as formulaRoomAhead, FORMULA_EVAL } from './evaluate.js';
export { formulaSearchHooks } from './search-hooks.js';

/** Formula 1 with its records, motion and search hooks (the expectimax's known state among them): the engines' registry, the AI worker and the headless API. */
export const formula: GridGame<FormulaState, FormulaMove> & BoardMotion<FormulaState, FormulaMove> & typeof formulaSearchHooks = /* @__PURE__ */ withSearch({ ...formulaGridGame, ...formulaRecords, motion: formulaMotion }, formulaSearchHooks);
