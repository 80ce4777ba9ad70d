/** The numbers a worker's silence is judged by. */
export interface SilenceTuning {
  /** How often a busy worker is pinged, ms. */
  readonly heartbeatMs: number;
  /** The least silence that counts as death, ms. */
  readonly silentMs: number;
  /** The most: however slow its answers have been, a worker silent this long is dead, ms. */
  readonly maxSilentMs: number;
}

/** What a heartbeat asks the client to do. */
export type Beat = 'ping' | 'wait' | 'dead';

/**
 * Whether a busy worker that has not answered its ping is dead, judged from the page's side with
 * a clock passed in (a terminated worker fires no event; only its silence shows it).
 *
 * Silence is not taken at face value in two cases that a loaded machine or a slow phone meets:
 * - The page itself stood still (a long task on the main thread, a throttled tab): the worker's
 *   answer may be waiting behind the very beat that would judge it, so that beat only waits.
 * - The worker has answered slowly before (its thread starved of a core): the silence allowed grows
 *   to three times its slowest answer, up to `maxSilentMs`.
 * A worker that answered quickly until it was terminated is still found dead after `silentMs`.
 */
export class WorkerSilence {
  /** When the unanswered ping went out (−1: none out). */
  private since = -1;
  private lastBeat = -1;
  private slowest = 0;

  constructor(private readonly tuning: SilenceTuning) {}

  /** A beat of the heartbeat at `now`. */
  beat(now: number): Beat {
    const stalled = this.lastBeat >= 0 && now - this.lastBeat > 2 * this.tuning.heartbeatMs;
    this.lastBeat = now;
    if (this.since < 0) {
      this.since = now;
      return 'ping';
    }
    if (stalled) return 'wait';
    return now - this.since > this.allowedMs() ? 'dead' : 'wait';
  }

  /** The ping sent at the last 'ping' was answered at `now`. */
  answered(now: number): void {
    if (this.since < 0) return;
    this.slowest = Math.max(this.slowest, now - this.since);
    this.since = -1;
  }

  /** The silence that counts as death now, ms. */
  allowedMs(): number {
    return Math.min(this.tuning.maxSilentMs, Math.max(this.tuning.silentMs, 3 * this.slowest));
  }
}
