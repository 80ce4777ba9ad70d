import type { SearchHooks } from '../../core/game.js';
import { isNoisy } from './eval-terms.js';
import type { DraughtsMove, DraughtsState } from './state.js';

/**
 * What the search needs of draughts besides its rules and a way to evaluate: the worker's game (search-board.ts)
 * evaluates and orders the moves on its search board, the headless API's (`draughtsSearchHooks`, evaluate.ts) on
 * the game's pure functions. A page that only plays loads none of it.
 */
export const draughtsSearchTuning = {
  isNoisy,
  // Killers and history rank quiet moves, which one (from, to) pair names (squares are 1–50).
  moveKey: (_s, m) => m.from * 64 + m.to,
  // Quiet moves after the third a ply shallower first from 3 plies on: at level 7's 0.3 s a move it searches
  // 11.8 plies where it searched 10.4, and scored 59% against itself without (60 games; docs/strength.md).
  // A shot's first move is quiet, but what follows is captures, which are never reduced.
  lateMoveReduction: { fromMove: 3, minDepth: 3 },
  // Men's moves made in another order meet again: 56.3% against itself without, level 7 at 0.15 s a move
  // over 160 games (docs/strength.md).
  transpositionCutoffs: { minDepth: 5 },
  // Level 7 thinks for its time (the default ladder's 2.9 s): its 1.5 M nodes, set when a search ran
  // 0.35 M nodes/s, now stop it within a second on a desktop. Levels 1–6 are the default ladder's.
  // Its searches keep the table from move to move (they are bounded by time anyway): against itself without,
  // 54.4% over 80 games at 0.15 s a move, 11.6 plies for 11.3 (docs/strength.md). And they start iterations
  // until 80% of the time is spent, not half (the one the clock cuts off still counts what it resolved): at
  // 0.1 s a move against Moby Dam it spends 71 ms a move where it spent 57, and scored 19.6% over 240 games
  // where it scored 17.3% (the same openings; docs/strength.md, stop 57). Its table holds 2^21 entries (32 MiB):
  // at the depth it reaches (15) that takes 11% fewer nodes than 2^20, and 2^22 only 1% fewer again
  // (bench/table-size.ts; docs/strength.md, stop 73).
  // In international draughts it plays the middle game by the search compiled to WebAssembly (compiled/), 3.6 times
  // the nodes: 62.5% against level 7 by alpha-beta over 20 games at 2.9 s a move (docs/strength.md, stop 75).
  levels: { 7: { maxDepth: 64, maxNodes: 10_000_000, timeMs: 2_900, ttBits: 21, keepTable: true, softTimeShare: 0.8, ownSearch: true } },
} satisfies Omit<SearchHooks<DraughtsState, DraughtsMove>, 'evaluate'>;
