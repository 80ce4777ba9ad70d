import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { tidyComment } from '../core/move-words.js';
import type { SessionView } from '../core/session.js';

/**
 * The comment on the ply on show (issue 17): the session's text comment (from `moves` or a record),
 * drawn as text, and the page's own `<… slot="ply-N">` child for that ply, so a comment may hold links.
 * Children added or re-slotted later redraw the element.
 */
export class PlyComments implements ReactiveController {
  private observer: MutationObserver | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new MutationObserver(() => this.host.requestUpdate());
    this.observer.observe(this.host, { childList: true, attributes: true, attributeFilter: ['slot'], subtree: true });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  /** The page's comment element for `ply`, if any. */
  private slotted(ply: number): Element | null {
    for (const child of this.host.children) if (child.getAttribute('slot') === `ply-${ply}`) return child;
    return null;
  }

  /** The `comment` part: always there, hidden while the ply has no comment. */
  render(s: SessionView<unknown, unknown>): TemplateResult {
    const text = s.comment();
    const own = this.slotted(s.ply);
    return html`<div part="comment" class="comment" ?hidden=${!text && !own}>${text}<slot name=${`ply-${s.ply}`}></slot></div>`;
  }

  /** The comment on the ply on show in words, for the live region ('' when none). */
  said(s: SessionView<unknown, unknown>): string {
    const own = tidyComment(this.slotted(s.ply)?.textContent ?? '');
    return [s.comment(), own].filter(Boolean).join(' ');
  }
}
