/**
 * The draughts opening book (issue 18), read from book-data.ts, which `npm run book`
 * (bench/build-book.ts) writes from the kit's own deep searches. A module of its own, loaded
 * by the worker on its first request (`draughtsSearchGame.openingMove`).
 *
 * The text of a variant's book: entries separated by `;`, each `<position hash in base 36>:` then
 * its moves separated by `,`, each `<move> <score>` (the score in centi-men for the side to move).
 */
import type { BookMove, OpeningBook } from '../../core/game.js';
import { bookMove } from '../../core/opening-book.js';
import { draughtsRules } from './game.js';
import { BOOK_DATA } from './book-data.js';
import type { DraughtsVariant } from './rules.js';
import type { DraughtsState } from './state.js';

/** A position's book moves by its hash (unsigned). */
export type BookTable = Map<number, readonly BookMove[]>;

export function readBook(text: string): BookTable {
  const table: BookTable = new Map();
  for (const entry of text.split(';')) {
    if (!entry) continue;
    const colon = entry.indexOf(':');
    const moves = entry
      .slice(colon + 1)
      .split(',')
      .map((item) => {
        const [move, score] = item.split(' ');
        return { move, score: Number(score) };
      });
    table.set(parseInt(entry.slice(0, colon), 36), moves);
  }
  return table;
}

export function writeBook(table: BookTable): string {
  return [...table]
    .sort((a, b) => a[0] - b[0])
    .map(([hash, moves]) => `${hash.toString(36)}:${moves.map((m) => `${m.move} ${m.score}`).join(',')}`)
    .join(';');
}

const tables = new Map<DraughtsVariant, BookTable>();

export const draughtsBook: OpeningBook<DraughtsState> = {
  moves(s) {
    let table = tables.get(s.variant);
    if (!table) tables.set(s.variant, (table = readBook(BOOK_DATA[s.variant] ?? '')));
    return table.get(s.hash >>> 0) ?? null;
  },
};

/** The computer's book move in `state` at the request's level and seed (see `bookMove`), or null. */
export function draughtsOpeningMove(state: DraughtsState, request: { readonly level: number; readonly seed?: number }): BookMove | null {
  return bookMove(draughtsRules, draughtsBook, state, request);
}
