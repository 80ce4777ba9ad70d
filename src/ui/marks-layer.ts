import { css, html, nothing, svg, type ReactiveController, type ReactiveControllerHost, type SVGTemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { GridGame, GridShape } from '../core/board.js';
import { GameError } from '../core/errors.js';
import type { OverlayView } from './game-view.js';
import type { Localize } from './localize.js';
import { checkMarks, DEFAULT_MARK_COLOR, formatMarks, parseMarks, toggleMark, type Mark, type MarkColor } from './marks.js';

const NO_MARKS: readonly Mark[] = [];

/** The hint's own colour (not one an author or a reader may pick). */
export const HINT_COLOR = 'hint';

/** Sizes of the drawing, in squares. */
const SHAPE = {
  shaftHalf: 0.08,
  headHalf: 0.24,
  headLength: 0.36,
  /** The tip stops short of the target's centre, so it points into the square. */
  tipBack: 0.12,
  circleRadius: 0.42,
} as const;

/** What the layer needs from its element. */
export interface MarksRecipe {
  readonly game: GridGame<unknown, unknown>;
  readonly words: Localize<string>;
  /** The position on show (the hint's squares come from it). */
  state(): unknown;
  variant(): string;
  grid(): GridShape;
  /** A square's name in the notation in force. */
  cellName(cell: number): string;
  /** The square an event happened on (null: none); the input's own reading (imported, it would split the input's module off the element's). */
  eventCell(e: Event): number | null;
  /** The computer's suggested move for the position on show, in the game's notation (null: none). */
  hint(): string | null;
  /** Reports bad marks (`game-error`); returns the error to throw. */
  report(e: unknown): GameError;
  announce(text: string): void;
}

/** What marks are given as (the element refuses anything else before they get here). */
export type MarksValue = string | readonly unknown[] | null | undefined;

/** Marks given before the first render, read once the board is known. */
interface Pending {
  readonly value: MarksValue;
}

/**
 * The marks drawn over the board (issue 17): the author's (`marks` / `setMarks`, kept until
 * changed), the reader's own (right-button drag for an arrow, right-click for a circle, or M on a
 * square then M on another; Shift red, Alt blue, both yellow; gone with the next change of
 * position) and the computer's hint as an arrow. One SVG in square units over the board, redrawn
 * only when the marks change, with the marks in words for screen readers beside it.
 */
export class MarksLayer implements ReactiveController {
  /** The author's marks as last accepted, as text. */
  private text = '';
  private source: MarksValue = '';
  private author: readonly Mark[] = [];
  /** The board the author's marks were read for (another variant reads them again). */
  private boardKey = '';
  private pending: Pending | null = null;
  private user: readonly Mark[] = [];
  private press: { readonly pointerId: number; readonly cell: number; readonly color: MarkColor } | null = null;
  /** The square M was pressed on, waiting for the second one (−1: none). */
  private keyFrom = -1;
  /** Bumped on every change of the author's or the reader's marks (what the drawing is keyed on). */
  private version = 0;
  private hintSeen: { state: unknown; move: string | null; marks: readonly Mark[] } = { state: undefined, move: null, marks: NO_MARKS };
  private names: { key: string; map: Map<string, number> } = { key: '', map: new Map() };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean; readonly renderRoot: ParentNode },
    changes: { onChange(listener: () => void): void },
    private readonly recipe: MarksRecipe,
  ) {
    host.addController(this);
    changes.onChange(() => this.positionChanged());
  }

  /** The author's marks as text (what the `marks` property reads). */
  get value(): string {
    const p = this.pending?.value;
    return typeof p === 'string' ? p : this.text;
  }

  /** The marks on show: the author's, then the reader's (not the hint). */
  get marks(): readonly Mark[] {
    return [...this.author, ...this.user];
  }

  /**
   * New author marks: text, a list of marks, or nothing (none). Read now when the board is drawn,
   * else at the first render; bad marks are reported and the last good ones kept.
   * @returns The error to throw when they were refused now.
   */
  set(value: MarksValue): GameError | null {
    if (!this.host.hasUpdated) {
      this.pending = { value };
      this.host.requestUpdate();
      return null;
    }
    this.pending = null;
    return this.accept(value);
  }

  // On the shadow root, beside the board's own handlers (which keep the left button): the board template stays as it is.
  hostConnected(): void {
    for (const [type, listener] of this.listeners()) this.host.renderRoot.addEventListener(type, listener);
  }

  hostDisconnected(): void {
    for (const [type, listener] of this.listeners()) this.host.renderRoot.removeEventListener(type, listener);
    this.press = null;
  }

  private listeners(): [string, EventListener][] {
    return [
      ['pointerdown', this.onPointerDown as EventListener],
      ['pointerup', this.onPointerUp as EventListener],
      ['contextmenu', this.onContextMenu as EventListener],
      ['keydown', this.onKeyDown as EventListener],
    ];
  }

  hostUpdate(): void {
    const p = this.pending;
    if (p) {
      this.pending = null;
      this.accept(p.value);
    } else if (this.author.length > 0 && this.boardKey !== this.board()) {
      // Another board (a variant): the same text names other cells, or none. The new game was good
      // input, so marks that no longer fit are put aside and said, not refused.
      if (this.accept(this.source, true)) this.drop();
    }
  }

  /** The layer for the view's overlay slot; its template is rebuilt only when what it shows changed. */
  render(v: OverlayView): unknown {
    const hint = this.hintMarks();
    return guard([this.version, v.rows, v.cols, v.flipped, hint, this.recipe.words.lang], () => this.draw(v, hint));
  }

  // ------------------------------------------------------------ inside

  private accept(value: MarksValue, quiet = false): GameError | null {
    try {
      const marks = this.read(value);
      this.author = marks;
      this.source = value;
      this.text = typeof value === 'string' ? value : formatMarks(marks, (c) => this.recipe.cellName(c));
      this.boardKey = this.board();
      this.version++;
      this.host.requestUpdate();
      return null;
    } catch (e) {
      if (!quiet) return this.recipe.report(e);
      this.recipe.announce((e as Error).message);
      return e as GameError;
    }
  }

  private drop(): void {
    this.author = [];
    this.source = '';
    this.text = '';
    this.version++;
  }

  private read(value: MarksValue): Mark[] {
    if (value === null || value === undefined || value === '') return [];
    if (typeof value === 'string') return parseMarks(value, (name) => this.lookup().get(name.toLowerCase()));
    const { rows, cols } = this.recipe.grid();
    return checkMarks(value, rows * cols);
  }

  private board(): string {
    const g = this.recipe.grid();
    return `${this.recipe.variant()}|${g.rows}x${g.cols}`;
  }

  /** Square names to cells on the board on show: the notation's names, and algebraic ones where those differ (`[%cal Gc3e5]` on a numbered board). */
  private lookup(): Map<string, number> {
    const key = this.board();
    if (this.names.key === key) return this.names.map;
    const { rows, cols } = this.recipe.grid();
    const variant = this.recipe.variant();
    const map = new Map<string, number>();
    for (let c = 0; c < rows * cols; c++) map.set(this.recipe.cellName(c).toLowerCase(), c);
    for (let c = 0; c < rows * cols; c++) {
      try {
        const alias = this.recipe.game.cellName(variant, c, 'algebraic').toLowerCase();
        if (!map.has(alias)) map.set(alias, c);
      } catch {
        // a cell the game does not name algebraically
      }
    }
    this.names = { key, map };
    return map;
  }

  private positionChanged(): void {
    if (this.user.length === 0 && this.keyFrom < 0) return;
    this.user = [];
    this.keyFrom = -1;
    this.version++;
  }

  private draw(v: OverlayView, hint: readonly Mark[]): unknown {
    const all = [...this.author, ...this.user, ...hint];
    if (all.length === 0) return nothing;
    const { rows, cols, flipped } = v;
    const at = (cell: number): [number, number] => {
      const d = flipped ? rows * cols - 1 - cell : cell;
      return [(d % cols) + 0.5, Math.floor(d / cols) + 0.5];
    };
    const shapes: SVGTemplateResult[] = [];
    // Squares under circles under arrows: an arrow stays readable across a marked square.
    for (const kind of ['square', 'circle', 'arrow'] as const) {
      for (const m of all) if (m.kind === kind) shapes.push(shape(m, at));
    }
    return html`<svg part="marks" class="marks" viewBox="0 0 ${cols} ${rows}" aria-hidden="true" focusable="false">${shapes}</svg>
      <div class="sr-only marks-summary">${this.summary(all)}</div>`;
  }

  /** The marks in words: "Arrows: 32–28, 19–23 (red). Circles: c3." */
  private summary(all: readonly Mark[]): string {
    const w = this.recipe.words;
    const name = (c: number): string => this.recipe.cellName(c);
    const item = (m: Mark): string => {
      const at = m.kind === 'arrow' ? `${name(m.from)}–${name(m.to!)}` : name(m.from);
      return m.color === DEFAULT_MARK_COLOR || m.color === HINT_COLOR ? at : `${at} (${w.t(`color.${m.color as MarkColor}`)})`;
    };
    const parts: string[] = [];
    const group = (key: 'marks.arrows' | 'marks.squares' | 'marks.circles', list: readonly Mark[]): void => {
      if (list.length) parts.push(w.t(key, { list: list.map(item).join(', ') }));
    };
    const own = all.filter((m) => m.color !== HINT_COLOR);
    group('marks.arrows', own.filter((m) => m.kind === 'arrow'));
    group('marks.squares', own.filter((m) => m.kind === 'square'));
    group('marks.circles', own.filter((m) => m.kind === 'circle'));
    const hint = all.filter((m) => m.color === HINT_COLOR);
    if (hint.length) parts.push(w.t('marks.hint', { list: hint.map(item).join(', ') }));
    return parts.map((p) => `${p}.`).join(' ');
  }

  /** The hint as marks: an arrow per leg of the suggested move (a circle when it stays), worked out once per hint. */
  private hintMarks(): readonly Mark[] {
    const move = this.recipe.hint();
    const state = this.recipe.state();
    const seen = this.hintSeen;
    if (seen.move === move && seen.state === state) return seen.marks;
    let marks: Mark[] = [];
    if (move) {
      try {
        const game = this.recipe.game;
        const shape = game.moveShape(state, game.parseMove(state, move));
        const stops = [shape.from, ...shape.path];
        for (let i = 1; i < stops.length; i++) if (stops[i] !== stops[i - 1]) marks.push({ kind: 'arrow', from: stops[i - 1], to: stops[i], color: HINT_COLOR });
        if (marks.length === 0) marks = [{ kind: 'circle', from: shape.from, color: HINT_COLOR }];
      } catch {
        // a hint for another position: nothing to draw
      }
    }
    // No hint keeps one empty list, so a move without a hint leaves the drawing alone.
    this.hintSeen = { state, move, marks: marks.length ? marks : NO_MARKS };
    return this.hintSeen.marks;
  }

  private userMark(m: Mark): void {
    this.user = toggleMark(this.user, m);
    this.version++;
    this.host.requestUpdate();
  }

  // ------------------------------------------------------------ the reader's drawing

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 2) return;
    const cell = this.recipe.eventCell(e);
    this.press = cell === null ? null : { pointerId: e.pointerId, cell, color: colorOf(e) };
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.pointerId || e.button !== 2) return;
    this.press = null;
    const cell = this.recipe.eventCell(e);
    if (cell === null) return;
    this.userMark(cell === p.cell ? { kind: 'circle', from: cell, color: p.color } : { kind: 'arrow', from: p.cell, to: cell, color: p.color });
  };

  /** The right button draws on the board: no menu there (the keyboard's menu key still opens one). */
  private readonly onContextMenu = (e: MouseEvent): void => {
    if (e.button === 2 && this.recipe.eventCell(e) !== null) e.preventDefault();
  };

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const cell = this.recipe.eventCell(e);
    if (cell === null) return;
    if (e.key === 'Escape' && this.keyFrom >= 0) {
      this.keyFrom = -1;
      return;
    }
    if (e.code !== 'KeyM' || e.ctrlKey || e.metaKey || e.repeat) return;
    e.preventDefault();
    const w = this.recipe.words;
    if (this.keyFrom < 0) {
      this.keyFrom = cell;
      this.recipe.announce(w.t('marks.from', { square: this.recipe.cellName(cell) }));
      return;
    }
    const from = this.keyFrom;
    this.keyFrom = -1;
    const color = colorOf(e);
    this.userMark(from === cell ? { kind: 'circle', from, color } : { kind: 'arrow', from, to: cell, color });
    const all = [...this.author, ...this.user];
    this.recipe.announce(all.length ? this.summary(all) : w.t('marks.none'));
  };
}

/** Shift red, Alt blue, both yellow (the analysis boards' convention); green otherwise. */
function colorOf(e: MouseEvent | KeyboardEvent): MarkColor {
  return e.shiftKey ? (e.altKey ? 'yellow' : 'red') : e.altKey ? 'blue' : 'green';
}

const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** One mark in square units; `at` gives a cell's centre as drawn. */
function shape(m: Mark, at: (cell: number) => [number, number]): SVGTemplateResult {
  const [x, y] = at(m.from);
  const cls = `c-${m.color}`;
  if (m.kind === 'square') return svg`<rect class="mark-square ${cls}" data-from=${m.from} x=${x - 0.5} y=${y - 0.5} width="1" height="1"></rect>`;
  if (m.kind === 'circle') return svg`<circle class="mark-circle ${cls}" data-from=${m.from} cx=${x} cy=${y} r=${SHAPE.circleRadius}></circle>`;
  return svg`<polygon class="mark-arrow ${cls}" data-from=${m.from} data-to=${m.to!} points=${arrowPoints([x, y], at(m.to!))}></polygon>`;
}

/** The outline of an arrow from centre to centre: tail, shaft, head, tip (the 4th point), back round the other side. */
export function arrowPoints(a: readonly [number, number], b: readonly [number, number]): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const nx = -uy;
  const ny = ux;
  const tip = [b[0] - ux * SHAPE.tipBack, b[1] - uy * SHAPE.tipBack];
  const neck = [tip[0] - ux * SHAPE.headLength, tip[1] - uy * SHAPE.headLength];
  const side = (p: readonly number[], half: number, sign: number): string => `${r3(p[0] + sign * nx * half)},${r3(p[1] + sign * ny * half)}`;
  return [
    side(a, SHAPE.shaftHalf, 1),
    side(neck, SHAPE.shaftHalf, 1),
    side(neck, SHAPE.headHalf, 1),
    `${r3(tip[0])},${r3(tip[1])}`,
    side(neck, SHAPE.headHalf, -1),
    side(neck, SHAPE.shaftHalf, -1),
    side(a, SHAPE.shaftHalf, -1),
  ].join(' ');
}

/**
 * The layer's look: the four colours (and the hint's) over every theme's squares with a light
 * edge, translucent so the pieces show; on paper, black with dashes telling the colours apart.
 */
export const marksStyles = css`
  .marks {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    z-index: 6;
    overflow: visible;
  }
  .marks .c-green {
    --_mark: var(--octarine-mark-green, #15781b);
  }
  .marks .c-red {
    --_mark: var(--octarine-mark-red, #b3261e);
  }
  .marks .c-blue {
    --_mark: var(--octarine-mark-blue, #1f4fbf);
  }
  .marks .c-yellow {
    --_mark: var(--octarine-mark-yellow, #e3a008);
  }
  .marks .c-hint {
    --_mark: var(--octarine-mark-hint, #8e24aa);
  }
  .mark-arrow {
    fill: var(--_mark);
    fill-opacity: 0.82;
    stroke: rgba(255, 255, 255, 0.75);
    stroke-width: 0.025;
    stroke-linejoin: round;
  }
  .mark-circle {
    fill: none;
    stroke: var(--_mark);
    stroke-opacity: 0.9;
    stroke-width: 0.08;
  }
  .mark-square {
    fill: var(--_mark);
    fill-opacity: 0.42;
  }
  @media print {
    .mark-arrow {
      fill: #000;
      fill-opacity: 1;
      stroke: #fff;
      stroke-width: 0.04;
    }
    .mark-circle,
    .mark-square {
      fill: none;
      stroke: #000;
      stroke-opacity: 1;
      stroke-width: 0.08;
    }
    .mark-circle.c-red,
    .mark-square.c-red {
      stroke-dasharray: 0.16 0.08;
    }
    .mark-circle.c-blue,
    .mark-square.c-blue {
      stroke-dasharray: 0.04 0.08;
    }
    .mark-circle.c-yellow,
    .mark-square.c-yellow {
      stroke-dasharray: 0.16 0.06 0.04 0.06;
    }
    .c-hint.mark-arrow {
      fill: #fff;
      stroke: #000;
      stroke-width: 0.05;
    }
  }
`;
