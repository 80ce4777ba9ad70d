/**
 * Arsac's Robots' start (rules/arsac.md §A2–§A3, §A8): the set-up options read and a fresh hall, and what a page
 * reads of a position, before the rest of the rules (grid.ts: turns listed, played and read) arrive.
 */
import { checkSetupOptions } from '../../core/options.js';
import type { PlayRules } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, Rules, SetupOptions } from '../../core/game.js';
import { exitDistance, hashRobots } from './position.js';
import { START, ROBOTS_LEVELS, WIDTH, generateHall } from './hall.js';
import { levelOption, randomSeed, safeMovesOption, seedOption } from './options.js';
import { formatHall, formatRobotsPosition, type RobotsMove, type RobotsReason, type RobotsState, type RobotsStatus } from './state.js';

export const VARIANTS = ['standard'] as const;

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

/** The hall the options ask for; a position is refused here (grid.ts reads those). */
function startRobots(options: SetupOptions = {}): RobotsState {
  const { seed, level, safeMoves } = readOptions(options);
  if (options.position !== undefined && options.position !== null) {
    throw new GameError('not-ready', "A Robots position is read by the game's rules, which are not loaded here.");
  }
  return newGame(seed ?? randomSeed(), level, safeMoves);
}

function outcomeOf(state: RobotsState): Outcome | null {
  if (state.status === 'run') return null;
  return { winner: state.status === 'won' ? 'player' : null, reason: state.reason ?? 'caught' };
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

/** The options a set-up without a position makes a hall from (level, seed, safe moves), read and checked. */
export function readOptions(options: SetupOptions): { seed: number | undefined; level: number; safeMoves: boolean } {
  const variant = options.variant ?? 'standard';
  if (variant !== 'standard') throw new GameError('unknown-variant', `Robots has one variant, "standard", not "${String(variant)}".`);
  return { seed: seedOption(options), level: levelOption(options), safeMoves: safeMovesOption(options) };
}

/** Robots' rules without the turns: a fresh hall, read and written (`setup` refuses a `position`: grid.ts reads those). */
export const robotsStart: Omit<Rules<RobotsState, RobotsMove>, PlayRules> = {
  name: 'robots',
  title: 'Robots',
  variants: VARIANTS,
  optionNames: ['seed', 'level', 'safeMoves', 'safe-moves'],
  defaultVariant: 'standard',
  sides: ['player'],
  setup(options = {}) {
    checkSetupOptions(robotsStart, options);
    return startRobots(options);
  },
  variant: () => 'standard',
  turn: () => 'player',
  outcome: outcomeOf,
  formatPosition: formatRobotsPosition,
  hash: hashRobots,
  options: robotsOptions,
};
