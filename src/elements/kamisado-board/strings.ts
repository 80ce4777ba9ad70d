/**
 * Kamisado vocabulary in the kit's four languages: sides, the eight colours, tower ranks
 * (rules/kamisado.md §1, §2), variants, end reasons and the match-flow sentences. Colour,
 * square-mark, rank and tower names are generated per language from the word lists below.
 */
import { defineStrings, type Lang, type StringsKey } from '../../ui/i18n.js';
import { COLOUR_LETTERS, COLOUR_NAMES, RANK_NAMES } from '../../games/kamisado/index.js';

/** Colour words per language, in colour-index order (O B U P Y R G N). */
const COLOURS: Readonly<Record<Lang, readonly string[]>> = {
  en: COLOUR_NAMES,
  ru: ['оранжевый', 'синий', 'фиолетовый', 'розовый', 'жёлтый', 'красный', 'зелёный', 'коричневый'],
  fr: ['orange', 'bleu', 'violet', 'rose', 'jaune', 'rouge', 'vert', 'marron'],
  pl: ['pomarańczowy', 'niebieski', 'fioletowy', 'różowy', 'żółty', 'czerwony', 'zielony', 'brązowy'],
};

/** Rank words per language: Dragon … Quadruple Sumo (§2, §5). */
const RANKS: Readonly<Record<Lang, readonly string[]>> = {
  en: RANK_NAMES,
  ru: ['дракон', 'сумо', 'двойной сумо', 'тройной сумо', 'четверной сумо'],
  fr: ['dragon', 'sumo', 'double sumo', 'triple sumo', 'quadruple sumo'],
  pl: ['smok', 'sumo', 'podwójne sumo', 'potrójne sumo', 'poczwórne sumo'],
};

const SIDES: Readonly<Record<Lang, { black: string; gold: string }>> = {
  en: { black: 'Black', gold: 'Gold' },
  ru: { black: 'Чёрные', gold: 'Золотые' },
  fr: { black: 'Noir', gold: 'Or' },
  pl: { black: 'Czarne', gold: 'Złote' },
};

/** Indices and rank suffixes as literal tuples, so that the generated keys have literal types. */
const COLOUR_INDICES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const RANK_INDICES = [0, 1, 2, 3, 4] as const;
/** A tower's kind is its colour letter and one `+` per sumo rank (§2). */
const RANK_SUFFIXES = ['', '+', '++', '+++', '++++'] as const;
const SIDE_KEYS = ['black', 'gold'] as const;

type ColourIndex = (typeof COLOUR_INDICES)[number];
type GeneratedKey =
  | `colour.${ColourIndex}`
  | `mark.sq-${(typeof COLOUR_NAMES)[number]}`
  | `piece.${(typeof SIDE_KEYS)[number]}.${(typeof COLOUR_LETTERS)[number]}${(typeof RANK_SUFFIXES)[number]}`
  | `rank.${(typeof RANK_INDICES)[number]}`;

/** How a tower reads: colour, rank and owner ("Black's green sumo", "sumo vert (Noir)"). */
function towerName(lang: Lang, side: 'black' | 'gold', colour: ColourIndex, rank: number): string {
  const c = COLOURS[lang][colour];
  const r = RANKS[lang][rank];
  const owner = SIDES[lang][side];
  return lang === 'en' ? `${owner}'s ${c} ${r}` : `${r} ${c} (${owner})`;
}

/** Generated keys: colour names, square marks, tower labels, rank names. */
function generated(lang: Lang, squareWord: (colour: string) => string): Readonly<Record<GeneratedKey, string>> {
  const out: Partial<Record<GeneratedKey, string>> = {};
  for (const c of COLOUR_INDICES) {
    out[`colour.${c}`] = COLOURS[lang][c];
    out[`mark.sq-${COLOUR_NAMES[c]}`] = squareWord(COLOURS[lang][c]);
    for (const r of RANK_INDICES) {
      for (const side of SIDE_KEYS) out[`piece.${side}.${COLOUR_LETTERS[c]}${RANK_SUFFIXES[r]}`] = towerName(lang, side, c, r);
    }
  }
  for (const r of RANK_INDICES) out[`rank.${r}`] = RANKS[lang][r];
  // Every combination is written above; the run-time table check counts them.
  return out as Record<GeneratedKey, string>;
}

export const KAMISADO_STRINGS = defineStrings(
  {
    ...generated('en', (c) => `${c} square`),
    'side.black': 'Black',
    'side.gold': 'Gold',
    'mode.play.black': 'Play Black',
    'mode.play.gold': 'Play Gold',
    'variant.single': 'Kamisado, single round',
    'variant.standard': 'Kamisado, match to 3',
    'variant.long': 'Kamisado, long match (7)',
    'variant.marathon': 'Kamisado, marathon (15)',
    'variant.non-stop': 'Kamisado non-stop (7)',
    'reason.goal': 'reached the far row',
    'reason.deadlock': 'deadlock',
    'reason.repetition': 'repeated position',
    'reason.move-cap': 'move limit',
    'mark.must-move': 'must move',
    'mark.passed': 'blocked, passed',
    'mark.pushed-up': 'would be pushed',
    'mark.pushed-down': 'would be pushed',
    'k.score': '{black} – {gold}',
    'k.target': 'first to {n}',
    'k.round': 'Round {n}',
    'k.tookBackToRound': 'Took back {n} moves, to your last turn, in round {round}.',
    'k.mustMove': '{side} must move the {colour} tower ({square})',
    'k.free': '{side} may move any tower',
    'k.pass': '{side}’s {colour} tower on {square} is blocked and passes',
    'k.roundWon': '{side} wins round {n}: {reason}, +{points} ({tower}); score {black} – {gold}',
    'k.goalPoint': '{side} scores: {tower} reached the far row and re-enters on {square}; score {black} – {gold}',
    'k.fillAsk': '{side} won the round and chooses how both sides refill their home rows:',
    'k.fillWait': '{side} won the round and is choosing how to refill the home rows',
    'k.fillLeft': 'Fill from the left',
    'k.fillRight': 'Fill from the right',
    'k.filled.FL': '{side} filled from the left; round {n} begins, {loser} moves first',
    'k.filled.FR': '{side} filled from the right; round {n} begins, {loser} moves first',
    'k.reentryHint': 'A tower that reaches the far row scores a point: then click a free square of your home row where it re-enters.',
    'k.rounds': 'Rounds',
    'k.roundLine': '{n}: {side} +{points}',
    'k.matchScore': '{result} ({black} – {gold})',
  },
  {
    ru: {
      ...generated('ru', (c) => `поле: ${c}`),
      'side.black': 'Чёрные',
      'side.gold': 'Золотые',
      'mode.play.black': 'Играть чёрными',
      'mode.play.gold': 'Играть золотыми',
      'variant.single': 'Камисадо, один раунд',
      'variant.standard': 'Камисадо, матч до 3',
      'variant.long': 'Камисадо, длинный матч (7)',
      'variant.marathon': 'Камисадо, марафон (15)',
      'variant.non-stop': 'Камисадо без остановок (7)',
      'reason.goal': 'башня дошла до последнего ряда',
      'reason.deadlock': 'взаимная блокировка',
      'reason.repetition': 'повторение позиции',
      'reason.move-cap': 'предел ходов',
      'mark.must-move': 'должна ходить',
      'mark.passed': 'заблокирована, пропуск',
      'mark.pushed-up': 'будет сдвинута',
      'mark.pushed-down': 'будет сдвинута',
      'k.score': '{black} – {gold}',
      'k.target': 'до {n}',
      'k.round': 'Раунд {n}',
      'k.tookBackToRound': 'Отменено ходов: {n}, до вашего прошлого хода в раунде {round}.',
      'k.mustMove': '{side}: ходит башня цвета «{colour}» ({square})',
      'k.free': '{side}: можно ходить любой башней',
      'k.pass': '{side}: башня цвета «{colour}» на {square} заблокирована и пропускает ход',
      'k.roundWon': '{side} выигрывают раунд {n}: {reason}, +{points} ({tower}); счёт {black} – {gold}',
      'k.goalPoint': '{side} получают очко: {tower} дошла до конца и встаёт на {square}; счёт {black} – {gold}',
      'k.fillAsk': '{side} выиграли раунд и выбирают, как расставить башни:',
      'k.fillWait': '{side} выиграли раунд и выбирают, как расставить башни',
      'k.fillLeft': 'Заполнить слева',
      'k.fillRight': 'Заполнить справа',
      'k.filled.FL': '{side}: заполнение слева; раунд {n}, первыми ходят {loser}',
      'k.filled.FR': '{side}: заполнение справа; раунд {n}, первыми ходят {loser}',
      'k.reentryHint': 'Башня, дошедшая до последнего ряда, приносит очко: затем щёлкните свободное поле своего первого ряда.',
      'k.rounds': 'Раунды',
      'k.roundLine': '{n}: {side} +{points}',
      'k.matchScore': '{result} ({black} – {gold})',
    },
    fr: {
      ...generated('fr', (c) => `case ${c}`),
      'side.black': 'Noir',
      'side.gold': 'Or',
      'mode.play.black': 'Jouer Noir',
      'mode.play.gold': 'Jouer Or',
      'variant.single': 'Kamisado, une manche',
      'variant.standard': 'Kamisado, match en 3',
      'variant.long': 'Kamisado, match long (7)',
      'variant.marathon': 'Kamisado, marathon (15)',
      'variant.non-stop': 'Kamisado sans arrêt (7)',
      'reason.goal': 'dernière rangée atteinte',
      'reason.deadlock': 'blocage mutuel',
      'reason.repetition': 'position répétée',
      'reason.move-cap': 'limite de coups',
      'mark.must-move': 'doit jouer',
      'mark.passed': 'bloquée, passe',
      'mark.pushed-up': 'serait poussée',
      'mark.pushed-down': 'serait poussée',
      'k.score': '{black} – {gold}',
      'k.target': 'en {n}',
      'k.round': 'Manche {n}',
      'k.tookBackToRound': '{n} coups repris, jusqu’à votre dernier tour, dans la manche {round}.',
      'k.mustMove': '{side} doit jouer la tour {colour} ({square})',
      'k.free': '{side} joue la tour de son choix',
      'k.pass': '{side} : la tour {colour} en {square} est bloquée et passe',
      'k.roundWon': '{side} gagne la manche {n} : {reason}, +{points} ({tower}) ; score {black} – {gold}',
      'k.goalPoint': '{side} marque : {tower} revient en {square} ; score {black} – {gold}',
      'k.fillAsk': '{side} a gagné la manche et choisit comment remplir les rangées :',
      'k.fillWait': '{side} a gagné la manche et choisit comment remplir les rangées',
      'k.fillLeft': 'Remplir depuis la gauche',
      'k.fillRight': 'Remplir depuis la droite',
      'k.filled.FL': '{side} remplit depuis la gauche ; manche {n}, {loser} commence',
      'k.filled.FR': '{side} remplit depuis la droite ; manche {n}, {loser} commence',
      'k.reentryHint': 'Une tour qui atteint la dernière rangée marque un point : cliquez ensuite une case libre de votre rangée de départ.',
      'k.rounds': 'Manches',
      'k.roundLine': '{n} : {side} +{points}',
      'k.matchScore': '{result} ({black} – {gold})',
    },
    pl: {
      ...generated('pl', (c) => `pole: ${c}`),
      'side.black': 'Czarne',
      'side.gold': 'Złote',
      'mode.play.black': 'Graj czarnymi',
      'mode.play.gold': 'Graj złotymi',
      'variant.single': 'Kamisado, jedna runda',
      'variant.standard': 'Kamisado, mecz do 3',
      'variant.long': 'Kamisado, długi mecz (7)',
      'variant.marathon': 'Kamisado, maraton (15)',
      'variant.non-stop': 'Kamisado bez przerwy (7)',
      'reason.goal': 'wieża doszła do ostatniego rzędu',
      'reason.deadlock': 'wzajemna blokada',
      'reason.repetition': 'powtórzona pozycja',
      'reason.move-cap': 'limit ruchów',
      'mark.must-move': 'musi ruszyć',
      'mark.passed': 'zablokowana, pas',
      'mark.pushed-up': 'zostanie zepchnięta',
      'mark.pushed-down': 'zostanie zepchnięta',
      'k.score': '{black} – {gold}',
      'k.target': 'do {n}',
      'k.round': 'Runda {n}',
      'k.tookBackToRound': 'Cofnięto ruchów: {n}, do twojego ostatniego ruchu w rundzie {round}.',
      'k.mustMove': '{side}: rusza wieża w kolorze {colour} ({square})',
      'k.free': '{side}: dowolna wieża',
      'k.pass': '{side}: wieża w kolorze {colour} na {square} jest zablokowana i pasuje',
      'k.roundWon': '{side} wygrywają rundę {n}: {reason}, +{points} ({tower}); wynik {black} – {gold}',
      'k.goalPoint': '{side} zdobywają punkt: {tower} wraca na {square}; wynik {black} – {gold}',
      'k.fillAsk': '{side} wygrały rundę i wybierają, jak ustawić wieże:',
      'k.fillWait': '{side} wygrały rundę i wybierają, jak ustawić wieże',
      'k.fillLeft': 'Wypełnij od lewej',
      'k.fillRight': 'Wypełnij od prawej',
      'k.filled.FL': '{side}: od lewej; runda {n}, zaczynają {loser}',
      'k.filled.FR': '{side}: od prawej; runda {n}, zaczynają {loser}',
      'k.reentryHint': 'Wieża, która dojdzie do ostatniego rzędu, zdobywa punkt: potem kliknij wolne pole swojego rzędu startowego.',
      'k.rounds': 'Rundy',
      'k.roundLine': '{n}: {side} +{points}',
      'k.matchScore': '{result} ({black} – {gold})',
    },
  },
);

/** A key of the Kamisado table. */
export type KamisadoKey = StringsKey<typeof KAMISADO_STRINGS>;
