import { html, render, svg, type TemplateResult } from 'lit';
import type { GridGame, GridShape, PieceView } from '../core/board.js';
import type { InputController } from './input-controller.js';
import type { PieceDrawer } from './pieces.js';

/**
 * Coordinates drawn on the board: file letters and rank numbers along the edges (`algebraic`),
 * field numbers in the corner of each playable square (`numeric`, as on a 10×10 draughts board), or none.
 */
export type CoordinateStyle = 'algebraic' | 'numeric' | 'none';

/** What does not change from move to move: the grid as drawn, and how its squares are named. */
export interface BoardFrame {
  readonly shape: GridShape;
  readonly sides: readonly string[];
  /** Drawn rotated by 180° (the second side at the bottom). */
  readonly flipped: boolean;
  readonly coordinates: CoordinateStyle;
  /** Non-playable cells are not drawn (cut corners) rather than drawn as light squares. */
  readonly cutUnplayable: boolean;
  /** Algebraic coordinate parts of a cell (`['e', '4']`), for edge labels. */
  readonly filesRanks: (cell: number) => readonly [string, string] | null;
  /** Field number (or other name) written in the corner of a playable square. */
  readonly fieldName: (cell: number) => string;
  readonly drawPiece: PieceDrawer;
  readonly boardLabel: string;
  /** Anything else the squares' text depends on (the UI language, the notation). */
  readonly key: string;
}

/** The squares' state for one render. */
export interface BoardState {
  readonly pieces: readonly (PieceView | null)[];
  readonly focusCell: number;
  /** Squares entered so far (the first is the selected piece). */
  readonly entered: readonly number[];
  readonly targets: ReadonlySet<number>;
  readonly finals: ReadonlySet<number>;
  readonly movable: ReadonlySet<number>;
  /** From-square and every landing square of the last move. */
  readonly lastMove: ReadonlySet<number>;
  /** Squares emptied by the last move's captures. */
  readonly captured: ReadonlySet<number>;
  /** The cell whose piece is being dragged (drawn faint at home). */
  readonly dragCell: number;
  readonly interactive: boolean;
  /** Extra class names of a square (a game's own marks), each read out through its label. */
  readonly marks: (cell: number) => readonly string[];
  /** The accessible label of a square ("e4, white king, legal target"), asked only when the square changed. */
  readonly label: (cell: number, flags: number, marks: readonly string[]) => string;
}

/** Bits of a square's state (also what its label reads out). */
export const SQ = {
  selected: 1,
  entered: 2,
  target: 4,
  final: 8,
  lastMove: 16,
  captured: 32,
  movable: 64,
  lifted: 128,
  focus: 256,
} as const;

/** A square's name in the notation `style` (on playable squares), else algebraic, else its column and row numbers. */
export function cellLabelName(game: GridGame<unknown, unknown>, grid: GridShape, variant: string, cell: number, style?: string): string {
  try {
    const name = game.cellName(variant, cell, grid.playable[cell] ? style : 'algebraic');
    if (name) return name;
  } catch {
    // unnamed cell (a light square in numeric notation)
  }
  const row = Math.floor(cell / grid.cols);
  const col = cell % grid.cols;
  return `${grid.files?.[col] ?? col + 1}${grid.ranks?.[row] ?? grid.rows - row}`;
}

/** The words a square's state bits read as, in label order. */
export function squareStates(flags: number): string[] {
  const out: string[] = [];
  if (flags & SQ.selected) out.push('selected');
  if (flags & (SQ.target | SQ.final)) out.push('target');
  if (flags & SQ.lastMove) out.push('lastMove');
  if (flags & SQ.captured) out.push('capturedHere');
  return out;
}

/** A small marker drawn on a legal target (a dot) or a final square (a ring). */
const targetMark = svg`<circle class="dot" cx="50" cy="50" r="15"></circle>`;
const finalMark = svg`<circle class="ring" cx="50" cy="50" r="44"></circle>`;

/**
 * Draws a piece as inline SVG; the `part` is the element's `piece` part. Its shadow is the same drawing, dark and a
 * little lower (`.p-cast`), not a CSS filter: a filter on each piece made the page's compositing the main thread's
 * largest cost while boards play (stop 78: six boards, 20–21 tasks over 50 ms a run at 1× with it, 3–6 without).
 */
export function renderPiece(piece: PieceView, sides: readonly string[], draw: PieceDrawer, extra = ''): TemplateResult {
  const index = Math.max(0, sides.indexOf(piece.side));
  const drawing = draw(piece, index);
  return html`<svg
    part="piece"
    class="piece side-${index} side-${piece.side} kind-${piece.kind} ${extra}"
    viewBox="0 0 100 100"
    aria-hidden="true"
    focusable="false"
  ><g class="p-cast">${drawing}</g>${drawing}</svg>`;
}

/** What a square is made of, worked out once for either way of drawing it (lit's template, or a diagram's one-off build). */
interface SquareView {
  readonly part: string;
  readonly cls: string;
  /** The accessible label; null on a cut square (hidden). */
  readonly label: string | null;
  readonly hidden: boolean;
  readonly selected: boolean;
  readonly tabindex: '0' | '-1' | null;
  readonly cell: number;
  readonly file: string;
  readonly rank: string;
  readonly field: string;
  readonly highlighted: boolean;
  readonly piece: PieceView | null;
  readonly lifted: boolean;
  readonly mark: 'dot' | 'ring' | null;
}

/** A square as the loop over the grid finds it: enough to decide whether it changed, and to draw it. */
interface SquareAt {
  readonly cell: number;
  readonly dr: number;
  readonly dc: number;
  readonly piece: PieceView | null;
  readonly flags: number;
  readonly marks: readonly string[];
  /** Everything its drawing depends on besides the frame. */
  readonly key: string;
}

/** The squares as drawn: their elements in display order, and what each shows. */
interface Drawn {
  /** Rows × columns: another shape is drawn anew. */
  readonly shape: string;
  readonly rows: readonly HTMLElement[];
  readonly squares: readonly HTMLElement[];
  /** Each square's key as drawn (its state and the frame's), and its children's. */
  readonly keys: string[];
  readonly children: string[];
}

/**
 * The board as an ARIA grid (`role=grid` > `row` > `gridcell`, one roving tab stop, a label on
 * every square), drawn so that a move touches only the squares it changes.
 *
 * The squares are plain DOM, not lit templates: built once (pieces cloned from one drawing of each),
 * then written in place. A square whose state (piece, marks, highlights, focus) or frame (language,
 * coordinates, orientation) differs from last time gets only the attributes and children that
 * differ. A template per square cost most of a board's first render (a blog page of boards, fifty
 * diagrams), and lit's parts on every square cost the same again at each render.
 */
export class BoardView {
  private drawn: Drawn | null = null;

  render(frame: BoardFrame, state: BoardState, input: InputController): TemplateResult {
    const { rows, cols } = frame.shape;
    const fk = `${frame.flipped}|${frame.coordinates}|${frame.cutUnplayable}|${frame.key}`;
    const squares = this.squares(frame, state);
    if (this.drawn?.shape !== `${rows}x${cols}`) this.drawn = drawnSquares(frame.shape);
    const drawn = this.drawn;
    squares.forEach((q, d) => {
      const key = `${fk}#${q.key}`;
      if (drawn.keys[d] === key) return;
      drawn.keys[d] = key;
      drawn.children[d] = writeSquare(drawn.squares[d], this.view(frame, state, q), frame, drawn.children[d]);
    });
    return html`<div
      part="board"
      class="board ${state.interactive ? 'interactive' : ''} ${frame.flipped ? 'flipped' : ''}"
      role="grid"
      aria-label=${frame.boardLabel}
      aria-rowcount=${rows}
      aria-colcount=${cols}
      @click=${input.onClick}
      @pointerdown=${input.onPointerDown}
      @pointermove=${input.onPointerMove}
      @pointerup=${input.onPointerUp}
      @pointercancel=${input.onPointerCancel}
      @pointerleave=${input.onPointerLeave}
      @keydown=${input.onKeyDown}
      @focusin=${input.onFocusChange}
      @focusout=${input.onFocusChange}
    >
      ${drawn.rows}
    </div>`;
  }

  /** Every square in display order (top row first, as drawn), with its state bits and key. */
  private squares(frame: BoardFrame, state: BoardState): SquareAt[] {
    const { rows, cols } = frame.shape;
    const n = rows * cols;
    const out: SquareAt[] = [];
    const selected = state.entered[0] ?? -1;
    const path = state.entered.length > 1 ? new Set(state.entered.slice(1)) : null;
    for (let d = 0; d < n; d++) {
      const cell = frame.flipped ? n - 1 - d : d;
      const piece = state.pieces[cell];
      let flags = 0;
      if (cell === selected) flags |= SQ.selected;
      if (path?.has(cell)) flags |= SQ.entered;
      if (state.targets.has(cell)) flags |= SQ.target;
      else if (state.finals.has(cell)) flags |= SQ.final;
      if (state.lastMove.has(cell)) flags |= SQ.lastMove;
      if (state.captured.has(cell)) flags |= SQ.captured;
      if (state.interactive && state.movable.has(cell)) flags |= SQ.movable;
      if (cell === state.dragCell) flags |= SQ.lifted;
      if (cell === state.focusCell) flags |= SQ.focus;
      const marks = state.marks(cell);
      const key = `${piece ? `${piece.side}:${piece.kind}` : ''}|${flags}|${marks.join(' ')}`;
      out.push({ cell, dr: Math.floor(d / cols), dc: d % cols, piece, flags, marks, key });
    }
    return out;
  }

  private view(frame: BoardFrame, state: BoardState, q: SquareAt): SquareView {
    const { shape } = frame;
    const { cell, flags, piece, marks } = q;
    const playable = shape.playable[cell];
    const hidden = frame.cutUnplayable && !playable;
    let file = '';
    let rank = '';
    let field = '';
    if (frame.coordinates === 'algebraic') {
      const parts = frame.filesRanks(cell);
      if (parts) {
        if (q.dr === shape.rows - 1) file = parts[0];
        if (q.dc === 0) rank = parts[1];
      }
    } else if (frame.coordinates === 'numeric' && playable) {
      field = frame.fieldName(cell);
    }
    const dark = shape.dark[cell];
    const cls = [
      'square',
      dark ? 'dark' : 'light',
      playable ? 'playable' : '',
      hidden ? 'cut' : '',
      flags & SQ.selected ? 'selected' : '',
      flags & SQ.entered ? 'entered' : '',
      flags & SQ.target ? 'target' : '',
      flags & SQ.final ? 'final' : '',
      piece ? 'occupied' : '',
      flags & SQ.lastMove ? 'last-move' : '',
      flags & SQ.captured ? 'captured' : '',
      flags & SQ.movable ? 'movable' : '',
      ...marks,
    ].join(' ');
    return {
      part: `square${hidden ? '' : dark ? ' dark-square' : ' light-square'}`,
      cls,
      label: hidden ? null : state.label(cell, flags, marks),
      hidden,
      selected: (flags & SQ.selected) !== 0,
      tabindex: hidden ? null : flags & SQ.focus ? '0' : '-1',
      cell,
      file,
      rank,
      field,
      highlighted: (flags & (SQ.selected | SQ.entered | SQ.lastMove)) !== 0,
      piece,
      lifted: (flags & SQ.lifted) !== 0,
      mark: flags & SQ.target ? 'dot' : flags & SQ.final ? 'ring' : null,
    };
  }
}

/** A small marker drawn on a legal target (a dot) or a final square (a ring). */
const markTemplate = (mark: 'dot' | 'ring'): TemplateResult =>
  html`<svg class="mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${mark === 'dot' ? targetMark : finalMark}</svg>`;
const highlight = html`<span part="highlight" class="hl"></span>`;

/** Empty rows and squares of a shape, to be written. */
function drawnSquares({ rows, cols }: GridShape): Drawn {
  const rowEls: HTMLElement[] = [];
  const squares: HTMLElement[] = [];
  for (let r = 0; r < rows; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(r + 1));
    rowEls.push(row);
    for (let c = 0; c < cols; c++) {
      // What a square's place fixes; writeSquare writes the rest.
      const square = row.appendChild(document.createElement('div'));
      square.setAttribute('role', 'gridcell');
      square.setAttribute('aria-colindex', String(c + 1));
      squares.push(square);
    }
  }
  const n = rows * cols;
  return { shape: `${rows}x${cols}`, rows: rowEls, squares, keys: new Array<string>(n).fill(''), children: new Array<string>(n).fill('') };
}

/**
 * Writes a square's view into its element, touching only what differs: each attribute, and the
 * children (highlight, piece, marker) when their key differs from `was` ('' for a square never
 * written: nothing to compare). Returns the children's key.
 */
function writeSquare(el: HTMLElement, v: SquareView, frame: BoardFrame, was: string): string {
  const fresh = was === '';
  const set = (name: string, value: string | null): void => {
    if (!value) {
      if (!fresh && el.hasAttribute(name)) el.removeAttribute(name);
    } else if (fresh || el.getAttribute(name) !== value) el.setAttribute(name, value);
  };
  set('part', v.part);
  set('class', v.cls);
  set('aria-label', v.label);
  set('aria-hidden', v.hidden ? 'true' : null);
  set('aria-selected', v.selected ? 'true' : null);
  set('tabindex', v.tabindex);
  set('data-cell', String(v.cell));
  set('data-file', v.file);
  set('data-rank', v.rank);
  set('data-field', v.field);
  const { piece } = v;
  const extra = v.lifted ? 'lifted' : '';
  const pieceKey = piece ? `${piece.side}|${piece.kind}|${frame.sides.indexOf(piece.side)}|${extra}` : '';
  const children = `${v.highlighted ? 'hl' : ''}#${pieceKey}#${v.mark ?? ''}`;
  if (children === was || (fresh && children === '##')) return children;
  const nodes: Node[] = [];
  if (v.highlighted) nodes.push(drawnOnce(highlight, 'hl', () => highlight));
  if (piece) nodes.push(drawnOnce(frame.drawPiece, pieceKey, () => renderPiece(piece, frame.sides, frame.drawPiece, extra)));
  if (v.mark) nodes.push(drawnOnce(markTemplate, v.mark, () => markTemplate(v.mark!)));
  if (fresh) el.append(...nodes);
  else el.replaceChildren(...nodes);
  return children;
}

/** Elements drawn once by lit and cloned after that, by drawer and key (a drawer draws a piece the same way every time). */
const drawings = new WeakMap<object, Map<string, Element>>();
function drawnOnce(owner: object, key: string, draw: () => TemplateResult): Node {
  let byKey = drawings.get(owner);
  if (!byKey) drawings.set(owner, (byKey = new Map()));
  let drawn = byKey.get(key);
  if (!drawn) {
    const box = document.createElement('div');
    render(draw(), box);
    drawn = box.firstElementChild!;
    byKey.set(key, drawn);
  }
  return drawn.cloneNode(true);
}
