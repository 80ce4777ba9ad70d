import { GameError } from '../core/errors.js';
import type { LevelBudget, LevelLadder } from '../core/levels.js';

export type { LevelBudget, LevelLadder } from '../core/levels.js';

/**
 * Level 1..7 budgets; level 7 must answer within ~3 s. Fast games (draughts) are
 * stopped by the node budget up to level 4; slower games (Thud, Kamisado, Spock)
 * reach the time caps earlier, so the caps double from level 4 up: each level
 * then gets twice the thinking of the one below in every game.
 *
 * A game may bring its own ladder (`Game.levels`, e.g. Thud's). Invariant: at every level
 * a game's `timeMs` is at most this ladder's, because the client (which never sees the
 * game) gives a search this ladder's `timeMs` plus a grace before its worker counts as hung;
 * tests/ai/search.test.ts checks it for every registered game.
 */
export const LEVEL_BUDGETS: LevelLadder = {
  1: { maxDepth: 1, maxNodes: 2_000, timeMs: 100, ttBits: 14 },
  2: { maxDepth: 2, maxNodes: 10_000, timeMs: 200, ttBits: 16 },
  3: { maxDepth: 4, maxNodes: 40_000, timeMs: 300, ttBits: 17 },
  4: { maxDepth: 6, maxNodes: 120_000, timeMs: 400, ttBits: 18 },
  5: { maxDepth: 8, maxNodes: 300_000, timeMs: 750, ttBits: 19 },
  6: { maxDepth: 12, maxNodes: 700_000, timeMs: 1_450, ttBits: 20 },
  7: { maxDepth: 64, maxNodes: 1_500_000, timeMs: 2_900, ttBits: 20 },
};

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 7;

/**
 * The budget of a level, from the first of `ladders` that names it (a variant's ladder, then the game's
 * `levels`), else from the default ladder; throws `GameError('bad-level')` for anything but a whole number 1–7.
 */
export function levelBudget(level: number, ...ladders: readonly (LevelLadder | undefined)[]): LevelBudget {
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new GameError('bad-level', `Level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}; got ${String(level)}.`);
  }
  const own = ladders.find((ladder) => ladder !== undefined && Object.hasOwn(ladder, level));
  return own !== undefined ? own[level] : LEVEL_BUDGETS[level];
}

/** The ladders a game's search at `setup` reads, first first (`levelBudget`'s `ladders`). */
export function laddersOf(game: { readonly levels?: LevelLadder; readonly variantLevels?: Readonly<Record<string, LevelLadder>> }, setup: { readonly variant?: string }): (LevelLadder | undefined)[] {
  const variant = setup.variant;
  const own = variant !== undefined && game.variantLevels && Object.hasOwn(game.variantLevels, variant) ? game.variantLevels[variant] : undefined;
  return [own, game.levels];
}
