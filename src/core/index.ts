export type { Game, AnyGame, Outcome, SetupOptions, GameRecord, RecordInput, ChanceOutcome } from './game.js';
export type { LevelBudget, LevelLadder } from './levels.js';
export { WIN_SCORE } from './game.js';
export type { GridGame, GridShape, PieceView, MoveShape } from './board.js';
export { GameError, isGameError } from './errors.js';
export type { GameErrorCode } from './errors.js';
export { GameSession, genericPerft } from './session.js';
export type { SessionOptions } from './session.js';
export { Lcg, mulberry32, zobristTable } from './random.js';
