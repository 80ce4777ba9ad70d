import { expect } from 'chai';
import { Lcg, mulberry32 } from '../../src/core/index.js';

describe('core/random', () => {
  it('Lcg follows the test vectors of rules/arsac.md §0', () => {
    const g = new Lcg(0);
    expect([g.next(), g.next(), g.next()]).to.deep.equal([1013904223, 1196435762, 3519870697]);
    const h = new Lcg(0);
    expect([h.int(100), h.int(100), h.int(100), h.int(100), h.int(100)]).to.deep.equal([23, 27, 81, 66, 38]);
  });
  it('mulberry32 is reproducible from its seed', () => {
    const a = mulberry32(7), b = mulberry32(7), c = mulberry32(8);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).to.deep.equal(xs);
    expect(c()).to.not.equal(xs[0]);
  });
});
