/**
 * The Kamisado keys generated from a language's word lists: colour names, square marks, tower
 * labels and rank names (rules/kamisado.md §1, §2), one table per language file.
 */
import { COLOUR_LETTERS, COLOUR_NAMES } from '../../games/kamisado/geometry.js';

/** Indices and rank suffixes as literal tuples, so that the generated keys have literal types. */
const COLOUR_INDICES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
const RANK_INDICES = [0, 1, 2, 3, 4] as const;
/** A tower's kind is its colour letter and one `+` per sumo rank (§2). */
const RANK_SUFFIXES = ['', '+', '++', '+++', '++++'] as const;
const SIDE_KEYS = ['black', 'gold'] as const;

type GeneratedKey =
  | `colour.${(typeof COLOUR_INDICES)[number]}`
  | `mark.sq-${(typeof COLOUR_NAMES)[number]}`
  | `piece.${(typeof SIDE_KEYS)[number]}.${(typeof COLOUR_LETTERS)[number]}${(typeof RANK_SUFFIXES)[number]}`
  | `rank.${(typeof RANK_INDICES)[number]}`;

/** One language's words for the generated keys. */
export interface TowerWords {
  /** Colour words in colour-index order (O B U P Y R G N). */
  readonly colours: readonly string[];
  /** Dragon … Quadruple Sumo (§2, §5). */
  readonly ranks: readonly string[];
  readonly sides: { readonly black: string; readonly gold: string };
  /** A square's mark from its colour ("green square"). */
  square(colour: string): string;
  /** How a tower reads (default "sumo vert (Noir)": rank, colour, owner). */
  tower?(owner: string, colour: string, rank: string): string;
}

/** The generated keys of one language. */
export function towerWords(w: TowerWords): Readonly<Record<GeneratedKey, string>> {
  const tower = w.tower ?? ((owner: string, c: string, r: string) => `${r} ${c} (${owner})`);
  const out: Partial<Record<GeneratedKey, string>> = {};
  for (const c of COLOUR_INDICES) {
    out[`colour.${c}`] = w.colours[c];
    out[`mark.sq-${COLOUR_NAMES[c]}`] = w.square(w.colours[c]);
    for (const r of RANK_INDICES) {
      for (const side of SIDE_KEYS) out[`piece.${side}.${COLOUR_LETTERS[c]}${RANK_SUFFIXES[r]}`] = tower(w.sides[side], w.colours[c], w.ranks[r]);
    }
  }
  for (const r of RANK_INDICES) out[`rank.${r}`] = w.ranks[r];
  // Every combination is written above; the run-time table check counts them.
  return out as Record<GeneratedKey, string>;
}
