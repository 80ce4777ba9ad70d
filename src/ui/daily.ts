import { html, nothing } from 'lit';
import { dailySeed } from '../core/daily.js';
import { seedSpec, shown, type OptionSpec } from './options.js';

/** The word `seed` takes for the daily challenge. */
export const DAILY = 'daily';

/**
 * The `seed` option of a one-player element with a daily challenge: a seed as usual, or `daily`,
 * which becomes the seed of the UTC day on `now()` (the element's clock, injectable for tests).
 * The value in force is that number, so records, saves and `hallSeed` see a plain seed.
 * @param setup - The set-up key the seed feeds.
 * @param now - The element's clock.
 */
export function dailySeedSpec(setup: string, now: () => Date): OptionSpec<number | undefined> {
  const plain = seedSpec(setup);
  return {
    ...plain,
    parse: (raw, ctx) => (raw === DAILY ? dailySeed(now()) : plain.parse(raw, ctx)),
    message: (raw) => `The seed must be a whole number from 0 to 4294967295, or daily; got ${shown(raw)}.`,
  };
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
