import { expect } from 'chai';
import { BOOK_DATA } from '../../../src/games/draughts/book-data.js';
import { draughtsBook, readBook, writeBook } from '../../../src/games/draughts/book.js';
import type { DraughtsVariant } from '../../../src/games/draughts/rules.js';
import type { DraughtsState } from '../../../src/games/draughts/state.js';
import { draughtsSearchGame as game } from '../../../src/games/draughts/search-board.js';

describe('draughts opening book', () => {
  it('reads what it writes', () => {
    const table = readBook('1vzfidm:e3-f4 -1,a3-b4 -3;8m92xs:d6-c5 6');
    expect([...table]).to.deep.equal([
      [parseInt('1vzfidm', 36), [{ move: 'e3-f4', score: -1 }, { move: 'a3-b4', score: -3 }]],
      [parseInt('8m92xs', 36), [{ move: 'd6-c5', score: 6 }]],
    ]);
    expect(readBook(writeBook(table))).to.deep.equal(table);
  });

  for (const variant of Object.keys(BOOK_DATA) as DraughtsVariant[]) {
    it(`${variant}: every entry is reached from the start through book moves, and every book move is legal where it is given`, () => {
      const size = readBook(BOOK_DATA[variant]!).size;
      expect(size, 'a book of some depth').to.be.greaterThan(20);
      const reached = new Set<number>();
      const walk = (s: DraughtsState): void => {
        const moves = game.moves(s);
        // Forced moves are passed through, not stored.
        if (moves.length === 1) return walk(game.play(s, moves[0]));
        const book = draughtsBook.moves(s);
        if (!book || reached.has(s.hash >>> 0)) return;
        reached.add(s.hash >>> 0);
        expect(book.length).to.be.within(1, 3);
        expect(book.map((m) => m.score), 'best first').to.deep.equal(book.map((m) => m.score).sort((a, b) => b - a));
        for (const m of book) walk(game.play(s, game.parseMove(s, m.move)));
      };
      walk(game.setup({ variant }));
      expect(reached.size).to.equal(size);
    });
  }
});
