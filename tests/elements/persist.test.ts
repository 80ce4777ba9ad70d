// Every element keeps its game across a reload with `persist`, seeded or not (issue 15, items 5 and 6).
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../src/index.js';

interface Board extends HTMLElement {
  history: string[];
  position: string;
  legalMoves(): string[];
  play(move: string): string;
  updateComplete: Promise<boolean>;
}

const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
const statusText = (el: Board): string => el.shadowRoot!.querySelector('[part=status]')?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('every element: persist', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  for (const tag of TAGS) {
    it(`<${tag} persist> without a seed restores the same game in a new element`, async () => {
      const first = await fixture<Board>(`<${tag} side="both" persist="octarine-test" animation="0"></${tag}>`);
      first.play(first.legalMoves()[0]);
      await first.updateComplete;
      const { history, position } = first;
      first.remove();
      const again = await fixture<Board>(`<${tag} side="both" persist="octarine-test" animation="0"></${tag}>`);
      await again.updateComplete;
      expect(again.history).to.deep.equal(history);
      expect(again.position).to.equal(position);
    });

    it(`<${tag}>: a saved game that cannot be read, or read but not replayed, is reported, stays on the status line, and a new game starts`, async () => {
      const game = tag === 'formula-road' ? 'formula' : tag.split('-')[0];
      for (const broken of ['{"v":1,"game":"nonsense"', JSON.stringify({ v: 1, game, variant: 'nonsense', start: 'junk', moves: ['zz'], ply: 1 })]) {
        localStorage.setItem('octarine-broken', broken);
        await restoresNothing(tag, broken);
      }
    });
  }
});

describe('persist keeps the whole game (issue 17)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  interface Annotated extends Board {
    goTo(ply: number, path?: readonly number[]): void;
    exportGame(): string;
    ply: number;
  }
  const MOVES = '32-28 {the classic start} 19-23 (18-23 28-22 {a quiet answer}) 28x19 14x23 {both take back}';

  it('its comments, its side lines and the side line on show survive a reload', async () => {
    const first = await fixture<Annotated>(`<draughts-board side="both" persist="octarine-whole" animation="0" moves="${MOVES}"></draughts-board>`);
    first.goTo(2, [0]);
    await first.updateComplete;
    const { position, history } = first;
    const record = first.exportGame();
    expect(record).to.contain('{the classic start}').and.contain('(');
    first.remove();
    // No `moves` this time: everything comes from the save.
    const again = await fixture<Annotated>(`<draughts-board side="both" persist="octarine-whole" animation="0"></draughts-board>`);
    await again.updateComplete;
    expect(again.exportGame()).to.equal(record);
    expect(again.position).to.equal(position);
    expect(again.history).to.deep.equal(history);
    expect(again.history).to.deep.equal(['32-28', '18-23']);
    // The comment of ply 1 is on show when stepping back to it.
    again.goTo(1, []);
    await again.updateComplete;
    expect(again.shadowRoot!.querySelector('[part~=comment]')?.textContent).to.contain('the classic start');
  });

  it('a save whose comments, side lines or line are garbled is refused as a whole, and a new game starts', async () => {
    const base = { v: 1, game: 'draughts', variant: 'international', start: 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20', moves: ['32-28'], ply: 1 };
    for (const garbled of [
      { ...base, comments: { 1: 7 } },
      { ...base, comments: ['x'] },
      { ...base, variations: [{ at: 0, moves: 'zz' }] },
      { ...base, variations: [{ at: 0, moves: ['31-26'], variations: 'no' }] },
      { ...base, path: [-1] },
      { ...base, path: [3] },
      { ...base, variations: [{ at: 0, moves: ['99-98'] }] },
    ]) {
      const broken = JSON.stringify(garbled);
      localStorage.setItem('octarine-broken', broken);
      await restoresNothing('draughts-board', broken);
    }
  });
});

/** An element built over the broken save under `octarine-broken`: one game-error, the message kept on show, a new game. */
async function restoresNothing(tag: string, broken: string): Promise<void> {
  const codes: string[] = [];
  const on = (e: Event): number => codes.push((e as CustomEvent<{ code: string }>).detail.code);
  document.addEventListener('game-error', on);
  const warn = console.warn;
  console.warn = () => {};
  try {
    const el = await fixture<Board>(`<${tag} side="both" persist="octarine-broken" animation="0"></${tag}>`);
    await waitUntil(() => codes.length > 0, 'a game-error');
    await el.updateComplete;
    expect(codes, broken).to.have.length(1);
    expect(el.history).to.deep.equal([]);
    expect(statusText(el), broken).to.match(/saved game/i);
    expect(localStorage.getItem('octarine-broken'), 'the broken save is dropped').to.not.equal(broken);
  } finally {
    console.warn = warn;
    document.removeEventListener('game-error', on);
  }
}
