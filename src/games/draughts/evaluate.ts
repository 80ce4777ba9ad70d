/**
 * Static evaluation for the AI on the game's pure functions, in centi-men from the side to move's view, and the
 * cheap move-ordering hint: the headless API's and the tools'. The worker's search evaluates on its search board
 * (search-board.ts), by the same terms (eval-terms.ts), and loads none of this.
 */
import { BLACK, KING, WHITE, geometry } from './rules.js';
import { EVAL, addMan, clearMen, menTables, orderHint, weigh, type EvalPosition, type EvalWeights, type MenTerms } from './eval-terms.js';
import { draughtsSearchTuning } from './search-hooks.js';
import type { SearchHooks } from '../../core/game.js';
import type { DraughtsMove, DraughtsState } from './state.js';

export * from './eval-terms.js';

/** `evaluate`'s sums of the men's terms (one at a time: the evaluation is not re-entered). */
const scanned: MenTerms = { advance: 0, squares: 0, backW: 0, backB: 0, wingW: 0, wingB: 0 };

/** The static evaluation of a position, read off its board. */
export function evaluate(s: EvalPosition, w: EvalWeights = EVAL[s.variant]): number {
  const tab = menTables(s.variant, w);
  const g = tab.g;
  const b = s.board;
  const sqCell = g.sqCell;
  const dirs = g.dirs; // read by index: destructuring a typed array walks its iterator
  const d0 = dirs[0];
  const d1 = dirs[1];
  const d2 = dirs[2];
  const d3 = dirs[3];
  const t = scanned;
  clearMen(t);
  let mobility = 0; // White's steps onto an empty square less Black's
  for (let sq = 0; sq < g.squares; sq++) {
    const cell = sqCell[sq];
    const v = b[cell];
    if (v === 0) continue;
    // A man steps forward, a king both ways.
    let steps = 0;
    if (v & (WHITE | KING)) steps += +(b[cell + d0] === 0) + +(b[cell + d1] === 0);
    if (v & (BLACK | KING)) steps += +(b[cell + d2] === 0) + +(b[cell + d3] === 0);
    mobility += v & WHITE ? steps : -steps;
    if ((v & KING) === 0) addMan(t, tab, sq, v, 1);
  }
  return weigh(s, t, mobility, w, tab);
}

export function moveOrderHint(s: DraughtsState, m: DraughtsMove): number {
  const g = geometry(s.variant);
  return orderHint(menTables(s.variant), s.board[g.sqCell[m.from - 1]], m.to - 1, m.captured.length, m.promotes);
}

/** What the search needs of draughts besides its rules, on the game's pure functions (the headless API's). */
export const draughtsSearchHooks: SearchHooks<DraughtsState, DraughtsMove> = { ...draughtsSearchTuning, evaluate, moveOrderHint };
