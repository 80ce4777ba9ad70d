/** Random playouts of Koom Valley Thud (seeded with mulberry32). */
import { expect } from 'chai';
import { playouts } from './playout.js';

const GAMES = 1200;

describe('thud Koom Valley random playouts', () => {
  it(`${GAMES} games end by rule within the caps, every invariant holding`, () => {
    const st = playouts({ variant: 'koom-valley' }, GAMES, 0x6b);
    expect(st.games).to.equal(GAMES);
    expect(st.reasons['trolls-surround']).to.be.above(0);
  });
});
