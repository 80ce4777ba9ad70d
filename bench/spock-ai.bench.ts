/**
 * Spock AI (rules/spock.md): time per move by level, alpha-beta against MCTS at equal
 * budgets, level n+1 against level n, and level 7 on positions with a win in 2.
 * Environment: `BENCH_SPOCK_DUEL` games per algorithm duel (default 4, 0 skips),
 * `BENCH_MATCH_GAMES` games per level pair (default 4, 0 skips; the pairs 6 v 5 and 7 v 6 play 2, since
 * every move takes seconds there), `BENCH_MATCH_LEVELS`
 * the highest level matched (default 7), `BENCH_SPOCK_PARTS` a comma list of the parts
 * to run (`time,duel,levels,win2`; default all).
 */
import { ALGORITHMS, type Algorithm } from '../src/ai/algorithms.js';
import { levelBudget } from '../src/ai/levels.js';
import { TranspositionTable } from '../src/ai/search.js';
import type { AnyGame } from '../src/core/game.js';
import { mulberry32 } from '../src/core/random.js';
import type { SpockMove, SpockState } from '../src/games/spock/index.js';
// The game as the AI searches it (with its search board), as the worker loads it.
import { spockSearchGame as spock } from '../src/games/spock/search-board.js';
import { WIN_IN_2, forcesWinIn2, winsAtOnce } from '../tests/games/spock/win-in-2.js';
import { levelMatch, timePerLevel } from './ai-match.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const parts = (env.BENCH_SPOCK_PARTS ?? 'time,duel,levels,win2').split(',');

/** Bench sizes. */
const SPOCK_BENCH = {
  /** Levels at which alpha-beta meets MCTS. */
  duelLevels: [2, 4],
  /** Plies after which an unfinished game counts as a draw. */
  maxPlies: 160,
  /** Random plies at the start of each pair of games. */
  openingPlies: 2,
  /** Pairs whose stronger level is this or more take seconds per move: fewer games. */
  slowFrom: 6,
  slowPairGames: 2,
} as const;

// Positions for the timing table: the start, an opening, and two middle games.
const POSITIONS: string[][] = [
  [],
  ['a1-a3', 'b4-b3', 'c1~a2'],
  ['e1-e3', 'a5-a3', 'a1-e1', 'e5-a5', 'e3-c3', 'a5-e5', 'e1-e3', 'e5-a5', 'b2-a1', 'd4-e5'],
  'e1-e3 a5-a3 a1-e1 e5-a5 e3-c3 a5-e5 e1-e3 e5-a5 b2-a1 d4-e5 c2-b2 a4-d4 b2-c2 b5-a4 c2-b2 c5~a4 b2-c2 c5xe3'.split(' '),
];

const table = new TranspositionTable(20);
const game = spock as unknown as AnyGame;
/** Every algorithm, loaded once up front, so that `pick` stays synchronous. */
const STARTS: Record<string, Algorithm> = Object.fromEntries(await Promise.all(Object.entries(ALGORITHMS).map(async ([name, load]) => [name, await load(game)])));

function pick(algorithm: string, state: SpockState, level: number, seed: number): SpockMove {
  const b = levelBudget(level);
  const task = STARTS[algorithm](game, state, { ...b, tt: table, seed });
  while (!task.step(Infinity));
  return task.result.bestMove as SpockMove;
}

/** Alpha-beta against MCTS at one level: colours alternate, each pair of games shares a seeded opening. */
function duel(level: number, games: number, seed: number): { ab: number; mcts: number; draws: number } {
  const rnd = mulberry32(seed);
  const r = { ab: 0, mcts: 0, draws: 0 };
  let opening = spock.setup();
  for (let g = 0; g < games; g++) {
    if (g % 2 === 0) {
      opening = spock.setup();
      for (let i = 0; i < SPOCK_BENCH.openingPlies; i++) {
        const ms = spock.moves(opening);
        opening = spock.play(opening, ms[rnd() % ms.length]);
      }
    }
    const abSide = spock.sides[g % 2];
    let s = opening;
    let plies = 0;
    while (!spock.outcome(s) && plies < SPOCK_BENCH.maxPlies) {
      const algo = spock.turn(s) === abSide ? 'alphabeta' : 'mcts';
      s = spock.play(s, pick(algo, s, level, seed + g * 101 + plies));
      plies++;
    }
    const end = spock.outcome(s);
    if (!end || end.winner === null) r.draws++;
    else if (end.winner === abSide) r.ab++;
    else r.mcts++;
  }
  return r;
}

export async function run(): Promise<void> {
  if (parts.includes('time')) {
    console.log(`\nSpock: time per move by level, alpha-beta (${POSITIONS.length} positions)`);
    console.log('level  ms/move  max ms  depth  nodes/s');
    for (const t of await timePerLevel(game, {}, POSITIONS)) {
      console.log(
        `${String(t.level).padStart(5)}  ${String(t.msPerMove).padStart(7)}  ${String(t.maxMs).padStart(6)}  ${String(t.meanDepth).padStart(5)}  ${t.nodesPerSecond.toLocaleString('en')}`,
      );
    }
  }

  const duelGames = Number(env.BENCH_SPOCK_DUEL ?? 4);
  if (parts.includes('duel') && duelGames > 0) {
    console.log(`\nalpha-beta against MCTS, same level budget, ${duelGames} games each (colours alternate, seeded openings)`);
    for (const level of SPOCK_BENCH.duelLevels) {
      const t0 = performance.now();
      const r = duel(level, duelGames, 77 + level);
      console.log(`level ${level}: alpha-beta +${r.ab} =${r.draws} -${r.mcts} against MCTS  (${Math.round((performance.now() - t0) / 1000)} s)`);
      await Promise.resolve();
    }
  }

  const games = Number(env.BENCH_MATCH_GAMES ?? 4);
  const top = Number(env.BENCH_MATCH_LEVELS ?? 7);
  if (parts.includes('levels') && games > 0) {
    console.log(
      `\nlevel n+1 against level n (alpha-beta), ${games} games per pair (${SPOCK_BENCH.slowPairGames} from level ${SPOCK_BENCH.slowFrom}), ${SPOCK_BENCH.maxPlies} plies at most`,
    );
    for (let n = 1; n < top; n++) {
      const t0 = performance.now();
      const count = n + 1 >= SPOCK_BENCH.slowFrom ? Math.min(games, SPOCK_BENCH.slowPairGames) : games;
      const r = await levelMatch(game, {}, n + 1, n, count, 500 + n, { maxPlies: SPOCK_BENCH.maxPlies });
      const score = r.aWins + r.draws / 2;
      console.log(`level ${n + 1} v ${n}: +${r.aWins} =${r.draws} -${r.bWins}  (${score}/${count}, ${Math.round((performance.now() - t0) / 1000)} s)`);
    }
  }

  if (parts.includes('win2')) {
    console.log(`\nlevel 7 on ${WIN_IN_2.length} positions with a win in 2 (its own two moves) and none in 1`);
    let ok = 0;
    let worst = 0;
    for (const p of WIN_IN_2) {
      const s = spock.setup({ position: p });
      const t0 = performance.now();
      const m = pick('alphabeta', s, 7, 1);
      const ms = performance.now() - t0;
      worst = Math.max(worst, ms);
      const good = winsAtOnce(s, m) || forcesWinIn2(s, m);
      if (good) ok++;
      else console.log(`  MISSED: ${p} — played ${spock.formatMove(s, m)}`);
    }
    console.log(`level 7 keeps the forced win in ${ok}/${WIN_IN_2.length} positions (slowest ${Math.round(worst)} ms)`);
  }
}
