/**
 * The rules of Spock (rules/spock.md): board geometry, immutable states, legal
 * move generation, playing a move and the end-of-game checks.
 *
 * Cells are indices `row * 5 + col`, row 0 at the top (rank 5) and col 0 the
 * a-file, the same numbering as the grid view (src/core/board.ts), so the UI
 * needs no translation. A piece is a byte: kind (1–5) | side << 3.
 */
import type { Outcome } from '../../core/game.js';
import { zobristTable } from '../../core/random.js';

export const SIZE = 5;
export const CELLS = SIZE * SIZE;

/** Side codes: Blue moves first (rules/spock.md §1). */
export const BLUE = 0;
export const RED = 1;
export type SideCode = typeof BLUE | typeof RED;

/** Kinds in cycle order, so the successor of a kind is `kind % 5 + 1` (rules/spock.md §2). */
export const ROCK = 1;
export const SCISSORS = 2;
export const LIZARD = 3;
export const PAPER = 4;
export const SPOCK = 5;

/** Numbers of the draw rules and caps (rules/spock.md §3). */
export const LIMITS = {
  /** Plies without the removal of an enemy piece that draw the game. */
  clock: 50,
  /** Plies after which the game is drawn. */
  plyCap: 400,
  /** Occurrences of a position (placement and side to move) that draw the game. */
  repetitions: 3,
} as const;

/** Move types, stored in bits 10–11 of a move. */
export const QUIET = 0;
export const CAPTURE = 1;
export const LEAP = 2;

/**
 * A move as a small integer: `from | to << 5 | type << 10`. Numbers compare
 * with `===`, so a parsed move is the very value `moves()` returned.
 */
export type SpockMove = number;

export const moveFrom = (m: SpockMove): number => m & 31;
export const moveTo = (m: SpockMove): number => (m >> 5) & 31;
export const moveType = (m: SpockMove): number => m >> 10;
export const makeMove = (from: number, to: number, type: number): SpockMove => from | (to << 5) | (type << 10);

export const pieceKind = (p: number): number => p & 7;
export const pieceSide = (p: number): SideCode => (p >> 3) as SideCode;
export const makePiece = (kind: number, side: SideCode): number => kind | (side << 3);

/** The piece a Spock leap leaves behind: the target's successor in the cycle (rules/spock.md §2). */
export const successor = (kind: number): number => (kind % 5) + 1;

/**
 * Bit masks of the kinds each kind may capture (rules/spock.md §2 table): each
 * kind beats the next two in the cycle. Spock never captures; it transforms.
 */
export const CAPTURE_MASK: readonly number[] = [
  0,
  (1 << SCISSORS) | (1 << LIZARD), // Rock
  (1 << LIZARD) | (1 << PAPER), // Scissors
  (1 << PAPER) | (1 << SPOCK), // Lizard
  (1 << SPOCK) | (1 << ROCK), // Paper
  0, // Spock
];

/** The 8 directions as (row, col) steps; the first four are orthogonal, the last four diagonal. */
const DIRS: readonly (readonly [number, number])[] = [
  [-1, 0], [1, 0], [0, -1], [0, 1],
  [-1, -1], [-1, 1], [1, -1], [1, 1],
];
const KNIGHT: readonly (readonly [number, number])[] = [
  [-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1],
];

/** Direction indices each slider uses (rules/spock.md §2). */
const ORTHO = [0, 1, 2, 3];
const DIAG = [4, 5, 6, 7];
const ALL8 = [0, 1, 2, 3, 4, 5, 6, 7];
export const SLIDER_DIRS: readonly (readonly number[])[] = [[], ALL8, DIAG, ALL8, ORTHO, []];

/** NEIGHBOUR[cell * 8 + dir]: the next cell in that direction, or -1 off the board. */
export const NEIGHBOUR = new Int8Array(CELLS * 8);
/** KNIGHT_TARGETS[cell]: the on-board knight targets of a cell. */
export const KNIGHT_TARGETS: readonly (readonly number[])[] = (() => {
  const out: number[][] = [];
  for (let c = 0; c < CELLS; c++) {
    const r = Math.floor(c / SIZE);
    const f = c % SIZE;
    for (let d = 0; d < 8; d++) {
      const [dr, df] = DIRS[d];
      const nr = r + dr;
      const nf = f + df;
      NEIGHBOUR[c * 8 + d] = nr >= 0 && nr < SIZE && nf >= 0 && nf < SIZE ? nr * SIZE + nf : -1;
    }
    const t: number[] = [];
    for (const [dr, df] of KNIGHT) {
      const nr = r + dr;
      const nf = f + df;
      if (nr >= 0 && nr < SIZE && nf >= 0 && nf < SIZE) t.push(nr * SIZE + nf);
    }
    out.push(t);
  }
  return out;
})();

/** Zobrist keys: index cell * 10 + side * 5 + kind - 1; the last key is "Red to move". */
const ZOBRIST = zobristTable(CELLS * 10 + 1, 0x5b0c_c0de);
const ZOBRIST_RED = CELLS * 10;
const zkey = (cell: number, p: number): number => ZOBRIST[cell * 10 + pieceSide(p) * 5 + pieceKind(p) - 1];

/**
 * A position with everything `outcome` needs: counters and a link to the
 * previous state for repetition (rules/spock.md §3). Never mutated once built,
 * apart from the two caches.
 */
export interface SpockState {
  readonly variant: 'standard';
  /** 25 cells, row 0 = rank 5; 0 = empty, else kind | side << 3. */
  readonly board: Int8Array;
  readonly side: SideCode;
  /** Plies since an enemy piece was last removed. */
  readonly clock: number;
  /** Plies played so far (including those before a loaded position). */
  readonly ply: number;
  readonly hash: number;
  /** Pieces on the board; only captures lower it, so earlier positions with another count cannot repeat. */
  readonly count: number;
  /** The position before the last move; null at the start or a loaded position. */
  readonly prev: SpockState | null;
  /** Legal moves ignoring the end rules, filled on first use (a cache). */
  rawMoves?: SpockMove[];
  /** Outcome, filled on first use (a cache; undefined = not computed yet). */
  outcomeCache?: Outcome | null;
}

export function hashBoard(board: Int8Array, side: SideCode): number {
  let h = side === RED ? ZOBRIST[ZOBRIST_RED] : 0;
  for (let c = 0; c < CELLS; c++) if (board[c]) h ^= zkey(c, board[c]);
  return h;
}

/** Builds a state from a board (a fresh copy is not made: the caller hands the board over). */
export function makeState(board: Int8Array, side: SideCode, clock: number, ply: number): SpockState {
  let count = 0;
  for (let c = 0; c < CELLS; c++) if (board[c]) count++;
  return { variant: 'standard', board, side, clock, ply, hash: hashBoard(board, side), count, prev: null };
}

/** The initial placement (rules/spock.md §1), Blue to move. */
export function initialState(): SpockState {
  const b = new Int8Array(CELLS);
  const back = [PAPER, SCISSORS, SPOCK, SCISSORS, PAPER];
  for (let f = 0; f < SIZE; f++) {
    b[0 * SIZE + f] = makePiece(back[f], RED);
    b[1 * SIZE + f] = makePiece(ROCK, RED);
    b[3 * SIZE + f] = makePiece(ROCK, BLUE);
    b[4 * SIZE + f] = makePiece(back[f], BLUE);
  }
  return makeState(b, BLUE, 0, 0);
}

/**
 * Appends to `out` every move of `side`'s piece on `from` (rules/spock.md §2);
 * shared by move generation and the attack maps of evaluate.ts.
 */
export function pieceMoves(board: Int8Array, from: number, out: SpockMove[]): void {
  const p = board[from];
  const side = p >> 3;
  const kind = p & 7;
  if (kind === SPOCK) {
    // A knight leap onto any occupied square, of either colour.
    const ts = KNIGHT_TARGETS[from];
    for (let i = 0; i < ts.length; i++) if (board[ts[i]]) out.push(from | (ts[i] << 5) | (LEAP << 10));
    return;
  }
  const mask = CAPTURE_MASK[kind];
  if (kind === ROCK) {
    // One step, skipping a chain of friends to its far end; enemies block.
    for (let d = 0; d < 8; d++) {
      let c = NEIGHBOUR[from * 8 + d];
      while (c >= 0 && board[c] && board[c] >> 3 === side) c = NEIGHBOUR[c * 8 + d];
      if (c < 0) continue;
      const q = board[c];
      if (!q) out.push(from | (c << 5));
      else if (mask & (1 << (q & 7))) out.push(from | (c << 5) | (CAPTURE << 10));
    }
    return;
  }
  // Sliders: friends are transparent, the first enemy ends the line.
  const dirs = SLIDER_DIRS[kind];
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i];
    let c = NEIGHBOUR[from * 8 + d];
    while (c >= 0) {
      const q = board[c];
      if (!q) out.push(from | (c << 5));
      else if (q >> 3 !== side) {
        if (mask & (1 << (q & 7))) out.push(from | (c << 5) | (CAPTURE << 10));
        break;
      }
      c = NEIGHBOUR[c * 8 + d];
    }
  }
}

/** Every move of `side` on `board`, ignoring the end rules. */
export function generate(board: Int8Array, side: SideCode): SpockMove[] {
  const out: SpockMove[] = [];
  for (let c = 0; c < CELLS; c++) {
    const p = board[c];
    if (p && p >> 3 === side) pieceMoves(board, c, out);
  }
  return out;
}

/** Legal moves of the side to move, ignoring the end rules (cached on the state). */
export function rawMoves(s: SpockState): SpockMove[] {
  let m = s.rawMoves;
  if (!m) {
    m = generate(s.board, s.side);
    s.rawMoves = m;
  }
  return m;
}

/** Does the move remove an enemy piece (a capture, or a leap onto an enemy)? It resets the clock (rules/spock.md §3). */
export function removesEnemy(s: SpockState, m: SpockMove): boolean {
  const t = m >> 10;
  if (t === CAPTURE) return true;
  if (t === LEAP) return s.board[(m >> 5) & 31] >> 3 !== s.side;
  return false;
}

/** The state after a move from `rawMoves(s)`; `s` is left untouched (rules/spock.md §2). */
export function playMove(s: SpockState, m: SpockMove): SpockState {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const type = m >> 10;
  const src = s.board;
  const board = src.slice();
  const p = src[from];
  const q = src[to];
  let h = s.hash ^ ZOBRIST[ZOBRIST_RED] ^ zkey(from, p) ^ zkey(to, p);
  let count = s.count;
  let clock = s.clock + 1;
  board[to] = p;
  if (type === LEAP) {
    // The target is removed, the Spock lands on it, and the target's successor
    // appears on the origin in the mover's colour; the count is unchanged.
    const born = successor(q & 7) | (s.side << 3);
    board[from] = born;
    h ^= zkey(to, q) ^ zkey(from, born);
    if (q >> 3 !== s.side) clock = 0;
  } else {
    board[from] = 0;
    if (q) {
      h ^= zkey(to, q);
      count--;
      clock = 0;
    }
  }
  return {
    variant: 'standard',
    board,
    side: (s.side ^ 1) as SideCode,
    clock,
    ply: s.ply + 1,
    hash: h,
    count,
    prev: s,
  };
}

export const SIDE_NAMES = ['blue', 'red'] as const;

function countSpocks(board: Int8Array, side: SideCode): number {
  const sp = SPOCK | (side << 3);
  let n = 0;
  for (let c = 0; c < CELLS; c++) if (board[c] === sp) n++;
  return n;
}

function sameBoard(a: Int8Array, b: Int8Array): boolean {
  for (let c = 0; c < CELLS; c++) if (a[c] !== b[c]) return false;
  return true;
}

/** How many times this position (placement and side to move) has occurred, up to `LIMITS.repetitions`. */
export function occurrences(s: SpockState): number {
  let n = 1;
  // Same side to move means every other ply; a capture lowers the count for good, so stop there.
  let p = s.prev?.prev ?? null;
  while (p && p.count === s.count) {
    if (p.hash === s.hash && sameBoard(p.board, s.board)) {
      n++;
      if (n >= LIMITS.repetitions) break;
    }
    p = p.prev?.prev ?? null;
  }
  return n;
}

/** The end checks of rules/spock.md §3, in order; cached on the state. */
export function outcomeOf(s: SpockState): Outcome | null {
  if (s.outcomeCache !== undefined) return s.outcomeCache;
  const me = s.side;
  const them = (me ^ 1) as SideCode;
  let o: Outcome | null = null;
  // §3.1: the side to move has lost its last Spock. For a loaded position,
  // the side not to move may also have none; it has lost (setup rejects both).
  if (countSpocks(s.board, me) === 0) o = { winner: SIDE_NAMES[them], reason: 'no-spock' };
  else if (countSpocks(s.board, them) === 0) o = { winner: SIDE_NAMES[me], reason: 'no-spock' };
  // §3.2: no legal move loses.
  else if (rawMoves(s).length === 0) o = { winner: SIDE_NAMES[them], reason: 'no-moves' };
  // §3.3: draws, repetition first, then the clock, then the ply cap.
  else if (occurrences(s) >= LIMITS.repetitions) o = { winner: null, reason: 'repetition' };
  else if (s.clock >= LIMITS.clock) o = { winner: null, reason: 'clock' };
  else if (s.ply >= LIMITS.plyCap) o = { winner: null, reason: 'ply-cap' };
  s.outcomeCache = o;
  return o;
}

/** Legal moves: none once the game is over by rule. */
export function legalMoves(s: SpockState): readonly SpockMove[] {
  return outcomeOf(s) ? [] : rawMoves(s);
}

/** Leaf count at `depth` (bulk counting at depth 1), as genericPerft counts it. */
export function perft(s: SpockState, depth: number): number {
  if (depth === 0) return 1;
  if (outcomeOf(s)) return 0;
  const ms = rawMoves(s);
  if (depth === 1) return ms.length;
  let n = 0;
  for (let i = 0; i < ms.length; i++) n += perft(playMove(s, ms[i]), depth - 1);
  return n;
}
