import { html, nothing, svg, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import type { GridShape, PieceView } from '../core/board.js';
import type { PieceDrawer } from './pieces.js';

/**
 * Coordinates drawn on the board: file letters and rank numbers along the
 * edges (`algebraic`), field numbers in the corner of each playable square
 * (`numeric`, as on a 10×10 draughts board), or none.
 */
export type CoordinateStyle = 'algebraic' | 'numeric' | 'none';

/** Everything the board grid draws, computed by the element for one render. */
export interface GridView {
  readonly shape: GridShape;
  readonly pieces: readonly (PieceView | null)[];
  readonly sides: readonly string[];
  /** Drawn rotated by 180° (the second side at the bottom). */
  readonly flipped: boolean;
  readonly coordinates: CoordinateStyle;
  /** Algebraic coordinate parts of a cell (`['e', '4']`), for edge labels. */
  readonly filesRanks: (cell: number) => readonly [string, string] | null;
  /** Field number (or other name) written in the corner of a playable square. */
  readonly fieldName: (cell: number) => string;
  /** Full accessible label of a square ("e4, white king, legal target"). */
  readonly label: (cell: number) => string;
  /** Non-playable cells are not drawn (cut corners) rather than drawn as light squares. */
  readonly cutUnplayable: boolean;
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
  /** Captured pieces still fading out after the last move. */
  readonly ghosts: ReadonlyMap<number, PieceView>;
  /** The cell whose piece is being dragged (drawn faint at home). */
  readonly dragCell: number;
  readonly interactive: boolean;
  /** Extra class names of a square (a game's own marks, e.g. pieces the selected piece attacks). */
  readonly marks?: (cell: number) => readonly string[];
  readonly drawPiece: PieceDrawer;
  readonly boardLabel: string;
  readonly onClick: (e: MouseEvent) => void;
  readonly onPointerDown: (e: PointerEvent) => void;
  readonly onPointerMove: (e: PointerEvent) => void;
  readonly onPointerUp: (e: PointerEvent) => void;
  readonly onPointerCancel: (e: PointerEvent) => void;
  readonly onKeyDown: (e: KeyboardEvent) => void;
}

/** The cell index of the square an event happened on, if any (through the shadow root). */
export function eventCell(e: Event): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof HTMLElement && t.dataset.cell !== undefined) return Number(t.dataset.cell);
  }
  return null;
}

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

/** A small marker drawn on a legal target (a dot) or a final square (a ring). */
const targetMark = svg`<circle class="dot" cx="50" cy="50" r="15"></circle>`;
const finalMark = svg`<circle class="ring" cx="50" cy="50" r="44"></circle>`;

/**
 * The board as an ARIA grid: `role=grid` > `role=row` > `role=gridcell`, one
 * tab stop (roving tabindex), a label on every square, pieces as inline SVG.
 */
export function renderGrid(v: GridView): TemplateResult {
  const { rows, cols } = v.shape;
  const n = rows * cols;
  const displayRows = [...Array(rows).keys()];
  const cellAt = (dr: number, dc: number): number => {
    const d = dr * cols + dc;
    return v.flipped ? n - 1 - d : d;
  };
  const selected = v.entered[0] ?? -1;
  const pathSet = new Set(v.entered.slice(1));
  return html`<div
    part="board"
    class=${classMap({ board: true, interactive: v.interactive, flipped: v.flipped })}
    role="grid"
    aria-label=${v.boardLabel}
    aria-rowcount=${rows}
    aria-colcount=${cols}
    style="--rows:${rows};--cols:${cols}"
    @click=${v.onClick}
    @pointerdown=${v.onPointerDown}
    @pointermove=${v.onPointerMove}
    @pointerup=${v.onPointerUp}
    @pointercancel=${v.onPointerCancel}
    @keydown=${v.onKeyDown}
  >
    ${repeat(
      displayRows,
      (dr) => dr,
      (dr) => html`<div class="row" role="row" aria-rowindex=${dr + 1}>
        ${[...Array(cols).keys()].map((dc) => {
          const cell = cellAt(dr, dc);
          return renderCell(v, cell, dr, dc, selected, pathSet);
        })}
      </div>`,
    )}
  </div>`;
}

function renderCell(v: GridView, cell: number, dr: number, dc: number, selected: number, pathSet: ReadonlySet<number>): TemplateResult {
  const { shape } = v;
  const playable = shape.playable[cell];
  const hidden = v.cutUnplayable && !playable;
  const piece = v.pieces[cell];
  const ghost = v.ghosts.get(cell);
  const isTarget = v.targets.has(cell);
  const isFinal = v.finals.has(cell) && !isTarget;
  const classes = {
    square: true,
    dark: shape.dark[cell],
    light: !shape.dark[cell],
    playable,
    cut: hidden,
    selected: cell === selected,
    entered: pathSet.has(cell),
    target: isTarget,
    final: isFinal,
    occupied: piece !== null,
    'last-move': v.lastMove.has(cell),
    captured: v.captured.has(cell),
    movable: v.interactive && v.movable.has(cell),
  };
  for (const m of v.marks?.(cell) ?? []) (classes as Record<string, boolean>)[m] = true;
  let file = '';
  let rank = '';
  let field = '';
  if (v.coordinates === 'algebraic') {
    const parts = v.filesRanks(cell);
    if (parts) {
      if (dr === shape.rows - 1) file = parts[0];
      if (dc === 0) rank = parts[1];
    }
  } else if (v.coordinates === 'numeric' && playable) {
    field = v.fieldName(cell);
  }
  const highlighted = classes.selected || classes.entered || classes['last-move'];
  return html`<div
    part="square${hidden ? '' : shape.dark[cell] ? ' dark-square' : ' light-square'}"
    class=${classMap(classes)}
    role="gridcell"
    aria-colindex=${dc + 1}
    aria-label=${hidden ? nothing : v.label(cell)}
    aria-hidden=${hidden ? 'true' : nothing}
    aria-selected=${cell === selected ? 'true' : nothing}
    tabindex=${hidden ? nothing : cell === v.focusCell ? '0' : '-1'}
    data-cell=${cell}
    data-file=${file || nothing}
    data-rank=${rank || nothing}
    data-field=${field || nothing}
  >
    ${highlighted ? html`<span part="highlight" class="hl"></span>` : nothing}
    ${ghost ? renderPiece(ghost, v.sides, v.drawPiece, 'ghost') : nothing}
    ${piece ? renderPiece(piece, v.sides, v.drawPiece, cell === v.dragCell ? 'lifted' : '') : nothing}
    ${isTarget || isFinal
      ? html`<svg class="mark" viewBox="0 0 100 100" aria-hidden="true" focusable="false">${isTarget ? targetMark : finalMark}</svg>`
      : nothing}
  </div>`;
}
