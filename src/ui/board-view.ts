import { html, nothing, svg, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
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

/** Draws a piece as inline SVG; the `part` is the element's `piece` part. */
export function renderPiece(piece: PieceView, sides: readonly string[], draw: PieceDrawer, extra = ''): TemplateResult {
  const index = Math.max(0, sides.indexOf(piece.side));
  return html`<svg
    part="piece"
    class="piece side-${index} side-${piece.side} kind-${piece.kind} ${extra}"
    viewBox="0 0 100 100"
    aria-hidden="true"
    focusable="false"
  >${draw(piece, index)}</svg>`;
}

/**
 * The board as an ARIA grid (`role=grid` > `row` > `gridcell`, one roving tab stop, a label on
 * every square), drawn so that a move touches only the squares it changes: each square is
 * redrawn only when its own state (piece, marks, highlights, focus) differs from last time.
 */
export class BoardView {
  private frameKey = '';

  render(frame: BoardFrame, state: BoardState, input: InputController): TemplateResult {
    const { rows, cols } = frame.shape;
    const fk = `${rows}x${cols}|${frame.flipped}|${frame.coordinates}|${frame.cutUnplayable}|${frame.key}`;
    if (fk !== this.frameKey) {
      this.frameKey = fk;
    }
    const n = rows * cols;
    const rowsOut: TemplateResult[] = [];
    const selected = state.entered[0] ?? -1;
    const path = state.entered.length > 1 ? new Set(state.entered.slice(1)) : null;
    for (let dr = 0; dr < rows; dr++) {
      const cells: unknown[] = [];
      for (let dc = 0; dc < cols; dc++) {
        const d = dr * cols + dc;
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
        cells.push(guard([key, fk], () => this.cell(frame, state, cell, dr, dc, piece, flags, marks)));
      }
      rowsOut.push(html`<div class="row" role="row" aria-rowindex=${dr + 1}>${cells}</div>`);
    }
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
      ${rowsOut}
    </div>`;
  }

  private cell(
    frame: BoardFrame,
    state: BoardState,
    cell: number,
    dr: number,
    dc: number,
    piece: PieceView | null,
    flags: number,
    marks: readonly string[],
  ): TemplateResult {
    const { shape } = frame;
    const playable = shape.playable[cell];
    const hidden = frame.cutUnplayable && !playable;
    let file = '';
    let rank = '';
    let field = '';
    if (frame.coordinates === 'algebraic') {
      const parts = frame.filesRanks(cell);
      if (parts) {
        if (dr === shape.rows - 1) file = parts[0];
        if (dc === 0) rank = parts[1];
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
    const highlighted = flags & (SQ.selected | SQ.entered | SQ.lastMove);
    const mark = flags & SQ.target ? targetMark : flags & SQ.final ? finalMark : null;
    return html`<div
      part="square${hidden ? '' : dark ? ' dark-square' : ' light-square'}"
      class=${cls}
      role="gridcell"
      aria-colindex=${dc + 1}
      aria-label=${hidden ? nothing : state.label(cell, flags, marks)}
      aria-hidden=${hidden ? 'true' : nothing}
      aria-selected=${flags & SQ.selected ? 'true' : nothing}
      tabindex=${hidden ? nothing : flags & SQ.focus ? '0' : '-1'}
      data-cell=${cell}
      data-file=${file || nothing}
      data-rank=${rank || nothing}
      data-field=${field || nothing}
    >
      ${highlighted ? html`<span part="highlight" class="hl"></span>` : nothing}
      ${piece ? renderPiece(piece, frame.sides, frame.drawPiece, flags & SQ.lifted ? 'lifted' : '') : nothing}
      ${mark ? html`<svg class="mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${mark}</svg>` : nothing}
    </div>`;
  }
}
