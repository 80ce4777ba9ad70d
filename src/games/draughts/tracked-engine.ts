/**
 * The search's draughts engine: the move generator of rules.ts that also keeps each side's pieces as bits
 * over the dense squares, move by move, so its steps, its capture list and whether a side can move walk a
 * side's pieces instead of every square; the same pieces spread out so that its capture test and the
 * evaluation's mobility shift them all at once; and the capture search's list of noisy moves.
 * Only the worker loads it; a page's engine reads the board (and the endgame solver, which writes the
 * board itself, keeps a plain one).
 */
import { popcount } from '../../core/bits.js';
import { BLACK, Engine, KING, WHITE, type Geometry } from './rules.js';

export class TrackedEngine extends Engine {
  /** By side · 2 the squares 0–31, by side · 2 + 1 the squares 32–49 (side WHITE or BLACK). */
  readonly pieces = new Int32Array(6);
  /**
   * The same pieces on the spread-out squares of `spreadBits` (two words a side, as `pieces`), and both
   * sides' kings at 0 and 1: on them each diagonal step is one shift, so a capture is found for all men at once.
   */
  private readonly spread = new Int32Array(6);
  private readonly spreadBit: Int32Array;
  /** The dark squares on the spread-out bits, and the shifts of a step up-right (`half`) and up-left (`half + 1`). */
  private readonly boardLo: number;
  private readonly boardHi: number;
  private readonly half: number;

  constructor(g: Geometry) {
    super(g);
    const spread = spreadBits(g);
    this.spreadBit = spread.bit;
    this.boardLo = spread.lo;
    this.boardHi = spread.hi;
    this.half = g.cols / 2;
  }

  override load(mailbox: ArrayLike<number>): void {
    super.load(mailbox);
    this.pieces.fill(0);
    this.spread.fill(0);
    for (let sq = 0; sq < this.g.squares; sq++) {
      const c = this.g.sqCell[sq];
      if (this.board[c] !== 0) this.flip(c, this.board[c]);
    }
  }

  override make(i: number): number {
    const v = super.make(i);
    this.flipMove(i, v);
    return v;
  }

  override unmake(i: number, v: number): void {
    super.unmake(i, v);
    this.flipMove(i, v);
  }

  /**
   * The noisy moves of `side` into [base, top) as `generate` would list them: its captures when it has
   * any (they are all its moves), else the men's steps onto the promotion row. Returns their number. The
   * capture search's list: pages never ask for it.
   */
  generateNoisy(side: number): number {
    const base = this.top;
    if (this.captures(side, false)) return this.top - base;
    const b = this.board;
    const g = this.g;
    const half = g.cols / 2;
    // The row before the promotion row, in dense squares (ascending, as `generate` goes).
    const first = side === WHITE ? half : (g.rows - 2) * half;
    const fwdA = side === WHITE ? this.d0 : this.d2;
    const fwdB = side === WHITE ? this.d1 : this.d3;
    let top = this.top;
    for (let sq = first; sq < first + half; sq++) {
      const s = g.sqCell[sq];
      if ((b[s] & (side | KING)) !== side) continue;
      // A man's step from here lands on the promotion row.
      let t = s + fwdA;
      if (b[t] === 0) {
        this.mFrom[top] = s; this.mTo[top] = t; this.mNcap[top] = 0; this.mPromo[top] = 1;
        top++;
      }
      t = s + fwdB;
      if (b[t] === 0) {
        this.mFrom[top] = s; this.mTo[top] = t; this.mNcap[top] = 0; this.mPromo[top] = 1;
        top++;
      }
    }
    this.top = top;
    return top - base;
  }

  protected override sideBits(side: number, word: number): number {
    return this.pieces[side * 2 + word];
  }

  /**
   * As the mailbox walk of `Engine.firstCapturer`, but every piece's jump to a neighbour is tested at once
   * on the spread-out bits (four shifts a direction); only kings, which capture from afar, are walked.
   * The capture test runs at every node of the search, and most nodes have no capture. It is asked between
   * moves only, when no piece is marked as jumped (the mailbox walk also skips marked pieces).
   */
  override firstCapturer(side: number): number {
    const sp = this.spread;
    const own = side * 2;
    const opp = (3 - side) * 2;
    const ownLo = sp[own], ownHi = sp[own + 1];
    const oppLo = sp[opp], oppHi = sp[opp + 1];
    const emptyLo = ~(sp[2] | sp[4]) & this.boardLo;
    const emptyHi = ~(sp[3] | sp[5]) & this.boardHi;
    let lo = 0;
    let hi = 0;
    for (let k = this.half; k <= this.half + 1; k++) {
      const back = 32 - k;
      // Downwards: the opponent on p + k, the square p + 2k empty. x holds q where q has the opponent and q + k is empty.
      let xLo = oppLo & ((emptyLo >>> k) | (emptyHi << back));
      let xHi = oppHi & (emptyHi >>> k);
      lo |= ownLo & ((xLo >>> k) | (xHi << back));
      hi |= ownHi & (xHi >>> k);
      // Upwards: the opponent on p − k, the square p − 2k empty.
      xLo = oppLo & (emptyLo << k);
      xHi = oppHi & ((emptyHi << k) | (emptyLo >>> back));
      lo |= ownLo & (xLo << k);
      hi |= ownHi & ((xHi << k) | (xLo >>> back));
    }
    let first = lo !== 0 ? 31 - Math.clz32(lo & -lo) : hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
    if (first >= 0) first -= Math.floor(first / (this.g.cols + 1)); // back to the dense square
    // Kings capture from afar too: walk this side's kings below the first square found.
    const b = this.board;
    const sqCell = this.g.sqCell;
    const oppSide = 3 - side;
    const rowPair = this.g.cols + 1;
    for (let word = 0; word < 2; word++) {
      for (let bits = sp[word] & (word === 0 ? ownLo : ownHi); bits !== 0; bits &= bits - 1) {
        const p = 31 - Math.clz32(bits & -bits) + (word << 5);
        const sq = p - Math.floor(p / rowPair);
        if (first >= 0 && sq >= first) return first;
        const c = sqCell[sq];
        if (this.canCapture(c, b[c], oppSide)) return sq;
      }
    }
    return first;
  }

  /**
   * The pieces' steps onto an empty square, White's less Black's (a man's two forward, a king's four): the
   * evaluation's mobility, counted for all pieces at once on the spread-out bits.
   */
  mobility(): number {
    const sp = this.spread;
    const emptyLo = ~(sp[2] | sp[4]) & this.boardLo;
    const emptyHi = ~(sp[3] | sp[5]) & this.boardHi;
    const whiteLo = sp[2 * WHITE], whiteHi = sp[2 * WHITE + 1];
    const blackLo = sp[2 * BLACK], blackHi = sp[2 * BLACK + 1];
    const kingLo = sp[0], kingHi = sp[1];
    let n = 0;
    for (let k = this.half; k <= this.half + 1; k++) {
      const back = 32 - k;
      // The pieces with an empty square k bits below (a step towards White's promotion row), and above.
      const upLo = emptyLo << k;
      const upHi = (emptyHi << k) | (emptyLo >>> back);
      const downLo = (emptyLo >>> k) | (emptyHi << back);
      const downHi = emptyHi >>> k;
      n += popcount(whiteLo & upLo) + popcount(whiteHi & upHi) - popcount(blackLo & downLo) - popcount(blackHi & downHi);
      if ((kingLo | kingHi) !== 0) {
        n += popcount(whiteLo & kingLo & downLo) + popcount(whiteHi & kingHi & downHi);
        n -= popcount(blackLo & kingLo & upLo) + popcount(blackHi & kingHi & upHi);
      }
    }
    return n;
  }

  /** Toggles the bit of cell `c` in the set of piece `v`'s side (and of the kings, for a king). */
  private flip(c: number, v: number): void {
    const at = (v & (WHITE | BLACK)) * 2;
    this.pieces[at] ^= this.bitLo[c];
    this.pieces[at + 1] ^= this.bitHi[c];
    const bit = this.spreadBit[c];
    const word = bit >> 5;
    const mask = 1 << (bit & 31);
    this.spread[at + word] ^= mask;
    if (v & KING) this.spread[word] ^= mask;
  }

  /** The bits of move `i` by piece `v`, played or taken back: its two squares and its captures. */
  private flipMove(i: number, v: number): void {
    this.flip(this.mFrom[i], v);
    this.flip(this.mTo[i], this.mPromo[i] !== 0 ? v | KING : v);
    const off = this.mCapOff[i];
    for (let c = off, end = off + this.mNcap[i]; c < end; c++) this.flip(this.capCells[c], this.capVals[c]);
  }
}

/**
 * Square `sq` on bit `sq + ⌊sq / cols⌋`: after every two rows one bit stays unused, so that a diagonal step is
 * the same shift from every square (`cols / 2` or one more) and a step off the board's side lands on an unused
 * bit (or off the 64). Returns each cell's bit (−1 off the board) and the dark squares as two words.
 */
function spreadBits(g: Geometry): { bit: Int32Array; lo: number; hi: number } {
  const bit = new Int32Array(g.size).fill(-1);
  let lo = 0;
  let hi = 0;
  for (let sq = 0; sq < g.squares; sq++) {
    const p = sq + Math.floor(sq / g.cols);
    bit[g.sqCell[sq]] = p;
    if (p < 32) lo |= 1 << p;
    else hi |= 1 << (p - 32);
  }
  return { bit, lo, hi };
}
