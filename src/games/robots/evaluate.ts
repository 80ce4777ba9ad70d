import { WIN_SCORE } from '../../core/game.js';
import { Lcg } from '../../core/random.js';
import { CORNERS, ROBOTS_LIMITS, kingAdjacent } from './hall.js';
import { distancesFor } from './position.js';
import type { RobotsMove, RobotsState, RobotsStatus } from './rules.js';
import { finishTurn, halfTurn, insertSorted, type HalfTurn } from './rules.js';

/** Weights of the heuristic (one table for this module). */
export const ROBOTS_EVAL = {
  won: WIN_SCORE / 4,
  lost: -WIN_SCORE / 4,
  perStepToExit: 80,
  unreachable: 2000,
  perThreat: 60,
  perCharge: 25,
  perRobot: 5,
  perPoint: 1,
} as const;

/**
 * Heuristic value for the player: won/lost dominate; otherwise fewer king steps to the
 * exit over non-crevasse squares, fewer robots next to the player, more charges, fewer
 * robots, and the points already scored.
 */
export function evaluateRobots(state: RobotsState): number {
  return evaluateParts(state, state.status, state.player, state.robots, state.charges, state.score);
}

/** `evaluateRobots` of a position given by parts (the expected evaluation builds no state). */
function evaluateParts(
  hall: RobotsState,
  status: RobotsStatus,
  player: number,
  robots: readonly number[],
  charges: number,
  score: number,
): number {
  if (status === 'won') return ROBOTS_EVAL.won + score;
  if (status === 'lost') return ROBOTS_EVAL.lost + score;
  const d = player < 0 ? -1 : distancesFor(hall)[player];
  let threats = 0;
  for (const r of robots) if (kingAdjacent(r, player)) threats++;
  return (
    -(d < 0 ? ROBOTS_EVAL.unreachable : d * ROBOTS_EVAL.perStepToExit) -
    threats * ROBOTS_EVAL.perThreat +
    charges * ROBOTS_EVAL.perCharge -
    robots.length * ROBOTS_EVAL.perRobot +
    score * ROBOTS_EVAL.perPoint
  );
}

/** One chance outcome of a turn. */
export interface RobotsChanceOutcome {
  readonly probability: number;
  readonly state: RobotsState;
}

/**
 * Walks the corner spawns of §A4.5 after `half` as a tree of fair coins: `visit` gets each
 * leaf's spawned corners (in corner order), its number of draws and its probability.
 */
function forEachSpawn(
  state: RobotsState,
  half: HalfTurn,
  visit: (spawned: readonly number[], draws: number, probability: number) => void,
): void {
  const spawned: number[] = [];
  const walk = (i: number, draws: number, p: number): void => {
    if (i === CORNERS.length) {
      visit(spawned, draws, p);
      return;
    }
    const corner = CORNERS[i];
    if (half.robots.length + spawned.length >= state.target || corner === half.player || half.robots.includes(corner)) {
      walk(i + 1, draws, p);
      return;
    }
    spawned.push(corner);
    walk(i + 1, draws + 1, p / 2); // draw 0: a robot appears
    spawned.pop();
    walk(i + 1, draws + 1, p / 2);
  };
  walk(0, 0, 1);
}

/**
 * The outcomes of a legal turn over the corner spawns of §A4.5, each draw counted as a fair
 * coin (probability 1/2): what a player who cannot see the generator expects. Each outcome's
 * generator state is the real one advanced by that branch's number of draws, so the branch
 * that matches the real draws equals `play(state, move)`.
 */
export function robotsChance(state: RobotsState, move: RobotsMove): RobotsChanceOutcome[] {
  const half = halfTurn(state, move);
  if (half.status !== 'run') return [{ probability: 1, state: finishTurn(state, half, state.rng) }];
  const out: RobotsChanceOutcome[] = [];
  const rngAfter: number[] = [state.rng];
  forEachSpawn(state, half, (spawned, draws, p) => {
    while (rngAfter.length <= draws) rngAfter.push(new Lcg(rngAfter[rngAfter.length - 1]).next());
    const robots = half.robots.slice();
    for (const c of spawned) insertSorted(robots, c);
    out.push({ probability: p, state: finishTurn(state, { ...half, robots }, rngAfter[draws]) });
  });
  return out;
}

/**
 * The probability-weighted `evaluateRobots` of a turn's outcomes (`robotsChance`), without
 * building them: spawns only change the robot count and, at a corner next to the player,
 * the threats. Expectimax uses it one turn above its horizon, where it saves a state per spawn.
 */
export function robotsExpectedEvaluation(state: RobotsState, move: RobotsMove): number {
  const half = halfTurn(state, move);
  // finishTurn's time-out, without building the state.
  const status = half.status === 'run' && state.turn + 1 >= ROBOTS_LIMITS.maxTurns ? 'lost' : half.status;
  const base = evaluateParts(state, status, half.player, half.robots, half.charges, half.score);
  if (status !== 'run') return base; // won, caught or out of time: no spawn matters
  let expected = 0;
  forEachSpawn(state, half, (spawned, _draws, p) => {
    let threats = 0;
    for (const c of spawned) if (kingAdjacent(c, half.player)) threats++;
    expected += p * (spawned.length * ROBOTS_EVAL.perRobot + threats * ROBOTS_EVAL.perThreat);
  });
  return base - expected;
}
