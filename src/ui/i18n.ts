/**
 * UI strings shared by every game element, in the kit's four languages: one module per language
 * (`strings.<lang>.ts`), English loaded with every element, the others on demand (`loadLanguage`);
 * `strings.ts` holds them all in one checked table.
 *
 * Games add their own keys (side names, piece kinds, variant names, end
 * reasons) through their recipe's `strings` and `translations` (`GameElement`), from a complete table in
 * their `strings.ts` built with `defineStrings` (a language lacking a key, or
 * having one English lacks, fails the type check). Lookups fall back from the
 * game's table to this one, then from the language to English, then to the key
 * itself, so an unknown key never shows as a blank.
 *
 * Key families the base class looks up for game vocabulary:
 * - `side.<side>`: a side's name ("White");
 * - `piece.<side>.<kind>`: a piece's name in square labels ("white king"); the kit's tables
 *   give it in full, since the adjective agrees with the noun or follows it in ru, fr and pl;
 * - `pieceSide.<side>` + `kind.<kind>`: what a label is built from when `piece.*` is missing;
 * - `kind.<kind>`: a piece kind ("king");
 * - `variant.<variant>`: the rules' display name ("International draughts");
 * - `reason.<reason>`: why a game ended ("no moves");
 * - `mode.play.<side>`: the mode menu entry for playing one side ("Play white").
 */

import BOARD_EN from './strings.en.board.js';
import type BASE_EN from './strings.en.js';

export type Lang = 'en' | 'ru' | 'fr' | 'pl';
export const LANGS: readonly Lang[] = ['en', 'ru', 'fr', 'pl'];
/** The languages translated from English. */
export type OtherLang = Exclude<Lang, 'en'>;

/**
 * A partial, untyped string table per language: what a translator layers over
 * the base strings. Every complete `Strings` table is one of these.
 */
export type StringTable = Partial<Record<Lang, Readonly<Record<string, string>>>>;

/** A complete string table: every language has exactly the keys `K`. */
export type Strings<K extends string> = { readonly [L in Lang]: Readonly<Record<K, string>> };

/** The key type of a complete table (`StringsKey<typeof THUD_STRINGS>`). */
export type StringsKey<T> = T extends Strings<infer K> ? K : never;

// ------------------------------------------------------------ compile-time checks of a table

type Words = Readonly<Record<string, string>>;

/** The `{name}` placeholders of a string literal type. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** What a translation with the wrong placeholders is told it should be. */
export interface PlaceholderMismatch<Expected extends string> {
  readonly 'must use exactly the placeholders of English': Expected;
}

type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The type a translation `T` of the English `En` must have: itself when both use the same
 * placeholders. Strings built at run time (type `string`) are left to the run-time check.
 */
type Translation<En, T> = string extends En
  ? string
  : string extends T
    ? string
    : En extends string
      ? T extends string
        ? SameSet<Placeholders<En>, Placeholders<T>> extends true
          ? T
          : PlaceholderMismatch<Placeholders<En>>
        : string
      : string;

/**
 * What `others` must be for the English table `E`: every key of English, with matching
 * placeholders, and no other key (a key English lacks must be `never`). Mapping over the
 * inferred tables `O` makes the excess-key check hold for tables declared apart from the
 * call, where TypeScript's own excess-property check does not apply.
 */
type Checked<E, O> = {
  readonly [L in OtherLang]: {
    readonly [K in keyof E | keyof O[L & keyof O]]: K extends keyof E
      ? K extends keyof O[L & keyof O]
        ? Translation<E[K], O[L & keyof O][K]>
        : string
      : never;
  };
};

/** Rejects an English table typed `Record<string, string>`, which would make every check vacuous. */
type LiteralKeys<E> = string extends keyof E ? { readonly 'string-table keys must be string literals': never } : unknown;

/**
 * A complete string table: English first, then the other languages. `tsc` fails when a language
 * lacks a key of English, has a key English lacks, or (for string literals) uses other
 * `{placeholders}` than English; `tableProblems` checks the same at run time, generated keys
 * included. A key that needs no translation (`announceMove: '{move}'`) is still written out in
 * every language, so that leaving it out is a visible choice.
 */
export function defineStrings<const E extends Words, const O extends { readonly [L in OtherLang]: Words }>(
  en: E & LiteralKeys<E>,
  others: O & Checked<E, O>,
): Strings<keyof E & string> {
  const table: Record<Lang, Words> = { en, ru: others.ru, fr: others.fr, pl: others.pl };
  return table as Strings<keyof E & string>;
}

/** `{name}` in a template: one regular expression for `format` and the checks. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a string uses, sorted and without repeats. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (m) => m[1]))].sort();
}

const listed = (names: readonly string[]): string => (names.length ? names.map((n) => `{${n}}`).join(' ') : 'no placeholder');

/**
 * What is wrong with a table, one line per fault (empty when it is complete): a language lacking
 * a key of English or having a key English lacks, a translation whose placeholders differ from
 * English, an empty string.
 */
export function tableProblems(table: StringTable): string[] {
  const en = table.en ?? {};
  const problems: string[] = [];
  for (const lang of LANGS) {
    const words = table[lang];
    if (!words) {
      problems.push(`${lang}: missing`);
      continue;
    }
    for (const key of Object.keys(en)) if (!Object.hasOwn(words, key)) problems.push(`${lang}: lacks ${key}`);
    for (const [key, text] of Object.entries(words)) {
      if (!Object.hasOwn(en, key)) problems.push(`${lang}: ${key} is not an English key`);
      else if (text.trim() === '') problems.push(`${lang}: ${key} is empty`);
      else if (placeholdersOf(text).join() !== placeholdersOf(en[key]).join()) {
        problems.push(`${lang}: ${key} uses ${listed(placeholdersOf(text))}, English ${listed(placeholdersOf(en[key]))}`);
      }
    }
  }
  return problems;
}

/** A key of the kit's own strings (strings.ts has them in every language). */
export type BaseKey = keyof typeof BASE_EN & string;

/**
 * The kit's own words in each language loaded so far: English always, at first what a board's first drawing reads
 * (strings.en.board.ts), the rest once `loadLanguage('en')` brought them with the board's panels; the others once
 * `loadLanguage` brought them (each is a chunk of its own, so a page downloads only its language).
 */
const BASE: { -readonly [L in Lang]?: Words } = { en: BOARD_EN };

const BASE_LOADERS: Readonly<Record<Lang, () => Promise<void>>> = {
  en: () => import('./strings.en.panels.js').then((m) => void (BASE.en = { ...m.default, ...BASE.en })),
  ru: () => import('./strings.ru.js').then((m) => void (BASE.ru = m.default)),
  fr: () => import('./strings.fr.js').then((m) => void (BASE.fr = m.default)),
  pl: () => import('./strings.pl.js').then((m) => void (BASE.pl = m.default)),
};
const baseLoading = new Map<Lang, Promise<void>>();

/** Whether the kit's own words in `lang` are here (English's board words always are: an element draws with them at once). */
export function hasLanguage(lang: Lang): boolean {
  return BASE[lang] !== undefined;
}

/**
 * Loads the kit's own words in `lang`, once: a language other than English whole; English's words but the board's
 * (strings.en.panels.ts: the status line's, the panels', marks', puzzles', announcements'), which an element loads
 * with its panels, or before it first draws marks, a puzzle or an image. Rejects when they cannot be downloaded
 * (English, or for English the keys, then stand in); a later call tries again.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  if (lang !== 'en' && BASE[lang]) return Promise.resolve();
  let loading = baseLoading.get(lang);
  if (!loading) {
    loading = BASE_LOADERS[lang]();
    loading.catch(() => baseLoading.delete(lang));
    baseLoading.set(lang, loading);
  }
  return loading;
}

/** An element's other languages, one `import()` of its `strings.<lang>.ts` each. */
export type Translations = Readonly<Record<OtherLang, () => Promise<{ default: Words }>>>;

/** Normalises a BCP 47 tag (`fr-CA`, `RU`) to a kit language; unknown ones give `en`. */
export function normaliseLang(tag: string | null | undefined): Lang {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : 'en';
}

/**
 * The language an element should speak: its own `lang` attribute, else the
 * nearest `[lang]` ancestor (crossing shadow roots), else `en`.
 */
export function resolveLang(el: Element): Lang {
  let node: Node | null = el;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang') && node.getAttribute('lang') !== '') {
      return normaliseLang(node.getAttribute('lang'));
    }
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return 'en';
}

/** Fills `{name}` placeholders. */
export function format(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * A translator bound to one language and an optional game table layered over the base one: a
 * complete `Strings` table from an element's `strings.ts`, or any partial `StringTable`.
 */
export class Translator {
  constructor(
    readonly lang: Lang,
    private readonly extra: StringTable = {},
  ) {}

  has(key: string): boolean {
    return this.raw(key) !== undefined;
  }

  /** The string for `key` with placeholders filled; the key itself when nothing matches. */
  t(key: string, params?: Readonly<Record<string, string | number>>): string {
    return format(this.raw(key) ?? key, params);
  }

  /** Like `t`, but `fallback` (already in the UI language or neutral) when the key is unknown. */
  tOr(key: string, fallback: string, params?: Readonly<Record<string, string | number>>): string {
    const raw = this.raw(key);
    return raw === undefined ? fallback : format(raw, params);
  }

  private raw(key: string): string | undefined {
    return this.extra[this.lang]?.[key] ?? BASE[this.lang]?.[key] ?? this.extra.en?.[key] ?? BASE.en?.[key];
  }
}
