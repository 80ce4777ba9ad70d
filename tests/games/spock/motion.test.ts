import { expect } from 'chai';
import { planSteps } from '../../../src/core/motion.js';
import { LEAP, SPOCK_MOTION, moveType, parseCell, spock, spockLeapResult, type SpockState } from '../../../src/games/spock/index.js';
import { motionPlayouts } from '../motion-check.js';
import { pos } from './helpers.js';

function planOf(s: SpockState, text: string) {
  const m = spock.parseMove(s, text);
  return spock.motion(s, m, spock.play(s, m));
}

describe('spock: motion plans', () => {
  it('a move slides; a capture fades the piece taken', () => {
    expect(planOf(spock.setup(), 'd1-b3')).to.deep.equal({ tracks: [{ kind: 'slide', path: [parseCell('d1'), parseCell('b3')] }] });
    const plan = planOf(pos('2k2/5/5/2L2/K4 b 0 0'), 'c2xc5');
    expect(plan.tracks).to.deep.equal([
      { kind: 'slide', path: [parseCell('c2'), parseCell('c5')] },
      { kind: 'vanish', cell: parseCell('c5'), piece: { side: 'red', kind: 'spock' }, steps: 1, effect: 'fade' },
    ]);
  });

  it('a leap slides the Spock onto its target, spins the target back to the origin and grows the new piece there', () => {
    const s = spock.setup();
    const plan = planOf(s, 'c1~a2');
    const [c1, a2] = [parseCell('c1'), parseCell('a2')];
    expect(plan.tracks).to.deep.equal([
      { kind: 'slide', path: [c1, a2] },
      { kind: 'vanish', cell: a2, piece: { side: 'blue', kind: 'rock' }, to: c1, effect: 'spin' },
      { kind: 'appear', cell: c1, at: SPOCK_MOTION.appearAt, steps: SPOCK_MOTION.appearSteps },
    ]);
    // As the element had it: the new piece shows from 40 % of 2.2 steps and is grown at 2.2.
    expect(SPOCK_MOTION.appearAt).to.be.closeTo(0.4 * 2.2, 1e-9);
    expect(planSteps(plan)).to.be.closeTo(2.2, 1e-9);
    expect(spock.pieces(spock.play(s, spock.parseMove(s, 'c1~a2')))[c1]).to.deep.equal({ side: 'blue', kind: 'scissors' });
  });

  it('random playouts keep the plan invariants; every leap grows its transformed piece on the origin', () => {
    let leaps = 0;
    const count = motionPlayouts(spock, {
      games: 16,
      maxPlies: 60,
      seed: 900,
      start: () => spock.setup(),
      extra(before, move, after, plan, where) {
        if (moveType(move) !== LEAP) return;
        leaps++;
        const born = spockLeapResult(before, move)!;
        const grown = plan.tracks.find((t) => t.kind === 'appear');
        const now = spock.pieces(after)[born.cell];
        if (!grown || grown.cell !== born.cell || now?.kind !== born.kind || now.side !== born.side) throw new Error(`the leap grows ${born.kind} on ${born.cell}: ${where}`);
      },
    });
    expect(count.moves).to.be.greaterThan(300);
    expect(leaps).to.be.greaterThan(10);
    expect(count.seen['vanish:fade']).to.be.greaterThan(10);
  });
});
