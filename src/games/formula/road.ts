import { Lcg } from '../../core/random.js';

/** rules/arsac.md §B1: 16 columns, 4 lanes, start L(0) = 6, g0 = 7, car at column 7. */
export const COLUMNS = 16;
export const LANES = 4;

/** Tuning numbers of this module: the start of §B1 and the block length of §B4 in variable mode. */
export const FORMULA_ROAD = { startLeft: 6, startGuide: 7, startColumn: 7, maxLeft: COLUMNS - LANES, variableBlock: 4 } as const;

/** The level table of rules/arsac.md §B4 (index = level − 1). */
export const FORMULA_LEVELS: readonly { readonly bend: number; readonly obstacle: number }[] = [
  { bend: 10, obstacle: 4 },
  { bend: 15, obstacle: 7 },
  { bend: 20, obstacle: 10 },
  { bend: 25, obstacle: 13 },
  { bend: 30, obstacle: 16 },
  { bend: 35, obstacle: 20 },
  { bend: 40, obstacle: 25 },
];

/** What the rules of a turn need to know about the road (a generated one, or a test's own). */
export interface Road {
  /** L(d): the leftmost road column of row d (§B1). */
  left(d: number): number;
  /** Whether a fixed obstacle (a truck) stands on (d, c). */
  obstacle(d: number, c: number): boolean;
  /** The hidden guide lane of row d's block (§B4); row 0 has g0. */
  guide(d: number): number;
}

export const onRoad = (road: Road, d: number, c: number): boolean => {
  const l = road.left(d);
  return c >= l && c < l + LANES;
};

/**
 * rules/arsac.md §B4: the road built block by block from its own §0 generator, only as far
 * as asked. Blocks are always made in order from block 1, so the rows do not depend on how
 * far ahead anyone looked. It is append-only, hence safe to share between states.
 */
export class GeneratedRoad implements Road {
  readonly seed: number;
  readonly level: number;
  readonly block: number;
  private readonly rng: Lcg;
  private readonly lefts: number[] = [FORMULA_ROAD.startLeft];
  private readonly guides: number[] = [FORMULA_ROAD.startGuide];
  /** Obstacle bit sets by row (bit c = column c). */
  private readonly trucks: number[] = [0];

  constructor(seed: number, level: number, block: number) {
    this.seed = seed;
    this.level = level;
    this.block = block;
    this.rng = new Lcg(seed);
  }

  /** Block index of row d (row 0 is the start row, "block 0"). */
  blockOf(d: number): number {
    return d <= 0 ? 0 : Math.floor((d - 1) / this.block) + 1;
  }

  private ensure(d: number): void {
    const want = this.blockOf(d);
    const { bend, obstacle } = FORMULA_LEVELS[this.level - 1];
    while (this.lefts.length <= want) {
      const k = this.lefts.length;
      const prevL = this.lefts[k - 1];
      // 1. Bend.
      let l = prevL;
      if (this.rng.int(100) < bend) {
        const s = this.rng.int(2) === 0 ? -1 : 1;
        l = prevL + s;
        if (l < 0 || l > FORMULA_ROAD.maxLeft) l = prevL - s;
      }
      // 2. Guide: one lane at most from the previous one, kept on the road.
      const g = Math.min(l + LANES - 1, Math.max(l, this.guides[k - 1] + this.rng.int(3) - 1));
      this.lefts.push(l);
      this.guides.push(g);
      // 3. Obstacles from block 2 on, never on the guide lane.
      for (let i = 0; i < this.block; i++) {
        let bits = 0;
        if (k >= 2) {
          for (let c = l; c < l + LANES; c++) if (c !== g && this.rng.int(100) < obstacle) bits |= 1 << c;
        }
        this.trucks.push(bits);
      }
    }
  }

  left(d: number): number {
    this.ensure(d);
    return this.lefts[this.blockOf(d)];
  }
  guide(d: number): number {
    this.ensure(d);
    return this.guides[this.blockOf(d)];
  }
  obstacle(d: number, c: number): boolean {
    if (d < 0 || c < 0 || c >= COLUMNS) return false;
    this.ensure(d);
    return ((this.trucks[d] >>> c) & 1) === 1;
  }
  /** Rows generated so far (for tests of laziness). */
  get generatedRows(): number {
    return this.trucks.length;
  }
}

/** A few recent roads are kept so that states of one game (and replays) share one road. */
const cache = new Map<string, GeneratedRoad>();
const CACHE_SIZE = 32;

export function roadFor(seed: number, level: number, block: number): GeneratedRoad {
  const key = `${seed}/${level}/${block}`;
  let road = cache.get(key);
  if (road) {
    cache.delete(key);
  } else {
    road = new GeneratedRoad(seed, level, block);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, road);
  return road;
}
