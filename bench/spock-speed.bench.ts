/**
 * Spock's search speed on its search board (README, "search speed on each game's search board"):
 * alpha-beta with fixed node budgets on 3 positions, best of `BENCH_SPEED_RUNS` runs (default 3), after
 * one warm-up run (search-speed.ts).
 */
import { spockSearchGame as spock } from '../src/games/spock/search-board.js';
import { printSearchSpeed } from './search-speed.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

// The start, an opening and a middle game (moves from the start).
const POSITIONS: string[][] = [
  [],
  ['a1-a3', 'b4-b3', 'c1~a2'],
  'e1-e3 a5-a3 a1-e1 e5-a5 e3-c3 a5-e5 e1-e3 e5-a5 b2-a1 d4-e5 c2-b2 a4-d4 b2-c2 b5-a4 c2-b2 c5~a4 b2-c2 c5xe3'.split(' '),
];

export async function run(): Promise<void> {
  const states = POSITIONS.map((moves) => moves.reduce((s, m) => spock.play(s, spock.parseMove(s, m)), spock.setup()));
  await printSearchSpeed('Spock', spock, states, { nodes: 400_000, ttBits: 19, runs: Number(env.BENCH_SPEED_RUNS ?? 3) });
}
