import { expect } from 'chai';
import { isGameError } from '../../../src/core/errors.js';
import { at, d, moveTexts, playAll } from './helpers.js';

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isGameError(e)) {
      expect(e.message).to.match(/^[A-Z"0-9].*\.$/); // one plain sentence
      return e.code;
    }
    throw e;
  }
  return 'no error';
}

describe('draughts notation (rules/draughts.md "Notation")', () => {
  describe('squares and the grid view', () => {
    it('numbers the dark squares from the top left as seen by White', () => {
      expect(d.cellName('international', 1)).to.equal('1');
      expect(d.cellName('international', 90)).to.equal('46');
      expect(d.cellName('international', 98)).to.equal('50');
      expect(d.cellName('international', 90, 'algebraic')).to.equal('a1');
      expect(d.cellName('russian', 1, 'numeric')).to.equal('1');
      expect(d.cellName('russian', 1)).to.equal('b8');
      expect(d.cellName('russian', 7)).to.equal('h8');
      expect(d.cellName('russian', 8, 'numeric')).to.equal('5');
      expect(d.cellName('russian', 56)).to.equal('a1');
      expect(d.cellName('russian', 56, 'numeric')).to.equal('29');
      expect(d.cellName('brazilian', 62, 'numeric')).to.equal('32');
      expect(d.cellName('russian', 62)).to.equal('g1');
    });
    it('grid(): 10x10 / 8x8, dark squares playable, a1 dark at the bottom left', () => {
      const g = d.grid('international');
      expect([g.rows, g.cols]).to.deep.equal([10, 10]);
      expect(g.playable.filter(Boolean)).to.have.length(50);
      expect(g.playable[90]).to.equal(true); // a1
      expect(g.playable[0]).to.equal(false);
      const r = d.grid('russian');
      expect([r.rows, r.cols, r.playable.filter(Boolean).length]).to.deep.equal([8, 8, 32]);
      expect(r.files).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
      expect(r.ranks![0]).to.equal('8');
      expect(code(() => d.grid('checkers'))).to.equal('unknown-variant');
    });
    it('pieces() and moveShape() describe the board and moves in grid cells', () => {
      const s = at('russian', 'W:Wb6:Bc7,e7,g3');
      const p = d.pieces(s);
      expect(p[2 * 8 + 1]).to.deep.equal({ side: 'white', kind: 'man' });
      expect(p[1 * 8 + 2]).to.deep.equal({ side: 'black', kind: 'man' });
      expect(p.filter(Boolean)).to.have.length(4);
      const m = d.parseMove(s, 'b6:e1');
      expect(d.moveShape(s, m)).to.deep.equal({
        from: 17, path: [3, 39, 60], captured: [10, 12, 46], promotesTo: 'king',
      });
      expect(d.moveShape(at('russian'), d.parseMove(at('russian'), 'c3-d4'))).to.deep.equal({ from: 42, path: [35], captured: [] });
      const k = d.pieces(d.play(s, m));
      expect(k[60]).to.deep.equal({ side: 'white', kind: 'king' });
    });
  });

  describe('positions (FEN)', () => {
    it('reads ranges, kings, algebraic lists and writes canonical FEN', () => {
      expect(d.formatPosition(at('international', 'W:W31-50:B1-20'))).to.equal('W:W31-50:B1-20');
      expect(d.formatPosition(at('international', ' B : W K46, 31,32,33 :B K1,2-4 .'))).to.equal('B:W31-33,K46:BK1,2-4');
      expect(d.formatPosition(at('russian', 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6'))).to.equal(
        'W:W21-32:B1-12',
      );
      expect(d.formatPosition(at('brazilian', 'B:WKe1,29:BKh8'))).to.equal('B:W29,K31:BK4');
      expect(d.formatPosition(at('international', 'W:W:B'))).to.equal('W:W:B');
      expect(d.formatPosition(at('international', 'W:W31-50:B1-20:H0:F1'))).to.equal('W:W31-50:B1-20');
    });
    it('round-trips FEN along a game', () => {
      let s = at('international');
      for (const t of ['32-28', '19-23', '28x19', '14x23', '37-32', '10-14']) {
        s = playAll(s, [t]);
        const f = d.formatPosition(s);
        expect(d.formatPosition(at('international', f))).to.equal(f);
        expect(d.hash(at('international', f))).to.equal(d.hash(s));
      }
    });
    it('rejects bad positions and unknown variants with clear errors', () => {
      expect(code(() => d.setup({ variant: 'polish' }))).to.equal('unknown-variant');
      expect(code(() => at('international', 'X:W31:B1'))).to.equal('bad-position');
      expect(code(() => at('international', 'W:W51:B1'))).to.equal('bad-position');
      expect(code(() => at('international', 'W:W31:B31'))).to.equal('bad-position');
      expect(code(() => at('international', 'W:W3:B40'))).to.equal('bad-position'); // man on its promotion row
      expect(code(() => at('international', 'W:Q31'))).to.equal('bad-position');
      expect(code(() => at('russian', 'W:Wa2:Bh8'))).to.equal('bad-position'); // light square
      expect(code(() => at('russian', 'W:W20-10:B1'))).to.equal('bad-position');
      expect(code(() => at('international', 'W:W31-50:B1-20'))).to.equal('no error');
    });
  });

  describe('moves', () => {
    it('writes 32-28 / 28x19 (numeric) and c3-d4 / c3:e5 (Russian), xX on Brazilian', () => {
      expect(moveTexts(at('international'))).to.include('32-28');
      expect(moveTexts(at('international', 'W:W28:B23,1'))).to.deep.equal(['28x19']);
      expect(moveTexts(at('russian', 'W:Wc3:Bd4,h8'))).to.deep.equal(['c3:e5']);
      expect(moveTexts(at('brazilian', 'W:Wc3:Bd4,h8'))).to.deep.equal(['c3xe5']);
    });
    it('accepts every unambiguous form: x or :, numeric on 8x8, full path, spaces', () => {
      const s = at('russian', 'W:Wc3:Bd4,h8');
      const m = d.moves(s)[0];
      for (const t of ['c3:e5', 'c3xe5', 'C3:E5', '22:15', '22x15', ' c3 : e5 ', 'c3-e5']) expect(d.parseMove(s, t)).to.equal(m);
      const r = at('russian', 'W:WKa1:Bb2,c3,f4,f2');
      expect(code(() => d.parseMove(r, 'a1:g1'))).to.equal('illegal-move');
      const k = at('russian', 'W:WKa1:Bc3,f4,f2,b4');
      expect(d.formatMove(k, d.parseMove(k, 'a1:e5:g3:e1'))).to.equal('a1:e1');
      expect(d.formatMove(k, d.parseMove(k, 'a1:g3:e1'))).to.equal('a1:e1');
    });
    it('writes the full path when two moves share start and end; the short form is then ambiguous', () => {
      const s = at('russian', 'W:WK30:B7,15,22,25,26');
      expect(moveTexts(s)).to.deep.equal(['c1:a3:f8', 'c1:d8', 'c1:f4:d6:f8']);
      expect(code(() => d.parseMove(s, 'c1:f8'))).to.equal('illegal-move');
      expect(d.formatMove(s, d.parseMove(s, 'c1:d6:f8'))).to.equal('c1:f4:d6:f8');
      expect(d.formatMove(s, d.parseMove(s, '30x19x10x3'))).to.equal('c1:f4:d6:f8');
      const i = at('international', 'W:WK1:B18,28,33,34,43');
      expect(moveTexts(i)).to.deep.equal(['1x23x32x49', '1x29x38x49']);
      expect(d.formatMove(i, d.parseMove(i, '1x23x49'))).to.equal('1x23x32x49');
    });
    it('bad-move for malformed text, illegal-move for a well-formed illegal move', () => {
      const s = at('international');
      expect(code(() => d.parseMove(s, ''))).to.equal('bad-move');
      expect(code(() => d.parseMove(s, 'hello'))).to.equal('bad-move');
      expect(code(() => d.parseMove(s, '32-'))).to.equal('bad-move');
      expect(code(() => d.parseMove(s, '32-99'))).to.equal('bad-move');
      expect(code(() => d.parseMove(s, '32-27-'))).to.equal('bad-move');
      expect(code(() => d.parseMove(s, '32-22'))).to.equal('illegal-move');
      expect(code(() => d.parseMove(s, '19-23'))).to.equal('illegal-move');
      expect(code(() => d.parseMove(at('russian'), 'c3-c4'))).to.equal('bad-move');
    });
  });

  describe('records (rules/draughts.md "Games (PDN)")', () => {
    it('exports PDN with GameType, Result, move numbers and comments', () => {
      const pdn = d.exportRecord!({
        variant: 'international', moves: ['32-28', '19-23', '28x19'], outcome: { winner: 'white', reason: 'no-moves' },
        tags: { White: 'Ann', Event: 'Test' }, comments: { 0: 'start', 2: 'after two' },
      });
      expect(pdn).to.contain('[GameType "20"]');
      expect(pdn).to.contain('[Result "1-0"]');
      expect(pdn).to.contain('[White "Ann"]');
      expect(pdn).to.not.contain('FEN');
      expect(pdn).to.contain('{start} 1. 32-28 19-23 {after two} 2. 28x19 1-0');
    });
    it('writes FEN and SetUp for set-up positions and numbers a Black first move 1...', () => {
      const pdn = d.exportRecord!({ variant: 'russian', position: 'B:Wa1:Bh8,f8', moves: ['h8-g7', 'a1-b2'], outcome: null });
      expect(pdn).to.contain('[GameType "25"]');
      expect(pdn).to.contain('[SetUp "1"]');
      expect(pdn).to.contain('[FEN "B:W29:B3,4"]');
      expect(pdn).to.contain('1... h8-g7 2. a1-b2 *');
      expect(d.exportRecord!({ variant: 'brazilian', moves: [], outcome: { winner: null, reason: 'repetition' } })).to.contain(
        '[GameType "26"]',
      );
    });
    it('round-trips: export then import gives the same variant, position, moves and comments', () => {
      for (const variant of ['international', 'russian', 'brazilian']) {
        let s = at(variant);
        const moves: string[] = [];
        for (let i = 0; i < 30 && d.moves(s).length; i++) {
          const m = d.moves(s)[(i * 7) % d.moves(s).length];
          moves.push(d.formatMove(s, m));
          s = d.play(s, m);
        }
        const comments = { 0: 'opening', 5: 'a {nested} note', 30: 'end' };
        const pdn = d.exportRecord!({ variant, moves, outcome: d.outcome(s), comments });
        const r = d.importRecord!(pdn);
        expect(r.variant).to.equal(variant);
        expect(r.moves).to.deep.equal(moves);
        expect(r.position).to.equal(undefined);
        expect(r.comments).to.deep.equal({ 0: 'opening', 5: 'a (nested) note', 30: 'end' });
        expect(d.formatPosition(playAll(at(variant), r.moves))).to.equal(d.formatPosition(s));
      }
      const set = d.exportRecord!({ variant: 'international', position: 'B:W31,K46:B10', moves: ['10-14'], outcome: null });
      const r = d.importRecord!(set);
      expect(r.position).to.equal('B:W31,K46:B10');
      expect(r.result).to.equal('*');
    });
    it('imports tolerantly: numbers 1. and 1..., 2-0 / 1-1 / 0-2, comments, variations, plain lists', () => {
      const r = d.importRecord!('[Event "x"]\n[GameType "20,W,10,10,N2,0"]\n\n1.32-28 19-23 {hmm}\n2. 28x19 (2. 33-29 ?) 14x23 2-0\n');
      expect(r.variant).to.equal('international');
      expect(r.moves).to.deep.equal(['32-28', '19-23', '28x19', '14x23']);
      expect(r.result).to.equal('1-0');
      expect(r.comments).to.deep.equal({ 2: 'hmm' });
      expect(r.tags.Event).to.equal('x');
      expect(d.importRecord!('1. 32-28 1... 19-23 1-1').result).to.equal('1/2-1/2');
      expect(d.importRecord!('32-28 0-2').result).to.equal('0-1');
      const plain = d.importRecord!('c3-d4\nf6-g5\r\nd4:f6\n  e7:g5  \n');
      expect(plain.variant).to.equal('russian');
      expect(plain.moves).to.deep.equal(['c3-d4', 'f6-g5', 'd4:f6', 'e7:g5']);
      expect(d.importRecord!('[GameType "26"]\n1. c3-d4 *').variant).to.equal('brazilian');
    });
    it('rejects bad records with bad-record', () => {
      expect(code(() => d.importRecord!(''))).to.equal('bad-record');
      expect(code(() => d.importRecord!('1. 32-28 banana'))).to.equal('bad-record');
      expect(code(() => d.importRecord!('[GameType "21"] 1. 32-28'))).to.equal('bad-record');
      expect(code(() => d.importRecord!('[FEN "Z:W1"] 1. 32-28'))).to.equal('bad-record');
      expect(code(() => d.importRecord!('1. 32-28 {open'))).to.equal('bad-record');
      expect(code(() => d.importRecord!('[Event "x" 1. 32-28'))).to.equal('bad-record');
    });
  });
});
