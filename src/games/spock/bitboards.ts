/**
 * Spock's moves on bit boards (bit c = cell c), for the search board: a side's moves counted and what
 * they remove summed without listing them (the evaluation needs both sides' at every node), listing
 * the removals alone on the way, in `listMoves` order (the capture search needs no quiet move).
 * Friends are transparent and the first enemy ends a line (rules/spock.md §2), so a line is read from
 * the nearest enemy on its ray.
 */
import type { MoveSummary } from './evaluate.js';
import { CAPTURE, CAPTURE_MASK, CELLS, LEAP, NEIGHBOUR, ROCK, SLIDER_DIRS, SPOCK, KNIGHT_TARGETS, type SpockMove } from './rules.js';

/** RAY[cell * 8 + dir]: the cells beyond `cell` in direction `dir` (rules.ts's order of directions). */
const RAY = new Int32Array(CELLS * 8);
/** KNIGHT[cell]: the cells a Spock on `cell` leaps to. */
const KNIGHT = new Int32Array(CELLS);
/** Each slider's directions (`SLIDER_DIRS`) in typed arrays. */
const SLIDES = SLIDER_DIRS.map((dirs) => Int8Array.from(dirs));
/** Directions towards higher cell numbers (south, east, south-west, south-east): a ray's nearest cell is its lowest bit. */
const ASCENDING = (1 << 1) | (1 << 3) | (1 << 6) | (1 << 7);

for (let c = 0; c < CELLS; c++) {
  for (let d = 0; d < 8; d++) {
    for (let t = NEIGHBOUR[c * 8 + d]; t >= 0; t = NEIGHBOUR[t * 8 + d]) RAY[c * 8 + d] |= 1 << t;
  }
  for (const t of KNIGHT_TARGETS[c]) KNIGHT[c] |= 1 << t;
}

/** The cell of the ray bits `x` (not 0) nearest to the ray's origin, in direction `d`. */
function nearest(x: number, d: number): number {
  return (ASCENDING >> d) & 1 ? 31 - Math.clz32(x & -x) : 31 - Math.clz32(x);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Sums into `out` the moves (ignoring the end rules) of the side whose pieces are the bits `own`,
 * against the pieces `enemy`: their number and what they remove (`MoveSummary`), as `listMoves`
 * followed by a scan of its list would; and writes the removals into `list` from `at`, in the order
 * `listMoves` lists them (cells ascending, then directions, then leap targets ascending).
 */
export function summarizeSide(board: Int8Array, own: number, enemy: number, out: MoveSummary, list: SpockMove[], at: number): void {
  out.clear();
  const empty = ~(own | enemy);
  let count = 0;
  let n = at;
  for (let pieces = own; pieces !== 0; pieces &= pieces - 1) {
    const c = 31 - Math.clz32(pieces & -pieces);
    const kind = board[c] & 7;
    if (kind === SPOCK) {
      // Leaps onto any occupied cell; those onto enemies remove them.
      count += popcount(KNIGHT[c] & ~empty);
      for (let hits = KNIGHT[c] & enemy; hits !== 0; hits &= hits - 1) {
        const t = 31 - Math.clz32(hits & -hits);
        out.addRemoval(board[t], LEAP);
        list[n++] = c | (t << 5) | (LEAP << 10);
      }
      continue;
    }
    const mask = CAPTURE_MASK[kind];
    if (kind === ROCK) {
      // The first cell past a chain of friends: empty, or an enemy to capture or not.
      for (let d = 0; d < 8; d++) {
        const free = RAY[c * 8 + d] & ~own;
        if (free === 0) continue;
        const t = nearest(free, d);
        const q = board[t];
        if (!q) count++;
        else if (mask & (1 << (q & 7))) {
          count++;
          out.addRemoval(q, CAPTURE);
          list[n++] = c | (t << 5) | (CAPTURE << 10);
        }
      }
      continue;
    }
    // The cells short of the nearest enemy, friends' among them until the end.
    let quiet = 0;
    const dirs = SLIDES[kind];
    for (let i = 0; i < dirs.length; i++) {
      const d = dirs[i];
      const ray = RAY[c * 8 + d];
      const enemies = ray & enemy;
      if (enemies === 0) {
        quiet |= ray;
        continue;
      }
      let t: number;
      if ((ASCENDING >> d) & 1) {
        const low = enemies & -enemies;
        quiet |= ray & (low - 1);
        t = 31 - Math.clz32(low);
      } else {
        t = 31 - Math.clz32(enemies);
        quiet |= ray & ~((2 << t) - 1);
      }
      const q = board[t];
      if (mask & (1 << (q & 7))) {
        count++;
        out.addRemoval(q, CAPTURE);
        list[n++] = c | (t << 5) | (CAPTURE << 10);
      }
    }
    count += popcount(quiet & empty);
  }
  out.count = count;
}
