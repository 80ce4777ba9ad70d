import { css, html, nothing, type TemplateResult } from 'lit';

import type { CaptureTray } from './captures.js';
import type { ViewSource } from './game-view.js';
import type { PieceDrawer } from './pieces.js';

export { CaptureTray } from './captures.js';

/** What the status line says. */
export interface StatusView {
  readonly variant: string;
  readonly mode: string;
  /** "Level 3", or '' where no computer plays. */
  readonly level: string;
  /** The result, or '' while the game goes on. */
  readonly result: string;
  readonly turn: string;
  readonly turnIndex: number;
  readonly moveNumber: string;
  /** "Entered: c1-c3", or ''. */
  readonly entered: string;
  /** "Click the square again … to stop here", or ''. */
  readonly canStop: string;
  /** "Thinking…", or ''. */
  readonly thinking: string;
  readonly tray: unknown;
  /** The game's own status (a score, a clock, a duty). */
  readonly extra: unknown;
  readonly notice: string;
  readonly error: string;
}

const muted = (text: string): unknown => (text ? html`<span class="muted">${text}</span>` : nothing);

/** The error banner's mark: a circle with an exclamation point, so the message is not told by colour alone. */
const errorIcon = html`<svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
  <path d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm-1 4h2v5H7V4Zm0 6.5h2v2H7v-2Z"></path>
</svg>`;

/**
 * An error, in one style for every element: a banner over the status line's first row (see the
 * `.status .error` rule), so nothing below moves when it comes or goes.
 */
const errorBanner = (text: string): unknown => (text ? html`<span class="error">${errorIcon}<span>${text}</span></span>` : nothing);

/** The status line of a game's standard layout (game-view.ts), with the squares entered so far. */
export function statusOf<S, M>(src: ViewSource<S, M>, entered: readonly number[], tray: CaptureTray<S, M>, draw: PieceDrawer): TemplateResult {
  const el = src.element;
  const s = src.session();
  const w = src.words;
  const game = src.recipe.game;
  const startsSecond = game.turn(s.startState) !== game.sides[0] ? 1 : 0;
  const puzzle = !el.readonly && !!src.isPuzzle?.();
  const mode = el.readonly ? 'statusDiagram' : puzzle ? 'puzzle' : el.mode === 'two-players' ? 'statusTwoPlayers' : el.mode === 'computer-both' ? 'statusComputerBoth' : 'statusVsComputer';
  return renderStatus({
    variant: w.variantName(s.variant),
    mode: w.t(mode),
    level: el.mode !== 'two-players' && !el.readonly && !puzzle ? w.t('levelN', { n: el.level }) : '',
    result: s.result ? src.resultText(s.result) : '',
    // A game may word the computer's turn apart (a one-player game's "Your turn" is wrong when the computer plays).
    turn: w.tOr(src.computerToMove() ? 'toMove.computer' : 'toMove', w.t('toMove', { side: w.sideName(s.turn) }), { side: w.sideName(s.turn) }),
    turnIndex: Math.max(0, game.sides.indexOf(s.turn)),
    moveNumber: w.t('moveNumber', { n: Math.floor((s.ply + startsSecond) / game.sides.length) + 1 }),
    entered: entered.length > 0 ? w.t('entered', { squares: entered.map((c) => src.cellName(c)).join('-') }) : '',
    canStop: entered.length > 0 && src.input.entry.canStop ? w.t('chooseStop') : '',
    thinking: el.thinking ? w.t('thinking') : '',
    tray: tray.render(s, draw, w),
    extra: src.statusExtra(),
    notice: src.feedback.notice,
    error: src.feedback.error,
  });
}

/** The status line under the board. */
export function renderStatus(v: StatusView): TemplateResult {
  return html`<div part="status" class="status">
    <span class="rules">${v.variant}</span> ${muted(v.mode)} ${muted(v.level)}
    ${v.result
      ? html`<span class="result">${v.result}</span>`
      : html`<span class="turn"><span class="swatch side-${v.turnIndex}"></span>${v.turn}</span>`}
    ${muted(v.moveNumber)} ${v.entered ? html`<span class="entered">${v.entered}</span>` : nothing} ${muted(v.canStop)}
    ${v.thinking ? html`<span class="thinking"><span class="spinner"></span>${v.thinking}</span>` : nothing} ${v.tray} ${v.extra}
    ${muted(v.notice)} ${errorBanner(v.error)}
  </div>`;
}

/**
 * The status line's look (with its error banner, the thinking spinner and the captured pieces' tray),
 * added to the element's sheets when it is first drawn (see `addLateStyles`): it comes a turn after
 * the board, and so does this module.
 */
export const statusStyles = css`
  /* ---- status */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 14px;
    min-height: 24px;
    padding: 6px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-size: 13px;
  }
  .status .rules {
    font-weight: 600;
  }
  .status .muted {
    color: var(--_muted);
  }
  .status .turn,
  .status .result {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  .swatch {
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 1px solid rgba(0, 0, 0, 0.5);
    flex: none;
  }
  .swatch.side-0 {
    background: var(--_white);
  }
  .swatch.side-1 {
    background: var(--_black);
    border-color: var(--_muted);
  }
  .status .entered {
    font-variant-numeric: tabular-nums;
    color: var(--_accent);
    font-weight: 600;
  }
  /* The one error style of every element: a banner laid over the status line's first row, so the
     page never shifts when a message comes or goes; clicks pass through to what it covers. */
  .status {
    position: relative;
  }
  .status .error {
    position: absolute;
    /* Anchored at the status line's foot: a long message grows up over the board's edge, never over the toolbar. */
    bottom: -1px;
    left: -1px;
    right: -1px;
    /* The whole line when it has one row, else its last row. */
    min-height: min(calc(100% + 2px), 32px);
    z-index: 6;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    border: 1px solid var(--_error);
    border-left-width: 4px;
    border-radius: var(--_radius);
    background: var(--_error-bg);
    color: var(--_error);
    font-weight: 600;
    pointer-events: none;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.12);
    animation: octarine-error-in 0.15s ease-out;
  }
  .status .error svg {
    flex: none;
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  @keyframes octarine-error-in {
    from {
      opacity: 0;
    }
  }
  .thinking {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: var(--_muted);
  }
  .spinner {
    width: 12px;
    height: 12px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: octarine-spin 0.8s linear infinite;
  }
  @keyframes octarine-spin {
    to {
      transform: rotate(360deg);
    }
  }
  .tray {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 8px;
    min-width: 0;
  }
  .tray-group {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px;
    font-variant-numeric: tabular-nums;
  }
  .tray .piece {
    position: static;
    width: 16px;
    height: 16px;
  }
  .tray .piece .p-cast {
    display: none;
  }
  @media print {
    .status {
      color: #000;
      background: #fff;
      border-color: #000;
      box-shadow: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation-duration: 2.4s;
    }
    .status .error {
      animation: none;
    }
  }
`;
