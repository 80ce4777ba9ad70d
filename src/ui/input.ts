import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { MoveShape } from '../core/board.js';

/** Tuning of pointer input. */
export const INPUT_TUNING = {
  /** Pointer travel (CSS px) before a press becomes a drag rather than a click. */
  dragThresholdPx: 5,
} as const;

/** What one step of move entry did. */
export type EntryResult =
  | { readonly kind: 'none' }
  /** The entered squares changed (a piece picked, a step added or taken back). */
  | { readonly kind: 'select' }
  /** The entered squares form a complete move that may also continue: confirm or go on. */
  | { readonly kind: 'choose' }
  | { readonly kind: 'cancel' }
  /** Play legal move number `index` (an index into the shapes given to `setMoves`). */
  | { readonly kind: 'play'; readonly index: number };

const NONE: EntryResult = { kind: 'none' };

/**
 * Square-by-square move entry over the legal moves' shapes, with no DOM: the
 * entered squares are a prefix of some move's `[from, ...path]`, so
 * multi-step moves (draughts multi-captures, Thud troll chains) are entered
 * one landing square at a time, and a click on the final square of exactly
 * one candidate completes the move at once.
 */
export class MoveEntry {
  private shapes: readonly MoveShape[] = [];
  private entry: number[] = [];

  /** Starts over with the legal moves of a new position. */
  setMoves(shapes: readonly MoveShape[]): void {
    this.shapes = shapes;
    this.entry = [];
  }

  /** The squares entered so far (the first one is the piece). */
  get entered(): readonly number[] {
    return this.entry;
  }

  clear(): void {
    this.entry = [];
  }

  /** Squares holding a piece that has a legal move. */
  movable(): Set<number> {
    return new Set(this.shapes.map((s) => s.from));
  }

  /** Squares that may be entered next. */
  targets(): Set<number> {
    const n = this.entry.length;
    const out = new Set<number>();
    if (n === 0) return out;
    for (const i of this.candidates(this.entry)) {
      const seq = squaresOf(this.shapes[i]);
      if (seq.length > n) out.add(seq[n]);
    }
    return out;
  }

  /** Final squares of the moves still possible (a click there finishes the move when unambiguous). */
  finals(): Set<number> {
    const out = new Set<number>();
    if (this.entry.length === 0) return out;
    for (const i of this.candidates(this.entry)) out.add(last(squaresOf(this.shapes[i])));
    return out;
  }

  /** True when the entered squares are a complete move that could also go on. */
  get canStop(): boolean {
    return this.entry.length >= 2 && this.completeIndex(this.entry) >= 0;
  }

  /** Indices of the moves whose squares start with `prefix`. */
  candidates(prefix: readonly number[]): number[] {
    const out: number[] = [];
    this.shapes.forEach((s, i) => {
      const seq = squaresOf(s);
      if (prefix.length <= seq.length && prefix.every((c, k) => seq[k] === c)) out.push(i);
    });
    return out;
  }

  /** A click (or Enter) on `cell`. */
  click(cell: number): EntryResult {
    const e = this.entry;
    if (e.length === 0) {
      if (this.movable().has(cell)) return this.set([cell]);
      // Only the destination clicked: fine when exactly one move ends there.
      const ending = this.shapes.map((s, i) => (last(squaresOf(s)) === cell ? i : -1)).filter((i) => i >= 0);
      return ending.length === 1 ? play(ending[0]) : NONE;
    }
    if (cell === last(e)) {
      if (e.length === 1) return this.cancel();
      const done = this.completeIndex(e);
      return done >= 0 ? play(done) : NONE;
    }
    const next = [...e, cell];
    const cands = this.candidates(next);
    if (cands.length > 0) {
      const done = this.completeIndex(next);
      const longer = cands.filter((i) => squaresOf(this.shapes[i]).length > next.length);
      if (done >= 0 && longer.length === 0) return play(done);
      if (done < 0 && cands.length === 1) return play(cands[0]);
      this.entry = next;
      return done >= 0 ? { kind: 'choose' } : { kind: 'select' };
    }
    // A square further along: the final square of exactly one remaining move.
    const ending = this.candidates(e).filter((i) => last(squaresOf(this.shapes[i])) === cell);
    if (ending.length === 1) return play(ending[0]);
    if (ending.length > 1) return NONE;
    if (this.movable().has(cell)) return this.set([cell]);
    return this.cancel();
  }

  /** Escape: takes back the last entered square, then cancels the selection. */
  back(): EntryResult {
    if (this.entry.length === 0) return NONE;
    this.entry = this.entry.slice(0, -1);
    return this.entry.length === 0 ? { kind: 'cancel' } : { kind: 'select' };
  }

  /** Enter while the entered squares are a complete move that could go on: stop here. */
  confirm(): EntryResult {
    const done = this.completeIndex(this.entry);
    return this.entry.length >= 2 && done >= 0 ? play(done) : NONE;
  }

  private completeIndex(prefix: readonly number[]): number {
    return this.candidates(prefix).find((i) => squaresOf(this.shapes[i]).length === prefix.length) ?? -1;
  }

  private set(entry: number[]): EntryResult {
    this.entry = entry;
    return { kind: 'select' };
  }

  private cancel(): EntryResult {
    this.entry = [];
    return { kind: 'cancel' };
  }
}

function squaresOf(s: MoveShape): number[] {
  return [s.from, ...s.path];
}
function last<T>(xs: readonly T[]): T {
  return xs[xs.length - 1];
}
function play(index: number): EntryResult {
  return { kind: 'play', index };
}

/** How a move was entered (drags are not animated: the piece is already there). */
export type InputMethod = 'click' | 'drag' | 'keyboard';

/** What the input controller needs from the element that hosts the board. */
export interface BoardInputHost extends ReactiveControllerHost {
  /** Whether the person may enter a move now. */
  inputEnabled(): boolean;
  /** The board's geometry as displayed. */
  boardGeometry(): BoardGeometry;
  /** The element holding the squares (for pointer hit-testing), if rendered. */
  boardElement(): HTMLElement | null;
  /** The floating piece that follows a drag, if rendered. */
  dragGhostElement(): HTMLElement | null;
  /** Plays legal move `index` of the shapes last given to `setMoves`. */
  commitMove(index: number, how: InputMethod): void;
  /** Called after each entry step so the host can announce or show it. */
  entryChanged(result: EntryResult): void;
}

export interface BoardGeometry {
  readonly rows: number;
  readonly cols: number;
  /** Drawn rotated by 180° (the second side at the bottom). */
  readonly flipped: boolean;
  /** Cells that are not drawn at all (cut corners); focus skips them. */
  readonly hidden: (cell: number) => boolean;
}

/** A press that may turn into a drag. */
interface Press {
  readonly pointerId: number;
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  dragging: boolean;
}

/**
 * Turns clicks, drags (mouse, touch, pen) and keys on the board grid into
 * moves through a `MoveEntry`, and keeps the roving focus of the grid.
 */
export class BoardInputController implements ReactiveController {
  readonly entry = new MoveEntry();
  /** The cell holding the grid's roving tab stop. */
  focusCell = -1;
  /** The cell whose piece is being dragged, or -1. */
  dragCell = -1;
  /** Set when focus should follow `focusCell` after the next render. */
  private wantFocus = false;
  private press: Press | null = null;
  /** A drag ends with a click event on the board; that click must not count twice. */
  private swallowClick = false;

  constructor(private readonly host: BoardInputHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.press = null;
    this.dragCell = -1;
  }

  hostUpdated(): void {
    if (!this.wantFocus) return;
    this.wantFocus = false;
    const board = this.host.boardElement();
    const cell = board?.querySelector<HTMLElement>(`[data-cell="${this.focusCell}"]`);
    cell?.focus({ preventScroll: true });
  }

  /** New position: forget any partial entry. */
  setMoves(shapes: readonly MoveShape[]): void {
    this.entry.setMoves(shapes);
    this.cancelDrag();
  }

  /**
   * Makes sure the tab stop sits on a drawn cell: keeps a valid one, else picks
   * the first square with a movable piece from the bottom left as drawn (where
   * the person's pieces usually are), else the first drawn square.
   */
  ensureFocusCell(): void {
    const g = this.host.boardGeometry();
    const n = g.rows * g.cols;
    if (this.focusCell >= 0 && this.focusCell < n && !g.hidden(this.focusCell)) return;
    const order: number[] = [];
    for (let r = g.rows - 1; r >= 0; r--) for (let c = 0; c < g.cols; c++) order.push(toCell(g, r * g.cols + c));
    const drawn = order.filter((c) => !g.hidden(c));
    const movable = this.entry.movable();
    this.focusCell = drawn.find((c) => movable.has(c)) ?? drawn[0] ?? 0;
  }

  /** A click (mouse, touch, pen, or `element.click()`) on a square. */
  onCellClick(cell: number): void {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    this.focusCell = cell;
    if (!this.host.inputEnabled()) return;
    this.apply(this.entry.click(cell), 'click');
  }

  onPointerDown(e: PointerEvent, cell: number): void {
    this.swallowClick = false;
    if (!this.host.inputEnabled() || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (!this.entry.movable().has(cell)) return;
    this.press = { pointerId: e.pointerId, cell, x: e.clientX, y: e.clientY, dragging: false };
  }

  onPointerMove(e: PointerEvent): void {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId) return;
    if (!p.dragging) {
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < INPUT_TUNING.dragThresholdPx) return;
      p.dragging = true;
      // Capture only once it is a drag: a captured pointer retargets the following click to the
      // board itself, and a plain click must still land on its square.
      try {
        this.host.boardElement()?.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic or already released pointers cannot be captured; moves still arrive on the board.
      }
      // Dragging picks the piece up, whatever was entered before.
      this.entry.clear();
      this.apply(this.entry.click(p.cell), 'drag');
      this.dragCell = p.cell;
      this.host.requestUpdate();
    }
    e.preventDefault();
    this.placeGhost(e.clientX, e.clientY);
  }

  onPointerUp(e: PointerEvent): void {
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
  }

  onPointerCancel(): void {
    this.cancelDrag();
    this.host.requestUpdate();
  }

  /** Arrows move the focus, Enter/Space enter the focused square, Escape takes back a square. */
  onKeyDown(e: KeyboardEvent): void {
    const g = this.host.boardGeometry();
    const moved = this.focusAfterKey(g, e.key);
    if (moved !== null) {
      e.preventDefault();
      this.focusCell = moved;
      this.wantFocus = true;
      this.host.requestUpdate();
      return;
    }
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (!this.host.inputEnabled()) return;
      const entered = this.entry.entered;
      const onLast = entered.length > 0 && entered[entered.length - 1] === this.focusCell;
      this.wantFocus = true;
      this.apply(onLast && this.entry.canStop ? this.entry.confirm() : this.entry.click(this.focusCell), 'keyboard');
      return;
    }
    if (e.key === 'Escape' && this.entry.entered.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      this.apply(this.entry.back(), 'keyboard');
    }
  }

  /** Escape from outside the grid (the toolbar) also takes back a square. */
  back(): void {
    this.apply(this.entry.back(), 'keyboard');
  }

  private apply(result: EntryResult, how: InputMethod): void {
    if (result.kind === 'play') {
      this.entry.clear();
      this.host.commitMove(result.index, how);
    }
    this.host.entryChanged(result);
    this.host.requestUpdate();
  }

  private cancelDrag(): void {
    this.press = null;
    this.dragCell = -1;
  }

  private placeGhost(x: number, y: number): void {
    const ghost = this.host.dragGhostElement();
    const board = this.host.boardElement();
    if (!ghost || !board) return;
    const r = board.getBoundingClientRect();
    const g = this.host.boardGeometry();
    const w = r.width / g.cols;
    const h = r.height / g.rows;
    ghost.style.width = `${w}px`;
    ghost.style.height = `${h}px`;
    ghost.style.transform = `translate(${x - r.left - w / 2}px, ${y - r.top - h / 2}px)`;
  }

  /** The cell under a viewport point, from the board's box (works during pointer capture). */
  private cellAt(x: number, y: number): number | null {
    const board = this.host.boardElement();
    if (!board) return null;
    const r = board.getBoundingClientRect();
    const g = this.host.boardGeometry();
    if (x < r.left || y < r.top || x >= r.right || y >= r.bottom) return null;
    const dc = Math.floor(((x - r.left) / r.width) * g.cols);
    const dr = Math.floor(((y - r.top) / r.height) * g.rows);
    const cell = toCell(g, dr * g.cols + dc);
    return g.hidden(cell) ? null : cell;
  }

  private focusAfterKey(g: BoardGeometry, key: string): number | null {
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const n = g.rows * g.cols;
    const here = toDisplay(g, this.focusCell < 0 ? 0 : this.focusCell);
    let r = Math.floor(here / g.cols);
    let c = here % g.cols;
    if (key === 'Home' || key === 'End') {
      const cs = key === 'Home' ? [...Array(g.cols).keys()] : [...Array(g.cols).keys()].reverse();
      const found = cs.map((cc) => toCell(g, r * g.cols + cc)).find((cell) => !g.hidden(cell));
      return found ?? null;
    }
    const d = step[key];
    if (!d) return null;
    // Skip cut cells in the direction of travel; stay put at the edge.
    for (;;) {
      r += d[0];
      c += d[1];
      if (r < 0 || c < 0 || r >= g.rows || c >= g.cols) return this.focusCell < 0 ? 0 : this.focusCell;
      const cell = toCell(g, r * g.cols + c);
      if (cell >= 0 && cell < n && !g.hidden(cell)) return cell;
    }
  }
}

/** Display index (row-major as drawn) to cell index, and back: a flip is a 180° turn. */
export function toCell(g: BoardGeometry, display: number): number {
  return g.flipped ? g.rows * g.cols - 1 - display : display;
}
export function toDisplay(g: BoardGeometry, cell: number): number {
  return g.flipped ? g.rows * g.cols - 1 - cell : cell;
}
