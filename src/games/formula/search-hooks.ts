import type { SearchHooks } from '../../core/game.js';
import { evaluateFormula, formulaKnownState } from './evaluate.js';
import { steerPart, type FormulaMove, type FormulaState } from './rules.js';

/** What the `expectimax` search needs of Formula 1 besides its rules (a page that only plays loads none of it). */
export const formulaSearchHooks: SearchHooks<FormulaState, FormulaMove> & {
  /** The race as the driver can see it (read by the `expectimax` AI; see src/ai/expectimax.ts). */
  knownState(state: FormulaState): FormulaState;
} = {
  evaluate: evaluateFormula,
  isNoisy: () => false,
  // Going straight keeps the car where the guide usually is; speeding up scores more.
  moveOrderHint: (_state, move) => (steerPart(move) === 0 ? 2 : 0) + (move[0] === 'A' ? 1 : move[0] === 'D' ? -1 : 0),
  knownState: formulaKnownState,
};
