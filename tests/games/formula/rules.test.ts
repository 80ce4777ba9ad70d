import { expect } from 'chai';
import { formula, formulaCarPath, formulaInfo } from '../../../src/games/formula/index.js';
import type { FormulaState } from '../../../src/games/formula/index.js';
import { at, b61, customRoad, expectCode, legal, play, where } from './helpers.js';

describe('formula: worked examples of rules/arsac.md §B6', () => {
  it('§B6.2 from (0,7) at v = 4: . reaches (4,7), . again reaches (8,7)', () => {
    const s1 = play(b61(), '.');
    expect(where(s1)).to.equal('(4,7) v4 run');
    const s2 = play(s1, '.');
    expect(where(s2)).to.equal('(8,7) v4 run');
    expect(s2.turn).to.equal(2);
  });

  it('§B6.2 from (8,7): R hits the truck at (9,8), lost with distance 8', () => {
    const t = play(at(8, 7), 'R');
    expect(where(t)).to.equal('(9,8) v4 crash');
    expect(formulaInfo(t)).to.include({ score: 8, crash: 'truck', reason: 'crash' });
    expect(formula.outcome(t)).to.deep.equal({ winner: null, reason: 'crash' });
  });

  it('§B6.2 from (8,7): L reaches (12,6), DL (11,6) at v = 3, AL (13,6) at v = 5', () => {
    expect(where(play(at(8, 7), 'L'))).to.equal('(12,6) v4 run');
    expect(where(play(at(8, 7), 'DL'))).to.equal('(11,6) v3 run');
    expect(where(play(at(8, 7), 'AL'))).to.equal('(13,6) v5 run');
  });

  it('§B6.2 from (12,7): R leaves the road at (13,8) because L(13) = 4; lost, distance 12', () => {
    const t = play(at(12, 7), 'R');
    expect(where(t)).to.equal('(13,8) v4 crash');
    expect(formulaInfo(t)).to.include({ score: 12, crash: 'road' });
  });

  // Arsac's figure 8: L = 6 for rows d..d+5, L(d+6) = 7, a truck at (d+3, 6).
  const D = 20;
  const fig8 = (v: number, truck: boolean): FormulaState => ({
    ...at(8, 7),
    road: customRoad((d) => (d >= D + 6 ? 7 : 6), truck ? [[D + 3, 6]] : []),
    d: D,
    c: 6,
    v,
  });

  it('§B6.3 straight on at any v ≥ 3 hits the truck: distance d + 2', () => {
    for (let v = 3; v <= 12; v++) {
      const t = play(fig8(v, true), '.');
      expect(where(t)).to.equal(`(${D + 3},6) v${v} crash`);
      expect(formulaInfo(t).score).to.equal(D + 2);
    }
    expect(where(play(fig8(2, true), '.'))).to.equal(`(${D + 2},6) v2 run`);
  });

  it('§B6.3 without the truck: v = 5 is safe, v = 6 leaves the road at row d + 6; distance d + 5', () => {
    expect(where(play(fig8(5, false), '.'))).to.equal(`(${D + 5},6) v5 run`);
    const t = play(fig8(6, false), '.');
    expect(where(t)).to.equal(`(${D + 6},6) v6 crash`);
    expect(formulaInfo(t)).to.include({ score: D + 5, crash: 'road' });
  });

  it('§B6.4 stall: at v = 1, D or DL stalls; lost, distance d', () => {
    for (const m of ['D', 'DL', 'DR']) {
      const s = at(8, 7, 1, 5);
      const t = play(s, m);
      expect(where(t)).to.equal('(8,7) v0 stall'); // §C7: steering ignored, d and c unchanged
      expect(t.turn).to.equal(5);
      expect(formulaInfo(t).score).to.equal(8);
      expect(formula.outcome(t)).to.deep.equal({ winner: null, reason: 'stall' });
      expect(formula.formatPosition(t)).to.equal('1 4 variable 4 8 7 0 5 stall');
    }
  });

  it('§B6.5 fixed mode allows only . L R; at v = 12, A AL AR are illegal', () => {
    const f = formula.setup({ seed: 1, mode: 'fixed' });
    expect(legal(f)).to.deep.equal(['.', 'L', 'R'].sort());
    for (const m of ['A', 'D', 'AL', 'AR', 'DL', 'DR']) expectCode(() => formula.parseMove(f, m), 'illegal-move');
    const fast = at(8, 7, 12);
    for (const m of ['A', 'AL', 'AR']) expectCode(() => formula.parseMove(fast, m), 'illegal-move');
    expect(legal(fast)).to.deep.equal(['.', 'D', 'DL', 'DR', 'L', 'R'].sort());
    expect(legal(at(8, 7, 11))).to.have.length(9);
  });
});

describe('formula: settled details of part C and single rules', () => {
  it('§C6 a crash saves the crash square, the changed speed, turn unchanged, score r − 1', () => {
    const t = play(at(8, 7, 4, 2), 'AR');
    expect(formula.formatPosition(t)).to.equal('1 4 variable 4 9 8 5 2 crash');
    expect(formulaInfo(t).score).to.equal(8);
    const back = formula.setup({ position: formula.formatPosition(t) });
    expect(formulaInfo(back)).to.include({ status: 'crash', crash: 'truck', score: 8 });
    expect(formula.moves(back)).to.deep.equal([]);
  });

  it('§C6 leaving the grid (column −1) is a crash off the road and reads back', () => {
    const s = { ...at(8, 7), road: customRoad(() => 0, []), c: 0 };
    const t = play(s, 'L');
    expect(where(t)).to.equal('(9,-1) v4 crash');
    expect(formulaInfo(t).crash).to.equal('road');
  });

  it('§C8 finish: done when d + v ≥ length, score d + v not capped', () => {
    const t = play(at(8, 7, 4, 2, { length: 10 }), '.');
    expect(formulaInfo(t)).to.include({ status: 'done', score: 12, distance: 12 });
    expect(formula.outcome(t)).to.deep.equal({ winner: 'player', reason: 'finished' });
    expect(where(play(at(8, 7, 4, 2, { length: 13 }), '.'))).to.equal('(12,7) v4 run');
  });

  it('§C8 the whole path is checked first: a truck past the finish row still crashes', () => {
    const s = formula.setup({ position: '1 4 variable 4 8 6 4 2 run', length: 9 });
    const t = play(s, 'L'); // (9,5) is clear, (10,5) is a truck
    expect(where(t)).to.equal('(10,5) v4 crash');
  });

  it('§C9 rows sets the view and the top speed (rows − 1); it is not part of the save', () => {
    const s = formula.setup({ seed: 1, rows: 8, speed: 7 });
    expect(formulaInfo(s).view).to.have.length(8);
    expect(formulaInfo(s).topSpeed).to.equal(7);
    expectCode(() => formula.parseMove(s, 'A'), 'illegal-move');
    expect(formula.formatPosition(s)).to.equal('1 4 variable 7 0 7 7 0 run');
    expectCode(() => formula.setup({ seed: 1, rows: 8, speed: 8 }), 'bad-option');
  });

  it('§C10 commands are exactly . A D L R AL AR DL DR', () => {
    const s = b61();
    expect(legal(s)).to.deep.equal(['.', 'A', 'AL', 'AR', 'D', 'DL', 'DR', 'L', 'R']);
    for (const text of ['a', 'l', 'LA', 'RA', ' L', 'L ', '', 'AD', 'X', '..', 'A L', 'LL', 'S', 'ar']) {
      expectCode(() => formula.parseMove(s, text), 'bad-move');
    }
  });

  it('§B3.2 steering: the first step is diagonal, the rest straight in the new column', () => {
    expect(formulaCarPath(at(8, 7), 'L')).to.deep.equal([
      { d: 9, c: 6 }, { d: 10, c: 6 }, { d: 11, c: 6 }, { d: 12, c: 6 },
    ]);
    expect(formulaCarPath(at(8, 7), 'R')).to.deep.equal([{ d: 9, c: 8 }]); // stops at the truck
    expect(formulaCarPath(at(8, 7, 1), 'D')).to.deep.equal([]);
  });

  it('§B3.1 the speed changes before the move (A moves v + 1 rows)', () => {
    expect(where(play(at(0, 7, 4), 'A'))).to.equal('(5,7) v5 run');
    expect(where(play(at(0, 7, 4), 'D'))).to.equal('(3,7) v3 run');
  });

  it('§B1 start: d = 0, L(0) = 6, c = 7, v = speed', () => {
    const s = formula.setup({ seed: 5, speed: 6 });
    expect(where(s)).to.equal('(0,7) v6 run');
    expect(s.road.left(0)).to.equal(6);
    expect(formulaInfo(s)).to.include({ turn: 0, score: 0, seed: 5, level: 4, mode: 'variable', rows: 13, length: 0 });
  });

  it('options: seed picked when absent, mode option = variant, bad values rejected', () => {
    const s = formula.setup({});
    expect(formula.formatPosition(formula.setup({ seed: s.seed }))).to.equal(formula.formatPosition(s));
    expect(formula.variant(formula.setup({ seed: 1, mode: 'fixed' }))).to.equal('fixed');
    expect(formula.variant(formula.setup({ seed: 1, variant: 'fixed', mode: 'fixed' }))).to.equal('fixed');
    expectCode(() => formula.setup({ seed: 1, variant: 'fixed', mode: 'variable' }), 'bad-option');
    expectCode(() => formula.setup({ variant: 'rally' }), 'unknown-variant');
    expectCode(() => formula.setup({ mode: 'rally' }), 'bad-option');
    for (const bad of [{ level: 0 }, { level: 8 }, { seed: -3 }, { seed: 2 ** 32 }, { speed: 0 }, { speed: 13 }, { rows: 1 }, { rows: 'x' }, { length: -1 }, { length: 2.5 }]) {
      expectCode(() => formula.setup(bad), 'bad-option');
    }
  });
});
