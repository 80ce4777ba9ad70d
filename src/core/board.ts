import type { Rules, SearchHooks } from './game.js';
import type { MotionPlan } from './motion.js';

/**
 * What a grid board needs to draw a game (used by src/ui). Cells are indices
 * `row * cols + col`, row 0 at the top as seen from the first side
 * (`game.sides[0]` sits at the bottom in the default orientation).
 */
export interface GridShape {
  readonly rows: number;
  readonly cols: number;
  /** Cells pieces can stand on (dark squares in draughts, the octagon in Thud). */
  readonly playable: readonly boolean[];
  /** Cells drawn with the alternate (dark) colour. */
  readonly dark: readonly boolean[];
  /** File letters / rank numbers for the coordinate labels, when the game uses them. */
  readonly files?: readonly string[];
  readonly ranks?: readonly string[];
}

/** A piece as drawn: its owner and its kind (`man`, `king`, `troll`, …). */
export interface PieceView {
  readonly side: string;
  readonly kind: string;
}

/** The geometry of a move, for highlights and animation. */
export interface MoveShape {
  readonly from: number;
  /** Every landing square in order; the last one is the destination. */
  readonly path: readonly number[];
  /** Cells whose pieces the move removes. */
  readonly captured: readonly number[];
  /** Kind of the moving piece after the move when it changes (promotion). */
  readonly promotesTo?: string;
}

export interface GridGame<S, M> extends Rules<S, M> {
  grid(variant: string): GridShape;
  /** One entry per cell; `null` for an empty or unplayable cell. */
  pieces(state: S): readonly (PieceView | null)[];
  moveShape(state: S, move: M): MoveShape;
  /** Name of a cell in the variant's square notation (`e4`, `32`), for labels and announcements. */
  cellName(variant: string, cell: number, style?: string): string;
}

/** What a whole game adds to its start (`GridStart`): listing, playing and writing moves, and set-ups from a position. */
export type PlayRules = 'moves' | 'play' | 'formatMove' | 'parseMove';

/**
 * A game's start: what a board draws a game with before it changes, for a page to load before the
 * rest of the rules (an element's `rules`, which join it). Its `setup` builds a variant's start from
 * options without `position`; the whole game's builds any.
 */
export type GridStart<S, M> = Omit<GridGame<S, M>, PlayRules | 'perft' | 'exportRecord' | 'importRecord'>;

/**
 * What a move does on a grid game's board, for the animator (src/core/motion.ts): each game's motion.ts, which an
 * element loads with its animator (`ElementRecipe.motion`) and the engines' games carry.
 */
export interface BoardMotion<S, M> {
  /** What `move` (legal in `before`, giving `after`) does. Games whose moves are a path and captures build it with `shapeMotion`. */
  motion(before: S, move: M, after: S): MotionPlan;
}

/** A grid game with its motion and search hooks: what the engines' registry and the computer's search take. */
export type SearchGridGame<S, M> = GridGame<S, M> & BoardMotion<S, M> & SearchHooks<S, M>;
