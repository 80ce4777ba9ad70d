/**
 * Static evaluation and move-ordering hooks of Kamisado for the generic alpha-beta search.
 *
 * The game turns on the colour rule (rules/kamisado.md §3.2): every move hands the opponent a
 * tower. So the evaluation looks one reply deep along forced lines only: can the tower we must
 * move reach the goal row now; does each of its moves hand the opponent a tower with an open
 * path (a losing move); does a move leave the opponent's forced tower only replies that hand us
 * such a tower (a winning move). Then it weighs open paths, push threats and the score.
 */
import { packedArray } from '../../core/packed.js';
import { COLOUR_OF, FORWARD, GOAL_ROW, MAX_STEPS } from './geometry.js';
import {
  type TowerBuffer,
  BUF_SIZE,
  EMPTY,
  FILL,
  FREE,
  KIND_FL,
  KIND_PUSH,
  KIND_REENTER,
  OVER,
  POS,
  RANK,
  generateMoves,
  pushCount,
  type KamisadoMove,
  type KamisadoPosition,
  type KamisadoState,
} from './rules.js';

/** Tuning of the evaluation; everything stays far below WIN_SCORE / 2. */
export const EVAL = {
  /** One match point. */
  point: 1000,
  /** Per ply a won round ends before the move cap (prefers quick round wins; at most 300, below a point). */
  quickRound: 1,
  /** A decided game (the search normally sees it through `outcome`). */
  decided: 200_000,
  /** Share of the stake when the tower to move can reach the goal row now. */
  winNow: 0.9,
  /** Share of the stake when one of our moves leaves the opponent only replies that hand us a win. */
  forcedWin: 0.6,
  /** Share of the stake when every move we have hands the opponent a winning tower. */
  forcedLoss: 0.7,
  /** Per tower with an open path to its goal row (a threat the opponent must avoid feeding). */
  threat: 70,
  /** Per move of ours that does not hand the opponent a win (counted up to `safeCap`). */
  safeMove: 20,
  safeCap: 8,
  /** Per ranked tower with a push available right now. */
  push: 30,
  /** Per row a tower has advanced (shorter paths, fewer escape squares: kept small). */
  advance: 3,
  /** Bound on the positional sum, so it never outweighs a forced line (forcedWin · point). */
  positionalCap: 450,
  /** Move-ordering hints. */
  hintWin: 10_000,
  hintPush: 500,
  hintSafe: 200,
  hintGivesWin: -1000,
} as const;

/** A copy of a state's board that the pure hooks try moves on (a search board tries them on its own). */
const scratch: TowerBuffer = packedArray(BUF_SIZE, 0);

/** `scratch` as a copy of `buf`, to try moves on. */
function toScratch(buf: TowerBuffer): TowerBuffer {
  for (let i = 0; i < BUF_SIZE; i++) scratch[i] = buf[i];
  return scratch;
}

/** Whether tower `t` can move onto its goal row now along a clear line (§3.1, §3.5). */
export function openPath(buf: TowerBuffer, t: number): boolean {
  return openPathIn(buf, t, occupancyLo(buf), occupancyHi(buf));
}

/**
 * The three lines (left diagonal, straight, right diagonal) from a cell to the goal row, as masks of
 * the squares they cross, by rank, side and cell: `PATHS[((rank · 2 + side) · 64 + cell) · 6 + 2 · line]`
 * holds cells 0–31, the next word cells 32–63. A line the tower cannot take (it leaves the board, or is
 * longer than the rank may move, §3.1) is all ones: some tower always stands on the board, so it is never
 * clear. The evaluation asks "open path?" hundreds of times per position, so it tests these against the
 * board's occupancy as a 64-bit mask (a search board keeps it move by move) instead of walking the lines.
 * A move tried changes the mask alone (`movedLo`, `movedHi`), not the board.
 */
const PATHS = new Int32Array((MAX_STEPS.length * 2 * 64) * 6);
for (let rank = 0; rank < MAX_STEPS.length; rank++) {
  for (let side = 0; side < 2; side++) {
    for (let cell = 0; cell < 64; cell++) {
      const dist = (GOAL_ROW[side] - (cell >> 3)) * FORWARD[side];
      for (let dc = -1; dc <= 1; dc++) {
        const i = ((rank * 2 + side) * 64 + cell) * 6 + (dc + 1) * 2;
        const cEnd = (cell & 7) + dc * dist;
        if (dist <= 0 || dist > MAX_STEPS[rank] || cEnd < 0 || cEnd > 7) {
          PATHS[i] = -1;
          PATHS[i + 1] = -1;
          continue;
        }
        for (let k = 1, x = cell; k <= dist; k++) {
          x += FORWARD[side] * 8 + dc;
          if (x < 32) PATHS[i] |= 1 << x;
          else PATHS[i + 1] |= 1 << (x - 32);
        }
      }
    }
  }
}

/** The occupancy of `buf` as a 64-bit mask: its cells 0–31. */
export function occupancyLo(buf: TowerBuffer): number {
  let lo = 0;
  for (let t = 0; t < 16; t++) {
    const x = buf[POS + t];
    if (x < 32) lo |= 1 << x;
  }
  return lo;
}

/** … and its cells 32–63. */
export function occupancyHi(buf: TowerBuffer): number {
  let hi = 0;
  for (let t = 0; t < 16; t++) {
    const x = buf[POS + t];
    if (x >= 32) hi |= 1 << (x - 32);
  }
  return hi;
}

/** The low half of occupancy `lo` after cell `x` empties or fills. */
const movedLo = (lo: number, x: number): number => (x < 32 ? lo ^ (1 << x) : lo);
/** … and the high half. */
const movedHi = (hi: number, x: number): number => (x >= 32 ? hi ^ (1 << (x - 32)) : hi);

/** Where the lines of a tower of `rank` and `side` on `cell` start in `PATHS`. */
const pathIndex = (rank: number, side: number, cell: number): number => ((rank * 2 + side) * 64 + cell) * 6;

/** Whether one of the three lines at `PATHS[i..i + 6)` is clear on a board whose occupancy is (`lo`, `hi`). */
const clearLine = (i: number, lo: number, hi: number): boolean =>
  ((lo & PATHS[i]) | (hi & PATHS[i + 1])) === 0 || ((lo & PATHS[i + 2]) | (hi & PATHS[i + 3])) === 0 || ((lo & PATHS[i + 4]) | (hi & PATHS[i + 5])) === 0;

/** `openPath(buf, t)` on a board whose occupancy is (`lo`, `hi`): `buf` gives only the tower's cell and rank. */
function openPathIn(buf: TowerBuffer, t: number, lo: number, hi: number): boolean {
  return clearLine(pathIndex(buf[RANK + t], t >> 3, buf[POS + t]), lo, hi);
}

function stake(s: KamisadoPosition, buf: TowerBuffer, t: number): number {
  // §5: a round is worth 2^rank of the winning tower; non-stop goals are worth 1 (§7).
  return s.rules.nonStop ? 1 : 1 << buf[RANK + t];
}

/** Applies an ordinary / re-entry move to `buf` in place (the evaluation's trial board); returns the square whose colour the opponent must follow. */
function applyQuiet(buf: TowerBuffer, m: KamisadoMove): number {
  const from = m & 63;
  const dest = ((m >> 12) & 7) === KIND_REENTER ? (m >> 15) & 63 : (m >> 6) & 63;
  const t = buf[from];
  buf[from] = EMPTY;
  buf[dest] = t;
  buf[POS + t] = dest;
  return dest;
}

function undoQuiet(buf: TowerBuffer, m: KamisadoMove, dest: number): void {
  const from = m & 63;
  const t = buf[dest];
  buf[dest] = EMPTY;
  buf[from] = t;
  buf[POS + t] = from;
}

/**
 * The opponent's forced tower `o` has no path to goal after our move: if every ordinary reply
 * of it (no pushes) hands us a tower with an open path, the least stake among them (a forced
 * win); 0 when some reply hands us none, or when it has no reply. Replies are tried in the
 * order of their squares and the first safe one ends the search.
 */
function forcedReplies(s: KamisadoPosition, work: TowerBuffer, o: number, mine: number, lo: number, hi: number): number {
  const side = o >> 3;
  const from = work[POS + o];
  const max = MAX_STEPS[work[RANK + o]];
  const dr = FORWARD[side];
  let worst = Infinity;
  let replies = 0;
  // The tower leaves `from`; the tower it hands us stays put, so only the occupancy changes.
  const awayLo = movedLo(lo, from);
  const awayHi = movedHi(hi, from);
  lines: for (let dc = -1; dc <= 1; dc++) {
    let r = from >> 3;
    let c = from & 7;
    for (let k = 0; k < max; k++) {
      r += dr;
      c += dc;
      if (r < 0 || r > 7 || c < 0 || c > 7) break;
      const d = r * 8 + c;
      if (work[d] !== EMPTY) break;
      replies++;
      const answer = mine + COLOUR_OF[d];
      const st = openPathIn(work, answer, movedLo(awayLo, d), movedHi(awayHi, d)) ? stake(s, work, answer) : 0;
      if (st < worst) worst = st;
      if (!st) break lines; // a safe reply: no forced win
    }
  }
  return replies > 0 && worst !== Infinity && worst > 0 ? worst : 0;
}

function hasPush(s: KamisadoPosition, buf: TowerBuffer, t: number): boolean {
  const rank = buf[RANK + t];
  if (rank < 1 || rank > 3) return false;
  const side = t >> 3;
  const cell = buf[POS + t];
  if (s.rules.nonStop && rank === 3) {
    return pushCount(buf, s.rules, side, cell, -1, 3) > 0 || pushCount(buf, s.rules, side, cell, 0, 3) > 0 || pushCount(buf, s.rules, side, cell, 1, 3) > 0;
  }
  return pushCount(buf, s.rules, side, cell, 0, rank) > 0;
}

/** Which term decided the last evaluation (for tests and for explaining the AI). */
export type EvaluationTerm = 'decided' | 'fill' | 'win-now' | 'forced-win' | 'forced-loss' | 'positional';
let lastTerm: EvaluationTerm = 'positional';

/** The evaluation of `s` with the term that decided it. */
export function explainEvaluation(s: KamisadoState): { value: number; term: EvaluationTerm } {
  const value = evaluate(s);
  return { value, term: lastTerm };
}

/** Static evaluation from the side to move's point of view (Game.evaluate). */
export function evaluate(s: KamisadoState): number {
  const lo = occupancyLo(s.buf);
  const hi = occupancyHi(s.buf);
  const early = evaluateBeforeMoves(s, lo, hi);
  if (early !== null) return early;
  const moves = generateMoves(s);
  return evaluateMoves(s, toScratch(s.buf), moves, 0, moves.length, lo, hi);
}

/**
 * The evaluation where it needs no move list: a decided game, a won round, a goal move now, on a board
 * whose occupancy is (`lo`, `hi`). Null when it does: then `evaluateMoves` with the position's moves.
 */
export function evaluateBeforeMoves(s: KamisadoPosition, lo: number, hi: number): number | null {
  const me = s.side;
  const opp = 1 - me;
  lastTerm = 'decided';
  if (s.toMove === OVER) return EVAL.decided; // side = the winner
  const base = EVAL.point * (s.score[me] - s.score[opp]);
  lastTerm = 'fill';
  // The round is won (the Defender is to move): a quicker win scores higher, so the search,
  // which ends its horizon here (searchView), prefers the shortest way to the round's points.
  if (s.toMove === FILL) return base + EVAL.quickRound * Math.max(0, s.rules.cap - s.ply);

  // 1. The tower(s) we may move: a goal move now wins the round (§3.5).
  const buf = s.buf;
  const mine = me * 8;
  let winStake = 0;
  const first = s.toMove === FREE ? 0 : s.toMove;
  const last = s.toMove === FREE ? 7 : s.toMove;
  for (let c = first; c <= last; c++) {
    if (openPathIn(buf, mine + c, lo, hi)) winStake = Math.max(winStake, stake(s, buf, mine + c));
  }
  lastTerm = 'win-now';
  if (winStake) return base + EVAL.point * EVAL.winNow * winStake;
  return null;
}

/**
 * The rest of the evaluation (after `evaluateBeforeMoves` gave null), over the position's moves
 * `moves[start..end)`. `work` holds the same board as `s.buf` and is used to try moves on: it
 * ends as it began (the pure hook's scratch copy, or a search board's own board). (`lo`, `hi`) is
 * its occupancy, which a search board keeps up to date move by move.
 */
export function evaluateMoves(
  s: KamisadoPosition,
  work: TowerBuffer,
  moves: readonly KamisadoMove[],
  start: number,
  end: number,
  lo = occupancyLo(work),
  hi = occupancyHi(work),
): number {
  const me = s.side;
  const opp = 1 - me;
  const base = EVAL.point * (s.score[me] - s.score[opp]);
  const buf = s.buf;
  const mine = me * 8;
  const theirs = opp * 8;

  // 2. What each of our moves hands the opponent (colour rule), one forced reply deep.
  let safe = 0;
  let minLoss = Infinity;
  let bestForced = 0;
  const deep = s.toMove !== FREE; // at a round start there are ~100 moves: keep it cheap there
  for (let i = start; i < end; i++) {
    const m = moves[i];
    const kind = (m >> 12) & 7;
    if (kind === KIND_PUSH) {
      safe++; // the pusher moves again (§4)
      continue;
    }
    const from = m & 63;
    const dest = kind === KIND_REENTER ? (m >> 15) & 63 : (m >> 6) & 63;
    const o = theirs + COLOUR_OF[dest];
    // The tower handed over stays where it is: its path needs only the occupancy after the move.
    const afterLo = movedLo(movedLo(lo, from), dest);
    const afterHi = movedHi(movedHi(hi, from), dest);
    if (openPathIn(work, o, afterLo, afterHi)) {
      minLoss = Math.min(minLoss, stake(s, work, o));
      continue;
    }
    safe++;
    if (!deep || bestForced) continue;
    // Its pushes and replies: tried on the board after the move.
    applyQuiet(work, m);
    if (!hasPush(s, work, o)) bestForced = forcedReplies(s, work, o, mine, afterLo, afterHi);
    undoQuiet(work, m, dest);
  }
  lastTerm = 'forced-win';
  if (bestForced) return base + EVAL.point * EVAL.forcedWin * bestForced;
  lastTerm = 'forced-loss';
  if (end > start && safe === 0) return base - EVAL.point * EVAL.forcedLoss * minLoss;

  // 3. Positional terms: open paths (threats), push threats, progress (rows advanced), safe options.
  lastTerm = 'positional';
  let score = EVAL.safeMove * Math.min(safe, EVAL.safeCap);
  for (let t = 0; t < 16; t++) {
    const side = t >> 3;
    const cell = buf[POS + t];
    const rank = buf[RANK + t];
    let own = EVAL.advance * (side === 0 ? 7 - (cell >> 3) : cell >> 3);
    if (clearLine(pathIndex(rank, side, cell), lo, hi)) own += EVAL.threat;
    if (hasPush(s, buf, t)) own += EVAL.push;
    score += side === me ? own : -own;
  }
  return base + Math.round(Math.max(-EVAL.positionalCap, Math.min(EVAL.positionalCap, score)));
}

/** Goal moves and pushes: the moves a quiescence search must still look at (Game.isNoisy). */
export function isNoisy(s: { readonly side: number }, m: KamisadoMove): boolean {
  const kind = (m >> 12) & 7;
  if (kind >= KIND_FL) return false;
  if (kind === KIND_PUSH || kind === KIND_REENTER) return true;
  return (m >> 6) >> 3 === GOAL_ROW[s.side];
}

/** Winning moves first, then pushes, then moves that leave the opponent's forced tower no path to goal. */
export function moveOrderHint(s: KamisadoState, m: KamisadoMove): number {
  return orderHint(s.side, s.buf, m, occupancyLo(s.buf), occupancyHi(s.buf));
}

/** `moveOrderHint` of move `m` of `side` on `buf`, whose occupancy is (`lo`, `hi`) (`occupancyLo`, `occupancyHi`). */
export function orderHint(side: number, buf: TowerBuffer, m: KamisadoMove, lo: number, hi: number): number {
  const kind = (m >> 12) & 7;
  if (kind >= KIND_FL) return 0;
  const to = (m >> 6) & 63;
  if (kind === KIND_REENTER || to >> 3 === GOAL_ROW[side]) return EVAL.hintWin;
  if (kind === KIND_PUSH) return EVAL.hintPush;
  // The move empties `from` and fills `to`; the opponent's tower it hands over stays where it is.
  const from = m & 63;
  return openPathIn(buf, (1 - side) * 8 + COLOUR_OF[to], movedLo(movedLo(lo, from), to), movedHi(movedHi(hi, from), to)) ? EVAL.hintGivesWin : EVAL.hintSafe;
}
