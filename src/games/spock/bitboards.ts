/**
 * Spock's moves on bit boards (bit c = cell c), for the search board: a side's moves counted and what
 * they remove summed without listing them (the evaluation needs both sides' at every node), listing
 * the removals alone on the way, in `listMoves` order (the capture search needs no quiet move); whether a
 * side has a move at all (the end rules); and every move listed as `listMoves` lists them (above the horizon).
 * Friends are transparent and the first enemy ends a line (rules/spock.md §2), so a line is read from
 * the nearest enemy on its ray.
 */
import { popcount } from '../../core/bits.js';
import type { MoveSummary } from './evaluate.js';
import { CAPTURE, CAPTURE_MASK, CELLS, LEAP, NEIGHBOUR, PAPER, ROCK, SCISSORS, SLIDER_DIRS, SPOCK, KNIGHT_TARGETS, type SpockMove } from './rules.js';

/** RAY[cell * 8 + dir]: the cells beyond `cell` in direction `dir` (rules.ts's order of directions). */
const RAY = new Int32Array(CELLS * 8);
/** KNIGHT[cell]: the cells a Spock on `cell` leaps to. */
const KNIGHT = new Int32Array(CELLS);
/** BEYOND[cell * 32 + t]: for a cell t on one of `cell`'s rays, the cells of that ray past t. */
const BEYOND = new Int32Array(CELLS * 32);
/** Directions towards higher cell numbers (south, east, south-west, south-east): a ray's nearest cell is its lowest bit. */
const ASCENDING = (1 << 1) | (1 << 3) | (1 << 6) | (1 << 7);

for (let c = 0; c < CELLS; c++) {
  for (let d = 0; d < 8; d++) {
    for (let t = NEIGHBOUR[c * 8 + d]; t >= 0; t = NEIGHBOUR[t * 8 + d]) RAY[c * 8 + d] |= 1 << t;
  }
  for (const t of KNIGHT_TARGETS[c]) KNIGHT[c] |= 1 << t;
}
/**
 * SLIDER_RAYS[(kind * CELLS + cell) * 9]: how many of the rays of a Rock or slider of `kind` from `cell` are not
 * empty, then those rays in its directions' order (`SLIDER_DIRS`); RAY_ASCENDS at the same index: whether each
 * ascends (`ASCENDING`). A piece near an edge skips the rays off the board.
 */
const SLIDER_RAYS = new Int32Array(6 * CELLS * 9);
const RAY_ASCENDS = new Uint8Array(6 * CELLS * 9);
SLIDER_DIRS.forEach((dirs, kind) => {
  for (let c = 0; c < CELLS; c++) {
    const base = (kind * CELLS + c) * 9;
    for (const d of dirs) {
      if (RAY[c * 8 + d] === 0) continue;
      const i = base + 1 + SLIDER_RAYS[base]++;
      SLIDER_RAYS[i] = RAY[c * 8 + d];
      RAY_ASCENDS[i] = (ASCENDING >> d) & 1;
    }
  }
});
for (let c = 0; c < CELLS; c++) {
  for (let d = 0; d < 8; d++) for (let t = NEIGHBOUR[c * 8 + d]; t >= 0; t = NEIGHBOUR[t * 8 + d]) BEYOND[c * 32 + t] = RAY[t * 8 + d];
}

/** The bit of the ray bits `x` nearest to the ray's origin on an ascending ray (`ASCENDING`): the lowest; 0 when `x` is. */
const nearestUp = (x: number): number => x & -x;
/** … on a descending ray: the highest; 0 when `x` is. */
const nearestDown = (x: number): number => (1 << (31 - Math.clz32(x))) & x;

/** The kinds a Rock, Scissors, Lizard or Paper captures (`CAPTURE_MASK`), as a list per kind. */
const PREY_KINDS = CAPTURE_MASK.map((mask) => [1, 2, 3, 4, 5].filter((k) => mask & (1 << k)));
/** The first and the second of them, by kind (0 for a Spock). */
const PREY_A = Int8Array.from(PREY_KINDS, (kinds) => kinds[0] ?? 0);
const PREY_B = Int8Array.from(PREY_KINDS, (kinds) => kinds[1] ?? 0);

/**
 * Sums into `out` the moves (ignoring the end rules) of `side`, whose pieces are the bits `cells[side]`,
 * of each kind `kinds[side * 6 + kind]` (the enemy's at `cells[side ^ 1]` and `(side ^ 1) * 6`): their
 * number and what they remove (`MoveSummary`), as `listMoves` followed by a scan of its list would; and
 * writes the removals into `list` from `at`: each piece's in `listMoves` order, the pieces kind by kind
 * (`orderByCell` puts them in `listMoves` order: cells ascending, then directions, then leap targets
 * ascending). Going kind by kind, it reads a piece's kind and a target's off the bits, not the board.
 */
export function summarizeSide(board: Int8Array, cells: Int32Array, kinds: Int32Array, side: number, out: MoveSummary, list: SpockMove[], at: number): void {
  out.clear();
  const mine = side * 6;
  const theirs = (side ^ 1) * 6;
  const own = cells[side];
  const enemy = cells[side ^ 1];
  const occupied = own | enemy;
  let count = 0;
  let n = at;
  // Spocks leap onto any occupied cell; those onto enemies remove them.
  for (let pieces = kinds[mine + SPOCK]; pieces !== 0; pieces &= pieces - 1) {
    const c = 31 - Math.clz32(pieces & -pieces);
    count += popcount(KNIGHT[c] & occupied);
    for (let hits = KNIGHT[c] & enemy; hits !== 0; hits &= hits - 1) {
      const t = 31 - Math.clz32(hits & -hits);
      out.addRemoval(board[t], LEAP);
      list[n++] = c | (t << 5) | (LEAP << 10);
    }
  }
  // Rocks.
  const rockPrey = kinds[theirs + PREY_A[ROCK]] | kinds[theirs + PREY_B[ROCK]];
  for (let pieces = kinds[mine + ROCK]; pieces !== 0; pieces &= pieces - 1) {
    const c = 31 - Math.clz32(pieces & -pieces);
    const r = c * 8;
    // The first cell past a chain of friends, on each ray: empty, or an enemy to capture or not; one bit a
    // ray (the rays are disjoint), all eight at once.
    const reach =
      nearestDown(RAY[r] & ~own) |
      nearestUp(RAY[r + 1] & ~own) |
      nearestDown(RAY[r + 2] & ~own) |
      nearestUp(RAY[r + 3] & ~own) |
      nearestDown(RAY[r + 4] & ~own) |
      nearestDown(RAY[r + 5] & ~own) |
      nearestUp(RAY[r + 6] & ~own) |
      nearestUp(RAY[r + 7] & ~own);
    count += popcount(reach & ~occupied);
    // The captures, ray by ray as `listMoves` lists them.
    let hits = reach & rockPrey;
    for (let d = 0; hits !== 0; d++) {
      const hit = RAY[r + d] & hits;
      if (hit === 0) continue;
      hits ^= hit;
      const t = 31 - Math.clz32(hit);
      count++;
      out.addRemoval(board[t], CAPTURE);
      list[n++] = c | (t << 5) | (CAPTURE << 10);
    }
  }
  // The sliders.
  for (let kind = SCISSORS; kind <= PAPER; kind++) {
    let pieces = kinds[mine + kind];
    if (pieces === 0) continue;
    const prey = kinds[theirs + PREY_A[kind]] | kinds[theirs + PREY_B[kind]];
    for (; pieces !== 0; pieces &= pieces - 1) {
      const c = 31 - Math.clz32(pieces & -pieces);
      // The cells short of the nearest enemy, friends' among them until the end.
      let quiet = 0;
      const base = (kind * CELLS + c) * 9;
      for (let i = base + 1, end = base + 1 + SLIDER_RAYS[base]; i < end; i++) {
        const ray = SLIDER_RAYS[i];
        const enemies = ray & enemy;
        if (enemies === 0) {
          quiet |= ray;
          continue;
        }
        let t: number;
        if (RAY_ASCENDS[i]) {
          const low = enemies & -enemies;
          quiet |= ray & (low - 1);
          t = 31 - Math.clz32(low);
        } else {
          t = 31 - Math.clz32(enemies);
          quiet |= ray & ~((2 << t) - 1);
        }
        if ((prey >> t) & 1) {
          count++;
          out.addRemoval(board[t], CAPTURE);
          list[n++] = c | (t << 5) | (CAPTURE << 10);
        }
      }
      count += popcount(quiet & ~occupied);
    }
  }
  out.count = count;
}

/**
 * Puts the removals `summarizeSide` wrote into `list[at..end)` in the order `listMoves` lists them: it finds
 * them kind by kind, each piece's in order, so a stable sort by their cells is enough (an insertion sort:
 * there are a few at most). Needed only where the list is searched.
 */
export function orderByCell(list: SpockMove[], at: number, end: number): void {
  for (let i = at + 1; i < end; i++) {
    const m = list[i];
    let j = i - 1;
    for (; j >= at && (list[j] & 31) > (m & 31); j--) list[j + 1] = list[j];
    list[j + 1] = m;
  }
}

/**
 * Whether the side whose pieces are the bits `own` has a move against the pieces `enemy` (ignoring the
 * end rules): `summarizeSide`'s count is not 0. The end rules ask only that, at every node; a piece with
 * a move is usually the first one looked at.
 */
export function hasMoves(board: Int8Array, own: number, enemy: number): boolean {
  const occupied = own | enemy;
  for (let pieces = own; pieces !== 0; pieces &= pieces - 1) {
    const c = 31 - Math.clz32(pieces & -pieces);
    const kind = board[c] & 7;
    // A Spock leaps onto any occupied cell.
    if (kind === SPOCK) {
      if (KNIGHT[c] & occupied) return true;
      continue;
    }
    const mask = CAPTURE_MASK[kind];
    const base = (kind * CELLS + c) * 9;
    for (let i = base + 1, end = base + 1 + SLIDER_RAYS[base]; i < end; i++) {
      const ray = SLIDER_RAYS[i];
      // The first cell past a chain of friends on the ray: empty, or an enemy to capture or not
      // (a slider passes friends too, and its first step past them is that same cell).
      const past = ray & ~own;
      if (past === 0) continue;
      const t = RAY_ASCENDS[i] ? 31 - Math.clz32(past & -past) : 31 - Math.clz32(past);
      const q = board[t];
      if (!q || mask & (1 << (q & 7))) return true;
    }
  }
  return false;
}

/**
 * Writes every move (ignoring the end rules) of the side whose pieces are the bits `own`, against the
 * pieces `enemy`, into `list` from `at`, exactly as `listMoves` does (the same moves in the same order:
 * cells ascending, then directions, each ray from its nearest cell out, then leap targets ascending);
 * returns the new end. The search lists moves with it at every node above its horizon.
 */
export function listSide(board: Int8Array, own: number, enemy: number, list: SpockMove[], at: number): number {
  const occupied = own | enemy;
  let n = at;
  for (let pieces = own; pieces !== 0; pieces &= pieces - 1) {
    const c = 31 - Math.clz32(pieces & -pieces);
    const kind = board[c] & 7;
    if (kind === SPOCK) {
      for (let ts = KNIGHT[c] & occupied; ts !== 0; ts &= ts - 1) list[n++] = c | ((31 - Math.clz32(ts & -ts)) << 5) | (LEAP << 10);
      continue;
    }
    const mask = CAPTURE_MASK[kind];
    const base = (kind * CELLS + c) * 9;
    for (let i = base + 1, end = base + 1 + SLIDER_RAYS[base]; i < end; i++) {
      const ray = SLIDER_RAYS[i];
      const up = RAY_ASCENDS[i];
      if (kind === ROCK) {
        // The first cell past a chain of friends.
        const past = ray & ~own;
        if (past === 0) continue;
        const t = up ? 31 - Math.clz32(past & -past) : 31 - Math.clz32(past);
        const q = board[t];
        if (!q) list[n++] = c | (t << 5);
        else if (mask & (1 << (q & 7))) list[n++] = c | (t << 5) | (CAPTURE << 10);
        continue;
      }
      // The empty cells short of the nearest enemy, nearest first, then that enemy if the slider beats it.
      const enemies = ray & enemy;
      const t = enemies === 0 ? -1 : up ? 31 - Math.clz32(enemies & -enemies) : 31 - Math.clz32(enemies);
      let free = ray & ~occupied & (t < 0 ? -1 : BEYOND[c * 32 + t] ^ ray ^ (1 << t));
      if (up) {
        for (; free !== 0; free &= free - 1) list[n++] = c | ((31 - Math.clz32(free & -free)) << 5);
      } else {
        for (; free !== 0; ) {
          const f = 31 - Math.clz32(free);
          list[n++] = c | (f << 5);
          free ^= 1 << f;
        }
      }
      if (t >= 0 && mask & (1 << (board[t] & 7))) list[n++] = c | (t << 5) | (CAPTURE << 10);
    }
  }
  return n;
}
