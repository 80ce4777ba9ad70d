import type { GridGame } from '../core/board.js';
import { GameError } from '../core/errors.js';
import type { RecordFormat } from '../core/game.js';
import type { AnnotatedLine } from '../core/annotations.js';
import { Lazy, lazyOf, sessionCode } from './lazy.js';

/** The reader of annotated lines (an element's `moves`), once for the page; with the code of the session that plays them. */
const lines = new Lazy(() => Promise.all([import('../core/annotations.js'), sessionCode.load()]).then(([m]) => m));

/** Reads a line of moves with its comments and side lines (the `moves` attribute). */
export type MoveReader = (text: string) => AnnotatedLine;

/**
 * Where an element keeps its game's records: the record format (`exportGame`, `importGame`, a line's
 * moves split as the game writes them), which joins the element's game when it arrives, and the reader
 * of the `moves` attribute. A board is drawn and played without them, so they load a turn after it, with
 * its panels, or before its first drawing when it has moves to read. A game given whole (no loader) has
 * its format already; the reader still loads.
 */
export class RecordsSlot {
  private readonly format: Lazy<RecordFormat> | null;
  /** This board's download under way, if any. */
  private loading: Promise<void> | null = null;
  /** The last download's failure, until one succeeds. */
  private failure: unknown = null;
  private here = false;
  private readonly settled: (() => void)[] = [];

  constructor(
    /** The element's own copy of its game, which the format joins. */
    private readonly game: GridGame<unknown, unknown>,
    load: (() => Promise<RecordFormat>) | undefined,
  ) {
    // Each game's record format, once for the page.
    this.format = load ? lazyOf(load) : null;
  }

  /**
   * Whether the records are here: the reader loaded, and the format joined to the game (here, the first time
   * this board finds them, whichever board of the page brought them).
   */
  ready(): boolean {
    if (this.here) return true;
    if (lines.loaded === null) return false;
    const f = this.format?.loaded;
    if (f === null) return false;
    if (f) Object.assign(this.game, f);
    this.here = true;
    this.failure = null;
    this.tell();
    return true;
  }

  /** Whether a download of them failed (and none has succeeded since): a board does not wait for another try. */
  get downloadFailed(): boolean {
    return this.failure !== null;
  }

  /** Hears the records arrive for this board (once), and each download of them fail, soon after. */
  onSettle(listener: () => void): void {
    this.settled.push(listener);
  }

  /** Loads them (once for the page; a failed download is tried again at the next call). */
  load(): Promise<void> {
    if (this.ready()) return Promise.resolve();
    this.loading ??= Promise.all([lines.load(), this.format?.load()]).then(
      () => {
        this.loading = null;
        this.ready();
      },
      (e: unknown) => {
        this.loading = null;
        this.failure = e;
        this.tell();
        throw e;
      },
    );
    return this.loading;
  }

  /**
   * The reader of the `moves` attribute, splitting as the game writes its moves; null while the records are
   * on their way (the element reads its moves once they settle). After a failed download it throws, saying so.
   */
  reader(): MoveReader | null {
    const m = lines.loaded;
    if (this.ready() && m) {
      const game = this.game;
      return (text) => m.parseMoveText(text, game.splitMoves ? (t) => game.splitMoves!(t) : undefined);
    }
    if (this.loading || this.failure === null) return null;
    return () => {
      throw new GameError('bad-move', 'the part of the board that reads moves did not download');
    };
  }

  /** Throws unless the records are here: `what` (export, import) waits for them. */
  need(what: string): void {
    if (this.ready()) return;
    throw new GameError(
      'not-ready',
      `${what} waits for the board's records, which load just after it is drawn: call it once updateComplete has settled (or after game-ready).`,
    );
  }

  /** Tells the listeners, after the caller's turn (a listener may rebuild the game the caller is reading). */
  private tell(): void {
    queueMicrotask(() => {
      for (const l of this.settled) l();
    });
  }
}
