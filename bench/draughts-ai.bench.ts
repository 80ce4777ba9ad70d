/**
 * Draughts AI: node rate and time per move at each level, and computer-vs-computer matches
 * showing that level n+1 beats level n. `BENCH_MATCH_GAMES` sets games per pair (default 6;
 * 0 skips the matches), `BENCH_MATCH_LEVELS` the highest level matched (default 7), `BENCH_MATCH_FROM`
 * the lowest (default 1), `BENCH_TIMING=0` skips the timing table.
 */
// The game as the AI searches it (with its search board), as the worker loads it.
import { draughtsSearchGame as draughts } from '../src/games/draughts/search-board.js';
import { levelMatch, timePerLevel } from './ai-match.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

// Positions after a few opening moves and in the middle game, as move lists from the start.
const INTERNATIONAL_POSITIONS: string[][] = [
  [],
  ['32-28', '19-23', '28x19', '14x23'],
  ['33-28', '18-23', '39-33', '12-18', '44-39', '7-12', '31-27', '20-24'],
  ['34-29', '17-21', '40-34', '21-26', '45-40', '11-17', '31-27', '16-21'],
];
const RUSSIAN_POSITIONS: string[][] = [[], ['c3-d4', 'f6-g5', 'g3-f4', 'g7-f6'], ['c3-d4', 'f6-e5', 'd4:f6', 'g7:e5']];

export async function run(): Promise<void> {
  if (env.BENCH_TIMING !== '0') await timing();
  await matches();
}

async function timing(): Promise<void> {
  for (const [variant, positions] of [
    ['international', INTERNATIONAL_POSITIONS],
    ['russian', RUSSIAN_POSITIONS],
  ] as const) {
    console.log(`\n${variant}: time per move by level (${positions.length} positions)`);
    console.log('level  ms/move  max ms  depth  nodes/s');
    for (const t of await timePerLevel(draughts, { variant }, positions)) {
      console.log(
        `${String(t.level).padStart(5)}  ${String(t.msPerMove).padStart(7)}  ${String(t.maxMs).padStart(6)}  ${String(t.meanDepth).padStart(5)}  ${t.nodesPerSecond.toLocaleString('en')}`,
      );
    }
  }
}

async function matches(): Promise<void> {
  const games = Number(env.BENCH_MATCH_GAMES ?? 6);
  const from = Number(env.BENCH_MATCH_FROM ?? 1);
  const top = Number(env.BENCH_MATCH_LEVELS ?? 7);
  if (games <= 0) return;
  console.log(`\nlevel n+1 against level n, ${games} games each (colours alternate, seeded openings), Russian draughts`);
  for (let n = from; n < top; n++) {
    const r = await levelMatch(draughts, { variant: 'russian' }, n + 1, n, games, 1000 + n);
    const score = r.aWins + r.draws / 2;
    console.log(`level ${n + 1} v ${n}: +${r.aWins} =${r.draws} -${r.bWins}  (${score}/${games})`);
  }
}
