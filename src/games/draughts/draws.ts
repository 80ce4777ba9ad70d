/**
 * Draw adjudication (rules/draughts.md "Draws"). The counters live in the
 * state (see state.ts); this module says which endgame class a material
 * balance falls in and when a counter reaches its limit.
 */
import { geometry, type DraughtsVariant } from './rules.js';

/** Limits of rules/draughts.md "Draws", in plies unless named `…Moves` (moves of the stronger side). */
export const DRAW_LIMITS = {
  repetitions: 3,
  /** FMJD: 25 moves each with only king moves. */
  kingPliesInternational: 50,
  /** FMJD-64: 15 moves each with only king moves. */
  kingPliesRussian: 30,
  /** FMJD: lone king against three pieces incl. a king, 16 moves each. */
  endgame16Plies: 32,
  /** FMJD: lone king against two or fewer pieces incl. a king, 5 moves each. */
  endgame5Plies: 10,
  /** FMJD-64: three or more kings against a lone king, the stronger side's 15th move. */
  russianThreeKingsMoves: 15,
  /** FMJD-64: three pieces against a lone king on the long diagonal, won by the 5th move. */
  russianLongDiagonalMoves: 5,
  /** FMJD-64: two pieces incl. a king (or a king) against a lone king, 5 moves. */
  russianSmallMoves: 5,
  /** FMJD-64: kings on both sides, no capture nor promotion: 30 moves (each) with 4–5 pieces… */
  russianSmallQuietPlies: 60,
  /** …and 60 moves (each) with 6–7 pieces. */
  russianLargeQuietPlies: 120,
} as const;

/**
 * Endgame classes. The value stored in the state is `cls * 4 + strongSide`
 * (strongSide 1 = white, 2 = black), 0 when none applies, so a change of the
 * balance (or of who is stronger) restarts the counter.
 */
export const EG = {
  none: 0,
  /** International/Brazilian: three pieces incl. ≥1 king against a lone king. */
  intl16: 1,
  /** International/Brazilian: ≤ two pieces incl. ≥1 king against a lone king. */
  intl5: 2,
  /** Russian: ≥ three kings against a lone king. */
  ruKings: 3,
  /** Russian: three pieces incl. 1–2 kings against a lone king (the long-diagonal rule may apply). */
  ruThree: 4,
  /** Russian: ≤ two pieces incl. ≥1 king against a lone king. */
  ruSmall: 5,
} as const;

/** Piece counts: white men, white kings, black men, black kings. */
export interface Material {
  readonly wm: number;
  readonly wk: number;
  readonly bm: number;
  readonly bk: number;
}

/** The endgame class code (`cls * 4 + strongSide`) of a material balance. */
export function endgameClass(variant: DraughtsVariant, m: Material): number {
  let strong: number;
  let sMen: number;
  let sKings: number;
  if (m.wm === 0 && m.wk === 1) {
    strong = 2;
    sMen = m.bm;
    sKings = m.bk;
  } else if (m.bm === 0 && m.bk === 1) {
    strong = 1;
    sMen = m.wm;
    sKings = m.wk;
  } else return EG.none;
  if (sKings === 0) return EG.none;
  const s = sMen + sKings;
  let cls: number = EG.none;
  if (variant === 'russian') {
    if (sKings >= 3) cls = EG.ruKings;
    else if (s === 3) cls = EG.ruThree;
    else if (s <= 2) cls = EG.ruSmall;
  } else if (s === 3) cls = EG.intl16;
  else if (s <= 2) cls = EG.intl5;
  return cls === EG.none ? EG.none : cls * 4 + strong;
}

/** What `outcome` needs to judge a draw. */
export interface DrawCounters extends Material {
  readonly variant: DraughtsVariant;
  readonly reps: number;
  readonly kingPlies: number;
  readonly quietPlies: number;
  readonly eg: number;
  readonly egPlies: number;
  readonly egStrongMoves: number;
  readonly egDiagonal: boolean;
}

/** The reason of a draw by rule, or null. */
export function drawReason(s: DrawCounters): string | null {
  const L = DRAW_LIMITS;
  if (s.reps >= L.repetitions) return 'repetition';
  const russian = s.variant === 'russian';
  if (s.kingPlies >= (russian ? L.kingPliesRussian : L.kingPliesInternational)) return 'king-moves';
  const cls = s.eg >> 2;
  if (!russian) {
    if (cls === EG.intl16 && s.egPlies >= L.endgame16Plies) return 'endgame-16';
    if (cls === EG.intl5 && s.egPlies >= L.endgame5Plies) return 'endgame-5';
    return null;
  }
  const total = s.wm + s.wk + s.bm + s.bk;
  if ((cls === EG.ruKings && total === 4) || cls === EG.ruThree) {
    if (s.egDiagonal && s.egStrongMoves >= L.russianLongDiagonalMoves) return 'long-diagonal';
  }
  if (cls === EG.ruKings && s.egStrongMoves >= L.russianThreeKingsMoves) return 'endgame-15';
  if (cls === EG.ruSmall && s.egStrongMoves >= L.russianSmallMoves) return 'endgame-5';
  if (s.wk > 0 && s.bk > 0) {
    if ((total === 4 || total === 5) && s.quietPlies >= L.russianSmallQuietPlies) return 'endgame-30';
    if ((total === 6 || total === 7) && s.quietPlies >= L.russianLargeQuietPlies) return 'endgame-60';
  }
  return null;
}

/**
 * The longest win the draw rules still allow from this position: a win in d plies (its last ply the
 * capture that ends the game) comes before every running counter's draw only if d is at most this.
 * Along the line no capture or promotion is assumed, so it is safe but strict where one comes first;
 * repetition is left out (a shortest win never repeats a position).
 */
export function pliesToWin(s: DrawCounters & { readonly side: number }): number {
  const L = DRAW_LIMITS;
  const russian = s.variant === 'russian';
  // A counter c with limit n draws at the position c + j ≥ n, j plies on; the winning ply d is played from ply d − 1.
  let left = (russian ? L.kingPliesRussian : L.kingPliesInternational) - s.kingPlies;
  const cls = s.eg >> 2;
  if (!russian) {
    if (cls === EG.intl16) left = Math.min(left, L.endgame16Plies - s.egPlies);
    if (cls === EG.intl5) left = Math.min(left, L.endgame5Plies - s.egPlies);
    return left;
  }
  const total = s.wm + s.wk + s.bm + s.bk;
  let moves = Infinity;
  if (((cls === EG.ruKings && total === 4) || cls === EG.ruThree) && s.egDiagonal) moves = L.russianLongDiagonalMoves;
  if (cls === EG.ruKings) moves = Math.min(moves, L.russianThreeKingsMoves);
  if (cls === EG.ruSmall) moves = L.russianSmallMoves;
  if (moves !== Infinity) {
    // Counted in the stronger side's moves: k more may be made before the one that must end the game.
    const k = moves - s.egStrongMoves - 1;
    left = Math.min(left, (s.eg & 3) === s.side ? 2 * k + 1 : 2 * k + 2);
  }
  if (s.wk > 0 && s.bk > 0) {
    if (total === 4 || total === 5) left = Math.min(left, L.russianSmallQuietPlies - s.quietPlies);
    if (total === 6 || total === 7) left = Math.min(left, L.russianLargeQuietPlies - s.quietPlies);
  }
  return left;
}

/** A type with its readonly fields writable (for filling in a position as it is made). */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Brings the counters of the position before a move (`before`, whose side moved) forward into `out`,
 * the position after it, whose board, side and material are already set (`reps` is the caller's:
 * it walks its own history). `kingMove`: a king's quiet move; `irreversible`: a capture or promotion.
 */
export function advanceDrawCounters(
  out: Mutable<DrawCounters> & { readonly board: ArrayLike<number> },
  before: DrawCounters & { readonly side: number },
  kingMove: boolean,
  irreversible: boolean,
): void {
  const eg = endgameClass(out.variant, out);
  const sameEg = eg !== 0 && eg === before.eg;
  out.kingPlies = kingMove ? before.kingPlies + 1 : 0;
  out.quietPlies = irreversible ? 0 : before.quietPlies + 1;
  out.eg = eg;
  out.egPlies = sameEg ? before.egPlies + 1 : 0;
  out.egStrongMoves = sameEg ? before.egStrongMoves + ((eg & 3) === before.side ? 1 : 0) : 0;
  out.egDiagonal = sameEg ? before.egDiagonal : eg !== 0 && loneKingOnLongDiagonal(out.variant, out.board, eg);
}

/** rules/draughts.md "Draws" (Russian): is the lone king on the long diagonal a1–h8? */
export function loneKingOnLongDiagonal(variant: DraughtsVariant, board: ArrayLike<number>, eg: number): boolean {
  if (variant !== 'russian') return false;
  const g = geometry(variant);
  const weak = 3 - (eg & 3);
  for (let sq = 0; sq < g.squares; sq++) {
    const v = board[g.sqCell[sq]];
    if (v !== 0 && (v & weak) !== 0) {
      const cell = g.sqGrid[sq];
      return Math.floor(cell / g.cols) + (cell % g.cols) === g.rows - 1;
    }
  }
  return false;
}
