import type { SearchHooks } from '../../core/game.js';
import { evaluate, futilityMargin, isNoisy, moveOrderHint } from './evaluate.js';
import { THUD_FOOTBALL_LEVELS, THUD_LEVELS } from './levels.js';
import { LineMasks } from './line-masks.js';
import { MoveList, PieceLists, generateNoisyMoves, moveKey, type GenPosition } from './movegen.js';
import { KIND_NUMBER, movesOf, passTurn, type ThudMove, type ThudState } from './rules.js';

/** The pieces, with the line masks that list classic's hurls, and the list of `generateNoisy`. */
const pieces = new PieceLists();
const lines = new LineMasks();
const list = new MoveList();

/**
 * Exactly the moves of `generate` (rules.ts) that capture or win, found without listing the quiet ones
 * (the capture search's hook: a few moves among hundreds). No Thud move is compulsory.
 */
export function generateNoisy(s: GenPosition): ThudMove[] {
  list.truncate(0, 0, 0);
  pieces.lines = s.config.variant === 'classic' ? lines : null;
  generateNoisyMoves(s, pieces.read(s.board), list);
  return movesOf(list, 0);
}

/** What the search needs of Thud besides its rules (the worker's; a page that only plays loads none of it). */
export const thudSearchHooks: SearchHooks<ThudState, ThudMove> = {
  evaluate,
  isNoisy,
  noisyMoves: (s) => (s.outcome ? [] : generateNoisy(s)),
  futilityMargin,
  lateMoveReduction: { fromMove: 3, minDepth: 3 },
  nullMove: passTurn,
  // Near the horizon only the first quiet moves in history order: the rest of a dwarf's 600 rarely matter there.
  lateMovePruning: [16, 32],
  // Ordering only: (piece, from, to) names a move well enough; captures differing only in what they take share a key.
  moveKey: (_s, m) => moveKey(KIND_NUMBER[m.kind], m.from, m.to),
  moveOrderHint,
  // One ply more per level (levels.ts says why).
  levels: THUD_LEVELS,
  variantLevels: { 'koom-valley-football': THUD_FOOTBALL_LEVELS },
};
