import { expect } from '@open-wc/testing';
import { nextMacrotask } from '../../src/ai/search.js';
import { FIRST_RENDER_TUNING, firstRenderTurn } from '../../src/ui/first-render.js';
import { marksLayer, playingParts } from '../../src/ui/lazy.js';
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

/** Draws a frame, then lets its turns run (a few tasks: no turn comes without the next frame). */
async function frameAndTurns(page: { draw(): void }): Promise<void> {
  page.draw();
  for (let i = 0; i < 5; i++) await nextMacrotask();
  await microtasks();
}

describe('ui/first-render', () => {
  const tuning = FIRST_RENDER_TUNING as { frameBudgetMs: number; now: () => number };
  const { frameBudgetMs, now } = tuning;
  // Most tests take one turn a frame (a budget of none: only a frame's first turn runs).
  beforeEach(() => (tuning.frameBudgetMs = 0));
  // The modules a board loads a turn after its drawing, loaded once: the frames below count turns, not downloads.
  before(() => Promise.all([playingParts.load(), marksLayer.load()]));
  afterEach(() => Object.assign(tuning, { frameBudgetMs, now }));

  it('gives turns in order, one per frame when each uses up the frame, each in a task after its frame', async () => {
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
        // The frame's budget is spent: the next turn asks for the next frame (in a task of its own).
        await nextMacrotask();
        expect(order, `turn ${turn}, a task later`).to.deep.equal([0, 1, 2].slice(0, turn + 1));
        expect(page.frames, `frames asked after turn ${turn}`).to.have.length(turn < 2 ? 1 : 0);
      }
      // Each turn's hidden-tab timer was set, and cleared when its frame came.
      expect(page.timers).to.have.length(3);
      expect(page.cleared).to.have.length(3);
    } finally {
      page.restore();
    }
  });

  for (const ends of [false, true]) {
    it(
      ends
        ? 'turns that end in their task follow one another in that task while the frame’s budget lasts; the rest wait for the next frame'
        : 'turns that do not end in their task (a download) go each in a task of its own while the frame’s budget lasts; the rest wait for the next frame',
      async () => {
        tuning.frameBudgetMs = 35;
        const page = manualFrames({ timers: true });
        try {
          const order: number[] = [];
          // Each turn takes 10 ms on the pump's clock: three fit a frame's 35 ms (a fourth, after 30 ms, would end at 40).
          let clock = 0;
          tuning.now = () => clock;
          for (let i = 0; i < 5; i++)
            void firstRenderTurn().then((end) => {
              order.push(i);
              clock += 10;
              if (ends) end();
            });
          await microtasks();
          page.draw();
          await microtasks();
          expect(order, 'in the frame itself').to.deep.equal([]);
          for (let task = 1; task <= 3; task++) {
            await nextMacrotask();
            expect(order, `task ${task} after the frame`).to.deep.equal(ends ? [0, 1, 2] : [0, 1, 2].slice(0, task));
          }
          // 30 ms spent, and another turn does not fit: the rest wait for the next frame.
          for (let i = 0; i < 5; i++) await nextMacrotask();
          expect(order).to.deep.equal([0, 1, 2]);
          expect(page.frames).to.have.length(1);
          page.draw();
          for (let i = 0; i < 5; i++) await nextMacrotask();
          expect(order).to.deep.equal([0, 1, 2, 3, 4]);
        } finally {
          page.restore();
        }
      },
    );
  }

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

  it('elements put on the page together build their games one per frame, then draw them one per frame (a budget of one turn)', async () => {
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
        await frameAndTurns(page);
        expect(rendered(), `after frame ${frame}`).to.equal(Math.max(0, frame - 3));
      }
      // Then their panels, one per frame: each is ready after its own.
      const ready = (): number => boards.filter((b) => b.shadowRoot!.querySelector('[part=status]')).length;
      expect(ready()).to.equal(0);
      for (let frame = 7; frame <= 9; frame++) {
        await frameAndTurns(page);
        expect(ready(), `panels after frame ${frame}`).to.equal(frame - 6);
      }
    } finally {
      page.restore();
      for (const b of boards) b.remove();
    }
  });

  it('diagrams (readonly) are drawn several in one task after a frame, as many as its budget allows', async () => {
    tuning.frameBudgetMs = 30;
    // Every look at the clock is 5 ms later: a diagram's turn takes 5 ms, and so does the step to the next.
    // After two diagrams 20 ms are spent and a third fits the 30 ms budget; after three, a fourth does not.
    let clock = 0;
    tuning.now = () => (clock += 5);
    const page = manualFrames({ timers: true });
    const boards = [0, 1, 2, 3, 4].map(() => document.createElement(TOY_TAG) as ToyBoard);
    try {
      for (const b of boards) {
        b.setAttribute('readonly', '');
        b.setAttribute('controls', 'none');
        document.body.append(b);
      }
      await microtasks();
      const drawn = (): number => boards.filter((b) => b.hasUpdated).length;
      page.draw();
      await microtasks();
      expect(drawn(), 'in the frame itself').to.equal(0);
      await nextMacrotask();
      await microtasks();
      expect(drawn(), 'in the task after the frame').to.equal(3);
      await frameAndTurns(page);
      expect(drawn(), 'after the next frame').to.equal(5);
      await Promise.all(boards.map((b) => b.updateComplete));
    } finally {
      page.restore();
      for (const b of boards) b.remove();
    }
  });

  it('a diagram (readonly) takes one turn for its whole first render', async () => {
    const page = manualFrames({ timers: true });
    const boards = [0, 1, 2].map(() => document.createElement(TOY_TAG) as ToyBoard);
    const ready: number[] = [];
    try {
      boards.forEach((b, i) => {
        b.setAttribute('readonly', '');
        b.addEventListener('game-ready', () => ready.push(i));
        document.body.append(b);
      });
      await microtasks();
      for (let frame = 1; frame <= 3; frame++) {
        await frameAndTurns(page);
        expect(boards.filter((b) => b.hasUpdated).length, `drawn after frame ${frame}`).to.equal(frame);
        // Its status line is drawn with the board, in the same turn.
        expect(boards[frame - 1].shadowRoot!.querySelector('[part=status]'), `status of board ${frame - 1}`).to.exist;
      }
      await Promise.all(boards.map((b) => b.updateComplete));
      expect(ready).to.deep.equal([0, 1, 2]);
    } finally {
      page.restore();
      for (const b of boards) b.remove();
    }
  });
});
