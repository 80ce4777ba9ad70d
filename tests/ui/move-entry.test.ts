import { expect } from 'chai';
import type { MoveShape } from '../../src/core/board.js';
import { entryBack, entryClick, entryConfirm } from '../../src/ui/entry-steps.js';
import { MoveEntry } from '../../src/ui/move-entry.js';

// Cells on a 5-wide board: c1 = 22, c3 = 12, c5 = 2, a3 = 10, e3 = 14, b1 = 21, d1 = 23.
const step = (from: number, to: number): MoveShape => ({ from, path: [to], captured: [] });
const jump = (from: number, path: number[]): MoveShape => ({ from, path, captured: path.map(() => 0) });

describe('ui/MoveEntry and its steps (entry-steps.ts)', () => {
  it('selects a movable piece, lists next squares, and plays a simple move', () => {
    const e = new MoveEntry();
    e.setMoves([step(22, 21), step(22, 23), step(20, 15)]);
    expect(entryClick(e, 7).kind).to.equal('none');
    expect(entryClick(e, 22)).to.deep.equal({ kind: 'select' });
    expect([...e.targets()].sort()).to.deep.equal([21, 23]);
    expect(entryClick(e, 23)).to.deep.equal({ kind: 'play', index: 1 });
  });

  it('enters a branching multi-step move square by square, Escape taking squares back', () => {
    const e = new MoveEntry();
    e.setMoves([jump(22, [12, 2]), jump(22, [12, 10]), jump(22, [12, 14]), step(22, 21)]);
    entryClick(e, 22);
    expect(entryClick(e, 12).kind).to.equal('select');
    expect(e.entered).to.deep.equal([22, 12]);
    expect([...e.targets()].sort((a, b) => a - b)).to.deep.equal([2, 10, 14]);
    expect(entryBack(e).kind).to.equal('select');
    expect(e.entered).to.deep.equal([22]);
    expect(entryBack(e).kind).to.equal('cancel');
    expect(e.entered).to.deep.equal([]);
    entryClick(e, 22);
    entryClick(e, 12);
    expect(entryClick(e, 10)).to.deep.equal({ kind: 'play', index: 1 });
  });

  it('completes the only move that continues a prefix, and accepts only the final square', () => {
    const e = new MoveEntry();
    e.setMoves([jump(22, [12, 2]), step(20, 15)]);
    entryClick(e, 22);
    expect(entryClick(e, 12)).to.deep.equal({ kind: 'play', index: 0 });
    e.clear();
    entryClick(e, 22);
    expect(entryClick(e, 2)).to.deep.equal({ kind: 'play', index: 0 });
    e.clear();
    // Nothing selected: a square that ends exactly one move plays it.
    expect(entryClick(e, 15)).to.deep.equal({ kind: 'play', index: 1 });
  });

  it('offers to stop or go on when a prefix is itself a complete move', () => {
    const e = new MoveEntry();
    e.setMoves([jump(22, [12]), jump(22, [12, 2])]);
    entryClick(e, 22);
    expect(entryClick(e, 12).kind).to.equal('choose');
    expect(e.canStop).to.equal(true);
    expect(entryClick(e, 12)).to.deep.equal({ kind: 'play', index: 0 });
    e.clear();
    entryClick(e, 22);
    entryClick(e, 12);
    expect(entryConfirm(e)).to.deep.equal({ kind: 'play', index: 0 });
    e.clear();
    entryClick(e, 22);
    entryClick(e, 12);
    expect(entryClick(e, 2)).to.deep.equal({ kind: 'play', index: 1 });
  });

  it('switches to another piece, deselects on a second click, and cancels on a dead square', () => {
    const e = new MoveEntry();
    e.setMoves([step(22, 17), step(20, 15)]);
    entryClick(e, 22);
    expect(entryClick(e, 20).kind).to.equal('select');
    expect(e.entered).to.deep.equal([20]);
    expect(entryClick(e, 20).kind).to.equal('cancel');
    entryClick(e, 22);
    expect(entryClick(e, 4).kind).to.equal('cancel');
    expect(e.entered).to.deep.equal([]);
  });
});
