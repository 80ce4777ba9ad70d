import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { GridShape } from '../../core/board.js';
import { lineBehindEnd, type ThudMove, type ThudState } from '../../games/thud/grid.js';
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
}

const FILES = 'abcdefghijklmno';

/**
 * The layers over Thud's board: coordinates on its own edge squares (edge labels would fall on the
 * cut corners), then the octagon's outline and a preview of the move the pointer or the focus points
 * at — the line behind a hurling or shoving piece (rules/thud.md §3), the path, and the dwarfs it
 * would take (crossed when sure, ringed when the player still chooses).
 */
export function renderThudOverlay(o: ThudOverlay): TemplateResult {
  const { rows, cols, flipped } = o.view;
  return html`${coordinates(o.grid, flipped)}<svg part="overlay" class="overlay" viewBox="0 0 ${cols} ${rows}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
    <path class="outline" d=${outline(o.grid.playable, rows, cols, flipped)}></path>
    ${preview(o)}
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

/** The move (or the choice) the pointer or the focus points at, drawn before it is played. */
function preview(o: ThudOverlay): SVGTemplateResult[] {
  const { view } = o;
  const entered = view.entered;
  const n = entered.length;
  if (!view.interactive || n === 0) return [];
  const xy = (cell: number): [number, number] => {
    const r = Math.floor(cell / view.cols);
    const c = cell % view.cols;
    return view.flipped ? [view.cols - 1 - c + 0.5, view.rows - 1 - r + 0.5] : [c + 0.5, r + 0.5];
  };
  const cands = o.entries.filter((e) => e.seq.length >= n && entered.every((c, i) => e.seq[i] === c));
  const at = view.pointed;
  let pointed = at >= 0 && !entered.includes(at) ? cands.filter((e) => e.seq[n] === at || e.seq[e.seq.length - 1] === at) : [];
  const choosing = pointed.length === 0 && n >= 2;
  if (choosing) pointed = cands;
  if (pointed.length === 0) return [];
  const moves = [...new Set(pointed.map((e) => e.move))].map((i) => o.moves[i]);
  const m = moves.reduce((a, b) => (b.captured.length > a.captured.length ? b : a));
  const victims = new Set<number>(moves.flatMap((mv) => mv.captured));
  const sure = moves[0].captured.filter((c) => moves.every((mv) => mv.captured.includes(c)));
  const parts: SVGTemplateResult[] = [];
  if (m.kind === 'hurl' || m.kind === 'shove') {
    const back = lineBehindEnd(o.state.board, m.from, m.to);
    if (back !== m.from) {
      const [x1, y1] = xy(back);
      const [x2, y2] = xy(m.from);
      parts.push(svg`<line class="push" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`);
    }
  }
  const pts = (choosing ? entered.filter((c) => !victims.has(c)) : [m.from, ...(m.hops ?? [m.to])]).map(xy);
  if (pts.length >= 2) {
    parts.push(svg`<polyline class="path" points=${pts.map((p) => p.join(' ')).join(' ')}></polyline>`);
    const [ex, ey] = pts[pts.length - 1];
    const [px, py] = pts[pts.length - 2];
    const a = Math.atan2(ey - py, ex - px);
    const tip = (d: number, s: number): string => `${ex - Math.cos(a) * d + Math.cos(a + Math.PI / 2) * s} ${ey - Math.sin(a) * d + Math.sin(a + Math.PI / 2) * s}`;
    parts.push(svg`<path class="head" d="M${tip(0.12, 0)} L${tip(0.42, 0.17)} L${tip(0.42, -0.17)} Z"></path>`);
  }
  for (const c of victims) {
    const [x, y] = xy(c);
    if (sure.includes(c) && !choosing) {
      parts.push(svg`<circle class="victim" cx=${x} cy=${y} r="0.42"></circle>
        <path class="victim-x" d="M${x - 0.2} ${y - 0.2} L${x + 0.2} ${y + 0.2} M${x + 0.2} ${y - 0.2} L${x - 0.2} ${y + 0.2}"></path>`);
    } else {
      parts.push(svg`<circle class="choice" cx=${x} cy=${y} r="0.44"></circle>`);
    }
  }
  return parts;
}
