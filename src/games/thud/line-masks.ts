/**
 * Classic Thud's lines as bit masks, kept move by move on the search's piece lists: a hurl is found,
 * and the evaluation counts troll pairs and step threats, with a few bit operations instead of walks
 * square by square. The search's concern (its board, the evaluation and the capture search's hurls):
 * a page that plays loads none of it.
 */
import { DIRS, DWARF, EMPTY, PLAY_CELLS, SIZE, TROLL, type ThudBoard } from './geometry.js';
import { K_HURL, type MoveList, type PieceLists } from './movegen.js';

/**
 * The four lines through each cell: LINE[cell * 4 + (d & 3)] is the line of directions d and d + 4 through
 * the cell, as its slot * 16 + the cell's position on it. Positions grow in directions 1–4: the row on a
 * file, else the column. A line's mask has a bit per position; 16 bits a slot.
 */
const LINE = new Uint16Array(SIZE * SIZE * 4);
/** Per slot, the positions no piece can stand on (off the octagon, past the line's end, and bit 15): always occupied. */
const WALLS = new Int32Array(4 * 32).fill(0xffff);
/** The slot of row 0's line (rows follow in order, top to bottom): its bit for a cell is the cell's column. */
export const ROW_SLOT = 64;
/** The cell offset of one step in each direction. */
const STEP = DIRS.map(([r, c]) => r * SIZE + c);
for (const c of PLAY_CELLS) {
  const r = Math.floor(c / SIZE);
  const col = c % SIZE;
  [col * 16 + r, (32 + r + col) * 16 + col, (ROW_SLOT + r) * 16 + col, (96 + r - col + 14) * 16 + col].forEach((l, o) => {
    LINE[c * 4 + o] = l;
    WALLS[l >> 4] &= ~(1 << (l & 15));
  });
}

export class LineMasks {
  /** Per line, a bit for each position a piece or a wall stops a walk at, */
  readonly occupied = new Int32Array(WALLS.length);
  /** one for each dwarf, */
  readonly dwarfs = new Int32Array(WALLS.length);
  /** and one for each troll. */
  readonly trolls = new Int32Array(WALLS.length);

  /** Sets the masks to the pieces of `board`. */
  read(board: ThudBoard): void {
    this.occupied.set(WALLS);
    this.dwarfs.fill(0);
    this.trolls.fill(0);
    for (const c of PLAY_CELLS) if (board[c] !== EMPTY) this.place(c, board[c], true);
  }

  /** Sets (`on`) or clears the bits of `piece` on `cell`. */
  place(cell: number, piece: number, on: boolean): void {
    for (let o = 0; o < 4; o++) {
      const l = LINE[cell * 4 + o];
      const bit = 1 << (l & 15);
      const slot = l >> 4;
      if (on) {
        this.occupied[slot] |= bit;
        if (piece === DWARF) this.dwarfs[slot] |= bit;
        else if (piece === TROLL) this.trolls[slot] |= bit;
      } else {
        this.occupied[slot] &= ~bit;
        this.dwarfs[slot] &= ~bit;
        this.trolls[slot] &= ~bit;
      }
    }
  }

  /**
   * A hurl onto `cell` from direction d (rules/thud.md §3): the distance to the first piece out from `cell`
   * that way, when that piece is a dwarf whose line, running on the same way, is at least that long; else 0.
   */
  hurlFrom(cell: number, d: number): number {
    const l = LINE[cell * 4 + (d & 3)];
    const slot = l >> 4;
    return d >= 1 && d <= 4 ? hurlUp(this.occupied[slot], this.dwarfs[slot], l & 15) : hurlDown(this.occupied[slot], this.dwarfs[slot], l & 15);
  }

  /**
   * Lists the classic hurls alone (the capture search's noisy moves of the Dwarfs), found from the trolls
   * (8 at most) rather than from every dwarf.
   */
  listHurls(pieces: PieceLists, out: MoveList): void {
    for (let index = 0; index < pieces.trollCount; index++) {
      const t = pieces.trolls[index];
      for (let d = 0; d < 8; d++) {
        const k = this.hurlFrom(t, d);
        if (k > 0) {
          out.add(K_HURL, t + k * STEP[d], t, false);
          out.addCap(t);
        }
      }
    }
  }

  /** Whether a hurl from any direction can land on `cell` (`hurlFrom` of all eight, each line read once). */
  hurlable(cell: number): boolean {
    for (let o = 0; o < 4; o++) {
      const l = LINE[cell * 4 + o];
      const occupied = this.occupied[l >> 4];
      const dwarfs = this.dwarfs[l >> 4];
      if (hurlUp(occupied, dwarfs, l & 15) > 0 || hurlDown(occupied, dwarfs, l & 15) > 0) return true;
    }
    return false;
  }
}

/**
 * On a line whose masks are `occupied` and `dwarfs`, the distance from position p up to the first piece,
 * when that piece is a dwarf with a run of dwarfs up from it at least that long (a hurl down onto p); else 0.
 */
function hurlUp(occupied: number, dwarfs: number, p: number): number {
  // The lowest bit above p (bit 15 is a wall), then the run of dwarf bits from there.
  const above = occupied & (-2 << p);
  const first = 31 - Math.clz32(above & -above);
  const run = dwarfs >>> first;
  const line = 31 - Math.clz32(~run & (run + 1));
  return line >= first - p ? first - p : 0;
}

/** `hurlUp` the other way: down from p. */
function hurlDown(occupied: number, dwarfs: number, p: number): number {
  const below = occupied & ((1 << p) - 1);
  if (below === 0) return 0;
  const first = 31 - Math.clz32(below);
  const line = Math.clz32(~(dwarfs << (31 - first)));
  return line >= p - first ? p - first : 0;
}
