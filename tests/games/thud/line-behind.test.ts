import { expect } from 'chai';
import { lineBehindEnd, thud, type ThudState } from '../../../src/games/thud/index.js';
import { parseCell } from '../../../src/games/thud/geometry.js';
import { load } from './helpers.js';

describe('thud: the line behind a hurl or shove (lineBehindEnd)', () => {
  const at = (s: ThudState, from: string, to: string): string => thud.cellName('classic', lineBehindEnd(s.board, parseCell(from), parseCell(to)));
  it('runs back from the mover over its own pieces, opposite to its travel', () => {
    const s = load('classic', { d: 'e3 e4 e5 f6', t: 'e8 f5 g4 h3' });
    expect(at(s, 'e5', 'e8')).to.equal('e3'); // the hurl's three dwarfs
    expect(at(s, 'e5', 'e7')).to.equal('e3');
    expect(at(s, 'e3', 'e2')).to.equal('e5'); // heading south the line runs north
    expect(at(s, 'f5', 'e6')).to.equal('h3'); // trolls on a diagonal
    expect(at(s, 'f6', 'f9')).to.equal('f6'); // f5 behind it is a troll, not a dwarf
  });
  it('is the mover itself when no line stands behind or the target is off its lines', () => {
    const s = load('classic', { d: 'e3 e4 e5', t: 'e8' });
    expect(at(s, 'e5', 'e6')).to.equal('e3');
    expect(at(s, 'e3', 'e4')).to.equal('e3');
    expect(at(s, 'e5', 'f7')).to.equal('e5'); // a knight's move away: no line
    expect(at(s, 'e5', 'e5')).to.equal('e5');
  });
  it('stops at the octagon\'s edge', () => {
    const s = load('classic', { d: 'f1 f2 f3', t: 'a6' });
    expect(at(s, 'f3', 'f9')).to.equal('f1');
    const edge = load('classic', { t: 'a6 b6 c6', d: 'h5', side: 't' });
    expect(at(edge, 'c6', 'd6')).to.equal('a6');
  });
});

describe('thud: lineBehindEnd agrees with the rules', () => {
  it('every hurl and shove of random classic games goes no further than the line behind it is long (§3)', () => {
    const dist = (a: number, b: number): number => Math.max(Math.abs((a % 15) - (b % 15)), Math.abs(Math.floor(a / 15) - Math.floor(b / 15)));
    let checked = 0;
    for (let g = 0; g < 3; g++) {
      let s = thud.setup();
      let seed = 11 + g;
      for (let ply = 0; ply < 120 && !thud.outcome(s); ply++) {
        const ms = thud.moves(s);
        for (const m of ms) {
          if (m.kind !== 'hurl' && m.kind !== 'shove') continue;
          const n = dist(m.from, lineBehindEnd(s.board, m.from, m.to)) + 1;
          expect(dist(m.from, m.to), thud.formatMove(s, m)).to.be.at.most(n);
          if (m.kind === 'shove') expect(n, thud.formatMove(s, m)).to.be.at.least(2);
          checked++;
        }
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        s = thud.play(s, ms[seed % ms.length]);
      }
    }
    expect(checked).to.be.greaterThan(20);
  });
});
