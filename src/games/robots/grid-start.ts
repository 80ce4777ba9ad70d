/**
 * Robots' start as a page draws it (grid-start.ts of each split game): what <robots-hall> loads with its hall.
 */
import type { GridShape, GridStart, MoveShape, PieceView } from '../../core/board.js';
import { CELLS, EXIT, HEIGHT, NEIGHBOURS, WIDTH } from './hall.js';
import { robotsStart } from './start.js';
import { robotsCellName, stepTarget, type RobotsMove, type RobotsState } from './state.js';

export type { RobotsMove, RobotsReason, RobotsState, RobotsStatus } from './state.js';
export type { GeneratedHall } from './hall.js';
export type { RobotsInfo } from './start.js';
/**
 * The AI level (budget) of the hint and autoplay, whatever the hall's level (src/ai/levels.ts): expectimax
 * three turns deep where 300,000 nodes and 750 ms allow it, else the two turns it finished. Three turns
 * escaped from 46% of 200 seeded level-6 halls where two escaped from 29.5%, at about 0.1 s a turn.
 */
export const ROBOTS_AI_LEVEL = 5;
export { directionTo as robotsDirectionTo, neighbour as robotsNeighbour, DX as ROBOTS_DX, DY as ROBOTS_DY, generateHall, ROBOTS_LEVELS, ROBOTS_LIMITS, WIDTH as ROBOTS_WIDTH, HEIGHT as ROBOTS_HEIGHT, START as ROBOTS_START, EXIT as ROBOTS_EXIT, CORNERS as ROBOTS_CORNERS, DIR_NAMES as ROBOTS_DIRECTIONS } from './hall.js';
export { formatTurn as formatRobotsTurn, formatHall as formatRobotsHall, adjacentRobots as robotsAdjacent, ROBOTS_SCORES, robotsCellName, stepTarget as robotsStepTarget } from './state.js';
export { robotsCampaignNext, robotsInfo, robotsOptions } from './start.js';

const GRID: GridShape = {
  rows: HEIGHT,
  cols: WIDTH,
  playable: new Array<boolean>(CELLS).fill(true),
  dark: new Array<boolean>(CELLS).fill(false),
  files: Array.from({ length: WIDTH }, (_, x) => String(x)),
  ranks: Array.from({ length: HEIGHT }, (_, y) => String(y)),
};

const PLAYER: PieceView = { side: 'player', kind: 'player' };
const ROBOT: PieceView = { side: 'robots', kind: 'robot' };
const CREVASSE: PieceView = { side: 'hall', kind: 'crevasse' };
const EXIT_VIEW: PieceView = { side: 'hall', kind: 'exit' };

/**
 * Arsac's Robots (rules/arsac.md part A) as a page draws its start (a `GridStart`): the hall, the robots and the
 * player, a single-player game (sides = ['player']); the turns arrive with grid.ts's `robotsGridGame`. The
 * outcome's winner is 'player' on an escape; a null winner means the player lost (caught or time-out).
 */
export const robotsGridStart: GridStart<RobotsState, RobotsMove> = {
  ...robotsStart,
  grid: () => GRID,
  pieces(state) {
    const out: (PieceView | null)[] = new Array<PieceView | null>(CELLS).fill(null);
    out[EXIT] = EXIT_VIEW;
    if (state.player >= 0) out[state.player] = PLAYER;
    for (const r of state.robots) out[r] = ROBOT;
    for (let c = 0; c < CELLS; c++) if (state.crevasse[c]) out[c] = CREVASSE;
    return out;
  },
  moveShape(state, move): MoveShape {
    const captured: number[] = [];
    for (let d = 0; d < 8; d++) if (move.zap & (1 << d)) captured.push(NEIGHBOURS[state.player * 8 + d]);
    return { from: state.player, path: [stepTarget(state, move)], captured };
  },
  cellName: (_variant, cell) => robotsCellName(cell),
};
