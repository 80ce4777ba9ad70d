/** Random playouts of classic Thud, trollCapture "all" (seeded with mulberry32). */
import { expect } from 'chai';
import { playouts } from './playout.js';

/** Sized to keep this file under ~20 s on a shared 2-core machine. */
const GAMES = 1000;

describe('thud classic random playouts', () => {
  it(`${GAMES} games end by rule within the caps, every invariant holding`, () => {
    const st = playouts({ variant: 'classic' }, GAMES, 0xc1a55);
    expect(st.games).to.equal(GAMES);
    expect(st.plies / st.games).to.be.below(1000);
    // Random dwarfs lose their pieces or stall; both endings must occur.
    expect(Object.keys(st.reasons)).to.include.members(['no-moves', 'capture-clock']);
  });
});
