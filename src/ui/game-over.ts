import { css, html, nothing, type TemplateResult } from 'lit';
import type { Localize } from './localize.js';

/** What the game-over banner shows and does. */
export interface GameOverView {
  /** The result in words ("Black wins: no moves"). */
  readonly result: string;
  /** The edge of the board it sits at: away from the deciding move, which stays in sight. */
  readonly edge: 'top' | 'bottom';
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
    return html`<div part="game-over" class="game-over at-${view.edge}" role="group" aria-label=${l.t('gameOver')}>
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

export const gameOverStyles = css`
  .game-over {
    position: absolute;
    inset: 0;
    z-index: 15;
    display: grid;
    justify-items: center;
    padding: 3%;
    pointer-events: none;
    animation: octarine-banner-in 0.3s ease-out 0.25s both;
  }
  .game-over.at-top {
    align-items: start;
  }
  .game-over.at-bottom {
    align-items: end;
  }
  .game-over-card {
    pointer-events: auto;
    display: grid;
    justify-items: center;
    gap: 6px;
    max-width: 100%;
    padding: 10px 16px;
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    background: var(--_surface);
    color: var(--_text);
    box-shadow: 0 8px 28px rgba(0, 0, 0, 0.35);
    text-align: center;
  }
  .game-over-title {
    font-size: 1.25em;
  }
  .game-over-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
  }
  .btn.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
  }
  @keyframes octarine-banner-in {
    from {
      opacity: 0;
      transform: scale(0.96);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .game-over {
      animation: none;
    }
  }
`;
