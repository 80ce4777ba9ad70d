/** AI hooks (hash, evaluate, isNoisy, moveOrderHint, perft) and the grid view for the UI. */
import { expect } from 'chai';
import { LEVEL_BUDGETS, levelBudget } from '../../../src/ai/levels.js';
import { searchBest } from '../../../src/ai/search.js';
import { WIN_SCORE } from '../../../src/core/game.js';
import { mulberry32 } from '../../../src/core/random.js';
import { genericPerft } from '../../../src/core/session.js';
import {
  BEATS, CAPTURES, KINDS, attackCounts, attacks, parseCell, spock, type SpockMove, type SpockState,
} from '../../../src/games/spock/index.js';
import { pos } from './helpers.js';

/** The same position seen from the other side: ranks reversed, colours and side to move swapped. */
function mirror(s: SpockState): SpockState {
  const [placement, side, clock, ply] = spock.formatPosition(s).split(' ');
  const swapped = placement.split('/').reverse().join('/').replace(/[a-z]/gi, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
  return pos(`${swapped} ${side === 'b' ? 'r' : 'b'} ${clock} ${ply}`);
}

function move(s: SpockState, text: string): SpockMove {
  return spock.parseMove(s, text);
}

/** Plain negamax over the Game interface, enough to see the evaluation steer play. */
function negamax(s: SpockState, depth: number): number {
  const out = spock.outcome(s);
  if (out) return out.winner === null ? 0 : out.winner === spock.turn(s) ? WIN_SCORE : -WIN_SCORE;
  if (depth === 0) return spock.evaluate(s);
  let best = -Infinity;
  for (const m of spock.moves(s)) best = Math.max(best, -negamax(spock.play(s, m), depth - 1));
  return best;
}
function bestMove(s: SpockState, depth: number): string {
  let best = -Infinity;
  let pick = '';
  for (const m of spock.moves(s)) {
    const v = -negamax(spock.play(s, m), depth - 1);
    if (v > best) [best, pick] = [v, spock.formatMove(s, m)];
  }
  return pick;
}

describe('spock: AI hooks', () => {
  it('hash is a 32-bit key of placement and side to move', () => {
    const a = pos('4k/5/1K3/5/2K2 b 0 0');
    const b = pos('4k/5/1K3/5/2K2 r 0 0');
    const c = pos('4k/5/1K3/5/2K2 b 7 30');
    expect(spock.hash(a)).to.not.equal(spock.hash(b));
    expect(spock.hash(a)).to.equal(spock.hash(c));
    expect(Number.isInteger(spock.hash(a)) && Math.abs(spock.hash(a)) < 2 ** 32).to.equal(true);
    // Transposition: two move orders, one key.
    const s = spock.setup();
    const p1 = ['a2-a3', 'e4-e3', 'b2-b3'];
    const p2 = ['b2-b3', 'e4-e3', 'a2-a3'];
    const run = (line: string[]): SpockState => line.reduce((st, t) => spock.play(st, move(st, t)), s);
    expect(spock.formatPosition(run(p1))).to.equal(spock.formatPosition(run(p2)));
    expect(spock.hash(run(p1))).to.equal(spock.hash(run(p2)));
  });

  it('evaluate is 0 at the symmetric start, the same from either side, and well inside ±WIN_SCORE/2', () => {
    expect(spock.evaluate(spock.setup())).to.equal(spock.evaluate(pos('psksp/rrrrr/5/RRRRR/PSKSP r 0 0')));
    const rnd = mulberry32(99);
    for (let g = 0; g < 150; g++) {
      let s = spock.setup();
      while (!spock.outcome(s)) {
        const v = spock.evaluate(s);
        expect(Number.isFinite(v)).to.equal(true);
        expect(Math.abs(v)).to.be.below(WIN_SCORE / 2);
        expect(spock.evaluate(mirror(s)), spock.formatPosition(s)).to.equal(v);
        const ms = spock.moves(s);
        s = spock.play(s, ms[Math.floor((rnd() / 4294967296) * ms.length)]);
      }
    }
  });

  it('evaluate: an extra Spock is worth a lot; an attacked last Spock is bad; a cycle advantage counts', () => {
    const even = spock.evaluate(pos('2k2/5/5/5/2K2 b 0 0'));
    expect(spock.evaluate(pos('2k2/5/5/5/K1K2 b 0 0'))).to.be.greaterThan(even + 150);
    // Blue to move, Red's Paper (a5) hits nothing; a Red Lizard on c3 attacks the Blue Spock on c1 → worse for Blue.
    expect(spock.evaluate(pos('4k/5/2l2/5/2K1R r 0 0'))).to.be.greaterThan(spock.evaluate(pos('4k/5/l4/5/2K1R r 0 0')));
    // A Rock facing two Scissors is worth more than a Rock facing two Papers.
    const vsScissors = spock.evaluate(pos('s3k/4s/5/5/R3K b 0 0'));
    const vsPaper = spock.evaluate(pos('p3k/4p/5/5/R3K b 0 0'));
    expect(vsScissors).to.be.greaterThan(vsPaper);
  });

  it('isNoisy: captures and leaps onto enemies; not quiet moves or leaps onto friends', () => {
    const s = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    expect(spock.isNoisy(s, move(s, 'a1xd4'))).to.equal(true);
    expect(spock.isNoisy(s, move(s, 'a1-a3'))).to.equal(false);
    expect(spock.isNoisy(s, move(s, 'd1~c3'))).to.equal(false);
    const t = pos('4k/5/1r3/5/2K2 b 0 0');
    expect(spock.isNoisy(t, move(t, 'c1~b3'))).to.equal(true);
  });

  it('moveOrderHint: taking a Spock first, then by victim value, quiet moves last', () => {
    const s = pos('k3k/5/1r1p1/L4/2K2 b 0 0');
    const hint = (t: string): number => spock.moveOrderHint!(s, move(s, t));
    // Lizard a2 takes the Spock a5? a3, a4 empty: a2xa5 is a Spock capture.
    expect(hint('a2xa5')).to.be.greaterThan(hint('c1~d3'));
    expect(hint('c1~d3')).to.be.greaterThan(hint('c1~b3')); // enemy Paper (leaves a Spock) above enemy Rock
    expect(hint('c1~b3')).to.be.greaterThan(hint('a2-a3'));
    expect(hint('a2-a3')).to.equal(0);
  });

  it('a shallow search with evaluate finds the examples’ wins', () => {
    expect(bestMove(pos('2k2/r4/5/2L2/K4 b 0 0'), 1)).to.equal('c2xc5');
    // Red must save its last Spock from the Lizard: it leaps away (onto its Rock) or blocks.
    const s = pos('2k2/r4/5/2L2/K4 r 0 1');
    const reply = bestMove(s, 2);
    const after = spock.play(s, move(s, reply));
    expect(spock.moves(after).map((m) => spock.formatMove(after, m)), reply).to.not.include('c2xc5');
  });

  it('levels: Spock\'s ladder stops level 4 at 5 plies and level 5 at 6 (a ply between each of levels 3 to 6)', () => {
    const four = levelBudget(4, spock.levels);
    const five = levelBudget(5, spock.levels);
    expect(four.maxDepth).to.equal(5);
    expect(five.maxDepth).to.equal(6);
    expect(levelBudget(3, spock.levels)).to.deep.equal(LEVEL_BUDGETS[3]);
    expect({ ...five, maxDepth: LEVEL_BUDGETS[5].maxDepth }).to.deep.equal(LEVEL_BUDGETS[5]);
    expect(levelBudget(6, spock.levels)).to.deep.equal(LEVEL_BUDGETS[6]);
    // From the start, level 4 stops at depth 5 within its node budget (it reached 6 before), and
    // level 5 at 6 (it reached 7 given the time).
    expect(searchBest(spock, spock.setup(), { ...four, timeMs: 60_000, seed: 1 }).depth).to.equal(5);
    expect(searchBest(spock, spock.setup(), { ...five, maxNodes: 10_000_000, timeMs: 60_000, seed: 1 }).depth).to.equal(6);
  });

  it('perft from the initial position: 21, 390, 8348, 167560, equal to the generic count', () => {
    const s = spock.setup();
    const expected = [1, 21, 390, 8348, 167560];
    expected.forEach((n, d) => expect(spock.perft!(s, d), `depth ${d}`).to.equal(n));
    expect(genericPerft(spock, s, 3)).to.equal(8348);
    const ex2 = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    expect(spock.perft!(ex2, 3)).to.equal(genericPerft(spock, ex2, 3));
  });
});

describe('spock: grid view for the UI', () => {
  it('a 5x5 board, all playable, row 0 at the top (rank 5), files a–e', () => {
    const g = spock.grid('standard');
    expect([g.rows, g.cols]).to.deep.equal([5, 5]);
    expect(g.playable.every(Boolean)).to.equal(true);
    expect(g.playable).to.have.length(25);
    expect(g.files).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(g.ranks).to.deep.equal(['5', '4', '3', '2', '1']);
    expect(spock.cellName('standard', 0)).to.equal('a5');
    expect(spock.cellName('standard', 24)).to.equal('e1');
    expect(spock.cellName('standard', 22)).to.equal('c1');
    expect(parseCell('c1')).to.equal(22);
  });
  it('pieces: Red at the top, Blue at the bottom, with kind names', () => {
    const p = spock.pieces(spock.setup());
    expect(p[0]).to.deep.equal({ side: 'red', kind: 'paper' });
    expect(p[2]).to.deep.equal({ side: 'red', kind: 'spock' });
    expect(p[5]).to.deep.equal({ side: 'red', kind: 'rock' });
    expect(p[12]).to.equal(null);
    expect(p[21]).to.deep.equal({ side: 'blue', kind: 'scissors' });
    expect(p[22]).to.deep.equal({ side: 'blue', kind: 'spock' });
  });
  it('moveShape: from, path, captured, and the piece a leap leaves behind', () => {
    const s = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    expect(spock.moveShape(s, move(s, 'a1-a3'))).to.deep.equal({ from: 20, path: [10], captured: [] });
    expect(spock.moveShape(s, move(s, 'a1xd4'))).to.deep.equal({ from: 20, path: [8], captured: [8] });
    expect(spock.moveShape(s, move(s, 'd1~c3'))).to.deep.equal({
      from: 23, path: [12], captured: [12], appears: { cell: 23, side: 'blue', kind: 'paper' },
    });
  });
  it('BEATS for the legend, CAPTURES for the rules, and the attack helpers', () => {
    expect(KINDS).to.deep.equal(['rock', 'scissors', 'lizard', 'paper', 'spock']);
    expect(BEATS.rock).to.deep.equal(['scissors', 'lizard']);
    expect(BEATS.paper).to.deep.equal(['spock', 'rock']);
    for (const k of KINDS) expect(BEATS[k]).to.have.length(2);
    expect(CAPTURES.spock).to.deep.equal([]);
    expect(CAPTURES.lizard).to.deep.equal(['paper', 'spock']);
    const s = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    expect(attacks(s, parseCell('a1'))).to.deep.equal([parseCell('d4')]);
    expect(attacks(s, parseCell('a2'))).to.deep.equal([parseCell('a4')]);
    expect(attacks(s, parseCell('d1'))).to.deep.equal([]); // leaps onto friends only
    expect(attacks(s, parseCell('c4'))).to.deep.equal([]);
    const red = attackCounts(s, 'red');
    expect(red[parseCell('c3')]).to.equal(1); // d4xc3
    expect(Array.from(red).reduce((a, b) => a + b, 0)).to.equal(1);
  });
});
