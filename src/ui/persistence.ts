import { GameError } from '../core/errors.js';
import type { SetupOptions } from '../core/game.js';
import type { GameSession } from '../core/session.js';
import type { Feedback } from './feedback.js';
import type { SavedLine } from './game-controller.js';

/** What `persist` keeps in localStorage. */
interface SavedGame {
  readonly v: 1;
  readonly game: string;
  readonly variant: string;
  readonly start: string;
  readonly moves: readonly string[];
  readonly ply: number;
  /** The game's own set-up in force (a drawn seed, `trollCapture`, …); older saves have none. */
  readonly setup?: Readonly<Record<string, unknown>>;
}

/**
 * The `persist` option: the game in progress is kept under a localStorage key after every
 * change and found there again when the element is built (a saved game wins over the set-up
 * attributes). A save that cannot be restored is reported and dropped; a full or blocked
 * storage (private mode) simply keeps nothing.
 */
export class Persistence {
  constructor(
    private readonly gameName: string,
    private readonly key: () => string,
    private readonly feedback: Feedback,
  ) {}

  save(s: GameSession<unknown, unknown>): void {
    const key = this.key();
    if (!key) return;
    const saved: SavedGame = {
      v: 1,
      game: this.gameName,
      variant: s.variant,
      start: s.startPosition,
      moves: s.fullHistory,
      ply: s.ply,
      setup: s.setupOptions(),
    };
    try {
      localStorage.setItem(key, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the game simply is not kept.
    }
  }

  /** The saved game, or null when there is none (or it was unreadable: reported and dropped). */
  restore(): SavedLine | null {
    const key = this.key();
    if (!key) return null;
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      const saved = JSON.parse(raw) as SavedGame;
      if (saved.v !== 1 || saved.game !== this.gameName) throw new Error('it was saved by another game or version');
      if (!Array.isArray(saved.moves) || !Number.isInteger(saved.ply)) throw new Error('it is incomplete');
      const setup: SetupOptions = { ...(saved.setup ?? {}), variant: saved.variant, position: saved.start };
      return { setup, moves: saved.moves, ply: saved.ply };
    } catch (e) {
      this.drop(key, (e as Error).message);
      return null;
    }
  }

  /** A save that was read but could not be replayed. */
  failed(e: unknown): void {
    this.drop(this.key(), (e as Error).message);
  }

  private drop(key: string, why: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing more to do
    }
    this.feedback.report(new GameError('bad-record', `The saved game could not be restored (${why}); a new game starts.`), 'bad-record');
  }
}
