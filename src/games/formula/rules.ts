import type { Road } from './road.js';
import { FORMULA_ROAD, onRoad } from './road.js';

export type FormulaMode = 'variable' | 'fixed';
export type FormulaStatus = 'run' | 'crash' | 'stall' | 'done';
/** The two crashes of §B3.3: "left the road" and "hit a truck". */
export type FormulaCrash = 'road' | 'truck';

/** The nine commands of rules/arsac.md §B2 / §C10. */
export type FormulaMove = '.' | 'A' | 'D' | 'L' | 'R' | 'AL' | 'AR' | 'DL' | 'DR';
export const FORMULA_COMMANDS: readonly FormulaMove[] = ['.', 'A', 'D', 'L', 'R', 'AL', 'AR', 'DL', 'DR'];
/** §B2 fixed mode: the speed is held. */
export const FIXED_COMMANDS: readonly FormulaMove[] = ['.', 'L', 'R'];

/** An immutable Formula 1 position; `road` is shared (append-only) between states of a game. */
export interface FormulaState {
  readonly road: Road;
  readonly seed: number;
  readonly level: number;
  readonly mode: FormulaMode;
  /** The starting speed (also the block length in fixed mode, §B4). */
  readonly speed0: number;
  /** Distance (row) and column of the car; after a crash, the crash square (§C6). */
  readonly d: number;
  readonly c: number;
  /** Speed; 0 after a stall (§C7). */
  readonly v: number;
  readonly turn: number;
  readonly status: FormulaStatus;
  readonly crash: FormulaCrash | null;
  /** Element options, not part of the save (§C9): view rows (top speed rows − 1) and race length. */
  readonly rows: number;
  readonly length: number;
}

export const speedPart = (m: FormulaMove): number => (m[0] === 'A' ? 1 : m[0] === 'D' ? -1 : 0);
export const steerPart = (m: FormulaMove): number => (m.endsWith('L') ? -1 : m.endsWith('R') ? 1 : 0);

export const maxSpeed = (state: FormulaState): number => state.rows - 1;

/** Score of §B3: the last row reached safely (a crash at row r scores r − 1, §C6). */
export function formulaScore(state: FormulaState): number {
  return state.status === 'crash' ? state.d - 1 : state.d;
}

/** Why a command is illegal (§B2, §C10), or null. */
export function commandError(state: FormulaState, move: FormulaMove): string | null {
  if (state.status !== 'run') return 'the race is over';
  if (state.mode === 'fixed' && speedPart(move) !== 0) return 'the speed is fixed in this mode';
  if (speedPart(move) > 0 && state.v >= maxSpeed(state)) return `the speed is already at its maximum (${maxSpeed(state)})`;
  return null;
}

export function legalCommands(state: FormulaState): FormulaMove[] {
  if (state.status !== 'run') return [];
  return (state.mode === 'fixed' ? FIXED_COMMANDS : FORMULA_COMMANDS).filter((m) => commandError(state, m) === null);
}

/** The squares a command visits, in order (§B3.2), up to and including a crash square. */
export function carPath(state: FormulaState, move: FormulaMove): { d: number; c: number }[] {
  const v = state.v + speedPart(move);
  if (v <= 0) return [];
  const c = state.c + steerPart(move);
  const out: { d: number; c: number }[] = [];
  for (let d = state.d + 1; d <= state.d + v; d++) {
    out.push({ d, c });
    if (!onRoad(state.road, d, c) || state.road.obstacle(d, c)) break;
  }
  return out;
}

/** A successor state as one object literal (one hidden class: spreads were 5x slower here). */
function next(s: FormulaState, d: number, c: number, v: number, turn: number, status: FormulaStatus, crash: FormulaCrash | null): FormulaState {
  return {
    road: s.road, seed: s.seed, level: s.level, mode: s.mode, speed0: s.speed0,
    d, c, v, turn, status, crash, rows: s.rows, length: s.length,
  };
}

/** One turn of rules/arsac.md §B3 for a legal command; `state` is untouched. */
export function playCommand(state: FormulaState, move: FormulaMove): FormulaState {
  const v = state.v + speedPart(move);
  // 1. Speed first; reaching 0 stalls where the car stands (§C7).
  if (v <= 0) return next(state, state.d, state.c, 0, state.turn, 'stall', null);
  const c = state.c + steerPart(move);
  // 2–3. Visit the rows one by one; the first bad square ends the race (§C6).
  for (let d = state.d + 1; d <= state.d + v; d++) {
    if (!onRoad(state.road, d, c)) return next(state, d, c, v, state.turn, 'crash', 'road');
    if (state.road.obstacle(d, c)) return next(state, d, c, v, state.turn, 'crash', 'truck');
  }
  // 4. Safe: move on; finishing is judged on the whole path (§C8).
  const d = state.d + v;
  const done = state.length > 0 && d >= state.length;
  return next(state, d, c, v, state.turn + 1, done ? 'done' : 'run', null);
}

export const startColumn = FORMULA_ROAD.startColumn;

const mix = (h: number, v: number): number => Math.imul(h ^ v, 0x9e3779b1) ^ (h >>> 15);

/** A cheap 32-bit key of everything that makes positions differ. */
export function hashFormula(s: FormulaState): number {
  let h = 0x2545f491;
  for (const v of [s.seed | 0, s.level, s.mode === 'fixed' ? 1 : 0, s.speed0, s.d, s.c, s.v, ['run', 'crash', 'stall', 'done'].indexOf(s.status)]) h = mix(h, v);
  return h | 0;
}
