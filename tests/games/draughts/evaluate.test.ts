import { expect } from 'chai';
import { WIN_SCORE } from '../../../src/core/game.js';
import { at, d, quietWalk } from './helpers.js';

describe('draughts evaluation and AI hooks', () => {
  it('is symmetric: the initial position is level apart from the tempo bonus, mirrors score alike', () => {
    for (const v of d.variants) expect(Math.abs(d.evaluate(at(v)))).to.be.lessThan(20);
    // Square n of White mirrors to square N+1-n of Black, with the other side to move.
    const pairs: [string, string, string][] = [
      ['international', 'W:W31-50:B1-19', 'B:W32-50:B1-20'],
      ['international', 'W:WK28,33,40:B12,K19', 'B:WK32,39:B11,18,K23'],
      ['russian', 'W:W21-32:B1-11', 'B:W22-32:B1-12'],
      ['brazilian', 'W:WK14,22:B9', 'B:W24:BK19,11'],
    ];
    for (const [v, a, b] of pairs) expect(d.evaluate(at(v, a)), `${v} ${a}`).to.equal(d.evaluate(at(v, b)));
  });
  it('counts material from the side to move, a king worth about three men', () => {
    const up = d.evaluate(at('international', 'W:W31-50:B1-19'));
    expect(up).to.be.greaterThan(60);
    expect(d.evaluate(at('international', 'B:W31-50:B1-19'))).to.be.lessThan(-60);
    const king = d.evaluate(at('international', 'W:WK31,32-50:B1-20')) - d.evaluate(at('international', 'W:W32-50:B1-20'));
    expect(king).to.be.within(200, 400);
    for (const v of d.variants) {
      for (const s of [at(v), at(v, 'W:WK1:B40'.replace('40', v === 'international' ? '40' : '25'))]) {
        expect(Math.abs(d.evaluate(s))).to.be.lessThan(WIN_SCORE / 2);
      }
    }
  });
  it('scales lone-king endings and high draw counters toward a draw', () => {
    const lone = d.evaluate(at('international', 'W:WK46,K50:BK4'));
    expect(lone).to.be.within(0, 100);
    const start = at('international', 'W:WK46,36,37:BK4,15');
    const states = quietWalk(start, 44, { kingsOnly: true });
    expect(d.evaluate(start)).to.be.greaterThan(50);
    expect(Math.abs(d.evaluate(states[44]))).to.be.lessThan(d.evaluate(start) / 2);
  });
  it('isNoisy marks captures and promotions; moveOrderHint puts long captures first', () => {
    const s = at('russian', 'W:WKa1:Bc3,f4,f2,b4');
    const [a, b] = [d.parseMove(s, 'a1:e1'), d.parseMove(s, 'a1:g1')];
    expect(d.isNoisy(s, a)).to.equal(true);
    expect(d.moveOrderHint!(s, a)).to.be.greaterThan(d.moveOrderHint!(s, b));
    const q = at('international');
    expect(d.moves(q).some((m) => d.isNoisy(q, m))).to.equal(false);
    const p = at('international', 'W:W7,46:B45');
    expect(d.isNoisy(p, d.parseMove(p, '7-1'))).to.equal(true);
    expect(d.moveOrderHint!(p, d.parseMove(p, '7-1'))).to.be.greaterThan(d.moveOrderHint!(p, d.parseMove(p, '46-41')));
  });
});
