/** Everything: every element (defined on import), the headless engines and the AI configuration. */
export * from './elements/draughts-board/index.js';
export { createGame, gameNames, games, GameSession, GameError, isGameError } from './engines/index.js';
export { configureAi, defaultAiClient } from './ai/index.js';
