import { expect } from 'chai';
import { ALGORITHMS } from '../../src/ai/algorithms.js';
import { mctsBest, startMcts } from '../../src/ai/mcts.js';
import { runInSlices } from '../../src/ai/search.js';
import { WIN_SCORE } from '../../src/core/game.js';
import { spock } from '../../src/games/spock/index.js';
import { fourByFour, tictactoe, type TttState } from './fixtures/tictactoe.js';

const at = (position: string): TttState => tictactoe.setup({ position });

describe('ai/mcts', () => {
  it('is registered as an algorithm', async () => {
    expect(await ALGORITHMS.mcts(spock)).to.equal(startMcts);
  });

  it('takes a win in one at once', () => {
    const r = mctsBest(tictactoe, at('xx.oo.... x'), { maxNodes: 5_000, seed: 1 });
    expect(r.move).to.equal('c3');
    expect(r.score).to.equal(WIN_SCORE - 1);
  });

  it('blocks the only threat', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const r = mctsBest(tictactoe, at('xx..o.... o'), { maxNodes: 20_000, seed });
      expect(r.move, `seed ${seed}`).to.equal('c3');
    }
  });

  it('blocks rather than builds when the opponent threatens on 4×4', () => {
    // x has three in the top row; o must take d4.
    const s = fourByFour.setup({ position: 'xxx.o...o....... o' });
    const r = mctsBest(fourByFour, s, { maxNodes: 30_000, seed: 2 });
    expect(r.move).to.equal('d4');
  });

  it('is reproducible by seed under a node budget, and the seed matters', () => {
    const a = mctsBest(fourByFour, fourByFour.setup(), { maxNodes: 10_000, seed: 3 });
    const b = mctsBest(fourByFour, fourByFour.setup(), { maxNodes: 10_000, seed: 3 });
    expect([b.move, b.nodes, b.depth, b.score, b.pv]).to.deep.equal([a.move, a.nodes, a.depth, a.score, a.pv]);
    expect(a.nodes).to.be.within(10_000, 10_000 + 64 * 10);
    const moves = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) moves.add(mctsBest(fourByFour, fourByFour.setup(), { maxNodes: 2_000, seed }).move!);
    expect(moves.size).to.be.greaterThan(1);
  });

  it('runs in slices and stops on moveNow with a legal move', async () => {
    const task = startMcts(fourByFour, fourByFour.setup(), { seed: 1 });
    expect(task.step(5)).to.equal(false);
    task.moveNow();
    const r = await runInSlices(task, { sliceMs: 5 });
    expect(r.interrupted).to.equal(true);
    expect(fourByFour.moves(fourByFour.setup())).to.include(r.bestMove);
    expect(task.stats.steps).to.be.greaterThan(1);
  });

  it('answers a position with one move or none without searching', () => {
    expect(mctsBest(tictactoe, at('xoxxoo.xo x'), { seed: 1 }).move).to.equal('a1');
    expect(mctsBest(tictactoe, at('xxxoo.... o'), { seed: 1 }).move).to.equal(null);
  });

  it('plays Spock: takes a win at once', () => {
    const s = spock.setup({ position: '2k2/5/5/2L2/K4 b 0 0' });
    // Most Blue moves leave Red without a move (rules/spock.md §3.2); any of them wins at once.
    const r = mctsBest(spock, s, { maxNodes: 2_000, seed: 4 });
    expect(spock.outcome(spock.play(s, r.bestMove!))).to.deep.include({ winner: 'blue' });
    expect(r.score).to.equal(WIN_SCORE - 1);
  });
});
