import { expect } from '@open-wc/testing';
import {
  defineStrings,
  hasLanguage,
  LANGS,
  loadLanguage,
  normaliseLang,
  placeholdersOf,
  resolveLang,
  tableProblems,
  Translator,
  type BaseKey,
  type Strings,
  type StringTable,
} from '../../src/ui/i18n.js';
import { BASE_STRINGS } from '../../src/ui/strings.js';
import { COLOUR_LETTERS } from '../../src/games/kamisado/index.js';
import { DRAUGHTS_STRINGS } from '../../src/elements/draughts-board/strings.js';
import { FORMULA_STRINGS } from '../../src/elements/formula-road/strings.js';
import { KAMISADO_STRINGS } from '../../src/elements/kamisado-board/strings.js';
import { ROBOTS_STRINGS } from '../../src/elements/robots-hall/strings.js';
import { SPOCK_STRINGS } from '../../src/elements/spock-board/strings.js';
import { THUD_STRINGS } from '../../src/elements/thud-board/strings.js';

/** Every complete table of the kit, by name. */
const TABLES: Readonly<Record<string, StringTable>> = {
  base: BASE_STRINGS,
  draughts: DRAUGHTS_STRINGS,
  thud: THUD_STRINGS,
  kamisado: KAMISADO_STRINGS,
  spock: SPOCK_STRINGS,
  robots: ROBOTS_STRINGS,
  formula: FORMULA_STRINGS,
};

// The kit's own words in other languages than English are downloaded on demand: the lookups below need them.
before(() => Promise.all(LANGS.map(loadLanguage)));

describe('ui/i18n', () => {
  it('every language has every English key', () => {
    const keys = Object.keys(BASE_STRINGS.en);
    for (const lang of LANGS) expect(Object.keys(BASE_STRINGS[lang]), lang).to.include.members(keys);
  });
  it('has every language once loaded, each the same table as the checked one', async () => {
    for (const lang of LANGS) {
      await loadLanguage(lang);
      expect(hasLanguage(lang), lang).to.equal(true);
      expect(new Translator(lang).t('newGame'), lang).to.equal(BASE_STRINGS[lang].newGame);
    }
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

describe('ui/i18n typed tables', () => {
  it('defineStrings keeps every language as written', () => {
    const table = defineStrings(
      { hello: 'Hello {name}', bye: 'Bye' },
      { ru: { hello: 'Привет, {name}', bye: 'Пока' }, fr: { hello: 'Bonjour {name}', bye: 'Salut' }, pl: { hello: 'Cześć, {name}', bye: 'Pa' } },
    );
    expect(table.en.hello).to.equal('Hello {name}');
    expect(table.ru.bye).to.equal('Пока');
    expect(table.pl.hello).to.equal('Cześć, {name}');
    expect(Object.keys(table).sort()).to.deep.equal([...LANGS].sort());
    expect(new Translator('fr', table).t('hello', { name: 'Anne' })).to.equal('Bonjour Anne');
  });

  it('fails the type check on a missing key, an extra key, other placeholders or untyped keys', () => {
    // Each call is wrong on purpose: `tsc --noEmit` fails if one of them stops being an error.
    const en = { a: 'A {n}', b: 'B' } as const;
    const ok = { a: 'a {n}', b: 'b' } as const;
    // @ts-expect-error ru lacks `b`
    defineStrings(en, { ru: { a: 'а {n}' }, fr: ok, pl: ok });
    // @ts-expect-error fr has `c`, which English lacks (a fresh literal)
    defineStrings(en, { ru: ok, fr: { a: 'a {n}', b: 'b', c: 'c' }, pl: ok });
    const withExtra = { a: 'a {n}', b: 'b', c: 'c' } as const;
    // @ts-expect-error pl has `c`, declared apart from the call (no excess-property check there)
    defineStrings(en, { ru: ok, fr: ok, pl: withExtra });
    // @ts-expect-error ru uses {m} where English uses {n}
    defineStrings(en, { ru: { a: 'а {m}', b: 'б' }, fr: ok, pl: ok });
    // @ts-expect-error fr drops the placeholder
    defineStrings(en, { ru: ok, fr: { a: 'a', b: 'b' }, pl: ok });
    const untyped: Record<string, string> = { a: 'A' };
    // @ts-expect-error English keys typed as `string` would make every check vacuous
    defineStrings(untyped, { ru: ok, fr: ok, pl: ok });
    // @ts-expect-error a language is missing
    defineStrings(en, { ru: ok, fr: ok });
  });

  it('gives the key type of a table', () => {
    const key: BaseKey = 'newGame';
    // @ts-expect-error not a base key
    const wrong: BaseKey = 'newGames';
    const typed: Strings<BaseKey> = BASE_STRINGS;
    expect(typed.en[key]).to.equal('New game');
    expect(wrong).to.be.a('string');
  });

  it('lists placeholders sorted and without repeats', () => {
    expect(placeholdersOf('{side} – {black}: {side}')).to.deep.equal(['black', 'side']);
    expect(placeholdersOf('no braces')).to.deep.equal([]);
  });

  it('tableProblems finds missing and extra keys, other placeholders and blanks', () => {
    const problems = tableProblems({
      en: { a: 'A {n}', b: 'B', c: 'C' },
      ru: { a: 'А {n}', b: 'Б' },
      fr: { a: 'A {n}', b: 'B', c: 'C', d: 'D' },
      pl: { a: 'A {m}', b: ' ', c: 'C' },
    });
    expect(problems).to.have.members([
      'ru: lacks c',
      'fr: d is not an English key',
      'pl: a uses {m}, English {n}',
      'pl: b is empty',
    ]);
    expect(tableProblems({ en: { a: 'A' }, ru: { a: 'А' }, fr: { a: 'A' } })).to.deep.equal(['pl: missing']);
  });

  it('tableProblems sees strings built at run time, which the type check cannot', () => {
    const built = (word: string): string => `${word} {n}`;
    const table: StringTable = { en: { a: built('A') }, ru: { a: built('А') }, fr: { a: built('A') }, pl: { a: 'A' } };
    expect(tableProblems(table)).to.deep.equal(['pl: a uses no placeholder, English {n}']);
  });

  for (const [name, table] of Object.entries(TABLES)) {
    it(`the ${name} table is complete in every language, with English's placeholders`, () => {
      expect(tableProblems(table), name).to.deep.equal([]);
      expect(Object.keys(table.en ?? {}).length, name).to.be.greaterThan(0);
    });
  }

  it('every Kamisado tower has a generated name in every language', () => {
    for (const lang of LANGS) {
      const words = KAMISADO_STRINGS[lang] as Readonly<Record<string, string>>;
      for (const side of ['black', 'gold']) {
        for (const letter of COLOUR_LETTERS) {
          for (let rank = 0; rank < 5; rank++) expect(words[`piece.${side}.${letter}${'+'.repeat(rank)}`], `${lang} ${side} ${letter}${rank}`).to.be.a('string');
        }
      }
    }
    expect(KAMISADO_STRINGS.fr['piece.gold.G++']).to.equal('double sumo vert (Or)');
    expect(KAMISADO_STRINGS.en['piece.black.O']).to.equal("Black's orange dragon");
  });

  it('tables name every piece in full, so no language builds a label from an adjective', () => {
    expect(DRAUGHTS_STRINGS.ru['piece.white.king']).to.equal('белая дамка');
    expect(SPOCK_STRINGS.ru['piece.blue.lizard']).to.equal('синяя ящерица');
    expect(SPOCK_STRINGS.pl['piece.red.scissors']).to.equal('czerwone nożyce');
    for (const table of [DRAUGHTS_STRINGS, SPOCK_STRINGS] as StringTable[]) {
      expect(Object.keys(table.ru ?? {}).some((k) => k.startsWith('pieceSide.'))).to.equal(false);
    }
  });
});

describe('ui/i18n Translator fallbacks with typed tables', () => {
  it('a game table overrides the base in its language', () => {
    const t = new Translator('fr', ROBOTS_STRINGS);
    expect(t.t('toMove', { side: 'x' })).to.equal('À vous');
    expect(t.t('newGame')).to.equal('Nouvelle partie');
    expect(t.t('sayCount', { robots: 3, steps: 7 })).to.equal('3 robots ; 7 pas jusqu’à la sortie.');
  });
  it('falls back to the base table in the language, then English, then the key', () => {
    const partial: StringTable = { en: { only: 'English only {x}' }, ru: {} };
    const t = new Translator('ru', partial);
    expect(t.t('newGame')).to.equal('Новая игра');
    expect(t.t('only', { x: 1 })).to.equal('English only 1');
    expect(t.has('only')).to.equal(true);
    expect(t.has('nothing.here')).to.equal(false);
    expect(t.t('nothing.here')).to.equal('nothing.here');
    expect(t.tOr('nothing.here', 'fallback {x}', { x: 1 })).to.equal('fallback {x}');
  });
  it('the base table in the language beats the game table in English', () => {
    const t = new Translator('fr', { en: { newGame: 'New race', 'side.player': 'You' } });
    expect(t.t('newGame')).to.equal('Nouvelle partie');
    expect(t.t('side.player')).to.equal('You');
  });
  it('the game table in English beats the base table in English', () => {
    const t = new Translator('en', FORMULA_STRINGS);
    expect(t.t('toMove', { side: 'x' })).to.equal('Your turn');
    expect(t.t('empty')).to.equal('road');
    expect(new Translator('en').t('empty')).to.equal('empty');
  });
  it('leaves unknown placeholders as written', () => {
    const t = new Translator('pl', THUD_STRINGS);
    expect(t.t('winsBy', { side: 'Trolle' })).to.equal('Wygrywają Trolle o {n}');
  });
});
