import { expect } from 'chai';
import { at, d } from './helpers.js';

// rules/draughts.md "Perft".
const TABLE: Record<string, number[]> = {
  international: [9, 81, 658, 4265, 27117, 167140, 1049442],
  russian: [7, 49, 302, 1469, 7482, 37986, 190146],
  brazilian: [7, 49, 302, 1469, 7473, 37628, 187302],
};

describe('draughts perft', () => {
  for (const [variant, counts] of Object.entries(TABLE)) {
    it(`${variant} depths 1-7 match the rules-file table`, () => {
      const s = at(variant);
      counts.forEach((n, i) => expect(d.perft!(s, i + 1), `${variant} depth ${i + 1}`).to.equal(n));
    });
    it(`${variant} perft agrees with moves()/play() to depth 4`, () => {
      const slow = (s: ReturnType<typeof at>, depth: number): number => {
        if (depth === 0) return 1;
        let n = 0;
        for (const m of d.moves(s)) n += slow(d.play(s, m), depth - 1);
        return n;
      };
      expect(slow(at(variant), 4)).to.equal(counts[3]);
    });
  }
  it('perft(0) is 1 and a side without moves has 0 leaves', () => {
    expect(d.perft!(at('international'), 0)).to.equal(1);
    expect(d.perft!(at('international', 'W:W:B1'), 3)).to.equal(0);
  });
  it('perft from a capture-rich position matches the slow count', () => {
    const s = at('international', 'W:WK1,31,32,40,K46:B18,22,28,K29,33,34,43');
    const slow = (st: ReturnType<typeof at>, depth: number): number => {
      if (depth === 0) return 1;
      let n = 0;
      for (const m of d.moves(st)) n += slow(d.play(st, m), depth - 1);
      return n;
    };
    for (let depth = 1; depth <= 4; depth++) expect(d.perft!(s, depth)).to.equal(slow(s, depth));
  });
});
