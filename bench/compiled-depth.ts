/**
 * The time the compiled search (level 7's middle game, src/games/draughts/compiled/) takes to reach a fixed depth, on
 * the middle-game positions of a few seeded games (table-size.ts's: every second position from ply 16 to 70), with
 * level 7's tools and table kept through each game as level 7 keeps it. A fixed depth makes the count independent of
 * the clock: less time to the same depth is a deeper search in level 7's time. `--source` compiles another copy of
 * the AssemblyScript file, so that two versions can be timed side by side on the same positions (stop 77).
 *
 *   npx tsx bench/compiled-depth.ts [--depth 15] [--games 2] [--seed 7] [--source a.ts,b.ts] [--runs 1]
 */
import { parseArgs } from 'node:util';
import { COMPILED_TUNING } from '../src/games/draughts/compiled/engine.js';
import { SEARCH_SOURCE } from './wasm/compile.js';
import { compileInternational } from './wasm/international.js';
import { gamePositions } from './table-size.js';

const { values } = parseArgs({
  options: {
    depth: { type: 'string', default: '15' },
    games: { type: 'string', default: '2' },
    seed: { type: 'string', default: '7' },
    source: { type: 'string', default: SEARCH_SOURCE },
    runs: { type: 'string', default: '1' },
  },
});
const depth = Number(values.depth);
const games = gamePositions(Number(values.games), Number(values.seed));
const sources = values.source.split(',');
const engines = await Promise.all(sources.map((source) => compileInternational(undefined, { source })));
console.log(`${games.flat().length} positions of ${games.length} games, each searched to depth ${depth} (positions with one legal move are not searched):`);
// Runs alternate between the sources, so that a busy spell of the machine falls on each alike.
for (let run = 0; run < Number(values.runs); run++) {
  engines.forEach((wasm, k) => {
    wasm.setTools(COMPILED_TUNING.tools);
    wasm.setMaxDepth(depth);
    let ms = 0;
    let nodes = 0;
    let logMs = 0;
    let searched = 0;
    for (const positions of games) {
      wasm.setTableBits(COMPILED_TUNING.tableBits);
      for (const s of positions) {
        const t0 = performance.now();
        const r = wasm.choose(s, Infinity, 1);
        const t = performance.now() - t0;
        if (r.depth < depth) continue;
        ms += t;
        nodes += r.nodes;
        logMs += Math.log(t);
        searched++;
      }
    }
    console.log(
      `  ${sources[k].split('/').pop()}: ${searched} positions, ${(ms / 1000).toFixed(1)} s, ${(nodes / 1e6).toFixed(1)} M nodes, ` +
        `${((nodes / ms) * 1e-3).toFixed(2)} M nodes/s, geometric mean ${Math.exp(logMs / searched).toFixed(0)} ms a position`,
    );
  });
}
