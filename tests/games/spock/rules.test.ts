/** One focused test per rule of rules/spock.md §1–§3. */
import { expect } from 'chai';
import { LIMITS, spock, spockLeapResult, transformsTo, type SpockKind } from '../../../src/games/spock/index.js';
import { errorCode, moveList, playLine, pos } from './helpers.js';

describe('spock: board and sides (§1)', () => {
  it('Blue moves first, sides are blue then red, one variant', () => {
    const s = spock.setup();
    expect(spock.sides).to.deep.equal(['blue', 'red']);
    expect(spock.turn(s)).to.equal('blue');
    expect(spock.variants).to.deep.equal(['standard']);
    expect(spock.variant(s)).to.equal('standard');
    expect(spock.turn(playLine(s, 'a2-a3'))).to.equal('red');
  });
  it('there are no Lizards at the start', () => {
    expect(spock.pieces(spock.setup()).filter((p) => p?.kind === 'lizard')).to.have.length(0);
  });
});

describe('spock: movement and capture (§2)', () => {
  it('a Rock steps one square in 8 directions', () => {
    expect(moveList('k4/5/2R2/5/K4 b 0 0').filter((m) => m.startsWith('c3'))).to.deep.equal(
      ['c3-b2', 'c3-b3', 'c3-b4', 'c3-c2', 'c3-c4', 'c3-d2', 'c3-d3', 'c3-d4'],
    );
  });
  it('a Rock jumps to the far end of a chain of friends', () => {
    // Rock a1 with friends a2, a3: north lands on a4; friends b2, c3 diagonal: lands on d4.
    const ms = moveList('4k/5/R1R2/RR3/R3K b 0 0').filter((m) => m.startsWith('a1'));
    expect(ms).to.include('a1-a4');
    expect(ms).to.include('a1-d4');
    expect(ms).to.not.include('a1-a2');
  });
  it('a Rock chain that runs off the board gives no move in that direction', () => {
    const ms = moveList('R3k/R4/R4/R4/R3K b 0 0').filter((m) => m.startsWith('a1'));
    expect(ms.some((m) => m[3] === 'a')).to.equal(false);
    expect(ms).to.include('a1-b1');
  });
  it('a Rock captures Scissors and Lizard at the end of a chain, and is stopped by Paper, Rock or Spock', () => {
    expect(moveList('4k/5/s4/R4/R3K b 0 0')).to.include('a1xa3');
    expect(moveList('4k/5/l4/R4/R3K b 0 0')).to.include('a1xa3');
    for (const blocker of ['p', 'r']) {
      const ms = moveList(`4k/5/${blocker}4/R4/R3K b 0 0`);
      expect(ms.some((m) => m.startsWith('a1') && m.endsWith('a3'))).to.equal(false);
    }
    const ms = moveList('4K/5/k4/R4/R4 b 0 0');
    expect(ms.some((m) => m.startsWith('a1') && m.endsWith('a3'))).to.equal(false);
  });
  it('sliders: Scissors diagonal, Lizard 8 ways, Paper orthogonal', () => {
    const from = (piece: string): string[] => moveList(`5/4k/2${piece}2/K4/5 b 0 0`).filter((m) => m.startsWith('c3'));
    expect(from('S')).to.deep.equal(['c3-a1', 'c3-a5', 'c3-b2', 'c3-b4', 'c3-d2', 'c3-d4', 'c3-e1', 'c3-e5']);
    expect(from('L')).to.have.length(16);
    expect(from('P')).to.deep.equal(['c3-a3', 'c3-b3', 'c3-c1', 'c3-c2', 'c3-c4', 'c3-c5', 'c3-d3', 'c3-e3']);
  });
  it('friendly pieces are transparent but never a destination', () => {
    const ms = moveList('4k/5/P1R2/5/K4 b 0 0').filter((m) => m.startsWith('a3'));
    expect(ms).to.include.members(['a3-b3', 'a3-d3', 'a3-e3']);
    expect(ms).to.not.include('a3-c3');
  });
  it('enemy pieces block: the line ends at the first enemy, captured only if beaten', () => {
    // Paper a3 east: b3 empty, c3 Red Rock (Paper beats Rock), d3 beyond is unreachable.
    const ms = moveList('4k/5/P1r2/5/K4 b 0 0').filter((m) => m.startsWith('a3'));
    expect(ms).to.include('a3xc3');
    expect(ms).to.not.include('a3-d3');
    // Paper against Scissors: blocked, no capture.
    const ms2 = moveList('4k/5/P1s2/5/K4 b 0 0').filter((m) => m.startsWith('a3'));
    expect(ms2.some((m) => m.endsWith('c3') || m.endsWith('d3'))).to.equal(false);
  });
  it('each kind captures exactly the two the table names', () => {
    const letters: Record<SpockKind, string> = { rock: 'R', scissors: 'S', lizard: 'L', paper: 'P', spock: 'K' };
    const table: Record<string, SpockKind[]> = {
      R: ['scissors', 'lizard'], S: ['lizard', 'paper'], L: ['paper', 'spock'], P: ['spock', 'rock'],
    };
    for (const [attacker, prey] of Object.entries(table)) {
      for (const victim of Object.keys(letters) as SpockKind[]) {
        // Attacker on b2, victim on c3 (diagonal) or b3 (orthogonal) as the piece moves; Blue Spock e1, Red Spock e5 apart.
        const diag = attacker === 'P' ? false : true;
        const target = diag ? 'c3' : 'b3';
        const row3 = diag ? `2${letters[victim].toLowerCase()}2` : `1${letters[victim].toLowerCase()}3`;
        const redSpock = victim === 'spock' ? '5' : '4k';
        const blueSpock = '4K';
        const ms = moveList(`${redSpock}/5/${row3}/1${attacker}3/${blueSpock} b 0 0`);
        expect(ms.includes(`b2x${target}`), `${attacker} x ${victim}`).to.equal(prey.includes(victim));
      }
    }
  });
  it('a Spock leaps only onto occupied knight targets, of either colour, never to an empty square', () => {
    expect(moveList('4k/5/5/5/2K2 b 0 0')).to.deep.equal([]);
    expect(moveList('4k/5/1r1R1/5/2K2 b 0 0').filter((m) => m.startsWith('c1'))).to.deep.equal(['c1~b3', 'c1~d3']);
    // The squares in between do not matter.
    expect(moveList('4k/5/1r3/RRR2/2K2 b 0 0')).to.include('c1~b3');
  });
  it('a leap onto any kind leaves its successor of the mover’s colour: Rock→Scissors→Lizard→Paper→Spock→Rock', () => {
    const cycle: [string, string][] = [['r', 'S'], ['s', 'L'], ['l', 'P'], ['p', 'K'], ['k', 'R']];
    for (const [target, born] of cycle) {
      for (const t of [target, target.toUpperCase()]) {
        const redSpock = t === 'k' ? '5' : '4k';
        const s = pos(`${redSpock}/5/1${t}3/5/2K2 b 0 0`);
        const after = playLine(s, 'c1~b3');
        expect(spock.formatPosition(after).split(' ')[0], `leap onto ${t}`).to.equal(`${redSpock}/5/1K3/5/2${born}2`);
        const kinds: Record<string, SpockKind> = { R: 'rock', S: 'scissors', L: 'lizard', P: 'paper', K: 'spock' };
        expect(spockLeapResult(s, spock.parseMove(s, 'c1~b3'))).to.deep.equal({ cell: 22, side: 'blue', kind: kinds[born] });
        expect(transformsTo(kinds[t.toUpperCase()])).to.equal(kinds[born]);
      }
    }
  });
  it('a leap never changes the number of pieces; a capture lowers it by one', () => {
    const count = (p: string): number => spock.pieces(pos(p)).filter(Boolean).length;
    const s = pos('4k/5/1r3/5/2K1P b 0 0');
    const n = count('4k/5/1r3/5/2K1P b 0 0');
    expect(spock.pieces(playLine(s, 'c1~b3')).filter(Boolean)).to.have.length(n);
    const c = pos('4k/5/1r3/5/1P2K b 0 0');
    expect(spock.pieces(playLine(c, 'b1xb3')).filter(Boolean)).to.have.length(count('4k/5/1r3/5/1P2K b 0 0') - 1);
  });
  it('there is no check: a move may leave a Spock attacked', () => {
    // The Blue Spock on a1 is attacked by the Red Paper on a5; Blue may still play elsewhere.
    expect(moveList('p3k/5/5/4R/K4 b 0 0')).to.include('e2-e3');
  });
});

describe('spock: end of the game (§3)', () => {
  it('§3.1 the mover wins when the opponent has no Spock left', () => {
    const s = playLine(pos('2k2/5/5/2L2/K4 b 0 0'), 'c2xc5');
    expect(spock.outcome(s)).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
  });
  it('§3.1 a loaded position where a side has no Spock: that side has lost', () => {
    expect(spock.outcome(pos('4r/5/5/5/K4 b 0 0'))).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(spock.outcome(pos('4r/5/5/5/K4 r 0 0'))).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(errorCode(() => pos('4r/5/5/5/R4 b 0 0'))).to.equal('bad-position');
  });
  it('§3.1 a player cannot lose their own last Spock on their own move (leap onto own Spock)', () => {
    const s = playLine(pos('4k/4r/1K3/5/2K2 b 0 0'), 'c1~b3');
    expect(spock.formatPosition(s)).to.equal('4k/4r/1K3/5/2R2 r 1 1');
    expect(spock.outcome(s)).to.equal(null);
  });
  it('§3.1 comes before §3.2: no Spock and no move is reported as no-spock', () => {
    expect(spock.outcome(pos('4k/5/5/5/R4 b 0 0'))).to.deep.equal({ winner: 'red', reason: 'no-spock' });
  });
  it('§3.2 the side with no legal move loses, even when a draw counter has run out', () => {
    expect(spock.outcome(pos('k4/3r1/5/5/K4 b 50 50'))).to.deep.equal({ winner: 'red', reason: 'no-moves' });
  });
  it('§3.3 the clock counts plies without a removed enemy piece and draws at 50', () => {
    const s = pos('3rk/5/5/5/KR3 b 48 60');
    const a = playLine(s, 'b1-b2');
    expect(a.clock).to.equal(49);
    expect(spock.outcome(a)).to.equal(null);
    const b = playLine(a, 'd5-d4');
    expect(b.clock).to.equal(50);
    expect(spock.outcome(b)).to.deep.equal({ winner: null, reason: 'clock' });
  });
  it('§3.3 clock: quiet moves count, removals reset it, leaps onto friends do not', () => {
    const s = pos('4k/4r/1r3/5/2K1P b 7 9');
    expect(playLine(s, 'e1-e3').clock).to.equal(8);
    expect(playLine(s, 'c1~b3').clock).to.equal(0);
    expect(playLine(s, 'e1xe4').clock).to.equal(0);
    expect(playLine(pos('4k/5/1R3/5/2K2 b 7 9'), 'c1~b3').clock).to.equal(8);
  });
  it('§3.3 clock draw: the 50th quiet ply draws', () => {
    // Rocks shuffle; Red's Spock can leap onto its own Rock and back.
    const s = pos('3rk/5/5/5/KR3 b 49 60');
    const after = spock.play(s, spock.moves(s).find((m) => spock.formatMove(s, m) === 'b1-c1')!);
    expect(after.clock).to.equal(50);
    expect(spock.outcome(after)).to.deep.equal({ winner: null, reason: 'clock' });
    expect(spock.moves(after)).to.deep.equal([]);
  });
  it('§3.3 ply cap: the game is drawn when the ply count reaches 400', () => {
    const s = pos('3rk/5/5/5/KR3 b 0 399');
    expect(spock.outcome(s)).to.equal(null);
    expect(spock.outcome(playLine(s, 'b1-c1'))).to.deep.equal({ winner: null, reason: 'ply-cap' });
    expect(spock.outcome(pos('3rk/5/5/5/KR3 b 0 400'))).to.deep.equal({ winner: null, reason: 'ply-cap' });
    expect(LIMITS.plyCap).to.equal(400);
  });
  it('§3.3 repetition: the third occurrence draws, counting from the loaded position', () => {
    const start = pos('4k/4r/5/5/KR3 b 0 0');
    const cycle = 'b1-c1 e4-d4 c1-b1 d4-e4';
    const twice = playLine(start, cycle);
    expect(spock.formatPosition(twice).split(' ').slice(0, 2)).to.deep.equal(['4k/4r/5/5/KR3', 'b']);
    expect(spock.outcome(twice)).to.equal(null);
    const thrice = playLine(twice, cycle);
    expect(spock.outcome(thrice)).to.deep.equal({ winner: null, reason: 'repetition' });
    // The state alone judges it: a fresh load of the same placement does not remember.
    expect(spock.outcome(pos(spock.formatPosition(thrice)))).to.equal(null);
  });
  it('§3.3 repetition needs the same side to move, and is checked before the clock', () => {
    const start = pos('4k/4r/5/5/KR3 b 42 42');
    const thrice = playLine(start, 'b1-c1 e4-d4 c1-b1 d4-e4 b1-c1 e4-d4 c1-b1 d4-e4');
    expect(thrice.clock).to.equal(50);
    expect(spock.outcome(thrice)).to.deep.equal({ winner: null, reason: 'repetition' });
    // Positions in between occurred twice only.
    const s = playLine(pos('4k/4r/5/5/KR3 b 0 0'), 'b1-c1 e4-d4 c1-b1 d4-e4 b1-c1');
    expect(spock.outcome(s)).to.equal(null);
  });
  it('a capture ends the repetition history (positions before it cannot recur)', () => {
    const s = playLine(pos('4k/4r/5/r4/P3K b 0 0'), 'a1xa2 e4-d4 a2-a1 d4-e4 a1-a2 e4-d4 a2-a1 d4-e4');
    expect(spock.outcome(s)).to.equal(null);
    // The position after a1xa2 now occurs for the third time.
    expect(spock.outcome(playLine(s, 'a1-a2'))).to.deep.equal({ winner: null, reason: 'repetition' });
  });
  it('moves() is empty once the game is over', () => {
    expect(spock.moves(pos('3rk/5/5/5/KR3 b 0 400'))).to.deep.equal([]);
    expect(spock.moves(pos('4r/5/5/5/K4 b 0 0'))).to.deep.equal([]);
  });
});
