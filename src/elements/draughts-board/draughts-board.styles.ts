import { css } from 'lit';

/** What draughts adds to the shared board look. */
export const draughtsBoardStyles = css`
  /* A 10×10 board has small squares: field numbers a touch smaller and fainter. */
  .board[style*='--cols:10'] .square[data-field]::after {
    font-size: clamp(6px, calc(100cqw / 10 * 0.17), 11px);
    opacity: 0.85;
  }
`;
