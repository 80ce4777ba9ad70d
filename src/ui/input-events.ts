import type { ReactiveControllerHost } from 'lit';
import { ArrowChords, isGameKey } from './arrow-chords.js';
import type { BoardGeometry, BoardStage } from './board-stage.js';
import { entryBack, entryClick, entryConfirm } from './entry-steps.js';
import { eventCell, toCell, toDisplay, type InputController, type InputRecipe } from './input-controller.js';

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
 * What `InputController` does with events: clicks, drags (mouse, touch, pen) and keys on the board
 * grid become steps of its `MoveEntry`; with a direction pad, arrows and letter keys anywhere in the
 * element become the game's commands. Loaded with the playing parts, a turn after the board is drawn
 * (or when a reader's pointer or focus reaches a diagram): the first drawing needs none of it.
 */
export class InputEvents {
  private press: Press | null = null;
  /** A drag ends with a click event on the board; that click must not count twice. */
  private swallowClick = false;
  private chords: ArrowChords | null = null;

  constructor(
    private readonly input: InputController,
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly stage: BoardStage,
    private readonly recipe: InputRecipe,
  ) {}

  /** The host went away: no press or chord survives it. */
  reset(): void {
    this.press = null;
    this.chords?.reset();
  }

  /** A new position: a press on the last one is no drag. */
  dropPress(): void {
    this.press = null;
  }


  readonly onClick = (e: MouseEvent): void => {
    const cell = eventCell(e);
    if (cell === null) return;
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    this.input.focusCell = cell;
    if (!this.recipe.enabled()) return;
    const pad = this.input.pad;
    if (pad) {
      this.input.wantFocus = true;
      pad.cell?.(cell);
      this.host.requestUpdate();
      return;
    }
    if ((e as PointerEvent).pointerType === 'touch') {
      const near = this.nearestUseful(cell, e.clientX, e.clientY);
      this.input.focusCell = near;
      if (this.previewFirst(near)) return;
      this.input.apply(entryClick(this.input.entry, near), 'click');
      return;
    }
    this.input.apply(entryClick(this.input.entry, cell), 'click');
  };

  readonly onPointerDown = (e: PointerEvent): void => {
    this.swallowClick = false;
    const cell = eventCell(e);
    if (cell === null || this.input.pad || !this.recipe.enabled() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!this.input.entry.movable().has(cell)) return;
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
      this.input.entry.clear();
      this.input.apply(entryClick(this.input.entry, p.cell), 'drag');
      this.input.dragCell = p.cell;
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
    this.input.dragCell = -1;
    const cell = this.cellAt(e.clientX, e.clientY);
    if (cell !== null && cell !== p.cell) {
      this.input.focusCell = cell;
      this.input.apply(entryClick(this.input.entry, cell), 'drag');
    }
    this.host.requestUpdate();
  };

  readonly onPointerCancel = (): void => {
    this.press = null;
    this.input.dragCell = -1;
    this.host.requestUpdate();
  };

  readonly onPointerLeave = (): void => this.hover(-1);

  readonly onFocusChange = (e: FocusEvent): void => {
    const on = e.type === 'focusin' && eventCell(e) !== null;
    if (on === this.input.boardFocused) return;
    this.input.boardFocused = on;
    // Focus often moves while the board renders (the roving tab stop): redraw after that update.
    if (this.input.entry.entered.length > 0) queueMicrotask(() => this.host.requestUpdate());
  };

  /** Arrows move the focus, Enter/Space enter the focused square, Escape takes back a square (a pad has its own keys). */
  readonly onKeyDown = (e: KeyboardEvent): void => {
    // Keys act on the square that really has focus (it may have been focused by script or a screen reader).
    const cell = eventCell(e);
    if (cell !== null) this.input.focusCell = cell;
    if (this.input.pad) return; // the pad's host listener has it
    const g = this.stage.geometry();
    const moved = focusAfterKey(g, this.input.focusCell, e.key);
    if (moved !== null) {
      e.preventDefault();
      this.input.focusCell = moved;
      this.input.wantFocus = true;
      this.host.requestUpdate();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (!this.recipe.enabled()) return;
      const entered = this.input.entry.entered;
      const onLast = entered.length > 0 && entered[entered.length - 1] === this.input.focusCell;
      this.input.wantFocus = true;
      this.input.apply(onLast && this.input.entry.canStop ? entryConfirm(this.input.entry) : entryClick(this.input.entry, this.input.focusCell), 'keyboard');
      return;
    }
    if (e.key === 'Escape' && this.input.entry.entered.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      this.input.apply(entryBack(this.input.entry), 'keyboard');
    }
  };

  // ------------------------------------------------------------ the direction pad

  readonly onPadKeyDown = (e: KeyboardEvent): void => {
    const pad = this.input.pad;
    if (!pad || !isGameKey(e)) return;
    const origin = e.composedPath()[0] as HTMLElement | undefined;
    const enter = e.key === 'Enter' || e.key === ' ';
    if ((enter && origin?.tagName === 'BUTTON') || !this.recipe.enabled()) return;
    if (e.key === 'Escape') {
      if (pad.escape?.()) e.preventDefault();
      return;
    }
    if ((this.chords ??= new ArrowChords((c) => pad.chord(c))).keyDown(e)) {
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

  readonly onPadKeyUp = (e: KeyboardEvent): void => {
    if (this.recipe.enabled()) this.chords?.keyUp(e);
    else this.chords?.reset();
  };

  readonly onPadBlur = (): void => this.chords?.reset();

  // ------------------------------------------------------------ helpers

  /**
   * Where a tap at (x, y) on `cell` is meant: the cell itself when a tap there does something
   * (picks a piece up, enters a target), else the nearest neighbour where it would, within reach.
   */
  private nearestUseful(cell: number, x: number, y: number): number {
    const e = this.input.entry;
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
    if (cell === this.input.touchPreview) {
      this.input.touchPreview = -1;
      return false;
    }
    if (!this.recipe.previewOnTouch?.(cell)) {
      this.input.touchPreview = -1;
      return false;
    }
    this.input.touchPreview = cell;
    this.input.hoverCell = cell;
    this.host.requestUpdate();
    return true;
  }

  private hover(cell: number): void {
    if (cell === this.input.hoverCell) return;
    this.input.hoverCell = cell;
    // Only a move being entered is previewed: otherwise nothing on show depends on the pointer.
    if (this.input.entry.entered.length > 0) this.host.requestUpdate();
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
