import { expect } from 'chai';
import { planSteps } from '../../../src/core/motion.js';
import { ROBOTS_MOTION, robots, type RobotsState } from '../../../src/games/robots/index.js';
import { motionPlayouts } from '../motion-check.js';
import { cell, hall } from './helpers.js';

const ROBOT = { side: 'robots', kind: 'robot' };
const PLAYER = { side: 'player', kind: 'player' };

function planOf(s: RobotsState, text: string) {
  const m = robots.parseMove(s, text);
  return robots.motion(s, m, robots.play(s, m));
}

describe('robots: motion plans', () => {
  it('a turn: the zapped robot fades, the player steps, the robots step, fall, crash into each other, and a robot appears', () => {
    // Player (9,5) zaps (10,4) and steps W to (8,5): (12,5) falls into (11,5); (5,4) and (5,6) both aim
    // at (6,5) and merge; with T = 8 and this generator state the top-left corner spawns.
    const s = hall({ player: [9, 5], robots: [[12, 5], [5, 4], [5, 6], [10, 4]], crevasses: [[11, 5]], T: 8, rng: 3 }, 'off');
    const { robotsAt, spawnAt } = ROBOTS_MOTION;
    const plan = planOf(s, 'xNE W');
    expect(plan.tracks).to.deep.equal([
      { kind: 'vanish', cell: cell(10, 4), piece: ROBOT, effect: 'fade' },
      { kind: 'slide', path: [cell(9, 5), cell(8, 5)] },
      { kind: 'slide', path: [cell(5, 4), cell(6, 5)], at: robotsAt },
      { kind: 'vanish', cell: cell(12, 5), piece: ROBOT, to: cell(11, 5), at: robotsAt, effect: 'fall' },
      { kind: 'vanish', cell: cell(5, 6), piece: ROBOT, to: cell(6, 5), at: robotsAt, effect: 'crash' },
      { kind: 'appear', cell: cell(0, 0), at: spawnAt },
    ]);
    expect([robotsAt, spawnAt]).to.deep.equal([0.5, 1.5]);
    expect(planSteps(plan)).to.equal(2.5);
  });

  it('an escape shows the player\'s step alone', () => {
    const s = hall({ player: [1, 5], robots: [[5, 5], [3, 3]] });
    expect(planOf(s, 'W')).to.deep.equal({ tracks: [{ kind: 'slide', path: [cell(1, 5), cell(0, 5)] }] });
  });

  it('a caught player goes as a ghost to its square while the robot lands there', () => {
    const s = hall({ player: [9, 5], robots: [[7, 5]] }, 'off');
    expect(planOf(s, 'W').tracks).to.deep.equal([
      { kind: 'vanish', cell: cell(9, 5), piece: PLAYER, to: cell(8, 5), steps: 1.5, effect: 'crash' },
      { kind: 'slide', path: [cell(7, 5), cell(8, 5)], at: 0.5 },
    ]);
    const stay = hall({ player: [8, 5], robots: [[7, 5]] }, 'off');
    expect(planOf(stay, '.').tracks).to.deep.equal([
      { kind: 'vanish', cell: cell(8, 5), piece: PLAYER, steps: 1.5, effect: 'crash' },
      { kind: 'slide', path: [cell(7, 5), cell(8, 5)], at: 0.5 },
    ]);
  });

  it('random games at every level keep the plan invariants', () => {
    const count = motionPlayouts(robots, {
      games: 21,
      maxPlies: 40,
      seed: 70,
      start: (g) => robots.setup({ seed: 9000 + g, level: 1 + (g % 7), safeMoves: g % 3 ? 'on' : 'off' }),
    });
    expect(count.moves).to.be.greaterThan(300);
    for (const k of ['slide', 'vanish:fall', 'vanish:crash', 'vanish:fade', 'appear']) expect(count.seen[k], k).to.be.greaterThan(0);
  });
});
