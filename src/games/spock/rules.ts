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
 * Writes into `out` from `n` every move of the piece on `from` (rules/spock.md §2) and returns
 * the new end; shared by move generation, the attack maps of evaluate.ts and the search board.
 */
export function pieceMoves(board: Int8Array, from: number, out: SpockMove[], n: number): number {
  const p = board[from];
  const side = p >> 3;
  const kind = p & 7;
  if (kind === SPOCK) {
    // A knight leap onto any occupied square, of either colour.
    const ts = KNIGHT_TARGETS[from];
    for (let i = 0; i < ts.length; i++) if (board[ts[i]]) out[n++] = from | (ts[i] << 5) | (LEAP << 10);
    return n;
  }
  const mask = CAPTURE_MASK[kind];
  if (kind === ROCK) {
    // One step, skipping a chain of friends to its far end; enemies block.
    for (let d = 0; d < 8; d++) {
      let c = NEIGHBOUR[from * 8 + d];
      while (c >= 0 && board[c] && board[c] >> 3 === side) c = NEIGHBOUR[c * 8 + d];
      if (c < 0) continue;
      const q = board[c];
      if (!q) out[n++] = from | (c << 5);
      else if (mask & (1 << (q & 7))) out[n++] = from | (c << 5) | (CAPTURE << 10);
    }
    return n;
  }
  // Sliders: friends are transparent, the first enemy ends the line.
  const dirs = SLIDER_DIRS[kind];
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i];
    let c = NEIGHBOUR[from * 8 + d];
    while (c >= 0) {
      const q = board[c];
      if (!q) out[n++] = from | (c << 5);
      else if (q >> 3 !== side) {
        if (mask & (1 << (q & 7))) out[n++] = from | (c << 5) | (CAPTURE << 10);
        break;
      }
      c = NEIGHBOUR[c * 8 + d];
    }
  }
  return n;
}

/** Writes every move of `side` on `board` (ignoring the end rules) into `out` from `n`; returns the new end. */
export function listMoves(board: Int8Array, side: SideCode, out: SpockMove[], n: number): number {
  for (let c = 0; c < CELLS; c++) {
    const p = board[c];
    if (p && p >> 3 === side) n = pieceMoves(board, c, out, n);
  }
  return n;
}

/** Every move of `side` on `board`, ignoring the end rules, in a new array. */
export function generate(board: Int8Array, side: SideCode): SpockMove[] {
  const out: SpockMove[] = [];
  listMoves(board, side, out, 0);
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
export function removesEnemy(board: Int8Array, side: SideCode, m: SpockMove): boolean {
  const t = m >> 10;
  if (t === CAPTURE) return true;
  if (t === LEAP) return board[(m >> 5) & 31] >> 3 !== side;
  return false;
}

/**
 * Plays `m` (a legal move of `side`) on `board` in place and returns the position's hash after
 * it, given `hash` before (rules/spock.md §2); shared by `playMove` and the search board.
 */
export function applyMove(board: Int8Array, side: SideCode, hash: number, m: SpockMove): number {
  const from = m & 31;
  const to = (m >> 5) & 31;
  const p = board[from];
  const q = board[to];
  let h = hash ^ ZOBRIST[ZOBRIST_RED] ^ zkey(from, p) ^ zkey(to, p);
  board[to] = p;
  if (m >> 10 === LEAP) {
    // The target is removed, the Spock lands on it, and the target's successor
    // appears on the origin in the mover's colour; the count is unchanged.
    const born = successor(q & 7) | (side << 3);
    board[from] = born;
    h ^= zkey(to, q) ^ zkey(from, born);
  } else {
    board[from] = 0;
    if (q) h ^= zkey(to, q);
  }
  return h;
}

/** The clock after move `m` of `side` on `board` (before the move): removing an enemy piece resets it (§3). */
export function clockAfter(board: Int8Array, side: SideCode, clock: number, m: SpockMove): number {
  return removesEnemy(board, side, m) ? 0 : clock + 1;
}

/** The piece count after move `m`: only a capture takes a piece off the board; a leap replaces its target. */
export function countAfter(count: number, m: SpockMove): number {
  return m >> 10 === CAPTURE ? count - 1 : count;
}

/** The state after a move from `rawMoves(s)`; `s` is left untouched (rules/spock.md §2). */
export function playMove(s: SpockState, m: SpockMove): SpockState {
  const board = s.board.slice();
  const hash = applyMove(board, s.side, s.hash, m);
  return {
    variant: 'standard',
    board,
    side: (s.side ^ 1) as SideCode,
    clock: clockAfter(s.board, s.side, s.clock, m),
    ply: s.ply + 1,
    hash,
    count: countAfter(s.count, m),
    prev: s,
  };
}

export const SIDE_NAMES = ['blue', 'red'] as const;

export function countSpocks(board: Int8Array, side: SideCode): number {
  const sp = SPOCK | (side << 3);
  let n = 0;
  for (let c = 0; c < CELLS; c++) if (board[c] === sp) n++;
  return n;
}

export function sameBoard(a: Int8Array, b: Int8Array): boolean {
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

/** The rules that end a game (rules/spock.md §3), as `endRule` names them. */
export const END_NONE = 0;
/** §3.1: the side to move has no Spock left; or (a loaded position) the other side has none. */
export const END_NO_SPOCK = 1;
export const END_NO_SPOCK_OTHER = 2;
/** §3.2: no legal move. */
export const END_NO_MOVES = 3;
/** §3.3: the draws. */
export const END_REPETITION = 4;
export const END_CLOCK = 5;
export const END_PLY_CAP = 6;
const END_REASONS = ['', 'no-spock', 'no-spock', 'no-moves', 'repetition', 'clock', 'ply-cap'] as const;

/**
 * The end checks of rules/spock.md §3, in order, on a position's facts: the rule that ends the
 * game, or END_NONE. `repeats` (the position's occurrences) is asked only when it decides.
 */
export function endRule(board: Int8Array, side: SideCode, moveCount: number, clock: number, ply: number, repeats: () => number): number {
  return endRuleOf(countSpocks(board, side), countSpocks(board, (side ^ 1) as SideCode), moveCount, clock, ply, repeats);
}

/** `endRule` given the Spocks of the side to move and of the other side (the search board keeps piece counts). */
export function endRuleOf(spocks: number, otherSpocks: number, moveCount: number, clock: number, ply: number, repeats: () => number): number {
  if (spocks === 0) return END_NO_SPOCK;
  if (otherSpocks === 0) return END_NO_SPOCK_OTHER;
  if (moveCount === 0) return END_NO_MOVES;
  if (repeats() >= LIMITS.repetitions) return END_REPETITION;
  if (clock >= LIMITS.clock) return END_CLOCK;
  if (ply >= LIMITS.plyCap) return END_PLY_CAP;
  return END_NONE;
}

/** The winner (a side code) of a game `rule` ended with `side` to move; −1 for a draw. */
export function endWinner(rule: number, side: SideCode): number {
  if (rule === END_NO_SPOCK_OTHER) return side;
  return rule <= END_NO_MOVES ? side ^ 1 : -1;
}

/** The end checks of rules/spock.md §3, in order; cached on the state. */
export function outcomeOf(s: SpockState): Outcome | null {
  if (s.outcomeCache !== undefined) return s.outcomeCache;
  // §3.1: for a loaded position, the side not to move may also have no Spock; it has lost (setup rejects both).
  const rule = endRule(s.board, s.side, rawMoves(s).length, s.clock, s.ply, () => occurrences(s));
  let o: Outcome | null = null;
  if (rule !== END_NONE) {
    const w = endWinner(rule, s.side);
    o = { winner: w < 0 ? null : SIDE_NAMES[w], reason: END_REASONS[rule] };
  }
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
