import { checkSetupOptions } from '../../core/options.js';
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, SetupOptions } from '../../core/game.js';
import { exitDistance, hashRobots } from './position.js';
import { CELLS, EXIT, HEIGHT, NEIGHBOURS, ROBOTS_LEVELS, START, WIDTH, generateHall } from './hall.js';
import { formatHall, formatRobotsPosition, formatTurn, parseRobotsPosition, parseTurn, robotsCellName, stepTarget } from './notation.js';
import { levelOption, randomSeed, safeMovesOption, seedOption } from './options.js';
import type { RobotsMove, RobotsReason, RobotsState, RobotsStatus } from './rules.js';
import { legalTurns, legalityError, playTurn } from './rules.js';

export type { RobotsMove, RobotsReason, RobotsState, RobotsStatus, RobotsTurnEffects } from './rules.js';
export type { GeneratedHall } from './hall.js';

/**
 * The AI level (budget) of the hint and autoplay, whatever the hall's level (src/ai/levels.ts): expectimax
 * three turns deep where 300,000 nodes and 750 ms allow it, else the two turns it finished. Three turns
 * escaped from 46% of 200 seeded level-6 halls where two escaped from 29.5%, at about 0.1 s a turn.
 */
export const ROBOTS_AI_LEVEL = 5;
export { directionTo as robotsDirectionTo, neighbour as robotsNeighbour, DX as ROBOTS_DX, DY as ROBOTS_DY, generateHall, ROBOTS_LEVELS, ROBOTS_LIMITS, WIDTH as ROBOTS_WIDTH, HEIGHT as ROBOTS_HEIGHT, START as ROBOTS_START, EXIT as ROBOTS_EXIT, CORNERS as ROBOTS_CORNERS, DIR_NAMES as ROBOTS_DIRECTIONS } from './hall.js';
export { formatTurn as formatRobotsTurn, parseTurn as parseRobotsTurn, formatHall as formatRobotsHall } from './notation.js';
export { adjacentRobots as robotsAdjacent, ruleTurns as robotsRuleTurns, halfTurn as robotsHalfTurn, robotsTurnEffects, ROBOTS_SCORES } from './rules.js';

const VARIANTS = ['standard'] as const;

/** rules/arsac.md §A3: a fresh hall from a seed and level. */
function newGame(seed: number, level: number, safeMoves: boolean): RobotsState {
  const hall = generateHall(seed, level);
  const params = ROBOTS_LEVELS[level - 1];
  return {
    crevasse: hall.crevasse,
    robots: hall.robotOrder.slice().sort((a, b) => a - b),
    player: START,
    charges: params.charges,
    turn: 0,
    score: 0,
    target: params.robots,
    rng: hall.rngState,
    status: 'run',
    reason: null,
    seed,
    level,
    safeMoves,
  };
}

function setupRobots(options: SetupOptions = {}): RobotsState {
  const variant = options.variant ?? 'standard';
  if (variant !== 'standard') throw new GameError('unknown-variant', `Robots has one variant, "standard", not "${String(variant)}".`);
  const seed = seedOption(options);
  const level = levelOption(options);
  const safeMoves = safeMovesOption(options);
  if (options.position !== undefined && options.position !== null) {
    const p = parseRobotsPosition(options.position);
    return { ...p, seed: seed ?? null, level, safeMoves };
  }
  return newGame(seed ?? randomSeed(), level, safeMoves);
}

function outcomeOf(state: RobotsState): Outcome | null {
  if (state.status === 'run') return null;
  return { winner: state.status === 'won' ? 'player' : null, reason: state.reason ?? 'caught' };
}

function parseMoveRobots(state: RobotsState, text: string): RobotsMove {
  const move = parseTurn(text);
  const why = legalityError(state, move);
  if (why) throw new GameError('illegal-move', `"${text.trim()}" is not allowed: ${why}.`);
  return move;
}

/** The game-specific set-up of a state (§A2, §A8 and the seed of §0), as `Game.options` gives it. */
export function robotsOptions(state: RobotsState): Record<string, unknown> {
  const o: Record<string, unknown> = { level: state.level, safeMoves: state.safeMoves ? 'on' : 'off' };
  if (state.seed !== null) o.seed = state.seed;
  return o;
}

/**
 * §A8 campaign (optional): after an escape, the next hall is level + 1 (at most 7) with
 * seed + 1, and the score carries on so the scores add up. Throws GameError('bad-option')
 * unless the game was won from a seeded hall.
 */
export function robotsCampaignNext(state: RobotsState): RobotsState {
  if (state.status !== 'won' || state.seed === null) {
    throw new GameError('bad-option', 'The campaign goes on only after an escape from a seeded hall.');
  }
  const next = newGame((state.seed + 1) % 4294967296, Math.min(7, state.level + 1), state.safeMoves);
  return { ...next, score: state.score };
}

/** State fields for a status line and the element (rules/arsac.md §A4–A5). */
export interface RobotsInfo {
  readonly charges: number;
  readonly robots: number;
  readonly target: number;
  readonly turn: number;
  readonly score: number;
  readonly status: RobotsStatus;
  readonly reason: RobotsReason | null;
  readonly seed: number | null;
  readonly level: number;
  readonly safeMoves: boolean;
  /** Player square (x,y), null when hidden under the robot that caught it. */
  readonly player: { readonly x: number; readonly y: number } | null;
  /** King steps to the exit over non-crevasse squares (−1 when cut off). */
  readonly exitDistance: number;
  /** The hall as text, one row per line (y = 0 first). */
  readonly hall: string;
}

export function robotsInfo(state: RobotsState): RobotsInfo {
  return {
    charges: state.charges,
    robots: state.robots.length,
    target: state.target,
    turn: state.turn,
    score: state.score,
    status: state.status,
    reason: state.reason,
    seed: state.seed,
    level: state.level,
    safeMoves: state.safeMoves,
    player: state.player < 0 ? null : { x: state.player % WIDTH, y: (state.player / WIDTH) | 0 },
    exitDistance: exitDistance(state),
    hall: formatHall(state).split('/').join('\n'),
  };
}

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
 * Arsac's Robots (rules/arsac.md part A) as a page plays and draws it, without its records (record.ts's
 * `robotsRecords`, which <robots-hall> loads a turn after its hall) and the search (index.ts adds both),
 * a single-player game: sides = ['player'].
 * The outcome's winner is 'player' on an escape; a null winner means the player lost
 * (caught or time-out) — there is no draw in this game.
 */
export const robotsGridGame: GridGame<RobotsState, RobotsMove> = {
  name: 'robots',
  title: 'Robots',
  variants: VARIANTS,
  optionNames: ['seed', 'level', 'safeMoves', 'safe-moves'],
  defaultVariant: 'standard',
  sides: ['player'],
  setup(options = {}) {
    checkSetupOptions(robotsGridGame, options);
    return setupRobots(options);
  },
  variant: () => 'standard',
  turn: () => 'player',
  moves: legalTurns,
  play(state, move) {
    return playTurn(state, move);
  },
  outcome: outcomeOf,
  formatMove: (_state, move) => formatTurn(move),
  parseMove: parseMoveRobots,
  formatPosition: formatRobotsPosition,
  hash: hashRobots,
  options: robotsOptions,
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

export { robotsCellName, stepTarget as robotsStepTarget };
