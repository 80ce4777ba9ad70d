/**
 * Arsac's Robots (rules/arsac.md part A) as a page plays and draws it: its start (grid-start.ts) with the turns,
 * without its records (record.ts's `robotsRecords`, which <robots-hall> loads a turn after its hall) and the search
 * (index.ts adds both).
 */
import type { GridGame } from '../../core/board.js';
import { checkSetupOptions } from '../../core/options.js';
import { GameError } from '../../core/errors.js';
import type { SetupOptions } from '../../core/game.js';
import { robotsGridStart } from './grid-start.js';
import { formatTurn, parseRobotsPosition, parseTurn } from './notation.js';
import type { RobotsMove, RobotsState } from './rules.js';
import { legalTurns, legalityError, playTurn } from './rules.js';
import { readOptions } from './start.js';

export * from './grid-start.js';
export type { RobotsTurnEffects } from './rules.js';
export { parseTurn as parseRobotsTurn } from './notation.js';
export { ruleTurns as robotsRuleTurns, halfTurn as robotsHalfTurn, robotsTurnEffects } from './rules.js';

function parseMoveRobots(state: RobotsState, text: string): RobotsMove {
  const move = parseTurn(text);
  const why = legalityError(state, move);
  if (why) throw new GameError('illegal-move', `"${text.trim()}" is not allowed: ${why}.`);
  return move;
}

/** The whole game: the start's hall with the turns, and set-ups from a position (§A7). */
export const robotsGridGame: GridGame<RobotsState, RobotsMove> = {
  ...robotsGridStart,
  setup(options: SetupOptions = {}) {
    if (options.position === undefined || options.position === null) return robotsGridStart.setup(options);
    checkSetupOptions(robotsGridGame, options);
    const { seed, level, safeMoves } = readOptions(options);
    return { ...parseRobotsPosition(options.position), seed: seed ?? null, level, safeMoves };
  },
  moves: legalTurns,
  play(state, move) {
    return playTurn(state, move);
  },
  formatMove: (_state, move) => formatTurn(move),
  parseMove: parseMoveRobots,
};
