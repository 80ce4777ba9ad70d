import { Lcg } from '../../core/random.js';

/** Hall geometry of rules/arsac.md §A1: 11 rows × 18 columns, cell = y·18 + x. */
export const WIDTH = 18;
export const HEIGHT = 11;
export const CELLS = WIDTH * HEIGHT;

export const cellOf = (x: number, y: number): number => y * WIDTH + x;
export const xOf = (cell: number): number => cell % WIDTH;
export const yOf = (cell: number): number => (cell / WIDTH) | 0;

/** §A1: start (17,5), exit (0,5), corners in spawn order TL, TR, BL, BR (§A4.5). */
export const START = cellOf(17, 5);
export const EXIT = cellOf(0, 5);
export const CORNERS: readonly number[] = [cellOf(0, 0), cellOf(17, 0), cellOf(0, 10), cellOf(17, 10)];

/** §A1 directions in the canonical order of §A6: N NE E SE S SW W NW. */
export const DIR_NAMES: readonly string[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
export const DX: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const DY: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];

/** The neighbour of `cell` in direction `dir`, or -1 outside the hall. */
export function neighbour(cell: number, dir: number): number {
  const x = xOf(cell) + DX[dir];
  const y = yOf(cell) + DY[dir];
  return x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT ? -1 : cellOf(x, y);
}

/** The direction (index of `DIR_NAMES`) from `from` to its neighbour `to`, or -1 when they are not neighbours. */
export function directionTo(from: number, to: number): number {
  for (let d = 0; d < 8; d++) if (from >= 0 && neighbour(from, d) === to) return d;
  return -1;
}

/** Whether two cells are a king step apart (a robot there threatens the player). */
export function kingAdjacent(a: number, b: number): boolean {
  const dx = xOf(a) - xOf(b);
  const dy = yOf(a) - yOf(b);
  return a !== b && dx <= 1 && dx >= -1 && dy <= 1 && dy >= -1;
}

/** Neighbour table (8 entries per cell, -1 outside) so the hot loops avoid division. */
export const NEIGHBOURS: Int16Array = (() => {
  const t = new Int16Array(CELLS * 8);
  for (let c = 0; c < CELLS; c++) for (let d = 0; d < 8; d++) t[c * 8 + d] = neighbour(c, d);
  return t;
})();

/** The level table of rules/arsac.md §A2 (index = level − 1). */
export const ROBOTS_LEVELS: readonly { readonly crevasses: number; readonly robots: number; readonly charges: number }[] = [
  { crevasses: 40, robots: 8, charges: 20 },
  { crevasses: 36, robots: 12, charges: 16 },
  { crevasses: 33, robots: 16, charges: 14 },
  { crevasses: 30, robots: 20, charges: 12 },
  { crevasses: 27, robots: 24, charges: 10 },
  { crevasses: 24, robots: 28, charges: 8 },
  { crevasses: 20, robots: 32, charges: 6 },
];

/** Tuning numbers of this module: the time-out of §A4.6. */
export const ROBOTS_LIMITS = { maxTurns: 500 } as const;

/** Whether a king-step path over non-crevasse squares joins `from` and `to` (§A3.1). */
export function connected(crevasse: Uint8Array, from: number, to: number): boolean {
  return exitDistances(crevasse, to)[from] >= 0;
}

/** King-step distances to `target` over non-crevasse squares (−1 = unreachable); used by §A3 and evaluation. */
export function exitDistances(crevasse: Uint8Array, target: number = EXIT): Int16Array {
  const dist = new Int16Array(CELLS).fill(-1);
  const queue = new Int16Array(CELLS);
  let head = 0;
  let tail = 0;
  dist[target] = 0;
  queue[tail++] = target;
  while (head < tail) {
    const c = queue[head++];
    for (let d = 0; d < 8; d++) {
      const n = NEIGHBOURS[c * 8 + d];
      if (n >= 0 && dist[n] < 0 && !crevasse[n]) {
        dist[n] = dist[c] + 1;
        queue[tail++] = n;
      }
    }
  }
  return dist;
}

/** A generated hall with the trace the worked example §A9.1 checks. */
export interface GeneratedHall {
  readonly crevasse: Uint8Array;
  /** Crevasse cells of the accepted attempt, in draw order. */
  readonly crevasseOrder: readonly number[];
  /** Robot cells in draw order. */
  readonly robotOrder: readonly number[];
  /** How many crevasse attempts were thrown away by the path check. */
  readonly rejected: number;
  /** Generator state after generation (§A3.3: play carries on from it). */
  readonly rngState: number;
}

/** Picks `count` cells from `pool` by repeated int(|E|) draws, removing each pick in order (§A3). */
function draw(rng: Lcg, pool: number[], count: number): number[] {
  const picked: number[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const j = rng.int(pool.length);
    picked.push(pool[j]);
    pool.splice(j, 1);
  }
  return picked;
}

/** rules/arsac.md §A3: crevasses with the path check and regeneration, then robots. */
export function generateHall(seed: number, level: number): GeneratedHall {
  const params = ROBOTS_LEVELS[level - 1];
  const rng = new Lcg(seed);
  const excluded = new Set<number>([...CORNERS, START, EXIT]);
  const base: number[] = [];
  for (let c = 0; c < CELLS; c++) if (!excluded.has(c)) base.push(c);
  let rejected = 0;
  for (;;) {
    const order = draw(rng, base.slice(), params.crevasses);
    const crevasse = new Uint8Array(CELLS);
    for (const c of order) crevasse[c] = 1;
    if (!connected(crevasse, START, EXIT)) {
      rejected++; // §A3.1: throw away and repeat; the generator is not reset.
      continue;
    }
    const pool: number[] = [];
    const sx = xOf(START);
    const sy = yOf(START);
    for (let c = 0; c < CELLS; c++) {
      if (crevasse[c] || c === START || c === EXIT) continue;
      if (Math.max(Math.abs(xOf(c) - sx), Math.abs(yOf(c) - sy)) <= 2) continue;
      pool.push(c);
    }
    const robotOrder = draw(rng, pool, params.robots);
    return { crevasse, crevasseOrder: order, robotOrder, rejected, rngState: rng.state };
  }
}
