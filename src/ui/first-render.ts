import type { ReactiveController, ReactiveElement } from 'lit';
import { nextMacrotask } from '../ai/macrotask.js';
import { emit } from './events.js';

/**
 * Elements take turns for their first render: a page that upgrades many boards at once (a blog
 * post, a gallery) keeps answering input and drawing frames while they appear, instead of building
 * and laying out every board in one long task. A frame's turns run in one task after it, one after
 * the other while another fits the frame's budget; the rest wait for the next frame. Every frame repaints
 * the page (fifty diagrams on one page: the more boards, the dearer each frame), so a frame does as
 * much as fits — and in one task, since Chromium draws a due frame before the next task, so a turn
 * a task meant one board a frame.
 */
const waiting: ((end: EndTurn) => void)[] = [];
let pumping = false;

/** Ends a turn: the next one may follow in the same task. */
export type EndTurn = () => void;

/** Numbers that tune the first render. */
export const FIRST_RENDER_TUNING = {
  /**
   * Script time a frame gives to turns, ms (its style, layout and paint follow): a turn starts only
   * while the time spent plus the frame's longest turn so far fits, so the task stays under the 50 ms
   * of a long task whatever a turn costs (a slow phone, a big board) — bar a first turn that is longer alone.
   */
  frameBudgetMs: 40,
  /** A hidden tab draws no frames: a turn then comes after this long anyway, ms. */
  hiddenTurnMs: 50,
  /** The clock the budget is spent by (a test gives its own). */
  now: (): number => performance.now(),
};

/**
 * Resolves, after the elements that asked before, in the task of a frame's turns, with the function
 * that ends the turn. A turn that is not ended within its task (it waits for a download) lets the
 * next one go in a task of its own.
 */
export function firstRenderTurn(): Promise<EndTurn> {
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
    void nextMacrotask().then(() => takeTurn({ start: FIRST_RENDER_TUNING.now(), longest: 0 }));
  };
  const timer = setTimeout(go, FIRST_RENDER_TUNING.hiddenTurnMs);
  requestAnimationFrame(go);
}

/** One turn of the frame that started at `frame.start`; the next follows when it ends (the first turn of a frame always runs). */
function takeTurn(frame: { readonly start: number; longest: number }): void {
  const give = waiting.shift()!;
  // Nothing more waits: the next to ask starts the pump again, with a frame.
  let over = waiting.length === 0;
  if (over) pumping = false;
  const began = FIRST_RENDER_TUNING.now();
  const next = (): void => {
    if (over) return;
    over = true;
    const now = FIRST_RENDER_TUNING.now();
    frame.longest = Math.max(frame.longest, now - began);
    if (now - frame.start + frame.longest >= FIRST_RENDER_TUNING.frameBudgetMs) nextFrame();
    else takeTurn(frame);
  };
  give(next);
  // Not ended in this task (it waits for a download): the next turn goes in a task of its own, within the same budget.
  if (!over) void nextMacrotask().then(next);
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
  /** Ends the turn the first update is drawn in. */
  private endTurn: EndTurn | null = null;

  constructor(
    private readonly host: ReactiveElement,
    private readonly steps: { build(): void; showPanels(): Promise<void>; whole(): boolean },
  ) {
    host.addController(this);
  }

  /** Before the first update: the turns to build the game and to draw the board. */
  async before(): Promise<void> {
    const end = await firstRenderTurn();
    this.steps.build();
    if (this.steps.whole()) {
      this.endTurn = end;
      this.panels = this.steps.showPanels();
      await this.panels;
      return;
    }
    // Asked before this turn ends, so the board may be drawn in the same task when the budget allows.
    const board = firstRenderTurn();
    end();
    this.endTurn = await board;
  }

  /** After the first update: the panels' turn (drawn already in one turn); then the board's turn ends. */
  after(): void {
    if (!this.panels) {
      this.panels = firstRenderTurn().then(async (end) => {
        await this.steps.showPanels();
        this.host.requestUpdate();
        end();
      });
    }
    this.endTurn?.();
    this.endTurn = null;
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
