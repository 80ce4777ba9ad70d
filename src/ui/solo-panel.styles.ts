import { css } from 'lit';

/**
 * The play panel of the one-player games (Robots, Formula 1): counters, the outcome
 * banner, the direction pad and the action buttons. `--_pad-cell` and `--_pad-height`
 * size the pad's buttons. Loaded with the panel (solo-panel.ts) and added to the element's
 * sheets then (see `addLateStyles`); the move list's one column of turns is `soloMovesStyles`
 * (solo-moves.styles.ts), among the element's own.
 */
export const soloPanelStyles = css`
  .play-panel {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    border-top: 1px solid var(--_border);
    padding-top: 6px;
  }
  .counters {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    font-variant-numeric: tabular-nums;
  }
  .counters b {
    font-weight: 600;
  }
  .outcome {
    flex-basis: 100%;
    font-size: 15px;
    font-weight: 700;
    padding: 6px 10px;
    border-radius: var(--_radius);
  }
  .outcome.won {
    background: #dcfce7;
    color: #14532d;
  }
  .outcome.lost {
    background: #fee2e2;
    color: #7f1d1d;
  }
  .pad {
    display: grid;
    grid-template-columns: repeat(3, var(--_pad-cell, 40px));
    gap: 3px;
  }
  .pad button,
  .actions button,
  .command button {
    font: inherit;
    min-width: var(--_pad-cell, 40px);
    min-height: var(--_pad-height, 32px);
    border: 1px solid var(--_border);
    border-radius: 6px;
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  .pad .glyph::before {
    content: attr(data-glyph);
  }
  .pad button:hover:not(:disabled),
  .actions button:hover:not(:disabled),
  .command button:hover:not(:disabled) {
    background: var(--_hover);
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .actions button {
    padding: 0 10px;
  }
  .keys-help {
    flex-basis: 100%;
    color: var(--_muted);
    font-size: 12px;
  }
  /* Touch-only screens have no keys to press: the keyboard's help is left out. */
  @media (hover: none) and (pointer: coarse) {
    .keys-help {
      display: none;
    }
  }
  /* What the pieces are: a row of small pictures with their names. */
  .legend {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 13px;
  }
  .legend li {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
  .legend-icon {
    width: 20px;
    height: 20px;
    flex: none;
    border-radius: 3px;
    background: var(--octarine-light-square, #e7e4dc);
    box-shadow: inset 0 0 0 1px rgba(60, 60, 60, 0.2);
  }
  .hint-text {
    color: var(--_t-note);
    font-weight: 600;
  }
`;
