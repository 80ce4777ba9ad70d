/**
 * The AI hooks of Spock: static evaluation, noisy moves and move ordering. Scores are from the
 * side to move's point of view.
 */
import { WIN_SCORE } from '../../core/game.js';
import {
  CAPTURE, CELLS, LEAP, PAPER, ROCK, SPOCK,
  generate, rawMoves, successor,
  type SideCode, type SpockMove, type SpockState,
} from './rules.js';

/** Tuning of the evaluation (one table, rules/spock.md has no numbers of its own). */
export const EVAL = {
  /**
   * Base worth of each kind (index 1–5); the Spock entry is for a second or later Spock: the
   * insurance against losing on the last one. Raised from 260 to 600 (with mobility 3 → 6) after
   * self-play: the tuned side scored 21/32 at level 2 and 11/16 at level 3 against the old values.
   */
  piece: [0, 100, 110, 130, 140, 600],
  /** Worth of a side's first Spock: losing the last one loses the game (rules/spock.md §3.1). */
  firstSpock: 1500,
  /** Bonus per enemy piece a kind beats, and malus per enemy piece that beats it (the cycle). */
  prey: 8,
  predator: 10,
  /** Per legal move more than the opponent. */
  mobility: 6,
  /** Share (per mille) of the best removal the side to move can make now. */
  tempoGain: 400,
  /** Share (per mille) of our pieces' worth that the opponent attacks. */
  hanging: 120,
  /** Per enemy attack on one of our Spocks (weighted up when it is the last one). */
  spockAttacked: 90,
  lastSpockAttacked: 400,
  /** The side to move can take the opponent's last Spock: a win next ply. */
  winThreat: 20_000,
  /** |evaluate| stays at or below this, far under WIN_SCORE / 2. */
  bound: WIN_SCORE / 10,
  /** Move-ordering bands. */
  orderSpockVictim: 100_000,
  orderRemoval: 10_000,
  orderOwnPaperLeap: 500,
} as const;

/**
 * The kinds that beat a kind (the two before it in the cycle, rules/spock.md §2) and the kinds it
 * beats (a Spock captures nothing, it transforms), two a kind, as flat tables: kind 0 stands for none,
 * and a side's count of kind 0 is always 0.
 */
const PREDATOR_A = Int8Array.of(0, 4, 5, 1, 2, 3);
const PREDATOR_B = Int8Array.of(0, 5, 1, 2, 3, 4);
const PREY_A = Int8Array.of(0, 2, 3, 4, 5, 0);
const PREY_B = Int8Array.of(0, 3, 4, 5, 1, 0);

/** Worth of a piece of `kind` given the counts of the enemy's kinds (`counts` from `enemy`, by kind; the cycle in mind). */
function worth(kind: number, counts: Int32Array, enemy: number): number {
  return (
    EVAL.piece[kind] +
    EVAL.prey * (counts[enemy + PREY_A[kind]] + counts[enemy + PREY_B[kind]]) -
    EVAL.predator * (counts[enemy + PREDATOR_A[kind]] + counts[enemy + PREDATOR_B[kind]])
  );
}

/** Victim value used by ordering and tempo: base worth, Spocks at full first-Spock worth. */
function victimValue(kind: number): number {
  return kind === SPOCK ? EVAL.firstSpock : EVAL.piece[kind];
}

/** `EVAL.piece` in a typed array: the summaries read it at every node. */
const PIECE_WORTH = Int32Array.from(EVAL.piece);
/**
 * REMOVAL_GAIN[type * 8 + kind]: what a move of `type` (a capture or a leap) gains by removing an enemy `kind`:
 * its `victimValue`, and for a leap the piece it leaves behind.
 */
const REMOVAL_GAIN = new Int32Array(3 * 8);
for (let kind = ROCK; kind <= SPOCK; kind++) {
  REMOVAL_GAIN[CAPTURE * 8 + kind] = victimValue(kind);
  REMOVAL_GAIN[LEAP * 8 + kind] = victimValue(kind) + EVAL.piece[successor(kind)];
}

/** Piece counts by side · 6 + kind, rewritten by every evaluation of a state. */
const counts = new Int32Array(12);

/**
 * What one side's moves (ignoring the end rules) amount to for the evaluation: their number, and over
 * the moves that remove an enemy piece, the best gain (`victimValue`, plus the piece a leap leaves),
 * how many remove a Spock, and the base worth of the other pieces they remove, summed move by move.
 * The search board counts these on its bit boards without listing the moves.
 */
export class MoveSummary {
  count = 0;
  /** How many of the moves remove a piece. */
  removals = 0;
  best = 0;
  spockHits = 0;
  hanging = 0;

  /** Adds a move of type `t` that removes the enemy piece `q`. */
  addRemoval(q: number, t: number): void {
    const kind = q & 7;
    const g = REMOVAL_GAIN[t * 8 + kind];
    if (g > this.best) this.best = g;
    this.removals++;
    if (kind === SPOCK) this.spockHits++;
    else this.hanging += PIECE_WORTH[kind];
  }

  clear(): void {
    this.count = 0;
    this.removals = 0;
    this.best = 0;
    this.spockHits = 0;
    this.hanging = 0;
  }
}

const mineScratch = new MoveSummary();
const theirsScratch = new MoveSummary();

/** Static evaluation from the side to move's point of view (Game.evaluate). */
export function evaluate(s: SpockState): number {
  const mine = rawMoves(s);
  const theirs = generate(s.board, (s.side ^ 1) as SideCode);
  return evaluateMoves(s.board, s.side, mine, 0, mine.length, theirs, 0, theirs.length);
}

/** Material of `side` (counts from `own`, the enemy's from `enemy`): base worths, the first Spock at its own worth. */
function material(counts: Int32Array, own: number, enemy: number): number {
  let v = 0;
  for (let k = ROCK; k <= PAPER; k++) if (counts[own + k]) v += counts[own + k] * worth(k, counts, enemy);
  return v + EVAL.firstSpock + (counts[own + SPOCK] - 1) * worth(SPOCK, counts, enemy);
}

/** `me`'s material less the other side's (`material`), from the piece counts alone; the search board keeps it by counts. */
export function materialBalance(counts: Int32Array, me: SideCode): number {
  const own = me * 6;
  const enemy = (me ^ 1) * 6;
  return material(counts, own, enemy) - material(counts, enemy, own);
}

/** Sums the moves `moves[start..end)` of `side` on `b` into `out`. */
function summarize(b: Int8Array, side: SideCode, moves: readonly SpockMove[], start: number, end: number, out: MoveSummary): MoveSummary {
  out.clear();
  out.count = end - start;
  for (let i = start; i < end; i++) {
    const m = moves[i];
    const t = m >> 10;
    const q = b[(m >> 5) & 31];
    if (t === CAPTURE || (t === LEAP && q && q >> 3 !== side)) out.addRemoval(q, t);
  }
  return out;
}

/**
 * The evaluation of `board` with `me` to move, given the moves of each side (ignoring the end
 * rules): `mine[mineStart..mineEnd)` and `theirs[theirsStart..theirsEnd)`, which may be one array.
 */
export function evaluateMoves(
  b: Int8Array,
  me: SideCode,
  mine: readonly SpockMove[],
  mineStart: number,
  mineEnd: number,
  theirs: readonly SpockMove[],
  theirsStart: number,
  theirsEnd: number,
): number {
  for (let i = 0; i < 12; i++) counts[i] = 0;
  for (let c = 0; c < CELLS; c++) if (b[c]) counts[(b[c] >> 3) * 6 + (b[c] & 7)]++;
  return evaluateSummaries(
    counts,
    me,
    summarize(b, me, mine, mineStart, mineEnd, mineScratch),
    summarize(b, (me ^ 1) as SideCode, theirs, theirsStart, theirsEnd, theirsScratch),
  );
}

/**
 * The evaluation with `me` to move from the piece counts (by side · 6 + kind) and the two sides'
 * move summaries: the one formula behind `evaluate` and the search board's. `balance` is the counts'
 * `materialBalance` for `me`, given when the caller has it (the search board caches it by counts).
 */
export function evaluateSummaries(
  counts: Int32Array,
  me: SideCode,
  mine: MoveSummary,
  theirs: MoveSummary,
  balance = materialBalance(counts, me),
): number {
  const own = me * 6;
  const enemy = (me ^ 1) * 6;
  // Losing the last Spock loses (rules/spock.md §3.1); normally outcome() sees it first.
  if (counts[own + SPOCK] === 0) return -EVAL.bound;
  if (counts[enemy + SPOCK] === 0) return EVAL.bound;

  let score = balance;
  score += EVAL.mobility * (mine.count - theirs.count);
  // What the side to move can take now: its last Spock is a win, else a fraction of the best removal.
  if (mine.spockHits > 0 && counts[enemy + SPOCK] === 1) return Math.min(EVAL.bound, score + EVAL.winThreat);
  score += (mine.best * EVAL.tempoGain) / 1000;
  // What the opponent threatens: our Spocks first, then anything hanging.
  score -= (theirs.hanging * EVAL.hanging) / 1000;
  score -= theirs.spockHits * (counts[own + SPOCK] === 1 ? EVAL.lastSpockAttacked : EVAL.spockAttacked);
  return Math.max(-EVAL.bound, Math.min(EVAL.bound, Math.round(score)));
}

/** Moves that remove an enemy piece: captures and leaps onto enemies. */
export function isNoisy(s: SpockState, m: SpockMove): boolean {
  return isNoisyOn(s.board, s.side, m);
}

/** `isNoisy` of a move of `side` on `board`. */
export function isNoisyOn(board: Int8Array, side: SideCode, m: SpockMove): boolean {
  const t = m >> 10;
  return t === CAPTURE || (t === LEAP && board[(m >> 5) & 31] >> 3 !== side);
}

/** Higher first: removals of Spocks, then other removals by victim value, then leaps that make a Spock. */
export function moveOrderHint(s: SpockState, m: SpockMove): number {
  return orderHintOn(s.board, s.side, m);
}

/** `moveOrderHint` of a move of `side` on `board`. */
export function orderHintOn(board: Int8Array, side: SideCode, m: SpockMove): number {
  const t = m >> 10;
  if (t === 0) return 0;
  const q = board[(m >> 5) & 31];
  const kind = q & 7;
  const enemy = q >> 3 !== side;
  if (!enemy) return kind === PAPER ? EVAL.orderOwnPaperLeap : 1;
  const attacker = board[m & 31] & 7;
  if (kind === SPOCK) return EVAL.orderSpockVictim - attacker;
  return EVAL.orderRemoval + victimValue(kind) + (t === LEAP ? EVAL.piece[successor(kind)] : 0) - attacker;
}
