/**
 * Immutable positions and moves of draughts: building a state, listing its
 * legal moves (cached on the state) and playing a move with the draw counters
 * and the repetition link of rules/draughts.md "Draws".
 */
import { zobristTable } from '../../core/random.js';
import { advanceDrawCounters, endgameClass, loneKingOnLongDiagonal, type DrawCounters, type Mutable } from './draws.js';
import { BLACK, KING, WHITE, emptyBoard, engine, geometry, BM, WM, type DraughtsVariant } from './rules.js';

/** A legal move. Squares are numbers in the variant's numeric notation (1–50 or 1–32). */
export interface DraughtsMove {
  readonly from: number;
  readonly to: number;
  /** Every landing square in order; the last one is `to`. */
  readonly path: readonly number[];
  /** Squares of the captured pieces, in the order they were jumped. */
  readonly captured: readonly number[];
  /** The moving man becomes a king. */
  readonly promotes: boolean;
}

/**
 * A position with everything `outcome` needs: the counters of the draw rules
 * and a link to the previous position while no irreversible move (man move or
 * capture) was played, for threefold repetition.
 */
export interface DraughtsState extends DrawCounters {
  readonly variant: DraughtsVariant;
  /** Padded mailbox (see rules.ts); never mutated once the state exists. A plain array (DESIGN.md "As built": not a typed array). */
  readonly board: readonly number[];
  /** WHITE (1) or BLACK (2). */
  readonly side: number;
  readonly hash: number;
  readonly prev: DraughtsState | null;
  /** Legal moves, filled on first use (a cache, not part of the value). */
  movesCache?: readonly DraughtsMove[];
}

/** Seeds of the Zobrist tables (one per board size). */
const ZOBRIST_SEEDS = { international: 0x0d1a_5e10, russian: 0x0d1a_5e08, brazilian: 0x0d1a_5e08 } as const;

const zobrists = new Map<DraughtsVariant, Int32Array>();

/** Key table: index square·4 + kind (white man, white king, black man, black king), last = Black to move. */
export function zobrist(variant: DraughtsVariant): Int32Array {
  let z = zobrists.get(variant);
  if (!z) {
    z = zobristTable(geometry(variant).squares * 4 + 1, ZOBRIST_SEEDS[variant]);
    zobrists.set(variant, z);
  }
  return z;
}

const checkTables = new Map<DraughtsVariant, Int32Array>();

/**
 * A second key table like `zobrist`'s, from another seed: the search's check word of a position
 * (`SearchBoard.hashCheck`), which its transposition table compares besides the key.
 */
export function zobristCheck(variant: DraughtsVariant): Int32Array {
  let z = checkTables.get(variant);
  if (!z) {
    z = zobristTable(geometry(variant).squares * 4 + 1, ~ZOBRIST_SEEDS[variant]);
    checkTables.set(variant, z);
  }
  return z;
}

/** A piece's index among the four kinds of the Zobrist table. */
export function kindIndex(v: number): number {
  return (v & BLACK ? 2 : 0) + (v & KING ? 1 : 0);
}

/** Builds a state (counters at zero) from a mailbox and the side to move. */
export function stateFromBoard(variant: DraughtsVariant, mailbox: ArrayLike<number>, side: number): DraughtsState {
  const board = Array.from(mailbox);
  const g = geometry(variant);
  const z = zobrist(variant);
  let h = side === BLACK ? z[g.squares * 4] : 0;
  let wm = 0, wk = 0, bm = 0, bk = 0;
  for (let sq = 0; sq < g.squares; sq++) {
    const v = board[g.sqCell[sq]];
    if (v === 0) continue;
    h ^= z[sq * 4 + kindIndex(v)];
    if (v === WM) wm++;
    else if (v === (WHITE | KING)) wk++;
    else if (v === BM) bm++;
    else bk++;
  }
  const m = { wm, wk, bm, bk };
  const eg = endgameClass(variant, m);
  return {
    variant, board, side, hash: h, prev: null, ...m,
    reps: 1, kingPlies: 0, quietPlies: 0, eg, egPlies: 0, egStrongMoves: 0,
    egDiagonal: eg !== 0 && loneKingOnLongDiagonal(variant, board, eg),
    movesCache: undefined, // present from the start so every state has one object shape
  };
}

/** The initial position of a variant: the first 20 (12) squares black, the last white. */
export function initialState(variant: DraughtsVariant): DraughtsState {
  const g = geometry(variant);
  const b = emptyBoard(g);
  const per = g.squares === 50 ? 20 : 12;
  for (let i = 0; i < per; i++) {
    b[g.sqCell[i]] = BM;
    b[g.sqCell[g.squares - 1 - i]] = WM;
  }
  return stateFromBoard(variant, b, WHITE);
}

/** Every legal move once (rules/draughts.md "Move identity"), ignoring draws by rule. */
export function legalMoves(s: DraughtsState): readonly DraughtsMove[] {
  if (s.movesCache) return s.movesCache;
  const e = engine(s.variant);
  const g = e.g;
  const cellSq = g.cellSq;
  e.load(s.board);
  const top = e.top, capTop = e.capTop, pathTop = e.pathTop;
  const n = e.generate(s.side, true);
  const out: DraughtsMove[] = new Array(n);
  for (let k = 0; k < n; k++) {
    const i = top + k;
    const nc = e.mNcap[i];
    const captured: number[] = new Array(nc);
    const co = e.mCapOff[i];
    for (let j = 0; j < nc; j++) captured[j] = cellSq[e.capCells[co + j]] + 1;
    const np = e.mPathLen[i];
    const path: number[] = new Array(np);
    const po = e.mPathOff[i];
    for (let j = 0; j < np; j++) path[j] = cellSq[e.pathCells[po + j]] + 1;
    out[k] = {
      from: cellSq[e.mFrom[i]] + 1,
      to: cellSq[e.mTo[i]] + 1,
      path,
      captured,
      promotes: e.mPromo[i] === 1,
    };
  }
  e.release(top, capTop, pathTop);
  s.movesCache = out;
  return out;
}

/** The position after a legal move, with the draw counters brought forward. */
export function playMove(s: DraughtsState, m: DraughtsMove): DraughtsState {
  const variant = s.variant;
  const g = geometry(variant);
  const z = zobrist(variant);
  const b = s.board.slice();
  const fromSq = m.from - 1;
  const toSq = m.to - 1;
  const v = b[g.sqCell[fromSq]];
  let h = s.hash ^ z[g.squares * 4] ^ z[fromSq * 4 + kindIndex(v)];
  b[g.sqCell[fromSq]] = 0;
  let { wm, wk, bm, bk } = s;
  for (const c of m.captured) {
    const cell = g.sqCell[c - 1];
    const cv = b[cell];
    h ^= z[(c - 1) * 4 + kindIndex(cv)];
    b[cell] = 0;
    if (cv === WM) wm--;
    else if (cv === (WHITE | KING)) wk--;
    else if (cv === BM) bm--;
    else bk--;
  }
  const nv = m.promotes ? v | KING : v;
  if (m.promotes) {
    if (v & WHITE) (wm--, wk++);
    else (bm--, bk++);
  }
  b[g.sqCell[toSq]] = nv;
  h ^= z[toSq * 4 + kindIndex(nv)];

  const capture = m.captured.length > 0;
  // Only a king's quiet move can be undone; anything else cuts the repetition link.
  const kingMove = (v & KING) !== 0 && !capture;
  const prev = kingMove ? s : null;
  let reps = 1;
  for (let p = prev?.prev ?? null; p; p = p.prev?.prev ?? null) {
    if (p.hash === h && sameBoard(p.board, b)) reps++;
  }
  const next: Mutable<DraughtsState> = {
    variant, board: b, side: 3 - s.side, hash: h, prev, wm, wk, bm, bk, reps,
    kingPlies: 0, quietPlies: 0, eg: 0, egPlies: 0, egStrongMoves: 0, egDiagonal: false,
    movesCache: undefined,
  };
  advanceDrawCounters(next, s, kingMove, capture || m.promotes);
  return next;
}

function sameBoard(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
