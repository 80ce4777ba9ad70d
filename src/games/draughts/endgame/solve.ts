/**
 * The retrograde solver of one endgame table (src/games/draughts/endgame/README.md). A table holds a
 * material with either side to move: "A to move against B" and "B to move against A" (one part when
 * A = B), because a quiet move leads from one to the other. Everything a capture or a promotion leads
 * to lies in a smaller table or one with fewer men, solved before (tables.ts orders them).
 *
 * 1. Every position's moves are made once with the engine's own generator (compulsory and majority
 *    captures, flying kings, crowning mid-capture: whatever the variant's rules say). A move into
 *    another table reads its value there; a move within the table is counted.
 * 2. Positions are then settled by distance, ply by ply: a position with a move to a loss in d is a
 *    win in d + 1; one whose moves all lead to wins (the last in d) is a loss in d + 1. Only quiet
 *    moves stay within a table, and a quiet move is easy to take back (a king slides back, a man
 *    steps back), so the positions a settled one came from are found without a search.
 * 3. What is left unsettled is a draw with best play on the board (the counters of the draw rules
 *    are the search's business: search-board.ts).
 */
import { BLACK, KING, WHITE, type Engine } from '../rules.js';
import { DRAW, INVALID, MAX_DISTANCE, isWin } from './entry.js';
import { PositionRanker, binomial, materialOf, tableSize, unrankSet, MAX_KIND, type Material } from './indexing.js';

/** The value of a position whose side to move has no piece left (a loss, now). */
export const LOST_NOW = 1;

/** Values of the tables solved so far, by material code (`materialCode`). */
export type SolvedTables = ReadonlyMap<number, Uint8Array>;


/** The piece of each group, in the side to move's frame (it is White). */
const PIECE_OF_GROUP = [WHITE | KING, WHITE, BLACK | KING, BLACK];

/** Positions handled between two pauses of a solve run in steps: a few ms, so a slice of a slow device stays short. */
const STEP_POSITIONS = 1024;

/**
 * Solves the parts (material codes) of one table against the tables already solved, pausing (yield)
 * every thousand positions so a worker can answer messages; returns their values in the same order.
 */
export function* solveTableSteps(e: Engine, codes: readonly number[], solved: SolvedTables): Generator<void, Uint8Array[], void> {
  return yield* new TableSolver(e, codes, solved).run();
}

class TableSolver {
  private readonly squares: number;
  private readonly half: number;
  private readonly materials: Material[];
  private readonly offsets: number[] = [];
  private readonly total: number;
  private readonly value: Uint8Array;
  /** Moves within the table not yet known to lose (for the side that would play them). */
  private readonly open: Uint8Array;
  /** 1 once a position is settled (or can never be: invalid, or no move within the table and a draw). */
  private readonly settled: Uint8Array;
  /** The longest loss among the moves into other tables (as a distance + 1), and whether one of them draws. */
  private readonly outLoss: Uint8Array;
  private readonly outDraw: Uint8Array;
  /** Whether a move into another table wins (the position is then a win, soon or late). */
  private readonly outWin: Uint8Array;
  /** Positions to settle, by distance. */
  private readonly buckets: number[][] = [];
  private readonly ranker: PositionRanker;
  private readonly cells = new Int32Array(8);
  private readonly set = new Int32Array(MAX_KIND);
  private readonly ranks = new Int32Array(4);
  /** Pieces per group (own kings, own men, other kings, other men) of each part. */
  private readonly counts: Int32Array[];
  /** 1 for a part where the side to move has kings only. */
  private readonly kingsOnly: Uint8Array;
  private pieces = 0;

  constructor(
    private readonly e: Engine,
    private readonly codes: readonly number[],
    private readonly solved: SolvedTables,
  ) {
    this.squares = e.g.squares;
    this.half = e.g.cols / 2;
    this.materials = codes.map(materialOf);
    this.counts = this.materials.map((m) => Int32Array.of(m.ownKings, m.ownMen, m.otherKings, m.otherMen));
    this.kingsOnly = Uint8Array.from(this.materials, (m) => (m.ownMen === 0 ? 1 : 0));
    let total = 0;
    for (const m of this.materials) {
      this.offsets.push(total);
      total += tableSize(this.squares, m);
    }
    this.total = total;
    this.value = new Uint8Array(total);
    this.open = new Uint8Array(total);
    this.settled = new Uint8Array(total);
    this.outLoss = new Uint8Array(total);
    this.outDraw = new Uint8Array(total);
    this.outWin = new Uint8Array(total);
    this.ranker = new PositionRanker(e.g);
  }

  *run(): Generator<void, Uint8Array[], void> {
    for (let p = 0; p < this.total; p++) {
      this.first(p);
      if (p % STEP_POSITIONS === 0) yield;
    }
    let work = 0;
    for (let d = 0; d < this.buckets.length; d++) {
      const bucket = this.buckets[d];
      if (!bucket) continue;
      for (let k = 0; k < bucket.length; k++) {
        this.settle(bucket[k], d);
        if (++work % STEP_POSITIONS === 0) yield;
      }
    }
    return this.codes.map((_, i) => this.value.subarray(this.offsets[i], this.offsets[i] + tableSize(this.squares, this.materials[i])));
  }

  /** Global index of a position ranked by `ranker` (its code must be one of this table's). */
  private globalIndex(): number {
    const part = this.codes.indexOf(this.ranker.code);
    return part < 0 ? -1 : this.offsets[part] + this.ranker.index;
  }

  private schedule(p: number, distance: number): void {
    if (distance > MAX_DISTANCE) throw new RangeError(`An endgame table needs a distance over ${MAX_DISTANCE} plies.`);
    (this.buckets[distance] ??= []).push(p);
  }

  /** Step 1 for position `p`: its moves into other tables, and how many stay in this one. */
  private first(p: number): void {
    if (!this.place(p)) {
      this.value[p] = INVALID;
      this.settled[p] = 1;
      return;
    }
    const { e, ranker, cells } = this;
    const top = e.top, capTop = e.capTop, pathTop = e.pathTop;
    // Kings alone and nothing to take: every move is quiet and stays here; counting them is enough.
    const quiet = this.kingsOnly[this.partOf(p)] === 1 && e.firstCapturer(WHITE) < 0;
    const n = quiet ? 0 : e.generate(WHITE, false);
    let inside = quiet ? e.count(WHITE) : 0;
    let win = 0;
    for (let i = top; i < top + n; i++) {
      // A quiet move keeps the material: it stays in this table, and only its count matters here.
      if (e.mNcap[i] === 0 && e.mPromo[i] === 0) {
        inside++;
        continue;
      }
      const v = e.make(i);
      // A king's capture may end where it started: that cell is read once.
      cells[this.pieces] = e.mTo[i];
      ranker.rank(e.board, cells, e.mTo[i] === e.mFrom[i] ? this.pieces : this.pieces + 1, BLACK);
      e.unmake(i, v);
      const child = this.outsideValue();
      if (child === DRAW) this.outDraw[p] = 1;
      else if (isWin(child)) this.outLoss[p] = Math.max(this.outLoss[p], child);
      else if (win === 0 || child < win) win = child;
    }
    e.release(top, capTop, pathTop);
    this.clear();
    this.open[p] = inside;
    // A move to a loss in d wins in d + 1 (value d + 2); with no move it is lost now.
    if (win !== 0) {
      this.outWin[p] = 1;
      this.schedule(p, win);
    }
    if (inside > 0) return;
    if (win === 0 && this.outDraw[p] === 0) this.schedule(p, this.outLoss[p]);
    else if (win === 0) this.settled[p] = 1;
  }

  /** The value, in its own table, of the position ranked last (the opponent to move after a capture or promotion). */
  private outsideValue(): number {
    // Codes below 25 have no piece of the side to move.
    if (this.ranker.code < 25) return LOST_NOW;
    const t = this.solved.get(this.ranker.code);
    if (!t) throw new Error(`The endgame table of material ${this.ranker.code} is needed before it is solved.`);
    return t[this.ranker.index];
  }

  /** Step 2: position `p` has distance `d` (a win when d is odd); the positions it came from learn of it. */
  private settle(p: number, d: number): void {
    if (this.settled[p]) return;
    this.settled[p] = 1;
    this.value[p] = d + 1;
    const win = (d & 1) === 1;
    this.place(p);
    const { e, cells } = this;
    const b = e.board;
    const g = e.g;
    // The move into `p` was the other side's (Black here): take back each of its quiet moves.
    for (let k = 0; k < this.pieces; k++) {
      const t = cells[k];
      const v = b[t];
      if ((v & BLACK) === 0) continue;
      b[t] = 0;
      if (v & KING) {
        for (let dir = 0; dir < 4; dir++) {
          const step = g.dirs[dir];
          for (let f = t + step; b[f] === 0; f += step) this.predecessor(k, f, v, win, d);
        }
      } else {
        // A black man steps down the board; back up, then.
        for (let dir = 0; dir < 2; dir++) {
          const f = t + g.dirs[dir];
          if (b[f] === 0) this.predecessor(k, f, v, win, d);
        }
      }
      b[t] = v;
      cells[k] = t;
    }
    this.clear();
  }

  /** The position with piece `k` (value `v`) standing on `f` instead: it moved from there into a position of distance `d`. */
  private predecessor(k: number, f: number, v: number, childWins: boolean, d: number): void {
    const { e, cells, ranker } = this;
    e.board[f] = v;
    cells[k] = f;
    ranker.rank(e.board, cells, this.pieces, BLACK);
    e.board[f] = 0;
    const q = this.globalIndex();
    if (q < 0 || this.settled[q]) return;
    if (!childWins) {
      this.schedule(q, d + 1);
    } else if (--this.open[q] === 0 && this.outDraw[q] === 0 && this.outWin[q] === 0) {
      // Every move loses: the longest loss counts.
      this.schedule(q, Math.max(d + 1, this.outLoss[q]));
    }
  }

  /** Puts position `p` on the engine's board (White to move, moving up); false when the index names no position. */
  private partOf(p: number): number {
    let part = this.codes.length - 1;
    while (this.offsets[part] > p) part--;
    return part;
  }

  private place(p: number): boolean {
    const part = this.partOf(p);
    const counts = this.counts[part];
    const { e, cells, set, ranks } = this;
    let rest = p - this.offsets[part];
    for (let grp = 3; grp >= 0; grp--) {
      const size = binomial(this.squares, counts[grp]);
      ranks[grp] = rest % size;
      rest = (rest - ranks[grp]) / size;
    }
    const g = e.g;
    this.pieces = 0;
    for (let grp = 0; grp < 4; grp++) {
      unrankSet(ranks[grp], counts[grp], this.squares, set);
      for (let i = 0; i < counts[grp]; i++) {
        const sq = set[i];
        const c = g.sqCell[sq];
        // A man never stands on its promotion row (White's is the top row, Black's the bottom one).
        if (e.board[c] !== 0 || (grp === 1 && sq < this.half) || (grp === 3 && sq >= this.squares - this.half)) {
          this.clear();
          return false;
        }
        e.board[c] = PIECE_OF_GROUP[grp];
        cells[this.pieces++] = c;
      }
    }
    return true;
  }

  private clear(): void {
    for (let i = 0; i < this.pieces; i++) this.e.board[this.cells[i]] = 0;
    this.pieces = 0;
  }
}
