import { expect } from 'chai';
import { planSteps } from '../../../src/core/motion.js';
import { thud, type ThudState } from '../../../src/games/thud/index.js';
import { parseCell } from '../../../src/games/thud/geometry.js';
import { motionPlayouts } from '../motion-check.js';
import { load } from './helpers.js';

const sq = (names: string): number[] => names.split(' ').map(parseCell);
const DWARF = { side: 'dwarfs', kind: 'dwarf' };
const TROLL = { side: 'trolls', kind: 'troll' };

function planOf(s: ThudState, text: string) {
  const m = thud.parseMove(s, text);
  return thud.motion(s, m, thud.play(s, m));
}

describe('thud: motion plans', () => {
  it('a troll shove slides the troll and fades every dwarf it takes', () => {
    const plan = planOf(load('classic', { t: 'd10 d11 d12', d: 'c6 e6', side: 't' }), 'T d10-d7xc6,e6');
    const [c6, e6] = sq('c6 e6');
    expect(plan.tracks).to.deep.equal([
      { kind: 'slide', path: sq('d10 d7') },
      { kind: 'vanish', cell: c6, piece: DWARF, steps: 1, effect: 'fade' },
      { kind: 'vanish', cell: e6, piece: DWARF, steps: 1, effect: 'fade' },
    ]);
  });

  it('a hurl lands on the troll it takes; a trample chain slides through every landing square', () => {
    expect(planOf(load('classic', { d: 'e3 e4 e5', t: 'e8' }), 'e5xe8').tracks).to.deep.equal([
      { kind: 'slide', path: sq('e5 e8') },
      { kind: 'vanish', cell: parseCell('e8'), piece: TROLL, steps: 1, effect: 'fade' },
    ]);
    const chain = planOf(load('koom-valley', { t: 'e5', d: 'e6 f7 g6 f5', side: 't', rock: 'h12' }), 'T e5xe7xg7xg5xe5');
    expect(chain.tracks[0]).to.deep.equal({ kind: 'slide', path: sq('e5 e7 g7 g5 e5') });
    expect(chain.tracks.slice(1).map((t) => (t.kind === 'vanish' ? t.cell : -1)).sort()).to.deep.equal(sq('e6 f7 g6 f5').sort());
    expect(planSteps(chain)).to.equal(4);
  });

  it('the Rock (and the football) moves like any piece', () => {
    const plan = planOf(load('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14 }), 'R h14-h15');
    expect(plan.tracks).to.deep.equal([{ kind: 'slide', path: sq('h14 h15') }]);
    const ball = load('koom-valley-football', { d: 'g9', t: 'a6', rock: 'h8' });
    const kick = thud.moves(ball).find((m) => m.kind === 'rock')!;
    expect(thud.motion(ball, kick, thud.play(ball, kick)).tracks).to.deep.equal([{ kind: 'slide', path: [kick.from, kick.to] }]);
  });

  it('random playouts in every variant keep the plan invariants', () => {
    const starts: [string, Record<string, unknown>][] = [
      ['classic', {}],
      ['classic', { trollCapture: 'one' }],
      ['koom-valley', {}],
      ['koom-valley-football', {}],
    ];
    const seen: Record<string, number> = {};
    let moves = 0;
    for (const [variant, extra] of starts) {
      const count = motionPlayouts(thud, { games: 3, maxPlies: 150, seed: 77, start: () => thud.setup({ variant, ...extra }) });
      expect(count.moves, variant).to.be.greaterThan(150);
      moves += count.moves;
      for (const [k, n] of Object.entries(count.seen)) seen[k] = (seen[k] ?? 0) + n;
    }
    expect(moves).to.be.greaterThan(1000);
    expect(seen['vanish:fade']).to.be.greaterThan(10);
  });
});
