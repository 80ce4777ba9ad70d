/**
 * The headless API: the rules without a board, in Node or a browser, modelled on chess.js.
 *
 *   import { createGame } from 'octarine/engines';
 *   const game = createGame('draughts', { variant: 'russian' });
 *   game.play('c3-d4');
 */
import { GameError } from '../core/errors.js';
import { GameSession, type SessionOptions } from '../core/session.js';
import { games } from './registry.js';

/** Starts a game by registry name; options are the game's set-up options or `{ record }`. */
export function createGame(name: string, options: SessionOptions = {}): GameSession {
  const game = games[name];
  if (!game) {
    throw new GameError('unknown-game', `Unknown game "${name}"; choose one of: ${Object.keys(games).join(', ')}.`);
  }
  return new GameSession(game, options);
}

/** Names accepted by `createGame`. */
export function gameNames(): string[] {
  return Object.keys(games);
}

export { games } from './registry.js';
export { GameSession, genericPerft } from '../core/session.js';
export type { LineView, SessionOptions } from '../core/session.js';
export { GameError, isGameError } from '../core/errors.js';
// The daily challenge's day (`seed="daily"`, `<puzzle-of-the-day>`), for a page's own rotation.
export { dailyIndex, dailySeed } from '../core/daily.js';
export type { GameErrorCode } from '../core/errors.js';
export type { Game, AnyGame, Rules, AnyRules, SearchHooks, Outcome, SetupOptions, GameRecord, RecordInput, ChanceOutcome, Variation, OpeningBook, BookMove } from '../core/game.js';
export type { LevelBudget, LevelLadder } from '../core/levels.js';
export type { SearchBoard } from '../core/search-board.js';
// What a game's own search returns and is given (`SearchHooks.ownSearch`): the task the AI's drivers run.
export type { SearchOptions, SearchOutcome, SearchTask, TranspositionTable } from '../ai/search.js';
export type { SearchInfo } from '../ai/types.js';
