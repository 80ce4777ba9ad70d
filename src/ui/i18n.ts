/**
 * UI strings shared by every game element, in the kit's four languages.
 *
 * Games add their own keys (side names, piece kinds, variant names, end
 * reasons) through their recipe's `strings` (`GameElement`), from a complete table in
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

const en = {
  board: 'Board',
  toolbar: 'Game controls',
  newGame: 'New game',
  undo: 'Take back',
  tookBack: 'Took back {n} moves, to your last turn.',
  gameOver: 'Game over',
  review: 'Review',
  redo: 'Redo',
  prev: 'Previous move',
  next: 'Next move',
  start: 'Start',
  moveNow: 'Move now',
  stop: 'Stop thinking',
  flip: 'Flip board',
  level: 'Level',
  levelN: 'Level {n}',
  mode: 'Mode',
  rules: 'Rules',
  modePlay: 'Play {side}',
  modeBoth: 'Two players',
  modeNone: 'Computer vs computer',
  statusVsComputer: 'vs computer',
  statusTwoPlayers: 'two players',
  statusComputerBoth: 'computer vs computer',
  statusDiagram: 'diagram',
  toMove: '{side} to move',
  moveNumber: 'Move {n}',
  entered: 'Entered: {squares}',
  chooseStop: 'Click the square again or press Enter to stop here',
  thinking: 'Thinking…',
  wins: '{side} wins',
  draw: 'Draw',
  resultWithReason: '{result}: {reason}',
  announceMove: '{side}: {move}',
  history: 'Moves',
  noMoves: 'No moves yet',
  record: 'Game record',
  copy: 'Copy record',
  copied: 'Record copied',
  load: 'Load',
  captured: 'Captured',
  empty: 'empty',
  selected: 'selected',
  target: 'legal target',
  lastMove: 'last move',
  capturedHere: 'captured',
  square: '{name}',
  'reason.no-moves': 'no moves',
  'reason.agreement': 'agreed',
  'reason.resignation': 'resignation',
  'reason.repetition': 'repetition',
  'reason.record': 'from the record',
} as const;

const ru = {
  board: 'Доска',
  toolbar: 'Управление игрой',
  newGame: 'Новая игра',
  undo: 'Отменить ход',
  tookBack: 'Отменено ходов: {n}, до вашего прошлого хода.',
  gameOver: 'Игра окончена',
  review: 'Просмотр',
  redo: 'Повторить ход',
  prev: 'Предыдущий ход',
  next: 'Следующий ход',
  start: 'Начало',
  moveNow: 'Ходи сейчас',
  stop: 'Остановить',
  flip: 'Перевернуть доску',
  level: 'Уровень',
  levelN: 'Уровень {n}',
  mode: 'Режим',
  rules: 'Правила',
  modePlay: 'Играть: {side}',
  modeBoth: 'Два игрока',
  modeNone: 'Компьютер против компьютера',
  statusVsComputer: 'против компьютера',
  statusTwoPlayers: 'два игрока',
  statusComputerBoth: 'компьютер против компьютера',
  statusDiagram: 'диаграмма',
  toMove: 'Ход: {side}',
  moveNumber: 'Ход {n}',
  entered: 'Введено: {squares}',
  chooseStop: 'Щёлкните поле ещё раз или нажмите Enter, чтобы закончить ход здесь',
  thinking: 'Думаю…',
  wins: 'Победа: {side}',
  draw: 'Ничья',
  resultWithReason: '{result}: {reason}',
  announceMove: '{side}: {move}',
  history: 'Ходы',
  noMoves: 'Ходов ещё нет',
  record: 'Запись партии',
  copy: 'Копировать запись',
  copied: 'Запись скопирована',
  load: 'Загрузить',
  captured: 'Взято',
  empty: 'пусто',
  selected: 'выбрано',
  target: 'можно пойти',
  lastMove: 'последний ход',
  capturedHere: 'взята',
  square: '{name}',
  'reason.no-moves': 'нет ходов',
  'reason.agreement': 'по соглашению',
  'reason.resignation': 'сдача',
  'reason.repetition': 'повторение позиции',
  'reason.record': 'по записи партии',
} as const;

const fr = {
  board: 'Damier',
  toolbar: 'Commandes de la partie',
  newGame: 'Nouvelle partie',
  undo: 'Reprendre le coup',
  tookBack: '{n} coups repris, jusqu’à votre dernier tour.',
  gameOver: 'Partie terminée',
  review: 'Revoir',
  redo: 'Rejouer le coup',
  prev: 'Coup précédent',
  next: 'Coup suivant',
  start: 'Début',
  moveNow: 'Jouer maintenant',
  stop: 'Arrêter la réflexion',
  flip: 'Retourner le plateau',
  level: 'Niveau',
  levelN: 'Niveau {n}',
  mode: 'Mode',
  rules: 'Règles',
  modePlay: 'Jouer : {side}',
  modeBoth: 'Deux joueurs',
  modeNone: 'Ordinateur contre ordinateur',
  statusVsComputer: 'contre l’ordinateur',
  statusTwoPlayers: 'deux joueurs',
  statusComputerBoth: 'ordinateur contre ordinateur',
  statusDiagram: 'diagramme',
  toMove: 'Au trait : {side}',
  moveNumber: 'Coup {n}',
  entered: 'Saisi : {squares}',
  chooseStop: 'Cliquez à nouveau sur la case ou appuyez sur Entrée pour s’arrêter ici',
  thinking: 'Réflexion…',
  wins: 'Victoire : {side}',
  draw: 'Partie nulle',
  resultWithReason: '{result} : {reason}',
  announceMove: '{side} : {move}',
  history: 'Coups',
  noMoves: 'Aucun coup joué',
  record: 'Notation de la partie',
  copy: 'Copier la notation',
  copied: 'Notation copiée',
  load: 'Charger',
  captured: 'Prises',
  empty: 'vide',
  selected: 'sélectionnée',
  target: 'destination possible',
  lastMove: 'dernier coup',
  capturedHere: 'prise',
  square: '{name}',
  'reason.no-moves': 'plus de coups',
  'reason.agreement': 'd’un commun accord',
  'reason.resignation': 'abandon',
  'reason.repetition': 'répétition',
  'reason.record': 'selon la notation',
} as const;

const pl = {
  board: 'Plansza',
  toolbar: 'Sterowanie grą',
  newGame: 'Nowa gra',
  undo: 'Cofnij ruch',
  tookBack: 'Cofnięto ruchów: {n}, do twojego ostatniego ruchu.',
  gameOver: 'Koniec gry',
  review: 'Przejrzyj',
  redo: 'Powtórz ruch',
  prev: 'Poprzedni ruch',
  next: 'Następny ruch',
  start: 'Początek',
  moveNow: 'Graj teraz',
  stop: 'Przerwij myślenie',
  flip: 'Obróć planszę',
  level: 'Poziom',
  levelN: 'Poziom {n}',
  mode: 'Tryb',
  rules: 'Zasady',
  modePlay: 'Graj: {side}',
  modeBoth: 'Dwóch graczy',
  modeNone: 'Komputer kontra komputer',
  statusVsComputer: 'z komputerem',
  statusTwoPlayers: 'dwóch graczy',
  statusComputerBoth: 'komputer kontra komputer',
  statusDiagram: 'diagram',
  toMove: 'Ruch: {side}',
  moveNumber: 'Ruch {n}',
  entered: 'Wprowadzono: {squares}',
  chooseStop: 'Kliknij pole ponownie lub naciśnij Enter, aby zakończyć tutaj',
  thinking: 'Myślę…',
  wins: 'Wygrana: {side}',
  draw: 'Remis',
  resultWithReason: '{result}: {reason}',
  announceMove: '{side}: {move}',
  history: 'Ruchy',
  noMoves: 'Brak ruchów',
  record: 'Zapis partii',
  copy: 'Kopiuj zapis',
  copied: 'Zapis skopiowany',
  load: 'Wczytaj',
  captured: 'Zbite',
  empty: 'puste',
  selected: 'wybrane',
  target: 'możliwy ruch',
  lastMove: 'ostatni ruch',
  capturedHere: 'zbita',
  square: '{name}',
  'reason.no-moves': 'brak ruchów',
  'reason.agreement': 'za zgodą',
  'reason.resignation': 'poddanie',
  'reason.repetition': 'powtórzenie pozycji',
  'reason.record': 'według zapisu',
} as const;

/** The kit's own strings, complete in every language; `en` is the fallback for every key. */
export const BASE_STRINGS = defineStrings(en, { ru, fr, pl });
/** A key of the kit's own strings. */
export type BaseKey = StringsKey<typeof BASE_STRINGS>;

/** The base table seen as a plain table, for lookups by any key. */
const BASE: StringTable = BASE_STRINGS;

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
