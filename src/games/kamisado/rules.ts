/**
 * The rules engine of Kamisado (rules/kamisado.md §2–§8): state, move generation and play.
 *
 * A state keeps its board in one small array (`buf`), copied once per move:
 *   buf[0..63]   tower id on each cell, or EMPTY (tower id = side·8 + colour index)
 *   buf[64..79]  cell of each tower id
 *   buf[80..95]  rank of each tower id (0 Dragon … 3 Triple, 4 only as the match-ending promotion)
 * Moves are plain numbers so they compare with `===` and cost nothing to store.
 * Everything `outcome` needs (scores, the round's repetition list, the end reason) lives in the state.
 */
import { zobristTable } from '../../core/random.js';
import {
  COLOUR_LETTERS,
  COLOUR_OF,
  FORWARD,
  GOAL_ROW,
  HOME_ROW,
  MAX_STEPS,
  NONSTOP_MAX_RANK,
  SIDE_NAMES,
  type SideIndex,
  type SideName,
  type VariantRules,
} from './geometry.js';

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
const Z1 = zobristTable(16 * RANKS * 64, ZOBRIST.board1);
const Z2 = zobristTable(16 * RANKS * 64, ZOBRIST.board2);
/** side (2) + toMove (11) + Black score (32) + Gold score (32). */
const X1 = zobristTable(2 + 11 + 64, ZOBRIST.extra1);
const X2 = zobristTable(2 + 11 + 64, ZOBRIST.extra2);

const zi = (t: number, rank: number, cell: number): number => ((t * RANKS + rank) << 6) + cell;

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

/** The 32-bit key of a state: placement with ranks, side, tower to move and scores. */
export function stateHash(s: KamisadoState): number {
  return (s.h1 ^ extraKey(X1, s.side, s.toMove, s.score[0], s.score[1])) | 0;
}

function repNode(h1: number, h2: number, side: number, toMove: number, score: readonly number[], prev: RepNode | null): RepNode {
  return {
    k1: h1 ^ extraKey(X1, side, toMove, score[0], score[1]),
    k2: h2 ^ extraKey(X2, side, toMove, score[0], score[1]),
    prev,
  };
}

// ---------------------------------------------------------------- set-up

export function towerKind(rank: number, colour: number): string {
  return COLOUR_LETTERS[colour] + '+'.repeat(rank);
}

/** Round-1 set-up: every tower on the home-row square of its own colour (§2). */
export function initialBuffer(): TowerBuffer {
  const buf: TowerBuffer = new Array<number>(BUF_SIZE).fill(EMPTY, 0, 64).fill(0, 64);
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

export interface StateFields {
  readonly buf: TowerBuffer;
  readonly side: SideIndex;
  readonly toMove: number;
  readonly score: readonly [number, number];
  readonly round: number;
  readonly ply: number;
  readonly endReason?: string;
}

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

const NO_PASSES: readonly number[] = [];
const NO_RESULTS: readonly RoundResult[] = [];

// ---------------------------------------------------------------- move generation

const onBoard = (r: number, c: number): boolean => r >= 0 && r < 8 && c >= 0 && c < 8;

/**
 * Number of towers a push by the tower of `side` on `cell` (rank `k`) in column step `dc`
 * moves, or 0 when that push is illegal. Match variants: §4; non-stop: §7.
 */
export function pushCount(buf: TowerBuffer, rules: VariantRules, side: number, cell: number, dc: number, k: number): number {
  const dr = FORWARD[side];
  let r = (cell >> 3) + dr;
  let c = (cell & 7) + dc;
  if (k < 1 || !onBoard(r, c) || buf[r * 8 + c] === EMPTY) return 0;
  if (!rules.nonStop) {
    // §4: straight only; the whole unbroken run, 1..k opposing towers of lower rank, then an empty square.
    if (dc !== 0) return 0;
    let m = 0;
    while (r >= 0 && r < 8) {
      const p = buf[r * 8 + c];
      if (p === EMPTY) return m;
      if (++m > k) return 0;
      if (p >> 3 === side || buf[RANK + p] >= k) return 0;
      r += dr;
    }
    return 0; // the run reaches the edge: nothing can be pushed off the board
  }
  const goal = GOAL_ROW[side];
  if (k === 1) {
    // §7 Sumo: exactly one enemy Dragon straight ahead.
    if (dc !== 0) return 0;
    const p = buf[r * 8 + c];
    if (p >> 3 === side || buf[RANK + p] !== 0) return 0;
    const r2 = r + dr;
    return r2 >= 0 && r2 < 8 && buf[r2 * 8 + c] === EMPTY ? 1 : 0;
  }
  if (k === 2) {
    // §7 Double: a straight run of 1 or 2 pieces of either side, each Dragon or Sumo.
    if (dc !== 0) return 0;
    let m = 0;
    while (r >= 0 && r < 8) {
      const p = buf[r * 8 + c];
      if (p === EMPTY) return m;
      if (++m > 2) return 0;
      if (buf[RANK + p] > 1) return 0;
      // [decision] §7: a push may not put one of the pusher's own pieces on its goal row.
      if (p >> 3 === side && r + dr === goal) return 0;
      r += dr;
    }
    return 0;
  }
  if (k === 3) {
    // §7 Triple: one adjacent piece of rank ≤ Double in any forward direction, empty square beyond.
    const p = buf[r * 8 + c];
    if (buf[RANK + p] > 2) return 0;
    const r2 = r + dr;
    const c2 = c + dc;
    if (!onBoard(r2, c2) || buf[r2 * 8 + c2] !== EMPTY) return 0;
    if (p >> 3 === side && r2 === goal) return 0;
    return 1;
  }
  return 0;
}

/** Appends every legal move of tower `t` (ordinary moves, pushes, non-stop re-entries). */
function genTower(s: KamisadoState, t: number, out: KamisadoMove[]): void {
  const buf = s.buf;
  const side = t >> 3;
  const cell = buf[POS + t];
  const rank = buf[RANK + t];
  const max = MAX_STEPS[rank];
  const r0 = cell >> 3;
  const c0 = cell & 7;
  const dr = FORWARD[side];
  const goal = GOAL_ROW[side];
  const rules = s.rules;
  // §7: re-entry unless this point wins the game.
  const reenter = rules.nonStop && s.score[side] + 1 < rules.target;
  for (let dc = -1; dc <= 1; dc++) {
    let r = r0;
    let c = c0;
    for (let step = 1; step <= max; step++) {
      r += dr;
      c += dc;
      if (c < 0 || c > 7 || r < 0 || r > 7) break;
      const to = r * 8 + c;
      if (buf[to] !== EMPTY) {
        if (step === 1 && rank > 0 && pushCount(buf, rules, side, cell, dc, rank) > 0) {
          out.push(cell | (to << 6) | (KIND_PUSH << 12));
        }
        break;
      }
      if (r === goal && reenter) {
        const home = HOME_ROW[side] * 8;
        for (let x = home; x < home + 8; x++) {
          if (buf[x] === EMPTY || x === cell) out.push(cell | (to << 6) | (KIND_REENTER << 12) | (x << 15));
        }
      } else {
        out.push(cell | (to << 6));
      }
    }
  }
}

/** Whether tower `t` has any legal move, pushes included (§3.3). */
export function hasMove(buf: TowerBuffer, rules: VariantRules, t: number): boolean {
  const side = t >> 3;
  const cell = buf[POS + t];
  const rank = buf[RANK + t];
  if (MAX_STEPS[rank] === 0) return false;
  const r = (cell >> 3) + FORWARD[side];
  if (r < 0 || r > 7) return false;
  const c0 = cell & 7;
  for (let dc = -1; dc <= 1; dc++) {
    const c = c0 + dc;
    if (c >= 0 && c < 8 && buf[r * 8 + c] === EMPTY) return true;
  }
  if (rank === 0) return false;
  if (rules.nonStop && rank === 3) {
    return pushCount(buf, rules, side, cell, -1, rank) > 0 || pushCount(buf, rules, side, cell, 0, rank) > 0 || pushCount(buf, rules, side, cell, 1, rank) > 0;
  }
  return pushCount(buf, rules, side, cell, 0, rank) > 0;
}

/** Every legal move of the state (§3–§7); `FL`/`FR` for the Defender (§5); none once over. */
export function generateMoves(s: KamisadoState): KamisadoMove[] {
  const tm = s.toMove;
  if (tm === OVER) return [];
  // The AI's round horizon (VariantRules.horizonRound): the round's end is a leaf of its search.
  if (tm === FILL) return s.rules.horizonRound !== undefined && s.round >= s.rules.horizonRound ? [] : [FL, FR];
  const out: KamisadoMove[] = [];
  const base = s.side * 8;
  if (tm === FREE) {
    for (let c = 0; c < 8; c++) genTower(s, base + c, out);
  } else {
    genTower(s, base + tm, out);
  }
  return out;
}

// ---------------------------------------------------------------- play

/** Tower id → its owner. */
export const sideOf = (t: number): SideIndex => (t >> 3) as SideIndex;

/** The state after `m` (which must be legal in `s`); `s` is left untouched. */
export function playMove(s: KamisadoState, m: KamisadoMove): KamisadoState {
  const kind = (m >> 12) & 7;
  if (kind === KIND_FL || kind === KIND_FR) return regroup(s, kind === KIND_FL);
  const rules = s.rules;
  const side = s.side;
  const from = m & 63;
  const to = (m >> 6) & 63;
  const buf = s.buf.slice();
  const t = buf[from];
  const rank = buf[RANK + t];
  let h1 = s.h1 ^ Z1[zi(t, rank, from)];
  let h2 = s.h2 ^ Z2[zi(t, rank, from)];
  let score = s.score;
  let results = s.results;
  let next: number;
  let colour: number;
  /** Push or re-entry: the only moves that can undo progress (see `scan`). */
  let special = false;
  buf[from] = EMPTY;

  if (kind === KIND_MOVE) {
    buf[to] = t;
    buf[POS + t] = to;
    if (to >> 3 === GOAL_ROW[side]) {
      // §3.5 round win, or (non-stop §7) the point that wins the game: the tower stays on the goal row.
      if (!rules.nonStop) {
        h1 ^= Z1[zi(t, rank, to)];
        h2 ^= Z2[zi(t, rank, to)];
        return endRound(s, buf, h1, h2, side, t, 'goal', s.ply + 1, NO_PASSES);
      }
      const nr = Math.min(rank + 1, NONSTOP_MAX_RANK);
      buf[RANK + t] = nr;
      [h1, h2] = boardHashes(buf);
      score = addPoints(score, side, 1);
      results = [...results, result(s.round, side, 'goal', towerKind(nr, t & 7), to, 1, score, true)];
      return finish(s, buf, h1, h2, side, score, s.ply + 1, NO_PASSES, results, 'goal');
    }
    h1 ^= Z1[zi(t, rank, to)];
    h2 ^= Z2[zi(t, rank, to)];
    next = 1 - side;
    colour = COLOUR_OF[to];
  } else if (kind === KIND_PUSH) {
    // §4 / §7: pushed pieces move one square (furthest first), the pusher steps into the first one.
    special = true;
    const dc = (to & 7) - (from & 7);
    const n = pushCount(s.buf, rules, side, from, dc, rank);
    const step = FORWARD[side] * 8 + dc;
    let enemy = false;
    for (let i = n - 1; i >= 0; i--) {
      const at = to + i * step;
      const p = buf[at];
      const pr = buf[RANK + p];
      buf[at + step] = p;
      buf[POS + p] = at + step;
      h1 ^= Z1[zi(p, pr, at)] ^ Z1[zi(p, pr, at + step)];
      h2 ^= Z2[zi(p, pr, at)] ^ Z2[zi(p, pr, at + step)];
      if (p >> 3 !== side) enemy = true;
    }
    buf[to] = t;
    buf[POS + t] = to;
    h1 ^= Z1[zi(t, rank, to)];
    h2 ^= Z2[zi(t, rank, to)];
    if (enemy) {
      // The opponent forfeits; the pusher moves the colour under the rearmost pushed tower.
      next = side;
      colour = COLOUR_OF[to + n * step];
    } else {
      // §7 [decision]: only own pieces pushed — an ordinary move for the turn.
      next = 1 - side;
      colour = COLOUR_OF[to];
    }
  } else {
    // §7 non-stop goal move: promote (a Triple stays), score 1, re-enter on the chosen home-row square.
    special = true;
    const re = (m >> 15) & 63;
    const nr = Math.min(rank + 1, NONSTOP_MAX_RANK);
    buf[re] = t;
    buf[POS + t] = re;
    buf[RANK + t] = nr;
    h1 ^= Z1[zi(t, nr, re)];
    h2 ^= Z2[zi(t, nr, re)];
    score = addPoints(score, side, 1);
    results = [...results, result(s.round, side, 'goal', towerKind(nr, t & 7), re, 1, score, false)];
    next = 1 - side;
    colour = COLOUR_OF[re];
  }

  // §3.3 / §3.4: automatic passes, and deadlock when a (player, colour) pair comes back.
  let ply = s.ply + 1;
  let passes = NO_PASSES as number[];
  let seen = 0;
  for (;;) {
    const tt = next * 8 + colour;
    const bit = 1 << tt;
    if (seen & bit) return deadlock(s, buf, h1, h2, score, results, side, to, 'deadlock', ply, passes);
    seen |= bit;
    if (hasMove(buf, rules, tt)) break;
    const at = buf[POS + tt];
    if (passes === NO_PASSES) passes = [];
    passes.push(at);
    ply++;
    colour = COLOUR_OF[at];
    next = 1 - next;
  }

  // §8 repetition: third occurrence of (board, side, colour, scores) in the round.
  const node = repNode(h1, h2, next, colour, score, s.rep);
  const scan = special ? s.rep : s.scan;
  let seenBefore = 0;
  for (let p = scan; p !== null; p = p.prev) {
    if (p.k1 === node.k1 && p.k2 === node.k2) seenBefore++;
  }
  if (seenBefore >= 2) return deadlock(s, buf, h1, h2, score, results, side, to, 'repetition', ply, passes);
  // §8 move cap.
  if (ply >= rules.cap) return deadlock(s, buf, h1, h2, score, results, side, to, 'move-cap', ply, passes);

  return {
    rules,
    buf,
    side: next as SideIndex,
    toMove: colour,
    score,
    round: s.round,
    ply,
    h1,
    h2,
    rep: node,
    scan,
    passes,
    results,
    endReason: '',
  };
}

function addPoints(score: readonly [number, number], side: number, points: number): [number, number] {
  return side === 0 ? [score[0] + points, score[1]] : [score[0], score[1] + points];
}

function result(
  round: number,
  winner: number,
  reason: EndReason,
  tower: string | null,
  cell: number,
  points: number,
  score: readonly [number, number],
  final: boolean,
): RoundResult {
  return { round, winner: SIDE_NAMES[winner], reason, tower, cell, points, score, final };
}

/** A finished game: side = the winner, to-move `#`. */
function finish(
  s: KamisadoState,
  buf: TowerBuffer,
  h1: number,
  h2: number,
  winner: number,
  score: readonly [number, number],
  ply: number,
  passes: readonly number[],
  results: readonly RoundResult[],
  reason: string,
): KamisadoState {
  return {
    rules: s.rules,
    buf,
    side: winner as SideIndex,
    toMove: OVER,
    score,
    round: s.round,
    ply,
    h1,
    h2,
    rep: null,
    scan: null,
    passes,
    results,
    endReason: reason,
  };
}

/**
 * §3.4 / §8: the player who made the last real move (`causer`) loses. In matches the winner's
 * deadlock tower — the colour of the square that move ended on (`endCell`) — is promoted (§5).
 */
function deadlock(
  s: KamisadoState,
  buf: TowerBuffer,
  h1: number,
  h2: number,
  score: readonly [number, number],
  results: readonly RoundResult[],
  causer: number,
  endCell: number,
  reason: EndReason,
  ply: number,
  passes: readonly number[],
): KamisadoState {
  const winner = 1 - causer;
  if (s.rules.nonStop) {
    // §7 [decision]: the game simply ends; nothing is promoted or scored.
    const r = [...results, result(s.round, winner, reason, null, -1, 0, score, true)];
    return finish(s, buf, h1, h2, winner, score, ply, passes, r, reason);
  }
  const t = winner * 8 + COLOUR_OF[endCell];
  return endRound(s, buf, h1, h2, winner, t, reason, ply, passes);
}

/** §5: promote the winner's tower, award 2^rank points, then the match ends or the Defender chooses FL/FR. */
function endRound(
  s: KamisadoState,
  buf: TowerBuffer,
  h1: number,
  h2: number,
  winner: number,
  t: number,
  reason: EndReason,
  ply: number,
  passes: readonly number[],
): KamisadoState {
  const rank = buf[RANK + t];
  const cell = buf[POS + t];
  const points = 1 << rank;
  buf[RANK + t] = rank + 1;
  h1 ^= Z1[zi(t, rank, cell)] ^ Z1[zi(t, rank + 1, cell)];
  h2 ^= Z2[zi(t, rank, cell)] ^ Z2[zi(t, rank + 1, cell)];
  const score = addPoints(s.score, winner, points);
  const over = score[winner] >= s.rules.target;
  const results = [...s.results, result(s.round, winner, reason, towerKind(rank + 1, t & 7), cell, points, score, over)];
  if (over) return finish(s, buf, h1, h2, winner, score, ply, passes, results, reason);
  return {
    rules: s.rules,
    buf,
    side: winner as SideIndex,
    toMove: FILL,
    score,
    round: s.round,
    ply,
    h1,
    h2,
    rep: null,
    scan: null,
    passes,
    results,
    endReason: '',
  };
}

/**
 * §6 regroup: each player collects towers row by row from the home row towards the goal row,
 * within a row from their left (FL) or right (FR), and sets them on the home row from that end.
 * Then the loser (Challenger) makes a free first move of the next round (§5).
 */
export function regroupBuffer(old: TowerBuffer, left: boolean): TowerBuffer {
  const buf: TowerBuffer = new Array<number>(BUF_SIZE).fill(EMPTY, 0, 64).fill(0, 64);
  for (let t = 0; t < 16; t++) buf[RANK + t] = old[RANK + t];
  let i = 0;
  for (let row = 7; row >= 0; row--) {
    for (let j = 0; j < 8; j++) {
      const p = old[row * 8 + (left ? j : 7 - j)];
      if (p === EMPTY || p >= 8) continue;
      const dest = 56 + (left ? i : 7 - i);
      buf[dest] = p;
      buf[POS + p] = dest;
      i++;
    }
  }
  i = 0;
  for (let row = 0; row < 8; row++) {
    for (let j = 0; j < 8; j++) {
      const p = old[row * 8 + (left ? 7 - j : j)];
      if (p === EMPTY || p < 8) continue;
      const dest = left ? 7 - i : i;
      buf[dest] = p;
      buf[POS + p] = dest;
      i++;
    }
  }
  return buf;
}

function regroup(s: KamisadoState, left: boolean): KamisadoState {
  const next = makeState(s.rules, {
    buf: regroupBuffer(s.buf, left),
    side: (1 - s.side) as SideIndex,
    toMove: FREE,
    score: s.score,
    round: s.round + 1,
    ply: 0,
  });
  return { ...next, results: s.results };
}
