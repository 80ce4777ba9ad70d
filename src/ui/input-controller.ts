import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MoveShape } from '../core/board.js';
import type { ArrowChord } from './arrow-chords.js';
import type { MoveSource } from './game-controller.js';
import type { BoardGeometry, BoardStage } from './board-stage.js';
import type { InputEvents } from './input-events.js';
import { onApproach, playingParts } from './lazy.js';
import { MoveEntry, type EntryResult } from './move-entry.js';

/** The handlers `InputEvents` has for the board's and the host's events. */
type EventsHandler = {
  [K in keyof InputEvents]: K extends `on${string}` ? K : never;
}[keyof InputEvents];

/**
 * The second way to play: a direction pad (the Arsac games, where a move is a direction, not a
 * piece and a target). Arrow keys make chords (two together, or one after the other with Shift,
 * for diagonals); other keys are looked up by `code`; a click or Enter on a square is the game's.
 */
export interface DirectionPad {
  chord(chord: ArrowChord): void;
  /** Commands by `KeyboardEvent.code` (layout-independent: `KeyQ`, `Numpad7`, `Space`). */
  readonly keys: Readonly<Record<string, () => void>>;
  /** Escape; true when it did something. */
  escape?(): boolean;
  /** A click, or Enter/Space, on a square. */
  cell?(cell: number): void;
}

/** What input needs from the element that hosts the board. */
export interface InputRecipe {
  /** Whether the person may enter a move now. */
  enabled(): boolean;
  /** Plays a legal move (one given to `setMoves`); throws a `GameError` if it cannot be played. */
  commit(move: unknown, source: MoveSource): void;
  /** A move that could not be played. */
  report(e: unknown): void;
  /** After each entry step (to show or announce it). */
  changed?(result: EntryResult): void;
  /**
   * Touch has no hover: when this says so for the square tapped next (a move that captures),
   * the first tap only points at it (previews) and a second tap on it plays.
   */
  previewOnTouch?(cell: number): boolean;
  /** The direction pad, for games played by directions instead of pieces. */
  pad?(): DirectionPad | undefined;
}

/**
 * All of an element's input in one place: clicks, drags (mouse, touch, pen) and keys on the
 * board grid become moves through a `MoveEntry`, with a roving tab stop; or, with a direction
 * pad, arrows and letter keys anywhere in the element become the game's commands. It also
 * knows which square the pointer or the focus points at, for move previews. What the board draws
 * (the entry, the tab stop, the square pointed at) is here from the start; what turns events into
 * entry steps (`InputEvents`) loads with the playing parts, or when a reader reaches a diagram.
 */
export class InputController implements ReactiveController {
  readonly entry = new MoveEntry();
  /** The cell holding the grid's roving tab stop. */
  focusCell = -1;
  /** The cell whose piece is being dragged, or -1. */
  dragCell = -1;
  /** @internal The square under a mouse or pen, or −1. */
  hoverCell = -1;
  /** @internal Whether the focus is on a square of the board. */
  boardFocused = false;
  /** @internal A touch tap that is previewing a move, waiting for a second tap (−1: none). */
  touchPreview = -1;
  /** @internal The tab stop moved by a key: focus it once drawn. */
  wantFocus = false;
  private events: InputEvents | null = null;
  /** The last event held until the handlers loaded, handled when this settles. */
  private held: Promise<void> | null = null;
  private moves: readonly unknown[] = [];
  private moveOf: readonly number[] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly stage: BoardStage,
    private readonly recipe: InputRecipe,
  ) {
    host.addController(this);
    onApproach(host, () => void this.load().catch(() => undefined));
  }

  /** @internal The direction pad of a game played by directions. */
  get pad(): DirectionPad | undefined {
    return this.recipe.pad?.();
  }

  /** The square the pointer (or, on a focused board, the keyboard focus) points at; −1 for none. */
  get pointed(): number {
    return this.hoverCell >= 0 ? this.hoverCell : this.boardFocused ? this.focusCell : -1;
  }

  hostConnected(): void {
    const pad = this.pad;
    if (!pad) return;
    this.host.addEventListener('keydown', this.onPadKeyDown);
    this.host.addEventListener('keyup', this.onPadKeyUp);
    this.host.addEventListener('focusout', this.onPadBlur);
  }

  hostDisconnected(): void {
    this.events?.reset();
    this.dragCell = -1;
    this.host.removeEventListener('keydown', this.onPadKeyDown);
    this.host.removeEventListener('keyup', this.onPadKeyUp);
    this.host.removeEventListener('focusout', this.onPadBlur);
  }

  hostUpdated(): void {
    if (!this.wantFocus) return;
    this.wantFocus = false;
    this.stage.board()?.querySelector<HTMLElement>(`[data-cell="${this.focusCell}"]`)?.focus({ preventScroll: true });
  }

  /**
   * A new position: its legal moves and how they are entered (`moveOf[i]`: the move entry
   * `shapes[i]` plays; by default entry i is move i). Any partial entry is forgotten.
   */
  setMoves(moves: readonly unknown[], shapes: readonly MoveShape[], moveOf?: readonly number[]): void {
    this.moves = moves;
    this.moveOf = moveOf ?? null;
    this.entry.setMoves(shapes);
    this.events?.dropPress();
    this.dragCell = -1;
    this.touchPreview = -1;
  }

  /**
   * Keeps the tab stop on a drawn cell: a valid one stays, else the first square with a movable
   * piece from the bottom left as drawn (where the person's pieces usually are), else the first drawn square.
   */
  ensureFocusCell(): void {
    const g = this.stage.geometry();
    const n = g.rows * g.cols;
    if (this.focusCell >= 0 && this.focusCell < n && !g.hidden(this.focusCell)) return;
    const movable = this.entry.movable();
    let first = -1;
    for (let r = g.rows - 1; r >= 0; r--) {
      for (let c = 0; c < g.cols; c++) {
        const cell = toCell(g, r * g.cols + c);
        if (g.hidden(cell)) continue;
        if (movable.has(cell)) {
          this.focusCell = cell;
          return;
        }
        if (first < 0) first = cell;
      }
    }
    this.focusCell = Math.max(0, first);
  }

  // ------------------------------------------------------------ board events (bound by the board template)

  /**
   * The board's handlers, stable from the first drawing: each hands its event to `InputEvents`,
   * loading it first if a reader was quicker than the turn it takes to arrive (events keep their order).
   */
  readonly onClick = this.relay('onClick');
  readonly onPointerDown = this.relay('onPointerDown');
  readonly onPointerMove = this.relay('onPointerMove');
  readonly onPointerUp = this.relay('onPointerUp');
  readonly onPointerCancel = this.relay('onPointerCancel');
  readonly onPointerLeave = this.relay('onPointerLeave');
  readonly onFocusChange = this.relay('onFocusChange');
  readonly onKeyDown = this.relay('onKeyDown');
  private readonly onPadKeyDown = this.relay('onPadKeyDown');
  private readonly onPadKeyUp = this.relay('onPadKeyUp');
  private readonly onPadBlur = this.relay('onPadBlur');

  /** Loads what handles events (with the playing parts); a failed download is tried again at the next event. */
  load(): Promise<void> {
    return playingParts.load().then((m) => void (this.events ??= new m.InputEvents(this, this.host, this.stage, this.recipe)));
  }

  private relay<K extends EventsHandler>(name: K): InputEvents[K] {
    const handle = (e: Event): void => (this.events![name] as (e: Event) => void)(e);
    return ((e: Event): void => {
      if (this.events) return handle(e);
      // Once dispatched, an event forgets its path (and so its square): it keeps the one it had.
      const path = e.composedPath();
      Object.defineProperty(e, 'composedPath', { value: () => path });
      this.held = this.load().then(() => handle(e), () => undefined);
    }) as InputEvents[K];
  }

  /** Settles once events that came before the handlers had loaded are handled (an element's `updateComplete` waits for it). */
  settled(): Promise<void> {
    return this.held ?? Promise.resolve();
  }

  // ------------------------------------------------------------ helpers

  /** @internal An entry step taken: plays a completed move, then redraws. */
  apply(result: EntryResult, source: MoveSource): void {
    this.touchPreview = -1;
    if (result.kind === 'play') {
      this.entry.clear();
      const move = this.moves[this.moveOf ? this.moveOf[result.index] : result.index];
      try {
        if (move !== undefined) this.recipe.commit(move, source);
      } catch (e) {
        this.recipe.report(e);
      }
    }
    this.recipe.changed?.(result);
    this.host.requestUpdate();
  }
}

/** The cell index of the square an event happened on, if any (through the shadow root). */
export function eventCell(e: Event): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof HTMLElement && t.dataset.cell !== undefined) return Number(t.dataset.cell);
  }
  return null;
}

/** Display index (row-major as drawn) to cell index, and back: a flip is a 180° turn. */
export function toCell(g: BoardGeometry, display: number): number {
  return g.flipped ? g.rows * g.cols - 1 - display : display;
}
export function toDisplay(g: BoardGeometry, cell: number): number {
  return g.flipped ? g.rows * g.cols - 1 - cell : cell;
}
