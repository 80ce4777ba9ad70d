/**
 * Monte Carlo tree search (UCT) over any two-sided `Game`, for games whose
 * evaluation is weak or whose tactics are too wide for alpha-beta. Playouts are
 * short and evaluation-guided: a few plies of mostly random moves (the noisiest
 * move by `moveOrderHint` some of the time), then `game.evaluate` turned into a
 * win chance. It returns a `SearchTask` like `startSearch`, so the worker slices
 * it and `moveNow` / cancel work the same; the budget is the level's node count
 * (plays of a move) and time, the seed fixes every random choice.
 *
 * Turns need not alternate: each tree node scores its value for the side that
 * chose the move into it.
 */
import { WIN_SCORE, type Game } from '../core/game.js';
import { mulberry32 } from '../core/random.js';
import type { SearchOptions, SearchOutcome, SearchTask } from './search.js';
import { SlicedTask, runToEnd } from './task.js';

/** Tuning numbers of MCTS. */
export const MCTS_TUNING = {
  /** UCT exploration constant (√2 is the textbook value for rewards in [0, 1]). */
  exploration: 1.2,
  /** Plies of a playout before the evaluation decides it. */
  playoutPlies: 6,
  /** Share (per mille) of playout moves chosen greedily by `isNoisy` + `moveOrderHint` instead of at random. */
  greedyPerMille: 500,
  /** Evaluation units for a 73 % win chance (logistic scale). */
  evalScale: 400,
  /** Iterations between two clock checks. */
  checkInterval: 32,
  /** Iterations between two progress reports (`onIteration`). */
  reportInterval: 4096,
} as const;

interface TreeNode<S, M> {
  readonly state: S;
  readonly move: M | null;
  readonly parent: TreeNode<S, M> | null;
  /** The side that chose `move` (rewards are from its point of view). */
  readonly mover: string;
  readonly children: TreeNode<S, M>[];
  /** Legal moves not yet expanded (shuffled by the seeded generator). */
  untried: M[] | null;
  visits: number;
  /** Sum of rewards in [0, 1] for `mover`. */
  value: number;
  /** Terminal and won by `mover`: a parent that can choose it always does (a small MCTS-solver). */
  readonly win: boolean;
  readonly terminal: boolean;
}

/** Options of MCTS: the search's budget options, plus the tuning above. */
export interface MctsOptions extends SearchOptions {
  readonly exploration?: number;
  readonly playoutPlies?: number;
}

class Mcts<S, M> extends SlicedTask<M> {
  private readonly rnd: () => number;
  private readonly maxNodes: number;
  private readonly c: number;
  private readonly playoutPlies: number;
  private readonly root: TreeNode<S, M>;
  private iterations = 0;
  private maxTreeDepth = 0;

  constructor(
    private readonly game: Game<S, M>,
    state: S,
    private readonly options: MctsOptions,
  ) {
    super(options);
    this.rnd = mulberry32((options.seed ?? 0) ^ 0x9e3779b9);
    this.maxNodes = options.maxNodes ?? Infinity;
    this.c = options.exploration ?? MCTS_TUNING.exploration;
    this.playoutPlies = options.playoutPlies ?? MCTS_TUNING.playoutPlies;
    this.root = this.makeNode(state, null, null, '');
    // Nothing to think about: no move, one move, or a move that wins at once.
    const moves = this.root.untried ?? [];
    if (moves.length <= 1) this.finish();
    else {
      while (this.root.untried!.length) this.expand(this.root);
      if (this.root.children.some((ch) => ch.win)) this.finish();
    }
  }

  protected advance(until: number): boolean {
    for (;;) {
      for (let i = 0; i < MCTS_TUNING.checkInterval; i++) {
        if (this.stopped || this.nodes >= this.maxNodes) break;
        this.iterate();
        if (++this.iterations % MCTS_TUNING.reportInterval === 0) this.report();
      }
      const t = this.now();
      if (this.stopped || this.nodes >= this.maxNodes || t >= this.deadline) return true;
      if (t >= until) return false;
    }
  }

  private makeNode(state: S, move: M | null, parent: TreeNode<S, M> | null, mover: string): TreeNode<S, M> {
    const end = this.game.outcome(state);
    let untried: M[] | null = null;
    if (!end) {
      untried = [...this.game.moves(state)];
      // Seeded shuffle: expansion order is the only other source of tie-breaks.
      for (let i = untried.length - 1; i > 0; i--) {
        const j = this.rnd() % (i + 1);
        const t = untried[i];
        untried[i] = untried[j];
        untried[j] = t;
      }
    }
    return { state, move, parent, mover, children: [], untried, visits: 0, value: 0, win: !!end && end.winner === mover, terminal: !!end };
  }

  private expand(node: TreeNode<S, M>): TreeNode<S, M> {
    const move = node.untried!.pop()!;
    const child = this.makeNode(this.game.play(node.state, move), move, node, this.game.turn(node.state));
    this.nodes++;
    node.children.push(child);
    return child;
  }

  /** Selection by UCT, expansion of one move, a playout, and the backup of its reward. */
  private iterate(): void {
    let node = this.root;
    let depth = 0;
    while (!node.terminal && (node.untried!.length || node.children.length)) {
      if (node.untried!.length) {
        node = this.expand(node);
        depth++;
        break;
      }
      node = this.select(node);
      // Every step down the tree counts, so a fully expanded tree still spends the budget.
      this.nodes++;
      depth++;
    }
    if (depth > this.maxTreeDepth) this.maxTreeDepth = depth;
    const reward = this.playout(node.state);
    for (let n: TreeNode<S, M> | null = node; n; n = n.parent) {
      n.visits++;
      n.value += n.parent ? reward(n.mover) : 0;
    }
  }

  private select(node: TreeNode<S, M>): TreeNode<S, M> {
    let best = node.children[0];
    let bestU = -Infinity;
    const logN = Math.log(node.visits + 1);
    for (const ch of node.children) {
      if (ch.win) return ch;
      const u = ch.visits === 0 ? Infinity : ch.value / ch.visits + this.c * Math.sqrt(logN / ch.visits);
      if (u > bestU) {
        bestU = u;
        best = ch;
      }
    }
    return best;
  }

  /** Plays a few plies from `state`, then scores the end: a reward in [0, 1] for any side. */
  private playout(state: S): (side: string) => number {
    const game = this.game;
    let s = state;
    for (let ply = 0; ; ply++) {
      const end = game.outcome(s);
      if (end) return (side) => (end.winner === null ? 0.5 : end.winner === side ? 1 : 0);
      if (ply >= this.playoutPlies) break;
      const moves = game.moves(s);
      s = game.play(s, this.playoutMove(s, moves));
      this.nodes++;
    }
    const toMove = game.turn(s);
    const p = 1 / (1 + Math.exp(-game.evaluate(s) / MCTS_TUNING.evalScale));
    return (side) => (side === toMove ? p : 1 - p);
  }

  private playoutMove(s: S, moves: readonly M[]): M {
    const game = this.game;
    if (game.isNoisy && (this.rnd() % 1000) < MCTS_TUNING.greedyPerMille) {
      let best: M | undefined;
      let bestScore = -Infinity;
      for (const m of moves) {
        if (!game.isNoisy(s, m)) continue;
        const h = game.moveOrderHint ? game.moveOrderHint(s, m) : 0;
        if (h > bestScore) {
          bestScore = h;
          best = m;
        }
      }
      if (best !== undefined) return best;
    }
    return moves[this.rnd() % moves.length];
  }

  /** The most visited root move (a proven win first), and its line. */
  private bestChild(node: TreeNode<S, M>): TreeNode<S, M> | null {
    let best: TreeNode<S, M> | null = null;
    for (const ch of node.children) {
      if (ch.win) return ch;
      if (!best || ch.visits > best.visits || (ch.visits === best.visits && ch.value > best.value)) best = ch;
    }
    return best;
  }

  private info(): SearchOutcome<M> {
    const root = this.root;
    const moves = root.untried === null ? [] : root.children.length ? null : root.untried;
    // One legal move (or none): no tree was built.
    if (moves) {
      const m = moves.length ? moves[0] : null;
      return this.outcomeWith(m, m === null ? [] : [this.game.formatMove(root.state, m)], 0);
    }
    const pv: string[] = [];
    let n: TreeNode<S, M> | null = root;
    let first: TreeNode<S, M> | null = null;
    while (n && n.children.length) {
      const b = this.bestChild(n);
      if (!b || (n !== root && b.visits === 0)) break;
      pv.push(this.game.formatMove(n.state, b.move as M));
      first ??= b;
      n = b;
    }
    let score = 0;
    if (first) {
      if (first.win) score = WIN_SCORE - 1;
      else {
        const p = Math.min(0.999, Math.max(0.001, first.visits ? first.value / first.visits : 0.5));
        score = Math.round(MCTS_TUNING.evalScale * Math.log(p / (1 - p)));
      }
    }
    return this.outcomeWith(first ? (first.move as M) : null, pv, score);
  }

  private outcomeWith(bestMove: M | null, pv: string[], score: number): SearchOutcome<M> {
    return {
      bestMove,
      move: pv.length ? pv[0] : null,
      score: score + 0,
      depth: this.maxTreeDepth,
      nodes: this.nodes,
      timeMs: Math.round(this.now() - this.start),
      pv,
      interrupted: this.interrupted,
    };
  }

  private report(): void {
    if (!this.options.onIteration) return;
    const { bestMove: _unused, interrupted: _i, ...info } = this.info();
    this.options.onIteration(info);
  }

  protected makeOutcome(): SearchOutcome<M> {
    return this.info();
  }
}

/** Starts an MCTS search of `state`; drive it with `step()` (or `runInSlices`). */
export function startMcts<S, M>(game: Game<S, M>, state: S, options: MctsOptions = {}): SearchTask<M> {
  return new Mcts(game, state, options);
}

/** Synchronous MCTS to the end of its budget (Node benchmarks, tests). */
export function mctsBest<S, M>(game: Game<S, M>, state: S, options: MctsOptions = {}): SearchOutcome<M> {
  return runToEnd(startMcts(game, state, options));
}
