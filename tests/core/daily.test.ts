import { expect } from 'chai';
import { dailyIndex, dailySeed, utcDayNumber } from '../../src/core/daily.js';

describe('core/dailySeed', () => {
  it('gives one seed for the whole UTC day, in range', () => {
    const morning = dailySeed(new Date('2026-12-01T00:00:00Z'));
    expect(dailySeed(new Date('2026-12-01T12:34:56Z'))).to.equal(morning);
    expect(dailySeed(new Date('2026-12-01T23:59:59.999Z'))).to.equal(morning);
    expect(Number.isInteger(morning) && morning >= 0 && morning <= 4294967295).to.equal(true);
  });

  it('gives another seed the next day, and different seeds over a year', () => {
    expect(dailySeed(new Date('2026-12-02T00:00:00Z'))).to.not.equal(dailySeed(new Date('2026-12-01T23:59:59Z')));
    const seeds = new Set<number>();
    for (let d = 0; d < 366; d++) seeds.add(dailySeed(new Date(Date.UTC(2026, 0, 1 + d))));
    expect(seeds.size).to.equal(366);
  });

  it('turns the day at midnight UTC, not at local midnight', () => {
    // 23:30 on 1 December in New York is already 2 December in UTC.
    expect(dailySeed(new Date('2026-12-01T23:30:00-05:00'))).to.equal(dailySeed(new Date('2026-12-02T10:00:00Z')));
    // 00:30 on 2 December in Paris is still 1 December in UTC.
    expect(dailySeed(new Date('2026-12-02T00:30:00+01:00'))).to.equal(dailySeed(new Date('2026-12-01T10:00:00Z')));
    expect(utcDayNumber(new Date('2026-12-02T00:30:00+01:00'))).to.equal(20261201);
  });

  it('is pure: the same date gives the same seed every time', () => {
    const d = new Date('2027-02-28T08:00:00Z');
    expect(dailySeed(d)).to.equal(dailySeed(new Date(d.getTime())));
  });

  it('refuses an invalid date', () => {
    expect(() => dailySeed(new Date('not a date'))).to.throw(RangeError);
  });
});

describe('core/dailyIndex', () => {
  it('keeps one item for the whole UTC day, and the next item the next day', () => {
    const day = dailyIndex(7, new Date('2026-12-01T00:00:00Z'));
    expect(dailyIndex(7, new Date('2026-12-01T23:59:59.999Z'))).to.equal(day);
    expect(dailyIndex(7, new Date('2026-12-02T00:00:00Z'))).to.equal((day + 1) % 7);
    // 23:30 in New York on 1 December is 2 December in UTC.
    expect(dailyIndex(7, new Date('2026-12-01T23:30:00-05:00'))).to.equal((day + 1) % 7);
  });

  it('goes round the list: n days in a row show each of n items once', () => {
    for (const n of [1, 2, 5, 31]) {
      const seen = new Set<number>();
      for (let d = 0; d < n; d++) seen.add(dailyIndex(n, new Date(Date.UTC(2027, 2, 10 + d, 12))));
      expect(seen.size, `${n} items`).to.equal(n);
      for (const i of seen) expect(i >= 0 && i < n).to.equal(true);
    }
  });

  it('works before 1970 too, and refuses a bad count or date', () => {
    const i = dailyIndex(3, new Date('1969-12-30T12:00:00Z'));
    expect(i >= 0 && i < 3).to.equal(true);
    expect(dailyIndex(3, new Date('1969-12-31T12:00:00Z'))).to.equal((i + 1) % 3);
    expect(() => dailyIndex(0)).to.throw(RangeError);
    expect(() => dailyIndex(2.5)).to.throw(RangeError);
    expect(() => dailyIndex(2, new Date('nope'))).to.throw(RangeError);
  });
});
