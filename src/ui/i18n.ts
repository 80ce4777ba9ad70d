/**
 * UI strings shared by every game element, in the kit's four languages.
 *
 * Games add their own keys (side names, piece kinds, variant names, end
 * reasons) through `GridGameElement.localStrings()`; lookups fall back from
 * the game's table to this one, then from the language to English, then to
 * the key itself, so a missing translation never shows as a blank.
 *
 * Key families the base class looks up for game vocabulary:
 * - `side.<side>`: a side's name ("White");
 * - `pieceSide.<side>`: the adjective used in square labels ("white" in "white king");
 * - `kind.<kind>`: a piece kind ("king");
 * - `variant.<variant>`: the rules' display name ("International draughts");
 * - `reason.<reason>`: why a game ended ("no moves");
 * - `mode.play.<side>`: the mode menu entry for playing one side ("Play white").
 */

export type Lang = 'en' | 'ru' | 'fr' | 'pl';
export const LANGS: readonly Lang[] = ['en', 'ru', 'fr', 'pl'];

/** A partial string table per language (keys as in `BASE_STRINGS.en`). */
export type StringTable = Partial<Record<Lang, Readonly<Record<string, string>>>>;

const en: Record<string, string> = {
  board: 'Board',
  toolbar: 'Game controls',
  newGame: 'New game',
  undo: 'Take back',
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
};

const ru: Record<string, string> = {
  board: 'Доска',
  toolbar: 'Управление игрой',
  newGame: 'Новая игра',
  undo: 'Отменить ход',
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
};

const fr: Record<string, string> = {
  board: 'Damier',
  toolbar: 'Commandes de la partie',
  newGame: 'Nouvelle partie',
  undo: 'Reprendre le coup',
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
};

const pl: Record<string, string> = {
  board: 'Plansza',
  toolbar: 'Sterowanie grą',
  newGame: 'Nowa gra',
  undo: 'Cofnij ruch',
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
};

/** The kit's own strings; `en` is complete and is the fallback for every key. */
export const BASE_STRINGS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en, ru, fr, pl };

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
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator bound to one language and an optional game table layered over the base one. */
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
    return this.extra[this.lang]?.[key] ?? BASE_STRINGS[this.lang][key] ?? this.extra.en?.[key] ?? BASE_STRINGS.en[key];
  }
}
