/** Every worked example of rules/spock.md §5, as exact move sets and positions. */
import { expect } from 'chai';
import { spock } from '../../../src/games/spock/index.js';
import { moveList, playLine, pos, sorted } from './helpers.js';

const INITIAL = 'psksp/rrrrr/5/RRRRR/PSKSP b 0 0';
const OPENING = sorted(`
  a1-a3 a1xa4 e1-e3 e1xe4
  b1-d3 d1-b3
  c1~a2 c1~e2
  a2-a3 a2-b3 b2-a3 b2-b3 b2-c3 c2-b3 c2-c3 c2-d3 d2-c3 d2-d3 d2-e3 e2-d3 e2-e3`);

/** The same move seen from the other side of the board (rank r ↔ 6 - r). */
const mirror = (m: string): string => m.replace(/[1-5]/g, (d) => String(6 - Number(d)));

describe('spock: worked examples (rules/spock.md §5)', () => {
  it('§5.1 the initial position has the 21 listed Blue moves', () => {
    expect(spock.formatPosition(spock.setup())).to.equal(INITIAL);
    expect(OPENING).to.have.length(21);
    expect(moveList(spock.setup())).to.deep.equal(OPENING);
  });

  it('§5.1 Red in its own initial position has the 21 mirrored moves', () => {
    const red = moveList('psksp/rrrrr/5/RRRRR/PSKSP r 0 0');
    expect(red).to.have.length(21);
    expect(red).to.deep.equal(OPENING.map(mirror).sort());
  });

  it('§5.1 c1~a2 leaves a Blue Scissors on c1', () => {
    const s = playLine(spock.setup(), 'c1~a2');
    expect(spock.formatPosition(s)).to.equal('psksp/rrrrr/5/KRRRR/PSSSP r 1 1');
  });

  it('§5.2 transparency and the capture table: 24 Blue moves', () => {
    expect(moveList('4k/r2s1/2L2/PS3/R2K1 b 0 0')).to.deep.equal(
      sorted(`a1-a3 a1-b1 a1xd4
        a2-a3 a2xa4 a2-c2 a2-d2 a2-e2
        b2-a3 b2-c1
        c3-c4 c3-c5 c3-d3 c3-e3 c3-d2 c3-e1 c3-c2 c3-c1 c3-b3 c3-a3 c3-b4 c3-a5
        d1~b2 d1~c3`),
    );
  });

  it('§5.2 d1~b2 leaves a Blue Lizard and d1~c3 a Blue Paper on d1', () => {
    const base = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    expect(spock.formatPosition(playLine(base, 'd1~b2'))).to.equal('4k/r2s1/2L2/PK3/R2L1 r 1 1');
    expect(spock.formatPosition(playLine(base, 'd1~c3'))).to.equal('4k/r2s1/2K2/PS3/R2P1 r 1 1');
  });

  it('§5.2 with Red to move the same placement has 8 moves', () => {
    expect(moveList('4k/r2s1/2L2/PS3/R2K1 r 0 0')).to.deep.equal(
      sorted('a4-a3 a4-a5 a4-b3 a4-b4 a4-b5 d4-c5 d4-e3 d4xc3'),
    );
  });

  it('§5.3 a Red Paper on d4: a1xd4 goes, b2xd4 and c3xd4 come (25 moves)', () => {
    const before = moveList('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    const after = moveList('4k/r2p1/2L2/PS3/R2K1 b 0 0');
    expect(after).to.have.length(25);
    expect(after).to.deep.equal([...before.filter((m) => m !== 'a1xd4'), 'b2xd4', 'c3xd4'].sort());
  });

  it('§5.4 second Spock and a Spock duel: Blue wins', () => {
    let s = pos('2k2/5/1p3/5/2K2 b 0 0');
    expect(moveList(s)).to.deep.equal(['c1~b3']);
    s = playLine(s, 'c1~b3');
    expect(spock.formatPosition(s)).to.equal('2k2/5/1K3/5/2K2 r 0 1');
    expect(spock.outcome(s)).to.equal(null);
    expect(moveList(s)).to.deep.equal(['c5~b3']);
    s = playLine(s, 'c5~b3');
    expect(spock.formatPosition(s)).to.equal('2r2/5/1k3/5/2K2 b 0 2');
    expect(moveList(s)).to.deep.equal(['c1~b3']);
    s = playLine(s, 'c1~b3');
    expect(spock.formatPosition(s)).to.equal('2r2/5/1K3/5/2R2 r 0 3');
    expect(spock.outcome(s)).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(spock.moves(s)).to.deep.equal([]);
  });

  it('§5.5 a leap onto one’s own Spock leaves a Rock and keeps the clock running', () => {
    const s = pos('4k/5/1K3/5/2K2 b 0 0');
    expect(moveList(s)).to.deep.equal(['b3~c1', 'c1~b3']);
    expect(spock.formatPosition(playLine(s, 'b3~c1'))).to.equal('4k/5/1R3/5/2K2 r 1 1');
    expect(spock.formatPosition(playLine(s, 'c1~b3'))).to.equal('4k/5/1K3/5/2R2 r 1 1');
  });

  it('§5.6 the Lizard takes the last Spock (15 moves)', () => {
    const s = pos('2k2/5/5/2L2/K4 b 0 0');
    expect(moveList(s)).to.deep.equal(
      sorted('a1~c2 c2-c3 c2-c4 c2xc5 c2-d3 c2-e4 c2-d2 c2-e2 c2-d1 c2-c1 c2-b1 c2-b2 c2-a2 c2-b3 c2-a4'),
    );
    expect(spock.formatPosition(playLine(s, 'a1~c2'))).to.equal('2k2/5/5/2K2/P4 r 1 1');
    const won = playLine(s, 'c2xc5');
    expect(spock.formatPosition(won)).to.equal('2L2/5/5/5/K4 r 0 1');
    expect(spock.outcome(won)).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
  });

  it('§5.7 no legal move: Blue loses', () => {
    const s = pos('k4/3r1/5/5/K4 b 0 0');
    expect(spock.moves(s)).to.deep.equal([]);
    expect(spock.outcome(s)).to.deep.equal({ winner: 'red', reason: 'no-moves' });
  });
});
