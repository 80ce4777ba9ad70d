/**
 * Board geometry, colours and variant tables of Kamisado (rules/kamisado.md §1, §2, §5, §7, §8).
 *
 * Cells are `row * 8 + col` with row 0 = rank 8 at the top (Black sits at the bottom)
 * and col 0 = file a, the same indices the shared grid UI draws.
 */

/** Colour letters in colour-index order (rules/kamisado.md §1). */
export const COLOUR_LETTERS = ['O', 'B', 'U', 'P', 'Y', 'R', 'G', 'N'] as const;
export type ColourLetter = (typeof COLOUR_LETTERS)[number];
export const COLOUR_NAMES = ['orange', 'blue', 'purple', 'pink', 'yellow', 'red', 'green', 'brown'] as const;

/** The colour grid of rules/kamisado.md §1, rank 8 first. */
const COLOUR_ROWS = [
  'OBUPYRGN',
  'ROPGBYNU',
  'GPORUNYB',
  'PUBONGRY',
  'YRGNOBUP',
  'BYNUROPG',
  'UNYBGPOR',
  'NGRYPUBO',
] as const;

/** Colour index (0..7, see COLOUR_LETTERS) of every cell. */
export const SQUARE_COLOUR: readonly number[] = COLOUR_ROWS.flatMap((row) =>
  [...row].map((ch) => COLOUR_LETTERS.indexOf(ch as ColourLetter)),
);
/** Same table as a typed array for the hot paths. */
export const COLOUR_OF = Int8Array.from(SQUARE_COLOUR);

/** The colour letter of a cell's square (for the UI: each square is drawn in its own colour). */
export function squareColour(cell: number): ColourLetter {
  return COLOUR_LETTERS[SQUARE_COLOUR[cell]];
}

export const BLACK = 0;
export const GOLD = 1;
export type SideIndex = 0 | 1;
export const SIDE_NAMES = ['black', 'gold'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

/** Black moves up (towards row 0), Gold down (rules/kamisado.md §1). */
export const FORWARD = [-1, 1] as const;
export const HOME_ROW = [7, 0] as const;
export const GOAL_ROW = [0, 7] as const;

export const FILES = 'abcdefgh';

export function cellName(cell: number): string {
  return FILES[cell & 7] + String(8 - (cell >> 3));
}

/** Parses `a1`..`h8` (case-insensitive) to a cell, or -1. */
export function parseCell(text: string): number {
  if (text.length !== 2) return -1;
  const f = FILES.indexOf(text[0].toLowerCase());
  const r = text.charCodeAt(1) - 48;
  if (f < 0 || r < 1 || r > 8) return -1;
  return (8 - r) * 8 + f;
}

export type KamisadoVariant = 'single' | 'standard' | 'long' | 'marathon' | 'non-stop';
export const VARIANTS: readonly KamisadoVariant[] = ['single', 'standard', 'long', 'marathon', 'non-stop'];

export interface VariantRules {
  readonly name: KamisadoVariant;
  /** Points that end the match (§5) or the non-stop game (§7). */
  readonly target: number;
  readonly nonStop: boolean;
  /** Ply cap of a round (non-stop: of the game), §8. */
  readonly cap: number;
  /**
   * For the computer only (set-up option `searchHorizon`): the end of this round is a leaf —
   * the Defender's FL/FR choice there offers no moves, so a search scores the round's points
   * instead of guessing at the next round's opening. Never set in a game people play.
   */
  readonly horizonRound?: number;
}

/** Targets and caps by variant (rules/kamisado.md §5, §7, §8). */
export const VARIANT_TABLE: Readonly<Record<KamisadoVariant, VariantRules>> = {
  single: { name: 'single', target: 1, nonStop: false, cap: 300 },
  standard: { name: 'standard', target: 3, nonStop: false, cap: 300 },
  long: { name: 'long', target: 7, nonStop: false, cap: 300 },
  marathon: { name: 'marathon', target: 15, nonStop: false, cap: 300 },
  'non-stop': { name: 'non-stop', target: 7, nonStop: true, cap: 1000 },
};

/** Max move length by rank: Dragon, Sumo, Double, Triple (§3.1); a "Quadruple" only exists once the match is over. */
export const MAX_STEPS = [7, 5, 3, 1, 0] as const;
export const RANK_NAMES = ['dragon', 'sumo', 'double sumo', 'triple sumo', 'quadruple sumo'] as const;
/** Highest rank a tower can hold: Quadruple only as the match-ending promotion (§5); non-stop caps at Triple (§7). */
export const MAX_RANK = 4;
export const NONSTOP_MAX_RANK = 3;
