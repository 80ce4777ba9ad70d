import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { GridShape } from '../../core/board.js';
import type { ThudMove, ThudState } from '../../games/thud/grid-start.js';
import { cssVars } from '../../ui/css-vars.js';
import type { OverlayView } from '../../ui/game-view.js';
import type { Entry } from './entry.js';

/** What the overlay draws from: the board as drawn, the entry in progress and the position's moves. */
export interface ThudOverlay {
  readonly view: OverlayView;
  readonly grid: GridShape;
  readonly state: ThudState;
  readonly entries: readonly Entry[];
  readonly moves: readonly ThudMove[];
  /** The move preview (preview.ts), once loaded: it shows only while a move is entered, so it comes with input. */
  readonly preview?: (o: ThudOverlay) => SVGTemplateResult[];
}

const FILES = 'abcdefghijklmno';

/**
 * The layers over Thud's board: coordinates on its own edge squares (edge labels would fall on the
 * cut corners), then the octagon's outline and a preview of the move the pointer or the focus points
 * at (preview.ts).
 */
export function renderThudOverlay(o: ThudOverlay): TemplateResult {
  const { rows, cols, flipped } = o.view;
  return html`${coordinates(o.grid, flipped)}<svg part="overlay" class="overlay" viewBox="0 0 ${cols} ${rows}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    <path class="outline" d=${outline(o.grid.playable, rows, cols, flipped)}></path>
    ${o.preview?.(o) ?? nothing}
  </svg>`;
}

/** The coordinates written on one square, as drawn. */
interface CoordMark {
  readonly dr: number;
  readonly dc: number;
  rank?: number;
  file?: string;
}

/**
 * Rank numbers in the first square of each row and file letters in the last square of each column,
 * as drawn: like every board's coordinates, written by CSS from data attributes (thud-board.styles.ts),
 * so they are no text of the page — each square's label already names it — and sit on the square's
 * own colour, read as `on-light` or `on-dark`.
 */
function coordinates(grid: GridShape, flipped: boolean): TemplateResult {
  const { rows, cols, playable, dark } = grid;
  const cellAt = (dr: number, dc: number): number => (flipped ? rows * cols - 1 - (dr * cols + dc) : dr * cols + dc);
  const marks = new Map<number, CoordMark>();
  const at = (dr: number, dc: number): CoordMark => {
    const d = dr * cols + dc;
    if (!marks.has(d)) marks.set(d, { dr, dc });
    return marks.get(d)!;
  };
  for (let dr = 0; dr < rows; dr++) {
    const dc = [...Array(cols).keys()].find((c) => playable[cellAt(dr, c)]);
    if (dc !== undefined) at(dr, dc).rank = rows - Math.floor(cellAt(dr, dc) / cols);
  }
  for (let dc = 0; dc < cols; dc++) {
    const dr = [...Array(rows).keys()].reverse().find((r) => playable[cellAt(r, dc)]);
    if (dr !== undefined) at(dr, dc).file = FILES[cellAt(dr, dc) % cols];
  }
  return html`<div class="coords" aria-hidden="true">
    ${[...marks.values()].map(
      (m) =>
        html`<span
          class="coord ${dark[cellAt(m.dr, m.dc)] ? 'on-dark' : 'on-light'}"
          data-rank=${m.rank ?? nothing}
          data-file=${m.file ?? nothing}
          ${cssVars({ '--r': m.dr + 1, '--c': m.dc + 1 })}
        ></span>`,
    )}
  </div>`;
}

/** The octagon's outline as drawn: its staircase edge, one path round the playable cells. */
function outline(playable: readonly boolean[], rows: number, cols: number, flipped: boolean): string {
  const right: string[] = [];
  const left: string[] = [];
  let top = 0;
  for (let dr = 0; dr < rows; dr++) {
    let lo = -1;
    let hi = -1;
    for (let dc = 0; dc < cols; dc++) {
      if (!playable[flipped ? rows * cols - 1 - (dr * cols + dc) : dr * cols + dc]) continue;
      if (lo < 0) lo = dc;
      hi = dc + 1;
    }
    if (dr === 0) top = lo;
    right.push(`L${hi} ${dr} L${hi} ${dr + 1}`);
    left.unshift(`L${lo} ${dr + 1} L${lo} ${dr}`);
  }
  return `M${top} 0 ${right.join(' ')} ${left.join(' ')} Z`;
}
