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
