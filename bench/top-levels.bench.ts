/**
 * The top of the level ladder in every two-player game: level n+1 against level n for
 * n = `BENCH_TOP_FROM` (default 4) to `BENCH_TOP_TO` − 1 (default 6), `BENCH_TOP_GAMES` games a pair (default 6), in the
 * games named by `BENCH_TOP_GAMES_LIST` (default all four), openings seeded from `BENCH_TOP_SEED`
 * (default 4242). Slow: minutes per pair.
 */
import type { AnyGame, SetupOptions } from '../src/core/game.js';
// The games as the AI searches them (with their search boards), as the worker loads them.
import { draughtsSearchGame as draughts } from '../src/games/draughts/search-board.js';
import { kamisadoSearchGame as kamisado } from '../src/games/kamisado/search-board.js';
import { spockSearchGame as spock } from '../src/games/spock/search-board.js';
import { thudSearchGame as thud } from '../src/games/thud/search-board.js';
import { levelMatch } from './ai-match.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

const GAMES: Record<string, { game: AnyGame; setup: SetupOptions }> = {
  draughts: { game: draughts, setup: { variant: 'russian' } },
  spock: { game: spock, setup: {} },
  kamisado: { game: kamisado, setup: { variant: 'standard' } },
  thud: { game: thud, setup: { variant: 'koom-valley' } },
};

export async function run(): Promise<void> {
  const from = Number(env.BENCH_TOP_FROM ?? 4);
  const games = Number(env.BENCH_TOP_GAMES ?? 6);
  const seed = Number(env.BENCH_TOP_SEED ?? 4242);
  const to = Number(env.BENCH_TOP_TO ?? 7);
  const names = (env.BENCH_TOP_GAMES_LIST ?? Object.keys(GAMES).join(',')).split(',');
  for (const name of names) {
    const { game, setup } = GAMES[name];
    for (let n = from; n < to; n++) {
      const t0 = performance.now();
      const r = await levelMatch(game, setup, n + 1, n, games, seed + n);
      const s = ((performance.now() - t0) / 1000).toFixed(0);
      console.log(`${name}: level ${n + 1} v ${n}: +${r.aWins} =${r.draws} -${r.bWins} (${r.aWins + r.draws / 2}/${games}) in ${s} s`);
    }
  }
}
