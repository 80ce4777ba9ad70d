import { expect } from '@open-wc/testing';
import { BASE_STRINGS, LANGS, normaliseLang, resolveLang, Translator } from '../../src/ui/i18n.js';

describe('ui/i18n', () => {
  it('every language has every English key', () => {
    const keys = Object.keys(BASE_STRINGS.en);
    for (const lang of LANGS) expect(Object.keys(BASE_STRINGS[lang]), lang).to.include.members(keys);
  });
  it('normalises tags and falls back to English', () => {
    expect(normaliseLang('fr-CA')).to.equal('fr');
    expect(normaliseLang('RU')).to.equal('ru');
    expect(normaliseLang('de')).to.equal('en');
    expect(normaliseLang(undefined)).to.equal('en');
  });
  it('finds the nearest lang ancestor', () => {
    const outer = document.createElement('div');
    outer.lang = 'pl';
    const inner = document.createElement('span');
    outer.append(inner);
    expect(resolveLang(inner)).to.equal('pl');
    expect(resolveLang(document.createElement('b'))).to.equal('en');
  });
  it('layers game strings over the base ones, with placeholders', () => {
    const t = new Translator('fr', { fr: { 'side.white': 'Blancs' }, en: { 'side.black': 'Black' } });
    expect(t.t('toMove', { side: t.t('side.white') })).to.equal('Au trait : Blancs');
    expect(t.t('side.black')).to.equal('Black');
    expect(t.t('no.such.key')).to.equal('no.such.key');
    expect(t.tOr('no.such.key', 'fallback')).to.equal('fallback');
  });
});
