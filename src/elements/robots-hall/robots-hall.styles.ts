import { css } from 'lit';
import { themed } from '../../ui/styles.js';

/** What Robots adds to the shared board look: a grey hall, holes, robots, the exit and the controls. */
export const robotsHallStyles = css`
  ${themed({
    light: css`
      --_t-light: #e7e4dc;
      --_t-dark: #d8d3c6;
      --_t-frame: #3f4652;
    `,
    dark: css`
      --_t-light: #3a3f47;
      --_t-dark: #33373e;
      --_t-frame: #1c2026;
    `,
  })}
  :host {
    --octarine-board-size: 760px;
  }
  .square {
    box-shadow: inset 0 0 0 0.5px rgba(60, 60, 60, 0.16);
  }
  .piece.kind-crevasse {
    inset: 0;
    width: 100%;
    height: 100%;
  }
  /* Holes in the floor and the way out cast no shadow. */
  .piece.kind-crevasse .p-cast,
  .piece.kind-exit .p-cast {
    display: none;
  }
  .c-hole {
    fill: #1d1b1a;
  }
  .c-lip {
    fill: #4a4440;
  }
  .r-body {
    fill: var(--robots-robot, #6b7280);
    stroke: #2b2f36;
    stroke-width: 4;
  }
  .r-eye {
    fill: var(--robots-robot-eye, #f59e0b);
  }
  .r-ant {
    stroke: #2b2f36;
    stroke-width: 4;
    stroke-linecap: round;
  }
  .p-head,
  .p-torso {
    fill: var(--robots-player, #2563eb);
    stroke: #1e3a8a;
    stroke-width: 4;
  }
  .x-door {
    fill: var(--robots-exit, #15803d);
  }
  .x-arrow {
    fill: none;
    stroke: #fff;
    stroke-width: 8;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  /* Marks: where the player may step, robots marked for disintegration, the computer's hint. */
  .square.step {
    background-image: radial-gradient(circle, rgba(37, 99, 235, 0.42) 0 17%, transparent 19%);
    cursor: pointer;
  }
  .square.zappable {
    cursor: crosshair;
    outline: 2px dashed rgba(220, 38, 38, 0.65);
    outline-offset: -4px;
  }
  .square.zap {
    box-shadow: inset 0 0 0 3px #dc2626;
    background: rgba(220, 38, 38, 0.18);
  }
  .square.hint {
    box-shadow: inset 0 0 0 3px #d97706;
    background-color: rgba(245, 158, 11, 0.28);
  }
  .square.zap.hint {
    box-shadow: inset 0 0 0 3px #dc2626, inset 0 0 0 6px #d97706;
  }
  :host {
    --_pad-cell: 34px;
    --_pad-height: 30px;
  }
  .pad button.armed {
    background: #fee2e2;
    border-color: #dc2626;
    color: #3b0a0a;
  }
  .command {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .command input {
    font: 13px ui-monospace, SFMono-Regular, Menlo, monospace;
    width: 10em;
    padding: 5px 6px;
    border: 1px solid var(--_border);
    border-radius: 6px;
  }
`;
