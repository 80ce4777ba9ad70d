import { css } from 'lit';
import { gameOverStyles } from './game-over.styles.js';

/**
 * The look of the parts that load a turn after the board (src/ui/panels.ts): the toolbar and its
 * buttons and settings, the move list and the record box, the game-over banner. They come with
 * those parts' module and are added to the element's sheets then (see `addLateStyles`), so a
 * diagram without controls never downloads them. The puzzle bar (src/ui/puzzle.ts) uses the buttons too.
 */
export const panelStyles = css`
  ${gameOverStyles}
  /* ---- toolbar */
  /* Buttons and settings share a row when there is room (a shorter element), and wrap on phones. */
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
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
    background: var(--_hover);
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
    /* As wide as its text: the current move's mark is a chip, not a bar across the column. */
    justify-self: start;
    max-width: 100%;
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
    background: var(--_hover);
  }
  .move[aria-current='step'] {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .move.future {
    color: var(--_muted);
  }
  .empty-note {
    color: var(--_muted);
    font-size: 13px;
  }
  /* A side line sits under the row of the move it replaces, across the columns (issue 17). */
  .moves li.side-line {
    display: block;
    grid-column: 1 / -1;
    padding-left: 2.6em;
  }
  .side .move {
    padding: 1px 3px;
  }
  textarea {
    width: 100%;
    min-height: 3.2em;
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


  @media (prefers-reduced-motion: reduce) {
    .btn {
      transition: none;
    }
  }
`;

/** The puzzle bar (src/ui/puzzle.ts), loaded with it. */
export const puzzleStyles = css`
  /* The task, the verdict on the last try, its buttons. */
  .puzzle {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-left: 4px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-size: 13px;
  }
  .puzzle-task {
    font-weight: 600;
  }
  .puzzle-note:empty {
    display: none;
  }
  .puzzle[data-phase='wrong'] .puzzle-note {
    font-weight: 600;
    color: var(--_error);
  }
  .puzzle[data-phase='solved'] {
    border-left-width: 8px;
  }
  .puzzle[data-phase='solved'] .puzzle-note {
    font-weight: 700;
  }
  .puzzle[data-phase='solved'] .puzzle-note::before {
    content: '✓ ';
  }
`;
