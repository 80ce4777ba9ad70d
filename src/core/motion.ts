import type { GridGame, PieceView } from './board.js';

/**
 * What a move does on the board, as the eye should follow it: the game layer describes it
 * (`src/games/<game>/motion.ts`), the UI's one animator plays it (DESIGN.md "one motion plan").
 *
 * Cells are the board's cells after the move (`row * cols + col`, as `GridGame.grid` numbers
 * them). Time is counted in steps: a step is the element's `animation` time (ms per square
 * of a path), so a plan says "the robots move one step after the player", not milliseconds.
 */
export interface MotionPlan {
  readonly tracks: readonly MotionTrack[];
  /**
   * The view moved forward with the mover (Formula 1's road): every drawn row but the last
   * `keep` slides in from `rows` rows further up.
   */
  readonly scroll?: { readonly rows: number; readonly keep: number };
  /**
   * Steps the board should stay as it is once the tracks have played (a round's winning move
   * on show) before the computer moves on.
   */
  readonly hold?: number;
}

export type MotionTrack = SlideTrack | VanishTrack | AppearTrack;

/** A piece travels: it stood on `path[0]` before the move and stands on the last cell after it. */
export interface SlideTrack {
  readonly kind: 'slide';
  /** Cells in order, at least two (a chain of captures lists every landing square). */
  readonly path: readonly number[];
  /** Start, in steps after the move (default 0). */
  readonly at?: number;
  /** Duration in steps (default: one per leg of the path). */
  readonly steps?: number;
}

/** A piece the move takes off the board, drawn as a ghost that fades where it stood (or on its way to `to`). */
export interface VanishTrack {
  readonly kind: 'vanish';
  readonly cell: number;
  /** The piece as it was (the cell is empty or holds another piece after the move). */
  readonly piece: PieceView;
  /** Where the ghost heads while it fades (a robot falling into a crevasse, Spock's victim sent back). */
  readonly to?: number;
  readonly at?: number;
  readonly steps?: number;
  /** How it goes: `fade` (taken), `fall` (shrinks into a hole), `crash` (collides), `spin` (turned into something else). */
  readonly effect?: 'fade' | 'fall' | 'crash' | 'spin';
}

/** A piece that comes into being at `cell` (a robot spawned in a corner, Spock's transformed piece): it grows in. */
export interface AppearTrack {
  readonly kind: 'appear';
  readonly cell: number;
  readonly at?: number;
  readonly steps?: number;
}

/** Length of a plan in steps: when its last track ends (the hold not included). */
export function planSteps(plan: MotionPlan): number {
  let end = plan.scroll ? 1 : 0;
  for (const t of plan.tracks) end = Math.max(end, (t.at ?? 0) + trackSteps(t));
  return end;
}

/** Duration of a track in steps. */
export function trackSteps(t: MotionTrack): number {
  if (t.steps !== undefined) return t.steps;
  return t.kind === 'slide' ? Math.max(1, t.path.length - 1) : 1;
}

/** The empty plan (a pass, a move with nothing to show). */
export const NO_MOTION: MotionPlan = { tracks: [] };

/**
 * The plan of a move that is its `moveShape` and nothing more: the mover slides through every
 * landing square (one step per leg), and each captured piece fades where it stood while it does.
 */
export function shapeMotion<S, M>(game: Pick<GridGame<S, M>, 'moveShape' | 'pieces'>, before: S, move: M): MotionPlan {
  const shape = game.moveShape(before, move);
  if (shape.from < 0 || shape.path.length === 0) return NO_MOTION;
  const steps = shape.path.length;
  const tracks: MotionTrack[] = [{ kind: 'slide', path: [shape.from, ...shape.path] }];
  if (shape.captured.length > 0) {
    const board = game.pieces(before);
    for (const cell of shape.captured) {
      const piece = board[cell];
      if (piece) tracks.push({ kind: 'vanish', cell, piece, steps, effect: 'fade' });
    }
  }
  return { tracks };
}
