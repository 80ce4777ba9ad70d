/**
 * Expectimax over any `Game`, for games with chance (Arsac's Robots: the corner spawns)
 * or hidden parts (Formula 1: the road beyond the visible rows).
 *
 * It reads three optional hooks of the `Game` interface (src/core/game.ts), where present:
 * `chance(state, move)` (the outcomes of a move; without it, `play`), `knownState(state)`
 * (the search runs on what the side to move can know) and, in single-player games,
 * `expectedEvaluation(state, move)` (the last turn above the horizon builds no outcome states).
 *
 * Depth counts the root side's turns, deepened one at a time; the node budget, the time
 * budget and `moveNow()` end it with the best move of the last finished depth. A node
 * where another side moves minimises (expectiminimax), so two-player games work too.
 * Terminal states are scored by `game.evaluate`: in a single-player game a loss has no
 * winner, and only the game knows how bad it is.
 *
 * Like `search.ts`, the recursion is generators that yield every `checkInterval` nodes,
 * so one task serves the worker, the main-thread slices and synchronous Node runs.
 */
import type { Game } from '../core/game.js';
import { mulberry32 } from '../core/random.js';
import type { SearchOptions, SearchOutcome, SearchTask } from './search.js';
import { SlicedTask, runToEnd } from './task.js';

export type { ChanceOutcome } from '../core/game.js';

/** Tuning numbers of expectimax. */
export const EXPECTIMAX_TUNING = {
  /** Nodes between two check points (limits, stop flag, slice end). */
  checkInterval: 64,
  /**
   * Turns searched for a level budget's `maxDepth` (alpha-beta plies): chance nodes
   * multiply the tree, so a level gets far fewer turns than plies.
   */
  turnsForDepth: [
    [2, 1],
    [6, 2],
    [12, 3],
    [Infinity, 4],
  ] as readonly (readonly [number, number])[],
  /** Never search more turns than this, whatever the options say. */
  maxTurns: 8,
} as const;

/** The turns searched for a level's `maxDepth` (see `EXPECTIMAX_TUNING.turnsForDepth`). */
export function expectimaxTurns(maxDepth: number | undefined): number {
  const d = maxDepth ?? Infinity;
  for (const [upTo, turns] of EXPECTIMAX_TUNING.turnsForDepth) if (d <= upTo) return turns;
  return EXPECTIMAX_TUNING.maxTurns;
}

/** Options of expectimax: the level budget of `SearchOptions`, or an exact number of turns. */
export interface ExpectimaxOptions extends SearchOptions {
  /** Turns to search (overrides the one derived from `maxDepth`). */
  readonly turns?: number;
}

class Expectimax<S, M> extends SlicedTask<M> {
  private readonly root: S;
  private readonly side: string;
  private readonly moves: readonly M[];
  private readonly turns: number;
  private readonly maxNodes: number;
  /** `game.expectedEvaluation`, when the horizon turn may use it. */
  private readonly leafExpectation: ((state: S, move: M) => number) | null;
  private readonly gen: Generator<void, void, void>;
  private best = -1;
  private bestScore = 0;
  private depthDone = 0;

  constructor(
    private readonly game: Game<S, M>,
    state: S,
    private readonly options: ExpectimaxOptions,
  ) {
    super(options);
    this.root = game.knownState ? game.knownState(state) : state;
    this.side = game.turn(this.root);
    // Equal moves are told apart by a seeded order, so the same seed gives the same move.
    const rnd = mulberry32(options.seed ?? 0);
    this.moves = game.outcome(this.root)
      ? []
      : game
          .moves(this.root)
          .map((m) => ({ m, k: rnd() }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.m);
    this.turns = Math.max(1, Math.min(EXPECTIMAX_TUNING.maxTurns, options.turns ?? expectimaxTurns(options.maxDepth)));
    this.maxNodes = options.maxNodes ?? Infinity;
    // One side only: every outcome is the root side's to move, so no sign to choose per outcome.
    this.leafExpectation = game.expectedEvaluation && game.sides.length === 1 ? game.expectedEvaluation.bind(game) : null;
    this.gen = this.iterate();
  }

  protected advance(until: number): boolean {
    return this.runUntil(this.gen, until);
  }

  private *iterate(): Generator<void, void, void> {
    if (this.moves.length <= 1) {
      this.best = this.moves.length - 1;
      return;
    }
    for (let depth = 1; depth <= this.turns && !this.stopped; depth++) {
      let best = -1;
      let bestScore = -Infinity;
      for (let i = 0; i < this.moves.length; i++) {
        const v = yield* this.afterMove(this.root, this.moves[i], depth - 1);
        if (this.stopped) break;
        if (v > bestScore) {
          bestScore = v;
          best = i;
        }
      }
      if (this.stopped && depth > 1) break; // an unfinished depth is not trusted
      if (best >= 0) {
        this.best = best;
        this.bestScore = bestScore;
        this.depthDone = depth;
        this.options.onIteration?.(this.info());
      }
      // Stop deepening once half the budget is gone: the next depth costs many times more.
      if (this.nodes > this.maxNodes / 2 || this.now() - this.start > (this.deadline - this.start) / 2) break;
    }
  }

  /** The expected value of `move` over its chance outcomes. */
  private *afterMove(state: S, move: M, depth: number): Generator<void, number, void> {
    if (depth === 0 && this.leafExpectation !== null) {
      if ((++this.nodes & (EXPECTIMAX_TUNING.checkInterval - 1)) === 0) {
        if (this.nodes >= this.maxNodes || this.now() >= this.deadline) this.stopped = true;
        yield;
      }
      return this.leafExpectation(state, move);
    }
    const outcomes = this.game.chance ? this.game.chance(state, move) : [{ probability: 1, state: this.game.play(state, move) }];
    let sum = 0;
    for (const o of outcomes) {
      sum += o.probability * (yield* this.value(o.state, depth));
      if (this.stopped) return 0;
    }
    return sum;
  }

  /** Value of a state for the root side: evaluation at the horizon or the end, else the best (or, for another side, the worst) move. */
  private *value(state: S, depth: number): Generator<void, number, void> {
    if ((++this.nodes & (EXPECTIMAX_TUNING.checkInterval - 1)) === 0) {
      if (this.nodes >= this.maxNodes || this.now() >= this.deadline) this.stopped = true;
      yield;
    }
    const mine = this.game.turn(state) === this.side;
    const own = (v: number): number => (mine ? v : -v);
    if (depth === 0 || this.game.outcome(state)) return own(this.game.evaluate(state));
    const moves = this.game.moves(state);
    if (moves.length === 0) return own(this.game.evaluate(state));
    let best = mine ? -Infinity : Infinity;
    for (const m of moves) {
      const v = yield* this.afterMove(state, m, depth - 1);
      if (this.stopped) return 0;
      if (mine ? v > best : v < best) best = v;
    }
    return best;
  }

  private info(): SearchOutcome<M> {
    const bestMove = this.best >= 0 ? this.moves[this.best] : null;
    const move = bestMove === null ? null : this.game.formatMove(this.root, bestMove);
    return {
      depth: this.depthDone,
      move,
      score: Math.round(this.bestScore),
      nodes: this.nodes,
      timeMs: this.now() - this.start,
      pv: move === null ? [] : [move],
      bestMove,
      interrupted: this.interrupted,
    };
  }

  protected makeOutcome(): SearchOutcome<M> {
    // Interrupted before the first depth finished: any legal move beats none.
    if (this.best < 0 && this.moves.length > 0) this.best = 0;
    return this.info();
  }
}

/** Starts an expectimax search of `state`; drive it with `step()` like `startSearch`. */
export function startExpectimax<S, M>(game: Game<S, M>, state: S, options: ExpectimaxOptions = {}): SearchTask<M> {
  return new Expectimax(game, state, options);
}

/** Synchronous expectimax to the end of its budget (Node benchmarks, tests). */
export function expectimaxBest<S, M>(game: Game<S, M>, state: S, options: ExpectimaxOptions = {}): SearchOutcome<M> {
  return runToEnd(startExpectimax(game, state, options));
}
