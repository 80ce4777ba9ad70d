import { GameError } from '../core/errors.js';

/** What one strength level may spend on a move. */
export interface LevelBudget {
  /** Deepest iteration of iterative deepening (plies, before quiescence). */
  readonly maxDepth: number;
  /**
   * Node budget: the main limit, so that the same request and seed give the same
   * move on any machine fast enough to stay within `timeMs`.
   */
  readonly maxNodes: number;
  /** Hard wall-clock cap (ms); reached only on slow machines or slow games. */
  readonly timeMs: number;
  /** Transposition table size as a power of two (entries). */
  readonly ttBits: number;
  /** Share of moves played at random (seeded) instead of searched, by alpha-beta: a bottom level weaker than one ply. */
  readonly randomMoveShare?: number;
}

/**
 * Level 1..7 budgets; level 7 must answer within ~3 s. Fast games (draughts) are
 * stopped by the node budget up to level 4; slower games (Thud, Kamisado, Spock)
 * reach the time caps earlier, so the caps double from level 4 up: each level
 * then gets twice the thinking of the one below in every game.
 */
export const LEVEL_BUDGETS: Readonly<Record<number, LevelBudget>> = {
  1: { maxDepth: 1, maxNodes: 2_000, timeMs: 100, ttBits: 14 },
  2: { maxDepth: 2, maxNodes: 10_000, timeMs: 200, ttBits: 16 },
  3: { maxDepth: 4, maxNodes: 40_000, timeMs: 300, ttBits: 17 },
  4: { maxDepth: 6, maxNodes: 120_000, timeMs: 400, ttBits: 18 },
  5: { maxDepth: 8, maxNodes: 300_000, timeMs: 750, ttBits: 19 },
  6: { maxDepth: 12, maxNodes: 700_000, timeMs: 1_450, ttBits: 20 },
  7: { maxDepth: 64, maxNodes: 1_500_000, timeMs: 2_900, ttBits: 20 },
};

/**
 * Ladders of games where the default one leaves levels too close, by registry name.
 *
 * Thud: one more doubling of time buys the Trolls 0.2–0.6 of a ply (measured in `npm run bench -- thud-ai`),
 * too little for level n+1 to beat level n on that side. So each level searches one ply deeper than the
 * one below: levels 2–6 stop at depths 1–5 (on average 1 ms to 0.42 s a move on the bench positions; the
 * time caps catch the slow ones, such as the classic Dwarfs' depth 5), level 7 thinks ~3 s (5.4–6.8 plies),
 * and level 1 plays half its moves at random.
 */
export const GAME_LEVEL_BUDGETS: Readonly<Record<string, Readonly<Record<number, LevelBudget>>>> = {
  thud: {
    1: { maxDepth: 1, maxNodes: 2_000, timeMs: 100, ttBits: 14, randomMoveShare: 0.5 },
    2: { maxDepth: 1, maxNodes: 50_000, timeMs: 200, ttBits: 14 },
    3: { maxDepth: 2, maxNodes: 200_000, timeMs: 300, ttBits: 16 },
    4: { maxDepth: 3, maxNodes: 500_000, timeMs: 400, ttBits: 17 },
    5: { maxDepth: 4, maxNodes: 1_000_000, timeMs: 750, ttBits: 19 },
    6: { maxDepth: 5, maxNodes: 1_500_000, timeMs: 1_450, ttBits: 20 },
    7: { maxDepth: 64, maxNodes: 1_500_000, timeMs: 2_900, ttBits: 20 },
  },
};

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 7;

/**
 * The budget of a level (in `game`'s own ladder when it has one); throws `GameError('bad-level')`
 * for anything but a whole number 1–7.
 */
export function levelBudget(level: number, game?: string): LevelBudget {
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new GameError('bad-level', `Level must be a whole number from ${MIN_LEVEL} to ${MAX_LEVEL}; got ${String(level)}.`);
  }
  const ladder = game !== undefined && Object.prototype.hasOwnProperty.call(GAME_LEVEL_BUDGETS, game) ? GAME_LEVEL_BUDGETS[game] : LEVEL_BUDGETS;
  return ladder[level];
}
