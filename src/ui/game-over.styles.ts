import { css } from 'lit';

/** The game-over banner's look (src/ui/game-over.ts), loaded with the panels (see panels.styles.ts). */
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
  .game-over.still {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .game-over {
      animation: none;
    }
  }
`;
