import { css, type ReactiveElement } from 'lit';
import { addLateStyles } from './late-styles.js';
import { drawWith, Lazy } from './lazy.js';

/** The play panel of the one-player games (solo-panel.ts), with its look: drawn in the status line, so loaded with it. */
export const soloPanel = new Lazy(() => import('./solo-panel.js'));

/** Draws the play panel with `draw` once its module is there, its look added to `host`'s sheets (see `drawWith`). */
export function withSoloPanel(host: ReactiveElement, draw: (m: typeof import('./solo-panel.js')) => unknown): unknown {
  return drawWith(host, soloPanel, (m) => {
    addLateStyles(host.renderRoot, m.soloPanelStyles);
    return draw(m);
  });
}

/**
 * The move list of a one-player game: one turn per line. Among the element's own sheets (after the
 * panels' look, which it overrides), not the play panel's late one.
 */
export const soloMovesStyles = css`
  .moves {
    grid-template-columns: 2.6em 1fr;
  }
`;
