import type { ReactiveController, ReactiveElement } from 'lit';
import { nextMacrotask } from '../ai/macrotask.js';
import { emit } from './events.js';

/**
 * Elements take turns for their first render: a page that upgrades many boards at once (a blog
 * post, a gallery) keeps answering input and drawing frames while they appear, instead of building
 * and laying out every board in one long task. Each turn is a task of its own; a frame takes turns
 * while they fit its budget, then the rest wait for the next frame. Every frame repaints the page
 * (fifty diagrams on one page: the more boards, the dearer each frame), so a frame does as much as fits.
 */
const waiting: (() => void)[] = [];
let pumping = false;

/** Numbers that tune the first render. */
export const FIRST_RENDER_TUNING = {
  /** Script time a frame gives to turns, ms; the frame's style, layout and paint follow it. */
  frameBudgetMs: 8,
  /** A hidden tab draws no frames: a turn then comes after this long anyway, ms. */
  hiddenTurnMs: 50,
  /** The clock the budget is spent by (a test gives its own). */
  now: (): number => performance.now(),
};

/** Resolves in a task of its own, after the elements that asked before. */
export function firstRenderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      nextFrame();
    }
  });
}

function nextFrame(): void {
  let done = false;
  const go = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    // After the frame, in a task of its own, so the render and its layout land in different frames.
    void nextMacrotask().then(() => takeTurns(FIRST_RENDER_TUNING.now()));
  };
  const timer = setTimeout(go, FIRST_RENDER_TUNING.hiddenTurnMs);
  requestAnimationFrame(go);
}

/**
 * The turns of one frame: one in this task (its render runs in the task's microtasks), then each
 * next one in a task of its own while the frame's budget lasts; the first turn of a frame always runs.
 */
function takeTurns(frameStart: number, first = true): void {
  if (!first && FIRST_RENDER_TUNING.now() - frameStart >= FIRST_RENDER_TUNING.frameBudgetMs) return nextFrame();
  waiting.shift()?.();
  // Nothing more waits: the next to ask starts the pump again, with a frame.
  if (waiting.length === 0) pumping = false;
  else void nextMacrotask().then(() => takeTurns(frameStart, false));
}

/**
 * An element's first render in three turns: build its game and legal moves, draw the board, add
 * the panels — status line, toolbar, move list (the first board of a page prepares every template,
 * so its panels wait a turn). A diagram (`whole`) has no moves to build and few panels: one turn.
 * `game-ready` fires once all are done.
 */
export class FirstRender implements ReactiveController {
  private panels: Promise<void> | null = null;
  private ready = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly steps: { build(): void; showPanels(): Promise<void>; whole(): boolean },
  ) {
    host.addController(this);
  }

  /** Before the first update: the turns to build the game and to draw the board. */
  async before(): Promise<void> {
    await firstRenderTurn();
    this.steps.build();
    if (this.steps.whole()) {
      this.panels = this.steps.showPanels();
      await this.panels;
      return;
    }
    await firstRenderTurn();
  }

  /** After the first update: the panels' turn (drawn already in one turn). */
  after(): void {
    if (this.panels) return;
    this.panels = firstRenderTurn()
      .then(() => this.steps.showPanels())
      .then(() => this.host.requestUpdate());
  }

  /** Settles when the panels are drawn (at once after that). */
  get done(): Promise<void> {
    return this.panels ?? Promise.resolve();
  }

  hostUpdated(): void {
    if (this.ready || !this.panels) return;
    void this.panels.then(() => {
      if (this.ready) return;
      this.ready = true;
      void this.host.updateComplete.then(() => emit(this.host, 'game-ready', {}));
    });
  }
}
