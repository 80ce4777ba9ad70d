import type { CSSResult, TemplateResult } from 'lit';
import type { GridShape, PieceView } from '../core/board.js';
import { GameError } from '../core/errors.js';
import type { SessionView } from '../core/session.js';
import type { CoordinateStyle } from './board-view.js';
import type { Localize } from './localize.js';
import type { ElementRecipe } from './recipe.js';

/**
 * `exportImage()` of every element (issue 17): the position on show as a standalone SVG — squares in
 * the element's theme, coordinates as the board writes them, the last move, the pieces from the
 * board's own drawers, the marks — or as a PNG drawn from that SVG. Loaded on the first export only.
 *
 * Colours come from the element's own stylesheets: the board is drawn once, off the page's paint,
 * in the element's shadow root (a stand-in host with its styles when it is not on a page: the light
 * theme, or the dark one under `prefers-color-scheme: dark`), and what the styles compute is written
 * onto the SVG's shapes. So the image needs no stylesheet, no custom properties and no fonts beyond a
 * generic family: any SVG reader shows it as the board did. The marks are copied from the board's
 * marks layer (`part="marks"`) the same way.
 *
 * It imports no module of the element's own (lit, the board view, the styles come through
 * `ImageSource`): an import would split them out of the element's chunk, and every element would
 * load more files.
 */

/** What `exportImage` is asked for: SVG text (the default) or a PNG of `size` pixels wide. */
export interface ImageOptions {
  readonly type?: 'svg' | 'png';
  /** PNG width in px (the height follows the board's shape); default `PNG_SIZE.default`. */
  readonly size?: number;
}

/** What the exporter reads from the element. */
export interface ImageSource {
  readonly host: HTMLElement & { readonly renderRoot: ParentNode };
  readonly recipe: ElementRecipe;
  readonly session: SessionView<unknown, unknown>;
  /** The board shape on show. */
  readonly grid: GridShape;
  readonly flipped: boolean;
  readonly words: Localize<string>;
  cellName(cell: number): string;
  /** The game's own classes of a square (Kamisado's colours, a crashed car). */
  squareMarks(cell: number): readonly string[];
  /** Algebraic file and rank of a cell (edge labels), or null. */
  filesRanks(cell: number): readonly [string, string] | null;
  /** A piece as the board draws it (`renderPiece` with the element's drawer). */
  piece(p: PieceView): TemplateResult;
  /** lit's `render`. */
  render(template: unknown, into: HTMLElement): void;
}

/** Sizes of the image, in SVG units: a square is 100, as the pieces' own view box. */
const IMAGE = {
  square: 100,
  frame: 12,
  frameRadius: 8,
  /** Pieces sit 7% in from their square's edges, as on the board (when it cannot be measured). */
  pieceInset: 7,
  coordinateSize: 20,
  coordinateInset: 5,
  lastRing: 5,
  capturedRadius: 36,
  capturedWidth: 3.5,
} as const;

/** PNG widths allowed, in px. */
export const PNG_SIZE = { min: 16, max: 8192, default: 800 } as const;

/** Presentation properties written onto each shape, and the value they have when left out. */
const PAINT: Readonly<Record<string, string>> = {
  fill: 'rgb(0, 0, 0)',
  'fill-opacity': '1',
  'fill-rule': 'nonzero',
  stroke: 'none',
  'stroke-width': '1px',
  'stroke-opacity': '1',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'stroke-dasharray': 'none',
  'stroke-dashoffset': '0px',
  opacity: '1',
  'paint-order': 'normal',
};
const TEXT_PAINT: Readonly<Record<string, string>> = {
  'font-family': '',
  'font-size': '',
  'font-weight': '400',
  'font-style': 'normal',
  'text-anchor': 'start',
  'dominant-baseline': 'auto',
};

/**
 * The image of the position on show.
 * @param src - The element's board and game.
 * @param options - `{type: 'svg'}` (default) or `{type: 'png', size}`.
 * @returns The SVG text, or a PNG blob for `type: 'png'`.
 */
export async function exportImage(src: ImageSource, options: ImageOptions = {}): Promise<string | Blob> {
  if (typeof options !== 'object' || options === null) throw new GameError('bad-option', 'exportImage() takes options such as {type: "png", size: 800}.');
  const { type = 'svg', size = PNG_SIZE.default } = options;
  if (type !== 'svg' && type !== 'png') throw new GameError('bad-option', `exportImage() makes type "svg" or "png"; got ${JSON.stringify(type)}.`);
  if (type === 'svg') return imageSvg(src);
  if (!Number.isInteger(size) || size < PNG_SIZE.min || size > PNG_SIZE.max) {
    throw new GameError('bad-option', `The PNG size must be a whole number of pixels from ${PNG_SIZE.min} to ${PNG_SIZE.max}; got ${JSON.stringify(size)}.`);
  }
  return svgToPng(imageSvg(src), size);
}

/**
 * Draws SVG text into a canvas `size` px wide and gives it back as PNG. The SVG goes to the image
 * through a `blob:` URL, not a `data:` one: a page with a strict Content-Security-Policy needs
 * `img-src blob:` for it (the SVG itself loads nothing).
 */
export async function svgToPng(text: string, size: number): Promise<Blob> {
  const [, , w, h] = (/viewBox="([^"]+)"/.exec(text)?.[1] ?? '0 0 1 1').split(' ').map(Number);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = Math.max(1, Math.round((size * h) / w));
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new GameError('bad-option', 'The browser could not make a PNG of the board.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The position on show as standalone SVG text. */
export function imageSvg(src: ImageSource): string {
  const { grid, session, recipe } = src;
  const { rows, cols } = grid;
  const game = recipe.game;
  const variant = session.variant;
  const n = rows * cols;
  const S = IMAGE.square;
  const F = IMAGE.frame;
  const width = cols * S + 2 * F;
  const height = rows * S + 2 * F;
  const hidden = (cell: number): boolean => !!recipe.cutUnplayable && !grid.playable[cell];
  /** Cell drawn at display index d (row-major from the top left as seen). */
  const cellAt = (d: number): number => (src.flipped ? n - 1 - d : d);
  const pieces = game.pieces(session.state) as readonly (PieceView | null)[];
  const { last, captured } = lastMove(src);

  const look = measure(src, pieces, last, captured);
  const out: string[] = [];
  const symbols = new Map<string, string>();

  // Squares, and the last move's tint under the pieces.
  const squares: string[] = [];
  const tints: string[] = [];
  for (let d = 0; d < n; d++) {
    const cell = cellAt(d);
    if (hidden(cell)) continue;
    const x = F + (d % cols) * S;
    const y = F + Math.floor(d / cols) * S;
    const sq = look.squares.get(cell)!;
    squares.push(`<rect class="square ${grid.dark[cell] ? 'dark' : 'light'}" x="${x}" y="${y}" width="${S}" height="${S}" fill="${sq.fill}"/>`);
    if (last.has(cell) && look.lastTint) tints.push(`<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${look.lastTint}"/>`);
  }
  out.push(`<rect class="frame" width="${width}" height="${height}" rx="${IMAGE.frameRadius}" fill="${look.frame}"/>`);
  out.push(`<g class="board">${squares.join('')}</g>`);
  if (tints.length) out.push(`<g class="last-move">${tints.join('')}</g>`);

  // Coordinates, as the board writes them: under the pieces.
  const style: CoordinateStyle = recipe.imageCoordinates?.(variant) ?? recipe.coordinates?.(variant) ?? 'algebraic';
  const labels: string[] = [];
  const label = (d: number, text: string, corner: 'top-left' | 'bottom-right', weight: number): void => {
    const cell = cellAt(d);
    const x = F + (d % cols) * S;
    const y = F + Math.floor(d / cols) * S;
    const i = IMAGE.coordinateInset;
    const fill = grid.dark[cell] ? look.coordOnDark : look.coordOnLight;
    const at = corner === 'top-left' ? `x="${x + i}" y="${y + i + IMAGE.coordinateSize * 0.8}"` : `x="${x + S - i}" y="${y + S - i}" text-anchor="end"`;
    labels.push(`<text ${at} fill="${fill}" font-weight="${weight}">${esc(text)}</text>`);
  };
  if (style === 'algebraic') {
    // Ranks on the first square drawn in each row, files on the last in each column (Thud's cut corners included).
    for (let r = 0; r < rows; r++) {
      const d = [...Array(cols).keys()].map((c) => r * cols + c).find((k) => !hidden(cellAt(k)));
      const parts = d === undefined ? null : src.filesRanks(cellAt(d));
      if (d !== undefined && parts) label(d, parts[1], 'top-left', 600);
    }
    for (let c = 0; c < cols; c++) {
      const d = [...Array(rows).keys()].reverse().map((r) => r * cols + c).find((k) => !hidden(cellAt(k)));
      const parts = d === undefined ? null : src.filesRanks(cellAt(d));
      if (d !== undefined && parts) label(d, parts[0], 'bottom-right', 600);
    }
  } else if (style === 'numeric') {
    for (let d = 0; d < n; d++) if (grid.playable[cellAt(d)]) label(d, src.cellName(cellAt(d)), 'top-left', 500);
  }
  if (labels.length) out.push(`<g class="coordinates" font-family="${esc(look.font)}" font-size="${IMAGE.coordinateSize}">${labels.join('')}</g>`);

  // Pieces: one symbol per distinct drawing, placed where the board puts them.
  const placed: string[] = [];
  for (let d = 0; d < n; d++) {
    const cell = cellAt(d);
    const p = look.pieces.get(cell);
    if (!p || hidden(cell)) continue;
    let id = symbols.get(p.body);
    if (!id) symbols.set(p.body, (id = `octarine-piece-${symbols.size + 1}`));
    const x = F + (d % cols) * S + p.box[0];
    const y = F + Math.floor(d / cols) * S + p.box[1];
    placed.push(`<use class="piece" data-cell="${cell}" href="#${id}" x="${r2(x)}" y="${r2(y)}" width="${r2(p.box[2])}" height="${r2(p.box[3])}"/>`);
  }
  // What the last move took: a dashed ring where each piece stood; then the last move's ring over the pieces.
  const over: string[] = [];
  for (let d = 0; d < n; d++) {
    const cell = cellAt(d);
    const x = F + (d % cols) * S;
    const y = F + Math.floor(d / cols) * S;
    if (captured.has(cell) && look.captured) {
      over.push(`<circle cx="${x + S / 2}" cy="${y + S / 2}" r="${IMAGE.capturedRadius}" fill="none" stroke="${look.captured}" stroke-width="${IMAGE.capturedWidth}" stroke-dasharray="7 5"/>`);
    }
    if (last.has(cell) && look.lastRing) {
      const w = IMAGE.lastRing;
      over.push(`<rect x="${x + w / 2}" y="${y + w / 2}" width="${S - w}" height="${S - w}" fill="none" stroke="${look.lastRing}" stroke-width="${w}"/>`);
    }
  }
  out.push(`<g class="pieces">${placed.join('')}</g>`);
  if (over.length) out.push(`<g class="last-move-marks">${over.join('')}</g>`);
  if (look.marks) out.push(`<g class="marks" transform="translate(${F} ${F}) scale(${S})">${look.marks}</g>`);

  const defs = [...symbols].map(([body, id]) => `<symbol id="${id}" viewBox="0 0 100 100" overflow="visible">${body}</symbol>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${esc(title(src))}</title>${defs ? `<defs>${defs}</defs>` : ''}${out.join('')}</svg>`
  );
}

/** The image's title: the variant, who is to move (or the result) and the position in the game's notation. */
function title(src: ImageSource): string {
  const { session: s, words: w } = src;
  const status = s.result ? w.result(s.result) : w.t('toMove', { side: w.sideName(s.turn) });
  return `${w.variantName(s.variant)}. ${status}. ${s.position}`;
}

/** The last move's squares (from and every landing) and the squares its captures emptied. */
function lastMove(src: ImageSource): { last: ReadonlySet<number>; captured: ReadonlySet<number> } {
  const s = src.session;
  const prev = s.previousState;
  const move = s.lastMove;
  if (prev === undefined || move === undefined) return { last: new Set(), captured: new Set() };
  try {
    const shape = src.recipe.game.moveShape(prev, move);
    return { last: new Set([shape.from, ...shape.path]), captured: new Set(shape.captured) };
  } catch {
    // A move of another board shape (a round that moved on): nothing to mark.
    return { last: new Set(), captured: new Set() };
  }
}

/** What the element's styles make of the board: colours of the squares and marks, pieces as drawn. */
interface Look {
  readonly frame: string;
  readonly font: string;
  readonly coordOnLight: string;
  readonly coordOnDark: string;
  readonly lastTint: string;
  readonly lastRing: string;
  readonly captured: string;
  readonly squares: Map<number, { readonly fill: string }>;
  /** Each piece: its drawing with its paint written on, and its box in its square (x, y, w, h). */
  readonly pieces: Map<number, { readonly body: string; readonly box: readonly [number, number, number, number] }>;
  /** The marks' shapes, in square units. */
  readonly marks: string;
}

/**
 * Draws the board once where the element's styles apply — its shadow root, or a stand-in host with
 * its stylesheets when it is on no page — reads what they compute, and takes it away again (in the
 * same task: it is never painted).
 */
function measure(src: ImageSource, pieces: readonly (PieceView | null)[], last: ReadonlySet<number>, captured: ReadonlySet<number>): Look {
  const { grid } = src;
  const { rows, cols } = grid;
  const n = rows * cols;
  const S = IMAGE.square;

  let styleHost: Element = src.host;
  let root: ParentNode = src.host.renderRoot;
  let standIn: HTMLElement | null = null;
  if (!src.host.isConnected || !(root instanceof ShadowRoot)) {
    standIn = document.createElement('div');
    const theme = src.host.getAttribute('theme');
    if (theme) standIn.setAttribute('theme', theme);
    const shadow = standIn.attachShadow({ mode: 'open' });
    const styles = (src.host.constructor as unknown as { elementStyles?: (CSSResult | CSSStyleSheet)[] }).elementStyles ?? [];
    shadow.adoptedStyleSheets = styles.map((st) => (st instanceof CSSStyleSheet ? st : st.styleSheet!));
    document.body.append(standIn);
    styleHost = standIn;
    root = shadow;
  }
  const el = (tag: string, cls: string, parent: Element): HTMLElement => {
    const e = document.createElement(tag);
    e.className = cls;
    parent.append(e);
    return e;
  };
  const probe = document.createElement('div');
  // Laid out at 100 px a square, so a length read in px is one in the image's units.
  probe.style.setProperty('position', 'absolute');
  probe.style.setProperty('width', `${cols * S}px`);
  probe.style.setProperty('--rows', String(rows));
  probe.style.setProperty('--cols', String(cols));
  const board = el('div', `board${src.flipped ? ' flipped' : ''}`, probe);
  for (let r = 0; r < rows; r++) {
    const row = el('div', 'row', board);
    for (let c = 0; c < cols; c++) {
      const cell = src.flipped ? n - 1 - (r * cols + c) : r * cols + c;
      const piece = pieces[cell];
      const cls = [
        'square',
        grid.dark[cell] ? 'dark' : 'light',
        grid.playable[cell] ? 'playable' : '',
        piece ? 'occupied' : '',
        last.has(cell) ? 'last-move' : '',
        captured.has(cell) ? 'captured' : '',
        ...src.squareMarks(cell),
      ];
      const square = el('div', cls.filter(Boolean).join(' '), row);
      square.dataset.cell = String(cell);
      el('span', 'hl', square);
      if (piece) src.render(src.piece(piece), square);
    }
  }
  root.appendChild(probe);
  try {
    const hostStyle = getComputedStyle(styleHost);
    const token = (name: string): string => hostStyle.getPropertyValue(`--_${name}`).trim();
    const squares = new Map<number, { fill: string }>();
    const drawn = new Map<number, { body: string; box: [number, number, number, number] }>();
    let lastTint = '';
    let lastRing = '';
    for (const sq of board.querySelectorAll<HTMLElement>('.square')) {
      const cell = Number(sq.dataset.cell);
      const bg = getComputedStyle(sq).backgroundColor;
      squares.set(cell, { fill: shown(bg) ? bg : token(grid.dark[cell] ? 'dark' : 'light') });
      const hl = sq.querySelector('.hl')!;
      if (last.has(cell) && !lastTint) {
        const tint = getComputedStyle(hl).backgroundColor;
        lastTint = shown(tint) ? tint : 'none';
        // A game that marks no last move (Formula's scrolled road) says so with `content: none`.
        lastRing = getComputedStyle(hl, '::after').content === 'none' ? 'none' : token('last-ring');
      }
      const svgEl = sq.querySelector<SVGSVGElement>('svg.piece');
      if (svgEl) {
        const a = sq.getBoundingClientRect();
        const b = svgEl.getBoundingClientRect();
        const i = IMAGE.pieceInset;
        // Unmeasurable (no layout): the board's usual inset.
        const box: [number, number, number, number] = b.width > 0 ? [b.left - a.left, b.top - a.top, b.width, b.height] : [i, i, S - 2 * i, S - 2 * i];
        drawn.set(cell, { body: paintedChildren(svgEl), box });
      }
    }
    // The marks as the board shows them (drawn in square units over it).
    const marks = src.host.isConnected ? src.host.renderRoot.querySelector('svg[part~="marks"]') : null;
    return {
      frame: token('frame'),
      font: hostStyle.fontFamily || 'system-ui, sans-serif',
      coordOnLight: token('coord-on-light'),
      coordOnDark: token('coord-on-dark'),
      lastTint: lastTint === 'none' ? '' : lastTint,
      lastRing: lastRing === 'none' ? '' : lastRing,
      captured: token('captured'),
      squares,
      pieces: drawn,
      marks: marks ? paintedChildren(marks) : '',
    };
  } finally {
    probe.remove();
    standIn?.remove();
  }
}

/** The children of a drawn SVG element as SVG text, each shape carrying the paint its styles compute. */
function paintedChildren(parent: Element): string {
  let out = '';
  for (const node of parent.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) out += esc(node.textContent ?? '');
    else if (node instanceof SVGElement) out += painted(node);
  }
  return out;
}

function painted(el: SVGElement): string {
  const cs = getComputedStyle(el);
  if (cs.display === 'none' || cs.visibility === 'hidden') return '';
  const tag = el.localName;
  if (tag === 'foreignObject') return foreignText(el);
  const attrs = new Map<string, string>();
  for (const a of el.attributes) if (a.name !== 'part' && a.name !== 'style') attrs.set(a.name, a.value);
  const put = (table: Readonly<Record<string, string>>): void => {
    for (const [prop, fallback] of Object.entries(table)) {
      const v = cs.getPropertyValue(prop);
      if (v && v !== fallback) attrs.set(prop, v);
    }
  };
  put(PAINT);
  if (tag === 'text' || tag === 'tspan') put(TEXT_PAINT);
  const body = paintedChildren(el);
  const at = [...attrs].map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
  return body ? `<${tag}${at}>${body}</${tag}>` : `<${tag}${at}/>`;
}

/**
 * HTML inside an SVG piece (Kamisado's and Spock's letters, written by CSS from `data-letter`) as
 * SVG text in the middle of its box: an image reader may draw no HTML, and a canvas refuses it.
 */
function foreignText(fo: SVGElement): string {
  const num = (name: string): number => Number(fo.getAttribute(name) ?? 0);
  for (const el of fo.querySelectorAll('*')) {
    for (const pseudo of ['::before', '::after']) {
      const cs = getComputedStyle(el, pseudo);
      const text = contentText(cs.content, el);
      if (!text) continue;
      const x = num('x') + num('width') / 2;
      const y = num('y') + num('height') / 2;
      return `<text x="${r2(x)}" y="${r2(y)}" text-anchor="middle" dominant-baseline="central" fill="${cs.color}" font-family="${esc(cs.fontFamily)}" font-size="${cs.fontSize}" font-weight="${cs.fontWeight}">${esc(text)}</text>`;
    }
  }
  return '';
}

/** The text a computed `content` writes: its strings and `attr()`s, in order. */
function contentText(content: string, el: Element): string {
  if (!content || content === 'none' || content === 'normal') return '';
  let out = '';
  for (const m of content.matchAll(/"((?:[^"\\]|\\.)*)"|attr\(\s*([\w-]+)\s*\)/g)) out += m[2] ? (el.getAttribute(m[2]) ?? '') : m[1].replace(/\\(.)/g, '$1');
  return out;
}

const shown = (colour: string): boolean => !!colour && colour !== 'transparent' && colour !== 'rgba(0, 0, 0, 0)';
const r2 = (v: number): number => Math.round(v * 100) / 100;
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
