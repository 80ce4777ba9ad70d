import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { ROBOTS_CORNERS, ROBOTS_SCORES, robots, robotsTurnEffects, type RobotsMove, type RobotsState } from '../../../src/games/robots/index.js';
import { cell, hall } from './helpers.js';

const W = 18;
const kingStep = (a: number, b: number): boolean => a !== b && Math.abs((a % W) - (b % W)) <= 1 && Math.abs(Math.floor(a / W) - Math.floor(b / W)) <= 1;
const sorted = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b);

/** Throws unless the effects of `move` agree with the rules' own state after it (rules/arsac.md §A4). */
function checkEffects(before: RobotsState, move: RobotsMove, where: string): void {
  const after = robots.play(before, move);
  const fx = robotsTurnEffects(before, move);
  const fail = (what: string): never => {
    throw new Error(`${what}: ${where}`);
  };
  const zapped = new Set(fx.zapped);
  if (zapped.size !== before.charges - after.charges) fail('one charge a zapped robot');
  for (const z of zapped) if (!before.robots.includes(z) || !kingStep(z, before.player)) fail('a zapped robot stood next to the player');
  if (fx.player[0] !== before.player || fx.player[1] !== after.player) fail('the player goes from its square to the one after');
  if (fx.escaped !== (after.status === 'won') || fx.caught !== (after.reason === 'caught')) fail('escaped and caught as the state says');
  // What is left: before − zapped − fell − merged + spawned.
  const n = before.robots.length - zapped.size - fx.fell.length - fx.merged.length + fx.spawned.length;
  if (n !== after.robots.length) fail(`robot count ${n} ≠ ${after.robots.length}`);
  if (sorted([...fx.moved.keys(), ...fx.spawned]).join() !== sorted(after.robots).join()) fail('the robots after are the moved ones and the spawned ones');
  const sources = [...fx.moved.values(), ...fx.fell.map(([f]) => f), ...fx.merged.map(([f]) => f)];
  if (sorted(sources).join() !== sorted(before.robots.filter((r) => !zapped.has(r))).join()) fail('every robot not zapped steps exactly once');
  if (fx.escaped && sources.length > 0) fail('after an escape the robots do not move');
  for (const [to, from] of fx.moved) if (!kingStep(from, to) || before.crevasse[to]) fail('a robot steps one square, not into a crevasse');
  for (const [from, to] of fx.fell) if (!kingStep(from, to) || !before.crevasse[to]) fail('a robot falls into the crevasse next to it');
  for (const [from, to] of fx.merged) if (!kingStep(from, to) || !fx.moved.has(to)) fail('a merged robot meets a kept one');
  for (const c of fx.spawned) if (!ROBOTS_CORNERS.includes(c)) fail('robots appear in corners');
  const lost = (fx.fell.length + fx.merged.length) * ROBOTS_SCORES.robotLost;
  const bonus = fx.escaped ? ROBOTS_SCORES.escape + ROBOTS_SCORES.perCharge * after.charges : 0;
  if (after.score - before.score !== lost + bonus) fail('10 points a robot lost (§A5)');
}

describe('robots: the effects of a turn (robotsTurnEffects)', () => {
  it('names what the rules did on a turn with a zap, a fall, a merge and a spawn', () => {
    const s = hall({ player: [9, 5], robots: [[12, 5], [5, 4], [5, 6], [10, 4]], crevasses: [[11, 5]], T: 8, rng: 3 }, 'off');
    const m = robots.parseMove(s, 'xNE W');
    const fx = robotsTurnEffects(s, m);
    expect({ ...fx, moved: [...fx.moved] }).to.deep.equal({
      player: [cell(9, 5), cell(8, 5)],
      zapped: [cell(10, 4)],
      fell: [[cell(12, 5), cell(11, 5)]],
      merged: [[cell(5, 6), cell(6, 5)]],
      moved: [[cell(6, 5), cell(5, 4)]],
      spawned: [cell(0, 0)],
      escaped: false,
      caught: false,
    });
    checkEffects(s, m, 'the focused turn');
    // Asking leaves the state alone.
    const text = robots.formatPosition(s);
    robotsTurnEffects(s, m);
    expect(robots.formatPosition(s)).to.equal(text);
  });

  it('agrees with the state after every turn of random games', () => {
    let turns = 0;
    for (let g = 0; g < 21; g++) {
      const rnd = mulberry32(600 + g);
      let s = robots.setup({ seed: 7000 + g, level: 1 + (g % 7), safeMoves: g % 2 ? 'on' : 'off' });
      while (!robots.outcome(s) && s.turn < 60) {
        const ms = robots.moves(s);
        const m = ms[rnd() % ms.length];
        checkEffects(s, m, `game ${g} turn ${s.turn} ${robots.formatMove(s, m)} in ${robots.formatPosition(s)}`);
        s = robots.play(s, m);
        turns++;
      }
    }
    expect(turns).to.be.greaterThan(300);
  });
});
