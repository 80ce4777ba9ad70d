/**
 * The compiled search of international draughts (assembly/international.ts, shipped as module-data.ts) as a search
 * task that runs in slices like the kit's own, each slice resuming where the last one stopped. The module went
 * through Binaryen's asyncify: at a check point past the slice's end the search calls `pause`, which unwinds its
 * stack to here; the next slice calls it again, and it rewinds to that point. No iteration is searched again
 * (stop 65's slices did that, and lost 3 plies).
 *
 * Level 7 plays its middle game by it (loader.ts: no king, more than 8 pieces; kings and endings stay with alpha-beta,
 * which has the endgame tables and the draw rules): 62.5% against level 7 by alpha-beta over 20 games at 2.9 s a
 * move (docs/strength.md, stop 75).
 */
import type { Rules } from '../../../core/game.js';
import type { SearchOutcome, SearchTask } from '../../../ai/search.js';
import type { SearchInfo } from '../../../ai/types.js';
import { SlicedTask } from '../../../ai/task.js';
import { EVAL, menTables, type EvalWeights } from '../eval-terms.js';
import { BLACK, KING, WHITE, geometry } from '../rules.js';
import type { DraughtsMove, DraughtsState } from '../state.js';
import { COMPILED_SEARCH } from './module-data.js';

/** What a search needs of the rules: the legal moves, to name the module's move, and their notation. */
type DraughtsMoves = Pick<Rules<DraughtsState, DraughtsMove>, 'moves' | 'formatMove'>;

/** The module's exports this file uses (bench/wasm/international.ts uses more). */
export interface CompiledExports {
  clear(): void;
  put(sq: number, white: number, king: number): void;
  root(white: number): void;
  hash(): number;
  setPast(distance: number, hash: number, count: number): void;
  setSquare(sq: number, valW: number, valB: number, advW: number, advB: number, wing: number): void;
  setWeights(man: number, king: number, kingUnopposed: number, advance: number, advanceEndgame: number, endgamePieces: number, backRow: number, mobility: number, balance: number, tempo: number): void;
  setRunaways(positional: number, runaway1: number, runaway2: number, runaway3: number): void;
  setTools(mask: number): void;
  setTableBits(bits: number): void;
  setSliceEnd(t: number): void;
  stopNow(): void;
  searchToNodes(white: number, maxNodes: number, softMs: number, hardMs: number, keepTable: number): bigint;
  chosenMove(): number;
  chosenScore(): number;
  searchDepth(): number;
  searchedNodes(): number;
  rootFrom(i: number): number;
  rootTo(i: number): number;
  rootCaptureCount(i: number): number;
  rootCaptures(i: number, sq: number): number;
  unwindBuffer(): number;
  asyncify_start_unwind(buffer: number): void;
  asyncify_stop_unwind(): void;
  asyncify_start_rewind(buffer: number): void;
  asyncify_stop_rewind(): void;
}

/** Gives the module the kit's evaluation with weights `w`, its values of a man by square weighed by `squares`. */
export function setEvaluation(x: Pick<CompiledExports, 'setSquare' | 'setWeights' | 'setRunaways'>, w: EvalWeights, squares = 1): void {
  const tab = menTables('international', w);
  for (let sq = 0; sq < tab.g.squares; sq++) {
    x.setSquare(sq, Math.round(squares * tab.valW[sq]), Math.round(squares * tab.valB[sq]), tab.advW[sq], tab.advB[sq], tab.wing[sq]);
  }
  x.setWeights(w.man, w.king, w.kingUnopposed, w.advance, w.advanceEndgame, w.endgamePieces, w.backRow, w.mobility, w.balance, w.tempo);
  x.setRunaways(w.positional, w.runaway1, w.runaway2, w.runaway3);
}

/** Puts `s` (international draughts) on the module's board; true when White is to move. */
export function loadPosition(x: Pick<CompiledExports, 'clear' | 'put'>, s: DraughtsState): boolean {
  if (s.variant !== 'international') throw new Error(`The compiled search plays international draughts, not ${s.variant}.`);
  const g = geometry(s.variant);
  x.clear();
  for (let sq = 0; sq < g.squares; sq++) {
    const v = s.board[g.sqCell[sq]];
    if (v !== 0) x.put(sq, v & WHITE ? 1 : 0, v & KING ? 1 : 0);
  }
  return s.side !== BLACK;
}

/** Gives the module the positions before `s` (their hashes on its board), for its repetition rule. */
export function putPast(x: Pick<CompiledExports, 'clear' | 'put' | 'root' | 'hash' | 'setPast'>, s: DraughtsState): void {
  const past: number[] = [];
  for (let p = s.prev; p && past.length < COMPILED_TUNING.pastPositions; p = p.prev) {
    x.root(loadPosition(x, p) ? 1 : 0);
    past.push(x.hash());
  }
  x.setPast(1, 0, 0);
  past.forEach((h, j) => x.setPast(j + 1, h, past.length));
}

/** Numbers of the compiled search. */
export const COMPILED_TUNING = {
  /**
   * Moby Dam's search tools in place of the kit's (a forced move uses no ply, its late move reductions, its
   * ProbCut: `MOBY_TOOLS` in bench/wasm/international.ts), as measured against level 7 (docs/strength.md, stop 75).
   */
  tools: 1 | 2 | 4,
  /** Its table, 2^bits entries of 8 bytes. */
  tableBits: 22,
  /** The positions before the root it knows, for repetitions (a line of king moves). */
  pastPositions: 100,
} as const;

/** What a compiled search is given: the level's budget, as the kit's search takes it. */
export interface CompiledSearchOptions {
  readonly timeMs?: number;
  readonly maxNodes?: number;
  /** No iteration starts once this share of `timeMs` is spent (default 0.5, as the kit's). */
  readonly softTimeShare?: number;
  /** Keep the table from the search before. */
  readonly keepTable?: boolean;
  readonly now?: () => number;
  /** Progress after each completed iteration, as the kit's searches report it. */
  readonly onIteration?: (info: SearchInfo) => void;
}

/** One instance of the module: one search at a time (a new one ends the one before, with what it had). */
export class CompiledEngine {
  private phase: 'running' | 'unwound' | 'rewinding' = 'running';
  private buffer = 0;
  /** The search that owns the module's state now. */
  owner: CompiledSearch | null = null;

  private constructor(readonly x: CompiledExports) {}

  static async create(): Promise<CompiledEngine> {
    const bytes = Uint8Array.from(atob(COMPILED_SEARCH), (c) => c.charCodeAt(0));
    let engine: CompiledEngine | null = null;
    const env = {
      abort: () => {
        throw new Error('The compiled search failed.');
      },
      now: () => engine!.now(),
      pause: () => engine!.pause(),
      iteration: () => engine!.owner?.iterationDone(),
    };
    const { instance } = await WebAssembly.instantiate(bytes, { env });
    engine = new CompiledEngine(instance.exports as unknown as CompiledExports);
    engine.configure();
    return engine;
  }

  /** The kit's evaluation, the tools and the table. */
  private configure(): void {
    setEvaluation(this.x, EVAL.international);
    this.x.setTools(COMPILED_TUNING.tools);
    this.x.setTableBits(COMPILED_TUNING.tableBits);
  }

  /** A search of `state` (international draughts), to be run by `step` like the kit's. */
  search(game: DraughtsMoves, state: DraughtsState, options: CompiledSearchOptions = {}): SearchTask<DraughtsMove> {
    if (state.variant !== 'international') throw new Error(`The compiled search plays international draughts, not ${state.variant}.`);
    this.owner?.release();
    return new CompiledSearch(this, game, state, options);
  }

  /** Puts `s` on the module's board; true when White is to move. */
  load(s: DraughtsState): boolean {
    return loadPosition(this.x, s);
  }

  /** Runs the search until the clock passes `until` (a fresh one when `resume` is false): its nodes once it has ended, else null. */
  run(white: boolean, budget: { maxNodes: number; softMs: number; hardMs: number; keepTable: boolean }, until: number, resume: boolean): number | null {
    const { x } = this;
    x.setSliceEnd(until);
    // A fresh search drops whatever an earlier one left unwound.
    this.phase = resume ? 'rewinding' : 'running';
    if (resume) x.asyncify_start_rewind(this.buffer);
    // Called again with the same arguments, a rewinding search goes straight back to where it paused.
    const nodes = Number(x.searchToNodes(white ? 1 : 0, budget.maxNodes, budget.softMs, budget.hardMs, budget.keepTable ? 1 : 0));
    if (!this.unwound()) return nodes;
    x.asyncify_stop_unwind();
    return null;
  }

  /** The clock of the search under way (a test gives its own), which the module reads against its deadlines. */
  private now(): number {
    return this.owner ? this.owner.clock() : performance.now();
  }

  /** A function, not a comparison in place: the module's call to `pause` changes the phase. */
  private unwound(): boolean {
    return this.phase === 'unwound';
  }

  /** The module's call at a check point past the slice's end: unwinds the search, or ends the rewinding that led back here. */
  private pause(): void {
    const { x } = this;
    if (this.phase === 'rewinding') {
      x.asyncify_stop_rewind();
      this.phase = 'running';
      return;
    }
    this.buffer = x.unwindBuffer();
    x.asyncify_start_unwind(this.buffer);
    this.phase = 'unwound';
  }
}

class CompiledSearch extends SlicedTask<DraughtsMove> {
  private started = false;
  private depth = 0;
  private score = 0;
  private best: DraughtsMove | null = null;
  private readonly white: boolean;
  private readonly budget: { maxNodes: number; softMs: number; hardMs: number; keepTable: boolean };
  private readonly onIteration: ((info: SearchInfo) => void) | undefined;

  constructor(
    private readonly engine: CompiledEngine,
    private readonly game: DraughtsMoves,
    private readonly state: DraughtsState,
    options: CompiledSearchOptions,
  ) {
    super(options);
    this.onIteration = options.onIteration;
    const timeMs = options.timeMs ?? Infinity;
    this.budget = {
      maxNodes: Math.min(options.maxNodes ?? 2 ** 31 - 1, 2 ** 31 - 1),
      softMs: timeMs * (options.softTimeShare ?? 0.5),
      hardMs: timeMs,
      keepTable: options.keepTable ?? false,
    };
    this.white = state.side !== BLACK;
    engine.owner = this;
  }

  /** This search's clock, which the module reads (through the engine) against its deadlines. */
  clock(): number {
    return this.now();
  }

  /** A newer search takes the module: this one keeps the move it has found so far, and ends at its next step. */
  release(): void {
    if (this.started) this.collect();
    this.engine.owner = null;
  }

  override moveNow(): void {
    super.moveNow();
    if (this.started && this.engine.owner === this) this.engine.x.stopNow();
  }

  protected advance(until: number): boolean {
    const { engine } = this;
    // A newer search took the module (`release`).
    if (engine.owner !== this) return true;
    const resume = this.started;
    let budget = this.budget;
    if (!resume) {
      this.started = true;
      putPast(engine.x, this.state);
      engine.load(this.state);
      // The time since the task was made counts; asked to move before it began, a few nodes give a move.
      const spent = this.now() - this.start;
      budget = this.stopped ? { ...budget, maxNodes: 4096 } : { ...budget, softMs: budget.softMs - spent, hardMs: budget.hardMs - spent };
    }
    // A rewinding search has its arguments back from its saved stack: these count only at the start.
    const nodes = engine.run(this.white, budget, until, resume);
    if (nodes === null) return false;
    this.nodes = nodes;
    this.collect();
    engine.owner = null;
    return true;
  }

  /** The move the module chose, as the kit's move, with its depth and score. */
  private collect(): void {
    const { x } = this.engine;
    const i = x.chosenMove();
    this.depth = x.searchDepth();
    this.score = x.chosenScore();
    if (i < 0) return;
    const move = this.game
      .moves(this.state)
      .find((m) => m.from - 1 === x.rootFrom(i) && m.to - 1 === x.rootTo(i) && m.captured.length === x.rootCaptureCount(i) && m.captured.every((c) => x.rootCaptures(i, c - 1) !== 0));
    if (!move) throw new Error(`The compiled search chose ${x.rootFrom(i) + 1}-${x.rootTo(i) + 1}, which is not a legal move.`);
    this.best = move;
  }

  /** The module's call at the end of an iteration. */
  iterationDone(): void {
    if (!this.onIteration) return;
    this.collect();
    this.nodes = this.engine.x.searchedNodes();
    this.onIteration(this.info());
  }

  private info(): SearchInfo {
    const move = this.best ? this.game.formatMove(this.state, this.best) : null;
    return { depth: this.depth, move, score: this.score, nodes: this.nodes, timeMs: Math.round(this.now() - this.start), pv: move ? [move] : [] };
  }

  protected makeOutcome(): SearchOutcome<DraughtsMove> {
    return { ...this.info(), bestMove: this.best, interrupted: this.interrupted };
  }
}
