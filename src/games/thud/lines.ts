/**
 * The line of pieces behind a hurl or a shove (rules/thud.md §3), which the element draws while a
 * move is entered. A page's concern: the rules and the AI worker do without it.
 */
import { DIRS, NB, SIZE, colOf, type ThudBoard } from './geometry.js';

/** The direction (index into DIRS) of the line from `from` towards `to`, or −1 when they share no line. */
export function lineDirection(from: number, to: number): number {
  const dr = Math.floor(to / SIZE) - Math.floor(from / SIZE);
  const dc = colOf(to) - colOf(from);
  if (from === to || (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc))) return -1;
  return DIRS.findIndex(([r, c]) => r === Math.sign(dr) && c === Math.sign(dc));
}

/**
 * The far end of the unbroken line of the mover's own pieces standing directly behind `from`,
 * opposite to its travel towards `to` (rules/thud.md §3: the dwarfs behind a hurl, the trolls
 * behind a shove); `from` itself when none stands there or `to` is not on a line from `from`.
 */
export function lineBehindEnd(board: ThudBoard, from: number, to: number): number {
  const d = lineDirection(from, to);
  if (d < 0) return from;
  const back = (d + 4) & 7;
  let end = from;
  for (let b = NB[from * 8 + back]; b >= 0 && board[b] === board[from]; b = NB[b * 8 + back]) end = b;
  return end;
}
