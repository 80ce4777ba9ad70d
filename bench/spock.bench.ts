/** Move-generation speed of the Spock rules (plain Node): random playouts and perft. */
import { mulberry32 } from '../src/core/random.js';
import { spock, type SpockState } from '../src/games/spock/index.js';

/** Bench sizes. */
const BENCH = { playoutMs: 1500, perftDepth: 5, seed: 7 } as const;

export async function run(): Promise<void> {
  const rnd = mulberry32(BENCH.seed);
  let plays = 0;
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < BENCH.playoutMs) {
    let s: SpockState = spock.setup();
    while (!spock.outcome(s)) {
      const ms = spock.moves(s);
      s = spock.play(s, ms[Math.floor((rnd() / 4294967296) * ms.length)]);
      plays++;
    }
    games++;
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(`random playouts: ${games} games, ${plays} moves()+play()+outcome() — ${Math.round(plays / secs).toLocaleString('en')} per s`);

  // play() alone: every move of a fixed set of positions, repeated.
  const sample: SpockState[] = [];
  let s: SpockState = spock.setup();
  while (sample.length < 200) {
    if (spock.outcome(s)) s = spock.setup();
    sample.push(s);
    const ms = spock.moves(s);
    s = spock.play(s, ms[Math.floor((rnd() / 4294967296) * ms.length)]);
  }
  let n = 0;
  let sink = 0;
  const t1 = performance.now();
  while (performance.now() - t1 < BENCH.playoutMs) {
    for (const p of sample) for (const m of spock.moves(p)) {
      sink ^= spock.play(p, m).hash;
      n++;
    }
  }
  console.log(`play() alone: ${Math.round(n / ((performance.now() - t1) / 1000)).toLocaleString('en')} per s (checksum ${sink & 0xff})`);

  let evals = 0;
  const t2 = performance.now();
  while (performance.now() - t2 < 500) {
    for (const p of sample) {
      spock.evaluate({ ...p, rawMoves: undefined, outcomeCache: undefined });
      evals++;
    }
  }
  console.log(`evaluate() (uncached moves): ${Math.round(evals / ((performance.now() - t2) / 1000)).toLocaleString('en')} per s`);

  const start = spock.setup();
  for (let d = 1; d <= BENCH.perftDepth; d++) {
    const t = performance.now();
    const leaves = spock.perft!(start, d);
    const ms = performance.now() - t;
    console.log(`perft(${d}) = ${leaves.toLocaleString('en')}  ${ms.toFixed(1)} ms  ${Math.round(leaves / Math.max(ms, 0.001) * 1000).toLocaleString('en')} leaves/s`);
  }
}
