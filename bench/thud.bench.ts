/**
 * Thud move generation speed (plain Node): moves() + play() per second over seeded
 * random playouts in each variant, and perft counts from the initial positions.
 */
import { mulberry32 } from '../src/core/random.js';
import { perft, thud, type ThudState } from '../src/games/thud/index.js';

/** Bench sizes: enough to be stable, small enough for a shared 2-core machine. */
const BENCH = { playoutMs: 1500, seed: 20261129, perftDepth: { classic: 3, 'koom-valley': 3, 'koom-valley-football': 3 } } as const;

function playouts(variant: string, ms: number): { games: number; plies: number; moveCalls: number; moveSec: number; playSec: number } {
  const rnd = mulberry32(BENCH.seed);
  let games = 0;
  let plies = 0;
  let moveCalls = 0;
  let moveTime = 0;
  let playTime = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    let s: ThudState = thud.setup({ variant });
    while (!thud.outcome(s)) {
      const t0 = performance.now();
      const list = thud.moves(s);
      const t1 = performance.now();
      const m = list[rnd() % list.length];
      s = thud.play(s, m);
      const t2 = performance.now();
      moveTime += t1 - t0;
      playTime += t2 - t1;
      moveCalls++;
      plies++;
    }
    games++;
  }
  return { games, plies, moveCalls, moveSec: moveCalls / (moveTime / 1000), playSec: plies / (playTime / 1000) };
}

/** play() alone, many times from the same positions (what alpha-beta does at every node). */
function playRate(variant: string): number {
  const s = thud.setup({ variant });
  const list = thud.moves(s);
  const n = 200_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) thud.play(s, list[i % list.length]);
  return n / ((performance.now() - t0) / 1000);
}

/** evaluate() over the positions of one random game, repeated. */
function evalRate(variant: string): number {
  const rnd = mulberry32(BENCH.seed + 1);
  const states: ThudState[] = [];
  let s: ThudState = thud.setup({ variant });
  while (!thud.outcome(s)) {
    states.push(s);
    const list = thud.moves(s);
    s = thud.play(s, list[rnd() % list.length]);
  }
  const n = 100_000;
  let sink = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += thud.evaluate(states[i % states.length]);
  const rate = n / ((performance.now() - t0) / 1000);
  return sink === Infinity ? 0 : rate;
}

export async function run(): Promise<void> {
  for (const variant of thud.variants) {
    const r = playouts(variant, BENCH.playoutMs);
    console.log(
      `thud ${variant}: ${r.games} random games, ${r.plies} plies (${(r.plies / r.games).toFixed(0)}/game); ` +
        `moves() ${Math.round(r.moveSec).toLocaleString('en')}/s, play() ${Math.round(r.playSec).toLocaleString('en')}/s in playouts, ` +
        `play() ${Math.round(playRate(variant)).toLocaleString('en')}/s from the start, ` +
        `evaluate() ${Math.round(evalRate(variant)).toLocaleString('en')}/s`,
    );
  }
  for (const variant of thud.variants) {
    const s = thud.setup({ variant });
    const depth = BENCH.perftDepth[variant as keyof typeof BENCH.perftDepth];
    const counts: string[] = [];
    for (let d = 1; d <= depth; d++) {
      const t0 = performance.now();
      const n = perft(s, d);
      const sec = (performance.now() - t0) / 1000;
      counts.push(`perft(${d}) = ${n.toLocaleString('en')} (${sec.toFixed(2)} s)`);
    }
    console.log(`thud ${variant}: ${counts.join(', ')}`);
  }
}
