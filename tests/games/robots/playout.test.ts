import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { robots, robotsInfo } from '../../../src/games/robots/index.js';

describe('robots: random playouts', () => {
  it('every game ends (by the 500-turn cap at worst) and the counters stay consistent', () => {
    const reasons: Record<string, number> = {};
    for (let g = 0; g < 28; g++) {
      const rnd = mulberry32(1000 + g);
      let s = robots.setup({ seed: 5000 + g, level: 1 + (g % 7), safeMoves: g % 2 ? 'on' : 'off' });
      const target = s.target;
      let n = 0;
      while (!robots.outcome(s)) {
        const ms = robots.moves(s);
        expect(ms.length).to.be.greaterThan(0);
        const t = robots.play(s, ms[rnd() % ms.length]);
        expect(t.turn).to.equal(s.turn + 1);
        expect(t.score).to.be.at.least(s.score);
        expect(t.charges).to.be.at.least(0).and.at.most(s.charges);
        expect(t.robots.length).to.be.at.most(Math.max(target, s.robots.length + 4));
        s = t;
        n++;
        expect(n).to.be.at.most(500);
      }
      const info = robotsInfo(s);
      reasons[info.reason!] = (reasons[info.reason!] ?? 0) + 1;
      expect(robots.moves(s)).to.deep.equal([]);
    }
    for (const r of Object.keys(reasons)) expect(['caught', 'timeout', 'escaped']).to.include(r);
    expect(reasons.caught).to.be.greaterThan(0);
  });

  it('a player who is never caught still ends by the time-out at turn 500 (§A4.6)', () => {
    const empty = Array.from({ length: 11 }, (_, y) => (y === 5 ? '+................X' : '..................')).join('/');
    let s = robots.setup({ position: `${empty} 0 0 0 0 0` });
    let n = 0;
    while (!robots.outcome(s)) {
      s = robots.play(s, robots.parseMove(s, n % 2 ? 'E' : 'W'));
      n++;
    }
    expect(n).to.equal(500);
    expect(robots.outcome(s)).to.deep.equal({ winner: null, reason: 'timeout' });
  });
});

describe('robots: safe-moves agrees with the rules of a turn', () => {
  it('with safe-moves on, a turn is refused exactly when playing it gets the player caught (unless all do)', () => {
    for (let g = 0; g < 6; g++) {
      const rnd = mulberry32(70 + g);
      let s = robots.setup({ seed: 900 + g, level: 7, safeMoves: 'off' });
      const safeView = (x: typeof s) => ({ ...x, safeMoves: true });
      while (!robots.outcome(s)) {
        const all = robots.moves(s).map((m) => robots.formatMove(s, m));
        const caught = all.filter((t) => robots.outcome(robots.play(s, robots.parseMove(s, t)))?.reason === 'caught');
        const safe = robots.moves(safeView(s)).map((m) => robots.formatMove(s, m));
        const expected = caught.length === all.length ? all : all.filter((t) => !caught.includes(t));
        expect(safe.sort()).to.deep.equal(expected.sort());
        const ms = robots.moves(s);
        s = robots.play(s, ms[rnd() % ms.length]);
      }
    }
  });
});
