/**
 * Kamisado's rules alone (rules/kamisado.md: set-up, moves, outcome, notation): its start (start.ts) with the
 * moves. grid.ts adds what a board draws, for pages; search-hooks.ts and search-board.ts what the AI needs. So
 * neither loads the other's code.
 */
import { checkSetupOptions } from '../../core/options.js';
import type { Rules } from '../../core/game.js';
import { formatMove, parseMove, setupState } from './notation.js';
import { generateMoves, playMove, type KamisadoMove, type KamisadoState } from './rules.js';
import { kamisadoStart } from './start.js';

export { searchHorizon } from './start.js';

export const kamisadoRules: Rules<KamisadoState, KamisadoMove> = {
  ...kamisadoStart,
  setup(options = {}) {
    checkSetupOptions(kamisadoRules, options);
    return setupState(options);
  },
  moves: generateMoves,
  play: playMove,
  formatMove: (_s, m) => formatMove(m),
  parseMove: (s, text) => parseMove(s, text, generateMoves(s)),
};
