import { html, nothing, type TemplateResult } from 'lit';
import { dailySeed } from '../core/daily.js';

export { soloPanelStyles } from './solo-panel.styles.js';

/** A button of a 3×3 direction pad. */
export interface PadKey {
  /**
   * The arrow (or dot) the button shows: an icon, written by CSS (solo-panel.styles.ts), so the
   * button's name is its label alone ("step north-west"), never a symbol to read out or to match.
   */
  readonly glyph: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
  readonly className?: string;
}

/** What the play panel of a one-player game shows (Robots, Formula 1). */
export interface SoloPanel {
  /** The end of the game, in a sentence (won or lost), or null while it goes on. */
  readonly outcome: { readonly won: boolean; readonly text: unknown } | null;
  readonly counters: unknown;
  /** What the pieces on the board are (a legend), or nothing. */
  readonly legend?: unknown;
  /** The pad, row by row (nine keys), or null in a diagram. */
  readonly pad: readonly PadKey[] | null;
  /** The pad's accessible name ("Directions"). */
  readonly padLabel: string;
  readonly actions: unknown;
  /** Anything else under the actions (a command box). */
  readonly extra?: unknown;
  readonly busy: string;
  readonly note: string;
  /** The keyboard's help (not shown on touch-only screens). */
  readonly keysHelp: string;
}

/** The play panel: the outcome banner, the counters, the legend, the direction pad, the actions and the keys' help. */
export function renderSoloPanel(p: SoloPanel): TemplateResult {
  return html`<div class="play-panel">
    ${p.outcome ? html`<div class="outcome ${p.outcome.won ? 'won' : 'lost'}" role="status">${p.outcome.text}</div>` : nothing}
    <div class="counters">${p.counters}</div>
    ${p.legend ?? nothing}
    ${p.pad
      ? html`<div class="pad" role="group" aria-label=${p.padLabel}>
            ${p.pad.map(
              (k) =>
                html`<button type="button" class=${k.className ?? ''} aria-label=${k.label} title=${k.label} ?disabled=${k.disabled} @click=${k.onClick}>
                  <span class="glyph" aria-hidden="true" data-glyph=${k.glyph}></span>
                </button>`,
            )}
          </div>
          <div class="actions">${p.actions}</div>
          ${p.extra ?? nothing}`
      : nothing}
    ${p.busy ? html`<span class="muted">${p.busy}</span>` : nothing} ${p.note ? html`<span class="hint-text">${p.note}</span>` : nothing}
    ${p.pad ? html`<div class="keys-help">${p.keysHelp}</div>` : nothing}
  </div>`;
}

/** The day whose challenge is in play: `now` when `seed` is today's daily seed, else null. */
export function dailyDay(seed: number | undefined | null, now: Date): Date | null {
  return seed !== undefined && seed !== null && seed === dailySeed(now) ? now : null;
}

/** A day as the language writes it in full, in UTC ("1 December 2026", "1 декабря 2026 г."). */
export function dayText(lang: string, day: Date): string {
  // en-GB: day before month, as in the other three languages.
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

/**
 * The panel's note of the daily challenge ("Daily hall, 1 December 2026", from the element's `daily`
 * words with `{date}`), or nothing when the game in play is not the day's.
 */
export function renderDaily(words: { t(key: 'daily', params: Readonly<Record<string, string>>): string; readonly lang: string }, seed: number | undefined | null, now: Date): unknown {
  const day = dailyDay(seed, now);
  return day ? html`<span class="daily">${words.t('daily', { date: dayText(words.lang, day) })}</span>` : nothing;
}
