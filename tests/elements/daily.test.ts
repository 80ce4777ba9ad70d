import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/formula-road/index.js';
import '../../src/elements/robots-hall/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import { FormulaRoad } from '../../src/elements/formula-road/index.js';
import { RobotsHall } from '../../src/elements/robots-hall/index.js';
import { dailySeed } from '../../src/core/daily.js';
import { reported } from '../ui/fixtures/report.js';

const DAY = new Date('2026-12-01T10:00:00Z');
const NEXT_DAY = new Date('2026-12-02T00:00:01Z');
const panel = (el: HTMLElement): string => el.shadowRoot!.querySelector('.play-panel')!.textContent!.replace(/\s+/g, ' ');

describe('seed="daily"', () => {
  const clocks = { hall: RobotsHall.now, road: FormulaRoad.now };
  afterEach(() => {
    RobotsHall.now = clocks.hall;
    FormulaRoad.now = clocks.road;
  });

  /** Each one-player element: its clock, and the seed of the hall or road in play. */
  const ELEMENTS = [
    { tag: 'robots-hall', what: 'hall', cls: RobotsHall, seedOf: (el: HTMLElement) => (el as RobotsHall).hallSeed },
    { tag: 'formula-road', what: 'road', cls: FormulaRoad, seedOf: (el: HTMLElement) => (el as FormulaRoad).roadSeed },
  ] as const;
  const make = (tag: string, seed: string): Promise<RobotsHall | FormulaRoad> => fixture<RobotsHall | FormulaRoad>(`<${tag} seed="${seed}"></${tag}>`);

  for (const { tag, what, cls, seedOf } of ELEMENTS) {
    it(`<${tag}>: every reader gets the same ${what} on the same UTC day, another the next day`, async () => {
      cls.now = () => DAY;
      const a = await make(tag, 'daily');
      const b = await make(tag, 'daily');
      expect(seedOf(a)).to.equal(dailySeed(DAY));
      expect(seedOf(b)).to.equal(seedOf(a));
      expect(b.position).to.equal(a.position);
      expect(panel(a)).to.contain(`Daily ${what}, 1 December 2026`);
      cls.now = () => NEXT_DAY;
      const c = await make(tag, 'daily');
      expect(seedOf(c)).to.equal(dailySeed(NEXT_DAY));
      expect(seedOf(c)).to.not.equal(seedOf(a));
      expect(c.position).to.not.equal(a.position);
      expect(panel(c)).to.contain(`Daily ${what}, 2 December 2026`);
      // The day has moved on: yesterday's is no longer called the daily one.
      a.requestUpdate();
      await a.updateComplete;
      expect(panel(a)).to.not.contain('Daily');
      // A plain seed says nothing of the day.
      expect(panel(await make(tag, '5'))).to.not.contain('Daily');
      // Set as a property too.
      const d = await make(tag, '3');
      (d as unknown as { seed: unknown }).seed = 'daily';
      await d.updateComplete;
      expect(seedOf(d)).to.equal(dailySeed(NEXT_DAY));
    });
  }

  it('"New hall" leaves the day\'s hall', async () => {
    RobotsHall.now = () => DAY;
    const el = await fixture<RobotsHall>(html`<robots-hall seed="daily"></robots-hall>`);
    el.newHall();
    await el.updateComplete;
    expect(el.hallSeed).to.not.equal(dailySeed(DAY));
    expect(panel(el)).to.not.contain('Daily');
  });

  it('says so in every language', async () => {
    RobotsHall.now = () => DAY;
    FormulaRoad.now = () => DAY;
    const said = { ru: ['Зал дня, 1 декабря 2026', 'Трасса дня, 1 декабря 2026'], fr: ['Salle du jour, 1 décembre 2026', 'Route du jour, 1 décembre 2026'], pl: ['Sala dnia, 1 grudnia 2026', 'Trasa dnia, 1 grudnia 2026'] };
    for (const [lang, [hall, road]] of Object.entries(said)) {
      const h = await fixture<RobotsHall>(`<robots-hall seed="daily" lang="${lang}"></robots-hall>`);
      const r = await fixture<FormulaRoad>(`<formula-road seed="daily" lang="${lang}"></formula-road>`);
      expect(panel(h)).to.contain(hall);
      expect(panel(r)).to.contain(road);
    }
  });

  it('is refused by the other elements and a word other than daily is refused', async () => {
    const r = await reported(async () => {
      const board = await fixture<DraughtsBoard>(html`<draughts-board seed="daily"></draughts-board>`);
      expect(board.seed).to.equal(undefined);
      const hall = await fixture<RobotsHall>(html`<robots-hall seed="weekly"></robots-hall>`);
      expect(hall.seed).to.equal(undefined);
    });
    expect(r.details.map((d) => d.code)).to.deep.equal(['bad-option', 'bad-option']);
    expect(r.details[1].message).to.contain('or daily');
    expect(r.warns).to.have.length(2);
  });
});
