/**
 * Seeded random openings, the matches' and the benches' (`npm run match`, bench/ai-match.ts, and the worker
 * speed bench in the browser, which is why this module imports nothing of Node).
 */
import type { AnyGame, SetupOptions } from '../src/core/game.js';
import { mulberry32 } from '../src/core/random.js';
import { games } from '../src/engines/registry.js';

/** Games by registry name: the kit's (`games`), or a benchmark's own (test fixtures). */
export type GameRegistry = Readonly<Record<string, AnyGame>>;

/**
 * The opening of pair `pair` of a match: `plies` random legal moves from the set-up (seeded, so every run
 * of the match plays the same openings), stopping early at a finished game.
 */
export function openingFor(gameName: string, setup: SetupOptions, plies: number, seed: number, pair: number, registry: GameRegistry = games): string[] {
  const game = registry[gameName];
  const rnd = mulberry32((seed * 1_000_003 + pair * 7919) >>> 0);
  let state = game.setup(setup);
  const line: string[] = [];
  for (let i = 0; i < plies && !game.outcome(state); i++) {
    const moves = game.moves(state);
    const move = moves[rnd() % moves.length];
    line.push(game.formatMove(state, move));
    state = game.play(state, move);
  }
  return line;
}
