import { html, LitElement, nothing, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { live } from 'lit/directives/live.js';
import type { GridGame, GridShape, MoveShape, PieceView } from '../core/board.js';
import { GameError, isGameError, type GameErrorCode } from '../core/errors.js';
import type { Outcome, SetupOptions } from '../core/game.js';
import { GameSession } from '../core/session.js';
import { defaultAiClient } from '../engines/ai.js';
import type { AiClient, SearchRequest, ThinkHandle } from '../ai/types.js';
import { eventCell, renderGrid, renderPiece, type CoordinateStyle } from './grid.js';
import { icon } from './icons.js';
import { normaliseLang, resolveLang, Translator, type Lang, type StringTable } from './i18n.js';
import { BoardInputController, type BoardGeometry, type BoardInputHost, type EntryResult, type InputMethod } from './input.js';
import { drawDraughtsPiece } from './pieces.js';
import { gridGameStyles } from './styles.js';

/** Numbers that tune the element's behaviour. */
export const ELEMENT_TUNING = {
  minLevel: 1,
  maxLevel: 7,
  defaultLevel: 3,
  /** Slide time per step of a move's path (the `animation` attribute's default), ms. */
  animationMs: 200,
  /** Upper bound of one move's whole slide, however long the capture chain, ms. */
  maxAnimationMs: 1200,
  /** Pause between moves when the computer plays both sides, so people can follow, ms. */
  autoplayPauseMs: 400,
  /** How long "Record copied" stays in the status, ms. */
  noticeMs: 2000,
} as const;

/** Which built-in toolbar to show. */
export type ControlsMode = 'none' | 'minimal' | 'full';
const CONTROLS: readonly ControlsMode[] = ['none', 'minimal', 'full'];

/** Who plays: derived from `side`. */
export type PlayMode = 'vs-computer' | 'two-players' | 'computer-both';

export interface GameMoveDetail {
  /** The move in the game's canonical notation. */
  readonly move: string;
  /** Number of moves played after it. */
  readonly ply: number;
  /** The side that made it. */
  readonly side: string;
  /** The position after it, in the game's position notation. */
  readonly position: string;
}
export interface GameOverDetail {
  readonly result: Outcome;
}
export interface GameThinkingDetail {
  readonly thinking: boolean;
}
export interface GameErrorDetail {
  readonly code: GameErrorCode;
  readonly message: string;
}
export type GameReadyDetail = Record<string, never>;

/** How legal moves are entered square by square, when a game wants more than `[from, ...path]` (see `inputShapes`). */
export interface InputShapes {
  /** Entry sequences as shapes (`from`, then the squares to click); several may lead to one move. */
  readonly shapes: readonly MoveShape[];
  /** `moveOf[i]` = index (in the legal moves) of the move that entry `shapes[i]` plays. */
  readonly moveOf: readonly number[];
}

/** What `renderBoardOverlay` may draw from: the entry in progress and the focused square. */
export interface BoardOverlayView {
  /** Squares entered so far (the first is the selected piece); empty when input is off. */
  readonly entered: readonly number[];
  /** The square holding the keyboard focus (roving tab stop). */
  readonly focusCell: number;
  readonly rows: number;
  readonly cols: number;
  /** Drawn rotated by 180°. */
  readonly flipped: boolean;
  readonly interactive: boolean;
}

/** The events every game element fires (all bubble and are composed). */
export interface GridGameEventMap {
  'game-move': CustomEvent<GameMoveDetail>;
  'game-over': CustomEvent<GameOverDetail>;
  'game-thinking': CustomEvent<GameThinkingDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
  'game-ready': CustomEvent<GameReadyDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends GridGameEventMap {}
}

/** What `persist` keeps in localStorage. */
interface SavedGame {
  readonly v: 1;
  readonly game: string;
  readonly variant: string;
  readonly start: string;
  readonly moves: readonly string[];
  readonly ply: number;
}

/** The attribute-driven set-up last applied successfully. */
interface Config {
  readonly variant: string;
  readonly position: string;
  readonly moves: string;
}

interface ThinkJob {
  readonly ctrl: AbortController;
  readonly handle: ThinkHandle;
  readonly key: string;
}

interface SlideAnimation {
  readonly shape: MoveShape;
  readonly ghosts: ReadonlyMap<number, PieceView>;
  readonly ms: number;
}

/** Dispatches a typed element event (outside the class, so the manifest lists only the documented events). */
function fire<K extends keyof GridGameEventMap>(target: EventTarget, type: K, detail: GridGameEventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** Tokens of a `moves` attribute that are not moves (numbers, results). */
const NOT_A_MOVE = /^(\d+\.+|\*|1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|½-½)$/;

/**
 * The shared base of every grid-board game element: the whole element
 * contract of DESIGN.md (attributes, methods, events, computer opponent,
 * history, persistence, bad-input handling), the ARIA-grid board with click,
 * drag and keyboard input, animation, status line, toolbar, history panel,
 * i18n and a live region. A game element is a thin subclass that supplies
 * `game`, and optionally overrides the hooks (`aiGameName`, `drawPiece`,
 * `coordinateStyle`, `notationStyle`, `localStrings`, `cutUnplayable`,
 * `setupOptions`, `renderExtraStatus`, `renderExtraActions`, `gameChanged`,
 * `inputShapes`, `renderBoardOverlay`).
 *
 * Note on `position`: the *attribute* (and setting the property) gives the
 * starting position; *reading* the property gives the current position.
 *
 * @attr variant - Rules variant; the game's main variant by default. Changing it starts a new game.
 * @attr side - The person's side (a side name), `both` (two people; the element only referees) or `none` (the computer plays both sides). Default: the first side.
 * @attr level - Computer strength 1–7 (default 3); may change during play.
 * @attr position - Starting position in the game's notation; changing it starts a new game.
 * @attr moves - Space-separated moves replayed from `position` (tutorials); changing it starts a new game.
 * @attr orientation - Side shown at the bottom; defaults to the person's side.
 * @attr readonly - A diagram: no input, no computer moves (history navigation still works).
 * @attr controls - Built-in toolbar: `none`, `minimal` (new, take back, flip) or `full` (default).
 * @attr seed - Seed for anything random (AI tie-breaks); same seed, same game.
 * @attr lang - UI language (`en`, `ru`, `fr`, `pl`); defaults to the nearest `lang` in the document.
 * @attr persist - A localStorage key: the game in progress survives a page reload (a saved game wins over `variant`/`position`/`moves` at load).
 * @attr animation - Slide time per step of a move in ms (0 = no animation; off under prefers-reduced-motion).
 *
 * @prop {AiClient} aiClient - The computer player; `defaultAiClient()` (the shared worker pool) unless set.
 * @prop {string} position - Reading: the current position as text. Writing: the starting position (restarts).
 * @prop {string[]} history - Moves played up to the current point, in canonical notation.
 * @prop {string} turn - The side to move.
 * @prop {Outcome | null} result - How the game ended, or null while it goes on.
 * @prop {boolean} thinking - True while the computer is searching.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played (by a person, the computer or `play()`): `{move, ply, side, position}`.
 * @fires {CustomEvent<GameOverDetail>} game-over - A move ended the game: `{result: {winner, reason}}`.
 * @fires {CustomEvent<GameThinkingDetail>} game-thinking - The computer started or stopped thinking: `{thinking}`.
 * @fires {CustomEvent<GameErrorDetail>} game-error - Bad input was refused; the last good state is kept: `{code, message}`.
 * @fires {CustomEvent<GameReadyDetail>} game-ready - The element has rendered its first game.
 *
 * @csspart board - The board grid (`role=grid`).
 * @csspart square - Every square (`role=gridcell`); also `dark-square` / `light-square`.
 * @csspart dark-square - Dark (alternate-colour) squares.
 * @csspart light-square - Light squares.
 * @csspart piece - A piece's SVG.
 * @csspart highlight - The overlay of a selected, entered or last-move square.
 * @csspart status - The status line.
 * @csspart toolbar - The button bar.
 * @csspart history - The move list and record panel (controls="full").
 *
 * @cssprop --octarine-light-square - Light square colour.
 * @cssprop --octarine-dark-square - Dark square colour.
 * @cssprop --octarine-frame - Board frame colour.
 * @cssprop --octarine-frame-width - Board frame width.
 * @cssprop --octarine-board-size - Board width limit (the board keeps its aspect ratio).
 * @cssprop --octarine-white-piece - Fill of the first side's pieces.
 * @cssprop --octarine-white-piece-edge - Edge of the first side's pieces.
 * @cssprop --octarine-black-piece - Fill of the second side's pieces.
 * @cssprop --octarine-black-piece-edge - Edge of the second side's pieces.
 * @cssprop --octarine-king-mark - Crown colour of kings.
 * @cssprop --octarine-highlight - Selected and entered squares.
 * @cssprop --octarine-last-move - Squares of the last move.
 * @cssprop --octarine-target - Legal-target dots and rings.
 * @cssprop --octarine-captured - Marks of pieces taken by the last move.
 * @cssprop --octarine-coordinate-on-light - Coordinates on light squares.
 * @cssprop --octarine-coordinate-on-dark - Coordinates on dark squares.
 * @cssprop --octarine-focus - Keyboard focus ring.
 * @cssprop --octarine-accent - Accent (current move, entered squares).
 * @cssprop --octarine-text - Text colour.
 * @cssprop --octarine-muted - Secondary text colour.
 * @cssprop --octarine-surface - Background of status, toolbar buttons and panel.
 * @cssprop --octarine-border - Borders of status, buttons and panel.
 * @cssprop --octarine-hover - Button hover background.
 * @cssprop --octarine-error - Error text colour.
 * @cssprop --octarine-radius - Corner radius.
 * @cssprop --octarine-font - Font shorthand of the UI.
 * @cssprop --octarine-history-height - Maximum height of the move list.
 */
export abstract class GridGameElement<S, M> extends LitElement implements BoardInputHost {
  static override styles = [gridGameStyles];

  // ------------------------------------------------------------ subclass API

  /** The rules. */
  protected abstract readonly game: GridGame<S, M>;

  /** The name the AI worker knows the game by (`SearchRequest.game`). */
  protected get aiGameName(): string {
    return this.game.name;
  }

  /** Draws one piece for a 100×100 view box; the default draws draughts men and kings. */
  protected drawPiece(piece: PieceView, sideIndex: number): SVGTemplateResult {
    return drawDraughtsPiece(piece, sideIndex);
  }

  /** Coordinates drawn on the board for a variant. */
  protected coordinateStyle(_variant: string): CoordinateStyle {
    return 'algebraic';
  }

  /** The `style` passed to `game.cellName` for labels and entered squares (undefined: the game's default). */
  protected notationStyle(_variant: string): string | undefined {
    return undefined;
  }

  /** Game vocabulary per language (`side.*`, `kind.*`, `variant.*`, `reason.*`; see i18n.ts). */
  protected localStrings(): StringTable {
    return {};
  }

  /** Draw non-playable cells as gaps (Thud's cut corners) instead of light squares. */
  protected get cutUnplayable(): boolean {
    return false;
  }

  /** Extra set-up options of the game (merged under variant and position). */
  protected setupOptions(): Record<string, unknown> {
    return {};
  }

  /** Extra status content (e.g. a draw counter). */
  protected renderExtraStatus(): unknown {
    return nothing;
  }

  /** Extra toolbar actions (e.g. draw offers in two-player mode), shown with controls="full". */
  protected renderExtraActions(): unknown {
    return nothing;
  }

  /** Called after every change of the game (move, navigation, new game, import). */
  protected gameChanged(): void {}

  /**
   * The board shape of a state. Default: `game.grid(variant)`; a game whose board moves or
   * changes size with the state (Formula 1's scrolling road) draws from the state instead.
   */
  protected gridFor(state: S): GridShape {
    return this.game.grid(this.game.variant(state));
  }

  /**
   * The moves of a `moves` attribute, one string per move. Default: split on white space,
   * leaving out move numbers and results. A game whose moves hold spaces (Robots' `xW W`)
   * groups the tokens itself.
   */
  protected splitMoves(text: string): string[] {
    return text.split(/\s+/).filter((t) => t && !NOT_A_MOVE.test(t));
  }

  /**
   * What the live region says after a move (`move` in canonical notation, played by `side`;
   * the session already holds the new state). Default: "{side}: {move}". The result is added after it.
   */
  protected moveAnnouncement(side: string, move: string): string {
    return this.t('announceMove', { side: this.sideName(side), move });
  }

  /**
   * Entry sequences for the legal moves of `state` (null: each move is entered as its shape's
   * `[from, ...path]`). Lets a game ask for an extra click, e.g. on the piece to capture when
   * moves differ only in what they take.
   */
  protected inputShapes(_state: S, _moves: readonly M[], _shapes: readonly MoveShape[]): InputShapes | null {
    return null;
  }

  /** Extra drawing over the board (an absolutely placed layer, no pointer events), e.g. move previews. */
  protected renderBoardOverlay(_view: BoardOverlayView): unknown {
    return nothing;
  }

  /**
   * Extra marks on a square: class names added to it (styled by the game's sheet), each
   * also read out in the square's label through the `mark.<name>` string. `selected` is
   * the cell of the selected piece, or −1. Default: none.
   */
  protected squareMarks(_cell: number, _selected: number): readonly string[] {
    return [];
  }

  // ------------------------------------------------------------ attributes

  private _variant: string | undefined;
  private _side: string | undefined;
  private _orientation: string | undefined;
  private _position = '';
  private _moves = '';

  /** Rules variant; changing it starts a new game. */
  @property({ reflect: true, noAccessor: true })
  get variant(): string {
    if (this.session && !this.configDirty) return this.session.variant;
    return this._variant || this.game.defaultVariant;
  }
  set variant(v: string) {
    const old = this.variant;
    this._variant = v || undefined;
    this.configDirty = true;
    this.requestUpdate('variant', old);
  }

  /** The person's side, `both` or `none`. */
  @property({ reflect: true, noAccessor: true })
  get side(): string {
    return this._side ?? this.game.sides[0];
  }
  set side(v: string) {
    const old = this.side;
    this._side = v || undefined;
    this.requestUpdate('side', old);
  }

  /** Computer strength 1–7. */
  @property({ type: Number, reflect: true, useDefault: true })
  level: number = ELEMENT_TUNING.defaultLevel;

  /**
   * Reading: the current position. Writing (or the attribute): the starting
   * position, which restarts the game.
   */
  @property({ noAccessor: true })
  get position(): string {
    if (this.session && !this.configDirty) return this.session.position;
    return this._position;
  }
  set position(v: string) {
    this._position = v ?? '';
    this.configDirty = true;
    this.requestUpdate();
  }

  /** Moves replayed from `position`; changing them restarts the game. */
  @property({ noAccessor: true })
  get moves(): string {
    return this._moves;
  }
  set moves(v: string) {
    const old = this._moves;
    this._moves = v ?? '';
    this.configDirty = true;
    this.requestUpdate('moves', old);
  }

  /** Side shown at the bottom; defaults to the person's side. */
  @property({ reflect: true, noAccessor: true })
  get orientation(): string {
    if (this._orientation) return this._orientation;
    return this.game.sides.includes(this.side) ? this.side : this.game.sides[0];
  }
  set orientation(v: string) {
    const old = this.orientation;
    this._orientation = v || undefined;
    this.requestUpdate('orientation', old);
  }

  /** A diagram: no input, no computer moves. */
  @property({ type: Boolean, reflect: true })
  readonly = false;

  @property({ reflect: true, useDefault: true })
  controls: ControlsMode = 'full';

  @property({ type: Number })
  seed: number | undefined;

  /** UI language; when empty, the nearest `lang` in the document. Reflects, so assistive technology hears the same language. */
  @property({ reflect: true, useDefault: true })
  override lang = '';

  /** localStorage key under which the game in progress is kept. */
  @property()
  persist = '';

  /** Slide time per step of a move in ms; 0 turns animation off. */
  @property({ type: Number })
  animation: number = ELEMENT_TUNING.animationMs;

  /** The computer player (inject a custom or fake client here); created lazily so a diagram starts no worker. */
  get aiClient(): AiClient {
    return (this._ai ??= defaultAiClient());
  }
  set aiClient(client: AiClient) {
    this._ai = client;
  }
  private _ai: AiClient | undefined;

  // ------------------------------------------------------------ state

  /** The model; created on first use from the attributes (or the persisted game). */
  protected session: GameSession<S, M> | null = null;
  private configDirty = true;
  private applied: Config | null = null;
  private good = { level: ELEMENT_TUNING.defaultLevel as number, side: '', orientation: '', controls: 'full' as ControlsMode };
  /** Legal moves of the current position and their shapes (indices match). */
  private legal: readonly M[] = [];
  private shapes: readonly MoveShape[] = [];
  private legalFor: S | undefined;
  private job: ThinkJob | null = null;
  private stopped = false;
  private forced = false;
  private autoplayTimer: ReturnType<typeof setTimeout> | undefined;
  private slide: SlideAnimation | null = null;
  private slidePending = false;
  private slideTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private readyFired = false;
  private sessionId = 0;

  @state() private thinkingNow = false;
  @state() private lastError = '';
  @state() private notice = '';
  @state() private announcement = '';
  @state() private recordText = '';

  private readonly input = new BoardInputController(this);

  /** True while the computer is searching. */
  get thinking(): boolean {
    return this.thinkingNow;
  }

  // ------------------------------------------------------------ public API

  /** Moves played up to the current point, in canonical notation. */
  get history(): string[] {
    return this.model().history;
  }
  get turn(): string {
    return this.model().turn;
  }
  get result(): Outcome | null {
    return this.model().result;
  }
  /** Number of moves played up to the current point. */
  get ply(): number {
    return this.model().ply;
  }
  /** Who plays, from `side`. */
  get mode(): PlayMode {
    return this.side === 'both' ? 'two-players' : this.side === 'none' ? 'computer-both' : 'vs-computer';
  }

  /** Legal moves of the current position in canonical notation (none once the game is over). */
  legalMoves(): string[] {
    return this.model().legalMoves();
  }

  /**
   * Plays a move given in any notation the game accepts; returns its canonical
   * text. Throws a `GameError` (`bad-move`, `illegal-move`, `game-over`) after
   * reporting it, leaving the game as it was.
   */
  play(move: string): string {
    try {
      return this.playMove(move, 'api');
    } catch (e) {
      throw this.fail(e, 'illegal-move');
    }
  }

  /** Takes back a move; against the computer, back to the person's previous turn. False when there is nothing to take back. */
  undo(): boolean {
    const s = this.model();
    if (s.ply === 0) return false;
    let target = s.ply - 1;
    if (this.mode === 'vs-computer') {
      while (target > 0 && this.game.turn(s.stateAt(target)) !== this.side) target--;
    }
    this.navigate(target);
    return true;
  }

  /** Replays a taken-back move; against the computer, up to the person's next turn. */
  redo(): boolean {
    const s = this.model();
    if (s.ply >= s.length) return false;
    let target = s.ply + 1;
    if (this.mode === 'vs-computer') {
      while (target < s.length && this.game.turn(s.stateAt(target)) !== this.side) target++;
    }
    this.navigate(target, target === s.ply + 1);
    return true;
  }

  /** Shows the position after `ply` moves (0 = the start); the line is kept, so next/redo return. */
  goTo(ply: number): void {
    const s = this.model();
    if (!Number.isInteger(ply) || ply < 0 || ply > s.length) {
      throw this.fail(new GameError('bad-option', `Ply ${ply} is outside this game (0 to ${s.length}).`), 'bad-option');
    }
    this.navigate(ply, ply === s.ply + 1);
  }

  /** Starts a new game from the configured start (`variant`, `position`, `moves`). */
  reset(): void {
    const cfg = this.applied ?? this.readConfig();
    try {
      this.install(this.buildSession(cfg), cfg);
    } catch (e) {
      this.fail(e, 'bad-position');
    }
  }

  /**
   * "Move now": while the computer thinks, it moves at once with its best move
   * so far; otherwise the computer makes a move for the side to move.
   */
  computerMove(): void {
    if (this.job) {
      this.job.handle.moveNow();
      return;
    }
    const s = this.model();
    if (this.readonly || s.result) return;
    this.stopped = false;
    this.forced = true;
    this.think();
  }

  /** Interrupts the computer; it then waits for `computerMove()` or its next turn. */
  stop(): void {
    this.stopped = true;
    this.forced = false;
    this.clearAutoplay();
    this.cancelThinking();
  }

  /** Shows the board from the other side. */
  flip(): void {
    const sides = this.game.sides;
    const i = sides.indexOf(this.orientation);
    this.orientation = sides[(i + 1) % sides.length];
  }

  /** The game record (PDN for draughts) of the whole line. */
  exportGame(): string {
    try {
      return this.model().exportGame();
    } catch (e) {
      throw this.fail(e, 'bad-record');
    }
  }

  /** Replaces the game with a record; on bad input the game is kept and the error reported and thrown. */
  importGame(text: string): void {
    const s = this.model();
    try {
      s.importGame(text);
    } catch (e) {
      throw this.fail(e, 'bad-record');
    }
    // The imported game becomes the configured one, so "new game" restarts from its start.
    const initial = this.game.formatPosition(this.game.setup({ ...this.setupOptions(), variant: s.variant }));
    const start = s.startPosition === initial ? '' : s.startPosition;
    this._variant = s.variant;
    this._position = start;
    this._moves = '';
    this.applied = { variant: s.variant, position: start, moves: '' };
    this.changed('restart');
  }

  /** Ends the game by a decision outside the rules (draw agreement, resignation). */
  protected endGame(outcome: Outcome): void {
    const s = this.model();
    s.end(outcome);
    this.changed('restart');
    this.emit('game-over', { result: outcome });
    this.announce(this.resultText(outcome));
  }

  // ------------------------------------------------------------ lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    // Re-attached after a removal: the computer may resume.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clearAutoplay();
    this.cancelThinking();
    clearTimeout(this.slideTimer);
    clearTimeout(this.noticeTimer);
    this.slide = null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.model();
    if (changed.has('level')) this.checkLevel();
    if (changed.has('side')) this.checkSide();
    if (changed.has('orientation')) this.checkOrientation();
    if (changed.has('controls')) this.checkControls();
    this.refreshLegal();
    this.input.ensureFocusCell();
  }

  protected override updated(changed: PropertyValues): void {
    if (!this.readyFired) {
      this.readyFired = true;
      this.emit('game-ready', {});
    }
    if (this.slidePending) {
      this.slidePending = false;
      this.runSlide();
    }
    // A new level or side applies at once: restart a search that no longer fits.
    if ((changed.has('level') || changed.has('side')) && this.job) this.cancelThinking();
    if (changed.has('side')) this.stopped = false;
    // After this update, not inside it: starting to think changes state, which would render twice.
    queueMicrotask(() => {
      if (this.isConnected && this.session) this.scheduleComputer();
    });
  }

  // ------------------------------------------------------------ config

  private readConfig(): Config {
    return { variant: this._variant ?? '', position: this._position, moves: this._moves };
  }

  /** The session, built (or rebuilt after an attribute change) on demand. */
  protected model(): GameSession<S, M> {
    if (!this.session || this.configDirty) this.applyConfig();
    return this.session!;
  }

  private applyConfig(): void {
    this.configDirty = false;
    const cfg = this.readConfig();
    if (!this.session && this.persist && this.restore(cfg)) return;
    const a = this.applied;
    if (a && this.session && a.variant === cfg.variant && a.position === cfg.position && a.moves === cfg.moves) return;
    try {
      this.install(this.buildSession(cfg), cfg);
      return;
    } catch (e) {
      this.fail(e, 'bad-position');
    }
    if (!this.session) {
      // No good state yet: fall back step by step to the default game, keeping the message shown.
      const message = this.lastError;
      const fallbacks: Config[] = [
        { ...cfg, moves: '' },
        { variant: cfg.variant, position: '', moves: '' },
        { variant: '', position: '', moves: '' },
      ];
      for (const f of fallbacks) {
        try {
          this.install(this.buildSession(f), f);
          break;
        } catch {
          // try the next, simpler set-up
        }
      }
      this.lastError = message;
    }
    const good = this.applied!;
    this._variant = good.variant || undefined;
    this._position = good.position;
    this._moves = good.moves;
  }

  private buildSession(cfg: Config): GameSession<S, M> {
    const options: SetupOptions = {
      ...this.setupOptions(),
      variant: cfg.variant || this.game.defaultVariant,
      position: cfg.position.trim() || undefined,
    };
    const s = new GameSession<S, M>(this.game, options);
    const tokens = this.splitMoves(cfg.moves);
    tokens.forEach((t, i) => {
      try {
        s.play(t);
      } catch (e) {
        const why = isGameError(e) ? e.message : String(e);
        throw new GameError(isGameError(e) ? e.code : 'bad-move', `Move ${i + 1} ("${t}") of the moves attribute cannot be played: ${why}`);
      }
    });
    return s;
  }

  private install(s: GameSession<S, M>, cfg: Config): void {
    this.session = s;
    this.applied = cfg;
    this.sessionId++;
    this.lastError = '';
    this.changed('restart');
  }

  private checkLevel(): void {
    const l = this.level;
    if (Number.isInteger(l) && l >= ELEMENT_TUNING.minLevel && l <= ELEMENT_TUNING.maxLevel) {
      this.good.level = l;
      return;
    }
    this.fail(new GameError('bad-level', `Level must be a whole number from ${ELEMENT_TUNING.minLevel} to ${ELEMENT_TUNING.maxLevel}; got "${String(l)}".`), 'bad-level');
    this.level = this.good.level;
  }

  private checkSide(): void {
    const v = this.side;
    if (this.game.sides.includes(v) || v === 'both' || v === 'none') {
      this.good.side = v;
      return;
    }
    this.fail(new GameError('bad-option', `Side must be one of ${[...this.game.sides, 'both', 'none'].join(', ')}; got "${v}".`), 'bad-option');
    this._side = this.good.side || undefined;
  }

  private checkOrientation(): void {
    const v = this.orientation;
    if (this.game.sides.includes(v)) {
      this.good.orientation = this._orientation ?? '';
      return;
    }
    this.fail(new GameError('bad-option', `Orientation must be one of ${this.game.sides.join(', ')}; got "${v}".`), 'bad-option');
    this._orientation = this.good.orientation || undefined;
  }

  private checkControls(): void {
    if (CONTROLS.includes(this.controls)) {
      this.good.controls = this.controls;
      return;
    }
    this.fail(new GameError('bad-option', `Controls must be none, minimal or full; got "${String(this.controls)}".`), 'bad-option');
    this.controls = this.good.controls;
  }

  // ------------------------------------------------------------ persistence

  private save(): void {
    const s = this.session;
    if (!this.persist || !s) return;
    const saved: SavedGame = { v: 1, game: this.game.name, variant: s.variant, start: s.startPosition, moves: s.fullHistory, ply: s.ply };
    try {
      localStorage.setItem(this.persist, JSON.stringify(saved));
    } catch {
      // Storage full or blocked (private mode): the game simply is not kept.
    }
  }

  private restore(cfg: Config): boolean {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(this.persist);
    } catch {
      return false;
    }
    if (!raw) return false;
    try {
      const saved = JSON.parse(raw) as SavedGame;
      if (saved.v !== 1 || saved.game !== this.game.name) throw new Error('it was saved by another game or version');
      const s = new GameSession<S, M>(this.game, { ...this.setupOptions(), variant: saved.variant, position: saved.start });
      saved.moves.forEach((m) => s.play(m));
      s.goTo(saved.ply);
      this.session = s;
      this.applied = cfg;
      this.sessionId++;
      this.changed('restart');
      return true;
    } catch (e) {
      try {
        localStorage.removeItem(this.persist);
      } catch {
        // nothing more to do
      }
      this.fail(new GameError('bad-record', `The saved game could not be restored (${(e as Error).message}); a new game starts.`), 'bad-record');
      return false;
    }
  }

  // ------------------------------------------------------------ moves

  private refreshLegal(): void {
    const s = this.session;
    if (!s || this.legalFor === s.state) return;
    this.legalFor = s.state;
    this.legal = s.legalMoveValues();
    this.shapes = this.legal.map((m) => this.game.moveShape(s.state, m));
    const entry = this.inputShapes(s.state, this.legal, this.shapes);
    this.inputMoveOf = entry?.moveOf ?? null;
    this.input.setMoves(entry?.shapes ?? this.shapes);
  }

  /** Legal-move index of each entry sequence, when `inputShapes` supplied them. */
  private inputMoveOf: readonly number[] | null = null;

  private playMove(move: string | M, how: InputMethod | 'api' | 'computer'): string {
    const s = this.model();
    const before = s.state;
    const side = s.turn;
    const text = s.play(move);
    const value = s.lastMove as M;
    this.startSlide(before, this.game.moveShape(before, value), how);
    this.lastError = '';
    this.changed('move');
    this.emit('game-move', { move: text, ply: s.ply, side, position: s.position });
    const said = this.moveAnnouncement(side, text);
    const result = s.result;
    this.announce(result ? `${said}. ${this.resultText(result)}` : said);
    if (result) this.emit('game-over', { result });
    return text;
  }

  private navigate(ply: number, animate = false): void {
    const s = this.model();
    const before = s.state;
    s.goTo(ply);
    const move = s.lastMove;
    if (animate && move !== undefined) this.startSlide(before, this.game.moveShape(before, move), 'api');
    this.changed('nav');
  }

  /** Bookkeeping after any change of the game. */
  private changed(kind: 'move' | 'nav' | 'restart'): void {
    if (kind !== 'nav') this.stopped = false;
    if (kind !== 'move') this.clearSlide();
    this.forced = false;
    this.clearAutoplay();
    this.cancelThinking();
    this.refreshLegal();
    this.save();
    this.requestUpdate();
    this.gameChanged();
  }

  // ------------------------------------------------------------ computer

  private isComputerSide(side: string): boolean {
    return this.side === 'none' || (this.side !== 'both' && side !== this.side);
  }

  private wantsComputer(): boolean {
    const s = this.session;
    if (!s || !this.isConnected || this.readonly || s.result) return false;
    if (this.forced) return true;
    // Browsing back through the line, or stopped: the computer waits.
    if (this.stopped || s.ply !== s.length) return false;
    return this.isComputerSide(s.turn);
  }

  private thinkKey(): string {
    const s = this.session!;
    return `${this.sessionId}:${s.ply}:${s.position}:${this.level}`;
  }

  private scheduleComputer(): void {
    if (this.job && (!this.wantsComputer() || this.job.key !== this.thinkKey())) this.cancelThinking();
    if (this.job || this.autoplayTimer !== undefined || !this.wantsComputer()) return;
    if (this.side === 'none' && !this.forced && this.session!.ply > 0) {
      // Computer against itself: leave a beat between moves so they can be followed.
      this.autoplayTimer = setTimeout(() => {
        this.autoplayTimer = undefined;
        if (this.wantsComputer() && !this.job) this.think();
      }, ELEMENT_TUNING.autoplayPauseMs);
      return;
    }
    this.think();
  }

  /** The AI request for the current position (also used for one-off questions such as a draw offer). */
  protected searchRequest(level: number = this.good.level): SearchRequest {
    const s = this.model();
    return {
      game: this.aiGameName,
      setup: { ...s.setupOptions(), ...this.setupOptions(), variant: s.variant, position: s.startPosition },
      moves: s.history,
      level,
      seed: this.seed,
      algorithm: this.searchAlgorithm(),
    };
  }

  /** The AI algorithm this game plays with (`src/ai/algorithms.ts`); alpha-beta when undefined. */
  protected searchAlgorithm(): string | undefined {
    return undefined;
  }

  /** True while the computer works out a hint. */
  @state() protected hinting = false;
  private hintAbort: AbortController | null = null;

  /**
   * Asks the computer which move it would play here, without playing it. Calls `show`
   * and fires `game-hint` ({move}) when the answer still fits the position; resolves with
   * the move's text ('' when cancelled). A failure is reported (`ai-failed`) and thrown.
   */
  protected async askHint(show: (move: string) => void): Promise<string> {
    const s = this.model();
    this.cancelHint();
    const ctrl = new AbortController();
    this.hintAbort = ctrl;
    this.hinting = true;
    const ply = s.ply;
    const key = s.position;
    try {
      const res = await this.aiClient.think(this.searchRequest(), { signal: ctrl.signal }).result;
      if (!res.move || this.session !== s || s.ply !== ply || s.position !== key) return res.move ?? '';
      show(res.move);
      this.dispatchEvent(new CustomEvent('game-hint', { detail: { move: res.move }, bubbles: true, composed: true }));
      return res.move;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return '';
      throw this.fail(e, 'ai-failed');
    } finally {
      if (this.hintAbort === ctrl) {
        this.hintAbort = null;
        this.hinting = false;
      }
    }
  }

  /** Abandons a hint being worked out (the position changed). */
  protected cancelHint(): void {
    this.hintAbort?.abort();
  }

  private think(): void {
    const s = this.model();
    if (this.job || s.result || !this.isConnected) return;
    const request = this.searchRequest();
    const ctrl = new AbortController();
    let handle: ThinkHandle;
    try {
      handle = this.aiClient.think(request, { signal: ctrl.signal });
    } catch (e) {
      this.forced = false;
      this.stopped = true;
      this.fail(e, 'ai-failed');
      return;
    }
    const job: ThinkJob = { ctrl, handle, key: this.thinkKey() };
    this.job = job;
    this.setThinking(true);
    handle.result.then(
      (res) => {
        if (this.job !== job) return;
        this.job = null;
        this.setThinking(false);
        this.forced = false;
        if (!res.move) {
          this.stopped = true;
          this.fail(new GameError('ai-failed', 'The computer found no move to play.'), 'ai-failed');
          return;
        }
        try {
          this.playMove(res.move, 'computer');
        } catch (e) {
          this.stopped = true;
          this.fail(new GameError('ai-failed', `The computer chose a move that cannot be played: ${(e as Error).message}`), 'ai-failed');
        }
      },
      (err: unknown) => {
        if (this.job !== job) return;
        this.job = null;
        this.setThinking(false);
        this.forced = false;
        if ((err as Error)?.name === 'AbortError') return;
        // Do not retry in a loop: the computer waits for "move now" or its next turn.
        this.stopped = true;
        this.fail(new GameError('ai-failed', `The computer could not think: ${(err as Error)?.message ?? String(err)}`), 'ai-failed');
      },
    );
  }

  private cancelThinking(): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    job.ctrl.abort();
    try {
      job.handle.cancel();
    } catch {
      // already finished
    }
    this.setThinking(false);
  }

  private clearAutoplay(): void {
    clearTimeout(this.autoplayTimer);
    this.autoplayTimer = undefined;
  }

  private setThinking(on: boolean): void {
    if (this.thinkingNow === on) return;
    this.thinkingNow = on;
    this.emit('game-thinking', { thinking: on });
  }

  // ------------------------------------------------------------ errors, events, i18n

  /** Reports bad input: status message, `game-error`, one console warning. Returns the error. */
  protected fail(e: unknown, fallback: GameErrorCode): GameError {
    const err = isGameError(e) ? e : new GameError(fallback, e instanceof Error ? e.message : String(e));
    this.lastError = err.message;
    console.warn(`<${this.localName}>: ${err.message}`);
    this.emit('game-error', { code: err.code, message: err.message });
    this.announce(err.message);
    return err;
  }

  /** Fires one of the element's events (bubbling, composed). */
  protected emit<K extends keyof GridGameEventMap>(type: K, detail: GridGameEventMap[K]['detail']): void {
    fire(this, type, detail);
  }

  /** Says `text` in the live region (screen readers). */
  protected announce(text: string): void {
    this.announcement = text;
  }

  private translator: Translator | null = null;

  /** The UI language in effect. */
  get uiLang(): Lang {
    return this.lang ? normaliseLang(this.lang) : this.parentNode ? resolveLang(this.parentNode as Element) : 'en';
  }

  private tr(): Translator {
    const lang = this.uiLang;
    if (!this.translator || this.translator.lang !== lang) this.translator = new Translator(lang, this.localStrings());
    return this.translator;
  }

  /** Translates a UI or game key. */
  protected t(key: string, params?: Readonly<Record<string, string | number>>): string {
    return this.tr().t(key, params);
  }

  /** Translates a key, or gives `fallback` when no table has it. */
  protected tOr(key: string, fallback: string, params?: Readonly<Record<string, string | number>>): string {
    return this.tr().tOr(key, fallback, params);
  }

  /** A side's display name ("White"). */
  protected sideName(side: string): string {
    return this.tOr(`side.${side}`, side.charAt(0).toUpperCase() + side.slice(1));
  }

  /** How a result reads: "Black wins: no moves". */
  protected resultText(r: Outcome): string {
    const result = r.winner === null ? this.t('draw') : this.t('wins', { side: this.sideName(r.winner) });
    const reason = this.tOr(`reason.${r.reason}`, r.reason.replace(/-/g, ' '));
    return this.t('resultWithReason', { result, reason });
  }

  // ------------------------------------------------------------ board host

  private get shape(): GridShape {
    return this.gridFor(this.model().state);
  }

  /** Name of a cell in the notation in force, with a fallback for cells the notation does not name. */
  protected cellName(cell: number): string {
    const shape = this.shape;
    const variant = this.model().variant;
    const style = shape.playable[cell] ? this.notationStyle(variant) : 'algebraic';
    try {
      const name = this.game.cellName(variant, cell, style);
      if (name) return name;
    } catch {
      // unnamed cell (a light square in numeric notation)
    }
    const row = Math.floor(cell / shape.cols);
    const col = cell % shape.cols;
    return `${shape.files?.[col] ?? col + 1}${shape.ranks?.[row] ?? shape.rows - row}`;
  }

  /** @internal Board input host. */
  inputEnabled(): boolean {
    const s = this.session;
    if (!s || this.readonly || s.result) return false;
    return this.side === 'both' || (this.side !== 'none' && s.turn === this.side);
  }

  /** @internal Board input host. */
  boardGeometry(): BoardGeometry {
    const shape = this.shape;
    const cut = this.cutUnplayable;
    return {
      rows: shape.rows,
      cols: shape.cols,
      flipped: this.game.sides.indexOf(this.orientation) > 0,
      hidden: (cell) => cut && !shape.playable[cell],
    };
  }

  /** @internal Board input host. */
  boardElement(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.board') ?? null;
  }

  /** @internal Board input host. */
  dragGhostElement(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.drag-ghost') ?? null;
  }

  /** @internal Board input host. */
  commitMove(index: number, how: InputMethod): void {
    const move = this.legal[this.inputMoveOf ? this.inputMoveOf[index] : index];
    if (move === undefined) return;
    try {
      this.playMove(move, how);
    } catch (e) {
      this.fail(e, 'illegal-move');
    }
  }

  /** @internal Board input host. */
  entryChanged(_result: EntryResult): void {
    this.requestUpdate();
  }

  // ------------------------------------------------------------ animation

  private motionMs(): number {
    const ms = Number.isFinite(this.animation) ? Math.max(0, this.animation) : ELEMENT_TUNING.animationMs;
    if (ms === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
    return ms;
  }

  private startSlide(before: S, shape: MoveShape, how: InputMethod | 'api' | 'computer'): void {
    this.clearSlide();
    const ms = this.motionMs();
    // A dragged piece is already where it was dropped.
    if (ms === 0 || how === 'drag') return;
    const pieces = this.game.pieces(before);
    const ghosts = new Map<number, PieceView>();
    for (const c of shape.captured) {
      const p = pieces[c];
      if (p) ghosts.set(c, p);
    }
    const total = Math.min(ELEMENT_TUNING.maxAnimationMs, ms * Math.max(1, shape.path.length));
    this.slide = { shape, ghosts, ms: total };
    this.slidePending = true;
    this.slideTimer = setTimeout(() => this.clearSlide(true), total + 50);
  }

  private clearSlide(render = false): void {
    clearTimeout(this.slideTimer);
    if (!this.slide) return;
    this.slide = null;
    if (render) this.requestUpdate();
  }

  private runSlide(): void {
    const a = this.slide;
    const root = this.renderRoot;
    if (!a || !root) return;
    const squares = [a.shape.from, ...a.shape.path];
    const dest = squares[squares.length - 1];
    const rectOf = (c: number): DOMRect | undefined => root.querySelector(`[data-cell="${c}"]`)?.getBoundingClientRect();
    const end = rectOf(dest);
    const piece = root.querySelector<SVGElement>(`[data-cell="${dest}"] .piece:not(.ghost)`);
    if (!end || !piece || typeof piece.animate !== 'function') return;
    const frames = squares.map((c) => {
      const r = rectOf(c) ?? end;
      return { transform: `translate(${r.left - end.left}px, ${r.top - end.top}px)` };
    });
    piece.classList.add('moving');
    const anim = piece.animate(frames, { duration: a.ms, easing: 'ease-in-out' });
    anim.onfinish = anim.oncancel = () => piece.classList.remove('moving');
  }

  // ------------------------------------------------------------ rendering

  protected override render(): TemplateResult {
    const s = this.model();
    const full = this.controls === 'full';
    return html`<div class=${classMap({ layout: true, 'with-panel': full })}>
      <div class="main">
        ${this.renderBoard(s)} ${this.renderStatus(s)} ${this.renderToolbar(s)}
      </div>
      ${full ? this.renderPanel(s) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }

  private renderBoard(s: GameSession<S, M>): TemplateResult {
    const variant = s.variant;
    const shape = this.shape;
    const geom = this.boardGeometry();
    const pieces = this.game.pieces(s.state);
    const entry = this.input.entry;
    const interactive = this.inputEnabled();
    const targets = interactive ? entry.targets() : new Set<number>();
    const finals = interactive ? entry.finals() : new Set<number>();
    const movable = interactive ? entry.movable() : new Set<number>();
    const last = s.lastMove;
    const lastShape = last !== undefined && s.previousState !== undefined ? this.game.moveShape(s.previousState, last) : null;
    const lastSet = new Set(lastShape ? [lastShape.from, ...lastShape.path] : []);
    const captured = new Set(lastShape?.captured ?? []);
    const entered = interactive ? entry.entered : [];
    const marks = (cell: number): readonly string[] => this.squareMarks(cell, entered[0] ?? -1);
    const label = (cell: number): string => {
      const parts = [this.cellName(cell)];
      const p = pieces[cell];
      if (p) parts.push(this.pieceLabel(p));
      else if (shape.playable[cell]) parts.push(this.t('empty'));
      if (entered[0] === cell) parts.push(this.t('selected'));
      if (targets.has(cell) || finals.has(cell)) parts.push(this.t('target'));
      if (lastSet.has(cell)) parts.push(this.t('lastMove'));
      if (captured.has(cell)) parts.push(this.t('capturedHere'));
      for (const m of marks(cell)) parts.push(this.tOr(`mark.${m}`, m));
      return parts.join(', ');
    };
    const filesRanks = (cell: number): readonly [string, string] | null => {
      let name = '';
      try {
        name = this.game.cellName(variant, cell, 'algebraic');
      } catch {
        return null;
      }
      const m = /^([a-z]+)(\d+)$/i.exec(name);
      return m ? [m[1], m[2]] : null;
    };
    const dragCell = this.input.dragCell;
    const dragPiece = dragCell >= 0 ? pieces[dragCell] : null;
    return html`<div class="frame" style="--_fade-ms:${this.slide?.ms ?? 0}ms">
      <div class="board-wrap">
        ${renderGrid({
          shape,
          pieces,
          sides: this.game.sides,
          flipped: geom.flipped,
          coordinates: this.coordinateStyle(variant),
          filesRanks,
          fieldName: (cell) => this.cellName(cell),
          label,
          cutUnplayable: this.cutUnplayable,
          focusCell: this.input.focusCell,
          entered,
          targets,
          finals,
          movable,
          lastMove: lastSet,
          captured,
          ghosts: this.slide?.ghosts ?? new Map(),
          dragCell,
          interactive,
          marks,
          drawPiece: (p, i) => this.drawPiece(p, i),
          boardLabel: `${this.t('board')}: ${this.variantName(variant)}`,
          onClick: this.onBoardClick,
          onPointerDown: this.onBoardPointerDown,
          onPointerMove: this.onBoardPointerMove,
          onPointerUp: this.onBoardPointerUp,
          onPointerCancel: this.onBoardPointerCancel,
          onKeyDown: this.onBoardKeyDown,
        })}
        <div class="drag-ghost" aria-hidden="true">
          ${dragPiece ? renderPiece(dragPiece, this.game.sides, (p, i) => this.drawPiece(p, i)) : nothing}
        </div>
        ${this.renderBoardOverlay({ entered, focusCell: this.input.focusCell, rows: shape.rows, cols: shape.cols, flipped: geom.flipped, interactive })}
      </div>
    </div>`;
  }

  private pieceLabel(p: PieceView): string {
    const adjective = this.tOr(`pieceSide.${p.side}`, this.sideName(p.side).toLowerCase());
    const kind = this.tOr(`kind.${p.kind}`, p.kind);
    return this.tOr(`piece.${p.side}.${p.kind}`, `${adjective} ${kind}`);
  }

  private variantName(variant: string): string {
    return this.tOr(`variant.${variant}`, variant.charAt(0).toUpperCase() + variant.slice(1));
  }

  private modeText(): string {
    if (this.readonly) return this.t('statusDiagram');
    switch (this.mode) {
      case 'two-players':
        return this.t('statusTwoPlayers');
      case 'computer-both':
        return this.t('statusComputerBoth');
      default:
        return this.t('statusVsComputer');
    }
  }

  private renderStatus(s: GameSession<S, M>): TemplateResult {
    const result = s.result;
    const turn = s.turn;
    const sideIndex = Math.max(0, this.game.sides.indexOf(turn));
    const entered = this.inputEnabled() ? this.input.entry.entered : [];
    const startsSecond = this.game.turn(s.startState) !== this.game.sides[0] ? 1 : 0;
    const moveNo = Math.floor((s.ply + startsSecond) / this.game.sides.length) + 1;
    return html`<div part="status" class="status">
      <span class="rules">${this.variantName(s.variant)}</span>
      <span class="muted">${this.modeText()}</span>
      ${this.mode !== 'two-players' && !this.readonly ? html`<span class="muted">${this.t('levelN', { n: this.good.level })}</span>` : nothing}
      ${result
        ? html`<span class="result">${this.resultText(result)}</span>`
        : html`<span class="turn"><span class="swatch side-${sideIndex}"></span>${this.t('toMove', { side: this.sideName(turn) })}</span>`}
      <span class="muted">${this.t('moveNumber', { n: moveNo })}</span>
      ${entered.length > 0
        ? html`<span class="entered">${this.t('entered', { squares: entered.map((c) => this.cellName(c)).join('-') })}</span>`
        : nothing}
      ${this.input.entry.canStop && entered.length > 0 ? html`<span class="muted">${this.t('chooseStop')}</span>` : nothing}
      ${this.thinkingNow ? html`<span class="thinking"><span class="spinner"></span>${this.t('thinking')}</span>` : nothing}
      ${this.renderTray(s)} ${this.renderExtraStatus()}
      ${this.notice ? html`<span class="muted">${this.notice}</span>` : nothing}
      ${this.lastError ? html`<span class="error">${this.lastError}</span>` : nothing}
    </div>`;
  }

  private trayCache: { id: number; ply: number; counts: Map<string, Map<string, number>> } | null = null;

  /** Pieces taken so far (up to the current point), by owner and kind. */
  private capturedCounts(s: GameSession<S, M>): Map<string, Map<string, number>> {
    const c = this.trayCache;
    if (c && c.id === this.sessionId && c.ply === s.ply && c.counts) return c.counts;
    const counts = new Map<string, Map<string, number>>();
    for (let i = 1; i <= s.ply; i++) {
      const before = s.stateAt(i - 1);
      const move = s.moveAt(i);
      if (move === undefined) continue;
      const shape = this.game.moveShape(before, move);
      if (shape.captured.length === 0) continue;
      const pieces = this.game.pieces(before);
      for (const cell of shape.captured) {
        const p = pieces[cell];
        if (!p) continue;
        const bySide = counts.get(p.side) ?? new Map<string, number>();
        bySide.set(p.kind, (bySide.get(p.kind) ?? 0) + 1);
        counts.set(p.side, bySide);
      }
    }
    // Imports and restarts change the line under the same ply: key on the line too.
    this.trayCache = { id: this.sessionId, ply: s.ply, counts };
    return counts;
  }

  private renderTray(s: GameSession<S, M>): unknown {
    const counts = this.capturedCounts(s);
    if (counts.size === 0) return nothing;
    const draw = (p: PieceView, i: number): SVGTemplateResult => this.drawPiece(p, i);
    const groups = this.game.sides
      .filter((side) => counts.has(side))
      .map((side) => {
        const kinds = [...counts.get(side)!.entries()];
        return html`<span class="tray-group">${kinds.map(
          ([kind, n]) => html`${renderPiece({ side, kind }, this.game.sides, draw)}<span>×${n}</span>`,
        )}</span>`;
      });
    const summary = this.game.sides
      .filter((side) => counts.has(side))
      .map((side) => `${this.sideName(side)} ${[...counts.get(side)!.values()].reduce((a, b) => a + b, 0)}`)
      .join(', ');
    return html`<span class="tray" role="img" aria-label="${this.t('captured')}: ${summary}">${groups}</span>`;
  }

  private renderToolbar(s: GameSession<S, M>): unknown {
    if (this.controls === 'none') return nothing;
    const ro = this.readonly;
    const canUndo = !ro && s.ply > 0;
    const btn = (name: Parameters<typeof icon>[0], label: string, onClick: () => void, disabled = false): TemplateResult =>
      html`<button class="btn" type="button" title=${label} aria-label=${label} ?disabled=${disabled} @click=${onClick}>
        ${icon(name)}
      </button>`;
    if (this.controls === 'minimal') {
      return html`<div part="toolbar" class="controls">
        <div class="toolbar" role="toolbar" aria-label=${this.t('toolbar')}>
          <span class="group">
            ${btn('newGame', this.t('newGame'), () => this.reset(), ro)} ${btn('undo', this.t('undo'), () => this.undo(), !canUndo)}
            ${btn('flip', this.t('flip'), () => this.flip())}
          </span>
        </div>
      </div>`;
    }
    const sides = this.game.sides;
    const modes: [string, string][] = [
      ...sides.map((side): [string, string] => [side, this.tOr(`mode.play.${side}`, this.t('modePlay', { side: this.sideName(side) }))]),
      ['both', this.t('modeBoth')],
      ['none', this.t('modeNone')],
    ];
    const levels = [];
    for (let l = ELEMENT_TUNING.minLevel; l <= ELEMENT_TUNING.maxLevel; l++) levels.push(l);
    const variants = this.game.variants;
    return html`<div part="toolbar" class="controls">
      <div class="toolbar" role="toolbar" aria-label=${this.t('toolbar')}>
        <span class="group">
          ${btn('newGame', this.t('newGame'), () => this.reset(), ro)} ${btn('undo', this.t('undo'), () => this.undo(), !canUndo)}
          ${btn('redo', this.t('redo'), () => this.redo(), ro || s.ply >= s.length)}
        </span>
        <span class="group">
          ${btn('prev', this.t('prev'), () => this.goTo(s.ply - 1), s.ply === 0)}
          ${btn('next', this.t('next'), () => this.goTo(s.ply + 1), s.ply >= s.length)}
        </span>
        <span class="group">
          ${btn('moveNow', this.t('moveNow'), () => this.computerMove(), ro || s.result !== null)}
          ${btn('stop', this.t('stop'), () => this.stop(), !this.thinkingNow)} ${btn('flip', this.t('flip'), () => this.flip())}
        </span>
        <span class="group">${this.renderExtraActions()}</span>
      </div>
      <div class="settings">
        <label class="field"
          >${this.t('level')}
          <select
            .value=${live(String(this.good.level))}
            ?disabled=${ro}
            @change=${(e: Event) => (this.level = Number((e.target as HTMLSelectElement).value))}
          >
            ${levels.map((l) => html`<option value=${l} ?selected=${l === this.good.level}>${l}</option>`)}
          </select></label
        >
        <label class="field"
          >${this.t('mode')}
          <select .value=${live(this.side)} ?disabled=${ro} @change=${(e: Event) => (this.side = (e.target as HTMLSelectElement).value)}>
            ${modes.map(([v, text]) => html`<option value=${v} ?selected=${v === this.side}>${text}</option>`)}
          </select></label
        >
        ${variants.length > 1
          ? html`<label class="field"
              >${this.t('rules')}
              <select
                .value=${live(s.variant)}
                ?disabled=${ro || s.length > 0}
                @change=${(e: Event) => this.changeRules((e.target as HTMLSelectElement).value)}
              >
                ${variants.map((v) => html`<option value=${v} ?selected=${v === s.variant}>${this.variantName(v)}</option>`)}
              </select></label
            >`
          : nothing}
      </div>
    </div>`;
  }

  private renderPanel(s: GameSession<S, M>): TemplateResult {
    const line = s.fullHistory;
    const sides = this.game.sides;
    const rows: { num: number; cells: (number | null)[] }[] = [];
    // One column per side, each move under its mover; a side moving again (a Kamisado push, a
    // pass) or a game starting with the second side leaves a gap rather than shifting the columns.
    let row: (number | null)[] | null = null;
    let lastColumn = sides.length;
    for (let ply = 1; ply <= line.length; ply++) {
      const column = Math.max(0, sides.indexOf(this.game.turn(s.stateAt(ply - 1))));
      if (!row || column <= lastColumn) {
        row = new Array<number | null>(sides.length).fill(null);
        rows.push({ num: rows.length + 1, cells: row });
      }
      row[column] = ply;
      lastColumn = column;
    }
    const histId = 'history-heading';
    return html`<section part="history" class="panel" aria-labelledby=${histId}>
      <h2 id=${histId}>${this.t('history')}</h2>
      ${line.length === 0
        ? html`<div class="empty-note">${this.t('noMoves')}</div>`
        : html`<ol class="moves">
            ${rows.map(
              (r) => html`<li>
                <span class="num">${r.num}.</span>
                ${r.cells.map((ply) =>
                  ply === null
                    ? html`<span></span>`
                    : html`<button
                        class=${classMap({ move: true, future: ply > s.ply })}
                        type="button"
                        aria-current=${ply === s.ply ? 'step' : nothing}
                        @click=${() => this.goTo(ply)}
                      >
                        ${line[ply - 1]}
                      </button>`,
                )}
              </li>`,
            )}
          </ol>`}
      <label class="block" for="record">${this.t('record')}</label>
      <textarea id="record" spellcheck="false" .value=${live(this.recordText)} @input=${(e: Event) => (this.recordText = (e.target as HTMLTextAreaElement).value)}></textarea>
      <div class="record-actions">
        <button class="btn text" type="button" @click=${this.onCopy}>${icon('copy')}${this.t('copy')}</button>
        <button class="btn text" type="button" ?disabled=${this.readonly || !this.recordText.trim()} @click=${this.onLoad}>
          ${icon('load')}${this.t('load')}
        </button>
      </div>
    </section>`;
  }

  // ------------------------------------------------------------ handlers (arrow fields keep `this`)

  private onBoardClick = (e: MouseEvent): void => {
    const cell = eventCell(e);
    if (cell !== null) this.input.onCellClick(cell);
  };
  private onBoardPointerDown = (e: PointerEvent): void => {
    const cell = eventCell(e);
    if (cell !== null) this.input.onPointerDown(e, cell);
  };
  private onBoardPointerMove = (e: PointerEvent): void => this.input.onPointerMove(e);
  private onBoardPointerUp = (e: PointerEvent): void => this.input.onPointerUp(e);
  private onBoardPointerCancel = (): void => this.input.onPointerCancel();
  private onBoardKeyDown = (e: KeyboardEvent): void => {
    // Keys act on the square that really has focus (it may have been focused by script or by a screen reader).
    const cell = eventCell(e);
    if (cell !== null) this.input.focusCell = cell;
    this.input.onKeyDown(e);
  };

  private onCopy = (): void => {
    let text: string;
    try {
      text = this.exportGame();
    } catch {
      return;
    }
    this.recordText = text;
    const done = (): void => this.showNotice(this.t('copied'));
    navigator.clipboard?.writeText(text).then(done, () => {
      // No clipboard permission: the record is in the text box to copy by hand.
    });
  };

  private onLoad = (): void => {
    try {
      this.importGame(this.recordText);
    } catch {
      // already reported in the status
    }
  };

  /** The rules select: a new game in other rules starts from their own initial position. */
  private changeRules(variant: string): void {
    this._position = '';
    this._moves = '';
    this.variant = variant;
  }

  private showNotice(text: string): void {
    this.notice = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => (this.notice = ''), ELEMENT_TUNING.noticeMs);
  }
}
