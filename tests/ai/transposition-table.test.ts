import { expect } from 'chai';
import { TranspositionTable } from '../../src/ai/search.js';
import { WIN_SCORE } from '../../src/core/game.js';

const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

describe('ai/TranspositionTable', () => {
  it('gives back what was stored: score, move, depth and flag', () => {
    const tt = new TranspositionTable(8);
    const cases: [key: number, depth: number, flag: number, score: number, move: number][] = [
      [0x12345, 7, EXACT, -1234, 42],
      [-5, 0, LOWER, WIN_SCORE - 3, -1],
      [0x7fffffff, 127, UPPER, -(WIN_SCORE - 9), 32_767],
      [3, -2, EXACT, 0, 0],
    ];
    for (const [key, depth, flag, score, move] of cases) {
      tt.reset();
      tt.store(key, depth, flag, score, move, 0);
      const slot = tt.probe(key);
      expect(slot, `key ${key}`).to.be.at.least(0);
      expect([tt.depth(slot), tt.flag(slot), tt.score(slot), tt.move(slot)]).to.deep.equal([depth, flag, score, move]);
    }
  });

  it('clamps depths above 127', () => {
    const tt = new TranspositionTable(4);
    tt.store(9, 300, EXACT, 1, 2, 0);
    expect(tt.depth(tt.probe(9))).to.equal(127);
  });

  it('misses keys never stored, and keys of another position in the same slot', () => {
    const tt = new TranspositionTable(4);
    expect(tt.probe(1)).to.equal(-1);
    tt.store(1, 3, EXACT, 10, 1, 0);
    expect(tt.probe(1 + 16)).to.equal(-1);
  });

  it('misses an entry whose key matches but whose check word does not; without a check word, the key decides', () => {
    const tt = new TranspositionTable(4);
    tt.store(5, 3, EXACT, 10, 1, 0x1234);
    expect(tt.probe(5, 0x1234)).to.be.at.least(0);
    expect(tt.probe(5, 0x1235)).to.equal(-1);
    expect(tt.probe(5, 0)).to.equal(-1);
    expect(tt.score(tt.probe(5))).to.equal(10);
  });

  it('treats a check word that differs as another position: the deeper entry stays', () => {
    const tt = new TranspositionTable(4);
    tt.store(7, 5, EXACT, 10, 1, 1);
    tt.store(7, 3, EXACT, 20, 2, 2);
    expect(tt.probe(7, 2)).to.equal(-1);
    expect(tt.score(tt.probe(7, 1))).to.equal(10);
    tt.store(7, 2, EXACT, 30, 3, 1);
    expect(tt.score(tt.probe(7, 1))).to.equal(30);
  });

  it('keeps the deeper entry of another position, and always overwrites the same position', () => {
    const tt = new TranspositionTable(4);
    tt.store(2, 5, EXACT, 10, 1, 0);
    tt.store(2 + 16, 3, EXACT, 20, 2, 0);
    expect(tt.probe(2 + 16)).to.equal(-1);
    expect(tt.score(tt.probe(2))).to.equal(10);
    tt.store(2, 1, UPPER, 30, 3, 0);
    expect(tt.score(tt.probe(2))).to.equal(30);
    tt.store(2 + 16, 4, EXACT, 40, 4, 0);
    expect(tt.probe(2)).to.equal(-1);
    expect(tt.score(tt.probe(2 + 16))).to.equal(40);
  });

  it('is empty after reset, whatever the previous search stored', () => {
    const tt = new TranspositionTable(6);
    for (let k = 0; k < 64; k++) tt.store(k, 9, EXACT, k, k, 0);
    tt.reset();
    for (let k = 0; k < 64; k++) expect(tt.probe(k), `key ${k}`).to.equal(-1);
    // An entry of the old search does not keep a shallower new one out.
    tt.store(64 + 5, 1, LOWER, 7, 7, 0);
    expect(tt.score(tt.probe(64 + 5))).to.equal(7);
  });

  it('stays empty after each of 300 resets, each search keeping its own entries only', () => {
    const tt = new TranspositionTable(4);
    for (let search = 0; search < 300; search++) {
      tt.reset();
      for (let k = 0; k < 16; k++) expect(tt.probe(k), `search ${search}, key ${k}`).to.equal(-1);
      tt.store(search % 16, 20, EXACT, search, 5, 0);
      expect(tt.score(tt.probe(search % 16))).to.equal(search);
      // A deep entry of this search keeps a shallower one of another position out; a search later it does not.
      tt.store((search % 16) + 16, 1, EXACT, 0, 0, 0);
      expect(tt.probe((search % 16) + 16)).to.equal(-1);
    }
  });

  it('keeps the entries of earlier searches after age(), and lets the new search replace them at any depth', () => {
    const tt = new TranspositionTable(4);
    tt.store(3, 9, EXACT, 30, 3, 0);
    tt.store(4, 9, LOWER, 40, 4, 0);
    tt.age();
    expect([tt.depth(tt.probe(3)), tt.flag(tt.probe(3)), tt.score(tt.probe(3)), tt.move(tt.probe(3))]).to.deep.equal([9, EXACT, 30, 3]);
    // Another position of this search takes the deep old entry's place; then this search's entry holds
    // against a shallower one, as within any search.
    tt.store(3 + 16, 1, UPPER, 50, 5, 0);
    expect(tt.probe(3)).to.equal(-1);
    expect(tt.score(tt.probe(3 + 16))).to.equal(50);
    tt.store(3, 0, EXACT, 60, 6, 0);
    expect(tt.probe(3)).to.equal(-1);
    expect(tt.score(tt.probe(3 + 16))).to.equal(50);
    // The entries of the searches before the last one give way too.
    tt.age();
    expect(tt.score(tt.probe(4))).to.equal(40);
    tt.store(4 + 16, 0, EXACT, 70, 7, 0);
    expect(tt.probe(4)).to.equal(-1);
    expect(tt.score(tt.probe(4 + 16))).to.equal(70);
  });

  it('empties on age(bits) with another size than the last search used', () => {
    const tt = new TranspositionTable(8);
    tt.reset(4);
    tt.store(5, 3, EXACT, 1, 1, 0);
    tt.age(4);
    expect(tt.score(tt.probe(5))).to.equal(1);
    tt.age(6);
    expect(tt.probe(5)).to.equal(-1);
  });

  it('uses a prefix of its entries after reset(bits)', () => {
    const tt = new TranspositionTable(8);
    tt.reset(2);
    tt.store(1, 5, EXACT, 11, 1, 0);
    tt.store(1 + 4, 6, EXACT, 22, 2, 0);
    expect(tt.probe(1)).to.equal(-1);
    expect(tt.score(tt.probe(1 + 4))).to.equal(22);
    tt.reset(9);
    tt.store(200, 1, EXACT, 33, 3, 0);
    expect(tt.score(tt.probe(200))).to.equal(33);
  });
});
