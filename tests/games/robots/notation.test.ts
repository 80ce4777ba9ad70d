import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { robots, robotsChance, robotsInfo, robotsRecordTags } from '../../../src/games/robots/index.js';
import type { RobotsState } from '../../../src/games/robots/index.js';
import { mulberry32 } from '../../../src/core/random.js';
import { cell, expectCode, hall, hallText } from './helpers.js';

function randomGame(seed: number, level: number, turns: number, pick: number): RobotsState[] {
  const rnd = mulberry32(pick);
  let s = robots.setup({ seed, level });
  const line = [s];
  for (let i = 0; i < turns && !robots.outcome(s); i++) {
    const ms = robots.moves(s);
    s = robots.play(s, ms[rnd() % ms.length]);
    line.push(s);
  }
  return line;
}

describe('robots: notation (§A6, §A7) and records', () => {
  it('positions round-trip through formatPosition / setup({position})', () => {
    for (const s of randomGame(5, 4, 60, 1)) {
      const text = robots.formatPosition(s);
      expect(robots.formatPosition(robots.setup({ position: text }))).to.equal(text);
    }
  });

  it('a position read back plays on exactly like the original (the generator state is saved)', () => {
    const line = randomGame(9, 6, 40, 3);
    const mid = line[10];
    const copy = robots.setup({ position: robots.formatPosition(mid) });
    let a = mid;
    let b = copy;
    const rnd = mulberry32(11);
    for (let i = 0; i < 30 && !robots.outcome(a); i++) {
      const ms = robots.moves(a);
      const text = robots.formatMove(a, ms[rnd() % ms.length]);
      a = robots.play(a, robots.parseMove(a, text));
      b = robots.play(b, robots.parseMove(b, text));
      expect(robots.formatPosition(b)).to.equal(robots.formatPosition(a));
    }
  });

  it('malformed positions throw bad-position', () => {
    const good = hallText({ player: [9, 9] });
    const rows = good.split(' ')[0];
    const bad = [
      '',
      'nonsense',
      good.split(' ').slice(0, 5).join(' '),
      `${good} 7`,
      good.replace(rows, rows.slice(1)),
      good.replace(rows, rows.split('/').slice(1).join('/')),
      good.replace(rows, rows.replace('.', 'Q')),
      good.replace(rows, rows.replace('.', 'X')), // two players
      good.replace(rows, rows.replace('.', '+')), // exit elsewhere
      good.replace(rows, rows.replace('+', '.')), // exit square must show + X or R
      good.replace(rows, rows.replace('+', '0')),
      `${rows} x 0 0 0 0`,
      `${rows} 1 0 0 0 4294967296`,
      `${rows} -1 0 0 0 0`,
    ];
    for (const text of bad) expectCode(() => robots.setup({ position: text }), 'bad-position');
  });

  it('every legal move round-trips through formatMove / parseMove', () => {
    for (const s of randomGame(21, 7, 40, 2)) {
      for (const m of robots.moves(s)) {
        const text = robots.formatMove(s, m);
        expect(robots.formatMove(s, robots.parseMove(s, text))).to.equal(text);
      }
    }
  });

  it('a whole seeded game: export → import replays to the same final position', () => {
    const session = new GameSession(robots, { seed: 123, level: 5 });
    const rnd = mulberry32(99);
    while (!session.result && session.ply < 300) {
      const ms = session.legalMoves();
      session.play(ms[rnd() % ms.length]);
    }
    const tags = robotsRecordTags(session.state as RobotsState);
    const text = session.exportGame(tags);
    expect(text).to.include('[Game "robots"]').and.include('[Seed "123"]').and.include('[Level "5"]');
    const other = new GameSession(robots, { seed: 1 });
    other.importGame(text);
    expect(other.position).to.equal(session.position);
    expect(other.history).to.deep.equal(session.history);
    const rec = robots.importRecord!(text);
    expect(rec.moves).to.deep.equal(session.history);
    expect(rec.position).to.equal(session.startPosition);
  });

  it('a record with a Position tag replays from that position', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5], [8, 4], [5, 8]], T: 0 });
    const position = robots.formatPosition(s);
    const text = robots.exportRecord!({ variant: 'standard', position, moves: ['xN xW SW', 'E'], outcome: null });
    expect(text).to.include('1. xN xW SW 2. E *');
    const rec = robots.importRecord!(text);
    expect(rec.position).to.equal(position);
    const session = new GameSession(robots, { position });
    session.importGame(text);
    expect(session.state && (session.state as RobotsState).player).to.equal(cell(8, 6));
  });

  it('bad records throw bad-record', () => {
    const pos = robots.formatPosition(hall({ player: [8, 5], robots: [[7, 5]], T: 0 }));
    const head = `[Game "robots"]\n[Position "${pos}"]\n`;
    const bad = [
      '[Game "formula"]\n1. .',
      `${head}1. E`, // illegal (out of the hall? no: (9,5) free) → use a robot square below
      `${head}1. W`, // robot on W
      `${head}2. .`, // out of sequence
      `${head}1. . 1-0`, // result does not match
      `${head}1. xQ .`,
      `${head}1. . * 2. .`,
      `${head}xW W`,
      `[Game "robots"]\n[Seed "1"]\n[Level "9"]\n1. .`,
    ].filter((t) => !t.endsWith('1. E'));
    for (const text of bad) expectCode(() => robots.importRecord!(text), 'bad-record');
    const session = new GameSession(robots, { seed: 3 });
    const before = session.position;
    expectCode(() => session.importGame(`${head}1. W`), 'bad-record');
    expect(session.position).to.equal(before);
  });

  it('play() does not mutate its input (frozen state, same text before and after)', () => {
    for (const s of randomGame(31, 3, 25, 8)) {
      if (robots.outcome(s)) continue;
      Object.freeze(s);
      Object.freeze(s.robots);
      const before = robots.formatPosition(s);
      const crev = s.crevasse.slice();
      for (const m of robots.moves(s)) {
        robots.play(s, m);
        robotsChance(s, m);
      }
      expect(robots.formatPosition(s)).to.equal(before);
      expect(Array.from(s.crevasse)).to.deep.equal(Array.from(crev));
    }
  });
});

describe('robots: AI helpers (chance, evaluate, hash) and the grid view', () => {
  it('robotsChance: 1/2 per draw, probabilities sum to 1, the real outcome is among them', () => {
    const eighteen: [number, number][] = [];
    for (let x = 1; x <= 9; x++) eighteen.push([x, 1], [x, 9]);
    const s = hall({ player: [13, 5], robots: eighteen, T: 30, rng: 1196435762 });
    const m = robots.parseMove(s, '.');
    const outs = robotsChance(s, m);
    expect(outs.length).to.equal(16);
    for (const o of outs) expect(o.probability).to.equal(1 / 16);
    const real = robots.formatPosition(robots.play(s, m));
    expect(outs.map((o) => robots.formatPosition(o.state))).to.include(real);
    const t19 = hall({ player: [13, 5], robots: eighteen, T: 19, rng: 1196435762 });
    const outs19 = robotsChance(t19, m);
    expect(outs19.reduce((a, o) => a + o.probability, 0)).to.equal(1);
    expect(outs19.map((o) => o.probability).sort()).to.deep.equal([1 / 16, 1 / 2, 1 / 4, 1 / 8, 1 / 16].sort());
    const win = hall({ player: [1, 5], T: 20 });
    expect(robotsChance(win, robots.parseMove(win, 'W')).length).to.equal(1);
  });

  it('evaluate: won > running > lost; closer to the exit and more charges are better', () => {
    const near = robots.evaluate(hall({ player: [3, 5], robots: [[15, 1]] }));
    const far = robots.evaluate(hall({ player: [12, 5], robots: [[15, 1]] }));
    expect(near).to.be.greaterThan(far);
    const rich = robots.evaluate(hall({ player: [12, 5], charges: 12 }));
    const poor = robots.evaluate(hall({ player: [12, 5], charges: 2 }));
    expect(rich).to.be.greaterThan(poor);
    const threatened = robots.evaluate(hall({ player: [12, 5], robots: [[13, 5]] }));
    const calm = robots.evaluate(hall({ player: [12, 5], robots: [[15, 1]] }));
    expect(calm).to.be.greaterThan(threatened);
    const won = robots.evaluate(robots.setup({ position: hallText({ player: [0, 5] }) }));
    const lost = robots.evaluate(robots.setup({ position: hallText({ robots: [[3, 3]] }) }));
    expect(won).to.be.greaterThan(near);
    expect(lost).to.be.lessThan(far);
    expect(Math.abs(won)).to.be.at.most(500000);
    // BFS over non-crevasse squares: a wall with one gap makes the way longer.
    const wall: [number, number][] = [];
    for (let y = 1; y <= 10; y++) wall.push([5, y]);
    expect(robotsInfo(hall({ player: [8, 5], crevasses: wall })).exitDistance).to.equal(10); // (8,5) → (5,0) → (0,5)
    expect(robotsInfo(hall({ player: [8, 5] })).exitDistance).to.equal(8);
  });

  it('hash: equal for equal positions, different after a move', () => {
    const s = robots.setup({ seed: 4 });
    expect(robots.hash(s)).to.equal(robots.hash(robots.setup({ seed: 4 })));
    const t = robots.play(s, robots.moves(s)[0]);
    expect(robots.hash(t)).to.not.equal(robots.hash(s));
    expect(robots.isNoisy(s, robots.moves(s)[0])).to.equal(false);
  });

  it('splits a line written by hand into turns: x tokens join the step after them, numbers and results go', () => {
    expect(robots.splitMoves!('1. W xN NW 2. . xSE  xW\tE, N; xS')).to.deep.equal(['W', 'xN NW', '.', 'xSE xW E', 'N', 'xS']);
    expect(robots.splitMoves!('')).to.deep.equal([]);
    const s = hall({ player: [8, 5], crevasses: [], robots: [[7, 5], [8, 4]] });
    // The split turn reads back as the turn written with one space per token.
    const [turn] = robots.splitMoves!('xW   xN SW');
    expect(robots.parseMove(s, turn)).to.deep.equal(robots.parseMove(s, 'xW xN SW'));
  });

  it('grid 11x18, pieces by kind, moveShape and cellName', () => {
    const g = robots.grid('standard');
    expect([g.rows, g.cols, g.playable.length]).to.deep.equal([11, 18, 198]);
    const s = hall({ player: [8, 5], crevasses: [[2, 2]], robots: [[7, 5], [8, 4]] });
    const p = robots.pieces(s);
    expect(p[cell(8, 5)]).to.deep.include({ kind: 'player', side: 'player' });
    expect(p[cell(7, 5)]?.kind).to.equal('robot');
    expect(p[cell(2, 2)]?.kind).to.equal('crevasse');
    expect(p[cell(0, 5)]?.kind).to.equal('exit');
    expect(p[cell(9, 9)]).to.equal(null);
    const shape = robots.moveShape(s, robots.parseMove(s, 'xW xN SW'));
    expect(shape).to.deep.equal({ from: cell(8, 5), path: [cell(7, 6)], captured: [cell(8, 4), cell(7, 5)] });
    expect(robots.cellName('standard', cell(17, 5))).to.equal('17,5');
    expect(robots.sides).to.deep.equal(['player']);
    expect(robots.turn(s)).to.equal('player');
  });
});
