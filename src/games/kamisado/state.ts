/**
 * A Kamisado state (rules/kamisado.md §2, §9): its board buffer, moves as numbers, its hash and the round-1
 * set-up, all a board needs to draw a game's start; rules.ts adds move generation and play.
 *
 * A state keeps its board in one small array (`buf`), copied once per move:
 *   buf[0..63]   tower id on each cell, or EMPTY (tower id = side·8 + colour index)
 *   buf[64..79]  cell of each tower id
 *   buf[80..95]  rank of each tower id (0 Dragon … 3 Triple, 4 only as the match-ending promotion)
 * Moves are plain numbers so they compare with `===` and cost nothing to store.
 * Everything `outcome` needs (scores, the round's repetition list, the end reason) lives in the state.
 */
import { packedArray } from '../../core/packed.js';
import { zobristTable } from '../../core/random.js';
import { COLOUR_LETTERS, COLOUR_OF, type SideIndex, type SideName, type VariantRules } from './geometry.js';

export const EMPTY = -1;
/** A state's board (see above), in a plain array (DESIGN.md "As built": not a typed array). */
export type TowerBuffer = number[];

/** Offsets into `buf`. */
export const POS = 64;
export const RANK = 80;
export const BUF_SIZE = 96;

/** `toMove` codes besides a colour index 0..7 (rules/kamisado.md §9 "to-move"). */
export const FREE = 8;
export const FILL = 9;
export const OVER = 10;

/** Move kinds, in bits 12–14 of a move number. */
export const KIND_MOVE = 0;
export const KIND_PUSH = 1;
/** Non-stop goal move with its re-entry square in bits 15–20 (§7). */
export const KIND_REENTER = 2;
export const KIND_FL = 3;
export const KIND_FR = 4;

/**
 * A move: `from | to << 6 | kind << 12 | reentry << 15`. For a push `to` is the square the
 * pusher enters; `FL`/`FR` carry no squares.
 */
export type KamisadoMove = number;
export const FL: KamisadoMove = KIND_FL << 12;
export const FR: KamisadoMove = KIND_FR << 12;

export const moveFrom = (m: KamisadoMove): number => m & 63;
export const moveTo = (m: KamisadoMove): number => (m >> 6) & 63;
export const moveKind = (m: KamisadoMove): number => (m >> 12) & 7;
export const moveReentry = (m: KamisadoMove): number => (m >> 15) & 63;
export function makeMove(from: number, to: number, kind = KIND_MOVE, reentry = 0): KamisadoMove {
  return from | (to << 6) | (kind << 12) | (reentry << 15);
}

export type EndReason = 'goal' | 'deadlock' | 'repetition' | 'move-cap';

/** How one round (non-stop: one scoring event or the game's end) finished, for the element to show. */
export interface RoundResult {
  readonly round: number;
  readonly winner: SideName;
  readonly reason: EndReason;
  /** Kind of the scoring tower after its promotion (`G+`), or null when nothing scored (non-stop deadlock). */
  readonly tower: string | null;
  /** Cell of that tower. */
  readonly cell: number;
  readonly points: number;
  /** Black–Gold score after this result. */
  readonly score: readonly [number, number];
  /** This result ended the match / game. */
  readonly final: boolean;
}

/** One recorded position of the round, for the repetition check of §8 (a persistent list). */
export interface RepNode {
  readonly k1: number;
  readonly k2: number;
  readonly prev: RepNode | null;
}

export interface KamisadoState {
  readonly rules: VariantRules;
  /** Board, tower cells and ranks (layout above). Never mutated once the state exists. */
  readonly buf: TowerBuffer;
  /** Side to move; the winner once the game is over; the Defender when `toMove === FILL`. */
  readonly side: SideIndex;
  /** Colour index of the tower that must move, or FREE, FILL, OVER. */
  readonly toMove: number;
  /** Black, Gold. */
  readonly score: readonly [number, number];
  readonly round: number;
  /** Written moves in this round (non-stop: game), passes included (§9). */
  readonly ply: number;
  /** Zobrist keys of placement and ranks (two tables: a 64-bit repetition key). */
  readonly h1: number;
  readonly h2: number;
  /** This position's repetition node (head of the round's list). */
  readonly rep: RepNode | null;
  /**
   * Where the repetition scan starts: the head just before the round's latest push or re-entry.
   * Ordinary moves only ever advance towers, so a position can recur only across a push or a
   * re-entry; nodes after the latest one cannot match and are skipped (keeps play() fast).
   */
  readonly scan: RepNode | null;
  /** Cells of the towers that passed automatically right after the move that led here (§3.3). */
  readonly passes: readonly number[];
  /** Round results so far (this session's; a loaded position starts empty). */
  readonly results: readonly RoundResult[];
  /** Why the game ended (Outcome.reason), '' while it goes on. */
  readonly endReason: string;
}

// ---------------------------------------------------------------- hashing

/** Seeds of the Zobrist tables (fixed so keys are stable across runs and workers). */
const ZOBRIST = { board1: 0x6b616d69, board2: 0x73616430, extra1: 0x4b414d49, extra2: 0x53414431 } as const;
const RANKS = 5;
export const Z1 = zobristTable(16 * RANKS * 64, ZOBRIST.board1);
export const Z2 = zobristTable(16 * RANKS * 64, ZOBRIST.board2);
/** side (2) + toMove (11) + Black score (32) + Gold score (32). */
const X1 = zobristTable(2 + 11 + 64, ZOBRIST.extra1);
const X2 = zobristTable(2 + 11 + 64, ZOBRIST.extra2);

export const zi = (t: number, rank: number, cell: number): number => ((t * RANKS + rank) << 6) + cell;

export function boardHashes(buf: TowerBuffer): [number, number] {
  let a = 0;
  let b = 0;
  for (let t = 0; t < 16; t++) {
    const i = zi(t, buf[RANK + t], buf[POS + t]);
    a ^= Z1[i];
    b ^= Z2[i];
  }
  return [a, b];
}

function extraKey(x: Int32Array, side: number, toMove: number, s0: number, s1: number): number {
  return x[side] ^ x[2 + toMove] ^ x[13 + (s0 & 31)] ^ x[45 + (s1 & 31)];
}

/** The repetition keys (§8) of a position: placement with ranks, side, tower to move and scores, in two 32-bit halves. */
export function repetitionKey1(h1: number, side: number, toMove: number, score: readonly number[]): number {
  return h1 ^ extraKey(X1, side, toMove, score[0], score[1]);
}
export function repetitionKey2(h2: number, side: number, toMove: number, score: readonly number[]): number {
  return h2 ^ extraKey(X2, side, toMove, score[0], score[1]);
}

/** The 32-bit key of a position (`Game.hash`): the first repetition key. */
export function stateHash(s: KamisadoPosition): number {
  return repetitionKey1(s.h1, s.side, s.toMove, s.score) | 0;
}

export function repNode(h1: number, h2: number, side: number, toMove: number, score: readonly number[], prev: RepNode | null): RepNode {
  return { k1: repetitionKey1(h1, side, toMove, score), k2: repetitionKey2(h2, side, toMove, score), prev };
}

// ---------------------------------------------------------------- set-up

export function towerKind(rank: number, colour: number): string {
  return COLOUR_LETTERS[colour] + '+'.repeat(rank);
}

/** Round-1 set-up: every tower on the home-row square of its own colour (§2). */
export function initialBuffer(): TowerBuffer {
  const buf: TowerBuffer = packedArray(BUF_SIZE, 0).fill(EMPTY, 0, 64);
  for (let col = 0; col < 8; col++) {
    const b = 56 + col;
    const g = col;
    const tb = COLOUR_OF[b];
    const tg = 8 + COLOUR_OF[g];
    buf[b] = tb;
    buf[POS + tb] = b;
    buf[g] = tg;
    buf[POS + tg] = g;
  }
  return buf;
}

/** What a fresh state is made from: its own fields, the end reason optional; `makeState` derives the rest. */
export type StateFields = Pick<KamisadoState, 'buf' | 'side' | 'toMove' | 'score' | 'round' | 'ply'> & Partial<Pick<KamisadoState, 'endReason'>>;

/** A fresh state (set-up or loaded position): it is the first occurrence of its round (§8). */
export function makeState(rules: VariantRules, f: StateFields): KamisadoState {
  const [h1, h2] = boardHashes(f.buf);
  const live = f.toMove < FILL;
  return {
    rules,
    buf: f.buf,
    side: f.side,
    toMove: f.toMove,
    score: f.score,
    round: f.round,
    ply: f.ply,
    h1,
    h2,
    rep: live ? repNode(h1, h2, f.side, f.toMove, f.score, null) : null,
    scan: null,
    passes: NO_PASSES,
    results: NO_RESULTS,
    endReason: f.endReason ?? '',
  };
}

export const NO_PASSES: readonly number[] = [];
const NO_RESULTS: readonly RoundResult[] = [];

/**
 * The facts of a position that move generation, play and the evaluation read: a state's, or a
 * ply of the search board (search-board.ts), whose `buf` is its one working board.
 */
export interface KamisadoPosition {
  readonly rules: VariantRules;
  readonly buf: TowerBuffer;
  readonly side: number;
  readonly toMove: number;
  readonly score: readonly number[];
  readonly round: number;
  readonly ply: number;
  readonly h1: number;
  readonly h2: number;
}
