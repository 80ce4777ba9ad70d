/**
 * Spock's search speed on its search board (README, "search speed on each game's search board"):
 * alpha-beta with fixed node budgets on 3 positions, best of `BENCH_SPEED_RUNS` runs (default 3), after
 * one warm-up run. Node counts are fixed by the budgets, so runs differ only in time.
 */
import { TranspositionTable, searchBest } from '../src/ai/search.js';
import { spockSearchGame as spock } from '../src/games/spock/search-board.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** Bench sizes. */
const SPEED = { nodes: 400_000, ttBits: 19, runs: Number(env.BENCH_SPEED_RUNS ?? 3) } as const;

// The start, an opening and a middle game (moves from the start).
const POSITIONS: string[][] = [
  [],
  ['a1-a3', 'b4-b3', 'c1~a2'],
  'e1-e3 a5-a3 a1-e1 e5-a5 e3-c3 a5-e5 e1-e3 e5-a5 b2-a1 d4-e5 c2-b2 a4-d4 b2-c2 b5-a4 c2-b2 c5~a4 b2-c2 c5xe3'.split(' '),
];

export async function run(): Promise<void> {
  const states = POSITIONS.map((moves) => moves.reduce((s, m) => spock.play(s, spock.parseMove(s, m)), spock.setup()));
  const tt = new TranspositionTable(SPEED.ttBits);
  const once = (): { nodes: number; ms: number; summary: string } => {
    let nodes = 0;
    let ms = 0;
    const parts: string[] = [];
    for (const s of states) {
      const t0 = performance.now();
      const r = searchBest(spock, s, { maxNodes: SPEED.nodes, tt, seed: 1 });
      ms += performance.now() - t0;
      nodes += r.nodes;
      parts.push(`${r.move} ${r.score} d${r.depth} ${r.nodes}`);
    }
    return { nodes, ms, summary: parts.join(' · ') };
  };
  once();
  let best = Infinity;
  let last = once();
  for (let k = 0; k < SPEED.runs; k++) {
    last = once();
    best = Math.min(best, last.ms);
    await Promise.resolve();
  }
  console.log(`Spock search board, ${POSITIONS.length} positions × ${SPEED.nodes.toLocaleString('en')} nodes (best of ${SPEED.runs}):`);
  console.log(`  ${last.summary}`);
  console.log(`  ${Math.round(last.nodes / best * 1000).toLocaleString('en')} nodes/s (${Math.round(best)} ms)`);
}
