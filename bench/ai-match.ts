/**
 * Node benchmarks of the AI (no DOM): computer-vs-computer matches between levels
 * and time/node rates per level. Run through a bundler or loader for TypeScript,
 * e.g. `npx esbuild bench/x.ts --bundle --platform=node --format=esm --outfile=/tmp/x.mjs && node /tmp/x.mjs`.
 */
import type { AnyGame, SetupOptions } from '../src/core/game.js';
import { mulberry32 } from '../src/core/random.js';
import { LEVEL_BUDGETS, MAX_LEVEL, MIN_LEVEL, levelBudget } from '../src/ai/levels.js';
import { searchBest, SEARCH_TUNING, TranspositionTable } from '../src/ai/search.js';

/** Tuning of the benchmark runs. */
export const BENCH_TUNING = {
  /** Random plies at the start of each pair of games, so that games differ. */
  openingPlies: 2,
  /** A game still running after this many plies is scored a draw. */
  maxPlies: 300,
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

// One table for every search here: reallocating megabytes per move costs GC time.
const sharedTable = new TranspositionTable(Math.max(...Object.values(LEVEL_BUDGETS).map((b) => b.ttBits)));

function levelMove(game: AnyGame, state: unknown, level: number, seed: number): unknown {
  return searchBest(game, state, { ...levelBudget(level, game.levels), tt: sharedTable, seed }).bestMove;
}

/**
 * Plays `games` games between two levels, alternating colours; each pair of games
 * starts from the same seeded random opening. Level A plays `game.sides[0]` in even games.
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
  levelBudget(levelA, game.levels);
  levelBudget(levelB, game.levels);
  const openingPlies = options.openingPlies ?? BENCH_TUNING.openingPlies;
  const maxPlies = options.maxPlies ?? BENCH_TUNING.maxPlies;
  const rnd = mulberry32(seed);
  const result: MatchResult = { aWins: 0, bWins: 0, draws: 0 };
  let opening: unknown = null;
  for (let g = 0; g < games; g++) {
    if (g % 2 === 0) {
      let s = game.setup(setup);
      for (let i = 0; i < openingPlies && !game.outcome(s); i++) {
        const ms = game.moves(s);
        s = game.play(s, ms[rnd() % ms.length]);
      }
      opening = s;
    }
    const aSide = game.sides[g % 2];
    let state = opening;
    let plies = 0;
    while (!game.outcome(state) && plies < maxPlies) {
      const level = game.turn(state) === aSide ? levelA : levelB;
      state = game.play(state, levelMove(game, state, level, (seed + g * 7919 + plies) >>> 0));
      plies++;
    }
    const end = game.outcome(state);
    const winner = !end || end.winner === null ? null : end.winner === aSide ? 'a' : 'b';
    if (winner === 'a') result.aWins++;
    else if (winner === 'b') result.bWins++;
    else result.draws++;
    options.onGame?.(g, winner, plies);
    await Promise.resolve();
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
    const b = levelBudget(level, game.levels);
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
