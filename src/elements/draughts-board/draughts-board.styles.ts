import { css } from 'lit';

/** What draughts adds to the shared board look. */
export const draughtsBoardStyles = css`
  /* Field numbers (numeric coordinates, as on a 10×10 board) sit on small squares: a touch smaller. */
  .square[data-field]::after {
    font-size: clamp(6px, calc(100cqw / var(--cols) * 0.17), 11px);
  }
`;
