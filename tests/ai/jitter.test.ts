import { expect } from 'chai';
import { JITTER_EXACT_FROM, jitterOf, jitteredBoard } from '../../src/ai/jitter.js';
import { GameBoard } from '../../src/ai/game-board.js';
import { searchBest } from '../../src/ai/search.js';
import type { SearchBoard } from '../../src/core/search-board.js';
import { makeTreeGame, type TreeNode } from './fixtures/tree.js';

describe('jitterOf', () => {
  it('gives whole numbers within ±amplitude, spread over the whole range', () => {
    const seen = new Set<number>();
    for (let h = 0; h < 20_000; h++) {
      const j = jitterOf(Math.imul(h, 0x9e3779b1), 7, 5);
      expect(Number.isInteger(j) && Math.abs(j) <= 5, `${j}`).to.equal(true);
      seen.add(j);
    }
    expect([...seen].sort((a, b) => a - b)).to.deep.equal([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
  });
  it('averages about zero', () => {
    let sum = 0;
    for (let h = 0; h < 20_000; h++) sum += jitterOf(h * 7919, 3, 100);
    expect(Math.abs(sum / 20_000)).to.be.below(3);
  });
  it('is the same for the same hash and seed, and another picture for another seed', () => {
    expect(jitterOf(12345, 1, 100)).to.equal(jitterOf(12345, 1, 100));
    let same = 0;
    for (let h = 0; h < 1000; h++) if (jitterOf(h, 1, 100) === jitterOf(h, 2, 100)) same++;
    expect(same).to.be.below(30);
  });
  it('is nothing at amplitude 0', () => {
    for (let h = 0; h < 100; h++) expect(jitterOf(h, 5, 0)).to.equal(0);
  });
});

/** Root: two quiet moves, `a` a little better (20) than `b` (0) for the side to move; `w` wins outright at depth 2. */
const nodes: Record<string, TreeNode> = {
  root: { eval: 0, children: { a: 'A', b: 'B' } },
  A: { eval: -20 },
  B: { eval: 0 },
};

describe('jitteredBoard', () => {
  const game = makeTreeGame('jitter', nodes);
  it("adds the position's jitter to the evaluation, and leaves everything else to the board", () => {
    const board = new GameBoard(game, game.setup());
    const noisy = jitteredBoard(board, 50, 9);
    expect(noisy.evaluate()).to.equal(board.evaluate() + jitterOf(board.hash(), 9, 50));
    expect(noisy.generate()).to.equal(2);
    noisy.make(0);
    expect(noisy.hash()).to.equal(board.hash());
    expect(noisy.turn()).to.equal(board.turn());
    expect(noisy.evaluate()).to.equal(-20 + jitterOf(board.hash(), 9, 50));
    noisy.unmake();
    expect(noisy.hash()).to.equal(game.hash(game.setup()));
  });
  it('leaves exact scores (known results) alone', () => {
    const exact = { evaluate: () => JITTER_EXACT_FROM + 17, hash: () => 1 } as unknown as SearchBoard;
    expect(jitteredBoard(exact, 100, 1).evaluate()).to.equal(JITTER_EXACT_FROM + 17);
    const lost = { evaluate: () => -JITTER_EXACT_FROM, hash: () => 1 } as unknown as SearchBoard;
    expect(jitteredBoard(lost, 100, 1).evaluate()).to.equal(-JITTER_EXACT_FROM);
  });
  it('has the optional methods its board has, and only those', () => {
    const board: SearchBoard = new GameBoard(game, game.setup());
    const noisy = jitteredBoard(board, 10, 1);
    for (const name of ['generateNoisy', 'mayStandPat', 'makeNull', 'futilityMargin', 'release'] as const) {
      expect(typeof noisy[name], name).to.equal(typeof board[name]);
    }
    let released = 0;
    const withRelease = { ...stub(), release: () => released++ } as SearchBoard;
    jitteredBoard(withRelease, 10, 1).release!();
    expect(released).to.equal(1);
    expect(jitteredBoard(stub(), 10, 1).release).to.equal(undefined);
  });
});

describe('a search with evalNoise', () => {
  const game = makeTreeGame('jitter-search', nodes);
  it('plays the better quiet move without noise, and sometimes the other one with noise larger than their difference', () => {
    const picks = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      expect(searchBest(game, game.setup(), { maxDepth: 1, seed }).bestMove).to.equal('a');
      picks.add(searchBest(game, game.setup(), { maxDepth: 1, seed, evalNoise: 100 }).bestMove!);
    }
    expect([...picks].sort()).to.deep.equal(['a', 'b']);
    // Noise smaller than half the difference changes nothing.
    for (let seed = 0; seed < 40; seed++) expect(searchBest(game, game.setup(), { maxDepth: 1, seed, evalNoise: 9 }).bestMove).to.equal('a');
  });
  it('still finds a win, which the search scores exactly', () => {
    const won = makeTreeGame('jitter-win', nodes);
    const withWin: typeof won = { ...won, outcome: (s) => (s.node === 'B' ? { winner: won.turn(won.setup()), reason: 'test' } : null) };
    for (let seed = 0; seed < 20; seed++) expect(searchBest(withWin, withWin.setup(), { maxDepth: 2, seed, evalNoise: 10_000 }).bestMove).to.equal('b');
  });
});

function stub(): SearchBoard {
  return {
    moveKeySpace: 1,
    turn: () => 0,
    hash: () => 0,
    outcome: () => -2,
    evaluate: () => 0,
    generate: () => 0,
    isNoisy: () => false,
    orderHint: () => 0,
    moveKey: () => 0,
    make: () => undefined,
    unmake: () => undefined,
  };
}
