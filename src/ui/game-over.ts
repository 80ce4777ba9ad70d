import { html, nothing, type TemplateResult } from 'lit';
import type { Localize } from './localize.js';

/** What the game-over banner shows and does. */
export interface GameOverView {
  /** The result in words ("Black wins: no moves"). */
  readonly result: string;
  /** The edge of the board it sits at: away from the deciding move, which stays in sight. */
  readonly edge: 'top' | 'bottom';
  /** No fade in: the element's moves are not animated either (`animation="0"`). */
  readonly still: boolean;
  readonly newGame: () => void;
  readonly review: () => void;
}

/**
 * The banner over a finished game's board: the result and its reason, "New game" and "Review"
 * (which puts it away and goes to the start, to step through the game). It is not a live region:
 * the result is announced once, with the move that ended the game.
 */
export class GameOverBanner<S> {
  /** The finished position whose banner was put away. */
  private reviewed: S | null = null;

  /** The banner for `state`, or nothing when it was put away (or there is no result). */
  render(state: S, view: GameOverView | null, l: Localize<string>): TemplateResult | typeof nothing {
    if (!view || this.reviewed === state) return nothing;
    const review = (): void => {
      this.reviewed = state;
      view.review();
    };
    return html`<div part="game-over" class="game-over at-${view.edge} ${view.still ? 'still' : ''}" role="group" aria-label=${l.t('gameOver')}>
      <div class="game-over-card">
        <strong class="game-over-title">${l.t('gameOver')}</strong>
        <span class="game-over-result">${view.result}</span>
        <span class="game-over-actions">
          <button class="btn text primary" type="button" @click=${view.newGame}>${l.t('newGame')}</button>
          <button class="btn text" type="button" @click=${review}>${l.t('review')}</button>
        </span>
      </div>
    </div>`;
  }
}
