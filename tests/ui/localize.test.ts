import { expect, fixture, html } from '@open-wc/testing';
import { Localize } from '../../src/ui/localize.js';
import { LANGS, loadLanguage, type StringTable } from '../../src/ui/i18n.js';

/** A game's own words over the kit's, as an element's strings.ts gives them (French only in part). */
const STRINGS: StringTable = {
  en: {
    'side.white': 'White',
    'side.dwarf': 'Dwarfs',
    'kind.man': 'man',
    'piece.dwarf.hurler': 'hurling dwarf',
    'variant.classic': 'Classic Thud',
    'reason.goal': 'reached the far row',
    'mark.hint': 'the hint',
    greeting: 'Hello {name}',
  },
  fr: { 'side.white': 'Blancs', 'kind.man': 'pion', 'pieceSide.white': 'blanc', greeting: 'Bonjour {name}' },
};

/** Words for a host element, in the language `lang()` names (the element's `lang` option). */
function words(host: HTMLElement, lang: () => string = () => ''): Localize<string> {
  return new Localize<string>(host, STRINGS, lang);
}

describe('ui/Localize', () => {
  // The kit's words in other languages than English are downloaded on demand (localize-load.test.ts); here they are at hand.
  before(() => Promise.all(LANGS.map(loadLanguage)));

  it('speaks the lang option, else the nearest lang around the element (through shadow roots), else English', async () => {
    let own = '';
    const wrap = await fixture<HTMLElement>(html`<div lang="ru"><span></span></div>`);
    const host = wrap.querySelector('span')!;
    const w = words(host, () => own);
    expect(w.lang).to.equal('ru');
    own = 'fr-CA';
    expect(w.lang).to.equal('fr');
    own = 'de';
    expect(w.lang).to.equal('en');
    expect(words(document.createElement('span')).lang).to.equal('en');
    // Inside another element's shadow root: that element's lang.
    const outer = await fixture<HTMLElement>(html`<div lang="pl"></div>`);
    const root = outer.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    expect(words(inner).lang).to.equal('pl');
  });

  it('follows a change of language on the next word', async () => {
    let own = 'en';
    const w = words(document.createElement('span'), () => own);
    expect(w.t('newGame')).to.equal('New game');
    own = 'fr';
    expect(w.t('newGame')).to.equal('Nouvelle partie');
    expect(w.t('greeting', { name: 'Ana' })).to.equal('Bonjour Ana');
    own = 'pl';
    expect(w.t('newGame')).to.equal('Nowa gra');
    // A word the element's table lacks in that language comes in English.
    expect(w.t('greeting', { name: 'Ana' })).to.equal('Hello Ana');
  });

  it('names sides, variants and pieces from the tables, with readable fallbacks', () => {
    let own = 'en';
    const w = words(document.createElement('span'), () => own);
    expect(w.sideName('dwarf')).to.equal('Dwarfs');
    expect(w.sideName('troll')).to.equal('Troll');
    expect(w.variantName('classic')).to.equal('Classic Thud');
    expect(w.variantName('koom-valley')).to.equal('Koom-valley');
    expect(w.pieceName({ side: 'white', kind: 'man' })).to.equal('white man');
    expect(w.pieceName({ side: 'dwarf', kind: 'hurler' })).to.equal('hurling dwarf');
    expect(w.pieceName({ side: 'troll', kind: 'rock' })).to.equal('troll rock');
    own = 'fr';
    expect(w.sideName('white')).to.equal('Blancs');
    expect(w.pieceName({ side: 'white', kind: 'man' })).to.equal('blanc pion');
    expect(w.tOr('no.such.key', 'fallback')).to.equal('fallback');
  });

  it('reads out a square: name, piece or emptiness, states, and the game’s marks', () => {
    const w = words(document.createElement('span'));
    expect(w.squareLabel('c3', null, true, [], [])).to.equal('c3, empty');
    expect(w.squareLabel('b2', null, false, [], [])).to.equal('b2');
    expect(w.squareLabel('e4', { side: 'white', kind: 'man' }, true, ['selected', 'target', 'lastMove'], ['hint', 'danger'])).to.equal(
      'e4, white man, selected, legal target, last move, the hint, danger',
    );
  });

  it('says how a game ended and what a move was', () => {
    let own = 'en';
    const w = words(document.createElement('span'), () => own);
    expect(w.result({ winner: 'white', reason: 'goal' })).to.equal('White wins: reached the far row');
    expect(w.result({ winner: null, reason: 'agreement' })).to.equal('Draw: agreed');
    expect(w.reason({ winner: 'white', reason: 'out-of-time' })).to.equal('out of time');
    expect(w.moveSaid('white', 'a1-a2')).to.equal('White: a1-a2');
    own = 'fr';
    expect(w.result({ winner: null, reason: 'no-moves' })).to.equal('Partie nulle : plus de coups');
    expect(w.moveSaid('white', 'a1-a2')).to.equal('Blancs : a1-a2');
  });
});
