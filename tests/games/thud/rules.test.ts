/** A focused test for each rule of rules/thud.md §3–§6. */
import { expect } from 'chai';
import { canClaim, endThud, thud, type ThudOutcome, type ThudState } from '../../../src/games/thud/index.js';
import { load, moveTexts, position, sorted } from './helpers.js';

const play = (s: ThudState, text: string) => thud.play(s, thud.parseMove(s, text));
const playAll = (s: ThudState, texts: string[]) => texts.reduce(play, s);
const caps = (s: ThudState) => sorted(moveTexts(s).filter((m) => m.includes('x')));

describe('thud classic rules (§3)', () => {
  it('a hurl goes k squares for 1 ≤ k ≤ N, the dwarfs in line behind the mover', () => {
    // Line of three dwarfs e3 e4 e5 heading north: trolls at distance 1..4.
    for (const [troll, legal] of [['e6', true], ['e7', true], ['e8', true], ['e9', false]] as const) {
      const ms = moveTexts(load('classic', { d: 'e3 e4 e5', t: troll }));
      expect(ms.includes(`e5x${troll}`), troll).to.equal(legal);
    }
  });
  it('the line behind must be unbroken and directly behind', () => {
    expect(caps(load('classic', { d: 'e3 e5', t: 'e7' }))).to.deep.equal([]);
    expect(caps(load('classic', { d: 'd4 e5', t: 'e7' }))).to.deep.equal([]);
    expect(caps(load('classic', { d: 'e4 e5', t: 'e7' }))).to.deep.equal(['e5xe7']);
  });
  it('a hurl needs empty squares in between and lands only on a troll', () => {
    expect(caps(load('classic', { d: 'e3 e4 e5', t: 'e8' }))).to.deep.equal(['e5xe8']);
    expect(caps(load('classic', { d: 'e3 e4 e5 e7', t: 'e8' }))).to.deep.equal(['e7xe8']);
  });
  it('nothing enters or crosses the Thudstone', () => {
    const ms = moveTexts(load('classic', { d: 'h3', t: 'a6' }));
    expect(ms).to.include('h3-h7');
    expect(ms.some((m) => /^h3-h(8|9|1\d)$/.test(m))).to.equal(false);
    const t = moveTexts(load('classic', { t: 'h9 h10 h11', d: 'h5 g6', side: 't' }));
    expect(t.some((m) => /^T h9-h[1-7]/.test(m))).to.equal(false);
  });
  it('a hurl removes the troll and the dwarf takes its square', () => {
    const s = play(load('classic', { d: 'e3 e4 e5', t: 'e8 a7' }), 'e5xe8');
    expect(thud.formatPosition(s)).to.equal(position('classic', { d: 'e3 e4 e8', t: 'a7', side: 't', ply: 1 }));
  });
  it('a shove goes k squares, 2 ≤ k ≤ N, to a square next to a dwarf, and takes every such dwarf', () => {
    // Trolls f5 f6: moving south from f5 the line behind is N = 2.
    const ms = moveTexts(load('classic', { t: 'f5 f6', d: 'e2 g2 a6', side: 't' }));
    expect(ms).to.include('T f5-f3xe2,g2'); // k = 2: f3 touches e2 and g2
    expect(ms.filter((m) => m.startsWith('T f5-f2'))).to.deep.equal([]); // k = 3 > N = 2
    // A lone troll cannot shove.
    expect(moveTexts(load('classic', { t: 'f5', d: 'e2 g2', side: 't' })).filter((m) => m.startsWith('T f5-f3'))).to.deep.equal([]);
    // Three in line reach three squares.
    expect(moveTexts(load('classic', { t: 'f5 f6 f7', d: 'e2 a6', side: 't' }))).to.include('T f5-f2xe2');
  });
  it('a shove needs a dwarf next to the destination; a step may capture or not', () => {
    const s = load('classic', { t: 'd10 d11 d12', d: 'c6 e6', side: 't' });
    const ms = moveTexts(s);
    expect(ms).to.include('T d10-d7xc6,e6');
    expect(ms).not.to.include('T d10-d8');
    expect(ms).to.include('T d10-d9');
  });
  it('"all": a step next to dwarfs captures none or all of them', () => {
    const ms = moveTexts(load('classic', { t: 'f5', d: 'e3 g3', side: 't' }));
    expect(ms.filter((m) => m.startsWith('T f5-f4'))).to.deep.equal(['T f5-f4', 'T f5-f4xe3,g3']);
  });
  it('"one": a step captures none or exactly one chosen dwarf', () => {
    const ms = moveTexts(load('classic', { t: 'f5', d: 'e3 g3', side: 't' }, { trollCapture: 'one' }));
    expect(sorted(ms.filter((m) => m.startsWith('T f5-f4')))).to.deep.equal(['T f5-f4', 'T f5-f4xe3', 'T f5-f4xg3']);
  });
  it('"one": a line of two makes k = 1 a shove taking every adjacent dwarf', () => {
    const ms = moveTexts(load('classic', { t: 'f5 f6', d: 'e3 g3', side: 't' }, { trollCapture: 'one' }));
    expect(sorted(ms.filter((m) => m.startsWith('T f5-f4')))).to.deep.equal(['T f5-f4', 'T f5-f4xe3', 'T f5-f4xe3,g3', 'T f5-f4xg3']);
    const s = load('classic', { t: 'f5 f6', d: 'e3 g3', side: 't' }, { trollCapture: 'one' });
    expect(thud.parseMove(s, 'T f5-f4xe3,g3').kind).to.equal('shove');
  });
  it('a (from, to, captured) triple produced twice is listed once', () => {
    const ms = moveTexts(load('classic', { t: 'd10 d11 d12', d: 'c9', side: 't' }, { trollCapture: 'one' }));
    expect(ms.filter((m) => m === 'T d10-d9xc9').length).to.equal(1);
    expect(new Set(ms).size).to.equal(ms.length);
  });
  it('scoring: dwarf 1, troll 4; 5 dwarfs v 2 trolls is 5 to 8, Trolls by 3', () => {
    // Dwarfs boxed in with no move: the battle ends at once and is scored.
    const s = load('classic', { d: 'a6 a7 a9 a10 b11', t: 'n5 n11', side: 'd', clock: 59, ply: 59 });
    const s2 = play(s, 'b11-c11');
    const o = thud.outcome(s2) as ThudOutcome;
    expect(o).to.deep.include({ winner: 'trolls', reason: 'capture-clock' });
    expect(o.score).to.deep.equal({ dwarfs: 5, trolls: 8 });
  });
  it('equal scores are a drawn battle', () => {
    const s = play(load('classic', { d: 'a6 a7 a9 a10', t: 'n5', clock: 59, ply: 59 }), 'a10-b10');
    expect(thud.outcome(s)).to.deep.include({ winner: null, reason: 'capture-clock' });
  });
  it('the capture clock counts plies without a capture and resets on one', () => {
    let s = load('classic', { d: 'e3 e4 e5 c4', t: 'e8 a7', clock: 10, ply: 20 });
    s = play(s, 'c4-c5');
    expect(s.clock).to.equal(11);
    s = play(s, 'T a7-a8');
    s = play(s, 'e5xe8');
    expect(s.clock).to.equal(0);
    expect(s.ply).to.equal(23);
  });
  it('a side with no legal move ends the battle (scored)', () => {
    const s = load('classic', { d: 'a6', t: 'o6 o7 o9 o10', side: 't' });
    const o = thud.outcome(play(s, 'T o6-n6'));
    expect(o).to.equal(null);
    // No dwarfs at all: the Dwarfs cannot move.
    const none = load('classic', { t: 'o6 o7', side: 'd' });
    expect(thud.outcome(none)).to.deep.include({ winner: 'trolls', reason: 'no-moves' });
    expect(thud.moves(none)).to.deep.equal([]);
  });
  it('the third occurrence of a position ends the battle', () => {
    let s = load('classic', { d: 'a6 c4', t: 'o6 m4' });
    const cycle = ['a6-a7', 'T o6-o7', 'a7-a6', 'T o7-o6'];
    s = playAll(s, cycle);
    expect(thud.outcome(s)).to.equal(null);
    s = playAll(s, cycle.slice(0, 3));
    expect(thud.outcome(s)).to.equal(null);
    s = play(s, cycle[3]);
    expect(thud.outcome(s)).to.deep.include({ reason: 'repetition', winner: 'trolls' });
  });
  it('the capture clock ends the battle at 60 and the ply count at 1000', () => {
    const s = load('classic', { d: 'a6', t: 'o6', clock: 59, ply: 100 });
    expect(thud.outcome(play(s, 'a6-a7'))).to.deep.include({ reason: 'capture-clock' });
    const p = load('classic', { d: 'a6', t: 'o6', clock: 3, ply: 999 });
    expect(thud.outcome(play(p, 'a6-a7'))).to.deep.include({ reason: 'ply-limit' });
  });
  it('a claim is allowed from capture clock 30; agreement any time', () => {
    const early = load('classic', { d: 'a6', t: 'o6', clock: 29, ply: 29 });
    expect(canClaim(early)).to.equal(false);
    expect(() => endThud(early, 'claim')).to.throw().with.property('code', 'bad-option');
    const late = load('classic', { d: 'a6 a7', t: 'o6', clock: 30, ply: 30 });
    expect(canClaim(late)).to.equal(true);
    const claimed = endThud(late, 'claim');
    expect(thud.outcome(claimed)).to.deep.include({ reason: 'claim', winner: 'trolls' });
    expect(thud.outcome(late)).to.equal(null);
    expect(thud.outcome(endThud(early, 'agreement'))).to.deep.include({ reason: 'agreement' });
    expect(() => endThud(claimed, 'agreement')).to.throw().with.property('code', 'game-over');
  });
  it('two-battle match: battle 2 restarts with sides swapped and totals decide', () => {
    const opts = { match: 'two-battle' };
    const b1 = load('classic', { d: 'a6 a7 a9', t: 'n5', clock: 59, ply: 59 }, opts);
    const b2 = play(b1, 'a6-b6');
    expect(thud.outcome(b2)).to.equal(null);
    expect(b2.battle).to.equal(2);
    expect(b2.firstBattle?.score).to.deep.equal({ dwarfs: 3, trolls: 4 });
    expect(thud.formatPosition(b2)).to.equal(thud.formatPosition(thud.setup()));
    // Battle 2 from a given position: the first player (now Trolls) had 3 - 4 = -1 in battle 1.
    const late = load('classic', { d: 'a6', t: 'n5 n11', clock: 59, ply: 59 }, { ...opts, battle: 2, firstBattle: '3-4' });
    const o = thud.outcome(play(late, 'a6-b6')) as ThudOutcome;
    // Battle 2: trolls 8, dwarfs 1 → first player +7; total 6 for the first player.
    expect(o.match).to.deep.equal({ first: 6, second: -6 });
    expect(o.winner).to.equal('trolls');
    // Agreement in battle 1 also moves on to battle 2.
    expect(endThud(b1, 'agreement').battle).to.equal(2);
  });
});

describe('thud Koom Valley rules (§4)', () => {
  it('a dwarf captures every troll it sandwiches, several at once', () => {
    // Landing on e6: d5 (partner c4), e5 (partner e4) and f6 (partner g6) all go.
    const s = load('koom-valley', { d: 'e4 g6 c4 e9', t: 'e5 f6 d5', rock: 'h12' });
    expect(caps(s)).to.include('e9-e6xd5,e5,f6');
    const after = play(s, 'e9-e6xd5,e5,f6');
    expect(after.trolls).to.equal(0);
  });
  it('a troll moving between two dwarfs is safe', () => {
    const s = load('koom-valley', { d: 'e4 e6 c4', t: 'g5', side: 't', rock: 'h12' });
    const after = play(s, 'T g5-e5');
    expect(after.trolls).to.equal(1);
    expect(caps(after)).to.deep.equal([]);
  });
  it('the Rock never serves as sandwich partner', () => {
    const s = load('koom-valley', { d: 'h3', t: 'h9', rock: 'h8' });
    expect(caps(load('koom-valley', { d: 'h11', t: 'h9', rock: 'h8' }))).to.deep.equal([]);
    expect(caps(s)).to.deep.equal([]);
  });
  it('the Rock needs a dwarf next to it before and next to the destination after', () => {
    // g7 is adjacent before; destinations must touch a dwarf: only those touching g7.
    const ms = moveTexts(load('koom-valley', { d: 'g7', t: 'e13' }));
    expect(sorted(ms.filter((m) => m.startsWith('R')))).to.deep.equal(['R h8-g8', 'R h8-h7']);
    // A dwarf next to the destination but none next to the Rock: no Rock move.
    expect(moveTexts(load('koom-valley', { d: 'h6', t: 'e13' })).filter((m) => m.startsWith('R'))).to.deep.equal([]);
  });
  it('a troll slides 1 to 3 squares, never 4', () => {
    const ms = moveTexts(load('koom-valley', { t: 'h12', d: 'a6', side: 't', rock: 'h8' }));
    expect(sorted(ms.filter((m) => /^T h12-[a-o]12$/.test(m)))).to.deep.equal(
      sorted(['T h12-e12', 'T h12-f12', 'T h12-g12', 'T h12-i12', 'T h12-j12', 'T h12-k12']),
    );
    expect(ms).to.include('T h12-h9'); // three squares down, stopping before the Rock
    expect(ms).not.to.include('T h12-d12');
    expect(ms.length).to.equal(22);
  });
  it('trampling is never over a troll or the Rock, and may stop after any jump', () => {
    const s = load('koom-valley', { t: 'g9 f10', d: 'e11', side: 't', rock: 'h8' });
    const ms = moveTexts(s);
    expect(ms.filter((m) => m.startsWith('T g9x'))).to.deep.equal([]);
    expect(ms).to.include('T f10xd12');
  });
  it('a trample chain may turn any way and land on its vacated start', () => {
    const s = load('koom-valley', { t: 'e5', d: 'e6 f7 g6 f5', side: 't', rock: 'h12' });
    const ms = moveTexts(s);
    // e5 →(e6) e7 →(f7) g7 →(g6) g5 →(f5) e5: every prefix is a move.
    for (const m of ['T e5xe7', 'T e5xe7xg7', 'T e5xe7xg7xg5', 'T e5xe7xg7xg5xe5']) expect(ms).to.include(m);
    const back = play(s, 'T e5xe7xg7xg5xe5');
    expect(back.dwarfs).to.equal(0);
    expect(thud.moveShape(s, thud.parseMove(s, 'T e5xe7xg7xg5xe5')).path.length).to.equal(4);
  });
  it('Dwarfs win when a Rock move ends on rank 15', () => {
    const s = load('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14 });
    const o = thud.outcome(play(s, 'R h14-h15'));
    expect(o).to.deep.include({ winner: 'dwarfs', reason: 'rock-home' });
  });
  it('Trolls win only on their own move, with three next to the Rock', () => {
    // Trolls g9 i9 g7 next to the Rock after a dwarf move: no win.
    const s = load('koom-valley', { t: 'g9 i9 g7', d: 'h7 a6 c4', side: 'd' });
    const after = play(s, 'a6-a7');
    expect(thud.outcome(after)).to.equal(null);
    // A troll move that ends next to the Rock with three: win.
    const won = play(after, 'T g9-h9');
    expect(thud.outcome(won)).to.deep.include({ winner: 'trolls', reason: 'trolls-surround' });
    // Two trolls are not enough.
    const two = load('koom-valley', { t: 'g9 a10', d: 'h7 c4', side: 't' });
    expect(thud.outcome(play(two, 'T g9-g8'))).to.equal(null);
  });
  it('a troll move away from the Rock wins nothing even with three left by it', () => {
    const s = load('koom-valley', { t: 'g9 i9 g7 h9', d: 'a6 c4', side: 't' });
    expect(thud.outcome(play(s, 'T h9-h12'))).to.equal(null);
  });
  it('a player with no legal move loses', () => {
    const s = load('koom-valley', { t: 'a6', side: 'd', rock: 'h12' });
    expect(thud.outcome(s)).to.deep.include({ winner: 'trolls', reason: 'no-moves' });
    const t = load('koom-valley', { d: 'a6', side: 't', rock: 'h12' });
    expect(thud.outcome(t)).to.deep.include({ winner: 'dwarfs', reason: 'no-moves' });
  });
  it('the progress clock: captures and new Rock ranks reset it, 100 draws', () => {
    let s = load('koom-valley', { d: 'g7 g9', t: 'a6', clock: 40, ply: 40 });
    s = play(s, 'R h8-h9');
    expect([s.clock, s.rockMax]).to.deep.equal([0, 9]);
    s = playAll(s, ['T a6-a7', 'R h9-h8', 'T a7-a6']);
    expect(s.clock).to.equal(3);
    s = play(s, 'R h8-g8');
    expect(s.clock).to.equal(4); // rank 8 again: no progress
    const late = load('koom-valley', { d: 'g7 h6', t: 'a6', clock: 99, ply: 99 });
    expect(thud.outcome(play(late, 'h6-h5'))).to.deep.include({ winner: null, reason: 'progress-clock' });
    // The mover's win is checked before the clock.
    const race = load('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14, clock: 99, ply: 99 });
    expect(thud.outcome(play(race, 'R h14-h15'))).to.deep.include({ winner: 'dwarfs' });
  });
  it('repetition and the ply cap draw', () => {
    let s = load('koom-valley', { d: 'a6 c4', t: 'o6 m4', rock: 'h12' });
    const cycle = ['a6-a7', 'T o6-o7', 'a7-a6', 'T o7-o6'];
    s = playAll(s, [...cycle, ...cycle]);
    expect(thud.outcome(s)).to.deep.include({ winner: null, reason: 'repetition' });
    const p = load('koom-valley', { d: 'a6', t: 'o6', rock: 'h12', clock: 0, ply: 999, rockMax: 12 });
    expect(thud.outcome(play(p, 'a6-a7'))).to.deep.include({ winner: null, reason: 'ply-limit' });
  });
  it('loaded positions: a Rock on rank 15 has won; trolls already by the Rock have not', () => {
    const s = load('koom-valley', { d: 'g14', t: 'a6', rock: 'h15', rockMax: 15, side: 't' });
    expect(thud.outcome(s)).to.deep.include({ winner: 'dwarfs', reason: 'rock-home' });
    expect(thud.outcome(load('koom-valley', { t: 'g9 i9 g7', d: 'h7 c4', side: 'd' }))).to.equal(null);
  });
});

describe('thud football rules (§5)', () => {
  it('no captures of any kind', () => {
    const s = load('koom-valley-football', { d: 'e4 e9', t: 'e5', rock: 'h12' });
    expect(caps(s)).to.deep.equal([]);
    expect(moveTexts(s)).to.include('e9-e6');
    const t = load('koom-valley-football', { t: 'e5', d: 'e6 a6', side: 't', rock: 'h12' });
    expect(caps(t)).to.deep.equal([]);
  });
  it('the ball passes squares away from dwarfs but stops only next to one', () => {
    const ms = moveTexts(load('koom-valley-football', { d: 'h7 g12', t: 'e13' }));
    expect(ms).not.to.include('R h8-h9');
    expect(ms).to.include('R h8-h11');
  });
  it('the ball needs a dwarf next to it', () => {
    const ms = moveTexts(load('koom-valley-football', { d: 'h6 g12', t: 'e13' }));
    expect(ms.filter((m) => m.startsWith('R'))).to.deep.equal([]);
  });
  it('a troll may stop where the next square is occupied, not where it is off the board', () => {
    const ms = moveTexts(load('koom-valley-football', { t: 'h12', d: 'h15 a6', side: 't' }));
    expect(ms).to.include('T h12-h14'); // h15 is occupied, so on the board
    const open = moveTexts(load('koom-valley-football', { t: 'h12', d: 'a6', side: 't' }));
    expect(open).to.include('T h12-h14');
    expect(open).not.to.include('T h12-h15');
  });
  it('Trolls win with three next to the ball after a troll move; Dwarfs when the ball reaches rank 15', () => {
    const s = load('koom-valley-football', { t: 'g9 i9 a10', d: 'h7 c4', side: 't' });
    expect(thud.outcome(play(s, 'T a10-a9'))).to.equal(null);
    const t = load('koom-valley-football', { t: 'g9 i9 h11', d: 'h7 c4', side: 't' });
    expect(thud.outcome(play(t, 'T h11-h9'))).to.deep.include({ winner: 'trolls' });
  });
  it('the progress clock counts only new ball ranks (no captures)', () => {
    let s = load('koom-valley-football', { d: 'h7 g12', t: 'e13', clock: 5, ply: 5 });
    s = play(s, 'R h8-h12');
    expect([s.clock, s.rockMax]).to.deep.equal([0, 12]);
  });
});
