/**
 * When and how the AI gets its endgame tables (src/games/draughts/endgame/README.md): the first search
 * near the end of a game starts building them, in slices beside its own, once per worker, from a chunk
 * of their own loaded on demand (the solver is not part of the worker's first download); the searches
 * after it probe them.
 */
import type { DraughtsVariant } from '../rules.js';
import type { EndgameProbe } from './entry.js';
import type { TableScope } from './tables.js';

/** What is built, and when. */
export const ENDGAME_TUNING = {
  /**
   * Tables by variant. On 8x8 every material of 3 pieces and the kings of 4 (3 kings against 1 above
   * all) take about 1.5 s of one core; international's 4 kings take 10 s, too long to wait for in a
   * game, so it has 3 pieces (measurements in the README).
   */
  scope: {
    international: { pieces: 3, menPieces: 3 },
    russian: { pieces: 4, menPieces: 3 },
    brazilian: { pieces: 4, menPieces: 3 },
  } as Readonly<Record<DraughtsVariant, TableScope>>,
  /** A search starting from this many pieces or fewer starts building the tables (captures soon bring 4-piece positions). */
  loadFromPieces: 8,
  /** Longest stretch of building between two macrotasks (the worker's search slices are as long). */
  sliceMs: 20,
} as const;

const probes = new Map<DraughtsVariant, EndgameProbe>();
const building = new Map<DraughtsVariant, Promise<void>>();

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
}

/** Builds the tables of `variant` unless they are built or being built; settles when they are. */
export function loadEndgameTables(variant: DraughtsVariant): Promise<void> {
  let job = building.get(variant);
  if (!job) {
    job = import('./tables.js').then(async ({ TableProbe, buildTablesInSlices }) => {
      const tables = await buildTablesInSlices(variant, ENDGAME_TUNING.scope[variant], ENDGAME_TUNING.sliceMs);
      probes.set(variant, new TableProbe(tables));
    });
    // A failed import is forgotten, so a later search may try again.
    job.catch(() => building.delete(variant));
    building.set(variant, job);
  }
  return job;
}
