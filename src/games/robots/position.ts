/**
 * What the rules and the page read of a Robots position besides the moves: its Zobrist key and the
 * player's distance to the exit (the evaluation reads the distances too, from here).
 */
import { zobristTable } from '../../core/random.js';
import { CELLS, exitDistances } from './hall.js';
import type { RobotsState } from './rules.js';

/** BFS distances to the exit, cached per crevasse layout (the layout never changes in a game). */
const distCache = new WeakMap<Uint8Array, Int16Array>();
export function distancesFor(state: Pick<RobotsState, 'crevasse'>): Int16Array {
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
