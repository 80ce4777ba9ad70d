/**
 * The rules of Thud (rules/thud.md): state, moves (listed by movegen.ts), play and the
 * end of a game, for classic Thud, Koom Valley Thud and Koom Valley football. The search
 * board (search-board.ts) plays by the same functions: `advanceCounters`, `judgeMove`.
 *
 * A state is an immutable value: the board is an array of the 15×15 grid
 * that is never written after the state is built. Each state carries its
 * counters, a link to earlier states for repetition (cut at captures, after
 * which no earlier placement can recur) and its outcome, computed once when the
 * state is made, so `outcome(state)` needs nothing from outside.
 */
import type { Outcome } from '../../core/game.js';
import { zobristTable } from '../../core/random.js';
import { CELLS, CENTRE, DWARF, EMPTY, OFF, PLAY_CELLS, ROCK, STONE, TROLL, rankOf, type ThudBoard } from './geometry.js';
import {
  K_TRAMPLE, MoveList, WIN_BIT, codeCaps, codeFrom, codeKind, codeTo, generateMoves, hasAnyMove, piecesOf, type GenPosition,
} from './movegen.js';

export type ThudVariant = 'classic' | 'koom-valley' | 'koom-valley-football';
export const VARIANTS: readonly ThudVariant[] = ['classic', 'koom-valley', 'koom-valley-football'];
export type TrollCapture = 'all' | 'one';
export type MatchMode = 'single' | 'two-battle';
/** 0 = Dwarfs, 1 = Trolls (rules/thud.md §2: Dwarfs move first). */
export type SideIndex = 0 | 1;
export const SIDES = ['dwarfs', 'trolls'] as const;

/** The safeguard numbers (rules/thud.md §3 "End of a battle", §6). */
export const LIMITS = {
  /** Classic: the capture clock ends the battle at this many plies without a capture. */
  captureClock: 60,
  /** Classic: the player to move may claim the end once the capture clock is at least this. */
  claimFrom: 30,
  /** Koom Valley variants: draw when the progress clock reaches this. */
  progressClock: 100,
  /** All variants: the ply cap. */
  plyCap: 1000,
  /** Third occurrence of a position ends the game. */
  repetitions: 3,
  /** Classic scoring: a dwarf is worth 1, a troll 4 (rules/thud.md §3 "Scoring"). */
  dwarfValue: 1,
  trollValue: 4,
} as const;

export interface ThudConfig {
  readonly variant: ThudVariant;
  readonly trollCapture: TrollCapture;
  readonly match: MatchMode;
}

export type MoveKind = 'move' | 'hurl' | 'step' | 'shove' | 'slide' | 'trample' | 'rock';

export interface ThudMove {
  readonly kind: MoveKind;
  readonly from: number;
  readonly to: number;
  /** Trample chains: every landing square in order (the last is `to`); null for single-landing moves. */
  readonly hops: readonly number[] | null;
  /** Captured cells in notation order (by file, then rank). */
  readonly captured: readonly number[];
  /** Koom Valley variants: the move wins at once (rules/thud.md §4 "Winning"). */
  readonly win: boolean;
}

/** A classic battle's score: each side's points on the board. */
export interface BattleScore {
  readonly dwarfs: number;
  readonly trolls: number;
}

/** Outcome with the classic score and, for a two-battle match, the players' totals. */
export interface ThudOutcome extends Outcome {
  readonly score?: BattleScore;
  /**
   * Two-battle match: totals of the player who had the Dwarfs in battle 1 (`first`) and of the
   * other player (`second`). `winner` names the side the winning player holds in battle 2.
   */
  readonly match?: { readonly first: number; readonly second: number };
}

/** What the first battle of a two-battle match left behind. */
export interface FirstBattle {
  readonly score: BattleScore;
  readonly reason: string;
}

export interface ThudState {
  readonly config: ThudConfig;
  /** The 15×15 grid; never written once the state exists. */
  readonly board: ThudBoard;
  readonly side: SideIndex;
  /** Classic: capture clock; Koom Valley variants: progress clock (rules/thud.md §6). */
  readonly clock: number;
  readonly ply: number;
  /** Koom Valley variants: highest rank the Rock has reached; 0 in classic. */
  readonly rockMax: number;
  /** Cell of the Rock (ball), or −1 in classic. */
  readonly rock: number;
  readonly dwarfs: number;
  readonly trolls: number;
  readonly hash: number;
  /** The previous state while no capture has happened since (repetition look-back). */
  readonly prev: ThudState | null;
  /** How many times this placement with this side to move has occurred, this one included. */
  readonly reps: number;
  /** 1 or 2 in a two-battle match, else 1. */
  readonly battle: 1 | 2;
  readonly firstBattle: FirstBattle | null;
  readonly outcome: ThudOutcome | null;
}

const NO_CELLS: readonly number[] = Object.freeze([]);

// ---------------------------------------------------------------------------------------------
// Hashing

/** Zobrist keys: dwarf, troll and Rock on each cell, then the side-to-move key. */
const Z = zobristTable(CELLS * 3 + 1, 0x7d0d);
/** The key of the Trolls to move. */
export const Z_SIDE = Z[CELLS * 3];
export function pieceKey(piece: number, cell: number): number {
  const k = piece === DWARF ? 0 : piece === TROLL ? 1 : 2;
  return Z[k * CELLS + cell];
}

export function computeHash(board: ThudBoard, side: SideIndex): number {
  let h = side === 1 ? Z_SIDE : 0;
  for (const c of PLAY_CELLS) {
    const p = board[c];
    if (p === DWARF || p === TROLL || p === ROCK) h ^= pieceKey(p, c);
  }
  return h | 0;
}

// ---------------------------------------------------------------------------------------------
// Move generation (movegen.ts lists the moves as numbers; these turn them into `ThudMove` values)

/** `MoveKind` of each kind number of movegen.ts. */
export const KIND_NAMES: readonly MoveKind[] = ['move', 'hurl', 'step', 'shove', 'slide', 'trample', 'rock'];
/** The kind number of each `MoveKind`. */
export const KIND_NUMBER = Object.fromEntries(KIND_NAMES.map((k, i) => [k, i])) as Readonly<Record<MoveKind, number>>;

/**
 * Capture-free moves are fully described by (kind, from, to, win), so each one is made
 * once and shared by every state (frozen): the pure move lists then allocate almost nothing.
 * By kind, then by the cell moved from (a row made on its first move: one table of every
 * kind × from × to, 400 k slots, took 20 ms to allocate when the module loaded, on the page's
 * first Thud board).
 */
const plainTable: (ThudMove[] | undefined)[][] = KIND_NAMES.map(() => []);

function plainOf(kind: number, from: number, to: number, win: boolean): ThudMove {
  const byFrom = plainTable[kind];
  const row = (byFrom[from] ??= new Array<ThudMove>(CELLS * 2));
  const key = to * 2 + (win ? 1 : 0);
  let m = row[key];
  if (m === undefined) {
    m = Object.freeze({ kind: KIND_NAMES[kind], from, to, hops: null, captured: NO_CELLS, win });
    row[key] = m;
  }
  return m;
}

/** The moves of `list` from index `start` on, as `ThudMove` values. */
export function movesOf(list: MoveList, start: number): ThudMove[] {
  const out: ThudMove[] = [];
  for (let j = start; j < list.top; j++) {
    const c = list.code[j];
    const kind = codeKind(c);
    const win = (c & WIN_BIT) !== 0;
    const nCaps = codeCaps(c);
    if (nCaps === 0) {
      out.push(plainOf(kind, codeFrom(c), codeTo(c), win));
      continue;
    }
    const captured: number[] = [];
    for (let k = list.capStart[j]; k < list.capStart[j] + nCaps; k++) captured.push(list.caps[k]);
    // A trample lands once for each dwarf it takes.
    let hops: number[] | null = null;
    if (kind === K_TRAMPLE) {
      hops = [];
      for (let k = list.hopStart[j]; k < list.hopStart[j] + nCaps; k++) hops.push(list.hops[k]);
    }
    out.push({ kind: KIND_NAMES[kind], from: codeFrom(c), to: codeTo(c), hops, captured, win });
  }
  return out;
}

/** The scratch list of the pure functions, emptied before each use. */
const scratch = new MoveList();

/** Every legal move of the side to move, ignoring whether the game is over. */
export function generate(s: GenPosition): ThudMove[] {
  scratch.truncate(0, 0, 0);
  generateMoves(s, piecesOf(s.board), scratch);
  return movesOf(scratch, 0);
}

// ---------------------------------------------------------------------------------------------
// States

export interface StateFields {
  config: ThudConfig;
  board: ThudBoard;
  side: SideIndex;
  clock: number;
  ply: number;
  rockMax: number;
  battle: 1 | 2;
  firstBattle: FirstBattle | null;
}

function findRock(board: ThudBoard): number {
  for (const c of PLAY_CELLS) if (board[c] === ROCK) return c;
  return -1;
}

/** A state loaded from fields (a setup or a position string): repetition starts here (rules/thud.md §6). */
export function makeState(f: StateFields): ThudState {
  let dwarfs = 0;
  let trolls = 0;
  for (const c of PLAY_CELLS) {
    if (f.board[c] === DWARF) dwarfs++;
    else if (f.board[c] === TROLL) trolls++;
  }
  const rock = findRock(f.board);
  const s: Mutable<ThudState> = {
    ...f,
    rock,
    dwarfs,
    trolls,
    hash: computeHash(f.board, f.side),
    prev: null,
    reps: 1,
    outcome: null,
  };
  // rules/thud.md §6 "Loaded positions": a Rock already home means the Dwarfs have won;
  // trolls already round the Rock have not (only a troll move wins).
  const rockHome = f.config.variant !== 'classic' && rock >= 0 && rankOf(rock) === 15;
  s.outcome = judge(s, rockHome ? 0 : null, 'rock-home');
  return s;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The state after `m`; `s` is left untouched. */
export function applyMove(s: ThudState, m: ThudMove): ThudState {
  const board = s.board.slice();
  let h = s.hash ^ Z_SIDE;
  const piece = board[m.from];
  board[m.from] = EMPTY;
  h ^= pieceKey(piece, m.from);
  for (const x of m.captured) {
    h ^= pieceKey(board[x], x);
    board[x] = EMPTY;
  }
  board[m.to] = piece;
  h ^= pieceKey(piece, m.to);
  const caps = m.captured.length;
  const next: Mutable<ThudState> = {
    config: s.config,
    board,
    side: (1 - s.side) as SideIndex,
    clock: 0,
    ply: 0,
    rockMax: 0,
    rock: -1,
    dwarfs: 0,
    trolls: 0,
    hash: h | 0,
    // After a capture no earlier placement can recur (pieces never come back).
    prev: caps > 0 ? null : s,
    reps: 1,
    battle: s.battle,
    firstBattle: s.firstBattle,
    outcome: null,
  };
  advanceCounters(next, s, piece, m.to, caps);
  if (caps === 0) next.reps = countReps(next);
  next.outcome = judgeMove(next, s.side, piece, m.win);
  if (next.outcome && endsFirstBattle(s)) return secondBattle(next, next.outcome);
  return next;
}

/** The counters a move changes besides the board and the turn. */
type Counters = Pick<ThudState, 'clock' | 'ply' | 'rockMax' | 'rock' | 'dwarfs' | 'trolls'>;

/**
 * Sets `next`'s counters after `piece` moved to `to` taking `caps` pieces from `prev`: pieces left,
 * the Rock's square and highest rank, the clock (rules/thud.md §6) and the ply count.
 */
export function advanceCounters(next: Mutable<Counters>, prev: Counters, piece: number, to: number, caps: number): void {
  next.dwarfs = prev.dwarfs;
  next.trolls = prev.trolls;
  if (caps > 0) {
    if (piece === DWARF) next.trolls -= caps;
    else next.dwarfs -= caps;
  }
  next.rock = prev.rock;
  next.rockMax = prev.rockMax;
  let progress = caps > 0;
  if (piece === ROCK) {
    next.rock = to;
    const r = rankOf(to);
    // rules/thud.md §6: a Rock move onto a rank it has never reached is progress.
    if (r > prev.rockMax) {
      next.rockMax = r;
      progress = true;
    }
  }
  next.clock = progress ? 0 : prev.clock + 1;
  next.ply = prev.ply + 1;
}

/**
 * The position with the other side to move and nothing else changed: the search's null move
 * (never a legal move in Thud). It starts a fresh repetition chain and cannot end the game.
 */
export function passTurn(s: ThudState): ThudState | null {
  if (s.outcome) return null;
  return {
    ...s,
    side: (1 - s.side) as SideIndex,
    hash: (s.hash ^ Z_SIDE) | 0,
    clock: s.clock + 1,
    ply: s.ply + 1,
    prev: null,
    reps: 1,
  };
}

/** Occurrences of the same placement with the same side to move, along the look-back chain. */
function countReps(s: ThudState): number {
  let n = 1;
  let p = s.prev?.prev ?? null;
  while (p) {
    if (p.hash === s.hash && sameBoard(p.board, s.board)) n++;
    p = p.prev?.prev ?? null;
  }
  return n;
}

function sameBoard(a: ThudBoard, b: ThudBoard): boolean {
  for (const c of PLAY_CELLS) if (a[c] !== b[c]) return false;
  return true;
}

/** What the end checks read of a position: a state, or a ply of the search board. */
export type JudgedPosition = Pick<ThudState, 'config' | 'board' | 'side' | 'rock' | 'reps' | 'clock' | 'ply' | 'dwarfs' | 'trolls' | 'battle' | 'firstBattle'>;

/** The outcome of `next`, reached by a move of `piece` by side `mover` (`win`: the move's win flag). */
export function judgeMove(next: JudgedPosition, mover: SideIndex, piece: number, win: boolean): ThudOutcome | null {
  return judge(next, next.config.variant !== 'classic' && win ? mover : null, piece === ROCK ? 'rock-home' : 'trolls-surround');
}

/** Whether the end of the battle in `s` only starts battle 2 of a match (rules/thud.md §3 "Two-battle match"). */
export function endsFirstBattle(s: Pick<ThudState, 'config' | 'battle'>): boolean {
  return s.config.match === 'two-battle' && s.battle === 1;
}

/** The checks after each move, in the order of rules/thud.md §6. */
function judge(s: JudgedPosition, moverWin: SideIndex | null, winReason: string): ThudOutcome | null {
  const classic = s.config.variant === 'classic';
  if (moverWin !== null) return { winner: SIDES[moverWin], reason: winReason };
  if (!hasAnyMove(s)) {
    // Classic: the battle ends and is scored; Koom Valley: the player who cannot move loses.
    return classic ? scored(s, 'no-moves') : { winner: SIDES[1 - s.side], reason: 'no-moves' };
  }
  if (s.reps >= LIMITS.repetitions) return classic ? scored(s, 'repetition') : { winner: null, reason: 'repetition' };
  if (classic && s.clock >= LIMITS.captureClock) return scored(s, 'capture-clock');
  if (!classic && s.clock >= LIMITS.progressClock) return { winner: null, reason: 'progress-clock' };
  if (s.ply >= LIMITS.plyCap) return classic ? scored(s, 'ply-limit') : { winner: null, reason: 'ply-limit' };
  return null;
}

export function battleScore(s: Pick<ThudState, 'dwarfs' | 'trolls'>): BattleScore {
  return { dwarfs: s.dwarfs * LIMITS.dwarfValue, trolls: s.trolls * LIMITS.trollValue };
}

/** rules/thud.md §3 "Scoring", and the match total in battle 2 (§3 "Two-battle match"). */
export function scored(s: JudgedPosition, reason: string): ThudOutcome {
  const score = battleScore(s);
  if (s.battle === 2 && s.firstBattle) {
    // The first player had the Dwarfs in battle 1 and has the Trolls now.
    const b1 = s.firstBattle.score;
    const first = b1.dwarfs - b1.trolls + (score.trolls - score.dwarfs);
    const winner = first > 0 ? 'trolls' : first < 0 ? 'dwarfs' : null;
    return { winner, reason, score, match: { first, second: 0 - first || 0 } };
  }
  const winner = score.dwarfs > score.trolls ? 'dwarfs' : score.trolls > score.dwarfs ? 'trolls' : null;
  return { winner, reason, score };
}

/** Battle 2 of a match: the initial setup again, Dwarfs to move, sides swapped between the players. */
export function secondBattle(end: Pick<ThudState, 'config' | 'dwarfs' | 'trolls'>, outcome: ThudOutcome): ThudState {
  return makeState({
    config: end.config,
    board: initialBoard('classic'),
    side: 0,
    clock: 0,
    ply: 0,
    rockMax: 0,
    battle: 2,
    firstBattle: { score: outcome.score ?? battleScore(end), reason: outcome.reason },
  });
}

// ---------------------------------------------------------------------------------------------
// Setups (rules/thud.md §2)

const CLASSIC_DWARFS = 'f1 g1 i1 j1 e2 k2 d3 l3 c4 m4 b5 n5 a6 o6 a7 o7 a9 o9 a10 o10 b11 n11 c12 m12 d13 l13 e14 k14 f15 g15 i15 j15';
const CLASSIC_TROLLS = 'g7 h7 i7 g8 i8 g9 h9 i9';
const KV_DWARFS = 'a6 b5 c4 d3 e2 f1 g1 h1 i1 j1 k2 l3 m4 n5 o6 h7';
const KV_TROLLS = 'e13 f13 h13 j13 k13 f14 h14 j14';

function place(board: ThudBoard, list: string, piece: number): void {
  for (const sq of list.split(' ')) {
    const col = sq.charCodeAt(0) - 97;
    const rank = Number(sq.slice(1));
    board[(15 - rank) * 15 + col] = piece;
  }
}

export function emptyBoard(): ThudBoard {
  const b: ThudBoard = new Array<number>(CELLS).fill(OFF);
  for (const c of PLAY_CELLS) b[c] = EMPTY;
  return b;
}

export function initialBoard(variant: ThudVariant): ThudBoard {
  const b = emptyBoard();
  if (variant === 'classic') {
    place(b, CLASSIC_DWARFS, DWARF);
    place(b, CLASSIC_TROLLS, TROLL);
    b[CENTRE] = STONE;
  } else {
    place(b, KV_DWARFS, DWARF);
    place(b, KV_TROLLS, TROLL);
    b[CENTRE] = ROCK;
  }
  return b;
}
