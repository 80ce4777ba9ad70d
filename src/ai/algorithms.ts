/**
 * The search algorithms the worker can run, by name. Every one returns a `SearchTask`,
 * so slicing, moveNow and cancel work the same for all. Alpha-beta is the default;
 * games whose evaluation is weak or whose moves are random pick another through
 * `SearchRequest.algorithm`.
 */
import type { AnyGame } from '../core/game.js';
import { startSearch, type SearchOptions, type SearchTask } from './search.js';
import { startMcts } from './mcts.js';
import { startExpectimax } from './expectimax.js';

/** Starts a search of `state`; `options` carry the level's budget (depth, nodes, time) and the seed. */
export type Algorithm = (game: AnyGame, state: unknown, options: SearchOptions) => SearchTask<unknown>;

export const ALGORITHMS: Record<string, Algorithm> = {
  alphabeta: startSearch,
  mcts: startMcts,
  expectimax: startExpectimax,
};

export const DEFAULT_ALGORITHM = 'alphabeta';
