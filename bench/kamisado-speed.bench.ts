/**
 * Kamisado's search speed on its search board (README, "search speed on each game's search board"):
 * alpha-beta with fixed node budgets on 3 single-round positions, best of `BENCH_SPEED_RUNS` runs (default 3),
 * after one warm-up run (search-speed.ts).
 */
import { searchView } from '../src/games/kamisado/index.js';
import { kamisadoSearchGame as kamisado } from '../src/games/kamisado/search-board.js';
import { printSearchSpeed } from './search-speed.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

// The start and two openings (moves from the start).
const POSITIONS: string[][] = [[], ['d1-d5'], ['e1-e4', 'a8-a6', 'b1-b3', 'e8-e5']];

export async function run(): Promise<void> {
  const states = POSITIONS.map((moves) => searchView(moves.reduce((s, m) => kamisado.play(s, kamisado.parseMove(s, m)), kamisado.setup())));
  await printSearchSpeed('Kamisado', kamisado, states, { nodes: 600_000, ttBits: 20, runs: Number(env.BENCH_SPEED_RUNS ?? 3) });
}
