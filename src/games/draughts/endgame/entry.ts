/**
 * What a table entry means, and the face of a solved set that the search board probes: the small part
 * of the endgame tables the search board carries (the solver is a chunk of its own, loaded on demand).
 */
import type { DraughtsVariant } from '../rules.js';

/** An entry: 0 a draw, `INVALID` no position, else the distance in plies to the end plus one (odd distance: a win for the side to move). */
export const DRAW = 0;
export const INVALID = 255;
/** Longest distance an entry can hold. */
export const MAX_DISTANCE = 253;

/** Whether an entry is a win for the side to move (odd distance). */
export const isWin = (v: number): boolean => v !== DRAW && v !== INVALID && ((v - 1) & 1) === 1;

/** Solved tables as the search board asks them. */
export interface EndgameProbe {
  readonly variant: DraughtsVariant;
  /** Whether a position with these counts (white pieces, black pieces, men of both) is in the tables. */
  covers(white: number, black: number, men: number): boolean;
  /** The entry of the position on a mailbox with `side` to move (`covers` checked first). */
  probe(board: ArrayLike<number>, side: number): number;
}
