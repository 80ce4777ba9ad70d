/**
 * Kamisado's rules alone (rules/kamisado.md: set-up, moves, outcome, notation). grid.ts adds what a
 * board draws and the records, for pages; search-hooks.ts and search-board.ts what the AI needs. So
 * neither loads the other's code.
 */
import { checkSetupOptions } from '../../core/options.js';
import type { Outcome, Rules } from '../../core/game.js';
import { SIDE_NAMES, VARIANTS } from './geometry.js';
import { formatMove, formatPosition, parseMove, setupState } from './notation.js';
import { FILL, FREE, OVER, generateMoves, playMove, stateHash, type KamisadoMove, type KamisadoState } from './rules.js';

function outcome(s: KamisadoState): Outcome | null {
  return s.toMove === OVER ? { winner: SIDE_NAMES[s.side], reason: s.endReason || 'score' } : null;
}

/**
 * Set-up options in force (Game.options): `first: 'gold'` when `s` is the round-1 set-up with
 * Gold to move (§2), so a record or the AI worker rebuilds it without a position.
 */
function gameOptions(s: KamisadoState): Record<string, unknown> {
  if (s.round !== 1 || s.ply !== 0 || s.toMove !== FREE || s.side !== 1 || s.score[0] + s.score[1] !== 0) return {};
  const start = setupState({ variant: s.rules.name, first: 'gold' });
  return formatPosition(start) === formatPosition(s) ? { first: 'gold' } : {};
}

/**
 * The round whose end a search from `s` should treat as a leaf (set-up option `searchHorizon`):
 * this round, or the next one when `s` is the Defender's FL/FR choice.
 */
export function searchHorizon(s: KamisadoState): number {
  return s.toMove === FILL ? s.round + 1 : s.round;
}

export const kamisadoRules: Rules<KamisadoState, KamisadoMove> = {
  name: 'kamisado',
  title: 'Kamisado',
  variants: VARIANTS,
  optionNames: ['first', 'searchHorizon'],
  defaultVariant: 'single',
  sides: SIDE_NAMES,

  setup(options = {}) {
    checkSetupOptions(kamisadoRules, options);
    return setupState(options);
  },
  variant: (s) => s.rules.name,
  turn: (s) => SIDE_NAMES[s.side],
  moves: generateMoves,
  play: playMove,
  outcome,

  formatMove: (_s, m) => formatMove(m),
  parseMove: (s, text) => parseMove(s, text, generateMoves(s)),
  formatPosition,

  hash: stateHash,
  options: gameOptions,
  searchSetup: (s) => (s.rules.nonStop ? {} : { searchHorizon: searchHorizon(s) }),
};
