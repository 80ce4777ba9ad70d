/** Every worked example of rules/kamisado.md §10. */
import { expect } from 'chai';
import { kamisado, lastPasses, roundResults } from '../../../src/games/kamisado/index.js';
import { moveTexts, playAll, pos, sorted } from './helpers.js';

const DEADLOCK_LINE = 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2';

describe('kamisado §10 worked examples', () => {
  it('1. opening: 102 moves, d1-d5, then Gold has exactly the 8 moves of a8', () => {
    const s = kamisado.setup();
    expect(kamisado.formatPosition(s)).to.equal('obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 0');
    expect(kamisado.moves(s).length).to.equal(102);
    const t = playAll(s, 'd1-d5');
    expect(kamisado.formatPosition(t)).to.equal('obupyrgn/8/8/3Y4/8/8/8/NGR1PUBO gold O 0-0 1 1');
    expect(sorted(moveTexts(t))).to.deep.equal(sorted(['a8-a7', 'a8-a6', 'a8-a5', 'a8-a4', 'a8-a3', 'a8-a2', 'a8-b7', 'a8-c6']));
  });

  it('2. deadlock in single: Gold caused it and loses, Black G becomes a Sumo, 1-0, game over', () => {
    const s = playAll(kamisado.setup(), DEADLOCK_LINE);
    expect(lastPasses(s)).to.deep.equal(['a7-a7', 'e2-e2']);
    expect(kamisado.outcome(s)).to.deep.equal({ winner: 'black', reason: 'deadlock' });
    expect(kamisado.formatPosition(s)).to.equal('ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black # 1-0 1 10');
    expect(kamisado.moves(s)).to.deep.equal([]);
    const r = roundResults(s);
    expect(r).to.have.length(1);
    expect(r[0]).to.include({ winner: 'black', reason: 'deadlock', tower: 'G+', points: 1, final: true });
  });

  it('2. deadlock in standard: the Defender chooses FL or FR and the regroups match', () => {
    const s = playAll(kamisado.setup({ variant: 'standard' }), DEADLOCK_LINE);
    expect(kamisado.outcome(s)).to.equal(null);
    expect(kamisado.formatPosition(s)).to.equal('ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black F 1-0 1 10');
    expect(moveTexts(s)).to.deep.equal(['FL', 'FR']);
    expect(kamisado.formatPosition(playAll(s, 'FL'))).to.equal('rupobygn/8/8/8/8/8/8/NYPUBRG+O gold - 1-0 2 0');
    expect(kamisado.formatPosition(playAll(s, 'FR')).split(' ')[0]).to.equal('obygnpur/8/8/8/8/8/8/G+ORNYPUB');
  });

  it('3. Sumo push: G+ has 7 moves, g1>g2 forfeits Gold\'s turn and Black moves pink (9 moves)', () => {
    const fl = playAll(playAll(kamisado.setup({ variant: 'standard' }), DEADLOCK_LINE), 'FL');
    const s = playAll(fl, 'a8-g2 h1-h3 g8-c4');
    expect(kamisado.formatPosition(s)).to.equal('1upoby1n/8/8/8/2g5/7O/6r1/NYPUBRG+1 black G 1-0 2 3');
    expect(sorted(moveTexts(s))).to.deep.equal(sorted(['g1-f2', 'g1-e3', 'g1-d4', 'g1-c5', 'g1-b6', 'g1-h2', 'g1>g2']));
    const t = playAll(s, 'g1>g2');
    expect(kamisado.formatPosition(t)).to.equal('1upoby1n/8/8/8/2g5/6rO/6G+1/NYPUBR2 black P 1-0 2 4');
    expect(kamisado.turn(t)).to.equal('black');
    expect(kamisado.moves(t).length).to.equal(9);
    expect(moveTexts(t).every((m) => m.startsWith('c1'))).to.equal(true);
  });

  it('4. Double push moves b and r+ together; Black then moves red with 13 moves', () => {
    const s = pos('o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6', 'long');
    expect(sorted(moveTexts(s))).to.deep.equal(sorted(['d3-c4', 'd3-b5', 'd3-a6', 'd3-e4', 'd3-f5', 'd3-g6', 'd3>d4']));
    const t = playAll(s, 'd3>d4');
    expect(kamisado.formatPosition(t)).to.equal('o1upy1gn/8/3r+4/3b4/3Y++4/8/8/NGR1PUBO black R 3-1 4 7');
    expect(kamisado.moves(t).length).to.equal(13);
    expect(moveTexts(t).every((m) => m.startsWith('c1'))).to.equal(true);
  });

  it('4. with r++ on d5 there is no push and only 6 moves', () => {
    // The example's own score (3-1) would not match an r++ (worth 3), which the position checker rejects,
    // so Gold's score and the round are adjusted to a consistent 3-3 in round 5.
    const s = pos('o1upy1gn/8/8/3r++4/3b4/3Y++4/8/NGR1PUBO black Y 3-3 5 6', 'long');
    expect(sorted(moveTexts(s))).to.deep.equal(sorted(['d3-c4', 'd3-b5', 'd3-a6', 'd3-e4', 'd3-f5', 'd3-g6']));
  });

  it('5. scoring in a long match: 1-0, 1-1, 3-1 with the Double, 7-1 with the Triple and the match ends', () => {
    // Black wins with a Dragon.
    let s = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2', 'long'), 'c1-c8');
    expect(kamisado.formatPosition(s)).to.equal('obR+pyrgn/8/8/8/8/7u/8/NG1YPUBO black F 1-0 1 3');
    // Gold wins (with a Dragon): 1-1.
    s = playAll(pos('obupyrg1/8/8/N7/8/8/1n6/1GR+YPUBO gold N 1-0 2 4', 'long'), 'b2-a1');
    expect(kamisado.formatPosition(s)).to.equal('obupyrg1/8/8/N7/8/8/8/n+GR+YPUBO gold F 1-1 2 5');
    // Black wins with that Sumo, making it a Double (+2): 3-1.
    s = playAll(pos('ob1pyrg1/8/8/6u1/8/2R+4n+/8/NG1YPUBO black R 1-1 3 2', 'long'), 'c3-c8');
    expect(kamisado.formatPosition(s)).to.equal('obR++pyrg1/8/8/6u1/8/7n+/8/NG1YPUBO black F 3-1 3 3');
    expect(roundResults(s)[0]).to.include({ points: 2, tower: 'R++' });
    // Black wins with the Double, making it a Triple (+4): 7-1 ends the long match.
    s = playAll(pos('ob1pyrg1/8/8/2R++3u1/8/7n+/8/NG1YPUBO black R 3-1 4 2', 'long'), 'c5-c8');
    expect(kamisado.formatPosition(s)).to.equal('obR+++pyrg1/8/8/6u1/8/7n+/8/NG1YPUBO black # 7-1 4 3');
    expect(kamisado.outcome(s)).to.deep.equal({ winner: 'black', reason: 'goal' });
    expect(roundResults(s)[0]).to.include({ points: 4, final: true });
  });

  it('5. scoring as one continuous long match from the start', () => {
    // Round 1: Black wins with a Dragon by the §10.2 deadlock (1-0); then every later round is played
    // out by always taking a goal move when one exists, until the long match ends.
    let s = playAll(kamisado.setup({ variant: 'long' }), DEADLOCK_LINE);
    expect(s.score).to.deep.equal([1, 0]);
    let guard = 0;
    while (!kamisado.outcome(s) && guard++ < 2000) {
      const ms = kamisado.moves(s);
      const win = ms.find((m) => kamisado.isNoisy(s, m) && ((m >> 12) & 7) === 0);
      s = kamisado.play(s, win ?? ms[0]);
    }
    const rs = roundResults(s);
    expect(rs[rs.length - 1].final).to.equal(true);
    let b = 0;
    let g = 0;
    for (const r of rs) {
      if (r.winner === 'black') b += r.points;
      else g += r.points;
      expect(r.score).to.deep.equal([b, g]);
    }
    expect(Math.max(b, g)).to.be.at.least(7);
  });

  it('6. non-stop re-entry: R+ scores 1-0 and the re-entry square picks Gold\'s tower', () => {
    const s = playAll(kamisado.setup({ variant: 'non-stop' }), 'a1-a2 c8-b7 h1-h3 g8-g5');
    expect(kamisado.formatPosition(s)).to.equal('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 0-0 1 4');
    const goals = moveTexts(s).filter((m) => m.startsWith('c1-c8'));
    expect(sorted(goals)).to.deep.equal(['c1-c8@a1', 'c1-c8@c1', 'c1-c8@h1']);
    const cases: [string, string, number][] = [
      ['a1', 'N', 10],
      ['c1', 'R', 13],
      ['h1', 'O', 5],
    ];
    for (const [sq, colour, n] of cases) {
      const t = playAll(s, `c1-c8@${sq}`);
      const f = kamisado.formatPosition(t).split(' ');
      expect(f.slice(1, 4)).to.deep.equal(['gold', colour, '1-0']);
      expect(kamisado.moves(t).length, sq).to.equal(n);
      expect(kamisado.pieces(t)[56 + 'abcdefgh'.indexOf(sq[0])]).to.deep.equal({ side: 'black', kind: 'R+' });
    }
  });

  it('7. non-stop Triple: e4-d5, e4-e5, e4>f5 pushing Black\'s own G; Gold then moves green', () => {
    const s = pos('obupyrgn/8/8/5G2/4O+++3/8/8/N1RYPUB1 black O 3-0 1 20', 'non-stop');
    expect(sorted(moveTexts(s))).to.deep.equal(sorted(['e4-d5', 'e4-e5', 'e4>f5']));
    const t = playAll(s, 'e4>f5');
    expect(kamisado.formatPosition(t)).to.equal('obupyrgn/8/6G1/5O+++2/8/8/8/N1RYPUB1 gold G 3-0 1 21');
  });

  it('7. non-stop Triple: e6>f7 is illegal because it would put Black\'s G on rank 8', () => {
    const s = pos('obupyr1n/5G2/4O+++3/8/8/8/6g1/N1RYPUB1 black O 3-0 1 20', 'non-stop');
    expect(sorted(moveTexts(s))).to.deep.equal(['e6-d7', 'e6-e7']);
    expect(() => kamisado.parseMove(s, 'e6>f7')).to.throw().with.property('code', 'illegal-move');
  });
});
