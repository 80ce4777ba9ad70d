/**
 * The rules engine of Kamisado (rules/kamisado.md §2–§8): move generation and play (the state itself, its
 * hash and set-up: state.ts, which this module passes on).
 */
import { packedArray } from '../../core/packed.js';
import {
  COLOUR_OF,
  FORWARD,
  GOAL_ROW,
  HOME_ROW,
  MAX_STEPS,
  NONSTOP_MAX_RANK,
  SIDE_NAMES,
  type SideIndex,
  type VariantRules,
} from './geometry.js';
import { EMPTY, type TowerBuffer, POS, RANK, BUF_SIZE, FREE, FILL, OVER, KIND_MOVE, KIND_PUSH, KIND_REENTER, KIND_FL, KIND_FR, type KamisadoMove, FL, FR, type EndReason, type RoundResult, type RepNode, type KamisadoState, Z1, Z2, zi, boardHashes, repNode, NO_PASSES, towerKind, makeState, type KamisadoPosition } from './state.js';

export * from './state.js';

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

/** Writes every legal move of tower `t` (ordinary moves, pushes, non-stop re-entries) into `out` from `n`; returns the new end. */
function genTower(s: KamisadoPosition, t: number, out: KamisadoMove[], n: number): number {
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
          out[n++] = cell | (to << 6) | (KIND_PUSH << 12);
        }
        break;
      }
      if (r === goal && reenter) {
        const home = HOME_ROW[side] * 8;
        for (let x = home; x < home + 8; x++) {
          if (buf[x] === EMPTY || x === cell) out[n++] = cell | (to << 6) | (KIND_REENTER << 12) | (x << 15);
        }
      } else {
        out[n++] = cell | (to << 6);
      }
    }
  }
  return n;
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

/**
 * Writes every legal move of the position (§3–§7) into `out` from `n` and returns the new end:
 * `FL`/`FR` for the Defender (§5); none once over.
 */
export function listMoves(s: KamisadoPosition, out: KamisadoMove[], n: number): number {
  const tm = s.toMove;
  if (tm === OVER) return n;
  if (tm === FILL) {
    // The AI's round horizon (VariantRules.horizonRound): the round's end is a leaf of its search.
    if (s.rules.horizonRound !== undefined && s.round >= s.rules.horizonRound) return n;
    out[n++] = FL;
    out[n++] = FR;
    return n;
  }
  const base = s.side * 8;
  if (tm === FREE) {
    for (let c = 0; c < 8; c++) n = genTower(s, base + c, out, n);
    return n;
  }
  return genTower(s, base + tm, out, n);
}

/** Every legal move of the state, in a new array. */
export function generateMoves(s: KamisadoPosition): KamisadoMove[] {
  const out: KamisadoMove[] = [];
  listMoves(s, out, 0);
  return out;
}

// ---------------------------------------------------------------- play

/** Tower id → its owner. */
export const sideOf = (t: number): SideIndex => (t >> 3) as SideIndex;

/**
 * What a move did (`applyMove`, `applyRegroup`): the position after it, and what a state must
 * tell (passes, results) or a search board must take back (pushes, promotions). One object
 * is written per move: the pure `playMove` builds a state from it, the search board keeps it as its ply.
 */
export interface MoveEffects {
  side: number;
  toMove: number;
  readonly score: number[];
  round: number;
  ply: number;
  h1: number;
  h2: number;
  /** A push or re-entry: the only moves that can undo progress (see `KamisadoState.scan`). */
  special: boolean;
  /** Towers a push moved. */
  pushed: number;
  /** The tower a goal, re-entry or round's end promoted (−1: none) and its rank before. */
  promoted: number;
  promotedRank: number;
  /** Non-stop: the tower that scored a point on its goal row (−1: none). */
  scorer: number;
  /** Why the round (non-stop: the game) ended; '' while it goes on. */
  reason: EndReason | '';
  /** Match play: the tower the round's winner promoted (−1: none) and the points it won (§5). */
  roundTower: number;
  roundPoints: number;
  /** Cells of the towers that passed automatically (§3.3): the first `passCount`. */
  readonly passes: number[];
  passCount: number;
}

export function newMoveEffects(): MoveEffects {
  return {
    side: 0,
    toMove: 0,
    score: [0, 0],
    round: 0,
    ply: 0,
    h1: 0,
    h2: 0,
    special: false,
    pushed: 0,
    promoted: -1,
    promotedRank: 0,
    scorer: -1,
    reason: '',
    roundTower: -1,
    roundPoints: 0,
    passes: [],
    passCount: 0,
  };
}

/**
 * Plays `m` (legal in `p`, not FL/FR) on `buf`, which holds `p`'s board (a copy, or the search
 * board's own), and writes the position after it into `e`. Returns true when the round goes on:
 * the caller then counts the earlier occurrences of the new position in its own record of the
 * round and hands them to `judgeRepetition` (§8).
 */
export function applyMove(p: KamisadoPosition, buf: TowerBuffer, m: KamisadoMove, e: MoveEffects): boolean {
  const kind = (m >> 12) & 7;
  const rules = p.rules;
  const side = p.side;
  const from = m & 63;
  const to = (m >> 6) & 63;
  const t = buf[from];
  const rank = buf[RANK + t];
  let h1 = p.h1 ^ Z1[zi(t, rank, from)];
  let h2 = p.h2 ^ Z2[zi(t, rank, from)];
  clearEffects(e, p, p.round);
  let next: number;
  let colour: number;

  if (kind === KIND_MOVE) {
    buf[from] = EMPTY;
    buf[to] = t;
    buf[POS + t] = to;
    if (to >> 3 === GOAL_ROW[side]) {
      // §3.5 round win, or (non-stop §7) the point that wins the game: the tower stays on the goal row.
      e.ply = p.ply + 1;
      if (!rules.nonStop) {
        e.h1 = h1 ^ Z1[zi(t, rank, to)];
        e.h2 = h2 ^ Z2[zi(t, rank, to)];
        endRound(rules, buf, e, side, t, 'goal');
        return false;
      }
      e.promoted = t;
      e.promotedRank = rank;
      buf[RANK + t] = Math.min(rank + 1, NONSTOP_MAX_RANK);
      [e.h1, e.h2] = boardHashes(buf);
      e.score[side]++;
      e.scorer = t;
      e.side = side;
      e.toMove = OVER;
      e.reason = 'goal';
      return false;
    }
    h1 ^= Z1[zi(t, rank, to)];
    h2 ^= Z2[zi(t, rank, to)];
    next = 1 - side;
    colour = COLOUR_OF[to];
  } else if (kind === KIND_PUSH) {
    // §4 / §7: pushed pieces move one square (furthest first), the pusher steps into the first one.
    e.special = true;
    const dc = (to & 7) - (from & 7);
    const n = pushCount(buf, rules, side, from, dc, rank);
    e.pushed = n;
    const step = FORWARD[side] * 8 + dc;
    buf[from] = EMPTY;
    let enemy = false;
    for (let i = n - 1; i >= 0; i--) {
      const at = to + i * step;
      const q = buf[at];
      const qr = buf[RANK + q];
      buf[at + step] = q;
      buf[POS + q] = at + step;
      h1 ^= Z1[zi(q, qr, at)] ^ Z1[zi(q, qr, at + step)];
      h2 ^= Z2[zi(q, qr, at)] ^ Z2[zi(q, qr, at + step)];
      if (q >> 3 !== side) enemy = true;
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
    e.special = true;
    const re = (m >> 15) & 63;
    const nr = Math.min(rank + 1, NONSTOP_MAX_RANK);
    buf[from] = EMPTY;
    buf[re] = t;
    buf[POS + t] = re;
    buf[RANK + t] = nr;
    e.promoted = t;
    e.promotedRank = rank;
    h1 ^= Z1[zi(t, nr, re)];
    h2 ^= Z2[zi(t, nr, re)];
    e.score[side]++;
    e.scorer = t;
    next = 1 - side;
    colour = COLOUR_OF[re];
  }

  // §3.3 / §3.4: automatic passes, and deadlock when a (player, colour) pair comes back.
  let ply = p.ply + 1;
  let seen = 0;
  for (;;) {
    const tt = next * 8 + colour;
    const bit = 1 << tt;
    if (seen & bit) {
      e.ply = ply;
      e.h1 = h1;
      e.h2 = h2;
      deadlock(rules, buf, e, side, to, 'deadlock');
      return false;
    }
    seen |= bit;
    if (hasMove(buf, rules, tt)) break;
    const at = buf[POS + tt];
    e.passes[e.passCount++] = at;
    ply++;
    colour = COLOUR_OF[at];
    next = 1 - next;
  }
  e.side = next;
  e.toMove = colour;
  e.ply = ply;
  e.h1 = h1;
  e.h2 = h2;
  return true;
}

/**
 * §8, after `applyMove` returned true: the round ends on the third occurrence of a position
 * (`earlier` occurrences before this one) or at the move cap. Returns true when it goes on.
 */
export function judgeRepetition(p: KamisadoPosition, buf: TowerBuffer, m: KamisadoMove, e: MoveEffects, earlier: number): boolean {
  const reason = earlier >= 2 ? 'repetition' : e.ply >= p.rules.cap ? 'move-cap' : '';
  if (reason === '') return true;
  deadlock(p.rules, buf, e, p.side, (m >> 6) & 63, reason);
  return false;
}

/**
 * §3.4 / §8: the player who made the last real move (`causer`) loses. In matches the winner's
 * deadlock tower — the colour of the square that move ended on (`endCell`) — is promoted (§5).
 */
function deadlock(rules: VariantRules, buf: TowerBuffer, e: MoveEffects, causer: number, endCell: number, reason: EndReason): void {
  const winner = 1 - causer;
  if (!rules.nonStop) {
    endRound(rules, buf, e, winner, winner * 8 + COLOUR_OF[endCell], reason);
    return;
  }
  // §7 [decision]: the game simply ends; nothing is promoted or scored.
  e.side = winner;
  e.toMove = OVER;
  e.reason = reason;
}

/** §5: promote the winner's tower, award 2^rank points; then the match ends or the Defender (side `winner`) chooses FL/FR. */
function endRound(rules: VariantRules, buf: TowerBuffer, e: MoveEffects, winner: number, t: number, reason: EndReason): void {
  const rank = buf[RANK + t];
  const cell = buf[POS + t];
  const points = 1 << rank;
  buf[RANK + t] = rank + 1;
  e.promoted = t;
  e.promotedRank = rank;
  e.h1 ^= Z1[zi(t, rank, cell)] ^ Z1[zi(t, rank + 1, cell)];
  e.h2 ^= Z2[zi(t, rank, cell)] ^ Z2[zi(t, rank + 1, cell)];
  e.score[winner] += points;
  e.side = winner;
  e.toMove = e.score[winner] >= rules.target ? OVER : FILL;
  e.reason = reason;
  e.roundTower = t;
  e.roundPoints = points;
}

/**
 * §5–§6: the Defender's FL/FR. Regroups the board `old` into `buf` (not `old`) and writes the
 * next round's first position into `e`: the loser (Challenger) makes a free first move.
 */
export function applyRegroup(p: KamisadoPosition, old: TowerBuffer, buf: TowerBuffer, left: boolean, e: MoveEffects): void {
  regroupBuffer(old, left, buf);
  [e.h1, e.h2] = boardHashes(buf);
  e.side = 1 - p.side;
  e.toMove = FREE;
  clearEffects(e, p, p.round + 1);
  e.ply = 0;
}

/** Starts a move's effects in `round` from `p`'s score: nothing pushed, promoted, scored or passed yet. */
function clearEffects(e: MoveEffects, p: KamisadoPosition, round: number): void {
  e.score[0] = p.score[0];
  e.score[1] = p.score[1];
  e.round = round;
  e.special = false;
  e.pushed = 0;
  e.promoted = -1;
  e.scorer = -1;
  e.reason = '';
  e.roundTower = -1;
  e.passCount = 0;
}

/** The effects of the latest `playMove` (one object, rewritten by every move). */
const effects = newMoveEffects();

/** The state after `m` (which must be legal in `s`); `s` is left untouched. */
export function playMove(s: KamisadoState, m: KamisadoMove): KamisadoState {
  const kind = (m >> 12) & 7;
  const e = effects;
  if (kind === KIND_FL || kind === KIND_FR) {
    const buf = blankBuffer();
    applyRegroup(s, s.buf, buf, kind === KIND_FL, e);
    const next = makeState(s.rules, { buf, side: e.side as SideIndex, toMove: e.toMove, score: s.score, round: e.round, ply: e.ply });
    return { ...next, results: s.results };
  }
  const buf = s.buf.slice();
  let rep: RepNode | null = null;
  let scan: RepNode | null = null;
  if (applyMove(s, buf, m, e)) {
    // §8 repetition: third occurrence of (board, side, colour, scores) in the round.
    const node = repNode(e.h1, e.h2, e.side, e.toMove, e.score, s.rep);
    const from = e.special ? s.rep : s.scan;
    let earlier = 0;
    for (let q = from; q !== null; q = q.prev) {
      if (q.k1 === node.k1 && q.k2 === node.k2) earlier++;
    }
    if (judgeRepetition(s, buf, m, e, earlier)) {
      rep = node;
      scan = from;
    }
  }
  const score: readonly [number, number] = e.score[0] === s.score[0] && e.score[1] === s.score[1] ? s.score : [e.score[0], e.score[1]];
  return {
    rules: s.rules,
    buf,
    side: e.side as SideIndex,
    toMove: e.toMove,
    score,
    round: s.round,
    ply: e.ply,
    h1: e.h1,
    h2: e.h2,
    rep,
    scan,
    passes: e.passCount === 0 ? NO_PASSES : e.passes.slice(0, e.passCount),
    results: resultsAfter(s, buf, e, score),
    endReason: e.toMove === OVER ? e.reason : '',
  };
}

/** `s.results` plus what the move described by `e` scored or ended (§5, §7). */
function resultsAfter(s: KamisadoState, buf: TowerBuffer, e: MoveEffects, score: readonly [number, number]): readonly RoundResult[] {
  if (e.scorer < 0 && e.reason === '') return s.results;
  const out = [...s.results];
  const sc = e.scorer;
  // A non-stop point: final when it wins the game on the goal row, else the tower re-entered.
  if (sc >= 0) out.push(result(s.round, s.side, 'goal', towerKind(buf[RANK + sc], sc & 7), buf[POS + sc], 1, score, e.reason === 'goal'));
  if (e.reason !== '' && !(sc >= 0 && e.reason === 'goal')) {
    const rt = e.roundTower;
    out.push(
      rt < 0
        ? result(s.round, e.side, e.reason, null, -1, 0, score, true)
        : result(s.round, e.side, e.reason, towerKind(buf[RANK + rt], rt & 7), buf[POS + rt], e.roundPoints, score, e.toMove === OVER),
    );
  }
  return out;
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

/** An empty board: no tower placed, every rank Dragon. */
function blankBuffer(): TowerBuffer {
  return packedArray(BUF_SIZE, 0).fill(EMPTY, 0, 64);
}

/**
 * §6 regroup: each player collects towers row by row from the home row towards the goal row,
 * within a row from their left (FL) or right (FR), and sets them on the home row from that end.
 * Writes the regrouped board into `buf` (never `old` itself).
 */
export function regroupBuffer(old: TowerBuffer, left: boolean, buf: TowerBuffer): void {
  for (let x = 0; x < 64; x++) buf[x] = EMPTY;
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
}
