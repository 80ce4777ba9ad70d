import { expect } from '@open-wc/testing';
import { nextMacrotask } from '../../src/ai/search.js';
import { firstRenderTurn } from '../../src/ui/first-render.js';
import { TOY_TAG, type ToyBoard } from './fixtures/toy-board.js';

/** Lets every pending microtask run (but no task). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/**
 * Frames drawn by hand: `requestAnimationFrame` only records its callbacks, and `draw()` runs the
 * ones asked for so far, as one frame. With `timers`, `setTimeout` only records too (the page then
 * never falls back to its hidden-tab timer by itself).
 */
function manualFrames(opts: { timers: boolean }): { frames: FrameRequestCallback[]; timers: (() => void)[]; cleared: unknown[]; draw(): void; restore(): void } {
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const cleared: unknown[] = [];
  const { requestAnimationFrame: raf, setTimeout: st, clearTimeout: ct } = window;
  window.requestAnimationFrame = (cb) => frames.push(cb);
  if (opts.timers) {
    window.setTimeout = ((fn: () => void) => timers.push(fn)) as typeof window.setTimeout;
    window.clearTimeout = ((id: unknown) => cleared.push(id)) as typeof window.clearTimeout;
  }
  return {
    frames,
    timers,
    cleared,
    draw() {
      const now = frames.splice(0);
      for (const cb of now) cb(performance.now());
    },
    restore() {
      window.requestAnimationFrame = raf;
      window.setTimeout = st;
      window.clearTimeout = ct;
    },
  };
}

describe('ui/first-render', () => {
  it('gives turns in order, one per frame, each in a task after its frame', async () => {
    const page = manualFrames({ timers: true });
    try {
      const order: number[] = [];
      void Promise.all([0, 1, 2].map((i) => firstRenderTurn().then(() => order.push(i))));
      await microtasks();
      expect(order).to.deep.equal([]);
      // One frame asked for at a time.
      expect(page.frames).to.have.length(1);
      for (let turn = 0; turn < 3; turn++) {
        page.draw();
        // Not in the frame itself: in a task after it (a message posted before this one).
        await microtasks();
        expect(order, `turn ${turn} in the frame`).to.deep.equal([0, 1, 2].slice(0, turn));
        await nextMacrotask();
        expect(order, `turn ${turn}`).to.deep.equal([0, 1, 2].slice(0, turn + 1));
        expect(page.frames, `frames asked after turn ${turn}`).to.have.length(turn < 2 ? 1 : 0);
      }
      // Each turn's hidden-tab timer was set, and cleared when its frame came.
      expect(page.timers).to.have.length(3);
      expect(page.cleared).to.have.length(3);
    } finally {
      page.restore();
    }
  });

  it('still gives turns, in order, when no frame is drawn (a hidden tab), by its timer', async () => {
    const page = manualFrames({ timers: false });
    try {
      const times: number[] = [];
      const order: number[] = [];
      const start = performance.now();
      await Promise.all(
        [0, 1, 2].map((i) =>
          firstRenderTurn().then(() => {
            order.push(i);
            times.push(performance.now() - start);
            // The frame this turn asked for comes after all, late (the next turn has asked for its own since):
            // it gives the next turn no early start.
            page.frames.shift()?.(performance.now());
          }),
        ),
      );
      expect(order).to.deep.equal([0, 1, 2]);
      // One timer's wait each: they do not come all at once.
      expect(times[1] - times[0]).to.be.at.least(30);
      expect(times[2] - times[1]).to.be.at.least(30);
    } finally {
      page.restore();
    }
    // And the next turn after a quiet spell comes with a frame as usual.
    await firstRenderTurn();
  });

  it('elements put on the page together build their games one per frame, then draw them one per frame', async () => {
    const page = manualFrames({ timers: true });
    const boards = [0, 1, 2].map(() => document.createElement(TOY_TAG) as ToyBoard);
    try {
      for (const b of boards) {
        b.setAttribute('side', 'both');
        document.body.append(b);
      }
      await microtasks();
      const rendered = (): number => boards.filter((b) => b.hasUpdated).length;
      expect(rendered()).to.equal(0);
      // Each asks for a turn to build its game (and legal moves), then, behind the others, one to draw it.
      for (let frame = 1; frame <= 6; frame++) {
        page.draw();
        await nextMacrotask();
        await microtasks();
        expect(rendered(), `after frame ${frame}`).to.equal(Math.max(0, frame - 3));
      }
    } finally {
      page.restore();
      for (const b of boards) b.remove();
    }
  });
});
