import { css } from 'lit';
import { themed } from '../../ui/styles.js';

/** What Formula 1 adds to the shared board look: asphalt, grass, trucks, the car and a pedal pad. */
export const formulaRoadStyles = css`
  ${themed({
    light: css`
      --_t-light: #8b9098;
      --_t-dark: #4f7a3a;
      --_t-frame: #2f3a2a;
    `,
    dark: css`
      --_t-light: #5d626a;
      --_t-dark: #35542a;
      --_t-frame: #161d14;
    `,
  })}
  :host {
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
  .square.crashed .car-body,
  .square.stalled .car-body {
    fill: #6b7280;
  }
  .boom {
    display: none;
    fill: #f59e0b;
    stroke: #b91c1c;
    stroke-width: 4;
    opacity: 0.9;
  }
  .square.crashed .boom {
    display: inline;
  }
  /* The last move's squares belong to the window before the road scrolled: not marked. */
  .square.last-move > .hl {
    background: transparent;
  }
  .square.last-move > .hl::after {
    content: none;
  }
  :host {
    --_pad-cell: 44px;
    --_pad-height: 34px;
  }
  .pad button.hinted {
    box-shadow: inset 0 0 0 3px #d97706;
    background: #fef3c7;
    color: #3a2a05;
  }
`;
