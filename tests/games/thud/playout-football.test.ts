/** Random playouts of Koom Valley football (seeded with mulberry32). */
import { expect } from 'chai';
import { playouts } from './playout.js';

const GAMES = 2000;

describe('thud football random playouts', () => {
  it(`${GAMES} games end by rule within the caps, every invariant holding`, () => {
    const st = playouts({ variant: 'koom-valley-football' }, GAMES, 0xf0);
    expect(st.games).to.equal(GAMES);
    expect(st.reasons['progress-clock']).to.be.above(0);
  });
});
