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
