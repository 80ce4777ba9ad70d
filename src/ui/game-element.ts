import { LitElement, nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import type { BoardMotion, GridGame, GridShape, MoveShape } from '../core/board.js';
import { GameError, type GameErrorCode } from '../core/errors.js';
import type { Outcome } from '../core/game.js';
import type { SessionView } from '../core/session.js';
import type { AiClient } from '../ai/types.js';
import { cellLabelName, renderPiece } from './board-view.js';
import { PlyComments } from './comment-view.js';
import { ComputerSlot } from './computer-slot.js';
import { sharedAi } from './deferred-ai.js';
import { emit } from './events.js';
import { Feedback } from './feedback.js';
import { FirstRender } from './first-render.js';
import { GameController, type GameChange } from './game-controller.js';
import { GAME_OPTIONS, type GameOptionValues } from './game-options.js';
import { filesRanks, GameView, type OverlayView } from './game-view.js';
import { BoardStage } from './board-stage.js';
import { eventCell, InputController, type DirectionPad } from './input-controller.js';
import { loadLanguage } from './i18n.js';
import { Localize } from './localize.js';
import { MarksSlot } from './marks-slot.js';
import type { Mark } from './marks.js';
import { MotionSlot } from './motion-slot.js';
import { defineOptions, shown, type OptionHost } from './options.js';
import type { ImageOptions } from './export-image.js';
import { Hint } from './hint.js';
import { PuzzleSlot } from './puzzle-slot.js';
import { RecordsSlot } from './records-slot.js';
import { RulesSlot } from './rules-slot.js';
import { SavesSlot } from './saves-slot.js';
import type { ElementRecipe, InputShapes, PlayMode } from './recipe.js';
import { gridGameStyles } from './styles.js';

/**
 * The base of every game element: the element contract of DESIGN.md, made of shared
 * controllers — options and the game (`GameController`), the computer, input, motion,
 * persistence, words — and the shared parts it draws (board, status line, toolbar, move
 * list). An element gives its recipe (a static `recipe`) and fills a few slots.
 *
 * Note on `position`: the *attribute* (and setting the property) gives the
 * starting position; *reading* the property gives the current position.
 *
 * @attr variant - Rules variant; the game's main variant by default. Changing it starts a new game.
 * @attr side - The person's side (a side name), `both` (two people; the element only referees) or `none` (the computer plays both sides). Default: the first side.
 * @attr level - Computer strength 1–7 (default 3); may change during play.
 * @attr position - Starting position in the game's notation; changing it starts a new game.
 * @attr moves - Space-separated moves replayed from `position` (tutorials); changing it starts a new game. `{…}` after a move comments it (before the first move: the start), shown in part `comment` and read out while stepping; `( … )` after a move is a side line played instead of it, shown in the move list, where a click steps into it: `32-28 {the classic start} 19-23 (18-23 28-22) 28x19`. Comments do not nest.
 * @attr orientation - Side shown at the bottom; defaults to the person's side.
 * @attr readonly - A diagram: no input, no computer moves (history navigation still works).
 * @attr controls - Built-in toolbar: `none`, `minimal` (new, take back, flip) or `full` (default).
 * @attr seed - Seed for anything random (AI tie-breaks); same seed, same game.
 * @attr lang - UI language (`en`, `ru`, `fr`, `pl`); defaults to the nearest `lang` in the document.
 * @attr persist - A localStorage key: the game in progress survives a page reload, whole (its moves, comments and side lines, and the line and ply on show); a saved game wins over `variant`/`position`/`moves` at load.
 * @attr share - Present: the game (its start and moves) is written to the page's URL hash as it goes, as `#<id>=<data>` (the element's id, or its tag name without one; other `&`-separated entries are kept), with `history.replaceState` (no history entries; at most once per 250 ms, the last state last), and restored from it at load (a shared game wins over `variant`/`position`/`moves` and over `persist`); one element per key. A garbled hash is refused (`game-error`, `bad-record`) and the attributes used. See `shareLink()`.
 * @attr animation - Slide time per step of a move in ms (0 = no animation; off under prefers-reduced-motion).
 * @attr theme - Colour theme: `light`, `dark` or `wood`; without it the element follows the page's `prefers-color-scheme`.
 * @attr marks - Marks drawn over the board, a space-separated list in the game's square names: `arrow:32-28`, `square:27`, `circle:c3`, each with an optional colour `:green` (default), `:red`, `:blue` or `:yellow` (`arrow:c3-e5:red`); the chess GUIs' `[%cal Gc3e5,Rd4d5]`, `[%csl Rd4]` and `[%draw arrow,c3,e5,red]` are read too. They stay until changed; a bad list is refused and the last good one kept.
 * @attr solution - A puzzle: its solution as moves from the position (the reader plays the side to move), alternative lines separated by `|`, e.g. `27-22 18x27 31x22 | 27-21 16x27 31x22`.
 * @attr goal - A puzzle judged by the engine: `win` (with `depth`): any move that keeps a forced win within `depth` moves is right.
 * @attr depth - The moves the reader has to win a `goal` puzzle, 1–6 (default 3).
 *
 * @prop {AiClient} aiClient - The computer player; `defaultAiClient()` (the shared worker pool, loaded when a computer first thinks) unless set.
 * @prop {string} variant - Rules variant; setting it starts a new game.
 * @prop {string} side - The person's side, `both` or `none`.
 * @prop {number} level - Computer strength 1–7.
 * @prop {string} moves - Moves replayed from the starting position.
 * @prop {string} orientation - Side shown at the bottom.
 * @prop {boolean} readonly - A diagram: no input, no computer moves.
 * @prop {'none' | 'minimal' | 'full'} controls - The built-in toolbar.
 * @prop {number | undefined} seed - Seed for anything random.
 * @prop {string} persist - localStorage key of the game in progress.
 * @prop {boolean} share - Keep the game in the page's URL hash.
 * @prop {number} animation - ms per step of a move's animation (0: none).
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
 * @fires {CustomEvent<GameHintDetail>} game-hint - A hint arrived (the toolbar's hint button, or `hint()`): `{move}`, drawn as an arrow until the position changes.
 * @fires {CustomEvent<GameSolvedDetail>} game-solved - The reader solved the puzzle: `{moves}` from its position.
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
 * @csspart marks - The layer of arrows, circles and highlighted squares over the board (the author's, the reader's and the hint's).
 * @csspart comment - The comment on the ply on show, under the board (hidden when it has none): the `moves` or record comment as text, then the `ply-N` slot.
 * @csspart game-over - The banner over a finished game's board: the result, "New game" and "Review".
 * @csspart puzzle - The puzzle bar: the task, "Right!", "Not this one" or "Solved!", and its buttons.
 *
 * @slot ply-N - A comment on ply N (0: the start), shown in part `comment` while that ply is on show, e.g. `<p slot="ply-3">See <a href="…">the rules</a>.</p>`; it may hold links and formatting.
 *
 * The `--octarine-*` custom properties that colour and size every element are documented beside
 * the styles that read them (`gridGameStyles` in styles.ts); scripts/analyze.mjs adds them to each element.
 */
export abstract class GameElement<S, M, K extends string = never> extends LitElement implements OptionHost {
  static override styles = [gridGameStyles];
  /** @internal The element's game, words and options. */
  static recipe: ElementRecipe;

  protected readonly recipe = (this.constructor as typeof GameElement).recipe;
  /**
   * The element's own copy of its game, which its whole rules (`rules`) and its record format (`records`) join when
   * they arrive: until the rules do, it is the game's start (see `GameController`).
   */
  protected readonly game = { ...this.recipe.game } as GridGame<S, M>;
  private readonly rules = new RulesSlot(this.game, this.recipe.rules);
  private readonly records = new RecordsSlot(this.game as GridGame<unknown, unknown>, this.recipe.records);
  protected readonly feedback = new Feedback(this);
  protected readonly words = new Localize<K>(this, this.recipe.strings, () => this.gameCtl.value<string>('lang'), this.recipe.translations);
  /** The game kept under `persist` (localStorage) and `share` (the page's URL hash, under `shareKey`). */
  private readonly saves = new SavesSlot(
    this.game.name,
    { persist: () => this.gameCtl.value<string>('persist') ?? '', share: () => (this.share ? this.shareKey : '') },
    this.feedback,
    this.rules,
  );
  protected readonly gameCtl: GameController<S, M> = new GameController<S, M>(this, this.game, this.recipe.options, this.feedback, {
    // A game shared in the page's address wins over a saved one.
    restore: () => this.saves.restore(),
    restoreFailed: (e) => this.saves.failed(e),
    restorePending: () => this.saves.pending,
    moveReader: () => this.records.reader(),
    rules: this.rules,
  });
  protected readonly computer = new ComputerSlot<S, M>(this, this.gameCtl, {
    client: () => this.aiClient,
    level: () => this.recipe.computerLevel ?? this.level,
    algorithm: this.recipe.algorithm,
    busyMs: () => this.motion.remainingMs(),
    report: (e, code) => this.fail(e, code),
    sitsOut: (): boolean => this.puzzle.active,
  });
  /** The board as drawn, for input, motion and the view. */
  private readonly stage = new BoardStage(
    () => this.renderRoot,
    () => ({ grid: this.grid, flipped: this.game.sides.indexOf(this.orientation) > 0, cut: !!this.recipe.cutUnplayable }),
  );
  protected readonly input = new InputController(this, this.stage, {
    enabled: () => this.inputEnabled(),
    commit: (move, source) => this.gameCtl.play(move as M, source),
    report: (e) => this.fail(e, 'illegal-move'),
    previewOnTouch: (cell) => this.previewOnTouch?.(cell) ?? false,
    pad: () => this.directionPad?.(),
  });
  protected readonly motion = new MotionSlot<S, M>(
    this,
    this.stage,
    {
      drawPiece: (p) => renderPiece(p, this.game.sides, this.recipe.drawPiece, 'ghost'),
      stepMs: () => this.animation,
    },
    // A game given whole has its motion.
    () => this.recipe.motion?.() ?? Promise.resolve((before, move, after) => (this.game as unknown as BoardMotion<S, M>).motion(before, move, after)),
  );
  /** Arrows, circles and squares over the board: the author's, the reader's own and the hint's. */
  private readonly drawing = new MarksSlot(this, this.gameCtl, {
    game: this.game as GridGame<unknown, unknown>,
    words: this.words,
    state: () => this.session.state,
    variant: () => this.session.variant,
    grid: () => this.grid,
    cellName: (cell) => this.cellName(cell),
    eventCell,
    hint: () => this.hintMove?.() ?? this.suggestion.move,
    report: (e) => this.fail(e, 'bad-option'),
    announce: (text) => this.feedback.announce(text),
  });
  /** "Which move would the computer play here?": the toolbar's hint, drawn as an arrow. */
  private readonly suggestion: Hint = new Hint(this, this.computer, this.feedback, {
    describe: (move) => this.words.t('suggestionIs', { move }),
    over: () => this.result !== null,
  });
  /** Puzzle mode (`solution`, `goal`): judges the reader's moves and plays the defence; loaded when asked for. */
  private readonly puzzle: PuzzleSlot<S, M> = new PuzzleSlot<S, M>(
    this,
    () => Boolean(this.gameCtl.value<string>('solution')?.trim() || this.gameCtl.value<string>('goal')),
    async () => {
      // A puzzle's lines are split as the game writes its moves (its record format), and played by its rules.
      await Promise.all([this.records.load(), this.gameCtl.loadSession()]);
      // Its words: should they fail to download, their keys stand in.
      await loadLanguage('en').catch(() => undefined);
      return new (await import('./puzzle.js')).PuzzleController<S, M>(this, this.gameCtl, this.game, this.words, this.feedback, {
        ask: (level) => this.computer.ask(level),
        busyMs: () => this.motion.remainingMs(),
      });
    },
  );
  /** The comment on the ply on show: the session's, and the page's `ply-N` slot. */
  private readonly plyComments = new PlyComments(this);
  private readonly view = new GameView<S, M>({
    recipe: this.recipe,
    session: () => this.session,
    words: this.words,
    input: this.input,
    feedback: this.feedback,
    stage: this.stage,
    grid: () => this.grid,
    cellName: (cell) => this.cellName(cell),
    interactive: () => this.inputEnabled(),
    computerToMove: () => this.gameCtl.mover() === 'computer',
    element: this,
    squareMarks: (cell, selected) => this.squareMarks?.(cell, selected),
    resultText: (r) => this.resultOf(r),
    overlay: (v) => [this.renderOverlay?.(v) ?? nothing, this.drawing.render(v)],
    statusExtra: () => this.renderStatusExtra?.() ?? nothing,
    actions: () => this.renderActions?.() ?? nothing,
    comment: () => this.plyComments.render(this.session),
    puzzle: () => this.puzzle.render(),
    isPuzzle: () => this.puzzle.active,
  });
  /** The position whose legal moves input knows (null: none, input is off). */
  private legalFor: S | null | undefined = undefined;
  private _ai: AiClient | undefined;
  private readonly firstRender = new FirstRender(this, {
    build: () => {
      this.refreshLegal();
      // The toolbar's module downloads meanwhile (see `showPanels`).
      void this.view.panels();
    },
    showPanels: () =>
      Promise.all([
        this.view.panels(),
        // What changes the game: before it, a board is its start alone (see GameController).
        this.gameCtl.loadSession().catch(() => undefined),
        // The words of the status line and the panels (the board's own are here already).
        loadLanguage('en').catch(() => undefined),
        this.records.load().catch(() => undefined),
        this.saves.load().catch(() => undefined),
        this.readonly ? null : this.loadPlayingParts(),
        this.loadOwnParts?.(!this.readonly).catch(() => undefined),
      ]).then(
        () => void (this.view.panelsShown = true),
      ),
    // A diagram: nothing to play, so nothing to build.
    whole: () => this.readonly,
  });

  constructor() {
    super();
    this.gameCtl.onChange((c) => this.gameChanged(c));
    this.records.onSettle(() => this.gameCtl.partsSettled());
    this.rules.onSettle(() => {
      this.gameCtl.partsSettled();
      // Input learns the legal moves of the position on show.
      this.requestUpdate();
    });
    // What was played before the saves arrived is kept then, unless the game starts again from a saved one.
    this.saves.onArrive(() => {
      if (!this.gameCtl.savesArrived()) this.saves.save(this.session);
    });
  }

  // ------------------------------------------------------------ options (the table's accessors call these)

  /** @internal */
  readOption(prop: string): unknown {
    return this.gameCtl.read(prop);
  }
  /** @internal */
  writeOption(prop: string, raw: unknown): void {
    this.gameCtl.write(prop, raw);
  }

  // ------------------------------------------------------------ the element contract

  /**
   * The computer player; the shared worker pool unless set. It is downloaded and started when a
   * computer first thinks (a diagram or a two-player board loads no AI code); until then this is a
   * stand-in that loads it.
   */
  get aiClient(): AiClient {
    return this._ai ?? sharedAi();
  }
  set aiClient(client: AiClient) {
    this._ai = client;
  }

  /** Moves played up to the current point, in canonical notation. */
  get history(): string[] {
    return this.session.history;
  }
  /** The side to move. */
  get turn(): string {
    return this.session.turn;
  }
  /** How the game ended, or null while it goes on. */
  get result(): Outcome | null {
    return this.session.result;
  }
  /** Number of moves played up to the current point. */
  get ply(): number {
    return this.session.ply;
  }
  /** Who plays, from `side`. */
  get mode(): PlayMode {
    return this.side === 'both' ? 'two-players' : this.side === 'none' ? 'computer-both' : 'vs-computer';
  }
  /** True while the computer is searching. */
  get thinking(): boolean {
    return this.computer.thinking;
  }

  /**
   * Legal moves of the current position in canonical notation (none once the game is over). Throws `not-ready` before
   * the element is ready where the board is drawn before the rest of its game's rules (<thud-board>, <kamisado-board>,
   * <robots-hall>).
   */
  legalMoves(): string[] {
    return this.session.legalMoves();
  }

  /**
   * Plays a move in any notation the game accepts; returns its canonical text. Throws a `GameError` after reporting it
   * (`not-ready` before the element is ready: the code that plays moves loads just after the board is drawn).
   * @param move - The move as text in the game's notation, e.g. `32-28`, `c3:e5`, `T g7-g6` or `xW xN SW`.
   */
  play(move: string): string {
    // Only text reaches the rules: a move value, number or object from a page is no move.
    if (typeof move !== 'string') throw this.fail(new GameError('bad-move', `play() takes a move as text in the game's notation; got ${shown(move)}.`), 'bad-move');
    try {
      return this.gameCtl.play(move, 'api');
    } catch (e) {
      throw this.fail(e, 'illegal-move');
    }
  }

  /** Takes back a move; against the computer, back to the person's previous turn. False when there is nothing to take back. */
  undo(): boolean {
    const vsComputer = this.mode === 'vs-computer';
    const from = this.ply;
    const before = this.session.state;
    if (!this.gameCtl.back(vsComputer ? this.side : null)) return false;
    // More than the usual one move a side (passes), or into an earlier round: say how far it went.
    const taken = from - this.ply;
    const text = this.takeBackText?.(taken, before) ?? (taken > (vsComputer ? 2 : 1) ? this.words.t('tookBack', { n: taken }) : '');
    if (text) {
      this.feedback.note(text);
      this.feedback.announce(text);
    }
    return true;
  }

  /** Replays a taken-back move; against the computer, up to the person's next turn. */
  redo(): boolean {
    return this.gameCtl.forward(this.mode === 'vs-computer' ? this.side : null);
  }

  /**
   * Shows the position after `ply` moves (0 = the start); the line is kept, so next and redo return.
   * @param ply - A whole number of moves from the start, 0 up to the length of the line.
   * @param path - A side line to step into (`[0]`: the first side line of the main line, `[0, 1]`: that one's second), or `[]` back to the main line; the line on show when omitted.
   */
  goTo(ply: number, path?: readonly number[]): void {
    try {
      this.gameCtl.goTo(ply, path);
    } catch (e) {
      throw this.fail(e, 'bad-option');
    }
  }

  /** Starts a new game from the configured start (`variant`, `position`, `moves`). */
  reset(): void {
    try {
      this.gameCtl.restart();
    } catch {
      // reported
    }
  }

  /** "Move now": while the computer thinks, it moves at once; otherwise it makes a move for the side to move. */
  computerMove(): void {
    if (this.thinking || (!this.readonly && !this.result)) this.computer.moveNow();
  }

  /**
   * Asks the computer which move it would play in the position on show, at the element's level; the
   * move is said, drawn as an arrow until the position changes, fired as `game-hint` and returned
   * ('' when the position changed meanwhile). After the game's end it is refused (`game-error`).
   */
  hint(): Promise<string> {
    return this.suggestion.ask().then((move) => {
      // Written in the status line too, for a reader who does not read arrows.
      if (move) this.feedback.note(this.suggestion.note);
      return move;
    });
  }

  /** Interrupts the computer; it then waits for `computerMove()` or its next game. */
  stop(): void {
    this.computer.stop();
  }

  /**
   * The author's marks as text (see the `marks` attribute); setting it draws new ones. Bad marks
   * are reported (`game-error`, `bad-option`) and the last good ones kept.
   */
  get marks(): string {
    return this.drawing.value;
  }
  set marks(marks: string) {
    this.drawing.set(marks);
  }

  /**
   * Draws the author's marks (replacing the last ones; none clears them). Refused marks are
   * reported, the last good ones kept, and the error thrown; before the first render (or, on a diagram,
   * before its marks layer has loaded) they are read then, and reported then.
   * @param marks - Text as the `marks` attribute takes it, e.g. `arrow:32-28 circle:c3:red`, or a list of `{kind, from, to, color}` with cell indices.
   */
  setMarks(marks: string | readonly Mark[] | null): void {
    const refused = this.drawing.set(marks);
    if (refused) throw refused;
  }

  /** Shows the board from the other side. */
  flip(): void {
    const sides = this.game.sides;
    this.orientation = sides[(sides.indexOf(this.orientation) + 1) % sides.length];
  }

  /**
   * The page's address with the game in progress in its hash, as `share` writes it: an element with
   * `share` (and the same id, or tag name) on the page it opens restores the game. Works without `share` too,
   * once the element is ready (`updateComplete`): before, it refuses (`not-ready`), its saves still loading.
   * @returns An absolute URL.
   */
  shareLink(): string {
    try {
      return this.saves.link(this.shareKey, this.session);
    } catch (e) {
      throw this.fail(e, 'bad-record');
    }
  }

  /**
   * An image of the position on show: the board in the element's colours, its coordinates, the last
   * move, the pieces as drawn and the marks, seen from the `orientation` side. Always a promise: the
   * exporter is downloaded on first use, so the element itself stays small.
   * - `{type: 'svg'}` (the default): standalone SVG text (an `xmlns`, a `viewBox` of 100 units a
   *   square, a `<title>` naming the position; no stylesheet, fonts, images or links).
   * - `{type: 'png', size}`: a PNG `Blob` `size` px wide (default 800; 16–8192). It is drawn from the
   *   SVG through a `blob:` URL, so a page with a strict Content-Security-Policy needs `img-src blob:`.
   * Bad options are reported (`game-error`, `bad-option`) and the promise rejected.
   * @param options - `{type: 'svg'}` or `{type: 'png', size: 800}`.
   * @returns A promise of the SVG text, or of the PNG blob for `type: 'png'`.
   */
  exportImage<T extends ImageOptions = { type: 'svg' }>(options?: T): Promise<T extends { type: 'png' } ? Blob : string> {
    // The exporter gets lit and the board's drawing from here: importing them would split them out of the element's chunk.
    return Promise.all([import('./export-image.js'), loadLanguage('en').catch(() => undefined)])
      .then(async ([m]) => {
        // Drawn as the board is once pending changes (marks, a move) have rendered; an element on no page renders nothing.
        if (this.isConnected) await this.updateComplete;
        const variant = this.session.variant;
        return m.exportImage(
          {
            host: this,
            recipe: this.recipe,
            session: this.session,
            grid: this.grid,
            flipped: this.stage.geometry().flipped,
            words: this.words,
            cellName: (cell) => this.cellName(cell),
            squareMarks: (cell) => this.squareMarks?.(cell, -1) ?? [],
            filesRanks: (cell) => filesRanks(this.game, variant, cell),
            piece: (p) => renderPiece(p, this.game.sides, this.recipe.drawPiece),
            render,
          },
          options,
        ) as Promise<never>;
      })
      .catch((e: unknown) => {
        throw this.fail(e, 'bad-option');
      });
  }

  /** The game record (PDN for draughts) of the whole line, once the element is ready (`updateComplete`): before, it refuses (`not-ready`), its records still loading. */
  exportGame(): string {
    try {
      this.records.need('exportGame()');
      return this.gameCtl.wholeSession().exportGame();
    } catch (e) {
      throw this.fail(e, 'bad-record');
    }
  }

  /**
   * Replaces the game with a record; on bad input the game is kept and the error reported and thrown. Like
   * `exportGame()`, it waits for the element to be ready.
   * @param text - A game record as `exportGame()` writes it (PDN for draughts, the tagged record of the other games).
   */
  importGame(text: string): void {
    try {
      this.records.need('importGame()');
      this.gameCtl.importGame(text);
    } catch (e) {
      throw this.fail(e, 'bad-record');
    }
  }

  // ------------------------------------------------------------ for the element's own parts

  /** The key of the game in the URL hash (`share`): the element's id, else its tag name. */
  private get shareKey(): string {
    return this.id || this.localName;
  }

  /** The game in progress. */
  protected get session(): SessionView<S, M> {
    return this.gameCtl.session;
  }

  /** Reports bad input or a failure (status line, `game-error`, one warning); returns the error to throw. */
  protected fail(e: unknown, code: GameErrorCode): GameError {
    return this.gameCtl.report(e, code);
  }

  /** Whether the person may enter a move now. */
  protected inputEnabled(): boolean {
    if (this.puzzle.active) return this.puzzle.readerToMove();
    return this.gameCtl.mover() === 'person';
  }

  /** A square's name in the notation in force, with a fallback for squares the notation does not name. */
  protected cellName(cell: number): string {
    const variant = this.session.variant;
    return cellLabelName(this.game, this.grid, variant, cell, this.recipe.notation?.(variant));
  }

  /** Ends the game by a decision outside the rules (a draw agreed, a resignation). */
  protected endGame(outcome: Outcome): void {
    this.gameCtl.end(outcome);
    emit(this, 'game-over', { result: outcome, ...this.gameOverDetail?.() });
    this.feedback.announce(this.resultOf(outcome));
  }

  // ------------------------------------------------------------ slots an element may fill

  /** Extra class names of a square (each read out through `mark.<name>`). */
  protected squareMarks?(cell: number, selected: number): readonly string[];
  /** What the live region says after a move (default "{side}: {move}"; the result is added after it). */
  protected moveAnnouncement?(side: string, move: string): string;
  /** What a take-back of `taken` moves from `before` says (default: "Took back 3 moves, to your last turn." when that is more than one move a side; undefined keeps the default). */
  protected takeBackText?(taken: number, before: S): string | undefined;
  /** How a result reads (default "Black wins: no moves"). */
  protected resultText?(r: Outcome): string;
  private resultOf = (r: Outcome): string => this.resultText?.(r) ?? this.words.result(r);
  /** Extra fields of the `game-over` detail. */
  protected gameOverDetail?(): Record<string, unknown>;
  /** Entry sequences for the legal moves, when a move needs more clicks than its squares. */
  protected inputShapes?(state: S, moves: readonly M[], shapes: readonly MoveShape[]): InputShapes | null;
  /** Touch: a tap on `cell` that should only preview the move until a second tap. */
  protected previewOnTouch?(cell: number): boolean;
  /** The direction pad of a game played by directions. */
  protected directionPad?(): DirectionPad | undefined;
  /** The board shape of a state, when the board moves with the state (default: the variant's grid). */
  protected gridOf?(state: S): GridShape;
  /** The computer's suggested move for the position on show, drawn as an arrow (an element with hints). */
  protected hintMove?(): string | null;
  /** Drawn over the board (the game's own marks and previews). */
  protected renderOverlay?(view: OverlayView): unknown;
  /** The game's own part of the status line. */
  protected renderStatusExtra?(): unknown;
  /** The game's own toolbar buttons. */
  protected renderActions?(): unknown;
  /**
   * What the element's own parts load with its panels and status line, so their first drawing has them
   * (a one-player game's play panel); with `playing` (not a diagram), those a board that plays needs too
   * (a draw offer, a move preview). A download that fails is tried again when next needed.
   */
  protected loadOwnParts?(playing: boolean): Promise<unknown>;

  /** The board shape on show. */
  protected get grid(): GridShape {
    return this.gridOf?.(this.session.state) ?? this.game.grid(this.session.variant);
  }

  // ------------------------------------------------------------ inside

  /** Whether a computer plays a side here (else it only answers questions: a hint, a draw offer). */
  private computerPlays(): boolean {
    return !this.readonly && this.mode !== 'two-players';
  }

  /**
   * What a board that plays loads a turn after it is drawn, with its panels: what turns events into moves,
   * the animator, the marks layer (the reader draws, a hint comes) and, where it plays, the computer (with
   * the element's own parts, `loadOwnParts`). A download that fails
   * leaves the board playable; each is tried again when next needed.
   */
  private loadPlayingParts(): Promise<unknown> {
    const quiet = (p: Promise<unknown>): Promise<unknown> => p.catch(() => undefined);
    return Promise.all([
      quiet(this.input.load()),
      quiet(this.motion.load()),
      quiet(this.drawing.load()),
      this.computerPlays() ? quiet(this.computer.load()) : null,
    ]);
  }

  /**
   * The legal moves of the position on show; null while the game's rules are on their way (the first drawing of a
   * game whose page draws its start first, see `ElementRecipe.rules`): the element is drawn again when they arrive.
   */
  protected knownMoves(): readonly M[] | null {
    return this.rules.ready() ? this.session.legalMoveValues() : null;
  }

  /** The legal moves of the position on show, and how they are entered (once per position). */
  private refreshLegal(): void {
    const s = this.session;
    // Only a position the person may play needs its moves ready for input (Thud lists hundreds); the start of a
    // game whose rules are still loading has none yet (they come with the panels, and the board is drawn again then).
    const key = this.inputEnabled() && this.rules.ready() ? s.state : null;
    if (this.legalFor === key && this.legalFor !== undefined) return;
    this.legalFor = key;
    const moves = key === null ? [] : s.legalMoveValues();
    const shapes = moves.map((m) => this.game.moveShape(s.state, m));
    const entry = this.inputShapes?.(s.state, moves, shapes);
    this.input.setMoves(moves, entry?.shapes ?? shapes, entry?.moveOf);
  }

  private gameChanged(c: GameChange<S, M>): void {
    const s = this.session;
    this.computer.gameChanged(c, s.ply === s.length);
    this.suggestion.clear();
    this.refreshLegal();
    this.saves.save(s);
    const step = c.step;
    if (!step || c.before === undefined) this.motion.stop();
    // A dragged piece is already where it was dropped: the rest of the move still plays.
    else this.motion.play(c.before, step.move, s.state, step.source === 'drag' ? this.game.moveShape(c.before, step.move).from : -1);
    // Stepping through a commented game reads the comment out with the move that led there (issue 17).
    const note = this.plyComments.said(s);
    if (c.kind === 'nav' && note) {
      const last = s.lastMove !== undefined ? s.history[s.ply - 1] : undefined;
      const by = s.previousState !== undefined ? this.game.turn(s.previousState) : '';
      this.feedback.announce(last === undefined ? note : `${this.moveAnnouncement?.(by, last) ?? this.words.moveSaid(by, last)}. ${note}`);
    }
    if (c.kind !== 'move' || !step) return;
    this.feedback.clearError();
    emit(this, 'game-move', { move: step.text, ply: s.ply, side: step.side, position: s.position });
    const w = this.words;
    const said = (this.moveAnnouncement?.(step.side, step.text) ?? w.moveSaid(step.side, step.text)) + (note ? `. ${note}` : '');
    const result = s.result;
    this.feedback.announce(result ? `${said}. ${this.resultOf(result)}` : said);
    if (result) emit(this, 'game-over', { result, ...this.gameOverDetail?.() });
  }

  /**
   * The first render takes its turns (see `FirstRender`), so a page full of boards never blocks while it loads.
   * Any render waits for the words of a language not loaded yet (a local chunk), so no English flashes first,
   * for the puzzle mode once the element is asked to be a puzzle, and for the marks layer once marks are given.
   */
  protected override async scheduleUpdate(): Promise<unknown> {
    const words = this.words.ready();
    if (words) await words;
    const puzzle = this.puzzle.ready();
    if (puzzle) await puzzle;
    const marks = this.drawing.ready();
    if (marks) await marks.catch(() => undefined);
    // A game to keep waits for its saves (it may start from a saved one); moves to read wait for the records (the
    // first drawing shows them played); unless a download of them failed: tried again, they come when they come.
    if (this.saves.pending) {
      const saves = this.saves.load().catch(() => undefined);
      if (!this.saves.downloadFailed) await saves;
    }
    const moves = String(this.gameCtl.value('moves') ?? '').trim() !== '';
    if (!this.records.ready() && moves) {
      const records = this.records.load().catch(() => undefined);
      if (!this.records.downloadFailed) await records;
    }
    // So do a position and moves the game's whole rules read.
    if (!this.rules.ready() && (moves || String(this.gameCtl.value('position') ?? '').trim())) {
      const rules = this.rules.load().catch(() => undefined);
      if (!this.rules.downloadFailed) await rules;
    }
    if (this.hasUpdated) return super.scheduleUpdate();
    await this.firstRender.before();
    super.scheduleUpdate();
    this.firstRender.after();
  }

  /** The element is complete once its panels are drawn too, and input has handled what came before it loaded. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await super.getUpdateComplete();
    await this.firstRender.done;
    await this.input.settled();
    return super.getUpdateComplete();
  }

  protected override willUpdate(changed: PropertyValues): void {
    this.refreshLegal();
    this.input.ensureFocusCell();
    if (changed.has('side')) {
      this.computer.sideChanged();
      if (this.hasUpdated && this.computerPlays()) void this.computer.load().catch(() => undefined);
    }
  }

  protected override render(): TemplateResult {
    return this.view.render();
  }
}

/** The contract's options as properties (accessors made by `defineOptions`). */
export interface GameElement<S, M, K extends string = never> extends GameOptionValues {} // eslint-disable-line @typescript-eslint/no-unused-vars
defineOptions(GameElement, GAME_OPTIONS);
// `marks` is read against the board on show, not an option of the game: its own accessor, an observed attribute.
GameElement.createProperty('marks', { attribute: 'marks', noAccessor: true });
