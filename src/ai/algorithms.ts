/**
 * The search algorithms the worker can run, by name. Every one returns a `SearchTask`,
 * so slicing, moveNow and cancel work the same for all. Alpha-beta is the default;
 * games whose evaluation is weak or whose moves are random pick another through
 * `SearchRequest.algorithm`.
 */
import type { AnyGame } from '../core/game.js';
import { startSearchOn, type SearchOptions, type SearchTask } from './search.js';

/** Starts a search of `state`; `options` carry the level's budget (depth, nodes, time) and the seed. */
export type Algorithm = (game: AnyGame, state: unknown, options: SearchOptions) => SearchTask<unknown>;

/**
 * Each algorithm by name, loaded on first use for `game`: a worker playing Thud or draughts
 * (alpha-beta on the game's own search board) never downloads the Monte Carlo or the expectimax
 * search, nor the adapter that searches a game without a board on its pure functions.
 */
export const ALGORITHMS: Readonly<Record<string, (game: AnyGame) => Promise<Algorithm>>> = {
  alphabeta: async (game) => {
    // A game's own search may take the position (at a level that asks for it: `LevelBudget.ownSearch`, `Game.ownSearch`).
    if (game.searchBoard) return (g, state, options) => g.ownSearch?.(state, options) || startSearchOn(g.searchBoard!(state), g, state, options);
    const { GameBoard } = await import('./game-board.js');
    return (g, state, options) => startSearchOn(new GameBoard(g, state), g, state, options);
  },
  mcts: () => import('./mcts.js').then((m) => m.startMcts),
  expectimax: () => import('./expectimax.js').then((m) => m.startExpectimax),
};

export const DEFAULT_ALGORITHM = 'alphabeta';
