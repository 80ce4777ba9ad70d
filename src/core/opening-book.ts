/**
 * Playing from an opening book: a game that has one answers known positions from it without
 * searching (`Game.openingMove`, which its book module implements with `bookMove`), at the levels
 * that use a book. The choice among a position's book moves is seeded by the request's seed and the
 * position, so one seed replays one game while different seeds open differently.
 */
import type { BookMove, OpeningBook, Rules } from './game.js';
import { mulberry32 } from './random.js';

export const BOOK_TUNING = {
  /** The lowest level that plays from the book: the ones below play their own (weaker) openings. */
  minLevel: 3,
} as const;

/**
 * `book`'s move for `state`, or null when the level uses no book or the position is not in it. A
 * book move the rules refuse in `state` (the book's key is a hash) is never played.
 */
export function bookMove<S>(game: Rules<S, unknown>, book: OpeningBook<S>, state: S, request: { readonly level: number; readonly seed?: number }): BookMove | null {
  if (request.level < BOOK_TUNING.minLevel) return null;
  const legal = (book.moves(state) ?? []).filter((m) => {
    try {
      game.parseMove(state, m.move);
      return true;
    } catch {
      return false;
    }
  });
  if (legal.length === 0) return null;
  const dice = mulberry32(Math.imul((request.seed ?? 0) ^ 0x2545f491, 0x9e3779b1) ^ game.hash(state));
  return legal[dice() % legal.length];
}
