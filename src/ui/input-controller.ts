import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MoveShape } from '../core/board.js';
import { ArrowChords, isGameKey, type ArrowChord } from './arrow-chords.js';
import type { MoveSource } from './game-controller.js';
import type { BoardGeometry, BoardStage } from './board-stage.js';
import { MoveEntry, type EntryResult } from './move-entry.js';

/** Tuning of pointer input. */
export const INPUT_TUNING = {
  /** Pointer travel (CSS px) before a press becomes a drag rather than a click. */
  dragThresholdPx: 5,
  /**
   * A finger is coarser than a square on a phone (Thud's are 25 px): a tap on a square where it
   * would do nothing goes to a neighbouring square where it would, whose centre is within this
   * many squares of the tap.
   */
  touchReachSquares: 0.9,
} as const;

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

interface Press {
  readonly pointerId: number;
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  dragging: boolean;
  /** The board's box, read once when the drag starts (the ghost follows the pointer without reading layout again). */
  box?: DOMRect;
}

/**
 * All of an element's input in one place: clicks, drags (mouse, touch, pen) and keys on the
 * board grid become moves through a `MoveEntry`, with a roving tab stop; or, with a direction
 * pad, arrows and letter keys anywhere in the element become the game's commands. It also
 * knows which square the pointer or the focus points at, for move previews.
 */
export class InputController implements ReactiveController {
  readonly entry = new MoveEntry();
  /** The cell holding the grid's roving tab stop. */
  focusCell = -1;
  /** The cell whose piece is being dragged, or -1. */
  dragCell = -1;
  private hoverCell = -1;
  private boardFocused = false;
  /** A touch tap that is previewing a move, waiting for a second tap (−1: none). */
  private touchPreview = -1;
  private wantFocus = false;
  private press: Press | null = null;
  /** A drag ends with a click event on the board; that click must not count twice. */
  private swallowClick = false;
  private chords: ArrowChords | null = null;
  private moves: readonly unknown[] = [];
  private moveOf: readonly number[] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly stage: BoardStage,
    private readonly recipe: InputRecipe,
  ) {
    host.addController(this);
  }

  private get pad(): DirectionPad | undefined {
    return this.recipe.pad?.();
  }

  /** The square the pointer (or, on a focused board, the keyboard focus) points at; −1 for none. */
  get pointed(): number {
    return this.hoverCell >= 0 ? this.hoverCell : this.boardFocused ? this.focusCell : -1;
  }

  hostConnected(): void {
    const pad = this.pad;
    if (!pad) return;
    this.chords ??= new ArrowChords((c) => pad.chord(c));
    this.host.addEventListener('keydown', this.onPadKeyDown);
    this.host.addEventListener('keyup', this.onPadKeyUp);
    this.host.addEventListener('focusout', this.onPadBlur);
  }

  hostDisconnected(): void {
    this.press = null;
    this.dragCell = -1;
    this.host.removeEventListener('keydown', this.onPadKeyDown);
    this.host.removeEventListener('keyup', this.onPadKeyUp);
    this.host.removeEventListener('focusout', this.onPadBlur);
    this.chords?.reset();
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
    this.press = null;
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

  /** Escape from outside the grid (the toolbar) also takes back a square. */
  back(): void {
    this.apply(this.entry.back(), 'keyboard');
  }

  // ------------------------------------------------------------ board events (bound by the board template)

  readonly onClick = (e: MouseEvent): void => {
    const cell = eventCell(e);
    if (cell === null) return;
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    this.focusCell = cell;
    if (!this.recipe.enabled()) return;
    const pad = this.pad;
    if (pad) {
      this.wantFocus = true;
      pad.cell?.(cell);
      this.host.requestUpdate();
      return;
    }
    if ((e as PointerEvent).pointerType === 'touch') {
      const near = this.nearestUseful(cell, e.clientX, e.clientY);
      this.focusCell = near;
      if (this.previewFirst(near)) return;
      this.apply(this.entry.click(near), 'click');
      return;
    }
    this.apply(this.entry.click(cell), 'click');
  };

  readonly onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    const cell = eventCell(e);
    if (cell === null || this.pad || !this.recipe.enabled() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!this.entry.movable().has(cell)) return;
    this.press = { pointerId: e.pointerId, cell, x: e.clientX, y: e.clientY, dragging: false };
  };

  readonly onPointerMove = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' || e.pointerType === 'pen') this.hover(eventCell(e) ?? -1);
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.dragging) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < INPUT_TUNING.dragThresholdPx) return;
      p.dragging = true;
      // Captured only once it is a drag: a captured pointer retargets the following click to the
      // board itself, and a plain click must still land on its square.
      try {
        this.stage.board()?.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or released pointers cannot be captured; moves still arrive on the board.
      }
      // Dragging picks the piece up, whatever was entered before.
      this.entry.clear();
      this.apply(this.entry.click(p.cell), 'drag');
      this.dragCell = p.cell;
    }
    e.preventDefault();
    this.placeGhost(p, e.clientX, e.clientY);
  };

  readonly onPointerUp = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    this.press = null;
    if (!p.dragging) return;
    this.swallowClick = true;
    // The click that follows a drag comes in the same task; forget it if it never comes.
    setTimeout(() => (this.swallowClick = false), 0);
    this.dragCell = -1;
    const cell = this.cellAt(e.clientX, e.clientY);
    if (cell !== null && cell !== p.cell) {
      this.focusCell = cell;
      this.apply(this.entry.click(cell), 'drag');
    }
    this.host.requestUpdate();
  };

  readonly onPointerCancel = (): void => {
    this.press = null;
    this.dragCell = -1;
    this.host.requestUpdate();
  };

  readonly onPointerLeave = (): void => this.hover(-1);

  readonly onFocusChange = (e: FocusEvent): void => {
    const on = e.type === 'focusin' && eventCell(e) !== null;
    if (on === this.boardFocused) return;
    this.boardFocused = on;
    // Focus often moves while the board renders (the roving tab stop): redraw after that update.
    if (this.entry.entered.length > 0) queueMicrotask(() => this.host.requestUpdate());
  };

  /** Arrows move the focus, Enter/Space enter the focused square, Escape takes back a square (a pad has its own keys). */
  readonly onKeyDown = (e: KeyboardEvent): void => {
    // Keys act on the square that really has focus (it may have been focused by script or a screen reader).
    const cell = eventCell(e);
    if (cell !== null) this.focusCell = cell;
    if (this.pad) return; // the pad's host listener has it
    const g = this.stage.geometry();
    const moved = focusAfterKey(g, this.focusCell, e.key);
    if (moved !== null) {
      e.preventDefault();
      this.focusCell = moved;
      this.wantFocus = true;
      this.host.requestUpdate();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (!this.recipe.enabled()) return;
      const entered = this.entry.entered;
      const onLast = entered.length > 0 && entered[entered.length - 1] === this.focusCell;
      this.wantFocus = true;
      this.apply(onLast && this.entry.canStop ? this.entry.confirm() : this.entry.click(this.focusCell), 'keyboard');
      return;
    }
    if (e.key === 'Escape' && this.entry.entered.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      this.back();
    }
  };

  // ------------------------------------------------------------ the direction pad

  private readonly onPadKeyDown = (e: KeyboardEvent): void => {
    const pad = this.pad;
    if (!pad || !isGameKey(e)) return;
    const origin = e.composedPath()[0] as HTMLElement | undefined;
    const enter = e.key === 'Enter' || e.key === ' ';
    if ((enter && origin?.tagName === 'BUTTON') || !this.recipe.enabled()) return;
    if (e.key === 'Escape') {
      if (pad.escape?.()) e.preventDefault();
      return;
    }
    if (this.chords!.keyDown(e)) {
      e.preventDefault();
      return;
    }
    const command = pad.keys[e.code];
    if (command) {
      e.preventDefault();
      if (!e.repeat) command();
      return;
    }
    if (enter && origin?.dataset?.cell !== undefined && pad.cell) {
      e.preventDefault();
      pad.cell(Number(origin.dataset.cell));
    }
  };

  private readonly onPadKeyUp = (e: KeyboardEvent): void => {
    if (this.recipe.enabled()) this.chords!.keyUp(e);
    else this.chords!.reset();
  };

  private readonly onPadBlur = (): void => this.chords?.reset();

  // ------------------------------------------------------------ helpers

  private apply(result: EntryResult, source: MoveSource): void {
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

  /**
   * Where a tap at (x, y) on `cell` is meant: the cell itself when a tap there does something
   * (picks a piece up, enters a target), else the nearest neighbour where it would, within reach.
   */
  private nearestUseful(cell: number, x: number, y: number): number {
    const e = this.entry;
    const useful = (c: number): boolean => e.movable().has(c) || (e.entered.length > 0 && (e.targets().has(c) || e.finals().has(c)));
    if (useful(cell)) return cell;
    const board = this.stage.board();
    if (!board) return cell;
    const g = this.stage.geometry();
    const r = board.getBoundingClientRect();
    // The tap in square units, as drawn.
    const tx = ((x - r.left) / r.width) * g.cols;
    const ty = ((y - r.top) / r.height) * g.rows;
    let best = cell;
    let bestDistance: number = INPUT_TUNING.touchReachSquares;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const row = Math.floor(ty) + dr;
        const col = Math.floor(tx) + dc;
        if (row < 0 || col < 0 || row >= g.rows || col >= g.cols) continue;
        const c = toCell(g, row * g.cols + col);
        const d = Math.hypot(tx - (col + 0.5), ty - (row + 0.5));
        if (!g.hidden(c) && useful(c) && d < bestDistance) {
          best = c;
          bestDistance = d;
        }
      }
    }
    return best;
  }

  /** A first touch tap on a square that would capture only points at it; the second one plays. */
  private previewFirst(cell: number): boolean {
    if (cell === this.touchPreview) {
      this.touchPreview = -1;
      return false;
    }
    if (!this.recipe.previewOnTouch?.(cell)) {
      this.touchPreview = -1;
      return false;
    }
    this.touchPreview = cell;
    this.hoverCell = cell;
    this.host.requestUpdate();
    return true;
  }

  private hover(cell: number): void {
    if (cell === this.hoverCell) return;
    this.hoverCell = cell;
    // Only a move being entered is previewed: otherwise nothing on show depends on the pointer.
    if (this.entry.entered.length > 0) this.host.requestUpdate();
  }

  private placeGhost(p: Press, x: number, y: number): void {
    const ghost = this.stage.dragGhost();
    const board = this.stage.board();
    if (!ghost || !board) return;
    const r = (p.box ??= board.getBoundingClientRect());
    const g = this.stage.geometry();
    const w = r.width / g.cols;
    const h = r.height / g.rows;
    ghost.style.setProperty('width', `${w}px`);
    ghost.style.setProperty('height', `${h}px`);
    ghost.style.setProperty('transform', `translate(${x - r.left - w / 2}px, ${y - r.top - h / 2}px)`);
  }

  /** The cell under a viewport point, from the board's box (works during pointer capture). */
  private cellAt(x: number, y: number): number | null {
    const board = this.stage.board();
    if (!board) return null;
    const r = board.getBoundingClientRect();
    const g = this.stage.geometry();
    if (x < r.left || y < r.top || x >= r.right || y >= r.bottom) return null;
    const dc = Math.floor(((x - r.left) / r.width) * g.cols);
    const dr = Math.floor(((y - r.top) / r.height) * g.rows);
    const cell = toCell(g, dr * g.cols + dc);
    return g.hidden(cell) ? null : cell;
  }
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Where an arrow, Home or End moves the focus from `from` (skipping cut cells; staying put at the edge). */
function focusAfterKey(g: BoardGeometry, from: number, key: string): number | null {
  const here = toDisplay(g, from < 0 ? 0 : from);
  let r = Math.floor(here / g.cols);
  let c = here % g.cols;
  if (key === 'Home' || key === 'End') {
    for (let k = 0; k < g.cols; k++) {
      const cell = toCell(g, r * g.cols + (key === 'Home' ? k : g.cols - 1 - k));
      if (!g.hidden(cell)) return cell;
    }
    return null;
  }
  const d = STEPS[key];
  if (!d) return null;
  for (;;) {
    r += d[0];
    c += d[1];
    if (r < 0 || c < 0 || r >= g.rows || c >= g.cols) return from < 0 ? 0 : from;
    const cell = toCell(g, r * g.cols + c);
    if (!g.hidden(cell)) return cell;
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
