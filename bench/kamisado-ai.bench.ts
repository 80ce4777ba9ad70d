/**
 * Kamisado AI (plain Node): move-generation and search speed, time per move at each level,
 * "level 7 finds every win in 3" over the constructed positions, and computer-vs-computer
 * matches showing that level n+1 beats level n.
 *
 * Environment: `BENCH_MATCH_GAMES` games per level pair (default 4; 0 skips the matches),
 * `BENCH_MATCH_LEVELS` the highest level matched (default 7), `BENCH_MATCH_VARIANT`
 * (`standard`, default: a match to 3 gives a stronger level several rounds to show it; or `single`,
 * where one opening often decides the round for both levels).
 */
import { levelBudget } from '../src/ai/levels.js';
import { searchBest, TranspositionTable } from '../src/ai/search.js';
import { mulberry32 } from '../src/core/random.js';
import { searchView, type KamisadoMove, type KamisadoState } from '../src/games/kamisado/index.js';
// The game as the AI searches it (with its search board), as the worker loads it.
import { kamisadoSearchGame as kamisado } from '../src/games/kamisado/search-board.js';
import { WIN_IN_3_SINGLE, WIN_IN_3_STANDARD, isWinningMove } from '../tests/games/kamisado/win-in-3.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** Bench sizes. */
const BENCH = {
  moveGenMs: 1500,
  seed: 2026,
  /** Random opening plies before each pair of match games, so that games differ. */
  openingPlies: 2,
  /** A game still running after this many plies is scored a draw (never reached in practice: §8 caps rounds). */
  maxPlies: 1200,
} as const;

// Middle-game positions (a few moves in) for timing; single-round play.
const TIMING_MOVES: string[][] = [
  [],
  ['d1-d5'],
  ['d1-d5', 'a8-a6', 'b1-b4'],
  ['b1-b6', 'd8-d6', 'c1-e3', 'f8-f3'],
  ['e1-e4', 'a8-a6', 'b1-b3', 'e8-e5'],
];

const table = new TranspositionTable(20);

function moveOf(s: KamisadoState, level: number, seed: number): KamisadoMove {
  return searchBest(kamisado, searchView(s), { ...levelBudget(level), tt: table, seed }).bestMove as KamisadoMove;
}

function moveGenSpeed(): string {
  const rnd = mulberry32(BENCH.seed);
  const t0 = performance.now();
  let plays = 0;
  while (performance.now() - t0 < BENCH.moveGenMs) {
    let s = kamisado.setup({ variant: 'standard' });
    while (!kamisado.outcome(s)) {
      const ms = kamisado.moves(s);
      s = kamisado.play(s, ms[rnd() % ms.length]);
      plays++;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  return `moves()+play() over random standard matches: ${Math.round(plays / secs).toLocaleString('en')} per second`;
}

function timing(): void {
  const states = TIMING_MOVES.map((moves) => {
    let s = kamisado.setup();
    for (const m of moves) s = kamisado.play(s, kamisado.parseMove(s, m));
    return s;
  });
  // Warm the JIT first, so level 1 is not charged for compiling the search.
  for (const s of states) searchBest(kamisado, searchView(s), { ...levelBudget(4), tt: table, seed: 1 });
  console.log(`\ntime per move by level (single round, ${states.length} positions)`);
  console.log('level  ms/move  max ms  depth  nodes/s');
  for (let level = 1; level <= 7; level++) {
    let ms = 0;
    let max = 0;
    let nodes = 0;
    let depth = 0;
    for (const s of states) {
      const t0 = performance.now();
      const r = searchBest(kamisado, searchView(s), { ...levelBudget(level), tt: table, seed: 1 });
      const dt = performance.now() - t0;
      ms += dt;
      max = Math.max(max, dt);
      nodes += r.nodes;
      depth += r.depth;
    }
    const n = states.length;
    console.log(
      `${String(level).padStart(5)}  ${String(Math.round(ms / n)).padStart(7)}  ${String(Math.round(max)).padStart(6)}  ${(depth / n).toFixed(1).padStart(5)}  ${Math.round((nodes / ms) * 1000).toLocaleString('en')}`,
    );
  }
}

function winsInThree(): void {
  console.log('\nlevel 7 on the constructed wins in 3 (side to move wins within 3 of its own moves)');
  let found = 0;
  let total = 0;
  let worst = 0;
  for (const [list, variant] of [
    [WIN_IN_3_SINGLE, 'single'],
    [WIN_IN_3_STANDARD, 'standard'],
  ] as const) {
    for (const p of list) {
      const s = kamisado.setup({ variant, position: p });
      const t0 = performance.now();
      const r = searchBest(kamisado, searchView(s), { ...levelBudget(7), tt: table, seed: 1 });
      const dt = performance.now() - t0;
      worst = Math.max(worst, dt);
      const ok = isWinningMove(s, r.bestMove as KamisadoMove, 3);
      total++;
      if (ok) found++;
      console.log(`  ${ok ? 'found' : 'MISSED'}  ${r.move!.padEnd(9)} ${String(Math.round(dt)).padStart(5)} ms  depth ${r.depth}  ${variant}  ${p}`);
    }
  }
  console.log(`level 7 found ${found}/${total} wins in 3 (slowest ${Math.round(worst)} ms)`);
}

/** One game between two levels from `opening`: the winner (or null when capped) and the rounds each won. */
function game(opening: KamisadoState, aSide: string, a: number, b: number, seed: number): { winner: 'a' | 'b' | null; rounds: [number, number] } {
  let s = opening;
  let plies = 0;
  while (!kamisado.outcome(s) && plies < BENCH.maxPlies) {
    const level = kamisado.turn(s) === aSide ? a : b;
    s = kamisado.play(s, moveOf(s, level, (seed + plies) >>> 0));
    plies++;
  }
  const end = kamisado.outcome(s);
  const rounds: [number, number] = [0, 0];
  for (const r of s.results) rounds[r.winner === aSide ? 0 : 1]++;
  return { winner: !end ? null : end.winner === aSide ? 'a' : 'b', rounds };
}

function matches(variant: string, games: number, top: number): void {
  console.log(`\nlevel n+1 against level n, ${games} games each (${variant}; colours alternate, seeded openings)`);
  for (let n = 1; n < top; n++) {
    const rnd = mulberry32(1000 + n);
    let aWins = 0;
    let bWins = 0;
    let draws = 0;
    let roundsA = 0;
    let roundsB = 0;
    let opening = kamisado.setup({ variant });
    const t0 = performance.now();
    for (let g = 0; g < games; g++) {
      if (g % 2 === 0) {
        opening = kamisado.setup({ variant });
        for (let i = 0; i < BENCH.openingPlies; i++) {
          const ms = kamisado.moves(opening);
          opening = kamisado.play(opening, ms[rnd() % ms.length]);
        }
      }
      const r = game(opening, kamisado.sides[g % 2], n + 1, n, 7919 * g + n);
      if (r.winner === 'a') aWins++;
      else if (r.winner === 'b') bWins++;
      else draws++;
      roundsA += r.rounds[0];
      roundsB += r.rounds[1];
    }
    const secs = ((performance.now() - t0) / 1000).toFixed(0);
    console.log(
      `level ${n + 1} v ${n}: +${aWins} =${draws} -${bWins}  (${aWins + draws / 2}/${games})  rounds ${roundsA}-${roundsB}  ${secs} s`,
    );
  }
}

export async function run(): Promise<void> {
  console.log(moveGenSpeed());
  timing();
  winsInThree();
  const games = Number(env.BENCH_MATCH_GAMES ?? 4);
  const top = Number(env.BENCH_MATCH_LEVELS ?? 7);
  if (games > 0) matches(env.BENCH_MATCH_VARIANT ?? 'standard', games, top);
}
