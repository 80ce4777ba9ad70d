/**
 * Iterative-deepening alpha-beta (principal variation search) over any `Game`.
 *
 * The recursion is written as generators so one implementation serves three
 * drivers: a synchronous loop (`searchBest`, Node benchmarks), a worker that must
 * keep receiving comlink messages, and the main thread in short slices when no
 * worker can start. The generators yield only at node-count check points, so the
 * cost of being resumable is one generator object per node (measured in bench).
 */
import { WIN_SCORE, type Game } from '../core/game.js';
import { mulberry32 } from '../core/random.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../core/search-board.js';
import { abortError } from './abort.js';
import { GameBoard } from './game-board.js';
import { jitteredBoard } from './jitter.js';
import { nextMacrotask } from './macrotask.js';
import { SlicedTask, runToEnd } from './task.js';
import type { SearchInfo } from './types.js';

/** Tuning numbers of the search. */
export const SEARCH_TUNING = {
  /** Nodes between two check points (limits, stop flag, slice end); a power of two. */
  checkInterval: 128,
  /** Extra plies of capture-only search below the horizon. */
  quiescenceDepth: 12,
  /** Hard ply limit of any line (main search plus quiescence). */
  maxPly: 128,
  /** Default transposition table size (2^bits entries, 16 bytes each). */
  ttBits: 18,
  /** Don't start another iteration once this share of the node budget is spent. */
  softNodeShare: 0.5,
  /** ... or this share of the time budget (unless `SearchOptions.softTimeShare` says another). */
  softTimeShare: 0.5,
  /** Picks made by lazy selection before a node with more than `fullSortFrom` moves sorts the rest at once. */
  lazySortPicks: 8,
  fullSortFrom: 64,
  /**
   * ... in batches, the first of `sortTop` moves, each as many as were picked before: late move pruning
   * usually stops the node within the first (in classic Thud after 9 picks of some 560 moves).
   */
  sortTop: 16,
  /** Killer/history ordering (it needs a move key per quiet move) only at this remaining depth or more. */
  keyMinDepth: 1,
  /** Null-move pruning (games with a `nullMove` hook): from this remaining depth, the pass searched this much shallower. */
  nullMove: { minDepth: 3, reduction: 2 },
  /** Ordering scores: TT move, then noisy moves (plus hint), then killers, then history plus hint. */
  order: { tt: 4e9, noisy: 2e9, killer1: 1e9, killer2: 9e8 },
} as const;

const INF = WIN_SCORE + 10_000;
/** Scores beyond this are wins/losses at some distance (ply < this margin). */
const MATE_BOUND = WIN_SCORE - 1_000;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

/**
 * A fixed-size transposition table in typed arrays, keyed by the game's 32-bit hash and checked by a
 * second hash word where the board has one (`SearchBoard.hashCheck`).
 */
export class TranspositionTable {
  /** Entries allocated; `reset(bits)` may use a power-of-two prefix of them. */
  readonly capacity: number;
  private mask: number;
  /**
   * Entry i in `words[4i..4i + 4)`: the key, the check word, the score, and one word of the move, depth
   * and flag (`ENTRY_*`): a probe reads one cache line, where an array per field cost a miss in each (a
   * level-7 table is 16 MB, far beyond the caches). The key's low bits are the entry's index, so the
   * key alone tells positions apart by its other 12 bits (at 2^20 entries): in draughts one entry found
   * in 3000 was another position's, and one node in 28 000 was cut off by it (level 7's searches, 60
   * plies of 3 games). The check word adds 32 bits.
   */
  private readonly words: Int32Array;
  /**
   * One bit per entry, set when this search wrote it: an entry whose bit is clear is empty, so `reset`
   * clears only these bits, and a probe of an empty entry reads only its bit (a level-7 table's bits
   * are 128 KB, which the caches hold) instead of the entry (a cache miss). Nodes one ply above the
   * horizon find an entry for 1 in 30 of their positions.
   */
  private readonly live: Int32Array;

  constructor(bits: number = SEARCH_TUNING.ttBits) {
    this.capacity = 1 << bits;
    this.mask = this.capacity - 1;
    this.words = new Int32Array(this.capacity * 4);
    this.live = new Int32Array(Math.ceil(this.capacity / 32));
  }

  /**
   * Empties the table and uses 2^bits entries of it (at most its capacity). Hosts keep
   * one table: allocating megabytes per search made Chrome pause for garbage collection.
   */
  reset(bits?: number): void {
    const size = bits === undefined ? this.capacity : Math.min(this.capacity, 1 << bits);
    this.mask = size - 1;
    this.live.fill(0, 0, Math.ceil(size / 32));
  }

  /**
   * Starts a new search that keeps what the earlier ones stored (when it uses as many entries as they
   * did; else the table is emptied): their entries stay readable, and give way to this search's in
   * `store`. The next move's search of a game meets most of its positions there, some searched deeper.
   */
  age(bits?: number): void {
    const size = bits === undefined ? this.capacity : Math.min(this.capacity, 1 << bits);
    if (size - 1 !== this.mask) return this.reset(bits);
    this.generation = (this.generation + 1) & (ENTRY_GENERATIONS - 1);
  }
  /** The search writing the table (`age` counts them, modulo `ENTRY_GENERATIONS`). */
  private generation = 0;

  /**
   * Slot of the position with `key` and `check`, or −1 when absent; without `check` (a line read back
   * for display, from states that have no check word) the key alone decides.
   */
  probe(key: number, check?: number): number {
    const e = key & this.mask;
    if ((this.live[e >>> 5] & (1 << (e & 31))) === 0) return -1;
    const i = e * 4;
    return this.words[i] === key && (check === undefined || this.words[i + 1] === check) ? i : -1;
  }
  /** EXACT, LOWER or UPPER. */
  flag(slot: number): number {
    return (this.words[slot + 3] >>> ENTRY_FLAG_SHIFT) & 3;
  }
  depth(slot: number): number {
    return (this.words[slot + 3] << 8) >> 24;
  }
  score(slot: number): number {
    return this.words[slot + 2];
  }
  /** Index of the best move in the node's move list (validated before use), −1 when none. */
  move(slot: number): number {
    return (this.words[slot + 3] & 0xffff) - 1;
  }

  /** Depth-preferred replacement within a search; the same position, and an earlier search's entries, are always overwritten. */
  store(key: number, depth: number, flag: number, score: number, move: number, check: number): void {
    const e = key & this.mask;
    const i = e * 4;
    const words = this.words;
    const bit = 1 << (e & 31);
    if ((this.live[e >>> 5] & bit) === 0) this.live[e >>> 5] |= bit;
    else if ((words[i] !== key || words[i + 1] !== check) && (words[i + 3] << 8) >> 24 > depth && words[i + 3] >>> ENTRY_GENERATION_SHIFT === this.generation) return;
    words[i] = key;
    words[i + 1] = check;
    words[i + 2] = score;
    words[i + 3] = (this.generation << ENTRY_GENERATION_SHIFT) | (flag << ENTRY_FLAG_SHIFT) | (((depth > 127 ? 127 : depth) & 0xff) << 16) | ((move + 1) & 0xffff);
  }
}

/**
 * An entry's third word: bits 0–15 the move's index + 1 (0: none), 16–23 the depth (signed), 24–25 the
 * flag, 26–31 the search that wrote it (one 64 searches back looks current again: it only keeps its place).
 */
const ENTRY_FLAG_SHIFT = 24;
const ENTRY_GENERATION_SHIFT = 26;
const ENTRY_GENERATIONS = 64;

export interface SearchOptions {
  /** Deepest iteration (default: `SEARCH_TUNING.maxPly / 2`). */
  readonly maxDepth?: number;
  /** Node budget (default: unlimited). */
  readonly maxNodes?: number;
  /** Wall-clock budget in ms (default: unlimited). */
  readonly timeMs?: number;
  /** Tie-break seed: equal root moves are tried in a seeded order (default 0). */
  readonly seed?: number;
  /** Transposition table size as a power of two (with `tt`: the part of it to use). */
  readonly ttBits?: number;
  /** A table to reuse (it is reset first, so results stay reproducible, unless `keepTable`). */
  readonly tt?: TranspositionTable;
  /**
   * With `tt`: keep what the earlier searches stored (`TranspositionTable.age`), for a level whose searches
   * are bounded by time anyway; the move then depends on the searches before it too.
   */
  readonly keepTable?: boolean;
  readonly quiescenceDepth?: number;
  /** Share of requests answered by a random legal move (seeded), without searching (default 0). */
  readonly randomMoveShare?: number;
  /** Largest error added to each evaluation, seeded by position and `seed` (src/ai/jitter.ts; default 0: none). */
  readonly evalNoise?: number;
  /** Don't start another iteration once this share of `timeMs` is spent (default `SEARCH_TUNING.softTimeShare`). */
  readonly softTimeShare?: number;
  /** Called after each completed iteration. */
  readonly onIteration?: (info: SearchInfo) => void;
  /** Clock (default `performance.now`). */
  readonly now?: () => number;
}

/** What a finished search found. */
export interface SearchOutcome<M> extends SearchInfo {
  /** The chosen move value (null when the position has no legal move). */
  readonly bestMove: M | null;
  /** True when `moveNow()` ended the search early. */
  readonly interrupted: boolean;
}

/** A search that runs in steps: the one engine behind `searchBest`, the worker and the main-thread fallback. */
export interface SearchTask<M> {
  /** Runs for about `sliceMs` (at least one check interval); returns true once the search is finished. */
  step(sliceMs: number): boolean;
  /** Finish at the next check point with the best move found so far. */
  moveNow(): void;
  readonly done: boolean;
  /** The result; throws while the search is not finished. */
  readonly result: SearchOutcome<M>;
  /** Slicing statistics: steps so far, the longest one in ms, nodes searched so far. */
  readonly stats: { readonly steps: number; readonly longestStepMs: number; readonly nodes: number };
}

/** Per-ply scratch of the move loop, grown on demand: no arrays are made per node. */
class PlyScratch {
  scores = new Float64Array(64);
  keys = new Int32Array(64);
  noisy = new Uint8Array(64);
  idx = new Int32Array(64);
  /** Whether a move's ordering score still takes the game's hint (by move index). */
  hinted = new Uint8Array(64);

  fit(n: number): this {
    if (n > this.idx.length) {
      const size = 1 << (32 - Math.clz32(n - 1));
      this.scores = new Float64Array(size);
      this.keys = new Int32Array(size);
      this.noisy = new Uint8Array(size);
      this.idx = new Int32Array(size);
      this.hinted = new Uint8Array(size);
    }
    return this;
  }
}

class Searcher<S, M> extends SlicedTask<M> {
  private readonly tt: TranspositionTable;
  private readonly board: SearchBoard;
  private readonly maxDepth: number;
  private readonly maxNodes: number;
  private readonly qDepth: number;
  private readonly checkMask = SEARCH_TUNING.checkInterval - 1;
  /** Two killer keys per ply, −1 when none. */
  private readonly killers = new Int32Array(2 * (SEARCH_TUNING.maxPly + 2)).fill(-1);
  private readonly history: Float64Array;
  private readonly scratch: PlyScratch[] = [];
  private readonly gen: Generator<void, void, void>;
  /** A check point passed since the last yield. */
  private yieldDue = false;

  // Best so far: from the last completed iteration, or a partial one that beat it.
  private bestIndex = -1;
  private bestScore = 0;
  private completedDepth = 0;
  private rootMoves: readonly M[] = [];

  constructor(
    private readonly game: Game<S, M>,
    private readonly root: S,
    board: SearchBoard,
    private readonly options: SearchOptions,
  ) {
    super(options);
    this.maxDepth = Math.max(1, Math.min(options.maxDepth ?? SEARCH_TUNING.maxPly / 2, SEARCH_TUNING.maxPly / 2));
    this.maxNodes = options.maxNodes ?? Infinity;
    this.qDepth = options.quiescenceDepth ?? SEARCH_TUNING.quiescenceDepth;
    if (options.tt) {
      this.tt = options.tt;
      if (options.keepTable) this.tt.age(options.ttBits);
      else this.tt.reset(options.ttBits);
    } else {
      this.tt = new TranspositionTable(options.ttBits ?? SEARCH_TUNING.ttBits);
    }
    this.board = options.evalNoise ? jitteredBoard(board, options.evalNoise, options.seed ?? 0) : board;
    this.history = new Float64Array(this.board.moveKeySpace);
    for (let p = 0; p <= SEARCH_TUNING.maxPly + 1; p++) this.scratch.push(new PlyScratch());
    this.gen = this.iterate();
  }

  protected advance(until: number): boolean {
    return this.runUntil(this.gen, until);
  }

  protected override finish(): void {
    super.finish();
    this.board.release?.();
  }

  protected makeOutcome(): SearchOutcome<M> {
    return { ...this.infoNow(), bestMove: this.bestIndex >= 0 ? this.rootMoves[this.bestIndex] : null, interrupted: this.interrupted };
  }

  /**
   * Check point: stops on a budget, and asks for a yield, which the next node of the main search
   * makes (the capture search is plain recursion: it runs to its end, a few hundred nodes at most).
   */
  private checkLimits(): void {
    if (this.nodes >= this.maxNodes || this.now() >= this.deadline) this.stopped = true;
    this.yieldDue = true;
  }

  /** The score of a finished game (`outcome` code) for the side to move at `ply`. */
  private terminalScore(end: number, ply: number): number {
    if (end === DRAWN) return 0;
    return end === this.board.turn() ? WIN_SCORE - ply : -(WIN_SCORE - ply);
  }

  private *iterate(): Generator<void, void, void> {
    const { game, root, board } = this;
    if (game.outcome(root)) return;
    const moves = game.moves(root);
    this.rootMoves = moves;
    const n = moves.length;
    if (n === 0) return;
    if (board.generate() !== n) throw new Error(`${game.title}: the search board lists other moves than the game.`);
    const share = this.options.randomMoveShare ?? 0;
    if (share > 0) {
      // Seeded by the position too: an element sends one seed for a whole game. Its own stream, so that
      // the searched moves' tie-breaks stay those of the seed.
      const dice = mulberry32(Math.imul((this.options.seed ?? 0) ^ 0x5bd1e995, 0x9e3779b1) ^ game.hash(root));
      if (dice() / 2 ** 32 < share) {
        this.bestIndex = dice() % n;
        this.bestScore = board.evaluate();
        return;
      }
    }
    // Seeded order among equally promising moves: the tie-break of equal scores.
    const rng = mulberry32(this.options.seed ?? 0);
    const tie = moves.map(() => rng());
    const rootNoisy = moves.map((_, i) => board.isNoisy(i));
    // Ordering before any search: noisy moves and the game's hint.
    const pre = moves.map((_, i) => (rootNoisy[i] ? SEARCH_TUNING.order.noisy : 0) + board.orderHint(i));
    const order = moves.map((_, i) => i).sort((a, b) => pre[b] - pre[a] || tie[a] - tie[b]);
    this.bestIndex = order[0];
    this.bestScore = board.evaluate();
    // A single legal move is searched one ply, enough for a score.
    const maxDepth = n === 1 ? 1 : this.maxDepth;
    const rootKey = board.hash() | 0;
    const rootCheck = board.hashCheck?.() ?? 0;
    const side = board.turn();
    const lmr = game.lateMoveReduction;

    for (let depth = 1; depth <= maxDepth; depth++) {
      let alpha = -INF;
      let iterBest = -1;
      let iterScore = -INF;
      for (let k = 0; k < n; k++) {
        const i = order[k];
        board.make(i);
        let score: number;
        if (k === 0) {
          score = yield* this.negamax(side, depth - 1, alpha, INF, 1);
        } else {
          // Root moves need "worse / equal / better" (equal ones are seeded ties): window (alpha-1, alpha) first,
          // for a late quiet move at a ply less when the game asks for reductions.
          const reduce = lmr !== undefined && depth >= lmr.minDepth && k >= lmr.fromMove && !rootNoisy[i];
          score = yield* this.negamax(side, depth - (reduce ? 2 : 1), alpha - 1, alpha, 1);
          if (reduce && !this.stopped && score >= alpha) score = yield* this.negamax(side, depth - 1, alpha - 1, alpha, 1);
          if (!this.stopped && score >= alpha) {
            score = yield* this.negamax(side, depth - 1, alpha, alpha + 1, 1);
            if (!this.stopped) {
              if (score > alpha) score = yield* this.negamax(side, depth - 1, alpha, INF, 1);
              else score = alpha;
            }
          }
        }
        board.unmake();
        if (this.stopped) break;
        if (score > iterScore) {
          iterScore = score;
          iterBest = i;
          if (score > alpha) alpha = score;
        } else if (score === iterScore && tie[i] < tie[iterBest]) {
          iterBest = i;
        }
      }
      if (iterBest >= 0) {
        // A partial iteration counts once its first move (the previous best) was resolved.
        this.bestIndex = iterBest;
        this.bestScore = iterScore;
      }
      if (this.stopped) break;
      this.completedDepth = depth;
      this.tt.store(rootKey, depth, EXACT, iterScore, iterBest, rootCheck);
      // Previous best first in the next iteration; the others keep their order.
      order.splice(order.indexOf(iterBest), 1);
      order.unshift(iterBest);
      this.options.onIteration?.(this.infoNow());
      if (Math.abs(iterScore) >= MATE_BOUND && WIN_SCORE - Math.abs(iterScore) <= depth) break;
      if (this.nodes >= this.maxNodes * SEARCH_TUNING.softNodeShare) break;
      if (this.now() - this.start >= (this.deadline - this.start) * (this.options.softTimeShare ?? SEARCH_TUNING.softTimeShare)) break;
    }
  }

  /** What the search knows now: its best move so far (none when the position has no move), score, depth and line. */
  private infoNow(): SearchInfo {
    return {
      depth: this.completedDepth,
      move: this.bestIndex >= 0 ? this.game.formatMove(this.root, this.rootMoves[this.bestIndex]) : null,
      score: this.bestScore + 0, // no -0 from negated draws
      nodes: this.nodes,
      timeMs: Math.round(this.now() - this.start),
      pv: this.principalVariation(),
    };
  }

  /** `negamax` at the horizon, where the capture search takes over (plain recursion: it never yields). */
  private leafScore(parent: number, lo: number, hi: number, ply: number): number {
    if (this.board.turn() === parent) return this.quiesce(lo, hi, ply, 0);
    return -this.quiesce(-hi, -lo, ply, 0);
  }

  /**
   * The board's position, searched, scored for `parent` (the side that moved into it) within
   * `parent`'s window (lo, hi). Turns need not alternate (a Kamisado push or an opponent's pass
   * lets the mover move again; a finished game is the winner's "turn"): the sign flips only when
   * the side to move changes. `allowNull` is false right after a pass: two passes in a row would
   * prove nothing.
   */
  private *negamax(parent: number, depth: number, lo: number, hi: number, ply: number, allowNull = true): Generator<void, number, void> {
    // Horizon first: quiescence counts the node and judges the end of the game itself.
    if (depth <= 0 || ply >= SEARCH_TUNING.maxPly) return this.leafScore(parent, lo, hi, ply);
    if ((++this.nodes & this.checkMask) === 0) this.checkLimits();
    if (this.yieldDue) {
      this.yieldDue = false;
      yield;
    }
    if (this.stopped) return 0;
    const side = this.board.turn();
    // From here on scores are the side to move's; `sign` turns them into the parent's.
    const sign = side === parent ? 1 : -1;
    let alpha = sign === 1 ? lo : -hi;
    const beta = sign === 1 ? hi : -lo;
    const { board, tt } = this;
    const end = board.outcome();
    if (end !== GOES_ON) return sign * this.terminalScore(end, ply);

    const key = board.hash() | 0;
    const check = board.hashCheck?.() ?? 0;
    // The table before the move list: a cut-off here saves generating the moves.
    let ttMove = -1;
    const slot = tt.probe(key, check);
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (tt.depth(slot) >= depth) {
        const s = fromTT(tt.score(slot), ply);
        const f = tt.flag(slot);
        if (f === EXACT || (f === LOWER && s >= beta) || (f === UPPER && s <= alpha)) return sign * s;
      }
    }

    // Null-move pruning, in null-window nodes only: if the side to move stays at or above beta even
    // after passing (searched shallower), a real move will too. Mate scores are not trusted from a pass.
    const nm = SEARCH_TUNING.nullMove;
    if (allowNull && board.makeNull && depth >= nm.minDepth && beta - alpha === 1 && beta < MATE_BOUND && board.evaluate() >= beta) {
      if (board.makeNull()) {
        const score = yield* this.negamax(side, depth - 1 - nm.reduction, beta - 1, beta, ply + 1, false);
        board.unmake();
        if (this.stopped) return 0;
        if (score >= beta) return sign * (score >= MATE_BOUND ? beta : score);
      }
    }

    const n = board.generate();
    if (n === 0) return sign * board.evaluate();
    if (ttMove >= n) ttMove = -1; // keys are only 32 bits: trust an index only if it names a legal move

    // Futility pruning one ply above the horizon: when no quiet move can lift the evaluation to
    // alpha, only noisy moves are searched and the bound stands in for the quiet ones (fail-low).
    let futile = false;
    let futileBound = -INF;
    if (depth === 1 && board.futilityMargin) {
      const bound = board.evaluate() + board.futilityMargin();
      if (bound <= alpha) {
        futile = true;
        futileBound = bound;
      }
    }

    // Ordering scores; keys are computed only for quiet moves, which killers/history rank. With a table
    // move, which is searched first and usually cuts the node off, the game's hints (the costly part)
    // are added only when a second move is needed: `hinted` marks the scores that take one.
    const useKeys = depth >= SEARCH_TUNING.keyMinDepth && !futile;
    const k1 = this.killers[2 * ply];
    const k2 = this.killers[2 * ply + 1];
    const { scores, keys, noisy, idx, hinted } = this.scratch[ply].fit(n);
    const order = SEARCH_TUNING.order;
    const history = this.history;
    let hintsDue = ttMove >= 0;
    for (let i = 0; i < n; i++) {
      const isNoisy = board.isNoisy(i);
      noisy[i] = isNoisy ? 1 : 0;
      keys[i] = -1;
      idx[i] = i;
      let score: number;
      let hint = true;
      if (i === ttMove) {
        score = order.tt;
        hint = false;
      } else if (isNoisy) score = order.noisy;
      else if (useKeys) {
        const k = board.moveKey(i);
        keys[i] = k;
        hint = k !== k1 && k !== k2;
        score = k === k1 ? order.killer1 : k === k2 ? order.killer2 : history[k];
      } else if (futile) {
        score = -INF; // never searched: only their place after the noisy moves matters
        hint = false;
      } else score = 0;
      if (hintsDue) {
        scores[i] = score;
        hinted[i] = hint ? 1 : 0;
      } else scores[i] = hint ? score + board.orderHint(i) : score;
    }

    // Enhanced transposition cut-offs (`Game.transpositionCutoffs`): a move whose position the table
    // already knows to be good enough, searched as deep as its search here would be, ends the node.
    const etc = this.game.transpositionCutoffs;
    if (etc !== undefined && depth >= etc.minDepth && beta - alpha === 1) {
      for (let i = 0; i < n; i++) {
        board.make(i);
        const slot = tt.probe(board.hash() | 0, board.hashCheck?.() ?? 0);
        const sameSide = board.turn() === side;
        board.unmake();
        // An exact score or upper bound for the opponent is a lower bound of this move's worth here (a
        // lower bound for the opponent, or the mover's own score, proves nothing).
        if (slot < 0 || sameSide || tt.depth(slot) < depth - 1 || tt.flag(slot) === LOWER) continue;
        const score = -fromTT(tt.score(slot), ply + 1);
        if (score >= beta) return sign * score;
      }
    }

    const alpha0 = alpha;
    let best = futileBound;
    let bestIdx = -1;
    // Moves before this index are in their final order; from it on, the rest still needs sorting.
    let sortedUntil = 0;
    const lmr = this.game.lateMoveReduction;
    const lmp = this.game.lateMovePruning;
    let quietLeft = lmp !== undefined && depth <= lmp.length && beta - alpha === 1 ? lmp[depth - 1] : Infinity;
    // The children of a node one ply above the horizon are leaves: the plain capture search, no generator each.
    const frontier = depth === 1;
    for (let k = 0; k < n; k++) {
      if (hintsDue && k === 1) {
        // The table's move (first, far above the rest) did not cut off: the others' hints now.
        for (let p = 1; p < n; p++) if (hinted[idx[p]] === 1) scores[p] += board.orderHint(idx[p]);
        hintsDue = false;
      }
      // Lazy selection sort: cut-offs usually come early, so a full sort is wasted work. Among
      // hundreds of moves (Thud) a node that got this far without a cut-off takes the next best in
      // batches (16, 16, 32, 64, …), each found in one pass.
      if ((k === SEARCH_TUNING.lazySortPicks && n > SEARCH_TUNING.fullSortFrom) || (k > 0 && k === sortedUntil)) {
        sortedUntil = k + selectTop(idx, scores, k, n, k - SEARCH_TUNING.lazySortPicks || SEARCH_TUNING.sortTop);
      }
      if (k >= sortedUntil) pickBest(idx, scores, k, n);
      const i = idx[k];
      if (noisy[i] === 0 && quietLeft-- <= 0 && best > -MATE_BOUND) {
        // Late move pruning: the quiet moves still to come are taken for no better than the best so far.
        if (scores[k] < order.noisy) break;
        continue;
      }
      if (futile && noisy[i] === 0) {
        // Noisy moves sort above every quiet one but the table's move: the rest are all quiet.
        if (scores[k] < order.noisy) break;
        continue;
      }
      board.make(i);
      let score: number;
      if (k === 0) {
        score = frontier ? this.leafScore(side, alpha, beta, ply + 1) : yield* this.negamax(side, depth - 1, alpha, beta, ply + 1);
      } else {
        // Null window first (a ply less for a late quiet move when the game asks for reductions);
        // re-search only when the move may beat alpha.
        const reduce = lmr !== undefined && depth >= lmr.minDepth && k >= lmr.fromMove && noisy[i] === 0 && scores[k] < order.killer2;
        score = frontier ? this.leafScore(side, alpha, alpha + 1, ply + 1) : yield* this.negamax(side, depth - (reduce ? 2 : 1), alpha, alpha + 1, ply + 1);
        if (reduce && !this.stopped && score > alpha) score = frontier ? this.leafScore(side, alpha, alpha + 1, ply + 1) : yield* this.negamax(side, depth - 1, alpha, alpha + 1, ply + 1);
        if (!this.stopped && score > alpha && score < beta) {
          score = frontier ? this.leafScore(side, alpha, beta, ply + 1) : yield* this.negamax(side, depth - 1, alpha, beta, ply + 1);
        }
      }
      board.unmake();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestIdx = i;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            const kk = keys[i];
            if (noisy[i] === 0 && kk >= 0) {
              if (kk !== k1) {
                this.killers[2 * ply + 1] = k1;
                this.killers[2 * ply] = kk;
              }
              history[kk] += depth * depth;
            }
            break;
          }
        }
      }
    }
    const flag = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
    tt.store(key, depth, flag, toTT(best, ply), bestIdx, check);
    return sign * best;
  }

  /**
   * Capture-only search. Standing pat is allowed only when some legal move is
   * quiet: where every move is noisy (compulsory captures) the side must take.
   * Boards that can list the noisy moves alone do (Thud's `noisyMoves`, draughts).
   */
  private quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    if ((++this.nodes & this.checkMask) === 0) this.checkLimits();
    if (this.stopped) return 0;
    const board = this.board;
    const end = board.outcome();
    if (end !== GOES_ON) return this.terminalScore(end, ply);
    if (qply >= this.qDepth || ply >= SEARCH_TUNING.maxPly) return board.evaluate();
    let n = 0;
    let standPat: boolean;
    let idx: Int32Array;
    let hints: Float64Array;
    if (board.generateNoisy) {
      n = board.generateNoisy();
      ({ idx, scores: hints } = this.scratch[ply].fit(n));
      for (let i = 0; i < n; i++) idx[i] = i;
      standPat = board.mayStandPat ? board.mayStandPat() : true;
    } else {
      const all = board.generate();
      ({ idx, scores: hints } = this.scratch[ply].fit(all));
      for (let i = 0; i < all; i++) if (board.isNoisy(i)) idx[n++] = i;
      standPat = n < all;
    }
    if (n === 0) return board.evaluate();
    let best = -INF;
    if (standPat) {
      best = board.evaluate();
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
    }
    // Ordered only now: most nodes end at standing pat.
    for (let k = 0; k < n; k++) hints[k] = board.orderHint(idx[k]);
    const side = board.turn();
    for (let k = 0; k < n; k++) {
      pickBest(idx, hints, k, n);
      board.make(idx[k]);
      const score =
        board.turn() === side
          ? this.quiesce(alpha, beta, ply + 1, qply + 1)
          : -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      board.unmake();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }

  /** The expected line, read back from the table (stops at a cycle or a missing entry). */
  private principalVariation(): string[] {
    const pv: string[] = [];
    if (this.bestIndex < 0) return pv;
    const { game, tt } = this;
    let state = this.root;
    const seen = new Set<number>();
    let idx = this.bestIndex;
    const limit = Math.max(1, this.completedDepth);
    while (pv.length < limit) {
      seen.add(game.hash(state) | 0);
      const moves = game.moves(state);
      if (idx < 0 || idx >= moves.length) break;
      pv.push(game.formatMove(state, moves[idx]));
      state = game.play(state, moves[idx]);
      if (game.outcome(state)) break;
      const key = game.hash(state) | 0;
      if (seen.has(key)) break;
      const slot = tt.probe(key);
      idx = slot >= 0 ? tt.move(slot) : -1;
    }
    return pv;
  }
}

/**
 * One step of a selection sort: swaps the highest of `scores[k..n)` (the first of equal ones) into
 * place `k`, and its move in `idx` with it.
 */
function pickBest(idx: Int32Array, scores: Float64Array, k: number, n: number): void {
  let pick = k;
  let top = scores[k];
  for (let j = k + 1; j < n; j++) {
    const v = scores[j];
    if (v > top) {
      top = v;
      pick = j;
    }
  }
  // (A swap with itself when the highest is in place already.)
  scores[pick] = scores[k];
  scores[k] = top;
  const move = idx[k];
  idx[k] = idx[pick];
  idx[pick] = move;
}

/**
 * Puts the `m` highest of `scores[from..n)` (and their moves in `idx`) first, highest first and equal
 * scores in their order, as a stable sort would, and keeps the others after them in their order, so
 * that the next batch continues the same order: one pass to find the m-th score, one to split, and a
 * sort of the m. Returns how many were placed (`m`, or fewer moves).
 */
function selectTop(idx: Int32Array, scores: Float64Array, from: number, n: number, m: number): number {
  if (n > restIdx.length) {
    restIdx = new Int32Array(n);
    restScores = new Float64Array(n);
    topScores = new Float64Array(n);
  }
  const top = topScores;
  let count = 0;
  for (let j = from; j < n; j++) {
    const v = scores[j];
    if (count === m && v <= top[m - 1]) continue;
    let p = count < m ? count++ : m - 1;
    for (; p > 0 && top[p - 1] < v; p--) top[p] = top[p - 1];
    top[p] = v;
  }
  // The lowest score kept, and how many of those kept have it: the first so many such moves.
  const last = top[count - 1];
  let ties = 0;
  for (let t = 0; t < count; t++) if (top[t] === last) ties++;
  // The chosen in place (a slot is written only after it was read), the others aside, both in their order.
  let w = from;
  let r = 0;
  for (let j = from; j < n; j++) {
    const v = scores[j];
    if (v > last || (v === last && ties-- > 0)) {
      idx[w] = idx[j];
      scores[w++] = v;
    } else {
      restIdx[r] = idx[j];
      restScores[r++] = v;
    }
  }
  for (let t = 0; t < r; t++) {
    idx[w + t] = restIdx[t];
    scores[w + t] = restScores[t];
  }
  // The chosen by score, equal ones in their order (an insertion sort: most batches are 16 moves).
  for (let i = from + 1; i < w; i++) {
    const v = scores[i];
    const x = idx[i];
    let j = i;
    for (; j > from && scores[j - 1] < v; j--) {
      scores[j] = scores[j - 1];
      idx[j] = idx[j - 1];
    }
    scores[j] = v;
    idx[j] = x;
  }
  return count;
}

/** Scratch of `selectTop` (grown on demand): the highest scores met so far, and the moves set aside. */
let topScores: Float64Array = new Float64Array(1024);
let restIdx: Int32Array = new Int32Array(1024);
let restScores: Float64Array = new Float64Array(1024);

function toTT(s: number, ply: number): number {
  return s >= MATE_BOUND ? s + ply : s <= -MATE_BOUND ? s - ply : s;
}

function fromTT(s: number, ply: number): number {
  return s >= MATE_BOUND ? s - ply : s <= -MATE_BOUND ? s + ply : s;
}

/** Starts a search of `state`; drive it with `step()` (or `runInSlices` / `searchBest`). */
export function startSearch<S, M>(game: Game<S, M>, state: S, options: SearchOptions = {}): SearchTask<M> {
  return startSearchOn(game.searchBoard ? game.searchBoard(state) : new GameBoard(game, state), game, state, options);
}

/**
 * `startSearch` on a given board at `state` (the game's own, or the adapter): the worker's entry,
 * which loads the adapter only for a game without a search board of its own.
 */
export function startSearchOn<S, M>(board: SearchBoard, game: Game<S, M>, state: S, options: SearchOptions = {}): SearchTask<M> {
  return new Searcher(game, state, board, options);
}

/** Synchronous search to the end of its budget (Node benchmarks, tests, scripts). */
export function searchBest<S, M>(game: Game<S, M>, state: S, options: SearchOptions = {}): SearchOutcome<M> {
  return runToEnd(startSearch(game, state, options));
}

export interface SliceOptions {
  /** Longest run between two yields to the event loop (ms). */
  readonly sliceMs: number;
  /** Aborting rejects with an `AbortError` at the next slice boundary. */
  readonly signal?: AbortSignal;
}

/** Drives a task in slices, yielding a macrotask between slices so messages, input and rendering get through. */
export async function runInSlices<M>(task: SearchTask<M>, options: SliceOptions): Promise<SearchOutcome<M>> {
  for (;;) {
    if (options.signal?.aborted) throw abortError();
    if (task.step(options.sliceMs)) return task.result;
    await nextMacrotask();
  }
}

export { nextMacrotask } from './macrotask.js';
