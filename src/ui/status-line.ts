import { html, nothing, type TemplateResult } from 'lit';

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
