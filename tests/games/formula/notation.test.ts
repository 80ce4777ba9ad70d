import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { GameSession } from '../../../src/core/session.js';
import { formula, formulaCellName, formulaGrid, formulaInfo, formulaRecordTags, formulaVisible } from '../../../src/games/formula/index.js';
import type { FormulaState } from '../../../src/games/formula/index.js';
import { at, b61, expectCode, play } from './helpers.js';

function randomLine(seed: number, pick: number, extra: Record<string, unknown> = {}): FormulaState[] {
  const rnd = mulberry32(pick);
  let s = formula.setup({ seed, ...extra });
  const line = [s];
  while (!formula.outcome(s) && line.length < 200) {
    const ms = formula.moves(s);
    s = formula.play(s, ms[rnd() % ms.length]);
    line.push(s);
  }
  return line;
}

describe('formula: save notation (§B5), records and views', () => {
  it('§B5 the start save of §B6.1 and round trips of every reached position', () => {
    expect(formula.formatPosition(b61())).to.equal('1 4 variable 4 0 7 4 0 run');
    for (let k = 0; k < 6; k++) {
      for (const s of randomLine(100 + k, k, { mode: k % 2 ? 'fixed' : 'variable', level: 1 + k })) {
        const text = formula.formatPosition(s);
        const back = formula.setup({ position: text });
        expect(formula.formatPosition(back)).to.equal(text);
        expect(formulaInfo(back).view).to.deep.equal(formulaInfo(s).view);
        expect(formulaInfo(back).crash).to.equal(s.crash);
      }
    }
  });

  it('malformed or impossible saves throw bad-position', () => {
    const bad = [
      '',
      '1 4 variable 4 0 7 4 0',
      '1 4 variable 4 0 7 4 0 run extra',
      '1 9 variable 4 0 7 4 0 run',
      '1 4 sprint 4 0 7 4 0 run',
      '1 4 variable 4 0 7 4 0 going',
      'x 4 variable 4 0 7 4 0 run',
      '4294967296 4 variable 4 0 7 4 0 run',
      '1 4 variable 4 0 3 4 0 run', // off the road
      '1 4 variable 4 9 8 4 2 run', // on a truck
      '1 4 variable 4 8 7 13 2 run', // above the top speed
      '1 4 variable 4 8 7 4 9 run', // more turns than rows
      '1 4 fixed 4 8 7 5 2 run', // fixed speed changed
      '1 4 variable 4 8 7 2 2 stall', // a stall has v = 0
      '1 4 fixed 4 8 7 0 2 stall',
      '1 4 variable 4 8 7 4 2 crash', // a free square is no crash
      '1 4 variable 4 8 7 0 2 run',
    ];
    for (const text of bad) expectCode(() => formula.setup({ position: text }), 'bad-position');
    expectCode(() => formula.setup({ position: '1 4 variable 4 12 7 4 3 run', length: 10 }), 'bad-position');
  });

  it('every legal move round-trips through formatMove / parseMove', () => {
    for (const s of randomLine(7, 7)) for (const m of formula.moves(s)) expect(formula.parseMove(s, formula.formatMove(s, m))).to.equal(m);
  });

  it('a whole seeded race: export → import replays to the same final position', () => {
    const session = new GameSession(formula, { seed: 2024, level: 3, length: 60 });
    // A careful driver: the first legal command whose next state still runs or finishes.
    while (!session.result && session.ply < 200) {
      const s = session.state as FormulaState;
      const ms = formula.moves(s);
      const good = ms.find((m) => formula.outcome(formula.play(s, m))?.winner !== null) ?? ms[0];
      session.play(good);
    }
    const text = session.exportGame(formulaRecordTags(session.state as FormulaState));
    expect(text).to.include('[Game "formula"]').and.include('[Seed "2024"]').and.include('[Level "3"]');
    const other = new GameSession(formula, { seed: 5, length: 60 });
    other.importGame(text);
    expect(other.position).to.equal(session.position);
    expect(other.history).to.deep.equal(session.history);
    const rec = formula.importRecord!(text);
    expect(rec.position).to.equal(session.startPosition);
    expect(rec.result).to.equal(session.result ? (session.result.winner ? '1-0' : '0-1') : '*');
  });

  it('bad records throw bad-record and leave a session unchanged', () => {
    const head = '[Game "formula"]\n[Variant "variable"]\n[Seed "1"]\n[Level "4"]\n';
    const bad = [
      '[Game "robots"]\n1. .',
      `${head}1. . 2. . 3. R 4. .`, // after the crash nothing more
      `${head}1. Q`,
      `${head}1. . 3. .`,
      `${head}1. . 2. . 3. R 1-0`,
      `[Game "formula"]\n[Variant "fixed"]\n[Seed "1"]\n1. A`,
      `${head}[Speed "99"]\n1. .`,
      `${head}. .`,
    ];
    for (const text of bad) expectCode(() => formula.importRecord!(text), 'bad-record');
    const ok = formula.importRecord!(`${head}1. . 2. . 3. R 0-1`);
    expect(ok.moves).to.deep.equal(['.', '.', 'R']);
    const session = new GameSession(formula, { seed: 9 });
    const before = session.position;
    expectCode(() => session.importGame(`${head}1. Q`), 'bad-record');
    expect(session.position).to.equal(before);
  });

  it('play() does not mutate its input', () => {
    for (const s of randomLine(77, 3)) {
      if (formula.outcome(s)) continue;
      Object.freeze(s);
      const before = formula.formatPosition(s);
      for (const m of formula.moves(s)) formula.play(s, m);
      expect(formula.formatPosition(s)).to.equal(before);
    }
  });

  it('formulaVisible shows exactly rows d..d+rows−1 (the knowledge limit)', () => {
    const s = at(8, 7);
    const v = formulaVisible(s);
    expect(v.rows.map((r) => r.distance)).to.deep.equal(Array.from({ length: 13 }, (_, i) => 8 + i));
    expect(v.rows[1]).to.deep.equal({ distance: 9, left: 5, obstacles: [8] });
    expect(v.rows[2]).to.deep.equal({ distance: 10, left: 5, obstacles: [5, 8] });
    expect(formulaVisible(formula.setup({ seed: 1, rows: 5, speed: 4 })).rows).to.have.length(5);
  });

  it('evaluate: farther is better, finished > running > crashed; room ahead counts', () => {
    expect(formula.evaluate(at(12, 7))).to.be.greaterThan(formula.evaluate(at(8, 7)));
    const done = play(at(8, 7, 4, 2, { length: 10 }), '.');
    const crash = play(at(8, 7), 'R');
    expect(formula.evaluate(done)).to.be.greaterThan(formula.evaluate(at(12, 7)));
    expect(formula.evaluate(crash)).to.be.lessThan(formula.evaluate(at(0, 7)));
    expect(Math.abs(formula.evaluate(done))).to.be.at.most(500000);
    // (8,6): column 6 is clear ahead for 4 rows; (8,8): the truck at (9,8) is right there.
    expect(formula.evaluate(at(8, 6))).to.be.greaterThan(formula.evaluate(at(8, 8)));
  });

  it('hash, grid, pieces, moveShape and cellName', () => {
    const s = at(8, 7);
    expect(formula.hash(s)).to.equal(formula.hash(at(8, 7)));
    expect(formula.hash(play(s, '.'))).to.not.equal(formula.hash(s));
    const g = formulaGrid(s);
    expect([g.rows, g.cols]).to.deep.equal([13, 16]);
    expect(g.playable[12 * 16 + 5]).to.equal(true); // row 12 = d 8: columns 5..8
    expect(g.playable[12 * 16 + 4]).to.equal(false);
    const p = formula.pieces(s);
    expect(p[12 * 16 + 7]).to.deep.equal({ side: 'player', kind: 'car' });
    expect(p[11 * 16 + 8]?.kind).to.equal('truck'); // (9,8)
    expect(p[10 * 16 + 5]?.kind).to.equal('truck'); // (10,5)
    expect(formula.moveShape(s, 'L')).to.deep.equal({ from: 12 * 16 + 7, path: [11 * 16 + 6, 10 * 16 + 6, 9 * 16 + 6, 8 * 16 + 6], captured: [] });
    expect(formulaCellName(s, 11 * 16 + 8)).to.equal('(9,8)');
    expect(formula.cellName('variable', 12 * 16 + 7)).to.equal('7+0');
    expect(formula.grid('variable').rows).to.equal(13);
    expect(formula.sides).to.deep.equal(['player']);
    expect(formula.turn(s)).to.equal('player');
  });
});
