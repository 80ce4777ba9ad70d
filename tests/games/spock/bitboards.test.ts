/** The search board's bit-board move counts against the rules' move lists, on boards of any make-up. */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { hasMoves, listSide, orderByCell, summarizeSide } from '../../../src/games/spock/bitboards.js';
import { MoveSummary, isNoisyOn } from '../../../src/games/spock/evaluate.js';
import { CELLS, SPOCK, listMoves, type SideCode } from '../../../src/games/spock/rules.js';
import { pos } from './helpers.js';

/** Each side's cells as bits. */
function bitsOf(board: Int8Array): [number, number] {
  const bits: [number, number] = [0, 0];
  for (let c = 0; c < CELLS; c++) if (board[c]) bits[board[c] >> 3] |= 1 << c;
  return bits;
}

/** Each side's cells of each kind as bits, by side · 6 + kind. */
function kindsOf(board: Int8Array): Int32Array {
  const kinds = new Int32Array(12);
  for (let c = 0; c < CELLS; c++) if (board[c]) kinds[(board[c] >> 3) * 6 + (board[c] & 7)] |= 1 << c;
  return kinds;
}

/** A board of `pieces` random pieces (kinds and sides at random) on random cells. */
function randomBoard(rnd: () => number, pieces: number): Int8Array {
  const board = new Int8Array(CELLS);
  for (let k = 0; k < pieces; k++) board[rnd() % CELLS] = (1 + (rnd() % SPOCK)) | ((rnd() & 1) << 3);
  return board;
}

/**
 * Checks both sides of `board`: `hasMoves` says whether the rules list a move, `summarizeSide` counts them
 * all, sums their removals as the evaluation sums the rules' list and lists those moves (in the rules' order once
 * `orderByCell` has sorted them),
 * and `listSide` lists them all as the rules do, in the same order.
 */
function expectAgrees(board: Int8Array, where: string): boolean {
  const bits = bitsOf(board);
  const kinds = kindsOf(board);
  const list: number[] = [];
  const summary = new MoveSummary();
  const expected = new MoveSummary();
  let stuck = false;
  for (const side of [0, 1] as SideCode[]) {
    const n = listMoves(board, side, list, 0);
    expect(hasMoves(board, bits[side], bits[side ^ 1]), `${where}, side ${side}: has a move`).to.equal(n > 0);
    const removals: number[] = [7, 7];
    summarizeSide(board, Int32Array.from(bits), kinds, side, summary, removals, 2);
    orderByCell(removals, 2, removals.length);
    expect(summary.count, `${where}, side ${side}: moves`).to.equal(n);
    const noisy = list.slice(0, n).filter((m) => isNoisyOn(board, side, m));
    expect(removals, `${where}, side ${side}: the removals`).to.deep.equal([7, 7, ...noisy]);
    expected.clear();
    for (const m of noisy) expected.addRemoval(board[(m >> 5) & 31], m >> 10);
    expect({ ...summary, count: 0 }, `${where}, side ${side}: the removals summed`).to.deep.equal({ ...expected });
    const listed: number[] = [];
    expect(listSide(board, bits[side], bits[side ^ 1], listed, 0), `${where}, side ${side}: listed`).to.equal(n);
    expect(listed, `${where}, side ${side}: the list`).to.deep.equal(list.slice(0, n));
    if (n === 0 && bits[side] !== 0) stuck = true;
  }
  return stuck;
}

describe('spock bit boards (the search board\'s move counts)', () => {
  it('a side has a move exactly when the rules list one, and the same moves in the same order: boards of up to 25 random pieces', () => {
    const rnd = mulberry32(7);
    let stuck = 0;
    for (let i = 0; i < 20_000; i++) {
      const board = randomBoard(rnd, 1 + (i % 40));
      if (expectAgrees(board, `board ${i}`)) stuck++;
    }
    // Sides with pieces and no move: the case the end rules look for, met many times over.
    expect(stuck).to.be.above(100);
  });

  it('sides with no move: a lone Spock, a boxed Rock, sliders against what they cannot take', () => {
    const stuck = [
      'k4/3r1/5/5/K4 b 0 0', // Blue's Spock on a1: its leap squares (b3, c2) are empty
      'k3K/5/5/pp3/Rp3 b 0 0', // a Rock among Papers (and a Spock with nothing to leap onto, as in all below)
      'k3K/5/5/1r3/S4 b 0 0', // Scissors, a diagonal slider, against a Rock
      'k3K/5/5/s4/Ps3 b 0 0', // Paper, an orthogonal slider, against Scissors
      'k3K/5/5/rr3/Lr3 b 0 0', // a Lizard among Rocks
    ];
    for (const text of stuck) {
      const { board } = pos(text);
      const [blue, red] = bitsOf(board);
      expect(hasMoves(board, blue, red), text).to.equal(false);
      expectAgrees(board, text);
    }
    // Friends are no obstacle: the same pieces with a friend beside them, or the way out past a chain of friends.
    for (const text of ['k3K/5/5/pR3/Rp3 b 0 0', 'k3K/5/R4/1R3/S4 b 0 0', 'R3k/R4/R4/R4/R3K b 0 0']) {
      const { board } = pos(text);
      const [blue, red] = bitsOf(board);
      expect(hasMoves(board, blue, red), text).to.equal(true);
      expectAgrees(board, text);
    }
  });
});
