/**
 * Move-generation speed of the Kamisado engine (plain Node, no DOM):
 * moves() + play() per second over seeded random playouts, and perft from the initial position.
 */
import { mulberry32 } from '../src/core/random.js';
import { kamisado, type KamisadoState } from '../src/games/kamisado/index.js';

/** Bench sizes. */
const BENCH = { playoutMs: 2000, perftDepth: 4, seed: 2026, evalStates: 20_000 } as const;

function playouts(variant: string, ms: number): { games: number; plays: number; gens: number; perSec: number } {
  const rnd = mulberry32(BENCH.seed);
  const t0 = performance.now();
  let games = 0;
  let plays = 0;
  let gens = 0;
  while (performance.now() - t0 < ms) {
    let s: KamisadoState = kamisado.setup({ variant });
    for (;;) {
      if (kamisado.outcome(s)) break;
      const moves = kamisado.moves(s);
      gens++;
      s = kamisado.play(s, moves[rnd() % moves.length]);
      plays++;
    }
    games++;
  }
  const secs = (performance.now() - t0) / 1000;
  return { games, plays, gens, perSec: Math.round(plays / secs) };
}

/** evaluate() calls per second over positions from random playouts (standard match). */
function evalSpeed(): number {
  const rnd = mulberry32(BENCH.seed);
  const states: KamisadoState[] = [];
  while (states.length < BENCH.evalStates) {
    let s: KamisadoState = kamisado.setup({ variant: 'standard' });
    while (!kamisado.outcome(s) && states.length < BENCH.evalStates) {
      states.push(s);
      const moves = kamisado.moves(s);
      s = kamisado.play(s, moves[rnd() % moves.length]);
    }
  }
  const t0 = performance.now();
  let sink = 0;
  for (let rep = 0; rep < 5; rep++) for (const s of states) sink += kamisado.evaluate(s);
  const secs = (performance.now() - t0) / 1000;
  if (sink === 0.5) console.log('');
  return Math.round((5 * states.length) / secs);
}

export async function run(): Promise<void> {
  for (const variant of kamisado.variants) {
    const r = playouts(variant, BENCH.playoutMs / 2);
    console.log(
      `${variant.padEnd(9)} random playouts: ${r.games} games, ${r.plays} moves; moves()+play() ${r.perSec.toLocaleString('en')} per second`,
    );
  }
  console.log(`evaluate(): ${evalSpeed().toLocaleString('en')} per second`);
  const s = kamisado.setup();
  for (let d = 1; d <= BENCH.perftDepth; d++) {
    const t0 = performance.now();
    const n = kamisado.perft!(s, d);
    const ms = performance.now() - t0;
    console.log(`perft(${d}) = ${n}  (${ms.toFixed(0)} ms, ${Math.round(n / Math.max(ms, 1) * 1000).toLocaleString('en')} leaves/s)`);
  }
}
