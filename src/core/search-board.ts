/**
 * The mutable face of a game for the alpha-beta search (src/ai/search.ts): one working
 * position that moves are made on and taken back, with moves named by their index in
 * the current position's list. A game that offers one (`Game.searchBoard`) spares the
 * search a new immutable state, a move list and an outcome object per node; any other
 * game is searched through an adapter over its pure functions (src/ai/game-board.ts).
 *
 * The contract, for the search and for every implementation:
 * - `make(i)` and `makeNull()` go one ply deeper, `unmake()` back, strictly last in first out.
 * - The list of the current position is made by `generate()` (or `generateNoisy()`); a move
 *   index refers to the latest list of the current ply, which stays valid while deeper plies
 *   are searched and taken back.
 * - At any position, `generate()` lists exactly `game.moves(state)` in the same order, and
 *   `turn`, `hash`, `evaluate` and `outcome` agree with the game's functions, so table moves
 *   and results mean the same through either path.
 * - One exception, below the root: a position whose exact score the board knows (draughts'
 *   endgame tables) may list no moves, as a position drawn by rule does, and `evaluate` then gives
 *   that score as the search scores a game's end, `±(WIN_SCORE − ply of the end)`.
 */

/** `SearchBoard.outcome()` while the game goes on. */
export const GOES_ON = -2;
/** `SearchBoard.outcome()` for a draw. */
export const DRAWN = -1;

/** A game's working position for the alpha-beta search, made and taken back move by move (the contract: see above). */
export interface SearchBoard {
  /** The side to move, as its index in `Game.sides`. */
  turn(): number;
  /** `Game.hash` of the current position. */
  hash(): number;
  /**
   * Optional: a second hash word of the position, independent of `hash`, which the transposition
   * table compares besides it (without one, 32 bits of key tell positions apart).
   */
  hashCheck?(): number;
  /** `GOES_ON`, `DRAWN`, or the winner's index in `Game.sides`. */
  outcome(): number;
  /** `Game.evaluate` of the current position. */
  evaluate(): number;
  /** Lists the legal moves (in `Game.moves` order) and returns their number; a second call at the same visit is free. */
  generate(): number;
  /**
   * Optional: lists only the noisy moves, in place of the full list, for the capture search: as
   * `Game.noisyMoves` lists them where the game has that hook (Thud finds its captures from the
   * trolls), else in `Game.moves` order (draughts). Cheaper than listing every move where most are quiet.
   */
  generateNoisy?(): number;
  /**
   * Optional, after `generateNoisy`: whether the side may decline the noisy moves, i.e. some legal
   * move is quiet (not so where captures are compulsory). Always true when absent.
   */
  mayStandPat?(): boolean;
  /** `Game.isNoisy` of move `i`. */
  isNoisy(i: number): boolean;
  /** `Game.moveOrderHint` of move `i` (0 without one). */
  orderHint(i: number): number;
  /** A number in [0, `moveKeySpace`) naming move `i` among the moves of similar positions (killers, history). */
  moveKey(i: number): number;
  /** How many move keys there are: `moveKey` is below it. */
  readonly moveKeySpace: number;
  /** Plays move `i` of the current list. */
  make(i: number): void;
  /** Takes back the last `make` or successful `makeNull`. */
  unmake(): void;
  /**
   * Optional (`Game.nullMove`): passes the turn, before the current position's list is made.
   * False, with nothing changed, when passing makes no sense here or does not hand over the turn.
   */
  makeNull?(): boolean;
  /** Optional: `Game.futilityMargin` of the current position. */
  futilityMargin?(): number;
  /** Optional: the search is over and will not touch the board again (a game may reuse its buffers). */
  release?(): void;
}
