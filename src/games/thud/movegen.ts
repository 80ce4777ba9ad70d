/**
 * Thud move generation (rules/thud.md §3–§5) into a `MoveList`: moves as numbers in typed arrays,
 * so the search board lists hundreds of moves per node without making an object each. The pure
 * `generate` (rules.ts) turns the same lists into `ThudMove` values: one generator serves both.
 */
import {
  CELLS, DWARF, EMPTY, NB, PLAY_CELLS, TROLL, colOf, countAdjacent, hasAdjacent, rankOf, type ThudBoard,
} from './geometry.js';
import type { LineMasks } from './line-masks.js';

/** Move kinds as numbers, in `MoveKind` order (rules.ts `KIND_NAMES`). */
export const K_MOVE = 0;
export const K_HURL = 1;
export const K_STEP = 2;
export const K_SHOVE = 3;
export const K_SLIDE = 4;
export const K_TRAMPLE = 5;
export const K_ROCK = 6;

/** A packed move (`MoveList.code`): to | from << 8 | kind << 16 | win << 19 | captures << 20. */
export const WIN_BIT = 1 << 19;
export const CAP_ONE = 1 << 20;
export const codeTo = (c: number): number => c & 255;
export const codeFrom = (c: number): number => (c >> 8) & 255;
export const codeKind = (c: number): number => (c >> 16) & 7;
export const codeCaps = (c: number): number => c >>> 20;

/**
 * A list of moves, each packed in one number (one write per move listed: the search lists hundreds
 * per node and reads each back a few times), with the captured cells (in notation order) and the
 * landing squares of trample chains (as many as their captures) in two shared pools. The arrays are
 * long-lived and grow on demand; a search board stacks the lists of every ply in one of these.
 */
export class MoveList {
  /** Moves in use: the next one goes here. */
  top = 0;
  capTop = 0;
  hopTop = 0;
  code = new Int32Array(1024);
  /** Where a move's captures and hops start in the pools (set only for moves that have them). */
  capStart = new Int32Array(1024);
  hopStart = new Int32Array(1024);
  caps = new Uint8Array(1024);
  hops = new Uint8Array(1024);

  /** Starts a move without captures or hops; `addCap`/`addHops` extend the latest one. */
  add(kind: number, from: number, to: number, win: boolean): void {
    const j = this.top;
    if (j === this.code.length) {
      this.code = grown(this.code);
      this.capStart = grown(this.capStart);
      this.hopStart = grown(this.hopStart);
    }
    this.code[j] = to | (from << 8) | (kind << 16) | (win ? WIN_BIT : 0);
    this.top = j + 1;
  }

  addCap(cell: number): void {
    const j = this.top - 1;
    if (this.code[j] < CAP_ONE) this.capStart[j] = this.capTop;
    if (this.capTop === this.caps.length) this.caps = grown(this.caps);
    this.caps[this.capTop++] = cell;
    this.code[j] += CAP_ONE;
  }

  /** The latest move's landing squares, the first `n` of `cells`. */
  addHops(cells: Int32Array, n: number): void {
    this.hopStart[this.top - 1] = this.hopTop;
    while (this.hopTop + n > this.hops.length) this.hops = grown(this.hops);
    for (let i = 0; i < n; i++) this.hops[this.hopTop++] = cells[i];
  }

  /** Puts the latest move's captured cells in notation order (by file, then rank; rules/thud.md §7). */
  sortCaps(): void {
    const j = this.top - 1;
    const a = this.caps;
    const start = this.capStart[j];
    const end = start + codeCaps(this.code[j]);
    for (let i = start + 1; i < end; i++) {
      const c = a[i];
      const key = NOTATION_KEY[c];
      let k = i - 1;
      while (k >= start && NOTATION_KEY[a[k]] > key) {
        a[k + 1] = a[k];
        k--;
      }
      a[k + 1] = c;
    }
  }

  /** Empties the list from move `top` on (the pools from `capTop`, `hopTop`). */
  truncate(top: number, capTop: number, hopTop: number): void {
    this.top = top;
    this.capTop = capTop;
    this.hopTop = hopTop;
  }
}

function grown<T extends Uint8Array | Int32Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The cells of the dwarfs and of the trolls, each list in board order (ascending cells, the order
 * of `PLAY_CELLS`): generation and evaluation walk these instead of the 165 squares. The pure
 * functions read them off a state's board; the search board keeps its own up to date move by move.
 */
export class PieceLists {
  readonly dwarfs = new Int32Array(CELLS);
  readonly trolls = new Int32Array(CELLS);
  dwarfCount = 0;
  trollCount = 0;
  /**
   * Dwarfs next to each square, where the lists keep count (the search board's and the evaluation's:
   * generation and evaluation skip squares with none); null in the rules' lists.
   */
  dwarfNear: Uint8Array | null = null;

  /**
   * Classic's line masks, where kept (the search board's, the evaluation's and the capture search's, which
   * lists the hurls off them); null in the rules' lists.
   */
  lines: LineMasks | null = null;

  /** Lists the pieces of `board`. */
  read(board: ThudBoard): this {
    let nd = 0;
    let nt = 0;
    for (const c of PLAY_CELLS) {
      const p = board[c];
      if (p === DWARF) this.dwarfs[nd++] = c;
      else if (p === TROLL) this.trolls[nt++] = c;
    }
    this.dwarfCount = nd;
    this.trollCount = nt;
    this.dwarfNear?.fill(0);
    for (let i = 0; i < nd; i++) this.near(this.dwarfs[i], 1);
    this.lines?.read(board);
    return this;
  }

  /** `piece` (a dwarf or troll; anything else is not listed) moved from `from` to `to`. */
  move(piece: number, from: number, to: number): void {
    this.lines?.place(from, piece, false);
    this.lines?.place(to, piece, true);
    if (piece !== DWARF && piece !== TROLL) return;
    const list = piece === DWARF ? this.dwarfs : this.trolls;
    const n = piece === DWARF ? this.dwarfCount : this.trollCount;
    let i = 0;
    while (list[i] !== from) i++;
    // Shift the cells between the two places by one, keeping the order.
    if (to > from) {
      for (; i + 1 < n && list[i + 1] < to; i++) list[i] = list[i + 1];
    } else {
      for (; i > 0 && list[i - 1] > to; i--) list[i] = list[i - 1];
    }
    list[i] = to;
    if (piece === DWARF) {
      this.near(from, -1);
      this.near(to, 1);
    }
  }

  /** The `piece` on `cell` was taken. */
  remove(piece: number, cell: number): void {
    const list = piece === DWARF ? this.dwarfs : this.trolls;
    const n = piece === DWARF ? this.dwarfCount-- : this.trollCount--;
    this.lines?.place(cell, piece, false);
    let i = 0;
    while (list[i] !== cell) i++;
    for (; i + 1 < n; i++) list[i] = list[i + 1];
    if (piece === DWARF) this.near(cell, -1);
  }

  /** A taken `piece` is back on `cell`. */
  restore(piece: number, cell: number): void {
    const list = piece === DWARF ? this.dwarfs : this.trolls;
    let i = piece === DWARF ? this.dwarfCount++ : this.trollCount++;
    this.lines?.place(cell, piece, true);
    for (; i > 0 && list[i - 1] > cell; i--) list[i] = list[i - 1];
    list[i] = cell;
    if (piece === DWARF) this.near(cell, 1);
  }

  /** A dwarf arrives on `cell` (`by` 1) or leaves it (−1): its neighbours' counts, where kept. */
  private near(cell: number, by: number): void {
    const near = this.dwarfNear;
    if (near) {
      for (let d = 0; d < 8; d++) {
        const n = NB[cell * 8 + d];
        if (n >= 0) near[n] += by;
      }
    }
  }
}

/** The pure functions' lists, read afresh for each call. */
const scratchPieces = new PieceLists();

/** The piece lists of a state's board (shared scratch: valid until the next call). */
export function piecesOf(board: ThudBoard): PieceLists {
  return scratchPieces.read(board);
}

/** Which piece makes each kind of move: 0 a dwarf, 1 a troll, 2 the Rock (ball). */
const KIND_PIECE = [0, 0, 1, 1, 1, 1, 2];
/** Each playable cell's index in `PLAY_CELLS` (0–164). */
const PLAY_INDEX = new Uint8Array(CELLS);
PLAY_CELLS.forEach((c, i) => (PLAY_INDEX[c] = i));

/** Move keys lie in [0, MOVE_KEY_SPACE). */
export const MOVE_KEY_SPACE = 3 * PLAY_CELLS.length * PLAY_CELLS.length;

/**
 * The search's name of a move among the moves of similar positions (killers, history): the moving
 * piece, from, to. Only quiet moves are ranked by it, and among those the piece says the kind; a
 * capture shares its key with the quiet move or other captures on the same squares.
 */
export function moveKey(kind: number, from: number, to: number): number {
  return (KIND_PIECE[kind] * PLAY_CELLS.length + PLAY_INDEX[from]) * PLAY_CELLS.length + PLAY_INDEX[to];
}

/** Sort key of notation order: file first, then rank. */
const NOTATION_KEY = new Uint8Array(CELLS);
for (let c = 0; c < CELLS; c++) NOTATION_KEY[c] = colOf(c) * 16 + rankOf(c);

/** What generation needs to know of a position. */
export interface GenPosition {
  readonly board: ThudBoard;
  readonly side: number;
  /** Cell of the Rock (ball), −1 in classic. */
  readonly rock: number;
  readonly config: { readonly variant: string; readonly trollCapture: string };
}

/** Appends every legal move of the side to move to `out`, ignoring whether the game is over; `pieces` lists the board's pieces. */
export function generateMoves(s: GenPosition, pieces: PieceLists, out: MoveList): void {
  const v = s.config.variant;
  if (v === 'classic') {
    if (s.side === 0) classicDwarfMoves(s.board, pieces, out);
    else classicTrollMoves(s.board, pieces, s.config.trollCapture === 'one', out, false);
    return;
  }
  const football = v === 'koom-valley-football';
  if (s.side === 0) {
    kvDwarfMoves(s.board, pieces, football, out);
    if (football) ballMoves(s.board, s.rock, out, false);
    else rockMoves(s.board, s.rock, out, false);
  } else {
    kvTrollSlides(s.board, pieces, s.rock, football, out, false);
    // Generation edits the board in place and restores it before it returns.
    if (!football) trampleMoves(s.board, pieces, s.rock, out);
  }
}

/**
 * Appends exactly the moves of `generateMoves` that capture or win, in the same order, found
 * without listing the quiet ones (the capture search's list: a few moves among hundreds). Classic's
 * hurls are read off `pieces.lines`, which its callers keep.
 */
export function generateNoisyMoves(s: GenPosition, pieces: PieceLists, out: MoveList): void {
  const v = s.config.variant;
  if (v === 'classic') {
    if (s.side === 0) pieces.lines!.listHurls(pieces, out);
    else classicTrollMoves(s.board, pieces, s.config.trollCapture === 'one', out, true);
    return;
  }
  const football = v === 'koom-valley-football';
  if (s.side === 0) {
    if (!football) kvSandwichMoves(s.board, pieces, out);
    if (football) ballMoves(s.board, s.rock, out, true);
    else rockMoves(s.board, s.rock, out, true);
  } else {
    // A slide wins only next to the Rock with two other trolls already there.
    if (countAdjacent(s.board, s.rock, TROLL) >= 2) kvTrollSlides(s.board, pieces, s.rock, football, out, true);
    if (!football) trampleMoves(s.board, pieces, s.rock, out);
  }
}

/** Dwarfs next to a cell, in notation order (`adjacentDwarfs`). */
const adjacent = new Int32Array(8);

/**
 * Fills `adjacent` with the dwarfs next to `cell` in notation order (neighbour order is not file order);
 * returns how many. `near` counts them where the caller keeps count.
 */
function adjacentDwarfs(board: ThudBoard, cell: number, near: Uint8Array | null): number {
  if (near?.[cell] === 0) return 0;
  let n = 0;
  const base = cell * 8;
  for (let d = 0; d < 8; d++) {
    const x = NB[base + d];
    if (x >= 0 && board[x] === DWARF) {
      let k = n++;
      while (k > 0 && NOTATION_KEY[adjacent[k - 1]] > NOTATION_KEY[x]) {
        adjacent[k] = adjacent[k - 1];
        k--;
      }
      adjacent[k] = x;
    }
  }
  return n;
}

/** A move taking the first `n` cells of `adjacent` (already in notation order). */
function addTakingAdjacent(out: MoveList, kind: number, from: number, to: number, n: number): void {
  out.add(kind, from, to, false);
  for (let i = 0; i < n; i++) out.addCap(adjacent[i]);
}

/** Length of the unbroken line of `piece` starting at `cell` and running in direction `back`. */
function lineBehind(board: ThudBoard, cell: number, back: number): number {
  let n = 1;
  let b = NB[cell * 8 + back];
  while (b >= 0 && board[b] === board[cell]) {
    n++;
    b = NB[b * 8 + back];
  }
  return n;
}

/** rules/thud.md §3 "Dwarf moves": queen moves and hurls. */
function classicDwarfMoves(board: ThudBoard, pieces: PieceLists, out: MoveList): void {
  for (let index = 0; index < pieces.dwarfCount; index++) {
    const c = pieces.dwarfs[index];
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      let k = 1;
      let behind = 0; // N, computed only when a troll is met
      while (t >= 0) {
        const p = board[t];
        if (p === EMPTY) {
          out.add(K_MOVE, c, t, false);
        } else {
          if (p === TROLL) {
            if (behind === 0) behind = lineBehind(board, c, (d + 4) & 7);
            if (k <= behind) {
              out.add(K_HURL, c, t, false);
              out.addCap(t);
            }
          }
          break;
        }
        t = NB[t * 8 + d];
        k++;
      }
    }
  }
}

/** rules/thud.md §3 "Troll moves": steps with optional captures, and shoves. */
function classicTrollMoves(board: ThudBoard, pieces: PieceLists, one: boolean, out: MoveList, capturesOnly: boolean): void {
  const near = pieces.dwarfNear;
  for (let index = 0; index < pieces.trollCount; index++) {
    const c = pieces.trolls[index];
    for (let d = 0; d < 8; d++) {
      const t1 = NB[c * 8 + d];
      if (t1 < 0 || board[t1] !== EMPTY) continue;
      // The troll's own start is never a dwarf, so adjacency "after leaving" needs no board change.
      const adj1 = adjacentDwarfs(board, t1, near);
      if (!capturesOnly) out.add(K_STEP, c, t1, false);
      if (adj1 > 0) {
        if (one) {
          for (let i = 0; i < adj1; i++) {
            out.add(K_STEP, c, t1, false);
            out.addCap(adjacent[i]);
          }
        } else addTakingAdjacent(out, K_STEP, c, t1, adj1);
      }
      const n = lineBehind(board, c, (d + 4) & 7);
      if (n < 2) continue;
      // Under "one", k = 1 is a shove taking every adjacent dwarf; with a single dwarf it is the
      // same (from, to, captured) triple as the one-dwarf step, listed once.
      if (one && adj1 > 1) addTakingAdjacent(out, K_SHOVE, c, t1, adj1);
      let t = NB[t1 * 8 + d];
      for (let k = 2; k <= n && t >= 0 && board[t] === EMPTY; k++) {
        const adj = adjacentDwarfs(board, t, near);
        if (adj > 0) addTakingAdjacent(out, K_SHOVE, c, t, adj);
        t = NB[t * 8 + d];
      }
    }
  }
}

/** Cells where a dwarf landing may sandwich a troll, in the current call of `kvDwarfMoves`: marked with `landingStamp`. */
const landing = new Int32Array(CELLS);
let landingStamp = 0;

/** Queen moves of the Koom Valley dwarfs, with sandwich captures (rules/thud.md §4; none in football §5). */
function kvDwarfMoves(board: ThudBoard, pieces: PieceLists, football: boolean, out: MoveList): void {
  // Most landing squares take nothing: mark first the ones next to a troll with a dwarf beyond it,
  // so that only those are searched for sandwiches.
  if (++landingStamp === 0x7fffffff) {
    landing.fill(0);
    landingStamp = 1;
  }
  const stamp = landingStamp;
  if (!football) {
    for (let index = 0; index < pieces.trollCount; index++) {
      const a = pieces.trolls[index];
      if (pieces.dwarfNear?.[a] === 0) continue;
      for (let e = 0; e < 8; e++) {
        const beyond = NB[a * 8 + e];
        const land = NB[a * 8 + ((e + 4) & 7)];
        if (beyond >= 0 && land >= 0 && board[beyond] === DWARF) landing[land] = stamp;
      }
    }
  }
  for (let index = 0; index < pieces.dwarfCount; index++) {
    const c = pieces.dwarfs[index];
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      while (t >= 0 && board[t] === EMPTY) {
        out.add(K_MOVE, c, t, false);
        if (landing[t] === stamp) addSandwiches(board, c, t, out);
        t = NB[t * 8 + d];
      }
    }
  }
}

/**
 * Adds to the latest move the trolls caught between the dwarf landing on `s` and another dwarf
 * (never the Rock); `from` is vacated. Returns how many.
 */
function addSandwiches(board: ThudBoard, from: number, s: number, out: MoveList): number {
  let n = 0;
  for (let e = 0; e < 8; e++) {
    const a = NB[s * 8 + e];
    if (a < 0 || board[a] !== TROLL) continue;
    const b = NB[a * 8 + e];
    if (b >= 0 && b !== from && board[b] === DWARF) {
      out.addCap(a);
      n++;
    }
  }
  if (n > 1) out.sortCaps();
  return n;
}

/** rules/thud.md §4 "Rock move": one step, a dwarf next to the Rock before and next to the destination after. */
function rockMoves(board: ThudBoard, rock: number, out: MoveList, winsOnly: boolean): void {
  if (!hasAdjacent(board, rock, DWARF)) return;
  for (let d = 0; d < 8; d++) {
    const t = NB[rock * 8 + d];
    if (t < 0 || board[t] !== EMPTY || !hasAdjacent(board, t, DWARF)) continue;
    const win = rankOf(t) === 15;
    if (win || !winsOnly) out.add(K_ROCK, rock, t, win);
  }
}

/** rules/thud.md §5 "Ball move": any distance in a line, stopping only next to a dwarf. */
function ballMoves(board: ThudBoard, rock: number, out: MoveList, winsOnly: boolean): void {
  if (!hasAdjacent(board, rock, DWARF)) return;
  for (let d = 0; d < 8; d++) {
    let t = NB[rock * 8 + d];
    while (t >= 0 && board[t] === EMPTY) {
      // The ball's start is empty after the move and is not a dwarf, so the board needs no change.
      if (hasAdjacent(board, t, DWARF)) {
        const win = rankOf(t) === 15;
        if (win || !winsOnly) out.add(K_ROCK, rock, t, win);
      }
      t = NB[t * 8 + d];
    }
  }
}

/** Troll slides of 1–3 squares (rules/thud.md §4), with the football edge rule (§5). */
function kvTrollSlides(board: ThudBoard, pieces: PieceLists, rock: number, football: boolean, out: MoveList, winsOnly: boolean): void {
  const near = countAdjacent(board, rock, TROLL);
  for (let index = 0; index < pieces.trollCount; index++) {
    const c = pieces.trolls[index];
    const others = near - (isAdjacent(c, rock) ? 1 : 0);
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      for (let k = 1; k <= 3 && t >= 0 && board[t] === EMPTY; k++) {
        const next = NB[t * 8 + d];
        if (!football || next >= 0) {
          const win = others >= 2 && isAdjacent(t, rock);
          if (win || !winsOnly) out.add(K_SLIDE, c, t, win);
        }
        t = next;
      }
    }
  }
}

/** (dwarf, landing square) pairs already tried by `kvSandwichMoves` in its current call: marked with `sandwichStamp`. */
const sandwichSeen = new Int32Array(CELLS * CELLS);
let sandwichStamp = 0;

/**
 * The Koom Valley dwarf moves that sandwich a troll, found from the trolls: a landing square
 * next to a troll with a dwarf beyond it, reached by the first dwarf on a free line.
 */
function kvSandwichMoves(board: ThudBoard, pieces: PieceLists, out: MoveList): void {
  if (++sandwichStamp === 0x7fffffff) {
    sandwichSeen.fill(0);
    sandwichStamp = 1;
  }
  const stamp = sandwichStamp;
  for (let index = 0; index < pieces.trollCount; index++) {
    const a = pieces.trolls[index];
    if (pieces.dwarfNear?.[a] === 0) continue;
    for (let e = 0; e < 8; e++) {
      const beyond = NB[a * 8 + e];
      const land = NB[a * 8 + ((e + 4) & 7)];
      if (beyond < 0 || board[beyond] !== DWARF || land < 0 || board[land] !== EMPTY) continue;
      for (let d = 0; d < 8; d++) {
        let c = NB[land * 8 + d];
        while (c >= 0 && board[c] === EMPTY) c = NB[c * 8 + d];
        if (c < 0 || board[c] !== DWARF) continue;
        const key = c * CELLS + land;
        if (sandwichSeen[key] === stamp) continue;
        sandwichSeen[key] = stamp;
        out.add(K_MOVE, c, land, false);
        // Not a capture after all: take the move back off the list.
        if (addSandwiches(board, c, land, out) === 0) out.top--;
      }
    }
  }
}

/** The chain being walked by `trampleMoves`: landing squares and the dwarfs jumped, in order. */
const chainHops = new Int32Array(CELLS);
const chainCaps = new Int32Array(CELLS);

/** Trample chains (rules/thud.md §4): every prefix is a move; the board is edited in place and restored. */
function trampleMoves(board: ThudBoard, pieces: PieceLists, rock: number, out: MoveList): void {
  const near = countAdjacent(board, rock, TROLL);
  for (let index = 0; index < pieces.trollCount; index++) {
    const c = pieces.trolls[index];
    if (pieces.dwarfNear?.[c] === 0) continue; // nothing to trample
    const others = near - (isAdjacent(c, rock) ? 1 : 0);
    board[c] = EMPTY; // the vacated start counts as empty
    trampleFrom(board, rock, c, c, others, 0, out);
    board[c] = TROLL;
  }
}

/** The chains of the troll from `start` continuing from `at` after `length` jumps. */
function trampleFrom(board: ThudBoard, rock: number, start: number, at: number, others: number, length: number, out: MoveList): void {
  for (let d = 0; d < 8; d++) {
    const over = NB[at * 8 + d];
    if (over < 0 || board[over] !== DWARF) continue;
    const land = NB[over * 8 + d];
    if (land < 0 || board[land] !== EMPTY) continue;
    board[over] = EMPTY;
    chainHops[length] = land;
    chainCaps[length] = over;
    out.add(K_TRAMPLE, start, land, isAdjacent(land, rock) && others + 1 >= 3);
    for (let i = 0; i <= length; i++) out.addCap(chainCaps[i]);
    if (length > 0) out.sortCaps();
    out.addHops(chainHops, length + 1);
    trampleFrom(board, rock, start, land, others, length + 1, out);
    board[over] = DWARF;
  }
}

export function isAdjacent(a: number, b: number): boolean {
  if (a === b || b < 0) return false;
  // King distance 1 on the 15-wide grid (both cells are on the board).
  const dr = ((a / 15) | 0) - ((b / 15) | 0);
  const dc = (a % 15) - (b % 15);
  return dr <= 1 && dr >= -1 && dc <= 1 && dc >= -1;
}

/** Whether the side to move has any legal move, without listing them (used at every new position). */
export function hasAnyMove(s: GenPosition): boolean {
  const { board, side } = s;
  const v = s.config.variant;
  if (v === 'koom-valley-football' && side === 1) return footballTrollCanMove(board);
  const own = side === 0 ? DWARF : TROLL;
  for (const c of PLAY_CELLS) {
    if (board[c] !== own) continue;
    for (let d = 0; d < 8; d++) {
      const n = NB[c * 8 + d];
      if (n < 0) continue;
      const p = board[n];
      // Any empty neighbour gives a step or slide; every Rock or ball move also needs a dwarf
      // next to an empty square, so this covers them too.
      if (p === EMPTY) return true;
      if (v === 'classic' && side === 0 && p === TROLL) return true; // a 1-square hurl
      if (v === 'koom-valley' && side === 1 && p === DWARF) {
        const land = NB[n * 8 + d];
        if (land >= 0 && board[land] === EMPTY) return true;
      }
    }
  }
  return false;
}

/** Early-exit form of the football troll slides (rules/thud.md §5 edge rule). */
function footballTrollCanMove(board: ThudBoard): boolean {
  for (const c of PLAY_CELLS) {
    if (board[c] !== TROLL) continue;
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      for (let k = 1; k <= 3 && t >= 0 && board[t] === EMPTY; k++) {
        const next = NB[t * 8 + d];
        if (next >= 0) return true;
        t = next;
      }
    }
  }
  return false;
}
