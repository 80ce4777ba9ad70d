import { WIN_SCORE } from '../../core/game.js';
import { Lcg, zobristTable } from '../../core/random.js';
import { CELLS, CORNERS, ROBOTS_LIMITS, exitDistances, kingAdjacent } from './hall.js';
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

/** BFS distances to the exit, cached per crevasse layout (the layout never changes in a game). */
const distCache = new WeakMap<Uint8Array, Int16Array>();
function distancesFor(state: Pick<RobotsState, 'crevasse'>): Int16Array {
  let dist = distCache.get(state.crevasse);
  if (!dist) {
    dist = exitDistances(state.crevasse);
    distCache.set(state.crevasse, dist);
  }
  return dist;
}

export function exitDistance(state: RobotsState): number {
  return state.player < 0 ? -1 : distancesFor(state)[state.player];
}

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

const Z = zobristTable(CELLS * 3 + 8, 0x0b075);
const mix = (h: number, v: number): number => Math.imul(h ^ v, 0x9e3779b1) ^ (h >>> 15);

/**
 * Zobrist key over robots, player and crevasses, mixed with the counters and the generator state.
 * A caught player is left out: the robot on its square hides it in the notation (§C2), so a played
 * and a reloaded caught position (player −1) are the same position and get the same key.
 */
export function hashRobots(state: RobotsState): number {
  let h = 0;
  for (const r of state.robots) h ^= Z[r];
  if (state.player >= 0 && state.reason !== 'caught') h ^= Z[CELLS + state.player];
  for (let c = 0; c < CELLS; c++) if (state.crevasse[c]) h ^= Z[2 * CELLS + c];
  h = mix(h, state.charges);
  h = mix(h, state.target);
  h = mix(h, state.rng | 0);
  h = mix(h, state.status === 'run' ? 0 : state.status === 'won' ? 1 : 2);
  return h | 0;
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
