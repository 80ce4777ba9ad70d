import { expect } from 'chai';
import { formula, formulaGrid, type FormulaState } from '../../../src/games/formula/index.js';
import { motionPlayouts } from '../motion-check.js';
import { at, customRoad, play } from './helpers.js';

const COLUMNS = 16;

function planOf(s: FormulaState, text: string) {
  const m = formula.parseMove(s, text);
  return { plan: formula.motion(s, m, formula.play(s, m)), after: formula.play(s, m) };
}

/** The car's cell in a state's own window: the bottom row, its column (as `pieces` draws it). */
const carCell = (s: FormulaState): number => formula.pieces(s).findIndex((p) => p?.kind === 'car');

describe('formula: motion plans', () => {
  it('the road scrolls by the rows driven and the car slides sideways on the bottom row when it changes lane', () => {
    const s = at(1, 7, 3); // seed 1's road runs over columns 6–9 there, free of trucks
    const { plan, after } = planOf(s, 'R');
    expect(after.status).to.equal('run');
    const bottom = (formulaGrid(after).rows - 1) * COLUMNS;
    expect(carCell(s)).to.equal(bottom + 7);
    expect(carCell(after)).to.equal(bottom + 8);
    expect(plan).to.deep.equal({ tracks: [{ kind: 'slide', path: [bottom + 7, bottom + 8] }], scroll: { rows: 3, keep: 1 } });
    // Straight on: the road scrolls, the car stays put.
    expect(planOf(s, 'A').plan).to.deep.equal({ tracks: [], scroll: { rows: 4, keep: 1 } });
  });

  it('a crash scrolls to the crash square, no further; a stall does not scroll', () => {
    // A straight road four lanes wide from column 0 with a truck three rows ahead in column 1.
    const road = customRoad(() => 0, [[13, 1]]);
    const s: FormulaState = { ...at(1, 7, 3), road, d: 10, c: 1, v: 5 };
    const { plan, after } = planOf(s, '.');
    expect([after.status, after.d, after.crash]).to.deep.equal(['crash', 13, 'truck']);
    expect(plan).to.deep.equal({ tracks: [], scroll: { rows: 3, keep: 1 } });
    const slow = at(1, 7, 1);
    expect(planOf(slow, 'D')).to.deep.include({ plan: { tracks: [] } });
    expect(play(slow, 'D').status).to.equal('stall');
    // Steering off the grid's edge: the car is not drawn after the turn, so it crashes where it stood.
    const edge: FormulaState = { ...at(1, 7, 3), road, d: 10, c: 0, v: 2 };
    const off = planOf(edge, 'L');
    expect([off.after.status, off.after.c]).to.deep.equal(['crash', -1]);
    const bottom = (edge.rows - 1) * COLUMNS;
    expect(off.plan).to.deep.equal({
      tracks: [{ kind: 'vanish', cell: bottom, piece: { side: 'player', kind: 'car' }, effect: 'crash' }],
      scroll: { rows: 1, keep: 1 },
    });
  });

  it('random races keep the plan invariants; the scroll is the distance driven and the car ends on the bottom row', () => {
    const count = motionPlayouts(formula, {
      games: 100,
      maxPlies: 40,
      seed: 31,
      start: (g) => formula.setup({ seed: 500 + g, level: 1 + (g % 7), mode: g % 3 === 0 ? 'fixed' : 'variable', speed: 1 + (g % 5), rows: 6 + (g % 9) }),
      extra(before, _move, after, plan, where) {
        if ((plan.scroll?.rows ?? 0) !== after.d - before.d) throw new Error(`the scroll is the distance driven: ${where}`);
        for (const t of plan.tracks) {
          const cell = t.kind === 'slide' ? t.path[t.path.length - 1] : t.kind === 'vanish' ? t.cell : -1;
          if (Math.floor(cell / COLUMNS) !== after.rows - 1) throw new Error(`the car stays on the bottom row: ${where}`);
        }
      },
    });
    expect(count.moves).to.be.greaterThan(300);
    expect(count.seen.slide).to.be.greaterThan(20);
    expect(count.seen.scroll).to.be.greaterThan(100);
  });
});
