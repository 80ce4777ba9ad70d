import { css } from 'lit';

/**
 * The look every grid game shares. Colours and sizes come from `--octarine-*`
 * custom properties, so a page themes all boards at once; game elements add
 * their own sheet after this one. The properties, as every element's manifest
 * lists them (scripts/analyze.mjs reads this list):
 *
 * @cssprop --octarine-light-square - Light square colour.
 * @cssprop --octarine-dark-square - Dark square colour.
 * @cssprop --octarine-frame - Board frame colour.
 * @cssprop --octarine-frame-width - Board frame width.
 * @cssprop --octarine-board-size - Board width limit (the board keeps its aspect ratio).
 * @cssprop --octarine-white-piece - Fill of the first side's pieces.
 * @cssprop --octarine-white-piece-edge - Edge of the first side's pieces.
 * @cssprop --octarine-black-piece - Fill of the second side's pieces.
 * @cssprop --octarine-black-piece-edge - Edge of the second side's pieces.
 * @cssprop --octarine-king-mark - Crown colour of kings.
 * @cssprop --octarine-highlight - Selected and entered squares.
 * @cssprop --octarine-last-move - Squares of the last move.
 * @cssprop --octarine-target - Legal-target dots and rings.
 * @cssprop --octarine-captured - Marks of pieces taken by the last move.
 * @cssprop --octarine-coordinate-on-light - Coordinates on light squares.
 * @cssprop --octarine-coordinate-on-dark - Coordinates on dark squares.
 * @cssprop --octarine-focus - Keyboard focus ring.
 * @cssprop --octarine-accent - Accent (current move, entered squares).
 * @cssprop --octarine-text - Text colour.
 * @cssprop --octarine-muted - Secondary text colour.
 * @cssprop --octarine-surface - Background of status, toolbar buttons and panel.
 * @cssprop --octarine-border - Borders of status, buttons and panel.
 * @cssprop --octarine-hover - Button hover background.
 * @cssprop --octarine-error - Error text colour.
 * @cssprop --octarine-radius - Corner radius.
 * @cssprop --octarine-font - Font shorthand of the UI.
 * @cssprop --octarine-history-height - Maximum height of the move list.
 */
export const gridGameStyles = css`
  :host {
    --_light: var(--octarine-light-square, #f0dcbb);
    --_dark: var(--octarine-dark-square, #a4704a);
    --_frame: var(--octarine-frame, #5a3a26);
    --_hl: var(--octarine-highlight, rgba(255, 208, 40, 0.55));
    --_last: var(--octarine-last-move, rgba(155, 199, 0, 0.42));
    --_target: var(--octarine-target, rgba(28, 96, 48, 0.6));
    --_captured: var(--octarine-captured, rgba(196, 43, 28, 0.7));
    --_focus: var(--octarine-focus, #2563eb);
    --_text: var(--octarine-text, #1f2328);
    --_muted: var(--octarine-muted, #57606a);
    --_surface: var(--octarine-surface, #ffffff);
    --_border: var(--octarine-border, #d0d7de);
    --_accent: var(--octarine-accent, #2563eb);
    --_error: var(--octarine-error, #b42318);
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
    width: min(100%, var(--octarine-board-size, 100%));
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
    outline: none;
  }
  .square.dark {
    background: var(--_dark);
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
  .last-move > .hl {
    background: var(--_last);
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

  /* coordinates: drawn from data attributes so they never enter the accessible name */
  .square[data-file]::after,
  .square[data-rank]::before,
  .square[data-field]::after {
    position: absolute;
    font-size: clamp(7px, calc(100cqw / var(--cols) * 0.2), 13px);
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
    color: var(--octarine-coordinate-on-light, var(--_dark));
  }
  .square.dark::after,
  .square.dark::before {
    color: var(--octarine-coordinate-on-dark, var(--_light));
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
    filter: drop-shadow(0 1px 1.5px rgba(0, 0, 0, 0.35));
    overflow: visible;
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
    --_fill: var(--octarine-white-piece, #f7f2e6);
    --_edge: var(--octarine-white-piece-edge, #a89878);
    --_ring: rgba(90, 70, 40, 0.22);
  }
  .piece.side-1 {
    --_fill: var(--octarine-black-piece, #2f2a26);
    --_edge: var(--octarine-black-piece-edge, #0f0c0a);
    --_ring: rgba(255, 255, 255, 0.16);
  }
  .p-edge {
    fill: var(--_edge);
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
  .p-crown {
    fill: var(--octarine-king-mark, #d8a32b);
    stroke: rgba(60, 40, 0, 0.55);
    stroke-width: 1.5;
    stroke-linejoin: round;
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
    filter: drop-shadow(0 6px 6px rgba(0, 0, 0, 0.35));
  }

  /* ---- status */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 14px;
    min-height: 24px;
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-size: 13px;
  }
  .status .rules {
    font-weight: 600;
  }
  .status .muted {
    color: var(--_muted);
  }
  .status .turn,
  .status .result {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  .swatch {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 1px solid rgba(0, 0, 0, 0.5);
    flex: none;
  }
  .swatch.side-0 {
    background: var(--octarine-white-piece, #f7f2e6);
  }
  .swatch.side-1 {
    background: var(--octarine-black-piece, #2f2a26);
  }
  .status .entered {
    font-variant-numeric: tabular-nums;
    color: var(--_accent);
    font-weight: 600;
  }
  .status .error {
    color: var(--_error);
    font-weight: 600;
  }
  .thinking {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: var(--_muted);
  }
  .spinner {
    width: 12px;
    height: 12px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: octarine-spin 0.8s linear infinite;
  }
  @keyframes octarine-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .tray {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  .tray-group {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    font-variant-numeric: tabular-nums;
  }
  .tray .piece {
    position: static;
    width: 16px;
    height: 16px;
    filter: none;
  }

  /* ---- toolbar */
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
  }
  .group {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .group:empty {
    display: none;
  }
  .settings {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 16px;
  }
  button,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 34px;
    height: 34px;
    padding: 0 8px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    cursor: pointer;
    transition: background-color 0.12s, border-color 0.12s;
  }
  .btn:hover:not(:disabled) {
    background: var(--octarine-hover, #f3f4f6);
    border-color: var(--_muted);
  }
  .btn:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  .move:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .btn:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .btn svg {
    width: 18px;
    height: 18px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .btn.text {
    padding: 0 12px;
  }
  .field {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 13px;
    color: var(--_muted);
  }
  select {
    height: 34px;
    padding: 0 6px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }

  /* ---- history panel */
  .panel {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    min-width: 0;
  }
  .panel h2 {
    margin: 0;
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: var(--_muted);
  }
  .moves {
    display: grid;
    grid-template-columns: 2.6em 1fr 1fr;
    align-content: start;
    gap: 1px 4px;
    max-height: var(--octarine-history-height, 260px);
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    font-variant-numeric: tabular-nums;
  }
  .moves li {
    display: contents;
  }
  .moves .num {
    color: var(--_muted);
    text-align: right;
    padding: 3px 0;
  }
  .move {
    border: 0;
    border-radius: 4px;
    background: none;
    padding: 3px 6px;
    text-align: left;
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .move:hover {
    background: var(--octarine-hover, #f3f4f6);
  }
  .move[aria-current='step'] {
    background: var(--_accent);
    color: #fff;
  }
  .move.future {
    color: var(--_muted);
  }
  .empty-note {
    color: var(--_muted);
    font-size: 13px;
  }
  textarea {
    width: 100%;
    min-height: 64px;
    resize: vertical;
    padding: 6px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace;
  }
  .record-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  label.block {
    font-size: 13px;
    color: var(--_muted);
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

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
    .btn {
      transition: none;
    }
  }
`;
