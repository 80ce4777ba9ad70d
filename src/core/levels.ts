/**
 * What a strength level may spend on a move. The type lives in core because a game may
 * carry its own ladder (`Game.levels`); the default ladder and the lookup are the AI's
 * (`src/ai/levels.ts`).
 */
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
  /**
   * Largest error added to each evaluation of the search (src/ai/jitter.ts): a level that misjudges quiet
   * positions as a weaker player does, where depth alone leaves levels too close (Thud football).
   */
  readonly evalNoise?: number;
  /**
   * Keep the transposition table from one search of a host to the next (`SearchOptions.keepTable`): for a
   * level bounded by time rather than nodes, which gives up the same move for the same request anyway.
   */
  readonly keepTable?: boolean;
  /**
   * Don't start another iteration once this share of `timeMs` is spent (`SearchOptions.softTimeShare`; default
   * half): for a level bounded by time, whose last iteration, cut off at `timeMs`, still counts what it resolved.
   */
  readonly softTimeShare?: number;
  /**
   * The game's own search (`Game.ownSearch`) plays the positions it takes, alpha-beta the rest: international
   * draughts' level 7 searches its middle game compiled to WebAssembly.
   */
  readonly ownSearch?: boolean;
}

/** Budgets by level (1–7); a game's ladder may name only the levels it changes. */
export type LevelLadder = Readonly<Record<number, LevelBudget>>;
