import { dailyIndex } from '../../core/daily.js';
import { emit } from '../../ui/events.js';

/** `YYYY-MM-DD`, a day of the calendar. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A puzzle of the day in HTML alone: of its child elements (puzzle boards, or anything else) it
 * shows one, the same for every reader during one UTC day, the next one the next day, round the
 * list (every child once before any comes again). The others stay in the page, not shown.
 *
 * ```html
 * <puzzle-of-the-day>
 *   <draughts-board variant="russian" position="…" solution="…"></draughts-board>
 *   <kamisado-board position="…" goal="win" depth="2"></kamisado-board>
 * </puzzle-of-the-day>
 * ```
 *
 * The day is taken when the element is put on the page (a reader who stays past midnight keeps
 * the puzzle they are solving); `date` shows another day's, e.g. on an archive page.
 *
 * @tag puzzle-of-the-day
 * @summary Shows one of its children a day, the same for every reader: a puzzle of the day in HTML alone.
 *
 * @attr date - The day whose child is shown, as `YYYY-MM-DD` (UTC); today when absent. A bad date is refused (`game-error`, `bad-option`) and the last good day kept.
 *
 * @prop {string} date - The day shown, `YYYY-MM-DD`; setting it shows that day's child.
 * @prop {number} index - The child on show (0 for the first), −1 when there is none.
 *
 * @fires {CustomEvent<GameErrorDetail>} game-error - A bad `date` was refused; the day shown is kept: `{code, message}`.
 *
 * @slot - The puzzles (any elements); one is shown a day.
 */
export class PuzzleOfTheDay extends HTMLElement {
  static readonly observedAttributes = ['date'];

  /** @internal The clock that says which day it is; tests set a fixed date here. */
  static now = (): Date => new Date();

  /** The slot the day's child is assigned to. */
  private readonly place: HTMLSlotElement;
  /** The day shown, as a date at 00:00 UTC. */
  private day: Date | null = null;
  private readonly watcher = new MutationObserver(() => this.show());

  constructor() {
    super();
    this.place = shadowSlot(this);
  }

  /** The day shown, `YYYY-MM-DD`. */
  get date(): string {
    return (this.day ?? today(PuzzleOfTheDay.now())).toISOString().slice(0, 10);
  }
  set date(value: string) {
    this.setAttribute('date', value);
  }

  /** The child on show (0 for the first), −1 when there is none. */
  get index(): number {
    const items = [...this.children];
    return items.length === 0 ? -1 : dailyIndex(items.length, this.day ?? today(PuzzleOfTheDay.now()));
  }

  connectedCallback(): void {
    if (!this.hasAttribute('date')) this.day = today(PuzzleOfTheDay.now());
    this.watcher.observe(this, { childList: true });
    this.show();
  }

  disconnectedCallback(): void {
    this.watcher.disconnect();
  }

  attributeChangedCallback(_name: string, _old: string | null, value: string | null): void {
    if (value === null) this.day = today(PuzzleOfTheDay.now());
    else {
      const day = parseDay(value);
      if (!day) {
        const message = `The date must be a day as YYYY-MM-DD, e.g. 2026-12-01; got "${value.slice(0, 40)}".`;
        console.warn(`<puzzle-of-the-day>: ${message}`);
        emit(this, 'game-error', { code: 'bad-option', message });
        return;
      }
      this.day = day;
    }
    this.show();
  }

  private show(): void {
    const i = this.index;
    this.place.assign(...(i < 0 ? [] : [this.children[i]]));
  }
}

/** The element's shadow root: one slot, assigned by hand, so the day's child is shown without touching the page's markup. */
function shadowSlot(host: HTMLElement): HTMLSlotElement {
  const root = host.attachShadow({ mode: 'open', slotAssignment: 'manual' });
  const slot = document.createElement('slot');
  root.adoptedStyleSheets = [hostStyle()];
  root.append(slot);
  return slot;
}

let sheet: CSSStyleSheet | null = null;
/** One style sheet for every instance. */
function hostStyle(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(':host { display: block; } :host([hidden]) { display: none; }');
  }
  return sheet;
}

/** 00:00 UTC of the day of `now`. */
function today(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A `YYYY-MM-DD` day at 00:00 UTC, or null when it is none (2026-02-30 is none). */
function parseDay(text: string): Date | null {
  const m = DAY.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d ? day : null;
}
