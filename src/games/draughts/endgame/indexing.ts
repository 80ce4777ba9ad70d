/**
 * Positions of a few pieces as numbers, for the endgame tables. A table always sees the side to move
 * as White moving up the board (towards square 1): a position with Black to move is turned half a
 * turn and its colours swapped first, so "three kings to move against a king" is one table whoever
 * has them. Pieces of a kind are a set of squares, numbered by their combination rank (the
 * combinatorial number system), and the four sets (own kings, own men, other kings, other men) are
 * digits of one mixed-radix index. Overlapping sets, and men on a row they cannot stand on, get an
 * index too and are marked invalid: 3–8 % of a table, for indexing without any search.
 */
import { BLACK, KING, WHITE, type Geometry } from '../rules.js';

/** Pieces a table may hold on one side, of one kind. */
export const MAX_KIND = 4;
/** Pieces a table may hold in all. */
export const MAX_PIECES = 5;

/** Binomial coefficients C(n, k), n ≤ 50, k ≤ MAX_KIND. */
const BINOMIAL: number[][] = (() => {
  const t: number[][] = [];
  for (let n = 0; n <= 50; n++) {
    t.push([]);
    for (let k = 0; k <= MAX_KIND; k++) t[n].push(k === 0 ? 1 : n < k ? 0 : k === 1 ? n : t[n - 1][k - 1] + t[n - 1][k]);
  }
  return t;
})();

export const binomial = (n: number, k: number): number => BINOMIAL[n][k];

/**
 * The material of a table: own kings, own men, other kings, other men (the side to move's first).
 * As a number: each count is a base-5 digit (`materialCode`).
 */
export interface Material {
  readonly ownKings: number;
  readonly ownMen: number;
  readonly otherKings: number;
  readonly otherMen: number;
}

export const materialCode = (m: Material): number => ((m.ownKings * 5 + m.ownMen) * 5 + m.otherKings) * 5 + m.otherMen;

export function materialOf(code: number): Material {
  return { ownKings: Math.floor(code / 125), ownMen: Math.floor(code / 25) % 5, otherKings: Math.floor(code / 5) % 5, otherMen: code % 5 };
}

/** The same material seen by the other side. */
export const swapSides = (m: Material): Material => ({ ownKings: m.otherKings, ownMen: m.otherMen, otherKings: m.ownKings, otherMen: m.ownMen });

/** The number of indices (valid or not) of a material on a board of `squares` dark squares. */
export function tableSize(squares: number, m: Material): number {
  return binomial(squares, m.ownKings) * binomial(squares, m.ownMen) * binomial(squares, m.otherKings) * binomial(squares, m.otherMen);
}

/**
 * Reads a position off a mailbox and ranks it: `view` WHITE takes White as the side to move, BLACK
 * turns the board (square s becomes squares − 1 − s) and swaps the colours. Reusable scratch inside,
 * so nothing is allocated per position.
 */
export class PositionRanker {
  /** Squares per group: own kings, own men, other kings, other men (in the side to move's frame). */
  private readonly groups = [new Int32Array(MAX_KIND + 1), new Int32Array(MAX_KIND + 1), new Int32Array(MAX_KIND + 1), new Int32Array(MAX_KIND + 1)];
  private readonly counts = new Int32Array(4);
  /** After `rank`: the material code and the index of the position read. */
  code = 0;
  index = 0;

  constructor(private readonly g: Geometry) {}

  /** Ranks the position made of the pieces on `cells` (empty cells are skipped) as seen by `view`. */
  rank(board: ArrayLike<number>, cells: ArrayLike<number>, n: number, view: number): void {
    const { g, groups, counts } = this;
    counts.fill(0);
    const last = g.squares - 1;
    for (let i = 0; i < n; i++) {
      const v = board[cells[i]];
      if ((v & (WHITE | BLACK)) === 0) continue;
      const sq = g.cellSq[cells[i]];
      const own = (v & view) !== 0;
      const grp = (own ? 0 : 2) + (v & KING ? 0 : 1);
      groups[grp][counts[grp]++] = view === WHITE ? sq : last - sq;
    }
    this.code = ((counts[0] * 5 + counts[1]) * 5 + counts[2]) * 5 + counts[3];
    let index = 0;
    for (let k = 0; k < 4; k++) index = index * binomial(g.squares, counts[k]) + rankSet(groups[k], counts[k]);
    this.index = index;
  }

  /** Ranks the position on a whole mailbox with `side` to move (`cells`: scratch of at least MAX_PIECES). */
  rankBoard(board: ArrayLike<number>, side: number, cells: Int32Array): void {
    let n = 0;
    for (let sq = 0; sq < this.g.squares && n < cells.length; sq++) if (board[this.g.sqCell[sq]] !== 0) cells[n++] = this.g.sqCell[sq];
    this.rank(board, cells, n, side);
  }
}

/** The combination rank of `count` distinct squares in any order: sorts them in place (at most four). */
function rankSet(s: Int32Array, count: number): number {
  for (let i = 1; i < count; i++) {
    const x = s[i];
    let j = i - 1;
    while (j >= 0 && s[j] > x) (s[j + 1] = s[j]), j--;
    s[j + 1] = x;
  }
  let r = 0;
  for (let i = 0; i < count; i++) r += BINOMIAL[s[i]][i + 1];
  return r;
}

/** The ascending squares of combination rank `r` of `count` squares, into `out`. */
export function unrankSet(r: number, count: number, squares: number, out: Int32Array): void {
  if (count === 1) {
    out[0] = r;
    return;
  }
  let x = squares - 1;
  for (let i = count - 1; i >= 0; i--) {
    while (BINOMIAL[x][i + 1] > r) x--;
    out[i] = x;
    r -= BINOMIAL[x][i + 1];
    x--;
  }
}
