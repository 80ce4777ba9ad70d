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

/** The status line under the board. */
export function renderStatus(v: StatusView): TemplateResult {
  return html`<div part="status" class="status">
    <span class="rules">${v.variant}</span> ${muted(v.mode)} ${muted(v.level)}
    ${v.result
      ? html`<span class="result">${v.result}</span>`
      : html`<span class="turn"><span class="swatch side-${v.turnIndex}"></span>${v.turn}</span>`}
    ${muted(v.moveNumber)} ${v.entered ? html`<span class="entered">${v.entered}</span>` : nothing} ${muted(v.canStop)}
    ${v.thinking ? html`<span class="thinking"><span class="spinner"></span>${v.thinking}</span>` : nothing} ${v.tray} ${v.extra}
    ${muted(v.notice)} ${v.error ? html`<span class="error">${v.error}</span>` : nothing}
  </div>`;
}
