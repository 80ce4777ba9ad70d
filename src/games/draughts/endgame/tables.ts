/**
 * The endgame tables of a variant: every material of up to `pieces` pieces (kings only above
 * `menPieces`), solved smallest first so that what a capture or a promotion leads to is known
 * (src/games/draughts/endgame/README.md), and probed by position.
 */
import { Engine, geometry, type DraughtsVariant } from '../rules.js';
import { PositionRanker, materialCode, swapSides, type Material } from './indexing.js';
import { INVALID, type EndgameProbe } from './entry.js';
import { solveTableSteps } from './solve.js';

/** Which materials a set holds. */
export interface TableScope {
  /** Most pieces on the board (both sides). */
  readonly pieces: number;
  /** Most pieces where men may be among them; above it, kings only. */
  readonly menPieces: number;
}

/** How long each table took and how big it is (for the measurements in the README). */
/**
 * Tables by variant. On 8x8 every material of 3 pieces and the kings of 4 (3 kings against 1 above all) take about
 * 1 s of one core; international's 4 kings take 7 s, too long to wait for in a game, so it has 3 pieces
 * (measurements in the README).
 */
export const TABLE_SCOPE: Readonly<Record<DraughtsVariant, TableScope>> = {
  international: { pieces: 3, menPieces: 3 },
  russian: { pieces: 4, menPieces: 3 },
  brazilian: { pieces: 4, menPieces: 3 },
};

export interface TableReport {
  readonly material: string;
  readonly entries: number;
  readonly ms: number;
}

/** A solved set: the values of every material it holds, by material code. */
export interface EndgameTables {
  readonly variant: DraughtsVariant;
  readonly scope: TableScope;
  readonly values: ReadonlyMap<number, Uint8Array>;
  readonly reports: readonly TableReport[];
}

/** The materials of a scope, grouped in tables (a material with its colour-swapped twin), in the order they must be solved. */
export function tablesOf(scope: TableScope): Material[][] {
  const out: Material[][] = [];
  const seen = new Set<number>();
  for (let total = 2; total <= scope.pieces; total++) {
    const menMax = total <= scope.menPieces ? total : 0;
    // Fewer men first: a promotion leads to the material with one man less.
    for (let men = 0; men <= menMax; men++) {
      for (let own = 1; own < total; own++) {
        for (let ownMen = 0; ownMen <= Math.min(own, men); ownMen++) {
          const otherMen = men - ownMen;
          if (otherMen > total - own) continue;
          const m: Material = { ownKings: own - ownMen, ownMen, otherKings: total - own - otherMen, otherMen };
          if (seen.has(materialCode(m))) continue;
          const twin = swapSides(m);
          seen.add(materialCode(m));
          seen.add(materialCode(twin));
          out.push(materialCode(twin) === materialCode(m) ? [m] : [m, twin]);
        }
      }
    }
  }
  return out;
}

/** A material as people write it: `KKK-K`, `KM-K` (the side to move's pieces first). */
export function materialName(m: Material): string {
  return `${'K'.repeat(m.ownKings)}${'M'.repeat(m.ownMen)}-${'K'.repeat(m.otherKings)}${'M'.repeat(m.otherMen)}`;
}

/** Solves every table of `scope` for `variant` at once (scripts and tests; a worker builds in slices). */
export function buildTables(variant: DraughtsVariant, scope: TableScope, now: () => number = () => performance.now()): EndgameTables {
  const steps = buildTableSteps(variant, scope, now);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Solves every table of `scope` for `variant` in slices of about `sliceMs`, with a macrotask between
 * them so that the worker doing it still hears its messages (a stop, a cancel).
 */
export async function buildTablesInSlices(variant: DraughtsVariant, scope: TableScope, sliceMs: number, now: () => number = () => performance.now()): Promise<EndgameTables> {
  const steps = buildTableSteps(variant, scope, now);
  for (;;) {
    const end = now() + sliceMs;
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
      if (now() >= end) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Solves the tables one after the other (its own engine: the search's is left alone), pausing now and then. */
function* buildTableSteps(variant: DraughtsVariant, scope: TableScope, now: () => number): Generator<void, EndgameTables, void> {
  const e = new Engine(geometry(variant));
  const values = new Map<number, Uint8Array>();
  const reports: TableReport[] = [];
  for (const table of tablesOf(scope)) {
    const t0 = now();
    const codes = table.map(materialCode);
    const parts = yield* solveTableSteps(e, codes, values);
    codes.forEach((c, i) => values.set(c, parts[i]));
    reports.push({ material: table.map(materialName).join(' / '), entries: parts.reduce((n, p) => n + p.length, 0), ms: now() - t0 });
  }
  return { variant, scope, values, reports };
}

/** Looks positions up in a set of tables: `probe` answers for a mailbox and the side to move. */
export class TableProbe implements EndgameProbe {
  readonly variant: DraughtsVariant;
  private readonly ranker: PositionRanker;
  private readonly cells = new Int32Array(8);

  constructor(readonly tables: EndgameTables) {
    this.variant = tables.variant;
    this.ranker = new PositionRanker(geometry(tables.variant));
  }

  covers(white: number, black: number, men: number): boolean {
    const total = white + black;
    const { pieces, menPieces } = this.tables.scope;
    return white > 0 && black > 0 && total <= pieces && (men === 0 || total <= menPieces);
  }

  /** The entry (see entry.ts), or INVALID when the tables do not hold the material. */
  probe(board: ArrayLike<number>, side: number): number {
    this.ranker.rankBoard(board, side, this.cells);
    const t = this.tables.values.get(this.ranker.code);
    return t ? t[this.ranker.index] : INVALID;
  }
}
