import { css } from 'lit';

/** What Formula 1 adds to the shared board look: asphalt, grass, trucks, the car and a pedal pad. */
export const formulaRoadStyles = css`
  :host {
    --octarine-light-square: #8b9098;
    --octarine-dark-square: #4f7a3a;
    --octarine-frame: #2f3a2a;
    --octarine-board-size: 520px;
  }
  .square.playable {
    background-image: linear-gradient(90deg, rgba(255, 255, 255, 0.18) 0 2px, transparent 2px);
  }
  .square.dark {
    background-image: radial-gradient(circle at 30% 40%, rgba(255, 255, 255, 0.08) 0 8%, transparent 9%),
      radial-gradient(circle at 70% 75%, rgba(0, 0, 0, 0.08) 0 7%, transparent 8%);
  }
  .t-body {
    fill: var(--formula-truck, #b45309);
    stroke: #431407;
    stroke-width: 4;
  }
  .t-cab {
    fill: #fde68a;
    stroke: #431407;
    stroke-width: 4;
  }
  .car-body {
    fill: var(--formula-car, #dc2626);
    stroke: #450a0a;
    stroke-width: 4;
  }
  .car-wheel {
    fill: #111827;
  }
  .car-pilot {
    fill: #fbbf24;
    stroke: #450a0a;
    stroke-width: 3;
  }
  .crashed .car-body {
    fill: #6b7280;
  }
  .boom {
    fill: #f59e0b;
    stroke: #b91c1c;
    stroke-width: 4;
    opacity: 0.9;
  }
  /* The last move's squares belong to the window before the road scrolled: not marked. */
  .square.last-move > .hl {
    background: transparent;
  }
  /* One player: one turn per line of the move list. */
  .moves {
    grid-template-columns: 2.6em 1fr;
  }
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
    grid-template-columns: repeat(3, 44px);
    gap: 3px;
  }
  .pad button,
  .actions button {
    font: inherit;
    min-width: 44px;
    min-height: 34px;
    border: 1px solid var(--_border);
    border-radius: 6px;
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
  }
  .pad button:hover:not(:disabled),
  .actions button:hover:not(:disabled) {
    background: var(--octarine-hover, #f3f4f6);
  }
  .pad button.hinted {
    box-shadow: inset 0 0 0 3px #d97706;
    background: #fef3c7;
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
  .hint-text {
    color: #92400e;
    font-weight: 600;
  }
`;
