import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GameError, isGameError, type GameErrorCode } from '../core/errors.js';
import { emit } from './events.js';

/** How long a notice ("Record copied") stays on the status line, ms. */
export const NOTICE_MS = 2000;

/**
 * What the element says back: the last error (shown until the next good action), short notices,
 * and the live region's announcement. Bad input is reported once — `game-error`, one console
 * warning, the message on the status line and in the live region — and errors raised before the
 * element is on the page wait until it is, so a page's listeners hear them.
 */
export class Feedback implements ReactiveController {
  /** The last refused input, in one sentence ('' when none). */
  error = '';
  notice = '';
  announcement = '';
  private waiting: GameError[] = [];
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const err of waiting) this.tell(err);
  }

  hostDisconnected(): void {
    clearTimeout(this.noticeTimer);
  }

  /** Reports bad input (or a failure) and returns it as a `GameError`, ready to throw. */
  report(e: unknown, fallback: GameErrorCode): GameError {
    const err = isGameError(e) ? e : new GameError(fallback, e instanceof Error ? e.message : String(e));
    this.error = err.message;
    if (this.host.isConnected) this.tell(err);
    else this.waiting.push(err);
    this.host.requestUpdate();
    return err;
  }

  /** A good action clears the last error. */
  clearError(): void {
    if (!this.error) return;
    this.error = '';
    this.host.requestUpdate();
  }

  /** Says `text` in the live region (screen readers). */
  announce(text: string): void {
    this.announcement = text;
    this.host.requestUpdate();
  }

  /** A passing remark on the status line. */
  note(text: string): void {
    this.notice = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => {
      this.notice = '';
      this.host.requestUpdate();
    }, NOTICE_MS);
    this.host.requestUpdate();
  }

  private tell(err: GameError): void {
    console.warn(`<${this.host.localName}>: ${err.message}`);
    emit(this.host, 'game-error', { code: err.code, message: err.message });
    this.announce(err.message);
  }
}
