import { html, nothing, type TemplateResult } from 'lit';
import type { GridShape, GridStart, PieceView } from '../core/board.js';
import type { Outcome } from '../core/game.js';
import type { SessionView } from '../core/session.js';
import type { BoardStage } from './board-stage.js';
import { BoardView, renderPiece, squareStates } from './board-view.js';
import type { CaptureTray } from './captures.js';
import { cssVars } from './css-vars.js';
import type { Feedback } from './feedback.js';
import { addLateStyles } from './late-styles.js';
import { Lazy, playingParts } from './lazy.js';
import type { InputController } from './input-controller.js';
import type { Localize } from './localize.js';
import type { MoveListHost } from './move-list.js';
import type { Panels } from './panels.js';
import type { PieceDrawer } from './pieces.js';
import type { ElementRecipe } from './recipe.js';
import type { ControlsMode, ToolbarHost } from './toolbar.js';

/** What a board overlay may draw from. */
export interface OverlayView {
  readonly rows: number;
  readonly cols: number;
  readonly flipped: boolean;
  /** Squares entered so far (empty when input is off). */
  readonly entered: readonly number[];
  /** The square the pointer or the keyboard focus points at (−1: none). */
  readonly pointed: number;
  readonly interactive: boolean;
}

/** What the standard layout shows of an element: its state, its words and the slots it fills. */
export interface ViewSource<S, M> {
  readonly recipe: ElementRecipe;
  session(): SessionView<S, M>;
  readonly words: Localize<string>;
  readonly input: InputController;
  readonly feedback: Feedback;
  readonly stage: BoardStage;
  grid(): GridShape;
  cellName(cell: number): string;
  interactive(): boolean;
  /** The computer plays the side to move. */
  computerToMove(): boolean;
  /** The element's contract: its options and what the toolbar and the panel call. */
  readonly element: ToolbarHost & MoveListHost & { readonly renderRoot: Node; readonly: boolean; controls: ControlsMode; mode: string; thinking: boolean; animation: number; requestUpdate(): void };
  squareMarks(cell: number, selected: number): readonly string[] | undefined;
  resultText(r: Outcome): string;
  overlay(view: OverlayView): unknown;
  statusExtra(): unknown;
  actions(): unknown;
  /** The comment on the ply on show (part `comment`), under the board. */
  comment?(): unknown;
  /** The puzzle bar, when the element is a puzzle. */
  puzzle?(): unknown;
  /** Whether the element is a puzzle (its status line then names no computer nor level). */
  isPuzzle?(): boolean;
}

const EMPTY: ReadonlySet<number> = new Set();
const NO_MARKS: readonly string[] = [];

/** The status line (its words, the captured pieces' tray, its look): drawn a turn after the board, so loaded then. */
const statusLine = new Lazy(() => import('./status-line.js'));

/**
 * The standard layout of a game element: the board (with its motion layer, drag ghost and
 * the game's overlay), the status line, the toolbar and the move list with the record box,
 * and the live region. Pieces and last-move marks are worked out once per position.
 */
export class GameView<S, M> {
  private readonly board = new BoardView();
  private tray: CaptureTray<S, M> | null = null;
  private statusLoading: Promise<void> | null = null;
  /** The toolbar, the move list and the game-over banner, once loaded (see `needsPanels`). */
  private kit: Panels<S> | null = null;
  private loading: Promise<void> | null = null;
  private loadFailed = false;
  private seen: {
    state: S | null;
    pieces: readonly (PieceView | null)[];
    last: ReadonlySet<number>;
    /** Where the last move ended (−1: no last move). */
    lastTo: number;
    captured: ReadonlySet<number>;
  } = {
    state: null,
    pieces: [],
    last: EMPTY,
    lastTo: -1,
    captured: EMPTY,
  };

  private readonly game: GridStart<S, M>;
  private readonly draw: PieceDrawer;

  /**
   * The status line, the toolbar and the move list come one turn after the board: the first draw
   * of a page's first board prepares every template, and the rest can wait a frame.
   */
  panelsShown = false;

  constructor(private readonly src: ViewSource<S, M>) {
    this.game = src.recipe.game;
    this.draw = src.recipe.drawPiece;
  }

  /** Whether anything of the panels module shows: a toolbar, a move list, or a game-over banner (not in a diagram). */
  private needsPanels(): boolean {
    const el = this.src.element;
    return el.controls !== 'none' || !el.readonly;
  }

  /**
   * Loads the status line's module, and the panels module when the element shows any of it; settles once
   * they are there (at once when loaded or not needed). A render before then draws the rest; the element
   * redraws when they arrive.
   */
  panels(): Promise<void> {
    return Promise.all([this.status(), this.kitPanels()]).then(() => undefined);
  }

  /** Loads the status line's module (once for the page); a failed download is tried again at the next render. */
  private status(): Promise<void> | null {
    if (statusLine.loaded) return null;
    this.statusLoading ??= statusLine.load().then(
      () => this.src.element.requestUpdate(),
      (e: unknown) => {
        this.statusLoading = null;
        this.warnOnce('status line', e);
      },
    );
    return this.statusLoading;
  }

  private warnOnce(what: string, e: unknown): void {
    if (!this.loadFailed) console.warn(`<${(this.src.element as unknown as Element).localName}>: the ${what} could not be loaded: ${(e as Error)?.message ?? e}`);
    this.loadFailed = true;
  }

  private kitPanels(): Promise<void> {
    if (this.kit || !this.needsPanels()) return Promise.resolve();
    const made = (m: typeof import('./playing.js')): void => {
      this.kit = new m.Panels<S>(this.src.element, (text) => this.src.feedback.note(text));
    };
    // Loaded for an earlier board of the page: this one's panels are there at once.
    if (playingParts.loaded) {
      made(playingParts.loaded);
      return Promise.resolve();
    }
    this.loading ??= playingParts.load().then(
      (m) => {
        made(m);
        this.src.element.requestUpdate();
      },
      (e: unknown) => {
        // A failed download: the board plays on without them, and the next render tries again (said once).
        this.loading = null;
        this.warnOnce('toolbar', e);
      },
    );
    return this.loading;
  }

  /** Pieces of the position on show (drawn, labelled, dragged). */
  pieces(): readonly (PieceView | null)[] {
    return this.position().pieces;
  }

  render(): TemplateResult {
    const { src } = this;
    const el = src.element;
    const s = src.session();
    const w = src.words;
    const grid = src.grid();
    const { flipped } = src.stage.geometry();
    const interactive = src.interactive();
    const input = src.input;
    const entered = interactive ? input.entry.entered : [];
    const variant = s.variant;
    const seen = this.position();
    // Asked for here too: `controls` or `readonly` may have changed since the first render.
    if (this.panelsShown && !(this.kit && statusLine.loaded)) void this.panels();
    const kit = this.panelsShown ? this.kit : null;
    if (kit) addLateStyles(el.renderRoot, kit.styles);
    const dragPiece = input.dragCell >= 0 ? seen.pieces[input.dragCell] : null;
    const board = this.board.render(
      {
        shape: grid,
        sides: this.game.sides,
        flipped,
        coordinates: src.recipe.coordinates?.(variant) ?? 'algebraic',
        cutUnplayable: !!src.recipe.cutUnplayable,
        filesRanks: (cell) => filesRanks(this.game, variant, cell),
        fieldName: (cell) => src.cellName(cell),
        drawPiece: this.draw,
        boardLabel: `${w.t('board')}: ${w.variantName(variant)}`,
        key: `${w.lang}|${variant}`,
      },
      {
        pieces: seen.pieces,
        focusCell: input.focusCell,
        entered,
        targets: interactive ? input.entry.targets() : EMPTY,
        finals: interactive ? input.entry.finals() : EMPTY,
        movable: input.entry.movable(),
        lastMove: seen.last,
        captured: seen.captured,
        dragCell: input.dragCell,
        interactive,
        marks: (cell) => src.squareMarks(cell, entered[0] ?? -1) ?? NO_MARKS,
        label: (cell, flags, marks) => w.squareLabel(src.cellName(cell), seen.pieces[cell], grid.playable[cell], squareStates(flags), marks),
      },
      input,
    );
    // The board's shape, for its grid and the frame's size (through the CSSOM: a strict CSP allows it).
    return html`<div class="layout ${el.controls === 'full' ? 'with-panel' : ''}" ${cssVars({ '--rows': grid.rows, '--cols': grid.cols })}>
      <div class="main">
        <div class="frame">
          <div class="board-wrap">
            ${board}
            <div class="motion" aria-hidden="true"></div>
            <div class="drag-ghost" aria-hidden="true">${dragPiece ? renderPiece(dragPiece, this.game.sides, this.draw) : nothing}</div>
            ${src.overlay({ rows: grid.rows, cols: grid.cols, flipped, entered, pointed: input.pointed, interactive })}
            ${kit ? kit.gameOverOf(src, seen.lastTo) : nothing}
          </div>
        </div>
        ${src.comment?.() ?? nothing}
        ${this.panelsShown ? this.statusAndToolbar(entered, kit) : nothing}
      </div>
      ${kit && el.controls === 'full' ? kit.moves(s as SessionView<unknown, unknown>, this.game.sides, w, el.readonly) : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${src.feedback.announcement}</div>
    </div>`;
  }

  /** The status line and the toolbar (once their modules are loaded). */
  private statusAndToolbar(entered: readonly number[], kit: Panels<S> | null): TemplateResult {
    const { src } = this;
    const line = statusLine.loaded;
    if (line) addLateStyles(src.element.renderRoot, line.statusStyles);
    return html`${line ? line.statusOf(src, entered, (this.tray ??= new line.CaptureTray(this.game)), this.draw) : nothing}
      ${src.puzzle?.() ?? nothing}
      ${kit?.toolbarOf(src) ?? nothing}`;
  }

  /** Pieces and the last move's squares of the position on show, worked out once per position. */
  private position(): GameView<S, M>['seen'] {
    const s = this.src.session();
    if (this.seen.state === s.state) return this.seen;
    const prev = s.previousState;
    const last = s.lastMove !== undefined && prev !== undefined ? this.game.moveShape(prev, s.lastMove) : null;
    this.seen = {
      state: s.state,
      pieces: this.game.pieces(s.state),
      last: last ? new Set([last.from, ...last.path]) : EMPTY,
      lastTo: last ? (last.path.at(-1) ?? last.from) : -1,
      captured: last ? new Set(last.captured) : EMPTY,
    };
    return this.seen;
  }
}

/** Algebraic file and rank of a cell (edge labels), or null where the game names it otherwise. */
export function filesRanks(game: GridStart<unknown, unknown>, variant: string, cell: number): readonly [string, string] | null {
  let name = '';
  try {
    name = game.cellName(variant, cell, 'algebraic');
  } catch {
    return null;
  }
  const m = /^([a-z]+)(\d+)$/i.exec(name);
  return m ? [m[1], m[2]] : null;
}
