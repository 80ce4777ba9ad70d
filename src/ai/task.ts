/**
 * The shell every search algorithm shares: time budget, slicing, `moveNow`, the
 * result and slicing statistics. An algorithm supplies `advance` (work until a
 * given time) and `makeOutcome` (its answer), so the worker, the main-thread
 * fallback and the benchmarks drive all of them the same way.
 */
import type { SearchOutcome, SearchTask } from './search.js';

export const defaultNow: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function' ? () => performance.now() : () => Date.now();

export abstract class SlicedTask<M> implements SearchTask<M> {
  protected readonly now: () => number;
  protected readonly start: number;
  /** Hard time limit (ms on `now`'s clock). */
  protected readonly deadline: number;
  protected nodes = 0;
  /** Set by `moveNow()` or a spent budget: the search winds down at its next check. */
  protected stopped = false;
  /** True when `moveNow()` ended the search early. */
  protected interrupted = false;
  private finished = false;
  private outcome: SearchOutcome<M> | null = null;
  private steps = 0;
  private longestStep = 0;

  constructor(timing: { readonly timeMs?: number; readonly now?: () => number }) {
    this.now = timing.now ?? defaultNow;
    this.start = this.now();
    this.deadline = this.start + (timing.timeMs ?? Infinity);
  }

  /** Works until the clock passes `until` (at least one check interval); true once the search is complete. */
  protected abstract advance(until: number): boolean;
  /** The answer, once the search is complete or stopped. */
  protected abstract makeOutcome(): SearchOutcome<M>;

  get done(): boolean {
    return this.finished;
  }
  get result(): SearchOutcome<M> {
    if (!this.outcome) throw new Error('The search is not finished.');
    return this.outcome;
  }
  get stats(): { steps: number; longestStepMs: number; nodes: number } {
    return { steps: this.steps, longestStepMs: this.longestStep, nodes: this.nodes };
  }

  moveNow(): void {
    if (this.finished) return;
    this.stopped = true;
    this.interrupted = true;
  }

  step(sliceMs: number): boolean {
    if (this.finished) return true;
    const t0 = this.now();
    if (this.advance(t0 + sliceMs)) this.finish();
    const t = this.now() - t0;
    this.steps++;
    if (t > this.longestStep) this.longestStep = t;
    return this.finished;
  }

  /** Ends the search now (also from a constructor that finds nothing to think about). */
  protected finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.outcome = this.makeOutcome();
  }

  /** `advance` for searches written as generators: each `next()` runs to the following check point. */
  protected runUntil(gen: Generator<void, void, void>, until: number): boolean {
    do {
      if (gen.next().done) return true;
    } while (this.now() < until);
    return false;
  }
}

/** Runs a task to the end of its budget in one go (Node benchmarks, tests, scripts). */
export function runToEnd<M>(task: SearchTask<M>): SearchOutcome<M> {
  while (!task.step(Infinity));
  return task.result;
}
