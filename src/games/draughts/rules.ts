/**
 * Board geometry and the move generator of draughts (rules/draughts.md).
 *
 * The board is a padded mailbox: an Int8Array of (rows+2)·(cols+2) cells with a
 * border of OFF cells, so a jump can never leave the board unnoticed. Every
 * variant has one `Engine` (a module singleton): generation works in place on
 * its own working board with flat typed-array move buffers, which serves both
 * the public `moves()` and the bulk-counting perft without allocation.
 */

export type DraughtsVariant = 'international' | 'russian' | 'brazilian';
export const VARIANTS: readonly DraughtsVariant[] = ['international', 'russian', 'brazilian'];

/** Piece codes in the mailbox. A man is its colour bit, a king adds KING. */
export const WHITE = 1;
export const BLACK = 2;
export const KING = 4;
export const OFF = 8;
/** Set on a piece already jumped in the current capture (Turkish strike: it stays until the move ends). */
export const MARK = 16;
export const WM = WHITE;
export const WK = WHITE | KING;
export const BM = BLACK;
export const BK = BLACK | KING;

/** Capacity of the shared move buffers (all plies of a perft stack together). */
const LIMITS = { moves: 1 << 16, capCells: 1 << 19, pathCells: 1 << 19, depth: 64 } as const;

export interface Geometry {
  readonly variant: DraughtsVariant;
  readonly rows: number;
  readonly cols: number;
  /** Width of the padded mailbox. */
  readonly width: number;
  readonly size: number;
  /** Number of dark squares (50 or 32). */
  readonly squares: number;
  /** Dense square index (0-based; square number − 1) → mailbox cell. */
  readonly sqCell: Int16Array;
  /** Mailbox cell → dense square index, or −1. */
  readonly cellSq: Int16Array;
  /** Dense square index → grid cell (row·cols + col). */
  readonly sqGrid: Int16Array;
  /** Grid cell → dense square index, or −1. */
  readonly gridSq: Int16Array;
  /** Diagonal steps: up-left, up-right, down-left, down-right (up = towards Black). */
  readonly dirs: Int32Array;
  /** Per colour (index WHITE / BLACK): 1 on the mailbox cells of that colour's promotion row. */
  readonly promo: readonly [Uint8Array, Uint8Array, Uint8Array];
  /** Max-capture rule and promotion only at the end (rules/draughts.md "International and Brazilian specifics"). */
  readonly maxCapture: boolean;
  /** Crowning mid-capture, continuing as a king (rules/draughts.md "Russian specifics"). */
  readonly crownMidCapture: boolean;
}

const geometries = new Map<DraughtsVariant, Geometry>();

export function geometry(variant: DraughtsVariant): Geometry {
  let g = geometries.get(variant);
  if (!g) {
    g = buildGeometry(variant);
    geometries.set(variant, g);
  }
  return g;
}

function buildGeometry(variant: DraughtsVariant): Geometry {
  const n = variant === 'international' ? 10 : 8;
  const width = n + 2;
  const size = width * (n + 2);
  const squares = (n * n) / 2;
  const sqCell = new Int16Array(squares);
  const cellSq = new Int16Array(size).fill(-1);
  const sqGrid = new Int16Array(squares);
  const gridSq = new Int16Array(n * n).fill(-1);
  const promoW = new Uint8Array(size);
  const promoB = new Uint8Array(size);
  for (let sq = 0; sq < squares; sq++) {
    // rules/draughts.md "Notation": numbered row by row from the top left as seen by White; a1 is dark.
    const row = Math.floor(sq / (n / 2));
    const col = 2 * (sq % (n / 2)) + (row % 2 === 0 ? 1 : 0);
    const cell = (row + 1) * width + col + 1;
    sqCell[sq] = cell;
    cellSq[cell] = sq;
    sqGrid[sq] = row * n + col;
    gridSq[row * n + col] = sq;
    if (row === 0) promoW[cell] = 1;
    if (row === n - 1) promoB[cell] = 1;
  }
  return {
    variant,
    rows: n,
    cols: n,
    width,
    size,
    squares,
    sqCell,
    cellSq,
    sqGrid,
    gridSq,
    dirs: Int32Array.of(-width - 1, -width + 1, width - 1, width + 1),
    promo: [new Uint8Array(size), promoW, promoB],
    maxCapture: variant !== 'russian',
    crownMidCapture: variant === 'russian',
  };
}

/** A fresh mailbox with every cell OFF except the dark squares (empty). */
export function emptyBoard(g: Geometry): Int8Array {
  const b = new Int8Array(g.size).fill(OFF);
  for (let sq = 0; sq < g.squares; sq++) b[g.sqCell[sq]] = 0;
  return b;
}

/** The move generator of one variant, working in place on `board`. */
export class Engine {
  readonly g: Geometry;
  /** Working board: load a position with `load(...)` before generating. */
  readonly board: Int8Array;
  // Generated moves, stacked by ply: [base, top) belongs to the current call.
  readonly mFrom = new Int16Array(LIMITS.moves);
  readonly mTo = new Int16Array(LIMITS.moves);
  readonly mNcap = new Uint8Array(LIMITS.moves);
  readonly mPromo = new Uint8Array(LIMITS.moves);
  readonly mCapOff = new Int32Array(LIMITS.moves);
  readonly mPathOff = new Int32Array(LIMITS.moves);
  readonly mPathLen = new Uint8Array(LIMITS.moves);
  readonly mLo = new Int32Array(LIMITS.moves);
  readonly mHi = new Int32Array(LIMITS.moves);
  readonly capCells = new Int16Array(LIMITS.capCells);
  readonly capVals = new Int8Array(LIMITS.capCells);
  readonly pathCells = new Int16Array(LIMITS.pathCells);
  top = 0;
  capTop = 0;
  pathTop = 0;

  // Capture search state.
  private base = 0;
  private capBase = 0;
  private pathBase = 0;
  private best = 0;
  private opp = 0;
  private from = 0;
  private promoting = 0;
  private wantPath = true;
  private promoRow: Uint8Array;
  private readonly curCap = new Int16Array(LIMITS.depth);
  private readonly curVal = new Int8Array(LIMITS.depth);
  private readonly curPath = new Int16Array(LIMITS.depth);
  private ncap = 0;
  private npath = 0;
  private lo = 0;
  private hi = 0;
  protected readonly bitLo: Int32Array;
  protected readonly bitHi: Int32Array;
  protected readonly d0: number;
  protected readonly d1: number;
  protected readonly d2: number;
  protected readonly d3: number;

  constructor(g: Geometry) {
    this.g = g;
    this.board = emptyBoard(g);
    this.promoRow = g.promo[WHITE];
    // Captured sets as two 32-bit masks over the dense squares, for move identity.
    this.bitLo = new Int32Array(g.size);
    this.bitHi = new Int32Array(g.size);
    for (let sq = 0; sq < g.squares; sq++) {
      const c = g.sqCell[sq];
      if (sq < 32) this.bitLo[c] = 1 << sq;
      else this.bitHi[c] = 1 << (sq - 32);
    }
    [this.d0, this.d1, this.d2, this.d3] = g.dirs;
  }

  /**
   * Generates the legal moves of `side` into [base, top) where base is the
   * current `top`; returns their number. Captures come with their captured
   * cells and (when `wantPath`) landing cells.
   */
  generate(side: number, wantPath: boolean): number {
    const base = this.top;
    if (this.captures(side, wantPath)) return this.top - base;
    const b = this.board;
    const g = this.g;
    const fwdA = side === WHITE ? this.d0 : this.d2;
    const fwdB = side === WHITE ? this.d1 : this.d3;
    const promo = g.promo[side];
    let top = this.top;
    for (let word = 0; word < 2; word++) {
      for (let bits = this.sideBits(side, word); bits !== 0; bits &= bits - 1) {
        const sq = 31 - Math.clz32(bits & -bits) + (word << 5);
        const s = g.sqCell[sq];
        const v = b[s];
        if ((v & KING) === 0) {
          // rules/draughts.md "Common rules": a man steps one square diagonally forward.
          let t = s + fwdA;
          if (b[t] === 0) {
            this.mFrom[top] = s; this.mTo[top] = t; this.mNcap[top] = 0; this.mPromo[top] = promo[t];
            if (wantPath) this.quietPath(top, t);
            top++;
          }
          t = s + fwdB;
          if (b[t] === 0) {
            this.mFrom[top] = s; this.mTo[top] = t; this.mNcap[top] = 0; this.mPromo[top] = promo[t];
            if (wantPath) this.quietPath(top, t);
            top++;
          }
        } else {
          // Flying king: any distance over empty squares.
          for (let k = 0; k < 4; k++) {
            const d = g.dirs[k];
            for (let t = s + d; b[t] === 0; t += d) {
              this.mFrom[top] = s; this.mTo[top] = t; this.mNcap[top] = 0; this.mPromo[top] = 0;
              if (wantPath) this.quietPath(top, t);
              top++;
            }
          }
        }
      }
    }
    this.top = top;
    return top - base;
  }

  /** Records the one-square path of a quiet move (only the public move list needs it). */
  private quietPath(i: number, t: number): void {
    this.mCapOff[i] = this.capTop;
    this.mPathOff[i] = this.pathTop;
    this.mPathLen[i] = 1;
    this.pathCells[this.pathTop++] = t;
  }

  /** Number of legal moves of `side` (bulk counting: quiet moves are counted, not stored). */
  count(side: number): number {
    const b = this.board;
    const sqCell = this.g.sqCell;
    const squares = this.g.squares;
    const opp = 3 - side;
    const mask = opp | OFF | MARK;
    const d0 = this.d0, d1 = this.d1, d2 = this.d2, d3 = this.d3;
    const fwdA = side === WHITE ? d0 : d2;
    const fwdB = side === WHITE ? d1 : d3;
    let n = 0;
    // One pass counts quiet moves and stops at the first possible capture.
    let capture = false;
    for (let sq = 0; sq < squares; sq++) {
      const s = sqCell[sq];
      const v = b[s];
      if ((v & side) === 0) continue;
      if ((v & KING) === 0) {
        const a = b[s + d0], c = b[s + d1], e = b[s + d2], f = b[s + d3];
        if (
          ((a & mask) === opp && b[s + d0 + d0] === 0) || ((c & mask) === opp && b[s + d1 + d1] === 0) ||
          ((e & mask) === opp && b[s + d2 + d2] === 0) || ((f & mask) === opp && b[s + d3 + d3] === 0)
        ) {
          capture = true;
          break;
        }
        if (b[s + fwdA] === 0) n++;
        if (b[s + fwdB] === 0) n++;
      } else {
        let t = s + d0;
        while (b[t] === 0) (t += d0), n++;
        if ((b[t] & mask) === opp && b[t + d0] === 0) { capture = true; break; }
        t = s + d1;
        while (b[t] === 0) (t += d1), n++;
        if ((b[t] & mask) === opp && b[t + d1] === 0) { capture = true; break; }
        t = s + d2;
        while (b[t] === 0) (t += d2), n++;
        if ((b[t] & mask) === opp && b[t + d2] === 0) { capture = true; break; }
        t = s + d3;
        while (b[t] === 0) (t += d3), n++;
        if ((b[t] & mask) === opp && b[t + d3] === 0) { capture = true; break; }
      }
    }
    if (!capture) return n;
    const base = this.top, capTop = this.capTop, pathTop = this.pathTop;
    this.captures(side, false);
    n = this.top - base;
    this.release(base, capTop, pathTop);
    return n;
  }

  /** Whether `side` has a legal move (it stops at the first one it finds). */
  hasMove(side: number): boolean {
    const b = this.board;
    const g = this.g;
    const fwdA = side === WHITE ? this.d0 : this.d2;
    const fwdB = side === WHITE ? this.d1 : this.d3;
    for (let word = 0; word < 2; word++) {
      for (let bits = this.sideBits(side, word); bits !== 0; bits &= bits - 1) {
        const sq = 31 - Math.clz32(bits & -bits) + (word << 5);
        const s = g.sqCell[sq];
        const v = b[s];
        if ((v & KING) === 0) {
          if (b[s + fwdA] === 0 || b[s + fwdB] === 0) return true;
        } else if (b[s + this.d0] === 0 || b[s + this.d1] === 0 || b[s + this.d2] === 0 || b[s + this.d3] === 0) return true;
      }
    }
    // Every piece is blocked for a step: only a capture can move one.
    return this.firstCapturer(side) >= 0;
  }

  /** Dense index of the first piece of `side` that can capture, or −1 (most positions have none). */
  firstCapturer(side: number): number {
    const b = this.board;
    const sqCell = this.g.sqCell;
    const mask = (3 - side) | OFF | MARK;
    const opp = 3 - side;
    const d0 = this.d0, d1 = this.d1, d2 = this.d2, d3 = this.d3;
    for (let word = 0; word < 2; word++) {
      for (let bits = this.sideBits(side, word); bits !== 0; bits &= bits - 1) {
        const sq = 31 - Math.clz32(bits & -bits) + (word << 5);
        const s = sqCell[sq];
        const v = b[s];
        if ((v & KING) === 0) {
          if ((b[s + d0] & mask) === opp && b[s + d0 + d0] === 0) return sq;
          if ((b[s + d1] & mask) === opp && b[s + d1 + d1] === 0) return sq;
          if ((b[s + d2] & mask) === opp && b[s + d2 + d2] === 0) return sq;
          if ((b[s + d3] & mask) === opp && b[s + d3 + d3] === 0) return sq;
        } else if (this.canCapture(s, v, opp)) return sq;
      }
    }
    return -1;
  }

  /** True when `side` has a capture (compulsory, rules/draughts.md "Common rules"). */
  protected captures(side: number, wantPath: boolean): boolean {
    const first = this.firstCapturer(side);
    if (first < 0) return false;
    const b = this.board;
    const g = this.g;
    this.base = this.top;
    this.capBase = this.capTop;
    this.pathBase = this.pathTop;
    this.best = 0;
    this.opp = 3 - side;
    this.wantPath = wantPath;
    this.promoRow = g.promo[side];
    this.ncap = 0;
    this.npath = 0;
    this.lo = 0;
    this.hi = 0;
    // The side's pieces from the first capturer on (each lifted piece is put back before the next).
    for (let word = first >> 5; word < 2; word++) {
      let bits = this.sideBits(side, word);
      if (word === first >> 5) bits &= ~((1 << (first & 31)) - 1);
      for (; bits !== 0; bits &= bits - 1) {
        const sq = 31 - Math.clz32(bits & -bits) + (word << 5);
        const s = g.sqCell[sq];
        const v = b[s];
        if (sq !== first && !this.canCapture(s, v, this.opp)) continue;
        // Lift the piece: it may cross its own starting square (Turkish strike paragraph).
        b[s] = 0;
        this.from = s;
        this.promoting = 0;
        if (v & KING) this.kingCaptures(s, 0);
        else this.manCaptures(s);
        b[s] = v;
      }
    }
    if (this.top === this.base) return false;
    this.dedupe();
    return true;
  }

  /** Quick pre-test so the recursive search runs only for pieces that can capture. */
  protected canCapture(s: number, v: number, opp: number): boolean {
    const b = this.board;
    const dirs = this.g.dirs;
    for (let k = 0; k < 4; k++) {
      const d = dirs[k];
      let t = s + d;
      if (v & KING) while (b[t] === 0) t += d;
      if ((b[t] & (opp | OFF | MARK)) === opp && b[t + d] === 0) return true;
    }
    return false;
  }

  private manCaptures(s: number): boolean {
    const b = this.board;
    const opp = this.opp;
    const dirs = this.g.dirs;
    let found = false;
    // rules/draughts.md "Common rules": a man captures forward or backward.
    for (let k = 0; k < 4; k++) {
      const d = dirs[k];
      const t = s + d;
      const v = b[t];
      if ((v & (opp | OFF | MARK)) !== opp) continue;
      const l = t + d;
      if (b[l] !== 0) continue;
      found = true;
      this.push(t, v);
      this.curPath[this.npath++] = l;
      if (this.promoRow[l] !== 0) {
        if (this.g.crownMidCapture) {
          // rules/draughts.md "Russian specifics": crowned at once, continues as a king.
          this.promoting = 1;
          if (!this.kingCaptures(l, d)) this.emit(l);
          this.promoting = 0;
        } else {
          // Promotes only if the move ends here (rules/draughts.md "International and Brazilian specifics").
          if (!this.manCaptures(l)) {
            this.promoting = 1;
            this.emit(l);
            this.promoting = 0;
          }
        }
      } else if (!this.manCaptures(l)) this.emit(l);
      this.npath--;
      this.pop(t, v);
    }
    return found;
  }

  private kingCaptures(s: number, lastDir: number): boolean {
    const b = this.board;
    const opp = this.opp;
    const dirs = this.g.dirs;
    let found = false;
    for (let k = 0; k < 4; k++) {
      const d = dirs[k];
      // Going straight back is always blocked by the piece just jumped (it stays on the board).
      if (d === -lastDir) continue;
      let t = s + d;
      while (b[t] === 0) t += d;
      const v = b[t];
      if ((v & (opp | OFF | MARK)) !== opp) continue;
      if (b[t + d] !== 0) continue;
      found = true;
      this.push(t, v);
      // rules/draughts.md "Russian specifics" (and implied by the max rule elsewhere): land where the
      // capture can go on, if such a square exists; only otherwise stop on any square behind.
      let cont = false;
      for (let l = t + d; b[l] === 0; l += d) {
        this.curPath[this.npath++] = l;
        if (this.kingCaptures(l, d)) cont = true;
        this.npath--;
      }
      if (!cont) {
        for (let l = t + d; b[l] === 0; l += d) {
          this.curPath[this.npath++] = l;
          this.emit(l);
          this.npath--;
        }
      }
      this.pop(t, v);
    }
    return found;
  }

  private push(t: number, v: number): void {
    this.board[t] = v | MARK;
    this.curCap[this.ncap] = t;
    this.curVal[this.ncap] = v;
    this.ncap++;
    this.lo ^= this.bitLo[t];
    this.hi ^= this.bitHi[t];
  }

  private pop(t: number, v: number): void {
    this.board[t] = v;
    this.ncap--;
    this.lo ^= this.bitLo[t];
    this.hi ^= this.bitHi[t];
  }

  private emit(to: number): void {
    const n = this.ncap;
    if (this.g.maxCapture) {
      // rules/draughts.md "International and Brazilian specifics": only the longest sequences.
      if (n < this.best) return;
      if (n > this.best) {
        this.best = n;
        this.top = this.base;
        this.capTop = this.capBase;
        this.pathTop = this.pathBase;
      }
    }
    const i = this.top++;
    this.mFrom[i] = this.from;
    this.mTo[i] = to;
    this.mNcap[i] = n;
    this.mPromo[i] = this.promoting;
    this.mLo[i] = this.lo;
    this.mHi[i] = this.hi;
    let c = this.capTop;
    this.mCapOff[i] = c;
    for (let j = 0; j < n; j++) {
      this.capCells[c] = this.curCap[j];
      this.capVals[c] = this.curVal[j];
      c++;
    }
    this.capTop = c;
    this.mPathOff[i] = this.pathTop;
    this.mPathLen[i] = this.npath;
    if (this.wantPath) {
      let p = this.pathTop;
      for (let j = 0; j < this.npath; j++) this.pathCells[p++] = this.curPath[j];
      this.pathTop = p;
    }
  }

  /**
   * rules/draughts.md "Move identity": same start, end, captured set and promotion = one move.
   * Keeps the first of each group; the buffers of removed moves stay allocated until the ply ends.
   */
  private dedupe(): void {
    const base = this.base;
    if (this.top - base < 2) return;
    let w = base;
    for (let i = base; i < this.top; i++) {
      let dup = false;
      for (let j = base; j < w; j++) {
        if (
          this.mFrom[j] === this.mFrom[i] && this.mTo[j] === this.mTo[i] && this.mLo[j] === this.mLo[i] &&
          this.mHi[j] === this.mHi[i] && this.mPromo[j] === this.mPromo[i]
        ) {
          dup = true;
          break;
        }
      }
      if (dup) continue;
      if (w !== i) this.copyMove(i, w);
      w++;
    }
    this.top = w;
  }

  private copyMove(i: number, w: number): void {
    this.mFrom[w] = this.mFrom[i];
    this.mTo[w] = this.mTo[i];
    this.mNcap[w] = this.mNcap[i];
    this.mPromo[w] = this.mPromo[i];
    this.mCapOff[w] = this.mCapOff[i];
    this.mPathOff[w] = this.mPathOff[i];
    this.mPathLen[w] = this.mPathLen[i];
    this.mLo[w] = this.mLo[i];
    this.mHi[w] = this.mHi[i];
  }

  /** Puts a position's mailbox on the working board (a loop: TypedArray.set from a plain array is slower). */
  load(mailbox: ArrayLike<number>): void {
    const b = this.board;
    for (let i = 0; i < b.length; i++) b[i] = mailbox[i];
  }

  /**
   * The squares of `side`'s pieces as bits: squares 0–31 (`word` 0) or 32–49 (`word` 1), read off the
   * board (the search's engine keeps them instead: tracked-engine.ts).
   */
  protected sideBits(side: number, word: number): number {
    const { board, g } = this;
    let bits = 0;
    for (let sq = word << 5, end = Math.min(g.squares, sq + 32); sq < end; sq++) if (board[g.sqCell[sq]] & side) bits |= 1 << (sq & 31);
    return bits;
  }

  /** Drops the moves generated since the stack pointers were (top, capTop, pathTop). */
  release(top: number, capTop: number, pathTop: number): void {
    this.top = top;
    this.capTop = capTop;
    this.pathTop = pathTop;
  }

  /** Plays generated move `i` on the working board; returns the moving piece for `unmake`. */
  make(i: number): number {
    const b = this.board;
    const from = this.mFrom[i];
    const v = b[from];
    b[from] = 0;
    const nc = this.mNcap[i];
    if (nc !== 0) {
      const off = this.mCapOff[i];
      for (let c = off; c < off + nc; c++) b[this.capCells[c]] = 0;
    }
    b[this.mTo[i]] = this.mPromo[i] ? v | KING : v;
    return v;
  }

  unmake(i: number, v: number): void {
    const b = this.board;
    b[this.mTo[i]] = 0;
    const nc = this.mNcap[i];
    if (nc !== 0) {
      const off = this.mCapOff[i];
      for (let c = off; c < off + nc; c++) b[this.capCells[c]] = this.capVals[c];
    }
    b[this.mFrom[i]] = v;
  }
}

const engines = new Map<DraughtsVariant, Engine>();

export function engine(variant: DraughtsVariant): Engine {
  let e = engines.get(variant);
  if (!e) {
    e = new Engine(geometry(variant));
    engines.set(variant, e);
  }
  return e;
}
