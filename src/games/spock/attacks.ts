/**
 * Spock's attack maps: which pieces a side's moves can remove. The board's hints draw them (grid.ts);
 * kept apart from the evaluation so a page loads none of the search's code.
 */
import { CAPTURE, CELLS, LEAP, generate, pieceMoves, type SideCode, type SpockMove } from './rules.js';

/**
 * Per-cell counts of how many of `side`'s moves can remove the piece standing
 * there (captures and leaps onto enemies): the attack map.
 */
export function attackMap(board: Int8Array, side: SideCode): Int8Array {
  const map = new Int8Array(CELLS);
  for (const m of generate(board, side)) {
    const to = (m >> 5) & 31;
    const t = m >> 10;
    if (t === CAPTURE || (t === LEAP && board[to] >> 3 !== side)) map[to]++;
  }
  return map;
}

/** Cells of the enemy pieces the piece on `cell` could remove with one move (empty for an empty cell). */
export function attackedCells(board: Int8Array, cell: number): number[] {
  const p = board[cell];
  if (!p) return [];
  const out: SpockMove[] = [];
  pieceMoves(board, cell, out, 0);
  const res: number[] = [];
  for (const m of out) {
    const to = (m >> 5) & 31;
    const t = m >> 10;
    if (t === CAPTURE || (t === LEAP && board[to] >> 3 !== p >> 3)) res.push(to);
  }
  return res;
}
