import { css, type CSSResult } from 'lit';

/**
 * The three themes, as values of the internal `--_t-*` tokens that the public `--octarine-*`
 * properties fall back to (a page's property always wins over a theme). `light` is the default;
 * `dark` applies under `prefers-color-scheme: dark` unless the element has a `theme` attribute;
 * `theme="light"`, `theme="dark"` and `theme="wood"` pick one. Text colours keep a contrast of at
 * least 4.5:1 on their surfaces in every theme.
 */
export const LIGHT_THEME = css`
  color-scheme: light;
  --_t-background: transparent;
  --_t-light: #f0dcbb;
  --_t-dark: #9c6945;
  --_t-frame: #5a3a26;
  --_t-coord-on-light: #5e3a22;
  --_t-coord-on-dark: #ffffff;
  --_t-grain: none;
  --_t-grain-dark: none;
  --_t-white: #f7f2e6;
  --_t-white-edge: #a08f6e;
  --_t-black: #2f2a26;
  --_t-black-edge: #0f0c0a;
  --_t-king: #e2ad2b;
  --_t-hl: rgba(255, 208, 40, 0.55);
  --_t-last: rgba(155, 199, 0, 0.16);
  --_t-last-ring: #7fb800;
  --_t-target: rgba(28, 96, 48, 0.6);
  --_t-captured: rgba(196, 43, 28, 0.75);
  --_t-focus: #2563eb;
  --_t-text: #1f2328;
  --_t-muted: #57606a;
  --_t-surface: #ffffff;
  --_t-border: #d0d7de;
  --_t-hover: #f3f4f6;
  --_t-accent: #2563eb;
  --_t-on-accent: #ffffff;
  --_t-error: #b42318;
  --_t-error-bg: #fef3f2;
  /* Notes and hints in words (the one-player games' panel): amber, as their hint marks. */
  --_t-note: #92400e;
`;

/** Dark: dimmed squares and pieces that keep their contrast, panels and text after GitHub's dark palette. */
export const DARK_THEME = css`
  color-scheme: dark;
  --_t-background: #0d1117;
  --_t-light: #c2a57e;
  --_t-dark: #7c5236;
  --_t-frame: #2b1d14;
  --_t-coord-on-light: #4a301d;
  --_t-coord-on-dark: #ffffff;
  --_t-white: #ece5d6;
  --_t-white-edge: #8a7a5e;
  --_t-black: #24201d;
  --_t-black-edge: #000000;
  --_t-king: #f0bd3c;
  --_t-hl: rgba(255, 208, 40, 0.5);
  --_t-last: rgba(190, 235, 40, 0.12);
  --_t-last-ring: #b7ea2a;
  --_t-target: rgba(14, 60, 28, 0.72);
  --_t-captured: rgba(255, 120, 100, 0.9);
  --_t-focus: #58a6ff;
  --_t-text: #e6edf3;
  --_t-muted: #9198a1;
  --_t-surface: #161b22;
  --_t-border: #3d444d;
  --_t-hover: #262c36;
  --_t-accent: #58a6ff;
  --_t-on-accent: #0d1117;
  --_t-error: #ff8e86;
  --_t-error-bg: #3b1719;
  --_t-note: #e3b341;
`;

/** Wood: grained maple and walnut squares in a dark wooden frame, boxwood and rosewood pieces, parchment panels. */
export const WOOD_THEME = css`
  color-scheme: light;
  --_t-background: transparent;
  --_t-light: #e6c391;
  --_t-dark: #8e5a2f;
  --_t-frame: #3f2413;
  --_t-coord-on-light: #5a3518;
  --_t-coord-on-dark: #fff6e8;
  --_t-grain: repeating-linear-gradient(
      97deg,
      rgba(120, 70, 20, 0.1) 0 1px,
      transparent 1px 5px,
      rgba(120, 70, 20, 0.06) 5px 7px,
      transparent 7px 11px
    ),
    linear-gradient(180deg, rgba(255, 255, 255, 0.12), rgba(0, 0, 0, 0.06));
  --_t-grain-dark: repeating-linear-gradient(
      7deg,
      rgba(40, 15, 0, 0.16) 0 1px,
      transparent 1px 4px,
      rgba(40, 15, 0, 0.1) 4px 6px,
      transparent 6px 10px
    ),
    linear-gradient(90deg, rgba(255, 255, 255, 0.06), rgba(0, 0, 0, 0.1));
  --_t-frame-grain: repeating-linear-gradient(
    100deg,
    rgba(0, 0, 0, 0.18) 0 2px,
    transparent 2px 7px,
    rgba(255, 255, 255, 0.05) 7px 9px,
    transparent 9px 15px
  );
  --_t-white: #f3dfb6;
  --_t-white-edge: #9a7343;
  --_t-black: #4a2116;
  --_t-black-edge: #1e0904;
  --_t-king: #f2c14e;
  --_t-hl: rgba(255, 214, 90, 0.55);
  --_t-last: rgba(255, 244, 200, 0.22);
  --_t-last-ring: #2f7d5b;
  --_t-target: rgba(36, 84, 40, 0.62);
  --_t-captured: rgba(170, 30, 20, 0.8);
  --_t-focus: #8a3b12;
  --_t-text: #3a2516;
  --_t-muted: #6e5139;
  --_t-surface: #fbf4e6;
  --_t-border: #d8bf9a;
  --_t-hover: #f3e4c8;
  --_t-accent: #8a3b12;
  --_t-on-accent: #ffffff;
  --_t-error: #9f1c12;
  --_t-error-bg: #fdebe3;
`;

/** A game's (or the kit's) token values per theme, written as `:host` rules: `wood` may be left out (the kit's wood then applies). */
export interface ThemeTokens {
  readonly light: CSSResult;
  readonly dark: CSSResult;
  readonly wood?: CSSResult;
}

/**
 * `:host` rules giving each theme its token values. Later sheets (a game's) win over earlier ones
 * for the same theme, so a game re-colours its own board in all three themes.
 */
export function themed(t: ThemeTokens): CSSResult {
  return css`
    :host {
      ${t.light}
    }
    :host([theme='dark']) {
      ${t.dark}
    }
    @media (prefers-color-scheme: dark) {
      :host(:not([theme='light']):not([theme='wood'])) {
        ${t.dark}
      }
    }
    ${t.wood
      ? css`
          :host([theme='wood']) {
            ${t.wood}
          }
        `
      : css``}
  `;
}


/**
 * The look every grid game shares. Colours and sizes come from `--octarine-*`
 * custom properties, so a page themes all boards at once; each falls back to
 * the element's theme (light, dark or wood, see `themed`). Game elements add
 * their own sheet after this one. The properties, as every element's manifest
 * lists them (scripts/analyze.mjs reads this list):
 *
 * @cssprop --octarine-light-square - Light square colour.
 * @cssprop --octarine-dark-square - Dark square colour.
 * @cssprop --octarine-frame - Board frame colour.
 * @cssprop --octarine-frame-width - Board frame width.
 * @cssprop --octarine-board-size - Board width limit (the board keeps its aspect ratio).
 * @cssprop --octarine-board-height - Board height limit; by default the viewport's height less room for the status line and toolbar, so the whole element fits on screen.
 * @cssprop --octarine-white-piece - Fill of the first side's pieces.
 * @cssprop --octarine-white-piece-edge - Edge of the first side's pieces.
 * @cssprop --octarine-black-piece - Fill of the second side's pieces.
 * @cssprop --octarine-black-piece-edge - Edge of the second side's pieces.
 * @cssprop --octarine-king-mark - Crown colour of kings.
 * @cssprop --octarine-highlight - Selected and entered squares.
 * @cssprop --octarine-last-move - Tint of the last move's squares.
 * @cssprop --octarine-last-move-ring - Ring round the last move's squares.
 * @cssprop --octarine-target - Legal-target dots and rings.
 * @cssprop --octarine-captured - Marks of pieces taken by the last move.
 * @cssprop --octarine-coordinate-on-light - Coordinates on light squares.
 * @cssprop --octarine-coordinate-on-dark - Coordinates on dark squares.
 * @cssprop --octarine-focus - Keyboard focus ring.
 * @cssprop --octarine-accent - Accent (current move, entered squares).
 * @cssprop --octarine-on-accent - Text on the accent colour.
 * @cssprop --octarine-text - Text colour.
 * @cssprop --octarine-muted - Secondary text colour.
 * @cssprop --octarine-surface - Background of status, toolbar buttons and panel.
 * @cssprop --octarine-border - Borders of status, buttons and panel.
 * @cssprop --octarine-hover - Button hover background.
 * @cssprop --octarine-error - Error text and border colour.
 * @cssprop --octarine-error-background - Background of the error banner.
 * @cssprop --octarine-background - The element's own background: transparent in the light and wood themes, dark in the dark theme.
 * @cssprop --octarine-radius - Corner radius.
 * @cssprop --octarine-font - Font shorthand of the UI.
 * @cssprop --octarine-history-height - Maximum height of the move list.
 * @cssprop --octarine-mark-green - Green marks (arrows, circles, squares drawn over the board).
 * @cssprop --octarine-mark-red - Red marks.
 * @cssprop --octarine-mark-blue - Blue marks.
 * @cssprop --octarine-mark-yellow - Yellow marks.
 * @cssprop --octarine-mark-hint - The hint's arrow.
 */
export const gridGameStyles = css`
  :host {
    --_light: var(--octarine-light-square, var(--_t-light));
    --_dark: var(--octarine-dark-square, var(--_t-dark));
    --_frame: var(--octarine-frame, var(--_t-frame));
    --_white: var(--octarine-white-piece, var(--_t-white));
    --_white-edge: var(--octarine-white-piece-edge, var(--_t-white-edge));
    --_black: var(--octarine-black-piece, var(--_t-black));
    --_black-edge: var(--octarine-black-piece-edge, var(--_t-black-edge));
    --_king: var(--octarine-king-mark, var(--_t-king));
    --_hl: var(--octarine-highlight, var(--_t-hl));
    --_last: var(--octarine-last-move, var(--_t-last));
    --_last-ring: var(--octarine-last-move-ring, var(--_t-last-ring));
    --_target: var(--octarine-target, var(--_t-target));
    --_captured: var(--octarine-captured, var(--_t-captured));
    --_focus: var(--octarine-focus, var(--_t-focus));
    --_text: var(--octarine-text, var(--_t-text));
    --_muted: var(--octarine-muted, var(--_t-muted));
    --_surface: var(--octarine-surface, var(--_t-surface));
    --_border: var(--octarine-border, var(--_t-border));
    --_hover: var(--octarine-hover, var(--_t-hover));
    --_accent: var(--octarine-accent, var(--_t-accent));
    --_on-accent: var(--octarine-on-accent, var(--_t-on-accent));
    --_error: var(--octarine-error, var(--_t-error));
    --_error-bg: var(--octarine-error-background, var(--_t-error-bg));
    --_coord-on-light: var(--octarine-coordinate-on-light, var(--_t-coord-on-light, var(--_dark)));
    --_coord-on-dark: var(--octarine-coordinate-on-dark, var(--_t-coord-on-dark, var(--_light)));
    background: var(--octarine-background, var(--_t-background));
    --_radius: var(--octarine-radius, 8px);
    display: block;
    max-width: 100%;
    container-type: inline-size;
    /* A board off screen costs no style, layout or paint until it scrolls near (a long blog page). */
    content-visibility: auto;
    contain-intrinsic-block-size: auto 480px;
    color: var(--_text);
    font: var(--octarine-font, 14px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    -webkit-tap-highlight-color: transparent;
  }
  ${themed({ light: LIGHT_THEME, dark: DARK_THEME, wood: WOOD_THEME })}
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }

  .layout {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 10px;
    align-items: start;
  }
  @container (min-width: 680px) {
    .layout.with-panel {
      grid-template-columns: minmax(0, 1fr) minmax(180px, 240px);
    }
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }

  /* ---- board */
  .frame {
    /* As wide as the container allows, and short enough that the status line and toolbar fit the viewport too. */
    width: min(100%, var(--octarine-board-size, 100%), calc(var(--octarine-board-height, 100svh - 11rem) * var(--cols) / var(--rows)));
    min-width: min(100%, 12rem);
    margin-inline: auto;
    padding: var(--octarine-frame-width, 6px);
    background: var(--_frame);
    border-radius: var(--_radius);
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2), 0 6px 18px rgba(0, 0, 0, 0.12);
  }
  .board-wrap {
    position: relative;
  }
  .board {
    /* Squares are 100cqw / cols wide: the animator moves pieces in these units, reading no layout. */
    container-type: inline-size;
    position: relative;
    display: grid;
    grid-template-rows: repeat(var(--rows), minmax(0, 1fr));
    aspect-ratio: var(--cols) / var(--rows);
    width: 100%;
    user-select: none;
    -webkit-user-select: none;
    border-radius: 2px;
    overflow: hidden;
    outline: none;
  }
  /* Only a press on a piece that can move starts a drag; elsewhere a swipe still scrolls the page. */
  .board.interactive .square.movable,
  .board.interactive .square.selected {
    touch-action: none;
  }
  .row {
    display: grid;
    grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
    min-height: 0;
  }
  .square {
    position: relative;
    min-width: 0;
    min-height: 0;
    background: var(--_light);
    background-image: var(--_t-grain);
    outline: none;
  }
  .square.dark {
    background: var(--_dark);
    background-image: var(--_t-grain-dark);
  }
  .square.cut {
    background: transparent;
    visibility: hidden;
  }
  .square:focus-visible {
    box-shadow: inset 0 0 0 3px var(--_focus);
    z-index: 3;
  }
  .interactive .square.movable {
    cursor: grab;
  }
  .interactive .square.target,
  .interactive .square.final,
  .interactive .square.selected {
    cursor: pointer;
  }
  .hl {
    position: absolute;
    inset: 0;
    pointer-events: none;
  }
  /* The last move: a light tint under the piece and an inner ring over it (a tint alone vanishes
     on some squares, and a piece that fills its square would hide a ring under it). */
  .last-move > .hl {
    background: var(--_last);
  }
  .last-move > .hl::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 3;
    pointer-events: none;
    --_w: var(--_last-width, clamp(2px, calc(100cqw / var(--cols) * 0.07), 4px));
    box-shadow: inset 0 0 0 var(--_w) var(--_last-ring), inset 0 0 0 calc(var(--_w) + 1px) rgba(0, 0, 0, 0.3);
  }
  .selected > .hl,
  .entered > .hl {
    background: var(--_hl);
  }
  .square.captured::before {
    content: '';
    position: absolute;
    inset: 14%;
    border: 2px dashed var(--_captured);
    border-radius: 50%;
    pointer-events: none;
  }

  /* coordinates: drawn from data attributes so they never enter the accessible name (axe does not
     read them either: tests/elements/contrast.test.ts checks their 4.5:1 on the squares) */
  .square[data-file]::after,
  .square[data-rank]::before,
  .square[data-field]::after {
    position: absolute;
    font-size: clamp(8px, calc(100cqw / var(--cols) * 0.24), 13px);
    font-weight: 600;
    line-height: 1;
    pointer-events: none;
    z-index: 1;
  }
  .square[data-file]::after {
    content: attr(data-file);
    right: 4%;
    bottom: 4%;
  }
  .square[data-rank]::before {
    content: attr(data-rank);
    left: 4%;
    top: 4%;
  }
  .square[data-field]::after {
    content: attr(data-field);
    left: 5%;
    top: 4%;
    font-weight: 500;
  }
  .square.light::after,
  .square.light::before {
    color: var(--_coord-on-light);
  }
  .square.dark::after,
  .square.dark::before {
    color: var(--_coord-on-dark);
  }
  .square.captured::before {
    color: transparent;
  }

  /* ---- pieces */
  .piece {
    position: absolute;
    inset: 7%;
    width: 86%;
    height: 86%;
    pointer-events: none;
    z-index: 2;
    overflow: visible;
  }
  /* The shadow: the piece's own drawing, dark and lower (renderPiece). Colours with alpha, not opacity, which
     would make each piece an effect of its own to composite. */
  .p-cast {
    translate: 0 3.5px;
  }
  .p-cast * {
    fill: #0003 !important;
    stroke: none !important;
  }
  /* No shadow: for letters (HTML in a foreignObject: unseen under the piece, and a layout saved), a diagram's
     pieces, which lie flat (a printed diagram has none anyway), and the ghosts of taken pieces. */
  .p-cast foreignObject,
  :host([readonly]) .board .p-cast,
  .ghost .p-cast {
    display: none;
  }
  .piece.moving {
    z-index: 10;
  }
  .piece.lifted {
    opacity: 0.3;
  }
  /* The animator's layer: pieces a move takes off, fading where they stood. */
  .motion {
    position: absolute;
    inset: 0;
    pointer-events: none;
    z-index: 5;
  }
  .motion .ghost {
    position: absolute;
  }
  .piece.side-0 {
    --_fill: var(--_white);
    --_edge: var(--_white-edge);
    --_ring: rgba(90, 70, 40, 0.24);
    --_shine: rgba(255, 255, 255, 0.75);
    --_shade: rgba(60, 40, 10, 0.16);
  }
  .piece.side-1 {
    --_fill: var(--_black);
    --_edge: var(--_black-edge);
    --_ring: rgba(255, 255, 255, 0.2);
    --_shine: rgba(255, 255, 255, 0.3);
    --_shade: rgba(0, 0, 0, 0.35);
  }
  .p-edge {
    fill: var(--_edge);
    stroke: var(--_ring);
    stroke-width: 1.5;
  }
  .p-body {
    fill: var(--_fill);
    stroke: var(--_edge);
    stroke-width: 2;
  }
  .p-ring {
    fill: none;
    stroke: var(--_ring);
    stroke-width: 2.5;
  }
  /* Depth: a light arc on the upper left, a shade on the lower right (drawn by every game's pieces). */
  .p-shine {
    fill: none;
    stroke: var(--_shine);
    stroke-width: 3.5;
    stroke-linecap: round;
  }
  .p-shade {
    fill: none;
    stroke: var(--_shade);
    stroke-width: 4;
    stroke-linecap: round;
  }
  .p-crown {
    fill: var(--_king);
    stroke: #3d2800;
    stroke-width: 3;
    stroke-linejoin: round;
    paint-order: stroke;
  }
  .p-jewel {
    fill: #3d2800;
  }
  .p-letter {
    font: 700 34px system-ui, sans-serif;
    fill: var(--_edge);
  }
  .mark {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    z-index: 4;
  }
  .mark .dot {
    fill: var(--_target);
  }
  .mark .ring {
    fill: none;
    stroke: var(--_target);
    stroke-width: 5;
  }
  .drag-ghost {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
    z-index: 20;
  }
  .drag-ghost .piece {
    inset: 0;
    width: 100%;
    height: 100%;
    transform: scale(1.08);
  }

  /* Printed (a lesson, a puzzle sheet): the board and its words, none of the controls; the squares'
     colours kept (browsers drop backgrounds when printing), panels in black on white. */
  @media print {
    .controls,
    .panel,
    .puzzle button,
    .drag-ghost,
    .motion {
      display: none !important;
    }
    .board {
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
    .puzzle,
    .comment {
      color: #000;
      background: #fff;
      border-color: #000;
      box-shadow: none;
    }
    .layout.with-panel {
      grid-template-columns: 1fr;
    }
  }

  .frame {
    background-image: var(--_t-frame-grain, none);
  }

  .comment {
    padding: 6px 10px;
    border-left: 3px solid var(--_accent);
    background: var(--_surface);
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  ::slotted([slot^='ply-']) {
    margin: 0;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
