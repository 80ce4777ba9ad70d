import type { SessionView } from '../core/session.js';
import { GameError } from '../core/errors.js';
import type { SavedLine } from './game-controller.js';
import type { Feedback } from './feedback.js';
import { Lazy, sessionCode } from './lazy.js';
import type { Saves } from './saves.js';

/** The saves, once for the page; with the code of the session that replays a saved game. */
const saves = new Lazy(() => Promise.all([import('./saves.js'), sessionCode.load()]).then(([m]) => m));

/**
 * Where an element keeps its saves (saves.ts: `persist`'s localStorage, `share`'s URL hash). A board that
 * keeps no game never needs them before its panels, so they load then; one with `persist` or `share`
 * loads them before its first build, which starts from the saved game. A save asked for before they
 * arrive loads them; the element keeps the game as it is then (`onArrive`). A saved game is replayed by the
 * game's whole rules, so with `rules` (see `RulesSlot`) the saves are here once those are too.
 */
export class SavesSlot {
  private saves: Saves | null = null;
  private downloadFailure = false;
  private readonly arrived: (() => void)[] = [];

  constructor(
    private readonly gameName: string,
    private readonly keys: { readonly persist: () => string; readonly share: () => string },
    private readonly feedback: Feedback,
    private readonly rules?: { ready(): boolean; load(): Promise<unknown> },
  ) {}

  /** Whether the options ask to keep the game (`persist` or `share`). */
  get wanted(): boolean {
    return Boolean(this.keys.persist() || this.keys.share());
  }

  /** Whether a saved game may be there but the saves are still loading. */
  get pending(): boolean {
    return !this.here() && this.wanted;
  }

  /** Whether a download of them failed (and none has succeeded since): a board does not wait for another try. */
  get downloadFailed(): boolean {
    return this.downloadFailure;
  }

  /** Hears the saves arrive for this board (once, soon after it first finds them here). */
  onArrive(listener: () => void): void {
    this.arrived.push(listener);
  }

  /** Loads them (once for the page; a failed download is tried again at the next call). */
  load(): Promise<void> {
    if (this.here()) return Promise.resolve();
    return Promise.all([saves.load(), this.rules?.load()]).then(
      () => {
        this.downloadFailure = false;
        this.here();
      },
      (e: unknown) => {
        this.downloadFailure = true;
        throw e;
      },
    );
  }

  restore(): SavedLine | null {
    return this.here()?.restore() ?? null;
  }

  failed(e: unknown): void {
    this.here()?.failed(e);
  }

  /** Keeps `s` where the options ask; before the saves arrive, loads them. */
  save(s: SessionView<unknown, unknown>): void {
    const here = this.here();
    if (here) here.save(s);
    else if (this.wanted) void this.load().catch(() => undefined);
  }

  /** See `Saves.link`; throws until the saves are here. */
  link(key: string, s: SessionView<unknown, unknown>): string {
    const here = this.here();
    if (!here) {
      throw new GameError('not-ready', 'shareLink() waits for the part of the board that keeps games, which loads just after it is drawn: call it once updateComplete has settled (or after game-ready).');
    }
    return here.link(key, s);
  }

  /** This board's saves, made the first time it finds the module here (whichever board of the page brought it). */
  private here(): Saves | null {
    if (!this.saves && saves.loaded && (this.rules?.ready() ?? true)) {
      this.saves = new saves.loaded.Saves(this.gameName, this.keys, this.feedback);
      // After the caller's turn: a listener may rebuild the game the caller is reading.
      queueMicrotask(() => {
        for (const l of this.arrived.splice(0)) l();
      });
    }
    return this.saves;
  }
}
