/**
 * A Robots position (rules/arsac.md §A3–§A7): its types, the robots next to the player, and its text (the
 * hall, the position, a turn, a square): what a page reads of a hall before the rest of the rules (rules.ts:
 * a turn played; notation.ts: text read) arrive.
 */
import { CELLS, DIR_NAMES, EXIT, HEIGHT, NEIGHBOURS, WIDTH } from './hall.js';

export type RobotsStatus = 'run' | 'won' | 'lost';
export type RobotsReason = 'escaped' | 'caught' | 'timeout';

/**
 * An immutable Robots position. `crevasse` is shared between states and never written
 * after generation (crevasses do not change in play). `player` is −1 only when a
 * caught position was read from notation (the `R` hides where the player stood, §C2).
 */
export interface RobotsState {
  readonly crevasse: Uint8Array;
  /** Robot cells, ascending. */
  readonly robots: readonly number[];
  readonly player: number;
  readonly charges: number;
  readonly turn: number;
  readonly score: number;
  /** T of §A3.3: spawning refills up to this many robots. */
  readonly target: number;
  /** The §0 generator state. */
  readonly rng: number;
  readonly status: RobotsStatus;
  readonly reason: RobotsReason | null;
  /** The seed the hall came from; null when set up from a position without a `seed` option. */
  readonly seed: number | null;
  readonly level: number;
  /** §A8 `safe-moves`: it shapes the legal turns (§C5), not the rules of a turn. */
  readonly safeMoves: boolean;
}

/** One turn (§A4, §A6): `zap` is a bit set over the directions (bit d = DIR_NAMES[d]), `step` −1 = stay. */
export interface RobotsMove {
  readonly zap: number;
  readonly step: number;
}

/** Points of rules/arsac.md §A5. */
export const ROBOTS_SCORES = { robotLost: 10, escape: 100, perCharge: 20 } as const;

/** Bit set of directions holding a robot next to the player (the candidates of §A4.1). */
export function adjacentRobots(state: RobotsState, occupied?: Uint8Array): number {
  const occ = occupied ?? occupancy(state.robots);
  let mask = 0;
  for (let d = 0; d < 8; d++) {
    const n = NEIGHBOURS[state.player * 8 + d];
    if (n >= 0 && occ[n]) mask |= 1 << d;
  }
  return mask;
}

export function occupancy(robots: readonly number[]): Uint8Array {
  const occ = new Uint8Array(CELLS);
  for (const r of robots) occ[r] = 1;
  return occ;
}

/** Canonical turn text of §A6/§C4: x tokens in the order N NE E SE S SW W NW, then the step. */
export function formatTurn(move: RobotsMove): string {
  const parts: string[] = [];
  for (let d = 0; d < 8; d++) if (move.zap & (1 << d)) parts.push('x' + DIR_NAMES[d]);
  parts.push(move.step < 0 ? '.' : DIR_NAMES[move.step]);
  return parts.join(' ');
}

/** Hall text of §A7 with the precedence of §C2: 0 > R > X > + > . */
export function formatHall(state: RobotsState): string {
  const chars: string[] = new Array<string>(CELLS).fill('.');
  chars[EXIT] = '+';
  if (state.player >= 0) chars[state.player] = 'X';
  for (const r of state.robots) chars[r] = 'R';
  for (let c = 0; c < CELLS; c++) if (state.crevasse[c]) chars[c] = '0';
  const rows: string[] = [];
  for (let y = 0; y < HEIGHT; y++) rows.push(chars.slice(y * WIDTH, y * WIDTH + WIDTH).join(''));
  return rows.join('/');
}

/** Position notation of rules/arsac.md §A7: `<rows> <charges> <turn> <score> <T> <state>`. */
export function formatRobotsPosition(state: RobotsState): string {
  return `${formatHall(state)} ${state.charges} ${state.turn} ${state.score} ${state.target} ${state.rng}`;
}

/** Cell name `x,y` as in the rules' (x,y) coordinates. */
export function robotsCellName(cell: number): string {
  return `${cell % WIDTH},${(cell / WIDTH) | 0}`;
}

/** Cell the player reaches with `move` (the player's own cell on a stay). */
export function stepTarget(state: RobotsState, move: RobotsMove): number {
  return move.step < 0 ? state.player : NEIGHBOURS[state.player * 8 + move.step];
}
