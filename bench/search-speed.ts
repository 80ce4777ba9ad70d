/**
 * Search speed on a game's search board, for the `*-speed` benches: alpha-beta with a fixed node budget
 * on each position, best of `runs` runs after one warm-up run. Node counts are fixed by the budget, so runs
 * differ only in time; the line of moves, scores, depths and nodes shows the trees stayed the same.
 */
import type { Game } from '../src/core/game.js';
import { TranspositionTable, searchBest } from '../src/ai/search.js';

export interface SpeedBench {
  readonly nodes: number;
  readonly ttBits: number;
  readonly runs: number;
}

export async function printSearchSpeed<S, M>(label: string, game: Game<S, M>, states: readonly S[], bench: SpeedBench): Promise<void> {
  const tt = new TranspositionTable(bench.ttBits);
  const once = (): { nodes: number; ms: number; summary: string } => {
    let nodes = 0;
    let ms = 0;
    const parts: string[] = [];
    for (const s of states) {
      const t0 = performance.now();
      const r = searchBest(game, s, { maxNodes: bench.nodes, tt, seed: 1 });
      ms += performance.now() - t0;
      nodes += r.nodes;
      parts.push(`${r.move} ${r.score} d${r.depth} ${r.nodes}`);
    }
    return { nodes, ms, summary: parts.join(' · ') };
  };
  once();
  let best = Infinity;
  let last = once();
  for (let k = 0; k < bench.runs; k++) {
    last = once();
    best = Math.min(best, last.ms);
    await Promise.resolve();
  }
  console.log(`${label} search board, ${states.length} positions × ${bench.nodes.toLocaleString('en')} nodes (best of ${bench.runs}):`);
  console.log(`  ${last.summary}`);
  console.log(`  ${Math.round((last.nodes / best) * 1000).toLocaleString('en')} nodes/s (${Math.round(best)} ms)`);
}
