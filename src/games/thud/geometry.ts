/**
 * The octagonal Thud board (rules/thud.md §1): a 15×15 grid whose cells are
 * `row * 15 + col`, row 0 at the top (rank 15) so grid cells and board cells are
 * the same numbers. Every step is looked up in a precomputed neighbour table,
 * so generation never tests the octagon's edges itself.
 */

export const SIZE = 15;
export const CELLS = SIZE * SIZE;

/** Cell contents. OFF marks the cut corners so a stray index is never "empty". */
export const EMPTY = 0;
export const DWARF = 1;
export const TROLL = 2;
export const STONE = 3;
export const ROCK = 4;
export const OFF = 5;

export const FILES = 'abcdefghijklmno';

/** Playable files per rank, as [first, last] column (rules/thud.md §1). */
const RANK_SPAN: Readonly<Record<number, readonly [number, number]>> = {
  1: [5, 9], 15: [5, 9],
  2: [4, 10], 14: [4, 10],
  3: [3, 11], 13: [3, 11],
  4: [2, 12], 12: [2, 12],
  5: [1, 13], 11: [1, 13],
};

/** The 8 king steps as (dRow, dCol), ordered so that the opposite of d is (d + 4) & 7. */
export const DIRS: readonly (readonly [number, number])[] = [
  [-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1],
];

export function rankOf(cell: number): number {
  return SIZE - Math.floor(cell / SIZE);
}
export function colOf(cell: number): number {
  return cell % SIZE;
}
export function cellAt(col: number, rank: number): number {
  return (SIZE - rank) * SIZE + col;
}

/** 1 where a piece can stand (the 165-square octagon). */
export const PLAYABLE = new Uint8Array(CELLS);

/** A board: the 15×15 grid's piece codes, in a plain array (DESIGN.md "As built": not a typed array). */
export type ThudBoard = number[];
/** NB[cell * 8 + d] = the playable cell one step away in direction d, or −1. */
export const NB = new Int16Array(CELLS * 8).fill(-1);
/** Playable cells, rank 15 first, each rank left to right (the order of the position notation). */
export const PLAY_CELLS: readonly number[] = (() => {
  const out: number[] = [];
  for (let rank = SIZE; rank >= 1; rank--) {
    const [a, b] = RANK_SPAN[rank] ?? [0, SIZE - 1];
    for (let col = a; col <= b; col++) {
      const c = cellAt(col, rank);
      PLAYABLE[c] = 1;
      out.push(c);
    }
  }
  for (const c of out) {
    const r = Math.floor(c / SIZE);
    const col = c % SIZE;
    for (let d = 0; d < 8; d++) {
      const rr = r + DIRS[d][0];
      const cc = col + DIRS[d][1];
      if (rr < 0 || rr >= SIZE || cc < 0 || cc >= SIZE) continue;
      const n = rr * SIZE + cc;
      if (PLAYABLE[n]) NB[c * 8 + d] = n;
    }
  }
  return out;
})();

/** Cells of each rank in notation order, rank 15 first. */
export const RANK_CELLS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let rank = SIZE; rank >= 1; rank--) out.push(PLAY_CELLS.filter((c) => rankOf(c) === rank));
  return out;
})();

export const CENTRE = cellAt(7, 8); // h8: the Thudstone, or the Rock's start

export function cellName(cell: number): string {
  return FILES[colOf(cell)] + String(rankOf(cell));
}

/** Parses `h15` into a playable cell, or returns −1 (off the octagon) / −2 (not a square at all). */
export function parseCell(text: string): number {
  const m = /^([a-o])(1[0-5]|[1-9])$/.exec(text);
  if (!m) return -2;
  const c = cellAt(FILES.indexOf(m[1]), Number(m[2]));
  return PLAYABLE[c] ? c : -1;
}

/** Whether some `piece` stands on a square next to `cell` (rules, and the evaluation's landing squares). */
export function hasAdjacent(board: ThudBoard, cell: number, piece: number): boolean {
  const base = cell * 8;
  for (let d = 0; d < 8; d++) {
    const n = NB[base + d];
    if (n >= 0 && board[n] === piece) return true;
  }
  return false;
}

/** How many `piece`s stand next to `cell`. */
export function countAdjacent(board: ThudBoard, cell: number, piece: number): number {
  let k = 0;
  const base = cell * 8;
  for (let d = 0; d < 8; d++) {
    const n = NB[base + d];
    if (n >= 0 && board[n] === piece) k++;
  }
  return k;
}
