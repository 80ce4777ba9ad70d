/** Regression (issue 15 playouts): a caught position and its reloaded text have one hash. */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { robots } from '../../../src/games/robots/index.js';

describe('robots: hash of a caught position', () => {
  it('is the same after formatPosition → setup, where the robot hides the player (§C2)', () => {
    // Seed 2, level 3, safe moves off: random turns get the player caught on ply 5 (bench/playouts.bench.ts).
    const rnd = mulberry32(2);
    let s = robots.setup({ seed: 2, level: 3, safeMoves: 'off' });
    while (!robots.outcome(s)) {
      const ms = robots.moves(s);
      s = robots.play(s, ms[rnd() % ms.length]);
    }
    expect(robots.outcome(s)).to.deep.equal({ winner: null, reason: 'caught' });
    expect(s.player).to.be.at.least(0, 'a played game keeps the square the player was caught on');
    const text = robots.formatPosition(s);
    const back = robots.setup({ ...robots.options!(s), position: text });
    expect(back.player).to.equal(-1);
    expect(robots.formatPosition(back)).to.equal(text);
    expect(robots.hash(back)).to.equal(robots.hash(s));
  });

  it('still tells a caught position from the live one before it', () => {
    const rnd = mulberry32(2);
    let s = robots.setup({ seed: 2, level: 3, safeMoves: 'off' });
    let prev = s;
    while (!robots.outcome(s)) {
      const ms = robots.moves(s);
      prev = s;
      s = robots.play(s, ms[rnd() % ms.length]);
    }
    expect(robots.hash(s)).to.not.equal(robots.hash(prev));
  });
});
