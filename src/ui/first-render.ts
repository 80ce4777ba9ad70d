import type { ReactiveController, ReactiveElement } from 'lit';
import { nextMacrotask } from '../ai/macrotask.js';
import { emit } from './events.js';

/**
 * Elements take turns for their first render, one per frame: a page that upgrades many boards
 * at once (a blog post, a gallery) keeps answering input and drawing frames while they appear,
 * instead of building and laying out every board in one long task.
 */
const waiting: (() => void)[] = [];
let pumping = false;

/** A hidden tab draws no frames: a turn then comes after this long anyway, ms. */
const HIDDEN_TURN_MS = 50;

/** Resolves in a task of its own, after the elements that asked before, with a frame in between. */
export function firstRenderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      nextTurn();
    }
  });
}

function nextTurn(): void {
  let done = false;
  const go = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    // After the frame, in a task of its own, so the render and its layout land in different frames.
    void nextMacrotask().then(() => {
      waiting.shift()?.();
      if (waiting.length > 0) nextTurn();
      else pumping = false;
    });
  };
  const timer = setTimeout(go, HIDDEN_TURN_MS);
  requestAnimationFrame(go);
}


/**
 * An element's first render in three turns: build its game and legal moves, draw the board, add
 * the panels — status line, toolbar, move list (the first board of a page prepares every template,
 * so its panels wait a frame).
 * `game-ready` fires once all three are done.
 */
export class FirstRender implements ReactiveController {
  private panels: Promise<void> | null = null;
  private ready = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly steps: { build(): void; showPanels(): void },
  ) {
    host.addController(this);
  }

  /** Before the first update: the turns to build the game and to draw the board. */
  async before(): Promise<void> {
    await firstRenderTurn();
    this.steps.build();
    await firstRenderTurn();
  }

  /** After the first update: the panels' turn. */
  after(): void {
    this.panels = firstRenderTurn().then(() => {
      this.steps.showPanels();
      this.host.requestUpdate();
    });
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
