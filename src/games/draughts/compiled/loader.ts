/**
 * Draughts' own search (`Game.ownSearch`), readied before each search by the module that answers the book's move
 * (`Game.openingMove`, which the search service asks first): this file is small, and brings the compiled search
 * (engine.ts and its module, a file of their own) at the first search of international draughts at a level that asks
 * for it (`LevelBudget.ownSearch`). Bench players that turn the book off, or search to a fixed depth or number of
 * nodes, play a copy of the game that this leaves to alpha-beta.
 */
import type { BookMove } from '../../../core/game.js';
import { laddersOf, levelBudget } from '../../../ai/levels.js';
import { draughtsOpeningMove } from '../book.js';
import { draughtsSearchGame } from '../search-board.js';
import type { DraughtsState } from '../state.js';

/**
 * The positions it plays: international, no king, more than 8 pieces. Kings and endings stay with alpha-beta, which
 * has the endgame tables and the draw rules of kings' endings (stop 73's split: `wasm,endings=8` in bench/match.ts).
 */
export const playsCompiled = (s: DraughtsState): boolean => s.variant === 'international' && s.wk + s.bk === 0 && s.wm + s.bm > 8;

/** Whether the search about to start is at a level that asks for the game's own search. */
let wanted = false;

/** Before each search (`Game.openingMove`): the compiled search readied for a level that asks for it, then the book's move. */
export async function openingMove(state: DraughtsState, request: { readonly level: number; readonly seed?: number }): Promise<BookMove | null> {
  await load(state, request.level);
  return draughtsOpeningMove(state, request);
}

/** Before a search of `state` at `level`: the compiled search is loaded once it is wanted. */
export async function load(state: DraughtsState, level: number): Promise<void> {
  wanted = levelBudget(level, ...laddersOf(draughtsSearchGame, state)).ownSearch === true;
  const game = draughtsSearchGame;
  if (!wanted || game.ownSearch || state.variant !== 'international') return;
  const { CompiledEngine } = await import('./engine.js');
  // Where WebAssembly may not run (a page's Content-Security-Policy forbids it), alpha-beta plays.
  const engine = await CompiledEngine.create().catch(() => null);
  if (!engine) return;
  // Bounded by the level's time: its node cap is alpha-beta's, whose nodes cost 4–5 times as much.
  game.ownSearch ??= (s, options) => (wanted && playsCompiled(s) ? engine.search(game, s, { ...options, maxNodes: undefined }) : null);
}
