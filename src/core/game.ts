/**
 * The one interface every game implements (DESIGN.md "Games are pure and headless").
 *
 * A game is a set of pure functions over immutable states `S` and move values `M`.
 * States carry whatever the rules need to judge the end of a game on their own
 * (counters, and a link to earlier positions for repetition), so `outcome(state)`
 * needs no outside history. The same value serves the headless `engines` API,
 * the elements and the AI worker.
 */
import type { LevelLadder } from './levels.js';
// Types only: a game's own search is a task the AI's drivers run (src/ai/search.ts).
import type { SearchOptions, SearchTask } from '../ai/search.js';
import type { SearchBoard } from './search-board.js';

/** How a game ended. `winner` is a side name, or `null` for a draw. */
export interface Outcome {
  /** The winning side's name; `null` for a draw. */
  readonly winner: string | null;
  /** Machine-readable reason, e.g. `no-moves`, `repetition`, `king-moves`, `agreement`. */
  readonly reason: string;
}

/** Options accepted by `Game.setup`; games may accept more keys (e.g. `trollCapture`). */
export interface SetupOptions {
  /** Rules variant; the game's default when omitted. */
  readonly variant?: string;
  /** Starting position in the game's position notation; the variant's initial position when omitted. */
  readonly position?: string;
  /** The game's own options, named in `Game.optionNames`. */
  readonly [option: string]: unknown;
}

/** A parsed game record (PDN for draughts, the game's own record format otherwise). */
export interface GameRecord {
  /** The rules variant the record is played under. */
  readonly variant: string;
  /** Set-up position when the game did not start from the initial one. */
  readonly position?: string;
  /** Moves as written in the record; the session replays them. */
  readonly moves: readonly string[];
  /** Result tag when the record has one (`1-0`, `0-1`, `1/2-1/2`, `*`). */
  readonly result?: string;
  /** The record's header tags (PDN `[Event "…"]` and the like), by name. */
  readonly tags: Readonly<Record<string, string>>;
  /** Comments by ply index (0 = before the first move), kept where the format allows. */
  readonly comments?: Readonly<Record<number, string>>;
  /** Game-specific set-up options the record carries (e.g. `trollCapture`, `seed`), merged into set-up on import. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Side lines (PDN `( … )`), where the format has them. */
  readonly variations?: readonly Variation[];
}

/**
 * A side line of a record: moves played instead of the line's move number `at + 1`, from the position
 * after `at` plies. Plies count from the start of the game along the side line, so its moves are plies
 * `at + 1`, `at + 2`, …, and its comments and nested side lines are keyed the same way.
 */
export interface Variation {
  /** The plies shared with the line it branches from. */
  readonly at: number;
  /** Its moves, as written (in a record) or canonical (from a session). */
  readonly moves: readonly string[];
  /** Comments by ply (`at`: before its first move). */
  readonly comments?: Readonly<Record<number, string>>;
  /** Side lines of this side line. */
  readonly variations?: readonly Variation[];
}

/** What `exportRecord` needs to write a game. */
export interface RecordInput {
  /** The rules variant of the game. */
  readonly variant: string;
  /** Set-up position, or undefined when the game started from the variant's initial position. */
  readonly position?: string;
  /** Canonical move strings, in order. */
  readonly moves: readonly string[];
  /** The result to write, or `null` for a game still going on. */
  readonly outcome: Outcome | null;
  /** Header tags to write, by name. */
  readonly tags?: Readonly<Record<string, string>>;
  /** Comments to write, by ply (0: before the first move). */
  readonly comments?: Readonly<Record<number, string>>;
  /** Side lines to write, where the format has them. */
  readonly variations?: readonly Variation[];
  /** Game-specific set-up options in force (from `Game.options`), for the record's tags. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A move an opening book gives for a position, in the game's notation, with its score for the side to move. */
export interface BookMove {
  /** The move in the game's notation. */
  readonly move: string;
  /** What the book's builder found it worth, for the side to move (the evaluation's units). */
  readonly score: number;
}

/** An opening book: the good moves its builder found for the positions it knows (null: not in the book). */
export interface OpeningBook<S> {
  /** The book moves of `state`, best first; null when the book does not know it. */
  moves(state: S): readonly BookMove[] | null;
}

/** One outcome of a chance event (`Game.chance`): its probability and the state it leads to. */
export interface ChanceOutcome<S> {
  /** Its chance, from 0 to 1. */
  readonly probability: number;
  /** The state that outcome leads to. */
  readonly state: S;
}

/**
 * A game's rules as pure functions over immutable states `S` and moves `M` (see the file's head):
 * what a page needs to play and show a game. `createGame` wraps one in a `GameSession`.
 */
export interface Rules<S, M> {
  /** Registry name, as in `createGame(name)`. */
  readonly name: string;
  /** The game's name in prose ("Thud", "Formula 1"), for messages. */
  readonly title: string;
  /** The names of its rules variants. */
  readonly variants: readonly string[];
  /** The variant `setup` plays when given none. */
  readonly defaultVariant: string;
  /**
   * Set-up options `setup` reads besides the ones every game takes (`variant`, `position`).
   * `createGame` refuses any other name the same way in every game (checkSetupOptions).
   */
  readonly optionNames: readonly string[];
  /** Side names in turn order of the initial position, e.g. `['white', 'black']`. */
  readonly sides: readonly string[];

  /** Builds the starting state. Throws `GameError` (`unknown-variant`, `bad-position`, …) on bad input. */
  setup(options?: SetupOptions): S;
  /** The variant `state` is played under. */
  variant(state: S): string;
  /** Side to move. */
  turn(state: S): string;
  /** Every legal move exactly once (empty when the game is over by rule). */
  moves(state: S): readonly M[];
  /** The state after `move`; `state` is left untouched. `move` must come from `moves(state)`. */
  play(state: S, move: M): S;
  /** `null` while the game goes on. */
  outcome(state: S): Outcome | null;

  /** Canonical (shortest unambiguous) notation of a legal move. */
  formatMove(state: S, move: M): string;
  /** Parses any accepted notation of a legal move; throws `GameError` (`bad-move` or `illegal-move`). */
  parseMove(state: S, text: string): M;
  /** The position in the game's position notation (FEN for draughts), as `setup({ position })` reads it. */
  formatPosition(state: S): string;

  /** 32-bit Zobrist-style key of the position (placement and side to move at least). */
  hash(state: S): number;
  /**
   * Optional: set-up options the computer needs to search `state`, besides those in force
   * (Kamisado: the end of the current round is a leaf, rules/kamisado.md §5). Merged into a
   * search request's set-up.
   */
  searchSetup?(state: S): Record<string, unknown>;

  /**
   * Game-specific set-up options in force in `state` besides variant and position
   * (e.g. `{ trollCapture: 'one' }`, or the seed a game drew for itself), so that a
   * record or a worker can rebuild the same game.
   */
  options?(state: S): Record<string, unknown>;

  /** Leaf count at `depth`, counted with the rules' move identity (bulk counting allowed). */
  perft?(state: S, depth: number): number;
  /** Writes a game in the game's record format (PDN for draughts). */
  exportRecord?(input: RecordInput): string;
  /** Reads a record written by `exportRecord` (or by hand); throws `GameError('bad-record')`. */
  importRecord?(text: string): GameRecord;
  /**
   * Optional: the moves of a line written by hand (an element's `moves` attribute), one string
   * per move, for games whose moves hold spaces; `splitMoveLine` when absent.
   */
  splitMoves?(text: string): readonly string[];
}

/**
 * What the computer's search needs of a game besides its rules: the evaluation, move ordering and
 * pruning hints, the fast search board, the level ladder, the opening book, chance. Kept apart so a
 * page that only shows and referees a game (an element: the search runs in a worker) loads none of it.
 */
export interface SearchHooks<S, M> {
  /** Static evaluation from the side to move's point of view, within ±(WIN_SCORE/2). */
  evaluate(state: S): number;
  /** Moves the quiescence search must still look at (captures and the like). */
  isNoisy(state: S, move: M): boolean;
  /**
   * Optional cheap ordering hint (higher is tried first) used after the
   * transposition-table move and killers.
   */
  moveOrderHint?(state: S, move: M): number;
  /**
   * Optional: exactly the moves `isNoisy` accepts, for games where listing them
   * alone is much cheaper than listing every move (Thud: a few captures among
   * hundreds of moves). Only for games where no move is ever compulsory, so the
   * capture search may always stand pat on the evaluation.
   */
  noisyMoves?(state: S): readonly M[];
  /**
   * Optional: an upper bound on how much one quiet move can raise the mover's static
   * evaluation. With it, a node one ply above the horizon whose evaluation plus this
   * margin cannot reach alpha searches its noisy moves only (futility pruning) — what
   * makes a third ply affordable among hundreds of Thud moves.
   */
  futilityMargin?(state: S): number;
  /**
   * Optional: a number naming a move among the moves of similar positions, for
   * killer and history ordering; without it the search keys object moves by their
   * notation, which costs a string per quiet move per node.
   */
  moveKey?(state: S, move: M): number;
  /**
   * Optional: a mutable working board at `state` for the alpha-beta search (make and take back
   * moves by index, see src/core/search-board.ts), agreeing move for move with these functions.
   * Without it the search runs on the pure functions through an adapter, a new state per node.
   */
  searchBoard?(state: S): SearchBoard;
  /**
   * Optional: work to finish before the AI searches `state`, such as building draughts' endgame tables
   * when a game nears its end. The search service awaits it, so that a search's result does not depend
   * on how fast the work went: it must work in slices (the thread keeps answering messages) and settle
   * at once, with an AbortError, when `signal` aborts.
   */
  beforeSearch?(state: S, signal?: AbortSignal): Promise<void> | undefined;
  /**
   * Optional: the game's own search of `state`, or null where alpha-beta is to search. It takes a position only at a
   * level that asks for it (`LevelBudget.ownSearch`); the game readies it before the search (draughts: `openingMove`).
   */
  ownSearch?(state: S, options: SearchOptions): SearchTask<M> | null;
  /**
   * Optional: late move reductions. From the `fromMove`-th move in search order
   * (0-based), quiet moves at `minDepth` plies or more are first searched a ply
   * shallower and searched in full only if they look better than the best so far.
   * For games with hundreds of moves a node (Thud), where a full-width extra ply is
   * out of reach within a level's budget.
   */
  readonly lateMoveReduction?: { readonly fromMove: number; readonly minDepth: number };
  /**
   * Optional: enhanced transposition cut-offs. A null-window node `minDepth` plies or more above
   * the horizon first plays each of its moves and looks the position up in the transposition table:
   * one the table already knows to be good enough ends the node before any search. For games whose
   * lines often meet again (draughts: men's moves in another order), where a move and a look-up cost
   * little against the subtree they may save.
   */
  readonly transpositionCutoffs?: { readonly minDepth: number };
  /**
   * Optional: the position with the turn passed to the opponent, for null-move pruning
   * (a side that stays above beta even after passing needs no full search there). Only
   * for games where moving is almost never worse than passing (no zugzwang to speak of:
   * Thud's dwarfs and trolls); null when passing makes no sense in `state`.
   */
  nullMove?(state: S): S | null;
  /**
   * Optional: late move pruning. At remaining depth d (1-based index d − 1 of the list) a
   * null-window node tries at most this many quiet moves, in the search's order (killers and
   * history first), and takes the rest for no better. For games where most of hundreds of
   * quiet moves change nothing near the horizon (Thud's dwarfs).
   */
  readonly lateMovePruning?: readonly number[];
  /**
   * Optional: the game's own level ladder (budgets by level 1–7), for games where the
   * default one (`LEVEL_BUDGETS` in src/ai/levels.ts) leaves levels too close; levels it
   * does not name use the default. Every level's `timeMs` must stay within the default
   * ladder's: the AI client, which never sees the game, times out a worker by the default.
   */
  readonly levels?: LevelLadder;
  /**
   * Optional: ladders of single variants (by `SetupOptions.variant`), over `levels`: a level a variant's
   * ladder names is that ladder's, the others `levels`'. The same `timeMs` rule holds.
   */
  readonly variantLevels?: Readonly<Record<string, LevelLadder>>;
  /**
   * Optional: the computer's move for `state` from the game's opening book, chosen for the request's
   * level and seed (`bookMove` in src/ai/book.ts), or null to search. The book loads on first use, a
   * module of its own, so neither a page nor a worker outside the opening downloads it.
   */
  openingMove?(state: S, request: { readonly level: number; readonly seed?: number }): Promise<BookMove | null>;

  /**
   * Optional, for the `expectimax` search (games with chance or hidden parts): the
   * outcomes of a move as `{ probability, state }` pairs whose probabilities sum to 1.
   * Without it a move has the one outcome `play(state, move)`.
   */
  chance?(state: S, move: M): readonly ChanceOutcome<S>[];
  /**
   * Optional, for `expectimax`: the state as the side to move can know it (the road
   * beyond the visible rows unknown); the search runs on it, so it cannot use what the
   * player cannot see.
   */
  knownState?(state: S): S;
  /**
   * Optional, for `expectimax` in single-player games: the probability-weighted
   * `evaluate` of a move's outcomes, computed without building them, used for moves
   * whose outcomes lie on the horizon.
   */
  expectedEvaluation?(state: S, move: M): number;
}

/**
 * A game's record format: its records written and read (`exportGame`, `importGame`) and its lines of
 * moves split. The headless games carry it; an element's game leaves it out and loads it a turn after
 * its board (see `ElementRecipe.records`), since a board is drawn and played without it.
 */
export type RecordFormat = Required<Pick<AnyRules, 'exportRecord' | 'importRecord'>> & Pick<AnyRules, 'splitMoves'>;

/** A game the computer can play: its rules and its search hooks. */
export interface Game<S, M> extends Rules<S, M>, SearchHooks<S, M> {}

/**
 * A game's rules (or its rules as a page draws them) with its search hooks. Calls are marked pure
 * (`@__PURE__`), so a page that uses only the rules drops the hooks and all they import.
 */
export function withSearch<R extends object, H extends object>(rules: R, hooks: H): R & H {
  return { ...rules, ...hooks };
}

/** Scores at or beyond this magnitude mean a forced win or loss (mate-distance adjusted). */
export const WIN_SCORE = 1_000_000;

/** Any game, with its state and move types erased (for registries and the AI worker). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any>;
/** Any game's rules, with its state and move types erased (a session needs no more). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRules = Rules<any, any>;
