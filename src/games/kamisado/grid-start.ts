/**
 * Kamisado's start as a page draws it (a `GridStart`): the board, the towers and the round-1 set-up, which
 * <kamisado-board> draws before the rest of the rules (grid.ts's `kamisadoGridGame`) arrive, and what the
 * element reads of a state.
 */
import type { GridShape, GridStart, MoveShape, PieceView } from '../../core/board.js';
import { COLOUR_OF, GOAL_ROW, SIDE_NAMES, cellName as squareName, type SideName } from './geometry.js';
import { kamisadoStart } from './start.js';
import { EMPTY, FILL, FREE, KIND_FL, KIND_PUSH, KIND_REENTER, OVER, POS, RANK, towerKind, type KamisadoMove, type KamisadoState, type RoundResult } from './state.js';

export {
  COLOUR_LETTERS,
  COLOUR_NAMES,
  SQUARE_COLOUR,
  VARIANTS,
  VARIANT_TABLE,
  MAX_STEPS,
  RANK_NAMES,
  squareColour,
  parseCell,
} from './geometry.js';
export type { ColourLetter, KamisadoVariant, SideName, VariantRules } from './geometry.js';
export { FL, FR, KIND_MOVE, KIND_PUSH, KIND_REENTER, KIND_FL, KIND_FR, moveFrom, moveTo, moveKind, moveReentry } from './state.js';
export type { KamisadoMove, KamisadoState, RoundResult, EndReason } from './state.js';
export type { KamisadoOptions } from './start.js';

const GRID: GridShape = {
  rows: 8,
  cols: 8,
  playable: new Array<boolean>(64).fill(true),
  // Every square has its own colour (SQUARE_COLOUR); there is no light/dark pattern.
  dark: new Array<boolean>(64).fill(false),
  files: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
  // In row order: row 0 (the top, as drawn with Black at the bottom) is rank 8.
  ranks: ['8', '7', '6', '5', '4', '3', '2', '1'],
};

function moveShape(s: KamisadoState, m: KamisadoMove): MoveShape {
  const kind = (m >> 12) & 7;
  if (kind >= KIND_FL) return { from: -1, path: [], captured: [] }; // FL/FR: no geometry
  const from = m & 63;
  const to = (m >> 6) & 63;
  const t = s.buf[from];
  const rank = s.buf[RANK + t];
  // A push takes nothing: the pushed towers (pushedCells) only step back, so `captured` stays empty.
  if (kind === KIND_PUSH) return { from, path: [to], captured: [] };
  if (to >> 3 === GOAL_ROW[s.side]) {
    // A goal move promotes (§5, §7; a non-stop Triple stays a Triple); a re-entry lands once more on the home row.
    const max = s.rules.nonStop ? 3 : 4;
    const promotesTo = towerKind(Math.min(rank + 1, max), t & 7);
    return { from, path: kind === KIND_REENTER ? [to, (m >> 15) & 63] : [to], captured: [], promotesTo };
  }
  return { from, path: [to], captured: [] };
}

/** Kamisado's start as a board draws it: no moves (grid.ts's `kamisadoGridGame` has them). Moves are numbers; states are immutable. */
export const kamisadoGridStart: GridStart<KamisadoState, KamisadoMove> = {
  ...kamisadoStart,

  grid: () => GRID,
  pieces: (s) => {
    const out: (PieceView | null)[] = [];
    for (let cell = 0; cell < 64; cell++) {
      const t = s.buf[cell];
      out.push(t === EMPTY ? null : { side: SIDE_NAMES[t >> 3], kind: towerKind(s.buf[RANK + t], t & 7) });
    }
    return out;
  },
  moveShape,
  cellName: (_variant, cell) => squareName(cell),
};

// ---------------------------------------------------------------- helpers for the element

/** Round results so far (each round's winner, reason, promoted tower, points, score after). */
export function roundResults(s: KamisadoState): readonly RoundResult[] {
  return s.results;
}

export interface MatchScore {
  readonly black: number;
  readonly gold: number;
  readonly target: number;
  readonly round: number;
  /** Written moves in this round, passes included. */
  readonly ply: number;
}

export function matchScore(s: KamisadoState): MatchScore {
  return { black: s.score[0], gold: s.score[1], target: s.rules.target, round: s.round, ply: s.ply };
}

/** What the side to move must do: move a given tower, move any tower, choose FL/FR, or nothing (over). */
export type Duty =
  | { readonly kind: 'tower'; readonly cell: number; readonly colour: number }
  | { readonly kind: 'free' }
  | { readonly kind: 'fill' }
  | { readonly kind: 'over' };

export function duty(s: KamisadoState): Duty {
  if (s.toMove === OVER) return { kind: 'over' };
  if (s.toMove === FILL) return { kind: 'fill' };
  if (s.toMove === FREE) return { kind: 'free' };
  return { kind: 'tower', cell: s.buf[POS + s.side * 8 + s.toMove], colour: s.toMove };
}

/** Colour index (0..7) of the square `cell`. */
export function colourOf(cell: number): number {
  return COLOUR_OF[cell];
}

/** Cell of every tower (id = side·8 + colour index), for animating pushes and the regroup. */
export function towerCells(s: KamisadoState): number[] {
  return s.buf.slice(POS, POS + 16);
}

/** Side whose round just ended with a win and who must now choose FL/FR, if any. */
export function defender(s: KamisadoState): SideName | null {
  return s.toMove === FILL ? SIDE_NAMES[s.side] : null;
}
