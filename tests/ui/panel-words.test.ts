import { expect } from '@open-wc/testing';
import { loadLanguage, Translator } from '../../src/ui/i18n.js';
import { ToyBoard } from './fixtures/toy-board.js';

/** The toy board, keeping the labels of its first drawing. */
class FirstLabels extends ToyBoard {
  first: string[] = [];
  protected override firstUpdated(): void {
    this.first = [...this.renderRoot.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!);
  }
}
customElements.define('octarine-first-labels', FirstLabels);

// The kit's English words but the board's load once for the page: what happens before they arrive is seen only by
// the first test of this page.
describe('ui/i18n: the kit\'s English words, the board\'s at once and the rest with the panels', () => {
  it('draws a board with its own words before the rest arrive, and its panels with theirs', async () => {
    const en = new Translator('en');
    expect(['board', 'empty', 'selected', 'target', 'lastMove', 'capturedHere'].map((k) => en.t(k))).to.deep.equal([
      'Board',
      'empty',
      'selected',
      'legal target',
      'last move',
      'captured',
    ]);
    expect(en.t('newGame'), 'not here yet: the key stands in').to.equal('newGame');
    // A diagram: no input, marks or computer bring them; its status line does.
    const el = document.createElement('octarine-first-labels') as FirstLabels;
    el.setAttribute('readonly', '');
    document.body.append(el);
    await el.updateComplete;
    const status = el.renderRoot.querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
    expect(status).to.contain('diagram').and.to.contain('White to move');
    expect(status).to.not.contain('statusDiagram');
    expect(el.first).to.include('Board: Toy');
    expect(el.first.filter((l) => l.startsWith('a1, ')), 'a square').to.have.length(1);
    expect(el.first.some((l) => /\bempty$/.test(l)), 'an empty square').to.equal(true);
    expect(en.t('newGame')).to.equal('New game');
    el.remove();
    // A board that plays: its toolbar speaks words.
    const board = document.createElement('octarine-first-labels') as FirstLabels;
    board.setAttribute('side', 'both');
    document.body.append(board);
    await board.updateComplete;
    const labels = [...board.renderRoot.querySelectorAll('.btn[aria-label]')].map((b) => b.getAttribute('aria-label'));
    expect(labels).to.include('New game');
    board.remove();
  });

  it('loads them once, and a language other than English whole', async () => {
    const a = loadLanguage('en');
    expect(loadLanguage('en')).to.equal(a);
    await a;
    await loadLanguage('fr');
    expect(new Translator('fr').t('newGame')).to.equal('Nouvelle partie');
  });
});
