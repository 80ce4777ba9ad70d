import { WIN_SCORE } from '../../core/game.js';
import { Lcg, zobristTable } from '../../core/random.js';
import { CELLS, CORNERS, NEIGHBOURS, exitDistances } from './hall.js';
import type { RobotsMove, RobotsState } from './rules.js';
import { finishTurn, halfTurn, insertSorted, occupancy } from './rules.js';

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
export function exitDistance(state: RobotsState): number {
  let dist = distCache.get(state.crevasse);
  if (!dist) {
    dist = exitDistances(state.crevasse);
    distCache.set(state.crevasse, dist);
  }
  return state.player < 0 ? -1 : dist[state.player];
}

/**
 * Heuristic value for the player: won/lost dominate; otherwise fewer king steps to the
 * exit over non-crevasse squares, fewer robots next to the player, more charges, fewer
 * robots, and the points already scored.
 */
export function evaluateRobots(state: RobotsState): number {
  if (state.status === 'won') return ROBOTS_EVAL.won + state.score;
  if (state.status === 'lost') return ROBOTS_EVAL.lost + state.score;
  const d = exitDistance(state);
  const occ = occupancy(state.robots);
  let threats = 0;
  for (let k = 0; k < 8; k++) {
    const n = NEIGHBOURS[state.player * 8 + k];
    if (n >= 0 && occ[n]) threats++;
  }
  return (
    -(d < 0 ? ROBOTS_EVAL.unreachable : d * ROBOTS_EVAL.perStepToExit) -
    threats * ROBOTS_EVAL.perThreat +
    state.charges * ROBOTS_EVAL.perCharge -
    state.robots.length * ROBOTS_EVAL.perRobot +
    state.score * ROBOTS_EVAL.perPoint
  );
}

const Z = zobristTable(CELLS * 3 + 8, 0x0b075);
const mix = (h: number, v: number): number => Math.imul(h ^ v, 0x9e3779b1) ^ (h >>> 15);

/** Zobrist key over robots, player and crevasses, mixed with the counters and the generator state. */
export function hashRobots(state: RobotsState): number {
  let h = 0;
  for (const r of state.robots) h ^= Z[r];
  if (state.player >= 0) h ^= Z[CELLS + state.player];
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
  const walk = (i: number, robots: number[], draws: number, p: number): void => {
    if (i === CORNERS.length) {
      while (rngAfter.length <= draws) rngAfter.push(new Lcg(rngAfter[rngAfter.length - 1]).next());
      out.push({ probability: p, state: finishTurn(state, { ...half, robots }, rngAfter[draws]) });
      return;
    }
    const corner = CORNERS[i];
    if (robots.length >= state.target || corner === half.player || robots.includes(corner)) {
      walk(i + 1, robots, draws, p);
      return;
    }
    const withRobot = robots.slice();
    insertSorted(withRobot, corner);
    walk(i + 1, withRobot, draws + 1, p / 2); // draw 0: a robot appears
    walk(i + 1, robots, draws + 1, p / 2);
  };
  walk(0, half.robots, 0, 1);
  return out;
}
