/**
 * When and how the AI gets its endgame tables (src/games/draughts/endgame/README.md): built before the
 * first search near the end of a game (`Game.beforeSearch`, which the search service awaits), in slices,
 * once per worker, from a chunk of their own loaded on demand (the solver is not part of the worker's
 * first download).
 */
import type { DraughtsVariant } from '../rules.js';
import type { EndgameProbe } from './entry.js';

/** When the tables are built (what is built by variant: `TABLE_SCOPE`, tables.ts, in the chunk that builds them). */
export const ENDGAME_TUNING = {
  /** A search starting from this many pieces or fewer has the tables built first (captures soon bring 4-piece positions). */
  loadFromPieces: 8,
  /**
   * Longest wait for the build before a search: a person should not wait long for a move (and the AI
   * client takes a request not searched 20 s after it was sent for stuck), so a slow device rather
   * searches this move without the tables.
   */
  waitMs: 3_000,
  /** Longest stretch of building between two macrotasks (the worker's search slices are as long). */
  sliceMs: 20,
} as const;

const probes = new Map<DraughtsVariant, EndgameProbe>();
const building = new Map<DraughtsVariant, Promise<void>>();
/** Bumped by `forgetEndgameTables`: a build started before does not hand its tables in. */
let generation = 0;

/** The tables of a variant, once built (null before). */
export function endgameProbe(variant: DraughtsVariant): EndgameProbe | null {
  return probes.get(variant) ?? null;
}

/** Hands the search tables built elsewhere (tests, scripts: `buildTables` at once). */
export function useEndgameTables(probe: EndgameProbe): void {
  probes.set(probe.variant, probe);
}

/** Drops every variant's tables (tests: the boards of other tests search without them). */
export function forgetEndgameTables(): void {
  probes.clear();
  building.clear();
  generation++;
}

/**
 * Builds the tables of `variant` unless they are built or being built; settles when they are, or after
 * `waitMs` (a slow device goes on without them; the build goes on for the next search), or at once with
 * an AbortError when `signal` aborts.
 */
export function loadEndgameTables(variant: DraughtsVariant, signal?: AbortSignal, waitMs: number = ENDGAME_TUNING.waitMs): Promise<void> {
  let job = building.get(variant);
  if (!job) {
    const started = generation;
    job = import('./tables.js').then(async ({ TableProbe, TABLE_SCOPE, buildTablesInSlices }) => {
      const tables = await buildTablesInSlices(variant, TABLE_SCOPE[variant], ENDGAME_TUNING.sliceMs);
      if (started === generation) probes.set(variant, new TableProbe(tables));
    });
    // A failed import is forgotten, so a later search may try again.
    job.catch(() => building.delete(variant));
    building.set(variant, job);
  }
  if (probes.has(variant)) return job;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    job,
    new Promise<void>((resolve, reject) => {
      timer = setTimeout(resolve, waitMs);
      const stop = (): void => reject(new DOMException('Cancelled.', 'AbortError'));
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
    }),
  ]).finally(() => clearTimeout(timer));
}
