import { mulberry32 } from './random.js';

/** Mixed into the day's number so the daily seeds are not the seeds people type (20261201 is a plausible seed). */
const DAILY_SALT = 0x0c7a41e5;

/** The UTC day of `date` as the number YYYYMMDD (2026-12-01 → 20261201). */
export function utcDayNumber(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('The daily seed needs a valid date.');
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/**
 * The seed of the daily challenge (`seed="daily"` on the one-player elements): the same for every
 * reader during one UTC day, another the next day. Pure: the day's number hashed through the kit's
 * PRNG, so nearby days give unrelated seeds.
 * @param date - Any moment of the day wanted (default: now); only its UTC date counts.
 * @returns A seed from 0 to 2^32 − 1.
 */
export function dailySeed(date: Date = new Date()): number {
  return mulberry32((utcDayNumber(date) ^ DAILY_SALT) >>> 0)();
}

/**
 * Which of `count` items is the day's (a puzzle of the day): the same for every reader during one UTC
 * day, the next one the next day, round the list — every item once before any comes again.
 * @param count - How many items there are (a whole number ≥ 1).
 * @param date - Any moment of the day wanted (default: now); only its UTC date counts.
 * @returns An index from 0 to count − 1.
 */
export function dailyIndex(count: number, date: Date = new Date()): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`The daily choice needs a whole number of items, at least 1; got ${count}.`);
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('The daily choice needs a valid date.');
  const day = Math.floor(time / 86_400_000);
  return ((day % count) + count) % count;
}
