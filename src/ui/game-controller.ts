import type { ReactiveElement } from 'lit';
import type { GridGame } from '../core/board.js';
import { GameError, isGameError, type GameErrorCode } from '../core/errors.js';
import type { Outcome, SetupOptions, Variation } from '../core/game.js';
import type { GameSession, SessionView } from '../core/session.js';
import { StartSession } from '../core/start-session.js';
import type { Feedback } from './feedback.js';
import { sessionCode } from './lazy.js';
import type { MoveReader } from './records-slot.js';
import { OptionValues } from './option-values.js';
import { SHOWN_CHARS, type OptionTable } from './options.js';

/** Where a move came from (drags are not animated: the piece is already there). */
export type MoveSource = 'click' | 'drag' | 'keyboard' | 'pad' | 'api' | 'computer';

/** One change of the game, as every part of the element hears it. */
export interface GameChange<S, M> {
  /** `move`: a move was played; `nav`: the cursor moved along the line; `restart`: a new game; `end`: a decision outside the rules. */
  readonly kind: 'move' | 'nav' | 'restart' | 'end';
  /**
   * Why a new game: `setup` (the options, or a saved game, at first or after a change), `import` (a record),
   * `reset` (a new game from the same options), `flow` (the game's own course: battle 2 of a Thud match, a campaign's next hall).
   */
  readonly cause?: 'setup' | 'import' | 'reset' | 'flow';
  /** The state on show before the change. */
  readonly before: S | undefined;
  /** One step forward along the line (a move, redo or "next"): the board may animate `move`. */
  readonly step?: { readonly move: M; readonly text: string; readonly side: string; readonly source: MoveSource };
}

/** The longest message an element shows (DESIGN.md: "a short message"). */
export const MESSAGE_CHARS = 300;

/**
 * The error as the element reports it: a game's message that quotes long bad input (a 10,000-character
 * position or move) quotes its first `SHOWN_CHARS` characters, and no message runs past `MESSAGE_CHARS`.
 */
export function brief(e: unknown): unknown {
  if (!isGameError(e) || e.message.length <= MESSAGE_CHARS) return e;
  let message = e.message.replace(new RegExp(`"([^"]{${SHOWN_CHARS + 1},})"`, 'gu'), (_, q: string) => `"${[...q].slice(0, SHOWN_CHARS).join('')}…"`);
  if (message.length > MESSAGE_CHARS) message = `${[...message.slice(0, MESSAGE_CHARS - 1)].join('')}…`;
  return new GameError(e.code, message);
}

/** The set-up a session was built from. */
interface Config {
  readonly setup: SetupOptions;
  readonly moves: string;
}

/** A saved game to start from instead of the options (persistence). */
export interface SavedLine {
  readonly setup: SetupOptions;
  /** The main line (older saves: the line on show). */
  readonly moves: readonly string[];
  readonly ply: number;
  readonly comments?: Readonly<Record<number, string>>;
  readonly variations?: readonly Variation[];
  /** The side line on show; the main line when absent. */
  readonly path?: readonly number[];
}

/** The recipe's say in how options become a game. */
export interface GameRecipe {
  /** A saved game to start from, read once before the first build (persistence). */
  restore?(): SavedLine | null;
  /** The saved game could not be replayed. */
  restoreFailed?(e: unknown): void;
  /**
   * A saved game may be there, but what reads it is still loading: the game starts from the options and
   * takes the saved one when `savesArrived` is called, unless it changed meanwhile.
   */
  restorePending?(): boolean;
  /**
   * The reader of the `moves` option (see `RecordsSlot.reader`); null while it loads: the game starts
   * without its moves and takes them when `partsSettled` is called. Without it, `moves` are refused.
   */
  moveReader?(): MoveReader | null;
  /**
   * The rest of the game's rules, when the element's game is its start until they arrive (see `RulesSlot`): a
   * `position` or `moves` waits for them (the start is shown meanwhile) and is taken when `partsSettled` is called.
   */
  rules?: { ready(): boolean; load(): Promise<unknown>; readonly downloadFailed: boolean };
}

/**
 * The element's model: the option values (`OptionValues`), and the `GameSession` built from the
 * set-up options (`variant`, `position`, `moves` and the game's own, such as `troll-capture`).
 * A bad value is refused at once and reported; a set-up that cannot be built is reported when
 * it is first needed, and the last good one stays (DESIGN.md "GameController").
 * Until the session's code is loaded (`loadSession`) a game without moves is its start alone (`StartSession`),
 * which becomes a session, from the same start, when the game first changes.
 */
export class GameController<S, M> {
  /** The options' good values, and the host's attributes kept in step with them. */
  readonly options: OptionValues;
  private current: SessionView<S, M> | null = null;
  private applied: Config | null = null;
  /** The set-up options' values the session was built from: a refused set-up puts them back. */
  private appliedValues = new Map<string, unknown>();
  /** Set-up added by the game's flow rather than an option (battle 2 of a Thud match), kept until the set-up changes. */
  private extra: SetupOptions = {};
  private dirty = true;
  /** The game in progress was built without its `moves` or `position`, whose reader or rules were still loading. */
  private setupWaiting = false;
  /** The game in progress was built without reading a saved game, which was still loading: the game's revision then. */
  private restoreWaiting: { readonly sessionId: number; readonly revision: number } | null = null;
  private listeners: ((change: GameChange<S, M>) => void)[] = [];
  /** Grows with every new session (a think request or a cache keyed on it knows the game changed). */
  sessionId = 0;

  constructor(
    private readonly host: ReactiveElement,
    readonly game: GridGame<S, M>,
    private readonly table: OptionTable,
    private readonly feedback: Feedback,
    private readonly recipe: GameRecipe = {},
  ) {
    this.options = new OptionValues(host, game, table, {
      report: (e, code) => this.report(e, code),
      setupChanged: () => (this.dirty = true),
    });
  }

  /** Hears every change of the game (moves, navigation, new games). */
  onChange(listener: (change: GameChange<S, M>) => void): void {
    this.listeners.push(listener);
  }

  // ------------------------------------------------------------ options

  /** The good value of an option (its default while none was set). */
  value<T = unknown>(prop: string): T {
    return this.options.value<T>(prop);
  }

  /** A property read: `position` is the current position; the rest, the good values. */
  read(prop: string): unknown {
    // The current position once a game is built; the starting position asked for until then (no game is built just to read it).
    if (prop === 'position' && this.current && !this.dirty) return this.current.position;
    if (prop === 'variant' && this.current && !this.dirty) return this.current.variant;
    return this.value(prop);
  }

  /** A property write or attribute change: a bad value is reported and the good one kept (and shown on the attribute again). */
  write(prop: string, raw: unknown): void {
    this.options.write(prop, raw);
  }

  /** Reports bad input as the element shows it (`brief`); returns the error to throw. */
  report(e: unknown, code: GameErrorCode): GameError {
    return this.feedback.report(brief(e), code);
  }

  /** Who plays the side to move now: the person, the computer, or nobody (a diagram, a finished game). */
  mover(): 'person' | 'computer' | 'nobody' {
    const s = this.session;
    if (this.value<boolean>('readonly') || s.result) return 'nobody';
    const side = this.value<string>('side');
    return side === 'both' || side === s.turn ? 'person' : 'computer';
  }

  /** Forgets the set-up values the game drew for itself (a seed): the next new game draws again. */
  redraw(): void {
    this.options.redraw();
  }

  // ------------------------------------------------------------ the session

  /** The game in progress, built (or rebuilt after a set-up change) on demand. */
  get session(): SessionView<S, M> {
    if (!this.current || this.dirty) this.apply();
    return this.current!;
  }

  /** Loads the code of a whole session (once for the page) and the game's whole rules, which anything that changes the game needs. */
  loadSession(): Promise<unknown> {
    return Promise.all([sessionCode.load(), this.recipe.rules?.load()]);
  }

  /** The session's code, once it and the game's whole rules are here. */
  private wholeCode(): typeof sessionCode.loaded {
    return this.recipe.rules && !this.recipe.rules.ready() ? null : sessionCode.loaded;
  }

  /**
   * The game in progress as a session that can change: a start drawn before the session's code arrived becomes
   * one from the same start state. Throws a `GameError` while that code is not loaded (the element is not ready).
   */
  wholeSession(): GameSession<S, M> {
    const s = this.session;
    if (!(s instanceof StartSession)) return s as GameSession<S, M>;
    const code = this.wholeCode();
    if (!code) {
      throw new GameError(
        'not-ready',
        "The game's moves wait for the part of the board that plays them, which loads just after it is drawn: make them once updateComplete has settled (or after game-ready).",
      );
    }
    const whole = new code.GameSession<S, M>(this.game, s.options, s.state);
    this.current = whole;
    // The same game: a saved one that arrives later still replaces it unless it changes from here.
    if (this.restoreWaiting?.sessionId === this.sessionId) this.restoreWaiting = { sessionId: this.sessionId, revision: whole.revision };
    return whole;
  }

  /** The set-up the options ask for. */
  private wanted(): Config {
    return { setup: { ...this.options.setup(), ...this.extra }, moves: this.table.moves ? String(this.value('moves') ?? '') : '' };
  }

  private apply(): void {
    this.dirty = false;
    // A refused saved game is reported; its message stays on show over the new game.
    let keep = '';
    const first = !this.current;
    if (first && !this.recipe.restorePending?.()) {
      const saved = this.recipe.restore?.();
      // An unreadable save was reported and dropped while reading it.
      keep = this.feedback.error;
      if (saved) {
        try {
          this.install(this.restoreSession(saved));
          return;
        } catch (e) {
          this.recipe.restoreFailed?.(e);
          keep = this.feedback.error;
        }
      }
    }
    const same = this.current ? this.wanted() : null;
    if (same && this.sameAsApplied(same)) {
      // Other words for the same game (a rule the position makes moot): they are now the set-up it was built from, so a later refused change puts them back, not older ones.
      this.adopt(same);
      return;
    }
    this.extra = {};
    const wanted = this.wanted();
    // Moves whose reader is still loading, or a position or moves whose rules are, wait for them (`partsSettled`); the start is shown meanwhile.
    // (After a failed download nothing waits: the position is refused, saying why.)
    const rulesWaiting = this.recipe.rules?.ready() === false && !this.recipe.rules.downloadFailed;
    const movesWaiting = wanted.moves.trim() !== '' && (rulesWaiting || this.recipe.moveReader?.() === null);
    const positionWaiting = rulesWaiting && !!wanted.setup.position;
    this.setupWaiting = movesWaiting || positionWaiting;
    const want = this.setupWaiting ? { setup: { ...wanted.setup, position: positionWaiting ? undefined : wanted.setup.position }, moves: movesWaiting ? '' : wanted.moves } : wanted;
    try {
      this.install(this.build(want), want);
      if (keep) this.feedback.error = keep;
      if (first && this.recipe.restorePending?.()) this.restoreWaiting = { sessionId: this.sessionId, revision: this.current!.revision };
      return;
    } catch (e) {
      this.report(e, 'bad-position');
    }
    if (this.current) {
      this.revert();
      return;
    }
    // No good game yet: fall back step by step to the default game, keeping the message shown.
    const { variant, ...rest } = want.setup;
    const steps: Config[] = [
      { setup: want.setup, moves: '' },
      { setup: { ...rest, variant, position: undefined }, moves: '' },
      { setup: {}, moves: '' },
    ];
    const message = this.feedback.error;
    for (const f of steps) if (this.tryInstall(() => this.build(f), f)) break;
    this.feedback.error = message;
    this.adoptFromSession();
  }

  /** True when `want` would build the game in progress (so a value set again wipes nothing). */
  private sameAsApplied(want: Config): boolean {
    const a = this.applied;
    if (!a || a.moves !== want.moves) return false;
    if (JSON.stringify(a.setup) === JSON.stringify(want.setup)) return true;
    // Different words, same game? (A variant named where it was left to its default, a rule of another variant.)
    try {
      const start = this.game.setup(want.setup);
      const now = this.current!.startState;
      return (
        this.game.variant(start) === this.game.variant(now) &&
        this.game.formatPosition(start) === this.game.formatPosition(now) &&
        JSON.stringify(this.game.options?.(start) ?? {}) === JSON.stringify(this.game.options?.(now) ?? {})
      );
    } catch {
      return false;
    }
  }

  private tryInstall(build: () => SessionView<S, M>, cfg?: Config): boolean {
    try {
      this.install(build(), cfg);
      return true;
    } catch {
      return false;
    }
  }

  private build(cfg: Config): SessionView<S, M> {
    const code = this.wholeCode();
    if (!code) {
      // The moves' reader loads the session's code with it, so moves wait for both (and a position for the rules).
      const lost = this.recipe.rules?.downloadFailed ? 'cannot be read: the part of the board that reads them did not download' : '';
      if (cfg.moves.trim() !== '') throw new GameError('bad-move', lost ? `The moves ${lost}.` : "The moves wait for the board's records, which are still loading.");
      if (cfg.setup.position) throw lost ? new GameError('bad-position', `The position ${lost}.`) : new GameError('not-ready', "The position waits for the game's rules, which are still loading.");
      return new StartSession<S, M>(this.game, cfg.setup);
    }
    const s = new code.GameSession<S, M>(this.game, cfg.setup);
    if (cfg.moves.trim() === '') return s;
    if (!this.recipe.moveReader) throw new GameError('bad-move', 'This board reads no moves.');
    const read = this.recipe.moveReader();
    if (!read) throw new GameError('bad-move', "The moves wait for the board's records, which are still loading.");
    let line;
    try {
      // `{comments}` and `(side lines)` between the moves (issue 17); the game splits the moves themselves.
      line = read(cfg.moves);
    } catch (e) {
      throw new GameError('bad-move', `The moves attribute cannot be read: ${(e as Error).message}`);
    }
    s.playLine(line.moves, line.comments, line.variations, 'the moves attribute');
    return s;
  }

  /**
   * The saves arrived: a game that started without reading a saved one starts again from it, unless it
   * changed meanwhile. True when it does (the new game is kept then, as any is).
   */
  savesArrived(): boolean {
    const w = this.restoreWaiting;
    this.restoreWaiting = null;
    if (!w || w.sessionId !== this.sessionId || w.revision !== this.current?.revision) return false;
    this.current = null;
    this.dirty = true;
    this.host.requestUpdate();
    return true;
  }

  /** The reader of `moves` or the game's rules arrived, or failed to: a game that waited for them is built again, with its moves and position or saying why not. */
  partsSettled(): void {
    if (!this.setupWaiting) return;
    this.setupWaiting = false;
    this.dirty = true;
    this.host.requestUpdate();
  }

  /** A saved game replayed (the saves load the session's code with them). */
  private restoreSession(saved: SavedLine): GameSession<S, M> {
    const code = this.wholeCode();
    if (!code) throw new GameError('bad-record', 'The saved game waits for the code that replays it, which is still loading.');
    const s = new code.GameSession<S, M>(this.game, saved.setup);
    s.playLine(saved.moves, saved.comments ?? {}, saved.variations ?? [], 'the saved game');
    s.goTo(saved.ply, saved.path ?? []);
    return s;
  }

  /** A new session: the options follow what it holds, and everyone hears of it. */
  private install(s: SessionView<S, M>, cfg?: Config, cause: NonNullable<GameChange<S, M>['cause']> = 'setup'): void {
    const before = this.current?.state;
    this.current = s;
    this.sessionId++;
    this.feedback.clearError();
    if (cfg) {
      this.adopt(cfg);
    } else {
      this.adoptFromSession();
    }
    this.rememberDrawn();
    this.changed({ kind: 'restart', before, cause });
  }

  /** `cfg`, from the options as they are now, is the set-up of the game in progress. */
  private adopt(cfg: Config): void {
    this.applied = cfg;
    this.appliedValues = this.options.setupValues();
  }

  /** A refused set-up: the options go back to the ones the game in progress was built from. */
  private revert(): void {
    this.options.restoreSetup(this.appliedValues);
  }

  /** After an import or a restored game: the options say what the session holds. */
  private adoptFromSession(): void {
    this.rememberDrawn();
    const s = this.current!;
    const start = s.startState;
    const inForce: Record<string, unknown> = { ...(this.game.options?.(start) ?? {}), variant: s.variant };
    const initial = this.game.formatPosition(this.game.setup(inForce));
    inForce.position = s.startPosition === initial ? '' : s.startPosition;
    inForce.moves = '';
    for (const prop of this.options.setupProps()) {
      const spec = this.options.spec(prop);
      const v = inForce[spec.setup ?? prop];
      if (v === undefined || (spec.drawn && !this.options.has(prop))) continue;
      this.options.follow(prop, v);
    }
    this.adopt(this.wanted());
    this.dirty = false;
  }

  private rememberDrawn(): void {
    this.options.rememberDrawn(this.game.options?.(this.current!.startState) ?? {});
  }

  // ------------------------------------------------------------ changes

  /** Plays a move (any accepted notation, or a move value); returns its text. Throws a `GameError`, changing nothing. */
  play(move: string | M, source: MoveSource): string {
    const s = this.wholeSession();
    const before = s.state;
    const side = s.turn;
    const text = s.play(move);
    this.changed({ kind: 'move', before, step: { move: s.lastMove as M, text, side, source } });
    return text;
  }

  /** Moves along the line (or to the line at `path`, see `GameSession.goTo`) to `ply`; one step forward is shown as that move. */
  goTo(ply: number, path?: readonly number[]): void {
    const s = this.wholeSession();
    const before = s.state;
    s.goTo(ply, path);
    // One step on from where it stood (into a side line's first move too).
    const forward = s.ply > 0 && s.previousState === before;
    const move = s.lastMove;
    const step = forward && move !== undefined ? { move, text: s.history[ply - 1], side: this.game.turn(before), source: 'api' as const } : undefined;
    this.changed({ kind: 'nav', before, step });
  }

  /** One move back (to `side`'s previous turn, when given); false at the start. */
  back(side: string | null): boolean {
    const s = this.session;
    if (s.ply === 0) return false;
    let target = s.ply - 1;
    if (side !== null) while (target > 0 && this.game.turn(s.stateAt(target)) !== side) target--;
    this.goTo(target);
    return true;
  }

  /** One move forward along the line (to `side`'s next turn, when given); false at its end. */
  forward(side: string | null): boolean {
    const s = this.session;
    if (s.ply >= s.length) return false;
    let target = s.ply + 1;
    if (side !== null) while (target < s.length && this.game.turn(s.stateAt(target)) !== side) target++;
    this.goTo(target);
    return true;
  }

  /**
   * A new game from the options, or with `extra` set-up from the game's own course (battle 2 of a
   * match, a campaign's next hall), kept (for `replay`) until the set-up changes.
   */
  restart(extra: SetupOptions = {}): void {
    const kept = this.extra;
    this.extra = extra;
    const want = this.wanted();
    try {
      this.install(this.build(want), want, Object.keys(extra).length > 0 ? 'flow' : 'reset');
    } catch (e) {
      const err = this.report(e, 'bad-position');
      // The game in progress stays, and so does the set-up it was built from: the next render must not try (and report) the same set-up again.
      if (this.current) {
        this.extra = kept;
        this.revert();
        this.dirty = false;
      }
      throw err;
    }
  }

  /** The game in progress again from its own start (keeping the set-up its course added). */
  replay(): void {
    this.restart(this.extra);
  }

  /** Replaces the game with a record; the options follow its set-up. On bad input nothing changes and the error is thrown. */
  importGame(text: string): void {
    const s = this.wholeSession();
    const before = s.state;
    s.importGame(text);
    this.extra = {};
    this.sessionId++;
    this.feedback.clearError();
    this.adoptFromSession();
    this.changed({ kind: 'restart', before, cause: 'import' });
  }

  /** Ends the game by a decision outside the rules (agreement, resignation, a claim). */
  end(outcome: Outcome): void {
    const s = this.wholeSession();
    s.end(outcome);
    this.changed({ kind: 'end', before: s.state });
  }

  private changed(change: GameChange<S, M>): void {
    for (const l of this.listeners) l(change);
    this.host.requestUpdate();
  }
}
