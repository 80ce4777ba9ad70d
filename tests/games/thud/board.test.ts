/** The grid view (src/core/board.ts) and the AI hooks: hash, evaluate, isNoisy, moveOrderHint, perft. */
import { expect } from 'chai';
import { WIN_SCORE } from '../../../src/core/game.js';
import { perft, thud, type ThudState } from '../../../src/games/thud/index.js';
import { searchBest } from '../../../src/ai/search.js';
import { mulberry32 } from '../../../src/core/random.js';
import { load } from './helpers.js';
import { WEIGHTS } from '../../../src/games/thud/evaluate.js';

const play = (s: ThudState, text: string) => thud.play(s, thud.parseMove(s, text));

describe('thud grid view', () => {
  it('has the 165-square octagon, row 0 at the top (rank 15)', () => {
    for (const v of thud.variants) {
      const g = thud.grid(v);
      expect([g.rows, g.cols]).to.deep.equal([15, 15]);
      expect(g.playable.filter(Boolean).length).to.equal(165);
      expect(g.files?.join('')).to.equal('abcdefghijklmno');
      expect(g.ranks?.[0]).to.equal('15');
      expect(g.ranks?.[14]).to.equal('1');
      expect(g.playable[0]).to.equal(false); // a15 is a cut corner
      expect(g.playable[5]).to.equal(true); // f15
      expect(g.dark.some((d, i) => d && !g.playable[i])).to.equal(false);
    }
  });
  it('names cells file+rank', () => {
    expect(thud.cellName('classic', 7 * 15 + 7)).to.equal('h8');
    expect(thud.cellName('classic', 14 * 15 + 5)).to.equal('f1');
    expect(thud.cellName('classic', 5)).to.equal('f15');
    expect(() => thud.cellName('classic', 0)).to.throw();
  });
  it('shows dwarfs, trolls, the Thudstone, the Rock and the ball', () => {
    const kinds = (s: ThudState) => {
      const n: Record<string, number> = {};
      for (const p of thud.pieces(s)) if (p) n[`${p.side}/${p.kind}`] = (n[`${p.side}/${p.kind}`] ?? 0) + 1;
      return n;
    };
    expect(kinds(thud.setup())).to.deep.equal({ 'dwarfs/dwarf': 32, 'trolls/troll': 8, 'none/thudstone': 1 });
    expect(kinds(thud.setup({ variant: 'koom-valley' }))).to.deep.equal({ 'dwarfs/dwarf': 16, 'trolls/troll': 8, 'none/rock': 1 });
    expect(kinds(thud.setup({ variant: 'koom-valley-football' }))['none/ball']).to.equal(1);
    expect(thud.pieces(thud.setup())[7 * 15 + 7]?.kind).to.equal('thudstone');
    expect(thud.pieces(thud.setup())[14 * 15 + 5]?.kind).to.equal('dwarf'); // f1 at the bottom row
  });
  it('gives move shapes: from, landing path, captured cells', () => {
    const c = (sq: string) => (15 - Number(sq.slice(1))) * 15 + 'abcdefghijklmno'.indexOf(sq[0]);
    const chain = load('koom-valley', { t: 'e13', d: 'e12 e10 f10', side: 't' });
    const shape = thud.moveShape(chain, thud.parseMove(chain, 'T e13xe11xe9xg11'));
    expect(shape).to.deep.equal({ from: c('e13'), path: [c('e11'), c('e9'), c('g11')], captured: [c('e10'), c('e12'), c('f10')] });
    const shove = load('classic', { t: 'd10 d11 d12', d: 'b10 c9 c6 e6', side: 't' });
    expect(thud.moveShape(shove, thud.parseMove(shove, 'T d10-d7xc6,e6'))).to.deep.equal({ from: c('d10'), path: [c('d7')], captured: [c('c6'), c('e6')] });
  });
});

/** Positions of the search tests (bench/thud-ai.bench.ts uses the same ones for timing). */
const SEARCH_CASES: [string, string[]][] = [
  ['classic', ['f1-f5', 'T g7-g6', 'o7-k7', 'T h7-h6']],
  ['koom-valley', ['R h8-g8', 'T h13-h10', 'g1-g7', 'T e13-e10']],
  ['koom-valley-football', ['R h8-g8', 'T h13-h10']],
];
/** What reductions and pruning may give away at 3 plies, in evaluation points (a dwarf is 60–100). */
const THUD_LMR_LOSS = 20;
/** The hooks that change the search's result (reductions and pruning); the exact comparisons switch them off. */
const INEXACT = { lateMoveReduction: undefined, nullMove: undefined, lateMovePruning: undefined };

describe('thud AI hooks', () => {
  it('capture-only lists, futility pruning and move keys keep the search result and cut its work', () => {
    const { noisyMoves: _n, futilityMargin: _f, moveKey: _k, ...rest } = thud;
    const plain = { ...rest, ...INEXACT };
    for (const [variant, moves] of SEARCH_CASES) {
      const s = moves.reduce(play, thud.setup({ variant }));
      const fast = searchBest({ ...thud, ...INEXACT }, s, { maxDepth: 3, seed: 1 });
      const slow = searchBest(plain as typeof thud, s, { maxDepth: 3, seed: 1 });
      expect([fast.move, fast.score], variant).to.deep.equal([slow.move, slow.score]);
      expect(fast.nodes, variant).to.be.at.most(slow.nodes);
      // Classic has captures at every turn: there the quiet moves near the horizon go (307 k nodes → 11 k).
      if (variant === 'classic') expect(fast.nodes * 10, variant).to.be.below(slow.nodes);
    }
  });
  it('... and so on positions from random games, two plies deep, where futility pruning acts most', () => {
    const { noisyMoves: _n, futilityMargin: _f, moveKey: _k, ...rest } = thud;
    const plain = { ...rest, ...INEXACT };
    const rnd = mulberry32(0x7d);
    let pruned = 0;
    for (const variant of ['classic', 'koom-valley', 'koom-valley-football']) {
      for (let g = 0; g < 4; g++) {
        let s = thud.setup({ variant });
        for (let ply = 0; ply < 80 && !thud.outcome(s); ply++) {
          const ms = thud.moves(s);
          s = thud.play(s, ms[rnd() % ms.length]);
          if (ply % 20 !== 19 || thud.outcome(s)) continue;
          const fast = searchBest({ ...thud, ...INEXACT }, s, { maxDepth: 2, seed: 1 });
          const slow = searchBest(plain as typeof thud, s, { maxDepth: 2, seed: 1 });
          expect([fast.move, fast.score], thud.formatPosition(s)).to.deep.equal([slow.move, slow.score]);
          if (fast.nodes < slow.nodes) pruned++;
        }
      }
    }
    expect(pruned, 'positions where the hooks saved work').to.be.greaterThan(6);
  });
  it('late move reductions and late move pruning cut the work further, and the move chosen is within a few points of the full search', () => {
    const full = { ...thud, ...INEXACT };
    for (const [variant, moves] of SEARCH_CASES) {
      const s = moves.reduce(play, thud.setup({ variant }));
      const reduced = searchBest(thud, s, { maxDepth: 3, seed: 1 });
      const exact = searchBest(full as typeof thud, s, { maxDepth: 3, seed: 1 });
      expect(reduced.nodes, variant).to.be.below(exact.nodes);
      // The full search's value of the move the reduced search chose.
      const child = thud.play(s, reduced.bestMove!);
      const value = -searchBest(full as typeof thud, child, { maxDepth: 2, seed: 1 }).score;
      expect(exact.score - value, variant).to.be.at.most(THUD_LMR_LOSS);
    }
  });
  it('the null move passes the turn and nothing else: same key as the position loaded with the other side to move', () => {
    const s = ['f1-f5', 'T g7-g6'].reduce(play, thud.setup());
    const passed = thud.nullMove!(s)!;
    expect(thud.turn(passed)).to.equal('trolls');
    expect(thud.hash(passed)).to.equal(thud.hash(thud.setup({ position: thud.formatPosition(s).replace(' d ', ' t ') })));
    expect(thud.formatPosition(passed).split(' ')[0]).to.equal(thud.formatPosition(s).split(' ')[0]);
    // A finished game has no pass.
    const race = thud.setup({ variant: 'koom-valley', position: '3d1/2dR3/9/11/13/15/15/15/15/T14/13/11/9/7/5 d 0 0 14' });
    const won = play(race, 'R h14-h15');
    expect(thud.outcome(won)).to.deep.include({ winner: 'dwarfs' });
    expect(thud.nullMove!(won)).to.equal(null);
  });
  it('hash: 32-bit, side to move included, same placement same key', () => {
    const s = thud.setup();
    expect(Number.isInteger(thud.hash(s))).to.equal(true);
    expect(thud.hash(s) | 0).to.equal(thud.hash(s));
    const t = thud.setup({ position: thud.formatPosition(s).replace(' d ', ' t ') });
    expect(thud.hash(t)).not.to.equal(thud.hash(s));
    // Two move orders to one placement.
    const a = ['f1-f2', 'T g7-g6', 'j1-j2', 'T i7-i6'].reduce(play, s);
    const b = ['j1-j2', 'T i7-i6', 'f1-f2', 'T g7-g6'].reduce(play, s);
    expect(thud.hash(a)).to.equal(thud.hash(b));
    expect(thud.hash(a)).to.equal(thud.hash(thud.setup({ position: thud.formatPosition(a) })));
  });
  it('evaluate: from the side to move, bounded, and material counts', () => {
    const s = thud.setup();
    const e = thud.evaluate(s);
    expect(Math.abs(e)).to.be.below(WIN_SCORE / 2);
    const t = thud.setup({ position: thud.formatPosition(s).replace(' d ', ' t ') });
    expect(thud.evaluate(t)).to.be.below(0 + Math.abs(e) + 1000);
    // A troll less is good for the Dwarfs.
    const fewer = load('classic', { d: 'a6 a7 o6 o7', t: 'g7' });
    const more = load('classic', { d: 'a6 a7 o6 o7', t: 'g7 i9' });
    expect(thud.evaluate(fewer)).to.be.above(thud.evaluate(more));
    // Koom Valley: the Rock nearer the goal is better for the Dwarfs.
    const near = load('koom-valley', { d: 'g12 i12', t: 'a6', rock: 'h13' });
    const far = load('koom-valley', { d: 'g9 i9', t: 'a6', rock: 'h8', rockMax: 13 });
    expect(thud.evaluate(near)).to.be.above(thud.evaluate(far));
    // Three trolls round the Rock are bad for the Dwarfs.
    const besieged = load('koom-valley', { d: 'h7 c4', t: 'g9 i9 g8' });
    const free = load('koom-valley', { d: 'h7 c4', t: 'a10 b10 c10' });
    expect(thud.evaluate(besieged)).to.be.below(thud.evaluate(free));
    // A hurlable troll counts against the Trolls.
    const exposed = load('classic', { d: 'e3 e4 e5 a6', t: 'e8 o6' });
    const safe = load('classic', { d: 'e3 e4 e5 a6', t: 'e9 o6' });
    expect(thud.evaluate(exposed)).to.be.above(thud.evaluate(safe));
  });
  it('evaluate, football: the goal row is for the ball, and a ball that can reach it is a threat the Trolls must meet', () => {
    const football = (p: Parameters<typeof load>[1]): number => thud.evaluate(load('koom-valley-football', p));
    // A dwarf beside the goal row is worth more than one standing on it (it takes a square from the ball).
    expect(football({ d: 'h7 h14', t: 'a6', rock: 'h8' })).to.be.above(football({ d: 'h7 h15', t: 'a6', rock: 'h8' }));
    // Football has no captures, so the side to move changes only the shot term: present when the ball can reach
    // the goal row next move (g14 lets it stop on h15), absent when a troll blocks the lane.
    const shotFor = (t: string): number =>
      -football({ d: 'h7 g14', t, rock: 'h8', side: 't' }) - football({ d: 'h7 g14', t, rock: 'h8', side: 'd' });
    expect(shotFor('a6')).to.be.above(100);
    expect(shotFor('h12')).to.equal(0);
    // How far up the ball can go next move: a dwarf on g11 lets it stop on h12, one on f9 only on f10 (neither
    // stands in a lane); with no dwarf beside the ball (h7) it cannot move at all, and the far dwarf is worth no more.
    const reachGain = (escort: string): number =>
      football({ d: `${escort} g11`, t: 'a6', rock: 'h8' }) - football({ d: `${escort} f9`, t: 'a6', rock: 'h8' });
    expect(reachGain('h7')).to.be.above(0).and.to.equal(2 * WEIGHTS.koomValley.reach);
    expect(reachGain('a7')).to.equal(0);
  });
  it('isNoisy: captures and winning moves; moveOrderHint puts them first', () => {
    const s = load('koom-valley', { t: 'g9 i9 h11', d: 'h10 c4', side: 't' });
    for (const m of thud.moves(s)) {
      const text = thud.formatMove(s, m);
      expect(thud.isNoisy(s, m), text).to.equal(text.includes('x'));
    }
    const hints = thud.moves(s).map((m) => [thud.moveOrderHint!(s, m), thud.formatMove(s, m)] as const);
    hints.sort((a, b) => b[0] - a[0]);
    expect(hints[0][1]).to.equal('T h11xh9');
    const home = load('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14 });
    expect(thud.isNoisy(home, thud.parseMove(home, 'R h14-h15'))).to.equal(true);
  });
  it('perft from the initial positions', () => {
    expect(perft(thud.setup(), 1)).to.equal(656);
    expect(perft(thud.setup(), 2)).to.equal(22624);
    expect(perft(thud.setup({ variant: 'koom-valley' }), 2)).to.equal(33974);
    expect(perft(thud.setup({ variant: 'koom-valley-football' }), 2)).to.equal(26718);
    expect(thud.perft!(thud.setup(), 0)).to.equal(1);
  });
});
