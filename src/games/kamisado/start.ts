/**
 * Kamisado's start (rules/kamisado.md §2, §9): the set-up options read, the round-1 set-up and the position
 * written, what a board draws before the rest of the rules (game.ts: moves, play, positions read) arrive.
 */
import { checkSetupOptions } from '../../core/options.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, Rules, SetupOptions } from '../../core/game.js';
import type { PlayRules } from '../../core/board.js';
import { COLOUR_LETTERS, SIDE_NAMES, VARIANT_TABLE, VARIANTS, type KamisadoVariant, type VariantRules } from './geometry.js';
import { EMPTY, FILL, FREE, OVER, RANK, initialBuffer, makeState, stateHash, type KamisadoMove, type KamisadoState } from './state.js';

/** Set-up options of Kamisado: the common ones plus `first` (rules/kamisado.md §2). */
export interface KamisadoOptions extends SetupOptions {
  readonly variant?: KamisadoVariant;
  /** Who moves first in round 1 (and in a non-stop game); Black by default. Ignored when `position` is given. */
  readonly first?: 'black' | 'gold';
  /** For the AI only: the round whose end is a search leaf (see `VariantRules.horizonRound`). */
  readonly searchHorizon?: number;
}

export function variantRules(variant: unknown): VariantRules {
  if (variant === undefined || variant === null || variant === '') return VARIANT_TABLE.single;
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant)) {
    throw new GameError('unknown-variant', `Kamisado has no variant "${String(variant)}"; use one of ${VARIANTS.join(', ')}.`);
  }
  return VARIANT_TABLE[variant as KamisadoVariant];
}

/** The rules a set-up asks for (its variant, and the AI's search horizon); checks `first` too. Throws `GameError` for a bad one. */
export function setupRules(options: SetupOptions): VariantRules {
  const base = variantRules(options.variant);
  const horizon = options.searchHorizon;
  if (horizon !== undefined && (!Number.isInteger(horizon) || (horizon as number) < 1)) {
    throw new GameError('bad-option', `The option "searchHorizon" must be a round number ≥ 1, not "${String(horizon)}".`);
  }
  const first = options.first;
  if (first !== undefined && first !== 'black' && first !== 'gold') {
    throw new GameError('bad-option', `The option "first" must be "black" or "gold", not "${String(first)}".`);
  }
  return horizon === undefined ? base : { ...base, horizonRound: horizon as number };
}

/** A set-up without a position: round 1, every tower home (§2). */
export function startState(options: SetupOptions = {}): KamisadoState {
  const rules = setupRules(options);
  if (options.position !== undefined && options.position !== null && options.position !== '') {
    throw new GameError('not-ready', "A Kamisado position is read by the game's rules, which are not loaded here.");
  }
  return makeState(rules, { buf: initialBuffer(), side: options.first === 'gold' ? 1 : 0, toMove: FREE, score: [0, 0], round: 1, ply: 0 });
}

/** The position as text (§9). */
export function formatPosition(s: KamisadoState): string {
  const rows: string[] = [];
  for (let r = 0; r < 8; r++) {
    let row = '';
    let gap = 0;
    for (let c = 0; c < 8; c++) {
      const t = s.buf[r * 8 + c];
      if (t === EMPTY) {
        gap++;
        continue;
      }
      if (gap) row += String(gap);
      gap = 0;
      const letter = COLOUR_LETTERS[t & 7];
      row += (t < 8 ? letter : letter.toLowerCase()) + '+'.repeat(s.buf[RANK + t]);
    }
    if (gap) row += String(gap);
    rows.push(row);
  }
  const tm = s.toMove;
  const toMove = tm === FREE ? '-' : tm === FILL ? 'F' : tm === OVER ? '#' : COLOUR_LETTERS[tm];
  return `${rows.join('/')} ${SIDE_NAMES[s.side]} ${toMove} ${s.score[0]}-${s.score[1]} ${s.round} ${s.ply}`;
}

function outcome(s: KamisadoState): Outcome | null {
  return s.toMove === OVER ? { winner: SIDE_NAMES[s.side], reason: s.endReason || 'score' } : null;
}

/**
 * Set-up options in force (Game.options): `first: 'gold'` when `s` is the round-1 set-up with
 * Gold to move (§2), so a record or the AI worker rebuilds it without a position.
 */
function gameOptions(s: KamisadoState): Record<string, unknown> {
  if (s.round !== 1 || s.ply !== 0 || s.toMove !== FREE || s.side !== 1 || s.score[0] + s.score[1] !== 0) return {};
  const start = startState({ variant: s.rules.name, first: 'gold' });
  return formatPosition(start) === formatPosition(s) ? { first: 'gold' } : {};
}

/**
 * The round whose end a search from `s` should treat as a leaf (set-up option `searchHorizon`):
 * this round, or the next one when `s` is the Defender's FL/FR choice.
 */
export function searchHorizon(s: KamisadoState): number {
  return s.toMove === FILL ? s.round + 1 : s.round;
}

/** Kamisado's rules without the moves: a round-1 start, read and written (`setup` refuses a `position`: game.ts reads those). */
export const kamisadoStart: Omit<Rules<KamisadoState, KamisadoMove>, PlayRules> = {
  name: 'kamisado',
  title: 'Kamisado',
  variants: VARIANTS,
  optionNames: ['first', 'searchHorizon'],
  defaultVariant: 'single',
  sides: SIDE_NAMES,

  setup(options = {}) {
    checkSetupOptions(kamisadoStart, options);
    return startState(options);
  },
  variant: (s) => s.rules.name,
  turn: (s) => SIDE_NAMES[s.side],
  outcome,
  formatPosition,
  hash: stateHash,
  options: gameOptions,
  searchSetup: (s) => (s.rules.nonStop ? {} : { searchHorizon: searchHorizon(s) }),
};
