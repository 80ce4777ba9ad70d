import { expect, fixture } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/puzzle-of-the-day/index.js';
import { PuzzleOfTheDay } from '../../src/elements/puzzle-of-the-day/index.js';
import { dailyIndex } from '../../src/core/daily.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';

/** The children the element shows (assigned to its slot). */
const shown = (el: PuzzleOfTheDay): Element[] => el.shadowRoot!.querySelector('slot')!.assignedElements();
/** Whether a child is drawn at all (a child in no slot has no box). */
const drawn = (e: Element): boolean => e.getClientRects().length > 0;

const make = (date?: string): Promise<PuzzleOfTheDay> =>
  fixture<PuzzleOfTheDay>(`<puzzle-of-the-day${date ? ` date="${date}"` : ''}>
    <p id="p0">Puzzle 1</p>
    <p id="p1">Puzzle 2</p>
    <p id="p2">Puzzle 3</p>
  </puzzle-of-the-day>`);

describe('<puzzle-of-the-day>', () => {
  const clock = PuzzleOfTheDay.now;
  afterEach(() => (PuzzleOfTheDay.now = clock));

  it('shows one child, the same all UTC day for every reader, the next one the next day, round the list', async () => {
    PuzzleOfTheDay.now = () => new Date('2026-12-01T00:00:05Z');
    const a = await make();
    PuzzleOfTheDay.now = () => new Date('2026-12-01T23:59:00Z');
    const b = await make();
    const i = dailyIndex(3, new Date('2026-12-01T12:00:00Z'));
    expect(a.index).to.equal(i);
    expect(b.index).to.equal(i);
    expect(shown(a).map((e) => e.id)).to.deep.equal([`p${i}`]);
    expect([...a.children].map(drawn)).to.deep.equal([0, 1, 2].map((k) => k === i));
    expect(a.date).to.equal('2026-12-01');
    // The next three days: the next three children, each once.
    const next: number[] = [];
    for (const day of ['2026-12-02', '2026-12-03', '2026-12-04']) {
      PuzzleOfTheDay.now = () => new Date(`${day}T08:00:00Z`);
      next.push((await make()).index);
    }
    expect(next).to.deep.equal([1, 2, 3].map((k) => (i + k) % 3));
  });

  it('keeps the day it was put on the page with, and shows another day by date', async () => {
    PuzzleOfTheDay.now = () => new Date('2026-12-01T23:59:59Z');
    const el = await make();
    // Midnight passes: a reader in the middle of a puzzle keeps the day's list (a fourth puzzle comes meanwhile).
    PuzzleOfTheDay.now = () => new Date('2026-12-02T00:00:01Z');
    el.append(document.createElement('p'));
    await Promise.resolve();
    expect(el.date).to.equal('2026-12-01');
    expect(el.index).to.equal(dailyIndex(4, new Date('2026-12-01T00:00:00Z')));
    el.date = '2026-12-02';
    expect(el.getAttribute('date')).to.equal('2026-12-02');
    expect(el.index).to.equal(dailyIndex(4, new Date('2026-12-02T00:00:00Z')));
    expect(shown(el)).to.deep.equal([el.children[el.index]]);
    el.removeAttribute('date');
    expect(el.date).to.equal('2026-12-02');
  });

  it('follows its children as the page adds or removes them', async () => {
    const el = await make('2026-12-01');
    const day = new Date('2026-12-01T00:00:00Z');
    el.append(Object.assign(document.createElement('p'), { id: 'p3' }));
    await Promise.resolve();
    expect(shown(el)).to.deep.equal([el.children[dailyIndex(4, day)]]);
    el.replaceChildren();
    await Promise.resolve();
    expect(el.index).to.equal(-1);
    expect(shown(el)).to.deep.equal([]);
  });

  it('refuses a bad date with one game-error and keeps the day on show', async () => {
    const el = await make('2026-12-01');
    const before = el.index;
    for (const bad of ['2026-02-30', 'tomorrow', '2026-12-1', '']) {
      const r = await reported(() => el.setAttribute('date', bad), el);
      expect(r.details.map((d) => d.code), bad).to.deep.equal(['bad-option']);
      expect(r.details[0].message).to.match(/^The date must be a day as YYYY-MM-DD/);
      expectWarned(r, 'puzzle-of-the-day');
      expect(el.index).to.equal(before);
      expect(el.date).to.equal('2026-12-01');
    }
  });

  it('shows the day’s puzzle board, playable, and is accessible', async () => {
    PuzzleOfTheDay.now = () => new Date('2026-12-01T10:00:00Z');
    const el = await fixture<PuzzleOfTheDay>(`<puzzle-of-the-day>
      <draughts-board variant="russian" side="both" animation="0"></draughts-board>
      <draughts-board variant="international" side="both" animation="0"></draughts-board>
    </puzzle-of-the-day>`);
    const board = el.children[el.index] as HTMLElement & { updateComplete: Promise<unknown>; play(m: string): string; legalMoves(): string[] };
    await board.updateComplete;
    expect(drawn(board)).to.equal(true);
    expect(drawn(el.children[1 - el.index])).to.equal(false);
    expect(board.play(board.legalMoves()[0])).to.be.a('string');
    await expect(el).to.be.accessible();
  });
});
