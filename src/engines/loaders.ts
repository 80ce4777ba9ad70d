/**
 * One lazy import per game, so that a page (and its AI worker) loads only the games it
 * plays: bundlers make each `import()` its own chunk. The AI worker entry and the AI
 * client's main-thread fallback use this instead of the registry, which imports all six.
 * Where a game has a search board, the loader brings the game as the AI searches it (its rules
 * and the board, `search-board.ts`): no board drawing, animation or records, which only a page
 * needs, while the registry's game, which pages use, carries no search board.
 */
import { GameError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';

const LOADERS: Readonly<Record<string, () => Promise<AnyGame>>> = {
  draughts: () => import('../games/draughts/search-board.js').then((m) => m.draughtsSearchGame),
  thud: () => import('../games/thud/search-board.js').then((m) => m.thudSearchGame),
  kamisado: () => import('../games/kamisado/search-board.js').then((m) => m.kamisadoSearchGame),
  spock: () => import('../games/spock/search-board.js').then((m) => m.spockSearchGame),
  robots: () => import('../games/robots/index.js').then((m) => m.robots),
  formula: () => import('../games/formula/index.js').then((m) => m.formula),
};

/** Names `loadGame` accepts (the registry's, in the same order). */
export function loadableGameNames(): string[] {
  return Object.keys(LOADERS);
}

/** The game of that registry name, imported on demand; rejects with `GameError('unknown-game')` for any other name. */
export async function loadGame(name: string): Promise<AnyGame> {
  if (!Object.hasOwn(LOADERS, name)) {
    throw new GameError('unknown-game', `Unknown game "${name}"; choose one of: ${loadableGameNames().join(', ')}.`);
  }
  return LOADERS[name]();
}
