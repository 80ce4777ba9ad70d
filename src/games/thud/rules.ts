/**
 * The rules of Thud (rules/thud.md): state, move generation, play and the end of
 * a game, for classic Thud, Koom Valley Thud and Koom Valley football.
 *
 * A state is an immutable value: the board is an array of the 15×15 grid
 * that is never written after the state is built. Each state carries its
 * counters, a link to earlier states for repetition (cut at captures, after
 * which no earlier placement can recur) and its outcome, computed once when the
 * state is made, so `outcome(state)` needs nothing from outside.
 */
import type { Outcome } from '../../core/game.js';
import { zobristTable } from '../../core/random.js';
import {
  CELLS, CENTRE, DWARF, EMPTY, NB, OFF, PLAY_CELLS, ROCK, STONE, TROLL,
  countAdjacent, hasAdjacent, notationOrder, rankOf, type ThudBoard,
} from './geometry.js';

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
const Z_SIDE = Z[CELLS * 3];
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
// Move generation

function mv(kind: MoveKind, from: number, to: number, captured: readonly number[], win = false, hops: readonly number[] | null = null): ThudMove {
  if (captured.length === 0 && hops === null) return plain(kind, from, to, win);
  return { kind, from, to, hops, captured, win };
}

/**
 * Capture-free moves are fully described by (kind, from, to, win), so each one is made
 * once and shared by every state (frozen): move generation then allocates almost nothing.
 */
const PLAIN_KINDS: readonly MoveKind[] = ['move', 'step', 'slide', 'rock'];
const plainTable: ThudMove[][] = PLAIN_KINDS.map(() => new Array<ThudMove>(CELLS * CELLS * 2));
/** Tables by kind, looked up without searching PLAIN_KINDS (generation makes hundreds of moves per node). */
const PLAIN_MOVE = plainTable[0];
const PLAIN_STEP = plainTable[1];
const PLAIN_SLIDE = plainTable[2];

function plain(kind: MoveKind, from: number, to: number, win: boolean): ThudMove {
  return plainOf(plainTable[PLAIN_KINDS.indexOf(kind)], kind, from, to, win);
}

function plainOf(table: ThudMove[], kind: MoveKind, from: number, to: number, win: boolean): ThudMove {
  const key = (from * CELLS + to) * 2 + (win ? 1 : 0);
  let m = table[key];
  if (m === undefined) {
    m = Object.freeze({ kind, from, to, hops: null, captured: NO_CELLS, win });
    table[key] = m;
  }
  return m;
}

/** Dwarfs adjacent to `cell`, in notation order (neighbour scan order is not file order). */
function adjacentDwarfs(board: ThudBoard, cell: number): number[] {
  const out: number[] = [];
  const base = cell * 8;
  for (let d = 0; d < 8; d++) {
    const n = NB[base + d];
    if (n >= 0 && board[n] === DWARF) out.push(n);
  }
  if (out.length > 1) out.sort(notationOrder);
  return out;
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
function classicDwarfMoves(board: ThudBoard, out: ThudMove[]): void {
  for (const c of PLAY_CELLS) {
    if (board[c] !== DWARF) continue;
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      let k = 1;
      let behind = 0; // N, computed only when a troll is met
      while (t >= 0) {
        const p = board[t];
        if (p === EMPTY) {
          out.push(plainOf(PLAIN_MOVE, 'move', c, t, false));
        } else {
          if (p === TROLL) {
            if (behind === 0) behind = lineBehind(board, c, (d + 4) & 7);
            if (k <= behind) out.push(mv('hurl', c, t, [t]));
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
function classicTrollMoves(board: ThudBoard, one: boolean, out: ThudMove[], capturesOnly = false): void {
  for (const c of PLAY_CELLS) {
    if (board[c] !== TROLL) continue;
    for (let d = 0; d < 8; d++) {
      const t1 = NB[c * 8 + d];
      if (t1 < 0 || board[t1] !== EMPTY) continue;
      // The troll's own start is never a dwarf, so adjacency "after leaving" needs no board change.
      const adj1 = adjacentDwarfs(board, t1);
      if (!capturesOnly) out.push(plainOf(PLAIN_STEP, 'step', c, t1, false));
      if (adj1.length > 0) {
        if (one) for (const x of adj1) out.push(mv('step', c, t1, [x]));
        else out.push(mv('step', c, t1, adj1));
      }
      const n = lineBehind(board, c, (d + 4) & 7);
      if (n < 2) continue;
      // Under "one", k = 1 is a shove taking every adjacent dwarf; with a single dwarf it is the
      // same (from, to, captured) triple as the one-dwarf step, listed once.
      if (one && adj1.length > 1) out.push(mv('shove', c, t1, adj1));
      let t = NB[t1 * 8 + d];
      for (let k = 2; k <= n && t >= 0 && board[t] === EMPTY; k++) {
        const adj = adjacentDwarfs(board, t);
        if (adj.length > 0) out.push(mv('shove', c, t, adj));
        t = NB[t * 8 + d];
      }
    }
  }
}

/** Queen moves of the Koom Valley dwarfs, with sandwich captures (rules/thud.md §4; none in football §5). */
function kvDwarfMoves(board: ThudBoard, football: boolean, out: ThudMove[]): void {
  for (const c of PLAY_CELLS) {
    if (board[c] !== DWARF) continue;
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      while (t >= 0 && board[t] === EMPTY) {
        const caps = football ? NO_CELLS : sandwiches(board, c, t);
        out.push(caps.length === 0 ? plainOf(PLAIN_MOVE, 'move', c, t, false) : mv('move', c, t, caps));
        t = NB[t * 8 + d];
      }
    }
  }
}

/** Trolls caught between the dwarf landing on `s` and another dwarf (never the Rock); `from` is vacated. */
function sandwiches(board: ThudBoard, from: number, s: number): readonly number[] {
  let out: number[] | null = null;
  for (let e = 0; e < 8; e++) {
    const a = NB[s * 8 + e];
    if (a < 0 || board[a] !== TROLL) continue;
    const b = NB[a * 8 + e];
    if (b >= 0 && b !== from && board[b] === DWARF) (out ??= []).push(a);
  }
  if (!out) return NO_CELLS;
  if (out.length > 1) out.sort(notationOrder);
  return out;
}

/** rules/thud.md §4 "Rock move": one step, a dwarf next to the Rock before and next to the destination after. */
function rockMoves(board: ThudBoard, rock: number, out: ThudMove[]): void {
  if (!hasAdjacent(board, rock, DWARF)) return;
  for (let d = 0; d < 8; d++) {
    const t = NB[rock * 8 + d];
    if (t >= 0 && board[t] === EMPTY && hasAdjacent(board, t, DWARF)) out.push(mv('rock', rock, t, NO_CELLS, rankOf(t) === 15));
  }
}

/** rules/thud.md §5 "Ball move": any distance in a line, stopping only next to a dwarf. */
function ballMoves(board: ThudBoard, rock: number, out: ThudMove[]): void {
  if (!hasAdjacent(board, rock, DWARF)) return;
  for (let d = 0; d < 8; d++) {
    let t = NB[rock * 8 + d];
    while (t >= 0 && board[t] === EMPTY) {
      // The ball's start is empty after the move and is not a dwarf, so the board needs no change.
      if (hasAdjacent(board, t, DWARF)) out.push(mv('rock', rock, t, NO_CELLS, rankOf(t) === 15));
      t = NB[t * 8 + d];
    }
  }
}

/** Troll slides of 1–3 squares (rules/thud.md §4), with the football edge rule (§5). */
function kvTrollSlides(board: ThudBoard, rock: number, football: boolean, out: ThudMove[]): void {
  const near = countAdjacent(board, rock, TROLL);
  for (const c of PLAY_CELLS) {
    if (board[c] !== TROLL) continue;
    const others = near - (isAdjacent(c, rock) ? 1 : 0);
    for (let d = 0; d < 8; d++) {
      let t = NB[c * 8 + d];
      for (let k = 1; k <= 3 && t >= 0 && board[t] === EMPTY; k++) {
        const next = NB[t * 8 + d];
        if (!football || next >= 0) {
          out.push(plainOf(PLAIN_SLIDE, 'slide', c, t, others >= 2 && isAdjacent(t, rock)));
        }
        t = next;
      }
    }
  }
}

/**
 * The classic hurls alone, found from the trolls (8 at most) rather than from every dwarf:
 * the first dwarf on a free line from a troll hurls if its line behind reaches the distance.
 */
function classicHurls(board: ThudBoard, out: ThudMove[]): void {
  for (const t of PLAY_CELLS) {
    if (board[t] !== TROLL) continue;
    for (let d = 0; d < 8; d++) {
      let c = NB[t * 8 + d];
      let k = 1;
      while (c >= 0 && board[c] === EMPTY) {
        c = NB[c * 8 + d];
        k++;
      }
      if (c >= 0 && board[c] === DWARF && lineBehind(board, c, d) >= k) out.push(mv('hurl', c, t, [t]));
    }
  }
}

/**
 * The Koom Valley dwarf moves that sandwich a troll, found from the trolls: a landing square
 * next to a troll with a dwarf beyond it, reached by the first dwarf on a free line.
 */
function kvSandwichMoves(board: ThudBoard, out: ThudMove[]): void {
  const seen = new Set<number>();
  for (const a of PLAY_CELLS) {
    if (board[a] !== TROLL) continue;
    for (let e = 0; e < 8; e++) {
      const beyond = NB[a * 8 + e];
      const land = NB[a * 8 + ((e + 4) & 7)];
      if (beyond < 0 || board[beyond] !== DWARF || land < 0 || board[land] !== EMPTY) continue;
      for (let d = 0; d < 8; d++) {
        let c = NB[land * 8 + d];
        while (c >= 0 && board[c] === EMPTY) c = NB[c * 8 + d];
        if (c < 0 || board[c] !== DWARF) continue;
        const key = c * CELLS + land;
        if (seen.has(key)) continue;
        seen.add(key);
        const caps = sandwiches(board, c, land);
        if (caps.length > 0) out.push(mv('move', c, land, caps));
      }
    }
  }
}

/** Trample chains (rules/thud.md §4): every prefix is a move; the board is edited in place and restored. */
function trampleMoves(board: ThudBoard, rock: number, out: ThudMove[]): void {
  const near = countAdjacent(board, rock, TROLL);
  const hops: number[] = [];
  const caps: number[] = [];
  for (const c of PLAY_CELLS) {
    if (board[c] !== TROLL) continue;
    const others = near - (isAdjacent(c, rock) ? 1 : 0);
    board[c] = EMPTY; // the vacated start counts as empty
    const walk = (at: number): void => {
      for (let d = 0; d < 8; d++) {
        const over = NB[at * 8 + d];
        if (over < 0 || board[over] !== DWARF) continue;
        const land = NB[over * 8 + d];
        if (land < 0 || board[land] !== EMPTY) continue;
        board[over] = EMPTY;
        hops.push(land);
        caps.push(over);
        const sorted = caps.slice().sort(notationOrder);
        out.push(mv('trample', c, land, sorted, isAdjacent(land, rock) && others + 1 >= 3, hops.slice()));
        walk(land);
        hops.pop();
        caps.pop();
        board[over] = DWARF;
      }
    };
    walk(c);
    board[c] = TROLL;
  }
}

function isAdjacent(a: number, b: number): boolean {
  if (a === b || b < 0) return false;
  // King distance 1 on the 15-wide grid (both cells are on the board).
  const dr = ((a / 15) | 0) - ((b / 15) | 0);
  const dc = (a % 15) - (b % 15);
  return dr <= 1 && dr >= -1 && dc <= 1 && dc >= -1;
}

/** Every legal move of the side to move, ignoring whether the game is over. */
export function generate(s: Pick<ThudState, 'board' | 'side' | 'rock' | 'config'>): ThudMove[] {
  const out: ThudMove[] = [];
  const v = s.config.variant;
  if (v === 'classic') {
    if (s.side === 0) classicDwarfMoves(s.board, out);
    else classicTrollMoves(s.board, s.config.trollCapture === 'one', out);
    return out;
  }
  const football = v === 'koom-valley-football';
  if (s.side === 0) {
    kvDwarfMoves(s.board, football, out);
    if (football) ballMoves(s.board, s.rock, out);
    else rockMoves(s.board, s.rock, out);
  } else {
    kvTrollSlides(s.board, s.rock, football, out);
    if (!football) {
      // Generation edits the board in place and restores it before it returns.
      trampleMoves(s.board, s.rock, out);
    }
  }
  return out;
}

/**
 * Exactly the moves of `generate` that capture or win, found without listing the quiet ones
 * (the capture search's hook: a few moves among hundreds). No Thud move is compulsory.
 */
export function generateNoisy(s: Pick<ThudState, 'board' | 'side' | 'rock' | 'config'>): ThudMove[] {
  const out: ThudMove[] = [];
  const v = s.config.variant;
  if (v === 'classic') {
    if (s.side === 0) classicHurls(s.board, out);
    else classicTrollMoves(s.board, s.config.trollCapture === 'one', out, true);
    return out;
  }
  const football = v === 'koom-valley-football';
  if (s.side === 0) {
    if (!football) kvSandwichMoves(s.board, out);
    const rockOut: ThudMove[] = [];
    if (football) ballMoves(s.board, s.rock, rockOut);
    else rockMoves(s.board, s.rock, rockOut);
    for (const m of rockOut) if (m.win) out.push(m);
  } else {
    // A slide wins only next to the Rock with two other trolls already there.
    if (countAdjacent(s.board, s.rock, TROLL) >= 2) {
      const slides: ThudMove[] = [];
      kvTrollSlides(s.board, s.rock, football, slides);
      for (const m of slides) if (m.win) out.push(m);
    }
    if (!football) trampleMoves(s.board, s.rock, out);
  }
  return out;
}

/** Whether the side to move has any legal move, without listing them (used at every new state). */
export function hasAnyMove(s: Pick<ThudState, 'board' | 'side' | 'rock' | 'config'>): boolean {
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
  const v = s.config.variant;
  let dwarfs = s.dwarfs;
  let trolls = s.trolls;
  if (caps > 0) {
    if (piece === DWARF) trolls -= caps;
    else dwarfs -= caps;
  }
  let rock = s.rock;
  let rockMax = s.rockMax;
  let progress = caps > 0;
  if (piece === ROCK) {
    rock = m.to;
    const r = rankOf(m.to);
    // rules/thud.md §6: a Rock move onto a rank it has never reached is progress.
    if (r > rockMax) {
      rockMax = r;
      progress = true;
    }
  }
  const next: Mutable<ThudState> = {
    config: s.config,
    board,
    side: (1 - s.side) as SideIndex,
    clock: progress ? 0 : s.clock + 1,
    ply: s.ply + 1,
    rockMax,
    rock,
    dwarfs,
    trolls,
    hash: h | 0,
    // After a capture no earlier placement can recur (pieces never come back).
    prev: caps > 0 ? null : s,
    reps: 1,
    battle: s.battle,
    firstBattle: s.firstBattle,
    outcome: null,
  };
  if (caps === 0) next.reps = countReps(next);
  next.outcome = judge(next, v !== 'classic' && m.win ? s.side : null, piece === ROCK ? 'rock-home' : 'trolls-surround');
  if (next.outcome && s.config.match === 'two-battle' && s.battle === 1) return secondBattle(next, next.outcome);
  return next;
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

/** The checks after each move, in the order of rules/thud.md §6. */
function judge(s: ThudState, moverWin: SideIndex | null, winReason: string): ThudOutcome | null {
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
function scored(s: ThudState, reason: string): ThudOutcome {
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
function secondBattle(end: ThudState, outcome: ThudOutcome): ThudState {
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

/**
 * Ends the current battle by agreement or by a claim (rules/thud.md §3 "End of a battle",
 * §6 "by agreement"): actions, not moves. Returns the next state (battle 2 of a match, or the
 * same position with its outcome set); throws when the action is not allowed.
 */
export function endByAction(s: ThudState, action: 'agreement' | 'claim'): ThudState {
  if (s.outcome) throw new RangeError('The game is already over.');
  const classic = s.config.variant === 'classic';
  if (action === 'claim') {
    if (!classic) throw new RangeError('Only classic Thud allows claiming the end.');
    if (s.clock < LIMITS.claimFrom) throw new RangeError(`The end can be claimed once ${LIMITS.claimFrom} plies have passed without a capture.`);
  }
  const outcome: ThudOutcome = classic ? scored(s, action) : { winner: null, reason: action };
  if (classic && s.config.match === 'two-battle' && s.battle === 1) return secondBattle(s, outcome);
  return { ...s, outcome };
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
