/**
 * A Thud state (rules/thud.md): its types, its hash, the variants' set-ups and its text (§7), all a
 * board needs to draw a game's start; rules.ts adds the moves and the end of a game.
 */
import type { Outcome } from '../../core/game.js';
import { zobristTable } from '../../core/random.js';
import { CELLS, CENTRE, DWARF, EMPTY, OFF, PLAY_CELLS, RANK_CELLS, ROCK, STONE, TROLL, type ThudBoard } from './geometry.js';

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

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The state of `f` with its pieces counted and its hash, its outcome not judged yet (null): a variant's set-up has none. */
export function countedState(f: StateFields): Mutable<ThudState> {
  let dwarfs = 0;
  let trolls = 0;
  for (const c of PLAY_CELLS) {
    if (f.board[c] === DWARF) dwarfs++;
    else if (f.board[c] === TROLL) trolls++;
  }
  return { ...f, rock: findRock(f.board), dwarfs, trolls, hash: computeHash(f.board, f.side), prev: null, reps: 1, outcome: null };
}

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
// Set-ups (rules/thud.md §2)

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

// ---------------------------------------------------------------------------------------------
// Text (rules/thud.md §7)

const PIECE_CHAR: Readonly<Record<number, string>> = { [DWARF]: 'd', [TROLL]: 'T', [ROCK]: 'R', [STONE]: 'X' };

export function formatPosition(s: ThudState): string {
  const ranks: string[] = [];
  for (const cells of RANK_CELLS) {
    let text = '';
    let gap = 0;
    for (const c of cells) {
      const p = s.board[c];
      if (p === EMPTY) {
        gap++;
        continue;
      }
      if (gap) text += String(gap);
      gap = 0;
      text += PIECE_CHAR[p];
    }
    if (gap) text += String(gap);
    ranks.push(text);
  }
  const parts = [ranks.join('/'), s.side === 0 ? 'd' : 't', String(s.clock), String(s.ply)];
  if (s.config.variant !== 'classic') parts.push(String(s.rockMax));
  return parts.join(' ');
}
