import { expect } from 'chai';
import { planSteps, type SlideTrack } from '../../../src/core/motion.js';
import { KAMISADO_MOTION, kamisado, parseCell, type KamisadoState } from '../../../src/games/kamisado/index.js';
import { motionPlayouts } from '../motion-check.js';
import { playAll, pos } from './helpers.js';

const sq = (names: string): number[] => names.split(' ').map(parseCell);

function planOf(s: KamisadoState, text: string) {
  const m = kamisado.parseMove(s, text);
  return kamisado.motion(s, m, kamisado.play(s, m));
}

/** Slides as "from-to" square lists, sorted, for comparing regardless of order. */
const slides = (tracks: readonly { kind: string }[]): string[] =>
  (tracks.filter((t) => t.kind === 'slide') as SlideTrack[]).map((t) => t.path.map((c) => kamisado.cellName('single', c)).join('-')).sort();

describe('kamisado: motion plans', () => {
  it('a move slides its tower, however far', () => {
    const s = kamisado.setup();
    expect(planOf(s, 'a1-a7')).to.deep.equal({ tracks: [{ kind: 'slide', path: sq('a1 a7') }] });
  });

  it('a Sumo push slides the pusher and the pushed tower together, one step', () => {
    const plan = planOf(pos('1upoby1n/8/8/8/2g5/7O/6r1/NYPUBRG+1 black G 1-0 2 3', 'standard'), 'g1>g2');
    expect(plan.tracks).to.deep.equal([
      { kind: 'slide', path: sq('g1 g2') },
      { kind: 'slide', path: sq('g2 g3'), steps: 1 },
    ]);
    expect(planSteps(plan)).to.equal(1);
    expect(plan.hold).to.equal(undefined);
    // A Triple pushes three towers: four slides, all in the one step.
    const triple = planOf(pos('o1u1y1gn/8/8/3r4/3p4/3b4/3Y+++4/NGR1PUBO black Y 7-0 4 6', 'marathon'), 'd2>d3');
    expect(slides(triple.tracks)).to.deep.equal(['d2-d3', 'd3-d4', 'd4-d5', 'd5-d6']);
    expect(planSteps(triple)).to.equal(1);
  });

  it('the winning move of a round holds the board; the regroup slides every tower that changes square at once', () => {
    const start = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2', 'standard');
    const win = planOf(start, 'c1-c8');
    expect(win).to.deep.equal({ tracks: [{ kind: 'slide', path: sq('c1 c8') }], hold: KAMISADO_MOTION.roundHold });
    expect(KAMISADO_MOTION.roundHold).to.equal(6); // 1.2 s at the default 200 ms a step
    const s = playAll(start, 'c1-c8');
    // FL gives uobpyrgn/8/8/8/8/8/8/NGYPUBOR+ (rules test §6): the towers that stay put (a1, b1, d8–h8) do not slide.
    const fl = planOf(s, 'FL');
    expect(slides(fl.tracks)).to.deep.equal(['a8-b8', 'b8-c8', 'c8-h1', 'd1-c1', 'e1-d1', 'f1-e1', 'g1-f1', 'h1-g1', 'h3-a8']);
    expect(fl.tracks.every((t) => t.kind === 'slide' && t.steps === KAMISADO_MOTION.regroupSteps)).to.equal(true);
    expect(KAMISADO_MOTION.regroupSteps).to.equal(3.5); // 700 ms at 200 ms a step
    expect(fl.hold).to.equal(undefined);
  });

  it('a non-stop goal move slides to the goal, then to its re-entry square, and holds the point on show', () => {
    const s = pos('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 3-0 1 4', 'non-stop');
    expect(planOf(s, 'c1-c8@h1')).to.deep.equal({ tracks: [{ kind: 'slide', path: sq('c1 c8 h1') }], hold: KAMISADO_MOTION.roundHold });
    // Back onto its own start square: the path still tells the way there and back.
    expect(planOf(s, 'c1-c8@c1').tracks).to.deep.equal([{ kind: 'slide', path: sq('c1 c8 c1') }]);
  });

  it('random playouts (match and non-stop) keep the plan invariants, and every tower that changes square slides', () => {
    const seen: Record<string, number> = {};
    let regroups = 0;
    let pushes = 0;
    for (const variant of ['standard', 'non-stop']) {
      const count = motionPlayouts(kamisado, {
        games: 8,
        maxPlies: 80,
        seed: 4100,
        start: () => kamisado.setup({ variant }),
        extra(before, _move, after, plan, where) {
          const paths = (plan.tracks as SlideTrack[]).map((t) => `${t.path[0]}>${t.path[t.path.length - 1]}`);
          let moved = 0;
          for (let t = 0; t < 16; t++) {
            const a = before.buf[64 + t];
            const b = after.buf[64 + t];
            if (a === b) continue;
            moved++;
            if (!paths.includes(`${a}>${b}`)) throw new Error(`tower ${t} goes ${a}>${b} unseen: ${where}`);
          }
          if (plan.tracks.some((t) => t.steps === KAMISADO_MOTION.regroupSteps)) regroups++;
          else if (moved > 1) pushes++;
        },
      });
      expect(count.moves, variant).to.be.greaterThan(300);
      for (const [k, n] of Object.entries(count.seen)) seen[k] = (seen[k] ?? 0) + n;
    }
    expect(regroups, 'regroups').to.be.greaterThan(0);
    expect(pushes, 'pushes').to.be.greaterThan(0);
    expect(seen.hold, 'held round ends').to.be.greaterThan(0);
  });
});
