import type { BoardMotion, GridGame, GridStart, MoveShape } from '../core/board.js';
import type { RecordFormat } from '../core/game.js';
import type { CoordinateStyle } from './board-view.js';
import type { StringTable, Translations } from './i18n.js';
import type { OptionTable } from './options.js';
import type { PieceDrawer } from './pieces.js';
import type { ToolbarParts } from './toolbar.js';

/** What an element is made of: its game, its words and its options (a static of the element class). */
export interface ElementRecipe {
  /**
   * Its game without the record format and motion, which `records` and `motion` load (a game given whole needs neither);
   * with `rules`, only its start (a `GridStart`).
   */
  readonly game: GridStart<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * The whole game (moves, play, positions read), loaded with the code that changes a game (see `RulesSlot`); without
   * it, `game` is whole.
   */
  readonly rules?: () => Promise<GridGame<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The game's record format, loaded a turn after the board is drawn (see `RecordsSlot`). */
  readonly records?: () => Promise<RecordFormat>;
  /** What a move does on the board (the game's motion.ts), loaded with the animator (see `MotionSlot`). */
  readonly motion?: () => Promise<BoardMotion<any, any>['motion']>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The element's words in English (and any other language it has at hand). */
  readonly strings: StringTable;
  /** Its other languages, loaded when it speaks one. */
  readonly translations?: Translations;
  readonly options: OptionTable;
  /** How its pieces look (draughts' men and kings: `drawDraughtsPiece`, pieces.ts). */
  readonly drawPiece: PieceDrawer;
  /** Coordinates drawn on the board for a variant (default: algebraic). */
  readonly coordinates?: (variant: string) => CoordinateStyle;
  /** Coordinates an exported image writes, where the board's own come from its overlay (Thud's): default `coordinates`. */
  readonly imageCoordinates?: (variant: string) => CoordinateStyle;
  /** The square notation style passed to `game.cellName` (default: the game's own). */
  readonly notation?: (variant: string) => string | undefined;
  /** Non-playable cells are gaps (Thud's cut corners), not light squares. */
  readonly cutUnplayable?: boolean;
  /** The search algorithm the computer plays with (default alpha-beta). */
  readonly algorithm?: string;
  /** A level the computer always plays at (the Arsac games' hints), whatever `level` says. */
  readonly computerLevel?: number;
  /** Toolbar parts the element leaves out (a one-player game: new game, flip, move now and stop, two people). */
  readonly toolbar?: ToolbarParts;
}

/** How legal moves are entered square by square when a game wants more than `[from, ...path]`. */
export interface InputShapes {
  readonly shapes: readonly MoveShape[];
  /** `moveOf[i]`: the legal move entry `shapes[i]` plays. */
  readonly moveOf: readonly number[];
}

/** Who plays: derived from `side`. */
export type PlayMode = 'vs-computer' | 'two-players' | 'computer-both';
