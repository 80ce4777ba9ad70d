import { expect } from 'chai';
import { createSearchService, loaderOf } from '../../src/ai/worker-host.js';
import type { AnyGame, BookMove, OpeningBook } from '../../src/core/game.js';
import { BOOK_TUNING, bookMove } from '../../src/core/opening-book.js';
import type { DraughtsState } from '../../src/games/draughts/index.js';
import { draughtsSearchGame as draughts } from '../../src/games/draughts/search-board.js';

const start = draughts.setup({ variant: 'russian' });
/** A book of the start only: three moves, one the rules refuse there. */
const bookOf = (moves: readonly BookMove[]): OpeningBook<DraughtsState> => ({ moves: (s) => (draughts.hash(s) === draughts.hash(start) ? moves : null) });
const BOOK = bookOf([
  { move: 'c3-d4', score: 4 },
  { move: 'e3-f4', score: 2 },
  { move: 'a1-b2', score: 9 }, // not a legal move at the start
]);

describe('opening book (bookMove)', () => {
  it('gives one of a known position\'s legal book moves, with its score', () => {
    const m = bookMove(draughts, BOOK, start, { level: BOOK_TUNING.minLevel, seed: 1 });
    expect(m).to.be.oneOf(BOOK.moves(start)!.slice(0, 2));
  });

  it('chooses by the seed: the same seed the same move, different seeds both moves', () => {
    const pick = (seed: number): string => bookMove(draughts, BOOK, start, { level: 5, seed })!.move;
    expect(pick(7)).to.equal(pick(7));
    expect([...new Set(Array.from({ length: 20 }, (_, seed) => pick(seed)))].sort()).to.deep.equal(['c3-d4', 'e3-f4']);
  });

  it('gives nothing below its level, outside the book, or when no book move is legal', () => {
    expect(bookMove(draughts, BOOK, start, { level: BOOK_TUNING.minLevel - 1, seed: 1 })).to.equal(null);
    const after = draughts.play(start, draughts.parseMove(start, 'c3-d4'));
    expect(bookMove(draughts, BOOK, after, { level: 7, seed: 1 })).to.equal(null);
    expect(bookMove(draughts, bookOf([{ move: 'a1-b2', score: 9 }]), start, { level: 7, seed: 1 })).to.equal(null);
  });

  it('the worker answers from the book as a search that took no nodes, and searches when the book has nothing', async () => {
    const game: AnyGame = { ...draughts, openingMove: (s, request) => Promise.resolve(bookMove(draughts, BOOK, s as DraughtsState, request)) };
    const service = createSearchService(loaderOf({ draughts: game }), 'main-thread');
    const request = { game: 'draughts', setup: { variant: 'russian' }, moves: [] as string[], seed: 3 };
    const booked = await service.search(1, { ...request, level: BOOK_TUNING.minLevel });
    expect(booked.ok && booked.result).to.deep.include({ nodes: 0, depth: 0, timeMs: 0, interrupted: false, where: 'main-thread' });
    expect(booked.ok && booked.result.pv).to.deep.equal([booked.ok && booked.result.move]);
    expect(['c3-d4', 'e3-f4']).to.include(booked.ok && booked.result.move);
    const searched = await service.search(2, { ...request, level: BOOK_TUNING.minLevel - 1 });
    expect(searched.ok && searched.result.nodes).to.be.greaterThan(0);
    const outOfBook = await service.search(3, { ...request, moves: ['c3-d4'], level: BOOK_TUNING.minLevel });
    expect(outOfBook.ok && outOfBook.result.nodes).to.be.greaterThan(0);
  });
});
