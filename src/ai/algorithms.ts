/**
 * The search algorithms the worker can run, by name. Every one returns a `SearchTask`,
 * so slicing, moveNow and cancel work the same for all. Alpha-beta is the default;
 * games whose evaluation is weak or whose moves are random pick another through
 * `SearchRequest.algorithm`.
 */
import type { AnyGame } from '../core/game.js';
import { startSearch, type SearchOptions, type SearchTask } from './search.js';

/** Starts a search of `state`; `options` carry the level's budget (depth, nodes, time) and the seed. */
export type Algorithm = (game: AnyGame, state: unknown, options: SearchOptions) => SearchTask<unknown>;

/**
 * Each algorithm by name, loaded on first use: a worker playing Thud or draughts (alpha-beta)
 * never downloads the Monte Carlo or the expectimax search.
 */
export const ALGORITHMS: Readonly<Record<string, () => Promise<Algorithm>>> = {
  alphabeta: async () => startSearch,
  mcts: () => import('./mcts.js').then((m) => m.startMcts),
  expectimax: () => import('./expectimax.js').then((m) => m.startExpectimax),
};

export const DEFAULT_ALGORITHM = 'alphabeta';
