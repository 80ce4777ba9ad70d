import { expect } from 'chai';
import { robots, robotsInfo } from '../../../src/games/robots/index.js';
import { cell, expectCode, hall, hallText, legalSet, playText, robotSquares } from './helpers.js';

describe('robots: worked examples of rules/arsac.md §A9', () => {
  it('§A9.2 Arsac\'s figure: a robot falls (+10), the other ends SW, then xSW . costs a charge', () => {
    const s = hall({ player: [17, 5], crevasses: [[17, 4]], robots: [[17, 3], [15, 7]] });
    const t = playText(s, '.');
    expect(robotSquares(t)).to.deep.equal(['(16,6)']);
    expect(t.score).to.equal(10);
    const u = playText(t, 'xSW .');
    expect(u.robots).to.deep.equal([]);
    expect(u.charges).to.equal(11);
    expect(u.score).to.equal(10); // disintegration scores nothing (§A5)
  });

  it('§A9.3 simultaneous moves: (9,5),(10,5) move on without merging', () => {
    const t = playText(hall({ player: [13, 5], robots: [[9, 5], [10, 5]] }), '.');
    expect(robotSquares(t)).to.deep.equal(['(10,5)', '(11,5)']);
    expect(t.score).to.equal(0);
  });

  it('§A9.3 two robots reaching (11,5) merge into one, +10', () => {
    const t = playText(hall({ player: [13, 5], robots: [[10, 4], [10, 6]] }), '.');
    expect(robotSquares(t)).to.deep.equal(['(11,5)']);
    expect(t.score).to.equal(10);
  });

  it('§A9.3 three robots reaching (11,5) leave one, +20', () => {
    const t = playText(hall({ player: [13, 5], robots: [[10, 4], [10, 5], [10, 6]] }), '.');
    expect(robotSquares(t)).to.deep.equal(['(11,5)']);
    expect(t.score).to.equal(20);
  });

  it('§A9.4 xW xN SW: 10 charges, player (7,6), robot (5,8) to (6,7), player survives', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5], [8, 4], [5, 8]], charges: 12 });
    const m = robots.parseMove(s, 'xW xN SW');
    expect(robots.formatMove(s, m)).to.equal('xN xW SW'); // §C4 canonical order
    const t = robots.play(s, m);
    expect(t.charges).to.equal(10);
    expect(t.player).to.equal(cell(7, 6));
    expect(robotSquares(t)).to.deep.equal(['(6,7)']);
    expect(robots.outcome(t)).to.equal(null);
  });

  it('§A9.4 from the same position: xE . and N are illegal, xW W is legal by the rules', () => {
    const spec = { player: [8, 5], robots: [[7, 5], [8, 4], [5, 8]], charges: 12 } as const;
    const s = hall(spec, 'off');
    expectCode(() => robots.parseMove(s, 'xE .'), 'illegal-move');
    expectCode(() => robots.parseMove(s, 'N'), 'illegal-move');
    expect(robots.formatMove(s, robots.parseMove(s, 'xW W'))).to.equal('xW W');
    // xW W then meets robot (8,4) on (7,5): with safe-moves on (§C5) it is refused.
    expect(robots.outcome(playText(s, 'xW W'))).to.deep.equal({ winner: null, reason: 'caught' });
    expectCode(() => robots.parseMove(hall(spec, 'on'), 'xW W'), 'illegal-move');
  });

  it('§A9.5 caught: after . the robot reaches the player and the game is lost', () => {
    const s = hall({ player: [5, 5], robots: [[6, 6]] }, 'off');
    const t = playText(s, '.');
    expect(robots.outcome(t)).to.deep.equal({ winner: null, reason: 'caught' });
    expect(robotsInfo(t).status).to.equal('lost');
    expect(robots.moves(t)).to.deep.equal([]);
  });

  it('§A9.5 safe-moves refuses . and allows xSE .', () => {
    const s = hall({ player: [5, 5], robots: [[6, 6]] }, 'on');
    expectCode(() => robots.parseMove(s, '.'), 'illegal-move');
    const t = playText(s, 'xSE .');
    expect(robots.outcome(t)).to.equal(null);
    expect(legalSet(s)).to.not.include('.');
    expect(legalSet(s)).to.include('xSE .');
  });

  // 18 robots, far from the corners, moving without merges toward (13,5) or (17,0).
  const eighteen: [number, number][] = [];
  for (let x = 1; x <= 9; x++) eighteen.push([x, 1], [x, 9]);

  it('§A9.6 spawn: draws 1, 1, 0, 1 put one robot on BL; state 2670642822', () => {
    const s = hall({ player: [13, 5], robots: eighteen, T: 20, rng: 1196435762 });
    const t = playText(s, '.');
    expect(t.robots.length).to.equal(19);
    expect(t.robots).to.include(cell(0, 10));
    expect(t.rng).to.equal(2670642822);
  });

  it('§A9.6 player on TR: TL = 1, TR skipped, BL = 1, BR = 0, robot on (17,10)', () => {
    const s = hall({ player: [17, 0], robots: eighteen, T: 20, rng: 1196435762 });
    const t = playText(s, '.');
    expect(t.robots.length).to.equal(19);
    expect(t.robots).to.include(cell(17, 10));
    expect(t.robots).to.not.include(cell(0, 10));
    expect(t.rng).to.equal(1649599747); // three draws only
  });

  it('§A9.7 escape: player (1,5) with 7 charges plays W: won, +240', () => {
    const s = hall({ player: [1, 5], robots: [[3, 3]], charges: 7, score: 30, T: 20, rng: 5 });
    const t = playText(s, 'W');
    expect(robots.outcome(t)).to.deep.equal({ winner: 'player', reason: 'escaped' });
    expect(t.score).to.equal(270);
    expect(robots.formatPosition(t).split(' ')[0].split('/')[5].slice(0, 1)).to.equal('X');
  });
});

describe('robots: settled details of part C', () => {
  it('§C1 a winning turn: no robot step, no spawn, no draw; turn + 1', () => {
    const s = hall({ player: [1, 5], robots: [[3, 3]], charges: 2, turn: 41, T: 20, rng: 12345 });
    const t = playText(s, 'W');
    expect(t.turn).to.equal(42);
    expect(t.rng).to.equal(12345);
    expect(robotSquares(t)).to.deep.equal(['(3,3)']);
  });

  it('§C1 a turn on which the player is caught still counts (turn + 1), no spawn draw', () => {
    const s = hall({ player: [5, 5], robots: [[6, 6]], turn: 9, T: 20, rng: 777 }, 'off');
    const t = playText(s, '.');
    expect(t.turn).to.equal(10);
    expect(t.rng).to.equal(777);
    expect(t.robots.length).to.equal(1);
  });

  it('§C2 a caught player shows R; the notation of a lost game has no X and reads back as lost', () => {
    const t = playText(hall({ player: [5, 5], robots: [[6, 6]] }, 'off'), '.');
    const text = robots.formatPosition(t);
    expect(text).to.not.include('X');
    expect(text.split(' ')[0].split('/')[5].slice(5, 6)).to.equal('R');
    const back = robots.setup({ position: text });
    expect(robots.outcome(back)).to.deep.equal({ winner: null, reason: 'caught' });
    expect(robots.formatPosition(back)).to.equal(text);
  });

  it('§C2 precedence 0 > R > X > + > .: a robot on the exit shows R, X on (0,5) is won', () => {
    const s = hall({ player: [3, 5], robots: [[1, 5]] }, 'off');
    const t = playText(s, 'E'); // robot (1,5) steps off the exit to (2,5): the exit shows + again
    expect(robots.formatPosition(t).split(' ')[0].split('/')[5].slice(0, 1)).to.equal('+');
    const u = hall({ player: [5, 2], robots: [[1, 4]] });
    const v = playText(u, 'N'); // robot (1,4) aims at (2,3)
    expect(robotSquares(v)).to.deep.equal(['(2,3)']);
    const onExit = robots.setup({ position: hallText({ player: [9, 9], robots: [[0, 5]] }) });
    expect(robots.formatPosition(onExit).split(' ')[0].split('/')[5][0]).to.equal('R');
    const won = robots.setup({ position: hallText({ player: [0, 5] }) });
    expect(robots.outcome(won)).to.deep.equal({ winner: 'player', reason: 'escaped' });
  });

  it('§C2 time-out: turn ≥ 500 is lost, checked after step 6; an escape on turn 500 still wins', () => {
    const s = hall({ player: [9, 9], robots: [[2, 2]], turn: 499 });
    const t = playText(s, '.');
    expect(t.turn).to.equal(500);
    expect(robots.outcome(t)).to.deep.equal({ winner: null, reason: 'timeout' });
    expect(robots.outcome(robots.setup({ position: robots.formatPosition(t) }))).to.deep.equal({ winner: null, reason: 'timeout' });
    const w = playText(hall({ player: [1, 5], turn: 499 }), 'W');
    expect(robots.outcome(w)?.winner).to.equal('player');
    expect(robots.outcome(hall({ player: [9, 9], turn: 498 }))).to.equal(null);
  });

  it('§C3 spawning re-checks "below T" at each corner: the BR draw is not made once T is reached', () => {
    const eighteen: [number, number][] = [];
    for (let x = 1; x <= 9; x++) eighteen.push([x, 1], [x, 9]);
    const t = playText(hall({ player: [13, 5], robots: eighteen, T: 19, rng: 1196435762 }), '.');
    expect(t.robots.length).to.equal(19);
    expect(t.robots).to.include(cell(0, 10));
    expect(t.rng).to.equal(1649599747); // TL, TR, BL drawn; BR not
    const none = playText(hall({ player: [13, 5], robots: eighteen, T: 18, rng: 1196435762 }), '.');
    expect(none.rng).to.equal(1196435762);
  });

  it('§A4.5 a new robot waits until the next turn before it moves', () => {
    const eighteen: [number, number][] = [];
    for (let x = 1; x <= 9; x++) eighteen.push([x, 1], [x, 9]);
    const t = playText(hall({ player: [13, 5], robots: eighteen, T: 19, rng: 1196435762 }), '.');
    expect(t.robots).to.include(cell(0, 10));
    const u = playText(t, '.');
    expect(u.robots).to.include(cell(1, 9));
    expect(u.robots).to.not.include(cell(0, 10));
  });

  it('§C4 x tokens in any order, runs of spaces; canonical output', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5], [8, 4], [9, 6]], charges: 12 });
    for (const text of ['xW xN SW', 'xN xW SW', '  xW   xN  SW ', 'xN  xW SW']) {
      expect(robots.formatMove(s, robots.parseMove(s, text))).to.equal('xN xW SW');
    }
    expect(robots.formatMove(s, robots.parseMove(s, 'xSE xW xN .'))).to.equal('xN xSE xW .');
  });

  it('§C4 repeated direction, lower case and other spellings are bad-move', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5], [8, 4]], charges: 12 });
    for (const text of ['xW xW SW', 'xw SW', 'sw', 'XW SW', 'x W', 'xN', '', ' ', 'SW xN', 'SW SW', 'xNN .', 'xW\tSW', 'WEST', '..', 'xW,SW', 'x. .']) {
      expectCode(() => robots.parseMove(s, text), 'bad-move');
    }
  });

  it('§C5 safe-moves on: legal turns are those not caught, as a set; if all are caught, all are legal', () => {
    const spec = {
      player: [1, 1] as const,
      crevasses: [[0, 0], [1, 0], [2, 0], [0, 1], [0, 2]] as [number, number][],
      robots: [[2, 2]] as [number, number][],
      charges: 0,
    };
    const trapped = hall(spec, 'on');
    expect(legalSet(trapped)).to.deep.equal(['.', 'E', 'S'].sort());
    for (const m of robots.moves(trapped)) expect(robots.outcome(robots.play(trapped, m))?.reason).to.equal('caught');
    const armed = hall({ ...spec, charges: 1 }, 'on');
    const safe = legalSet(armed);
    expect(safe).to.deep.equal(['xSE .', 'xSE E', 'xSE S', 'xSE SE'].sort());
    const off = legalSet(hall({ ...spec, charges: 1 }, 'off'));
    expect(off.length).to.equal(7);
  });
});

describe('robots: one rule at a time (§A4)', () => {
  it('§A4.1 disintegration needs a robot there and enough charges; charges drop by the number removed', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5], [8, 4], [9, 6]], charges: 2 }, 'off');
    expectCode(() => robots.parseMove(s, 'xW xN xSE .'), 'illegal-move');
    const t = playText(s, 'xW xN .');
    expect(t.charges).to.equal(0);
    expect(t.score).to.equal(0);
  });

  it('§A4.2 the step must stay in the hall, off crevasses and robots; staying is allowed', () => {
    const s = hall({ player: [17, 5], crevasses: [[16, 5]], robots: [[16, 4]] });
    expectCode(() => robots.parseMove(s, 'E'), 'illegal-move');
    expectCode(() => robots.parseMove(s, 'W'), 'illegal-move');
    expectCode(() => robots.parseMove(s, 'NW'), 'illegal-move');
    expect(legalSet(hall({ player: [17, 5], crevasses: [[16, 5]], robots: [[16, 4]] }, 'off'))).to.include('xNW NW');
  });

  it('§A4.4 robots aim at (x + sign(px − x), y + sign(py − y)); crossing robots do not meet', () => {
    // The player steps to (10,9): (8,7) → (9,8), (9,6) → (10,7), (12,2) → (11,3).
    const t = playText(hall({ player: [10, 8], robots: [[8, 7], [9, 6], [12, 2]] }, 'off'), 'S');
    expect(robotSquares(t).sort()).to.deep.equal(['(9,8)', '(10,7)', '(11,3)'].sort());
  });

  it('§A4.4.1 and §A5 a fall scores 10, a disintegration nothing; points are kept on a loss', () => {
    const s = hall({ player: [5, 5], crevasses: [[3, 5]], robots: [[2, 5], [6, 6]], score: 50 }, 'off');
    const t = playText(s, '.');
    expect(t.score).to.equal(60);
    expect(robots.outcome(t)?.reason).to.equal('caught');
  });

  it('§A4.2 the step into a robot square is possible once that robot is disintegrated', () => {
    const s = hall({ player: [8, 5], robots: [[7, 5]], charges: 1 });
    const t = playText(s, 'xW W');
    expect(t.player).to.equal(cell(7, 5));
    expect(t.robots.length).to.equal(0);
  });

  it('§A5 escaping with 0 charges adds 100', () => {
    expect(playText(hall({ player: [1, 4], charges: 0 }), 'SW').score).to.equal(100);
  });
});
