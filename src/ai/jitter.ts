/**
 * A search board whose evaluation is off by a little, the same way every time it sees a position:
 * how a level below the top misjudges quiet positions, as a weaker player does, without playing
 * blunders at random. Wins and losses the search finds stay exact (they are scored by the search, not
 * the evaluation), and so do evaluations at or beyond `JITTER_EXACT_FROM` (draughts' endgame tables).
 *
 * The error of a position comes from its hash and the search's seed: a search sees one consistent
 * (if wrong) picture, its transposition table stays sound, and a game (one seed) keeps its picture
 * from move to move while another game gets another.
 */
import { WIN_SCORE } from '../core/game.js';
import type { SearchBoard } from '../core/search-board.js';

/** Evaluations this large are exact (a known result, scored as the search scores a game's end), never jittered. */
export const JITTER_EXACT_FROM = WIN_SCORE / 2;

/** A whole number in [−amplitude, amplitude], the same for the same hash and seed. */
export function jitterOf(hash: number, seed: number, amplitude: number): number {
  let x = Math.imul(hash ^ Math.imul(seed ^ 0x27d4eb2d, 0x9e3779b1), 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return Math.round(((x >>> 0) / 2 ** 32) * (2 * amplitude + 1) - 0.5) - amplitude;
}

/** Every method of a search board but `evaluate`: the jittered board hands them to the board itself. */
const FORWARDED = [
  'turn', 'hash', 'hashCheck', 'outcome', 'generate', 'generateNoisy', 'mayStandPat', 'isNoisy', 'orderHint', 'moveKey', 'make', 'unmake', 'makeNull', 'futilityMargin', 'release',
] as const satisfies readonly (keyof SearchBoard)[];
/** Compiles only while FORWARDED names every method of SearchBoard but `evaluate`. */
type ForwardsAll<Missing extends never> = Missing;
export type JitterForwardsAll = ForwardsAll<Exclude<keyof SearchBoard, 'evaluate' | 'moveKeySpace' | (typeof FORWARDED)[number]>>;

/**
 * `board` with its evaluation jittered by at most ±`amplitude`; everything else is `board`'s own
 * (its optional methods only where it has them: the search asks whether they exist).
 */
export function jitteredBoard(board: SearchBoard, amplitude: number, seed: number): SearchBoard {
  const jittered: Record<string, unknown> = { moveKeySpace: board.moveKeySpace };
  for (const name of FORWARDED) {
    const method = board[name] as ((...args: number[]) => unknown) | undefined;
    if (method) jittered[name] = method.bind(board);
  }
  jittered.evaluate = (): number => {
    const v = board.evaluate();
    return Math.abs(v) >= JITTER_EXACT_FROM ? v : v + jitterOf(board.hash(), seed, amplitude);
  };
  return jittered as unknown as SearchBoard;
}
