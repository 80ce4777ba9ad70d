import { WIN_SCORE } from '../../core/game.js';
import { COLUMNS, onRoad, type Road } from './road.js';
import type { FormulaState } from './rules.js';
import { formulaScore } from './rules.js';

/** Weights of the heuristic (one table for this module). */
export const FORMULA_EVAL = {
  finished: WIN_SCORE / 4,
  lost: -WIN_SCORE / 4,
  perRow: 100,
  perRoomRow: 12,
  perFreeLane: 20,
  /** Per unit of speed above half the view (rows − 1)/2: faster, the next turn outruns the view. */
  perExcessSpeed: 150,
} as const;

/** One visible row: what the driver can see (§B1: rows d..d+rows−1). */
export interface VisibleRow {
  readonly distance: number;
  /** L(d): road columns are left..left+3. */
  readonly left: number;
  /** Columns holding an obstacle. */
  readonly obstacles: readonly number[];
}

/** The knowledge limit for the AI: only these rows may inform a decision. */
export interface FormulaVisible {
  readonly from: number;
  readonly rows: readonly VisibleRow[];
}

export function formulaVisible(state: FormulaState): FormulaVisible {
  const rows: VisibleRow[] = [];
  for (let d = state.d; d < state.d + state.rows; d++) {
    const left = state.road.left(d);
    const obstacles: number[] = [];
    for (let c = left; c < left + 4; c++) if (state.road.obstacle(d, c)) obstacles.push(c);
    rows.push({ distance: d, left, obstacles });
  }
  return { from: state.d, rows };
}

/**
 * The road as the driver knows it: the visible rows (§B1: d..d+rows−1) as they are, and
 * nothing beyond them (no square there counts as road), so a plan never relies on rows the
 * driver has not seen. The evaluation keeps the speed within what the view can cover.
 */
class VisibleRoad implements Road {
  private readonly lefts: number[];
  private readonly trucks: number[];
  constructor(
    private readonly from: number,
    view: FormulaVisible,
  ) {
    this.lefts = view.rows.map((r) => r.left);
    this.trucks = view.rows.map((r) => r.obstacles.reduce((bits, c) => bits | (1 << c), 0));
  }
  private index(d: number): number {
    return Math.max(0, Math.min(this.lefts.length - 1, d - this.from));
  }
  /** Beyond the visible rows nothing is known: the road "ends" there (no lane is promised). */
  left(d: number): number {
    return d - this.from >= this.lefts.length ? COLUMNS : this.lefts[this.index(d)];
  }
  obstacle(d: number, c: number): boolean {
    const i = d - this.from;
    return i >= 0 && i < this.trucks.length && c >= 0 && c < COLUMNS && ((this.trucks[i] >>> c) & 1) === 1;
  }
  guide(d: number): number {
    return this.left(d) + 1;
  }
}

/** The state with its road cut down to what the driver sees (the AI's knowledge limit). */
export function formulaKnownState(state: FormulaState): FormulaState {
  return { ...state, road: new VisibleRoad(state.d, formulaVisible(state)) };
}

const clear = (s: FormulaState, d: number, c: number): boolean => onRoad(s.road, d, c) && !s.road.obstacle(d, c);

/** Visible rows ahead that are clear in column c (stops at the first bad square). */
export function roomAhead(state: FormulaState, c: number): number {
  let n = 0;
  for (let d = state.d + 1; d < state.d + state.rows && clear(state, d, c); d++) n++;
  return n;
}

/**
 * Heuristic for the driver, using the visible rows only: distance dominates, then the clear
 * run ahead in the car's lane (and its neighbours, which one steer reaches), and how many
 * lanes are free where the car would land going straight.
 */
export function evaluateFormula(state: FormulaState): number {
  const score = formulaScore(state);
  if (state.status === 'done') return FORMULA_EVAL.finished + score;
  if (state.status !== 'run') return FORMULA_EVAL.lost + score;
  let room = 0;
  for (let dc = -1; dc <= 1; dc++) {
    const c = state.c + dc;
    if (c >= 0 && c < COLUMNS) room = Math.max(room, roomAhead(state, c) - (dc === 0 ? 0 : 1));
  }
  const land = Math.min(state.d + state.v, state.d + state.rows - 1);
  let free = 0;
  const left = state.road.left(land);
  for (let c = left; c < left + 4; c++) if (!state.road.obstacle(land, c)) free++;
  const excess = Math.max(0, state.v - Math.floor((state.rows - 1) / 2));
  return score * FORMULA_EVAL.perRow + room * FORMULA_EVAL.perRoomRow + free * FORMULA_EVAL.perFreeLane - excess * FORMULA_EVAL.perExcessSpeed;
}
