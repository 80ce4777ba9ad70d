import { GameError } from '../core/errors.js';
import type { SetupOptions, Variation } from '../core/game.js';
import type { SessionView } from '../core/session.js';
import type { Feedback } from './feedback.js';
import type { SavedLine } from './game-controller.js';

/** What `persist` keeps in localStorage. */
interface SavedGame {
  readonly v: 1;
  readonly game: string;
  readonly variant: string;
  readonly start: string;
  /** The main line to its end (older saves: the line on show). */
  readonly moves: readonly string[];
  readonly ply: number;
  /** The game's own set-up in force (a drawn seed, `trollCapture`, …); older saves have none. */
  readonly setup?: Readonly<Record<string, unknown>>;
  /** Comments by ply, and the side lines (with theirs), when the game has any. */
  readonly comments?: Readonly<Record<number, string>>;
  readonly variations?: readonly Variation[];
  /** The side line on show (its path of side-line indices); the main line when absent. */
  readonly path?: readonly number[];
}

/** Where saved games are kept, as text under a key: localStorage, or the page's URL hash (share.ts). */
export interface SaveStore {
  /** What the store's save is called in a message ("saved game"). */
  readonly name: string;
  /** The text under `key`, or null; may throw when the store is blocked (nothing is said then). */
  get(key: string): string | null;
  set(key: string, text: string): void;
  remove(key: string): void;
}

/** localStorage: a full or blocked storage (private mode) simply keeps nothing. */
const localStore: SaveStore = {
  name: 'saved game',
  get: (key) => localStorage.getItem(key),
  set: (key, text) => {
    try {
      localStorage.setItem(key, text);
    } catch {
      // Storage full or blocked: the game simply is not kept.
    }
  },
  remove: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // nothing more to do
    }
  },
};

/**
 * The `persist` option: the game in progress is kept under a localStorage key after every
 * change and found there again when the element is built (a saved game wins over the set-up
 * attributes). A save that cannot be restored is reported and dropped. The same with another
 * `store` is the `share` option (the game in the page's address).
 */
export class Persistence {
  constructor(
    private readonly gameName: string,
    private readonly key: () => string,
    private readonly feedback: Feedback,
    private readonly store: SaveStore = localStore,
  ) {}

  /** The game in progress as the store keeps it (JSON). */
  text(s: SessionView<unknown, unknown>): string {
    // The whole game: the main line, its comments and side lines, and where the reader is in them.
    const { moves, comments, variations } = s.mainLine();
    const path = s.linePath;
    const saved: SavedGame = {
      v: 1,
      game: this.gameName,
      variant: s.variant,
      start: s.startPosition,
      moves,
      ply: s.ply,
      setup: s.setupOptions(),
      ...(Object.keys(comments).length > 0 ? { comments } : {}),
      ...(variations.length > 0 ? { variations } : {}),
      ...(path.length > 0 ? { path } : {}),
    };
    return JSON.stringify(saved);
  }

  save(s: SessionView<unknown, unknown>): void {
    const key = this.key();
    if (key) this.store.set(key, this.text(s));
  }

  /** The saved game, or null when there is none (or it was unreadable: reported and dropped). */
  restore(): SavedLine | null {
    const key = this.key();
    if (!key) return null;
    let raw: string | null = null;
    try {
      raw = this.store.get(key);
    } catch {
      return null;
    }
    if (!raw) return null;
    try {
      const saved = parseSaved(raw);
      if (saved.v !== 1 || saved.game !== this.gameName) throw new Error('it was saved by another game or version');
      if (!Array.isArray(saved.moves) || !Number.isInteger(saved.ply)) throw new Error('it is incomplete');
      if (saved.comments !== undefined && !isComments(saved.comments)) throw new Error('its comments are garbled');
      if (saved.variations !== undefined && !isVariations(saved.variations)) throw new Error('its side lines are garbled');
      if (saved.path !== undefined && !(Array.isArray(saved.path) && saved.path.every((i) => Number.isInteger(i) && i >= 0))) throw new Error('the line it was on is garbled');
      const setup: SetupOptions = { ...(saved.setup ?? {}), variant: saved.variant, position: saved.start };
      return {
        setup,
        moves: saved.moves,
        ply: saved.ply,
        ...(saved.comments ? { comments: saved.comments } : {}),
        ...(saved.variations ? { variations: saved.variations } : {}),
        ...(saved.path ? { path: saved.path } : {}),
      };
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
    this.store.remove(key);
    this.feedback.report(new GameError('bad-record', `The ${this.store.name} could not be restored (${why}); a new game starts.`), 'bad-record');
  }
}

/** A save's JSON, or an error that says in a few words why it is none. */
/** Comments by ply, as a save keeps them: text under whole numbers. */
function isComments(x: unknown): boolean {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.entries(x).every(([k, v]) => /^\d+$/.test(k) && typeof v === 'string');
}

/** Side lines as a save keeps them: where each starts, its moves, and its own comments and side lines. */
function isVariations(x: unknown): boolean {
  return (
    Array.isArray(x) &&
    x.every(
      (v: Partial<Variation>) =>
        typeof v === 'object' &&
        v !== null &&
        Number.isInteger(v.at) &&
        Array.isArray(v.moves) &&
        v.moves.every((m) => typeof m === 'string') &&
        (v.comments === undefined || isComments(v.comments)) &&
        (v.variations === undefined || isVariations(v.variations)),
    )
  );
}

function parseSaved(raw: string): SavedGame {
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    // falls through to the error below
  }
  if (typeof saved !== 'object' || saved === null) throw new Error('it is not a game record');
  return saved as SavedGame;
}
