// Speed of the Arsac engines (rules/arsac.md): random playouts of Robots and Formula 1 and
// Robots hall generation. Plain Node, no DOM.
import { mulberry32 } from '../src/core/random.js';
import { formula } from '../src/games/formula/index.js';
import type { FormulaState } from '../src/games/formula/index.js';
import { generateHall, robots, robotsChance } from '../src/games/robots/index.js';
import type { RobotsState } from '../src/games/robots/index.js';

/** How long each measurement runs (ms). */
const BENCH = { robotsMs: 1500, formulaMs: 1000, hallMs: 800, chanceMs: 500 } as const;

function timeLoop(ms: number, body: () => number): { count: number; elapsed: number } {
  const t0 = performance.now();
  let count = 0;
  let elapsed = 0;
  while ((elapsed = performance.now() - t0) < ms) count += body();
  return { count, elapsed };
}

export async function run(): Promise<void> {
  for (const safeMoves of ['on', 'off'] as const) {
    let g = 0;
    const r = timeLoop(BENCH.robotsMs, () => {
      const rnd = mulberry32(++g);
      let s: RobotsState = robots.setup({ seed: g, level: 1 + (g % 7), safeMoves });
      let n = 0;
      while (!robots.outcome(s)) {
        const ms = robots.moves(s);
        s = robots.play(s, ms[rnd() % ms.length]);
        n++;
      }
      return n;
    });
    console.log(`robots random playouts (safe-moves ${safeMoves}): ${Math.round((r.count / r.elapsed) * 1000)} turns/s over ${g} games`);
  }

  let g = 0;
  const f = timeLoop(BENCH.formulaMs, () => {
    const rnd = mulberry32(++g);
    let s: FormulaState = formula.setup({ seed: g, level: 1 + (g % 7), mode: g % 2 ? 'fixed' : 'variable' });
    let n = 0;
    while (!formula.outcome(s)) {
      const ms = formula.moves(s);
      s = formula.play(s, ms[rnd() % ms.length]);
      n++;
    }
    return n;
  });
  console.log(`formula random playouts: ${Math.round((f.count / f.elapsed) * 1000)} turns/s over ${g} races`);

  // A driver that survives long exercises the lazy road generation too.
  g = 0;
  const guided = timeLoop(BENCH.formulaMs, () => {
    let s: FormulaState = formula.setup({ seed: 100000 + ++g, level: 7, length: 2000 });
    let n = 0;
    while (!formula.outcome(s)) {
      const next = s.road.guide(s.d + 1);
      s = formula.play(s, next < s.c ? 'L' : next > s.c ? 'R' : '.');
      n++;
    }
    return n;
  });
  console.log(`formula guide-following races (length 2000): ${Math.round((guided.count / guided.elapsed) * 1000)} turns/s over ${g} races`);

  for (const level of [1, 4, 7]) {
    let seed = 0;
    let rejected = 0;
    const h = timeLoop(BENCH.hallMs / 2, () => {
      rejected += generateHall(++seed, level).rejected;
      return 1;
    });
    console.log(`robots hall generation, level ${level}: ${((h.elapsed / h.count) * 1000).toFixed(1)} µs/hall (${(rejected / h.count).toFixed(3)} regenerations/hall)`);
  }

  const s0 = robots.setup({ seed: 7, level: 4 });
  const moves = robots.moves(s0);
  const c = timeLoop(BENCH.chanceMs, () => {
    for (const m of moves) robotsChance(s0, m);
    return moves.length;
  });
  console.log(`robotsChance: ${Math.round((c.count / c.elapsed) * 1000)} calls/s`);
}
