import { nothing, type ReactiveControllerHost } from 'lit';
import { addLateStyles } from './late-styles.js';
import type { PuzzleController } from './puzzle.js';

/**
 * Where an element keeps its puzzle mode: the controller (src/ui/puzzle.ts) is loaded only once
 * `solution` or `goal` is set, so a board that is no puzzle never downloads it. While it loads the
 * element already behaves as a puzzle: no input, and the computer sits out.
 */
export class PuzzleSlot<S, M> {
  private controller: PuzzleController<S, M> | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: Node },
    /** Whether the options ask for a puzzle. */
    private readonly wanted: () => boolean,
    private readonly load: () => Promise<PuzzleController<S, M>>,
  ) {}

  /** Whether the element is a puzzle (or is loading its puzzle mode). */
  get active(): boolean {
    return this.controller ? this.controller.active : this.wanted();
  }

  readerToMove(): boolean {
    return this.controller?.readerToMove() ?? false;
  }

  render(): unknown {
    const c = this.controller;
    if (!c) return nothing;
    for (const styles of c.styles) addLateStyles(this.host.renderRoot, styles);
    return c.render();
  }

  /** Loads the puzzle mode when the options ask for it; the promise to wait for before a render, or null. */
  ready(): Promise<void> | null {
    if (this.controller || !this.wanted()) return null;
    this.loading ??= this.load().then(
      (c) => {
        this.controller = c;
        this.host.requestUpdate();
      },
      () => {
        this.loading = null; // a failed download: a plain board, and another try at the next render
      },
    );
    return this.loading;
  }
}
