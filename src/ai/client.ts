/**
 * The AI client: a small pool of workers shared by every element, a FIFO queue,
 * moveNow/cancel, crash replacement and a main-thread fallback. It knows no game and
 * no worker script: it is given a worker factory and a game loader (for the fallback).
 * The kit's shared client, over its own worker entry and loader, is `defaultAiClient()`
 * in src/engines/ai.ts.
 */
import { proxy, wrap, type Remote } from 'comlink';
import { GameError } from '../core/errors.js';
import { levelBudget } from './levels.js';
import { abortError } from './abort.js';
import { WorkerSilence } from './silence.js';
import type { AiClient, SearchInfo, SearchRequest, SearchResult, ThinkHandle, ThinkOptions } from './types.js';
import type { GameLoader, SearchReply, SearchService } from './worker-host.js';

/** Tuning numbers of the pool. */
export const CLIENT_TUNING = {
  /** Workers per page by default. */
  maxWorkers: 2,
  /**
   * A search that has run its level's time plus this (by the worker's account: a starved worker is
   * slow to start, and that is not a hang) counts as hung.
   */
  answerGraceMs: 5_000,
  /**
   * A request whose worker has not started searching it this long after it was sent (the worker, its
   * game, book or tables still loading) counts as stuck. Loads are slow on a busy machine, so this is long.
   */
  loadGraceMs: 20_000,
  /** A busy worker is pinged this often (it answers between search slices of 20 ms)… */
  heartbeatMs: 200,
  /** …and counts as dead when a ping goes unanswered this long (a terminated worker fires no event)… */
  silentMs: 500,
  /** …or, if its answers have been slow (a starved thread), up to this long (see WorkerSilence). */
  maxSilentMs: 3_000,
  /** A retried request gets what is left of its time, but at least this. */
  minRetryMs: 100,
  /** A request is retried once after a worker crash, then rejected with `ai-failed`. */
  maxCrashes: 2,
  /** Workers that die before their first answer this many times in a row mean "no workers here". */
  loadFailuresBeforeFallback: 2,
} as const;

/** Settings of a client; `configureAi` and `WorkerPoolClient.configure` take any of them. */
export interface AiConfig {
  /** How to start a worker: its URL, or a factory. The worker must serve `exposeSearch(loadGame)`. */
  readonly worker?: URL | string | (() => Worker);
  /** Pool size (default 2). */
  readonly maxWorkers?: number;
  /** Brings games by name for the main-thread fallback (workers load their own). */
  readonly loadGame?: GameLoader;
  /** Time a search may run beyond its level's budget before its worker counts as hung (default 5000 ms). */
  readonly answerGraceMs?: number;
}

/** What a new client needs: where its workers come from and where its fallback finds games. */
export interface WorkerPoolConfig extends AiConfig {
  readonly worker: URL | string | (() => Worker);
  readonly loadGame: GameLoader;
}

/**
 * `new Worker(url)` that also works when this module came from another origin (a CDN):
 * a worker script must be same-origin, so a cross-origin module starts through a
 * same-origin blob that imports it (the CDN serves it with CORS).
 *
 * Entries that bundlers should rewrite keep the literal form by shadowing `Worker`:
 * `const Worker = OriginSafeWorker as unknown as typeof globalThis.Worker;
 *  new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`.
 */
export function OriginSafeWorker(url: URL | string, options?: WorkerOptions): Worker {
  const here = typeof location !== 'undefined' ? location.origin : null;
  const href = new URL(String(url), here === null ? import.meta.url : location.href).href;
  if (here === null || new URL(href).origin === here || href.startsWith('blob:') || href.startsWith('data:')) {
    return new globalThis.Worker(trustedScriptUrl(href), options);
  }
  const blob = new Blob([`import ${JSON.stringify(href)};\n`], { type: 'text/javascript' });
  return new globalThis.Worker(trustedScriptUrl(URL.createObjectURL(blob)), { ...options, type: 'module' });
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
let scriptUrlPolicy: ScriptUrlPolicy | null | undefined;

/**
 * A worker's URL as Trusted Types want it: on a page with `require-trusted-types-for 'script'`
 * the Worker constructor takes only a TrustedScriptURL. The kit's policy (`octarine`, to list in
 * a page's `trusted-types` directive) is private to this module and vouches only for the
 * worker scripts the kit itself starts.
 */
function trustedScriptUrl(url: string): string {
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(u: string): string }): ScriptUrlPolicy } }).trustedTypes;
  if (!tt) return url;
  if (scriptUrlPolicy === undefined) {
    try {
      scriptUrlPolicy = tt.createPolicy('octarine', { createScriptURL: (u) => u });
    } catch {
      scriptUrlPolicy = null; // the page's trusted-types directive does not allow the name: the fallback will search
    }
  }
  return (scriptUrlPolicy?.createScriptURL(url) ?? url) as string;
}

function workerFactory(spec: WorkerPoolConfig['worker']): () => Worker {
  if (typeof spec === 'function') return spec;
  return () => OriginSafeWorker(spec, { type: 'module' });
}

/**
 * The search on the main thread, for pages where no worker can start. Loaded on first use, so
 * the pages whose workers run (nearly all) never download the search with the element.
 */
function mainThreadService(loadGame: GameLoader): SearchService {
  const service = import('./worker-host.js').then((host) => host.createSearchService(loadGame, 'main-thread'));
  // Calls chain on one promise, so they reach the service in the order they were made.
  return {
    ping: () => -1,
    search: (id, request, onProgress) => service.then((s) => s.search(id, request, onProgress)),
    moveNow: (id) => void service.then((s) => s.moveNow(id)),
    cancel: (id) => void service.then((s) => s.cancel(id)),
  };
}

interface Job {
  readonly id: number;
  readonly request: SearchRequest;
  readonly options: ThinkOptions;
  readonly resolve: (r: SearchResult) => void;
  readonly reject: (e: unknown) => void;
  readonly timeMs: number;
  /** When its first search started (performance.now()), or −1. */
  startedAt: number;
  settled: boolean;
  moveNow: boolean;
  crashes: number;
  slot: Slot | null;
  detach: () => void;
}

interface Slot {
  readonly worker: Worker | null;
  readonly api: Remote<SearchService> | SearchService;
  readonly generation: number;
  job: Job | null;
  /** The worker has answered at least once (it loaded). */
  answered: boolean;
  dead: boolean;
  /** Fires if the job has not started searching within `loadGraceMs` (cleared once it has). */
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The heartbeat while it searches. */
  beat: ReturnType<typeof setInterval> | undefined;
}

let nextJobId = 1;

/** A pool-backed `AiClient`. Most code wants the kit's `defaultAiClient()`; tests make their own. */
export class WorkerPoolClient implements AiClient {
  private config: WorkerPoolConfig;
  private factory: () => Worker;
  private generation = 0;
  private slots: Slot[] = [];
  private mainSlot: Slot | null = null;
  private readonly queue: Job[] = [];
  private workersUnavailable = false;
  private loadFailures = 0;
  /** Number of workers started so far (for tests and diagnostics). */
  workersStarted = 0;

  constructor(config: WorkerPoolConfig) {
    this.config = config;
    this.factory = workerFactory(config.worker);
  }

  /** Changes the configuration; idle workers are retired now, busy ones when their search ends. */
  configure(config: AiConfig): void {
    this.config = {
      ...this.config,
      ...config,
      worker: config.worker ?? this.config.worker,
      loadGame: config.loadGame ?? this.config.loadGame,
    };
    this.factory = workerFactory(this.config.worker);
    this.generation++;
    this.workersUnavailable = false;
    this.loadFailures = 0;
    for (const s of [...this.slots]) if (!s.job) this.retire(s);
    if (this.mainSlot && !this.mainSlot.job) this.mainSlot = null;
    this.pump();
  }

  /** Terminates every worker and rejects every pending request. */
  dispose(): void {
    for (const job of [...this.queue]) this.settle(job, null, abortError());
    this.queue.length = 0;
    for (const s of [...this.slots]) {
      if (s.job) this.settle(s.job, null, abortError());
      this.retire(s);
    }
    if (this.mainSlot?.job) this.settle(this.mainSlot.job, null, abortError());
    this.mainSlot = null;
  }

  /** Where requests currently run. */
  get mode(): SearchResult['where'] {
    return this.workersUnavailable ? 'main-thread' : 'worker';
  }

  think(request: SearchRequest, options: ThinkOptions = {}): ThinkHandle {
    let resolve!: (r: SearchResult) => void;
    let reject!: (e: unknown) => void;
    const result = new Promise<SearchResult>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    let timeMs = 0;
    let invalid: unknown = null;
    try {
      // The default ladder's time: no game's ladder allows more (src/ai/levels.ts).
      timeMs = levelBudget(request.level).timeMs;
    } catch (e) {
      invalid = e;
    }
    const job: Job = {
      id: nextJobId++,
      request,
      options,
      resolve,
      reject,
      timeMs,
      startedAt: -1,
      settled: false,
      moveNow: false,
      crashes: 0,
      slot: null,
      detach: () => {},
    };
    const handle: ThinkHandle = { result, moveNow: () => this.moveNow(job), cancel: () => this.cancel(job) };
    if (invalid) this.settle(job, null, invalid);
    else if (options.signal?.aborted) this.settle(job, null, abortError());
    else {
      if (options.signal) {
        const signal = options.signal;
        const onAbort = (): void => this.cancel(job);
        signal.addEventListener('abort', onAbort, { once: true });
        job.detach = () => signal.removeEventListener('abort', onAbort);
      }
      this.queue.push(job);
      this.pump();
    }
    return handle;
  }

  private moveNow(job: Job): void {
    if (job.settled) return;
    job.moveNow = true;
    if (job.slot) void Promise.resolve(job.slot.api.moveNow(job.id)).catch(() => {});
  }

  private cancel(job: Job): void {
    if (job.settled) return;
    const i = this.queue.indexOf(job);
    if (i >= 0) this.queue.splice(i, 1);
    // The slot stays busy until the worker confirms (within one slice), so searches never overlap.
    if (job.slot) void Promise.resolve(job.slot.api.cancel(job.id)).catch(() => {});
    this.settle(job, null, abortError());
  }

  private settle(job: Job, value: SearchResult | null, error?: unknown): void {
    if (job.settled) return;
    job.settled = true;
    job.detach();
    if (value) job.resolve(value);
    else job.reject(error);
  }

  /** Hands queued jobs to free slots, starting workers up to the pool size. */
  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.freeSlot();
      if (!slot) return;
      const job = this.queue.shift()!;
      this.run(slot, job);
    }
  }

  private freeSlot(): Slot | null {
    if (this.workersUnavailable) {
      if (!this.mainSlot) {
        this.mainSlot = {
          worker: null,
          api: mainThreadService(this.config.loadGame),
          generation: this.generation,
          job: null,
          answered: true,
          dead: false,
          timer: undefined,
          beat: undefined,
        };
      }
      // One main-thread search at a time: two would only share the same thread.
      return this.mainSlot.job ? null : this.mainSlot;
    }
    const idle = this.slots.find((s) => !s.job && !s.dead);
    if (idle) return idle;
    const max = Math.max(1, this.config.maxWorkers ?? CLIENT_TUNING.maxWorkers);
    if (this.slots.length >= max) return null;
    return this.startWorker();
  }

  private startWorker(): Slot | null {
    let worker: Worker;
    try {
      worker = this.factory();
    } catch {
      // CSP, an old browser or a missing script: search on the main thread instead.
      this.fallBack();
      return this.freeSlot();
    }
    this.workersStarted++;
    const slot: Slot = {
      worker,
      api: wrap<SearchService>(worker),
      generation: this.generation,
      job: null,
      answered: false,
      dead: false,
      timer: undefined,
      beat: undefined,
    };
    worker.addEventListener('error', (ev) => {
      ev.preventDefault?.();
      this.crash(slot, 'it crashed');
    });
    this.slots.push(slot);
    void (slot.api.ping() as Promise<number>).then(
      () => this.markAnswered(slot),
      () => {},
    );
    return slot;
  }

  private markAnswered(slot: Slot): void {
    if (slot.dead) return;
    slot.answered = true;
    this.loadFailures = 0;
  }

  private fallBack(): void {
    this.workersUnavailable = true;
    for (const s of [...this.slots]) if (!s.job) this.retire(s);
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    job.slot = slot;
    const grace = this.config.answerGraceMs ?? CLIENT_TUNING.answerGraceMs;
    const now = performance.now();
    // A retry (the first worker died) gets only what is left of the move's time.
    const timeMs = job.startedAt < 0 ? job.timeMs : Math.max(CLIENT_TUNING.minRetryMs, job.timeMs - (now - job.startedAt));
    if (job.startedAt < 0) job.startedAt = now;
    const request = timeMs < job.timeMs ? { ...job.request, timeLimitMs: Math.round(timeMs) } : job.request;
    if (slot.worker) {
      slot.timer = setTimeout(() => this.crash(slot, `it had not started searching ${CLIENT_TUNING.loadGraceMs / 1000} s after it was asked`), CLIENT_TUNING.loadGraceMs);
      this.listen(slot, job, timeMs + grace);
    }
    const onProgress = job.options.onProgress;
    const progress = onProgress
      ? (info: SearchInfo): void => {
          if (!job.settled) onProgress(info);
        }
      : undefined;
    const cb = progress && slot.worker ? proxy(progress) : progress;
    let call: Promise<SearchReply>;
    try {
      call = Promise.resolve(slot.api.search(job.id, request, cb) as Promise<SearchReply>);
    } catch (e) {
      call = Promise.reject(e);
    }
    if (job.moveNow) void Promise.resolve(slot.api.moveNow(job.id)).catch(() => {});
    call.then(
      (reply) => {
        if (slot.dead || slot.job !== job) return;
        this.markAnswered(slot);
        this.release(slot);
        if (reply.ok) this.settle(job, reply.result);
        else if (reply.code === 'aborted') this.settle(job, null, abortError());
        else this.settle(job, null, new GameError(reply.code, reply.message));
        this.pump();
      },
      (e: unknown) => {
        if (slot.dead || slot.job !== job) return;
        this.release(slot);
        const why = e instanceof Error ? e.message : String(e);
        this.settle(job, null, new GameError('ai-failed', `The AI could not answer: ${why}`));
        this.pump();
      },
    );
  }

  /**
   * The heartbeat of a busy worker. A worker that was terminated (or whose thread is stuck) answers
   * no ping, and is replaced within `silentMs` plus one beat (longer for a worker whose answers have
   * been slow, or after the page itself stood still) instead of at the end of its search's time.
   * A worker that answers says how long it has searched the job: past `overdueMs` it is hung.
   */
  private listen(slot: Slot, job: Job, overdueMs: number): void {
    clearInterval(slot.beat);
    const silence = new WorkerSilence(CLIENT_TUNING);
    slot.beat = setInterval(() => {
      if (slot.dead || slot.job !== job) return clearInterval(slot.beat);
      const beat = silence.beat(performance.now());
      // Silence counts only once the worker has loaded (a slow first load is the load timer's to judge).
      if (beat === 'dead' && slot.answered) return this.crash(slot, `it was silent for ${(silence.allowedMs() / 1000).toFixed(1)} s`);
      if (beat !== 'ping') return;
      void (slot.api.ping(job.id) as Promise<number>).then(
        (searchedMs) => {
          silence.answered(performance.now());
          this.markAnswered(slot);
          if (slot.dead || slot.job !== job || searchedMs < 0) return;
          clearTimeout(slot.timer); // it is searching: whatever it had to load has loaded
          if (searchedMs > overdueMs) this.crash(slot, `its search ran ${(searchedMs / 1000).toFixed(1)} s`);
        },
        () => {},
      );
    }, CLIENT_TUNING.heartbeatMs);
  }

  /** The slot's search ended: free it, or retire it if the configuration changed meanwhile. */
  private release(slot: Slot): void {
    clearTimeout(slot.timer);
    clearInterval(slot.beat);
    if (slot.job) slot.job.slot = null;
    slot.job = null;
    if (slot.worker && (slot.generation !== this.generation || this.workersUnavailable)) this.retire(slot);
    if (slot === this.mainSlot && slot.generation !== this.generation) this.mainSlot = null;
  }

  private retire(slot: Slot): void {
    slot.dead = true;
    clearTimeout(slot.timer);
    clearInterval(slot.beat);
    slot.worker?.terminate();
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  /** A worker errored or stopped answering (`why`, for the message): replace it and retry (or give up) its request. */
  private crash(slot: Slot, why: string): void {
    if (slot.dead) return;
    const job = slot.job;
    const loadFailure = !slot.answered;
    this.retire(slot);
    if (loadFailure && ++this.loadFailures >= CLIENT_TUNING.loadFailuresBeforeFallback) this.fallBack();
    if (job && !job.settled) {
      job.slot = null;
      // A worker that never loaded says nothing about the request; a crash mid-search might.
      if (!loadFailure && ++job.crashes >= CLIENT_TUNING.maxCrashes) {
        this.settle(job, null, new GameError('ai-failed', `The AI worker failed twice (the second time ${why}); the request was given up.`));
      } else {
        this.queue.unshift(job);
      }
    }
    this.pump();
  }
}
