/** Random playouts of classic Thud with trollCapture "one", and two-battle matches. */
import { expect } from 'chai';
import { playouts } from './playout.js';

const GAMES = { one: 600, match: 150 } as const;

describe('thud classic random playouts with options', () => {
  it(`${GAMES.one} games with trollCapture "one"`, () => {
    const st = playouts({ variant: 'classic', trollCapture: 'one' }, GAMES.one, 0x0e);
    expect(st.games).to.equal(GAMES.one);
  });
  it(`${GAMES.match} two-battle matches reach battle 2 and end with totals`, () => {
    const st = playouts({ variant: 'classic', match: 'two-battle' }, GAMES.match, 0x2b);
    expect(st.matches).to.equal(GAMES.match);
  });
});
