import { expect, fixture, html } from '@open-wc/testing';
import { hasLanguage, type Translations } from '../../src/ui/i18n.js';
import { Localize } from '../../src/ui/localize.js';

// A page of its own: no language but English is loaded when these tests start.

/** A host that counts the updates it is asked for. */
function host(): HTMLElement & { updates: number; requestUpdate(): void } {
  const el = document.createElement('span') as HTMLElement & { updates: number; requestUpdate(): void };
  el.updates = 0;
  el.requestUpdate = () => el.updates++;
  return el;
}

/** Translations whose downloads are counted; `fail` makes a language's download reject. */
function translations(fail: string[] = []): Translations & { calls: string[] } {
  const calls: string[] = [];
  const load = (lang: 'ru' | 'fr' | 'pl', words: Record<string, string>) => () => {
    calls.push(lang);
    return fail.includes(lang) ? Promise.reject(new Error(`no ${lang}`)) : Promise.resolve({ default: words });
  };
  return { calls, ru: load('ru', { greeting: 'Привет' }), fr: load('fr', { greeting: 'Bonjour' }), pl: load('pl', { greeting: 'Cześć' }) };
}

describe('ui/Localize loads other languages on demand', () => {
  it('an element speaking another language renders it from the first frame, never English first', async () => {
    await import('../../src/elements/spock-board/index.js');
    const page = await fixture<HTMLElement>(html`<div lang="ru"></div>`);
    const board = document.createElement('spock-board') as HTMLElement & { updateComplete: Promise<unknown> };
    board.setAttribute('side', 'both');
    page.append(board);
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(board.shadowRoot!.textContent ?? ''));
    watch.observe(board.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    await new Promise((resolve) => board.addEventListener('game-ready', resolve, { once: true }));
    await board.updateComplete;
    watch.disconnect();
    expect(seen.length).to.be.greaterThan(0);
    expect(seen.filter((text) => /Two players|Level/.test(text))).to.deep.equal([]);
    expect(board.shadowRoot!.querySelector('[part~=toolbar]')!.textContent).to.contain('Два игрока').and.contain('Уровень');
    // A change to a language not loaded yet: the next render waits for it.
    seen.length = 0;
    watch.observe(board.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    board.setAttribute('lang', 'pl');
    await board.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    watch.disconnect();
    expect(seen.length).to.be.greaterThan(0);
    expect(seen.filter((text) => /Two players|Level/.test(text))).to.deep.equal([]);
    expect(board.shadowRoot!.querySelector('[part~=toolbar]')!.textContent).to.contain('Dwóch graczy');
  });
  it('English is ready at once; another language after its download, once', async () => {
    let lang = 'en';
    const more = translations();
    const w = new Localize<string>(host(), { en: { greeting: 'Hello' } }, () => lang, more);
    expect(w.ready()).to.equal(null);
    expect(hasLanguage('fr')).to.equal(false);
    lang = 'fr';
    const ready = w.ready();
    expect(ready).to.be.an.instanceOf(Promise);
    expect(w.ready()).to.equal(ready);
    await ready;
    expect(w.ready()).to.equal(null);
    expect(hasLanguage('fr')).to.equal(true);
    expect(more.calls).to.deep.equal(['fr']);
    expect(w.t('greeting')).to.equal('Bonjour');
    expect(w.t('newGame')).to.equal('Nouvelle partie');
  });

  it('a word asked before the download comes in English, and the host is asked to update once the language is here', async () => {
    const el = host();
    const w = new Localize<string>(el, { en: { greeting: 'Hello' } }, () => 'pl', translations());
    expect(w.t('greeting')).to.equal('Hello');
    expect(w.t('greeting')).to.equal('Hello');
    await w.ready();
    await Promise.resolve();
    expect(el.updates).to.equal(1);
    expect(w.t('greeting')).to.equal('Cześć');
    expect(w.t('newGame')).to.equal('Nowa gra');
  });

  it('a language that cannot be downloaded leaves English in place, without asking again', async () => {
    const more = translations(['ru']);
    const w = new Localize<string>(host(), { en: { greeting: 'Hello' } }, () => 'ru', more);
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => warned.push(args[0]);
    try {
      await w.ready();
    } finally {
      console.warn = warn;
    }
    expect(warned).to.have.length(1);
    expect(w.t('greeting')).to.equal('Hello');
    await w.ready();
    expect(more.calls).to.deep.equal(['ru']);
  });

});
