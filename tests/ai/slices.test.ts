import { expect } from '@open-wc/testing';
import { nextMacrotask, runInSlices, searchBest, SEARCH_TUNING, startSearch } from '../../src/ai/search.js';
import { rejection } from './fixtures/rejection.js';
import { fourByFour } from './fixtures/tictactoe.js';

describe('ai/search in slices', () => {
  it('does a bounded amount of work per step (virtual clock)', () => {
    // Every clock reading advances 1 ms, so a 5 ms step may run only a few check intervals.
    let clock = 0;
    const now = (): number => clock++;
    const budget = { maxNodes: 60_000, seed: 4 };
    const task = startSearch(fourByFour, fourByFour.setup(), { ...budget, now });
    let before = 0;
    let most = 0;
    while (!task.step(5)) {
      most = Math.max(most, task.stats.nodes - before);
      before = task.stats.nodes;
    }
    expect(task.stats.steps).to.be.greaterThan(20);
    expect(most).to.be.at.most(4 * SEARCH_TUNING.checkInterval);
    // Slicing does not change the result.
    const sync = searchBest(fourByFour, fourByFour.setup(), budget);
    expect([task.result.move, task.result.nodes]).to.deep.equal([sync.move, sync.nodes]);
  });

  it('keeps wall-clock steps short', () => {
    const task = startSearch(fourByFour, fourByFour.setup(), { maxNodes: 60_000 });
    const lengths: number[] = [];
    for (let done = false; !done; ) {
      const t0 = performance.now();
      done = task.step(5);
      lengths.push(performance.now() - t0);
    }
    lengths.sort((a, b) => a - b);
    expect(lengths.length).to.be.greaterThan(3);
    // The median resists a loaded machine preempting the odd step.
    expect(lengths[Math.floor(lengths.length / 2)]).to.be.lessThan(20);
  });

  it('lets other tasks run between slices', async () => {
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    let running = true;
    const tick = (): void => {
      const t = performance.now();
      longestGap = Math.max(longestGap, t - last);
      last = t;
      ticks++;
      if (running) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    // A budget of work, not of time: on a busy machine the search takes longer and still yields between
    // its slices, where a fixed time would hold fewer slices (and fewer chances for the timer) than asked.
    const task = startSearch(fourByFour, fourByFour.setup(), { maxNodes: 100_000 });
    const r = await runInSlices(task, { sliceMs: 8 });
    running = false;
    expect(r.move).to.be.a('string');
    expect(ticks).to.be.greaterThan(5);
    expect(longestGap).to.be.lessThan(1000); // generous: only a search that never yields would fail this
  });

  it('moveNow ends the search at the next step with the best move so far', () => {
    const task = startSearch(fourByFour, fourByFour.setup(), { timeMs: 10_000 });
    task.step(20);
    expect(task.done).to.equal(false);
    task.moveNow();
    expect(task.step(1000)).to.equal(true);
    expect(task.result.interrupted).to.equal(true);
    expect(task.result.move).to.be.a('string');
  });

  it('rejects with AbortError when its signal is aborted', async () => {
    const ac = new AbortController();
    const task = startSearch(fourByFour, fourByFour.setup(), { timeMs: 10_000 });
    const p = runInSlices(task, { sliceMs: 5, signal: ac.signal });
    await nextMacrotask();
    ac.abort();
    const err = await rejection(p);
    expect((err as DOMException).name).to.equal('AbortError');
  });
});
