/**
 * Thud's rules alone (rules/thud.md: set-up, moves, outcome, notation): its start (start.ts) with the
 * moves. grid.ts adds what a board draws, for pages; search-hooks.ts and search-board.ts what the AI
 * needs. So neither loads the other's code.
 */
import type { Rules, SetupOptions } from '../../core/game.js';
import { formatMove, parseMove, parsePosition } from './notation.js';
import { applyMove, generate, makeState, type ThudMove, type ThudState } from './rules.js';
import { readSetup, thudStart } from './start.js';

/**
 * The last list `moves` returned, so `parseMove` right after it hands back those very values
 * (capture-free moves are shared objects anyway). One entry: the search makes a state per node,
 * and a per-state cache would only add garbage-collector work there.
 */
let last: { state: ThudState; moves: readonly ThudMove[] } | null = null;

function legalMoves(s: ThudState): readonly ThudMove[] {
  if (s.outcome) return [];
  const moves = generate(s);
  last = { state: s, moves };
  return moves;
}

function movesForParse(s: ThudState): readonly ThudMove[] {
  if (s.outcome) return [];
  return last && last.state === s ? last.moves : legalMoves(s);
}


export const thudRules: Rules<ThudState, ThudMove> = {
  ...thudStart,
  setup(options: SetupOptions = {}): ThudState {
    if (options.position === undefined) return thudStart.setup(options);
    const { config, battle, firstBattle } = readSetup(options);
    return makeState({ ...parsePosition(options.position as string, config), battle, firstBattle });
  },
  moves: legalMoves,
  play(s, m) {
    return applyMove(s, m);
  },
  formatMove,
  parseMove: (s, text) => parseMove(s, text, movesForParse(s)),
};
