import { css } from 'lit';

/**
 * The move list of a one-player game (Robots, Formula 1): one turn per line. Among the element's own
 * sheets, after the panels' look, which it overrides; the play panel's look comes with the panel
 * (solo-panel.styles.ts, through the element's play-panel.ts).
 */
export const soloMovesStyles = css`
  .moves {
    grid-template-columns: 2.6em 1fr;
  }
`;
