import { expect } from 'chai';
import { dailySeed, utcDayNumber } from '../../src/core/daily.js';

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
