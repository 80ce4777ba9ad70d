/**
 * What international draughts could gain from bit boards in WebAssembly (docs/strength.md, stop 61): the
 * kit's move generator against the same rules on one 64-bit word in WebAssembly (bench/wasm/), perft(8) and
 * perft(9) with bulk counting; then, on draughts-speed's three positions, the kit's search over the kit's
 * board and over a search board on that word (material and advance, no draw rules), and a bare alpha-beta on
 * the word (no table, no ordering): where the time goes once the board is fast.
 * Then the whole search longer, in one go and in slices resumed where they stopped (asyncify, as a worker would
 * run it). Not part of the kit: compiled here with AssemblyScript. Best of `BENCH_SPEED_RUNS` runs (default 3).
 */
import type { Game } from '../src/core/game.js';
import { TranspositionTable, searchBest } from '../src/ai/search.js';
import { draughts, type DraughtsMove, type DraughtsState } from '../src/games/draughts/index.js';
import { draughtsSearchGame } from '../src/games/draughts/search-board.js';
import { openingFor } from './openings.js';
import { MOBY_TOOLS, compileInternational } from './wasm/international.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number(env.BENCH_SPEED_RUNS ?? 3);
/** International perft, from the rules file to depth 7; 8 and 9 measured here by both generators. */
const PERFT = [
  { depth: 8, expected: 6_483_961 },
  { depth: 9, expected: 41_022_423 },
];
const SEARCH_DEPTH = 11;
const SEARCH_NODES = 500_000;
/** A longer search, timed in one go and in slices of SLICE_MS. */
const SLICED_NODES = 3_000_000;
const SLICE_MS = 20;

/** The fastest of RUNS timings of `f` (after one warm-up), with its result. */
function best<T>(f: () => T): { ms: number; value: T } {
  let value = f();
  let ms = Infinity;
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    value = f();
    ms = Math.min(ms, performance.now() - t0);
  }
  return { ms, value };
}

const perSecond = (n: number, ms: number): string => `${((n / ms) * 1000 / 1e6).toFixed(1)} M`;

export async function run(): Promise<void> {
  const wasm = await compileInternational();
  const start = draughts.setup({ variant: 'international' });
  for (const { depth, expected } of PERFT) {
    const js = best(() => draughts.perft!(start, depth));
    const w = best(() => wasm.perft(start, depth));
    const ok = js.value === expected && w.value === expected ? 'ok' : `MISMATCH (kit ${js.value}, wasm ${w.value}, expected ${expected})`;
    console.log(
      `international perft(${depth}) = ${expected} ${ok}: kit ${perSecond(expected, js.ms)} leaves/s (${js.ms.toFixed(0)} ms), ` +
        `bit board in WebAssembly ${perSecond(expected, w.ms)} (${w.ms.toFixed(0)} ms), ${(js.ms / w.ms).toFixed(1)}×`,
    );
  }
  const setup = { variant: 'international' } as const;
  const states = [21, 26, 28].map((plies) =>
    openingFor('draughts', setup, plies, 1, 0, { draughts: draughtsSearchGame }).reduce((s, m) => draughts.play(s, draughts.parseMove(s, m)), draughts.setup(setup)),
  );
  const nodesPerSecond = (game: Game<DraughtsState, DraughtsMove>): string => {
    const tt = new TranspositionTable(20);
    const r = best(() => states.reduce((n, s) => n + searchBest(game, s, { maxNodes: SEARCH_NODES, tt, seed: 1 }).nodes, 0));
    return `${r.value.toLocaleString('en')} nodes, ${perSecond(r.value, r.ms)} nodes/s (${r.ms.toFixed(0)} ms)`;
  };
  console.log(`the kit's search, 3 positions × ${SEARCH_NODES.toLocaleString('en')} nodes at most, on the kit's board: ${nodesPerSecond(draughtsSearchGame)}`);
  const overWasm = { ...draughtsSearchGame, searchBoard: (s: DraughtsState) => wasm.searchBoard(s), beforeSearch: undefined };
  console.log(`  the same search on the bit board in WebAssembly: ${nodesPerSecond(overWasm)}`);
  const whole = best(() => states.map((s) => wasm.search(s, SEARCH_NODES)));
  const wholeNodes = whole.value.reduce((n, r) => n + r.nodes, 0);
  console.log(
    `  a whole search in WebAssembly (the same tools, the kit's evaluation): ${wholeNodes.toLocaleString('en')} nodes ` +
      `(${whole.value.map((r) => `d${r.depth}`).join(' ')}), ${perSecond(wholeNodes, whole.ms)} nodes/s (${whole.ms.toFixed(0)} ms)`,
  );
  wasm.setTools(MOBY_TOOLS.single | MOBY_TOOLS.lmr | MOBY_TOOLS.probcut);
  const moby = best(() => states.map((s) => wasm.search(s, SEARCH_NODES)));
  const mobyNodes = moby.value.reduce((n, r) => n + r.nodes, 0);
  console.log(
    `  the same with Moby Dam's search tools (tools=single+lmr+probcut): ${mobyNodes.toLocaleString('en')} nodes ` +
      `(${moby.value.map((r) => `d${r.depth}`).join(' ')}), ${perSecond(mobyNodes, moby.ms)} nodes/s (${moby.ms.toFixed(0)} ms)`,
  );
  // The same tools searched longer, in one go and in slices resumed where they stopped (what a worker would run).
  const sliced = await compileInternational(undefined, { sliced: true });
  sliced.setTools(MOBY_TOOLS.single | MOBY_TOOLS.lmr | MOBY_TOOLS.probcut);
  const oneGo = best(() => states.map((s) => wasm.search(s, SLICED_NODES)));
  wasm.setTools(0);
  let inSlices: Awaited<ReturnType<typeof sliced.searchInSlices>>[] = [];
  let slicedMs = Infinity;
  for (let k = 0; k <= RUNS; k++) {
    const t0 = performance.now();
    const runs = [];
    for (const s of states) runs.push(await sliced.searchInSlices(s, SLICED_NODES, SLICE_MS));
    if (k > 0) slicedMs = Math.min(slicedMs, performance.now() - t0);
    inSlices = runs;
  }
  const same = inSlices.every((r, i) => r.nodes === oneGo.value[i].nodes && r.depth === oneGo.value[i].depth && r.score === oneGo.value[i].score);
  const slicedNodes = inSlices.reduce((n, r) => n + r.nodes, 0);
  console.log(
    `  the same, ${SLICED_NODES.toLocaleString('en')} nodes at most: in one go ${perSecond(slicedNodes, oneGo.ms)} nodes/s (${oneGo.ms.toFixed(0)} ms, ${wasm.bytes.toLocaleString('en')} bytes of module); ` +
      `in slices of ${SLICE_MS} ms, a macrotask between (asyncify) ${perSecond(slicedNodes, slicedMs)} (${slicedMs.toFixed(0)} ms, ` +
      `${inSlices.reduce((n, r) => n + r.slices, 0)} slices, the longest ${Math.max(...inSlices.map((r) => r.longestMs)).toFixed(1)} ms, ${sliced.bytes.toLocaleString('en')} bytes); ` +
      `the same nodes, depths and scores: ${same ? 'yes' : 'NO'}`,
  );
  const search = best(() => states.reduce((n, s) => n + wasm.searchNodes(s, SEARCH_DEPTH), 0));
  console.log(
    `bare alpha-beta on the bit board in WebAssembly, draughts-speed's 3 positions × ${SEARCH_DEPTH} plies: ` +
      `${search.value.toLocaleString('en')} nodes, ${perSecond(search.value, search.ms)} nodes/s (${search.ms.toFixed(0)} ms)`,
  );
}
