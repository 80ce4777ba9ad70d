/**
 * Node benchmarks of the AI (no DOM): computer-vs-computer matches between levels
 * and time/node rates per level. Run through a bundler or loader for TypeScript,
 * e.g. `npx esbuild bench/x.ts --bundle --platform=node --format=esm --outfile=/tmp/x.mjs && node /tmp/x.mjs`.
 */
import type { AnyGame, SetupOptions } from '../src/core/game.js';
import { newService, openingFor, playGame } from './match.js';
import { LEVEL_BUDGETS, MAX_LEVEL, MIN_LEVEL, laddersOf, levelBudget } from '../src/ai/levels.js';
import { searchBest, SEARCH_TUNING, TranspositionTable } from '../src/ai/search.js';

/** Tuning of the benchmark runs. */
export const BENCH_TUNING = {
  /** Random plies at the start of each pair of games, so that games differ. */
  openingPlies: 2,
} as const;

export interface MatchResult {
  aWins: number;
  bWins: number;
  draws: number;
}

export interface MatchOptions {
  readonly openingPlies?: number;
  readonly maxPlies?: number;
  /** Called after each game (for progress output). */
  readonly onGame?: (index: number, winner: 'a' | 'b' | null, plies: number) => void;
}

// One table for the timings here: reallocating megabytes per move costs GC time.
const sharedTable = new TranspositionTable(Math.max(...Object.values(LEVEL_BUDGETS).map((b) => b.ttBits)));

/**
 * Plays `games` games between two levels of `game` (any game of two sides, fixtures too), one after the
 * other, as `npm run match` plays them (bench/match.ts): each pair of games starts from the same seeded
 * random opening with the colours swapped, each level searches with a service and table of its own.
 */
export async function levelMatch(
  game: AnyGame,
  setup: SetupOptions,
  levelA: number,
  levelB: number,
  games: number,
  seed: number,
  options: MatchOptions = {},
): Promise<MatchResult> {
  levelBudget(levelA, ...laddersOf(game, setup));
  levelBudget(levelB, ...laddersOf(game, setup));
  const registry = { [game.name]: game };
  const services = { a: newService(registry), b: newService(registry) };
  const result: MatchResult = { aWins: 0, bWins: 0, draws: 0 };
  for (let index = 0; index < games; index++) {
    const opening = openingFor(game.name, setup, options.openingPlies ?? BENCH_TUNING.openingPlies, seed, index >> 1, registry);
    const r = await playGame({ game: game.name, setup, a: { level: levelA }, b: { level: levelB }, index, opening, seed, maxPlies: options.maxPlies }, services, registry);
    const winner = r.score === 1 ? 'a' : r.score === 0 ? 'b' : null;
    if (winner === 'a') result.aWins++;
    else if (winner === 'b') result.bWins++;
    else result.draws++;
    options.onGame?.(index, winner, r.plies);
  }
  return result;
}

export interface LevelTiming {
  readonly level: number;
  readonly positions: number;
  readonly msPerMove: number;
  readonly maxMs: number;
  readonly nodesPerSecond: number;
  readonly meanDepth: number;
}

/** Time, depth and node rate per level over positions given as move lists from `setup`. */
export async function timePerLevel(
  game: AnyGame,
  setup: SetupOptions,
  positionsMoves: readonly (readonly string[])[],
  levels: readonly number[] = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, i) => MIN_LEVEL + i),
): Promise<LevelTiming[]> {
  const states = positionsMoves.map((moves) => {
    let s = game.setup(setup);
    for (const m of moves) s = game.play(s, game.parseMove(s, m));
    return s;
  });
  const out: LevelTiming[] = [];
  for (const level of levels) {
    const b = levelBudget(level, ...laddersOf(game, setup));
    let ms = 0;
    let maxMs = 0;
    let nodes = 0;
    let depth = 0;
    for (const s of states) {
      const t0 = performance.now();
      const r = searchBest(game, s, { ...b, tt: sharedTable, seed: 1 });
      const dt = performance.now() - t0;
      ms += dt;
      maxMs = Math.max(maxMs, dt);
      nodes += r.nodes;
      depth += r.depth;
      await Promise.resolve();
    }
    const n = Math.max(1, states.length);
    out.push({
      level,
      positions: states.length,
      msPerMove: Math.round(ms / n),
      maxMs: Math.round(maxMs),
      nodesPerSecond: Math.round((nodes / Math.max(ms, 1e-9)) * 1000),
      meanDepth: Math.round((depth / n) * 10) / 10,
    });
  }
  return out;
}

/** Check interval of the search, re-exported for benchmark reports. */
export const CHECK_INTERVAL = SEARCH_TUNING.checkInterval;
