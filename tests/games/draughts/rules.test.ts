import { expect } from 'chai';
import { at, d, moveTexts, playAll } from './helpers.js';

describe('draughts rules', () => {
  describe('rules/draughts.md "Variants"', () => {
    it('exposes the three variants, White first', () => {
      expect(d.name).to.equal('draughts');
      expect(d.variants).to.deep.equal(['international', 'russian', 'brazilian']);
      expect(d.defaultVariant).to.equal('international');
      expect(d.sides).to.deep.equal(['white', 'black']);
      for (const v of d.variants) expect(d.turn(at(v))).to.equal('white');
      expect(d.formatPosition(d.setup())).to.equal('W:W31-50:B1-20');
      expect(d.formatPosition(at('russian'))).to.equal('W:W21-32:B1-12');
      expect(d.formatPosition(at('brazilian'))).to.equal('W:W21-32:B1-12');
    });
  });

  describe('rules/draughts.md "Common rules"', () => {
    it('a man steps one square diagonally forward only', () => {
      expect(moveTexts(at('international', 'W:W28:B1'))).to.deep.equal(['28-22', '28-23']);
      expect(moveTexts(at('international', 'B:W50:B23'))).to.deep.equal(['23-28', '23-29']);
    });
    it('a man captures backward too, and capturing is compulsory', () => {
      expect(moveTexts(at('international', 'W:W28:B33,1'))).to.deep.equal(['28x39']);
    });
    it('a flying king moves any distance over empty squares', () => {
      const s = at('international', 'W:WK28:B1');
      expect(d.moves(s)).to.have.length(17);
      expect(moveTexts(s)).to.include.members(['28-5', '28-46', '28-50', '28-6']);
    });
    it('a king captures at a distance and may land on any empty square behind', () => {
      expect(moveTexts(at('international', 'W:WK46:B28'))).to.deep.equal(['46x10', '46x14', '46x19', '46x23', '46x5']);
    });
    it('a king cannot capture two pieces standing together, nor jump its own pieces', () => {
      expect(moveTexts(at('international', 'W:WK46,23:B28,32'))).to.not.include.members(['46x19']);
      expect(d.moves(at('international', 'W:WK46:B37,41')).every((m) => m.captured.length === 0)).to.equal(true);
    });
    it('a capture sequence must be completed and is one move', () => {
      const s = at('international', 'W:W32:B27,17,8');
      const ms = d.moves(s);
      expect(ms).to.have.length(1);
      expect(ms[0].captured).to.deep.equal([27, 17, 8]);
      expect(ms[0].path).to.deep.equal([21, 12, 3]);
      expect(d.formatMove(s, ms[0])).to.equal('32x3');
    });
    it('Turkish strike: a captured piece stays until the move ends and blocks', () => {
      // Without the Turkish strike the king would go on from e1 over the removed c3 to take b4.
      expect(moveTexts(at('russian', 'W:WKa1:Bc3,f4,f2,b4'))).to.deep.equal(['a1:e1', 'a1:g1']);
      expect(moveTexts(at('brazilian', 'W:WKa1:Bc3,f4,f2,b4'))).to.deep.equal(['a1xe1']);
    });
    it('Turkish strike: the capturing piece may cross and land on its own starting square', () => {
      const s = at('russian', 'W:WKd4:Bc5,c7,e7,e5');
      expect(moveTexts(s)).to.deep.equal(['d4:a1', 'd4:b2', 'd4:c3', 'd4:d4', 'd4:e3', 'd4:f2', 'd4:g1']);
      const back = d.moves(s).find((m) => m.to === m.from)!;
      expect(back.captured).to.have.length(4);
      expect(d.formatPosition(d.play(s, back))).to.equal('B:WK18:B');
    });
    it('no legal move loses: no pieces, or all blocked', () => {
      expect(d.outcome(at('international', 'W:W:B1'))).to.deep.equal({ winner: 'black', reason: 'no-pieces' });
      expect(d.outcome(at('international', 'W:W46:B41,37'))).to.deep.equal({ winner: 'black', reason: 'no-moves' });
      expect(d.outcome(at('russian', 'B:Wa1:B'))).to.deep.equal({ winner: 'white', reason: 'no-pieces' });
      expect(d.moves(at('international', 'W:W46:B41,37'))).to.have.length(0);
      expect(d.outcome(at('international'))).to.equal(null);
    });
  });

  describe('rules/draughts.md "International and Brazilian specifics"', () => {
    it('maximum capture: the longest sequence is compulsory and a king counts as one piece', () => {
      // Two kings on one side, three men on the other: the three men must be taken.
      expect(moveTexts(at('brazilian', 'W:Wc3:BKb4,Kb6,d4,f4,f2'))).to.deep.equal(['c3xe1']);
      expect(moveTexts(at('russian', 'W:Wc3:BKb4,Kb6,d4,f4,f2'))).to.deep.equal(['c3:c7', 'c3:e1']);
    });
    it('maximum capture in international: equally long sequences are free', () => {
      const s = at('international', 'W:WK1:B18,28,33,34,43');
      expect(moveTexts(s)).to.deep.equal(['1x23x32x49', '1x29x38x49']);
      expect(d.moves(s).every((m) => m.captured.length === 3)).to.equal(true);
    });
    it('a man passing the far row during a capture stays a man', () => {
      const s = at('brazilian', 'W:Wb6:Bc7,e7,g3');
      const ms = d.moves(s);
      expect(moveTexts(s)).to.deep.equal(['b6xf6']);
      expect(ms[0].promotes).to.equal(false);
      expect(d.pieces(d.play(s, ms[0])).filter((p) => p?.side === 'white')).to.deep.equal([{ side: 'white', kind: 'man' }]);
    });
    it('a man promotes when its move ends on the far row (quiet or capture)', () => {
      const s = at('international', 'W:W7:B45');
      expect(moveTexts(s)).to.deep.equal(['7-1', '7-2']);
      expect(d.moves(s).every((m) => m.promotes)).to.equal(true);
      const after = playAll(s, ['7-1']);
      expect(d.formatPosition(after)).to.equal('B:WK1:B45');
      const c = at('international', 'W:W13:B8');
      expect(d.moves(c)[0].promotes).to.equal(true);
      expect(d.formatPosition(playAll(c, ['13x2']))).to.equal('B:WK2:B');
    });
  });

  describe('rules/draughts.md "Russian specifics"', () => {
    it('free choice: shorter captures are allowed, but a begun sequence is completed', () => {
      expect(moveTexts(at('russian', 'W:WKa1:Bc3,f4,f2,b4'))).to.deep.equal(['a1:e1', 'a1:g1']);
    });
    it('a man crowned mid-capture continues the capture as a king', () => {
      const s = at('russian', 'W:Wb6:Bc7,e7,g3');
      expect(moveTexts(s)).to.deep.equal(['b6:e1', 'b6:f2']);
      for (const m of d.moves(s)) {
        expect(m.promotes).to.equal(true);
        expect(m.captured).to.have.length(3);
      }
      expect(d.formatPosition(playAll(s, ['b6:e1']))).to.equal('B:WK31:B');
    });
    it('a crowned man that cannot continue stops as a king on the far row', () => {
      const s = at('russian', 'W:Wb6:Bc7');
      expect(moveTexts(s)).to.deep.equal(['b6:d8']);
      expect(d.moves(s)[0].promotes).to.equal(true);
    });
    it('a king must land where it can continue capturing', () => {
      expect(moveTexts(at('russian', 'W:WKa1:Bc3,f4'))).to.deep.equal(['a1:g3', 'a1:h2']);
      expect(moveTexts(at('russian', 'W:WKa1:Bc3'))).to.deep.equal(['a1:d4', 'a1:e5', 'a1:f6', 'a1:g7', 'a1:h8']);
    });
  });

  describe('rules/draughts.md "Move identity"', () => {
    it('two paths capturing the same set between the same squares are one move', () => {
      // The king goes round the square either way; the man likewise.
      const k = d.moves(at('russian', 'W:WKd4:Bc5,c7,e7,e5')).filter((m) => m.to === m.from);
      expect(k).to.have.length(1);
      expect(moveTexts(at('russian', 'W:Wc3:Bb4,d4,b6,d6'))).to.deep.equal(['c3:c3']);
    });
    it('different captured sets between the same squares are different moves, written in full', () => {
      const s = at('russian', 'W:WK30:B7,15,22,25,26');
      expect(moveTexts(s)).to.deep.equal(['c1:a3:f8', 'c1:d8', 'c1:f4:d6:f8']);
      const same = d.moves(s).filter((m) => m.to === 3);
      expect(same).to.have.length(2);
      expect(new Set(same.flatMap((m) => m.captured)).size).to.be.greaterThan(same[0].captured.length);
    });
    it('moves() lists each move once', () => {
      for (const fen of ['W:WKd4:Bc5,c7,e7,e5', 'W:Wc3:Bb4,d4,b6,d6', 'W:WK30:B7,15,22,25,26']) {
        const s = at('russian', fen);
        const texts = moveTexts(s);
        expect(new Set(texts).size).to.equal(texts.length);
      }
    });
  });

  describe('play()', () => {
    it('does not change its input state and keeps the hash incremental', () => {
      const s = at('international');
      const before = d.formatPosition(s);
      const board = s.board.slice();
      const n = d.play(s, d.moves(s)[0]);
      expect(d.formatPosition(s)).to.equal(before);
      expect(s.board).to.deep.equal(board);
      expect(d.hash(n)).to.equal(d.hash(at('international', d.formatPosition(n))));
      expect(d.hash(n)).to.not.equal(d.hash(s));
      // The side to move is part of the key.
      expect(d.hash(at('russian', 'W:Wa1:Bh8'))).to.not.equal(d.hash(at('russian', 'B:Wa1:Bh8')));
    });
  });
});
