import { expect } from 'chai';
import { planSteps } from '../../../src/core/motion.js';
import { draughts } from '../../../src/games/draughts/index.js';
import { motionPlayouts } from '../motion-check.js';
import { at, d } from './helpers.js';

/** Grid cell of an international square number, found through the notation (not the motion code). */
function cellOf(sq: number): number {
  const shape = d.grid('international');
  for (let c = 0; c < shape.rows * shape.cols; c++) if (shape.playable[c] && d.cellName('international', c, 'numeric') === String(sq)) return c;
  throw new Error(`no square ${sq}`);
}

describe('draughts: motion plans', () => {
  it('a capture chain slides through every landing square while the taken pieces fade all along', () => {
    const s = at('international', 'W:W32:B27,17,8');
    const m = d.parseMove(s, '32x3');
    const plan = d.motion(s, m, d.play(s, m));
    const black = { side: 'black', kind: 'man' };
    expect(plan.tracks).to.deep.equal([
      { kind: 'slide', path: [32, 21, 12, 3].map(cellOf) },
      { kind: 'vanish', cell: cellOf(27), piece: black, steps: 3, effect: 'fade' },
      { kind: 'vanish', cell: cellOf(17), piece: black, steps: 3, effect: 'fade' },
      { kind: 'vanish', cell: cellOf(8), piece: black, steps: 3, effect: 'fade' },
    ]);
    expect(planSteps(plan)).to.equal(3);
    expect(plan.scroll).to.equal(undefined);
    expect(plan.hold).to.equal(undefined);
  });

  it('a quiet move is one slide of one step; a king that takes its own start square back slides round to it', () => {
    const s = at('international');
    const m = d.parseMove(s, '32-28');
    expect(d.motion(s, m, d.play(s, m))).to.deep.equal({ tracks: [{ kind: 'slide', path: [cellOf(32), cellOf(28)] }] });
    // The Russian king's round trip of rules/draughts.md (it may cross its own start square).
    const r = at('russian', 'W:WKd4:Bc5,c7,e7,e5');
    const round = d.moves(r).find((mv) => mv.to === mv.from)!;
    const plan = d.motion(r, round, d.play(r, round));
    const slide = plan.tracks[0];
    expect(slide.kind === 'slide' && slide.path[0] === slide.path[slide.path.length - 1]).to.equal(true);
    expect(plan.tracks.filter((t) => t.kind === 'vanish')).to.have.length(4);
  });

  it('random playouts in all three variants keep the plan invariants', () => {
    for (const variant of d.variants) {
      const count = motionPlayouts(draughts, {
        games: 6,
        maxPlies: 120,
        seed: 1300,
        start: () => at(variant),
        extra(before, move, _after, plan, where) {
          const shape = d.moveShape(before, move);
          const slide = plan.tracks[0];
          if (slide.kind !== 'slide' || slide.path.join() !== [shape.from, ...shape.path].join()) throw new Error(`the slide is the move's path: ${where}`);
          const gone = plan.tracks.filter((t) => t.kind === 'vanish').map((t) => (t.kind === 'vanish' ? t.cell : -1));
          if (gone.sort().join() !== [...shape.captured].sort().join()) throw new Error(`a vanish for each captured piece: ${where}`);
        },
      });
      expect(count.moves, variant).to.be.greaterThan(300);
      expect(count.seen['vanish:fade'], variant).to.be.greaterThan(20);
    }
  });
});
