/** Everything: every element (defined on import), the headless engines and the AI configuration. */
export { DraughtsBoard } from './elements/draughts-board/index.js';
export { ThudBoard } from './elements/thud-board/index.js';
export { KamisadoBoard } from './elements/kamisado-board/index.js';
export { SpockBoard } from './elements/spock-board/index.js';
export { RobotsHall } from './elements/robots-hall/index.js';
export { FormulaRoad } from './elements/formula-road/index.js';
export { PuzzleOfTheDay } from './elements/puzzle-of-the-day/index.js';
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail, GameHintDetail, GameSolvedDetail } from './ui/events.js';
export { createGame, gameNames, games, GameSession, GameError, isGameError, dailyIndex, dailySeed } from './engines/index.js';
export { configureAi, defaultAiClient } from './engines/ai.js';
