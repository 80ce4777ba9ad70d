/**
 * International draughts' search speed on its search board (README, "search speed on each game's search
 * board"): alpha-beta with fixed node budgets on 3 middle-game positions (seeded random lines past the
 * opening book, as the worker bench plays), best of `BENCH_SPEED_RUNS` runs (default 3), after one warm-up
 * run (search-speed.ts).
 */
import { draughtsSearchGame as draughts } from '../src/games/draughts/search-board.js';
import { openingFor } from './openings.js';
import { printSearchSpeed } from './search-speed.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const SETUP = { variant: 'international' } as const;

export async function run(): Promise<void> {
  const states = [21, 26, 28].map((plies) =>
    openingFor('draughts', SETUP, plies, 1, 0, { draughts }).reduce((s, m) => draughts.play(s, draughts.parseMove(s, m)), draughts.setup(SETUP)),
  );
  await printSearchSpeed('International draughts', draughts, states, { nodes: 500_000, ttBits: 20, runs: Number(env.BENCH_SPEED_RUNS ?? 3) });
}
