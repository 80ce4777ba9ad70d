import { expect } from 'chai';
import { Lcg } from '../../../src/core/random.js';
import { FORMULA_LEVELS, GeneratedRoad, formula, formulaInfo } from '../../../src/games/formula/index.js';
import { b61 } from './helpers.js';

const B61_VIEW = [
  '12 -----....-------',
  '11 -----....-------',
  '10 -----0..0-------',
  ' 9 -----...0-------',
  ' 8 -----....-------',
  ' 7 -----....-------',
  ' 6 -----0...-------',
  ' 5 -----....-------',
  ' 4 -----....-------',
  ' 3 -----....-------',
  ' 2 -----....-------',
  ' 1 -----....-------',
  ' 0 ------.*..------',
];

/** The test's own reading of §B4, draw by draw, for comparison. */
function oracle(seed: number, level: number, B: number, blocks: number) {
  const g = new Lcg(seed);
  const { bend, obstacle } = FORMULA_LEVELS[level - 1];
  const L = [6];
  const G = [7];
  const trucks: string[] = [];
  let bounced = 0;
  for (let k = 1; k <= blocks; k++) {
    let l = L[k - 1];
    if (g.int(100) < bend) {
      const s = g.int(2) === 0 ? -1 : 1;
      l = L[k - 1] + s;
      if (l < 0 || l > 12) {
        l = L[k - 1] - s;
        bounced++;
      }
    }
    let gk = G[k - 1] + g.int(3) - 1;
    gk = Math.max(l, Math.min(l + 3, gk));
    L.push(l);
    G.push(gk);
    if (k >= 2)
      for (let d = (k - 1) * B + 1; d <= k * B; d++)
        for (let c = l; c <= l + 3; c++) if (c !== gk && g.int(100) < obstacle) trucks.push(`${d},${c}`);
  }
  return { L, G, trucks, bounced };
}

describe('formula: road generation (rules/arsac.md §B4)', () => {
  it('§B6.1 L by block 5 5 5 4 4 4 4 4, guide 7 6 7 7 6 6 6 5', () => {
    const r = new GeneratedRoad(1, 4, 4);
    const firstRows = [1, 5, 9, 13, 17, 21, 25, 29];
    expect(firstRows.map((d) => r.left(d))).to.deep.equal([5, 5, 5, 4, 4, 4, 4, 4]);
    expect(firstRows.map((d) => r.guide(d))).to.deep.equal([7, 6, 7, 7, 6, 6, 6, 5]);
    expect(r.left(0)).to.equal(6);
    expect(r.guide(0)).to.equal(7);
  });

  it('§B6.1 block 1 draws: int(100) = 23 < 25 → bend, int(2) = 0 → s = −1, int(3) = 1 → g1 = 7', () => {
    const g = new Lcg(1);
    expect([g.int(100), g.int(2), g.int(3)]).to.deep.equal([23, 0, 1]);
  });

  it('§B6.1 exact start view from d = 12 down to d = 0', () => {
    expect(formulaInfo(b61()).view).to.deep.equal(B61_VIEW);
  });

  it('§B6.1 rows 13–24 have L = 4; obstacles at (18,4) and (19,5)', () => {
    const r = new GeneratedRoad(1, 4, 4);
    for (let d = 13; d <= 24; d++) expect(r.left(d)).to.equal(4);
    expect(r.obstacle(18, 4)).to.equal(true);
    expect(r.obstacle(19, 5)).to.equal(true);
    expect(r.obstacle(9, 8) && r.obstacle(10, 5) && r.obstacle(10, 8) && r.obstacle(6, 5)).to.equal(true);
  });

  it('matches an independent reading of §B4 draw by draw (bends, reflection at the edges, guide, obstacles)', () => {
    let bounced = 0;
    for (let seed = 0; seed < 40; seed++) {
      const level = 1 + (seed % 7);
      const B = seed % 3 === 0 ? 1 + (seed % 12) : 4;
      const o = oracle(seed * 2654435761 % 4294967296, level, B, 120);
      const r = new GeneratedRoad(seed * 2654435761 % 4294967296, level, B);
      bounced += o.bounced;
      for (let k = 1; k <= 120; k++) {
        const d = (k - 1) * B + 1;
        expect(r.left(d)).to.equal(o.L[k]);
        expect(r.guide(d)).to.equal(o.G[k]);
      }
      const got: string[] = [];
      for (let d = 1; d <= 120 * B; d++) for (let c = 0; c < 16; c++) if (r.obstacle(d, c)) got.push(`${d},${c}`);
      expect(got).to.deep.equal(o.trucks);
    }
    expect(bounced, 'the edge reflection was exercised').to.be.greaterThan(0);
  });

  it('lazy generation: the rows do not depend on how far ahead they were asked for', () => {
    const a = new GeneratedRoad(42, 7, 4);
    const b = new GeneratedRoad(42, 7, 4);
    expect(a.generatedRows).to.equal(1);
    b.obstacle(2000, 5); // far ahead first
    expect(b.generatedRows).to.be.at.least(2001);
    a.left(3);
    expect(a.generatedRows).to.equal(5); // one block at a time
    for (let d = 0; d <= 2000; d++) {
      expect(a.left(d)).to.equal(b.left(d));
      for (let c = 0; c < 16; c++) expect(a.obstacle(d, c)).to.equal(b.obstacle(d, c));
    }
  });

  it('§B4 invariants: L in 0..12, |g − g′| ≤ 1, g on the road, no truck on the guide or in block 1, none off-road', () => {
    for (let seed = 0; seed < 30; seed++) {
      const r = new GeneratedRoad(seed, 7, 4);
      for (let d = 1; d <= 800; d++) {
        const l = r.left(d);
        expect(l).to.be.within(0, 12);
        expect(r.guide(d)).to.be.within(l, l + 3);
        expect(Math.abs(r.guide(d) - r.guide(d - 1))).to.be.at.most(1);
        expect(r.obstacle(d, r.guide(d))).to.equal(false);
        for (let c = 0; c < 16; c++) if (r.obstacle(d, c)) expect(c >= l && c <= l + 3 && d > 4).to.equal(true);
      }
    }
  });

  it('§B4 guarantee: keeping v = B and steering to the guide survives (variable and fixed mode)', () => {
    for (const [mode, speed] of [['variable', 4], ['fixed', 3], ['fixed', 6], ['fixed', 12], ['fixed', 1]] as const) {
      for (let seed = 0; seed < 12; seed++) {
        let s = formula.setup({ seed: seed * 7 + 1, level: 7, mode, speed, length: 400 });
        while (!formula.outcome(s)) {
          const next = s.road.guide(s.d + 1);
          const steer = next < s.c ? 'L' : next > s.c ? 'R' : '.';
          s = formula.play(s, formula.parseMove(s, steer));
        }
        expect(formula.outcome(s), `${mode} ${speed} seed ${seed}`).to.deep.equal({ winner: 'player', reason: 'finished' });
      }
    }
  });

  it('§B4 block length: the speed in fixed mode, 4 in variable mode', () => {
    const f = formula.setup({ seed: 9, level: 7, mode: 'fixed', speed: 6 });
    const r = new GeneratedRoad(9, 7, 6);
    for (let d = 0; d < 200; d++) expect(f.road.left(d)).to.equal(r.left(d));
    const v = formula.setup({ seed: 9, level: 7, speed: 6 });
    const r4 = new GeneratedRoad(9, 7, 4);
    for (let d = 0; d < 200; d++) expect(v.road.left(d)).to.equal(r4.left(d));
  });

  it('§B4 level table', () => {
    expect(FORMULA_LEVELS.map((l) => [l.bend, l.obstacle])).to.deep.equal([
      [10, 4], [15, 7], [20, 10], [25, 13], [30, 16], [35, 20], [40, 25],
    ]);
  });
});
