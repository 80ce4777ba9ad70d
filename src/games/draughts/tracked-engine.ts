/**
 * The search's draughts engine: the move generator of rules.ts that also keeps each side's pieces as bits
 * over the dense squares, move by move, so its capture test, its steps, whether a side can move and the
 * evaluation walk a side's pieces instead of every square; and the capture search's list of noisy moves.
 * Only the worker loads it; a page's engine reads the board (and the endgame solver, which writes the
 * board itself, keeps a plain one).
 */
import { BLACK, Engine, KING, WHITE } from './rules.js';

export class TrackedEngine extends Engine {
  /** By side · 2 the squares 0–31, by side · 2 + 1 the squares 32–49 (side WHITE or BLACK). */
  readonly pieces = new Int32Array(6);

  override load(mailbox: ArrayLike<number>): void {
    super.load(mailbox);
    this.pieces.fill(0);
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

  /** Toggles the bit of cell `c` in the set of piece `v`'s side. */
  private flip(c: number, v: number): void {
    const at = (v & (WHITE | BLACK)) * 2;
    this.pieces[at] ^= this.bitLo[c];
    this.pieces[at + 1] ^= this.bitHi[c];
  }

  /** The bits of move `i` by piece `v`, played or taken back: its two squares and its captures. */
  private flipMove(i: number, v: number): void {
    this.flip(this.mFrom[i], v);
    this.flip(this.mTo[i], v);
    const off = this.mCapOff[i];
    for (let c = off, end = off + this.mNcap[i]; c < end; c++) this.flip(this.capCells[c], this.capVals[c]);
  }
}
