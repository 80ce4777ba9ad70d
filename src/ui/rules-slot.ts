import type { GridGame } from '../core/board.js';
import { lazyOf, type Lazy } from './lazy.js';

/**
 * Where an element keeps the rest of its game's rules (`ElementRecipe.rules`): a board draws its start
 * with the game's start (`GridStart`), and the whole game, which lists and plays moves and reads
 * positions, joins the element's own copy of it when it arrives. A game given whole has nothing to load.
 */
export class RulesSlot {
  private readonly whole: Lazy<GridGame<unknown, unknown>> | null;
  private here: boolean;
  private failure = false;
  private readonly settled: (() => void)[] = [];

  constructor(
    /** The element's own copy of its game, which the whole game joins. */
    private readonly game: object,
    load: (() => Promise<GridGame<unknown, unknown>>) | undefined,
  ) {
    this.here = !load;
    // Each game's whole rules, once for the page.
    this.whole = load ? lazyOf(load) : null;
  }

  /** Whether the whole game is here (joined to the element's game the first time this board finds it). */
  ready(): boolean {
    if (this.here) return true;
    const whole = this.whole?.loaded;
    if (!whole) return false;
    Object.assign(this.game, whole);
    this.here = true;
    this.tell();
    return true;
  }

  /** Hears the whole game join this board, and each download of it fail, soon after. */
  onSettle(listener: () => void): void {
    this.settled.push(listener);
  }

  /** Whether a download of it failed (and none has succeeded since): a board does not wait for another try. */
  get downloadFailed(): boolean {
    return this.failure;
  }

  /** Loads it (once for the page; a failed download is tried again at the next call). */
  load(): Promise<void> {
    if (this.ready()) return Promise.resolve();
    return this.whole!.load().then(
      () => {
        this.failure = false;
        this.ready();
      },
      (e: unknown) => {
        this.failure = true;
        this.tell();
        throw e;
      },
    );
  }

  /** Tells the listeners, after the caller's turn (a listener may rebuild the game the caller is building or reading). */
  private tell(): void {
    queueMicrotask(() => {
      for (const listener of this.settled) listener();
    });
  }
}
