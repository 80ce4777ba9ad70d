/** Every worked example of rules/thud.md §9, with the exact move sets it gives. */
import { expect } from 'chai';
import { thud } from '../../../src/games/thud/index.js';
import { load, moveTexts, sorted, winningMoves } from './helpers.js';

const captures = (list: string[]) => sorted(list.filter((m) => m.includes('x')));
const rockMoves = (list: string[]) => sorted(list.filter((m) => m.startsWith('R ')));

describe('thud §9 worked examples', () => {
  describe('1. initial positions', () => {
    it('classic: 656 dwarf moves, no hurls; 32 troll moves', () => {
      const s = thud.setup();
      const ms = moveTexts(s);
      expect(ms.length).to.equal(656);
      expect(captures(ms)).to.deep.equal([]);
      const t = thud.setup({ position: thud.formatPosition(s).replace(' d ', ' t ') });
      expect(thud.moves(t).length).to.equal(32);
    });
    it('Koom Valley: 388 dwarf moves with four Rock moves; 88 troll moves', () => {
      const s = thud.setup({ variant: 'koom-valley' });
      const ms = moveTexts(s);
      expect(ms.length).to.equal(388);
      expect(rockMoves(ms)).to.deep.equal(sorted(['R h8-g7', 'R h8-g8', 'R h8-i7', 'R h8-i8']));
      const t = thud.setup({ variant: 'koom-valley', position: thud.formatPosition(s).replace(' d ', ' t ') });
      expect(thud.moves(t).length).to.equal(88);
    });
    it('football: 390 dwarf moves with six ball moves; 69 troll moves', () => {
      const s = thud.setup({ variant: 'koom-valley-football' });
      const ms = moveTexts(s);
      expect(ms.length).to.equal(390);
      expect(rockMoves(ms)).to.deep.equal(sorted(['R h8-g7', 'R h8-g8', 'R h8-i7', 'R h8-i8', 'R h8-d4', 'R h8-l4']));
      const t = thud.setup({ variant: 'koom-valley-football', position: thud.formatPosition(s).replace(' d ', ' t ') });
      expect(thud.moves(t).length).to.equal(69);
    });
  });

  describe('2. classic hurl', () => {
    it('dwarfs e3 e4 e5, troll e8: 75 moves, the only capture e5xe8', () => {
      const ms = moveTexts(load('classic', { d: 'e3 e4 e5', t: 'e8' }));
      expect(ms.length).to.equal(75);
      expect(captures(ms)).to.deep.equal(['e5xe8']);
    });
    it('troll on e9 instead: 75 moves, no hurl, e5-e8 an ordinary move', () => {
      const ms = moveTexts(load('classic', { d: 'e3 e4 e5', t: 'e9' }));
      expect(ms.length).to.equal(75);
      expect(captures(ms)).to.deep.equal([]);
      expect(ms).to.include('e5-e8');
    });
    it('dwarfs c4 d5, troll f7: 54 moves including d5xf7; troll on g8: no hurl', () => {
      const ms = moveTexts(load('classic', { d: 'c4 d5', t: 'f7' }));
      expect(ms.length).to.equal(54);
      expect(captures(ms)).to.deep.equal(['d5xf7']);
      expect(captures(moveTexts(load('classic', { d: 'c4 d5', t: 'g8' })))).to.deep.equal([]);
    });
  });

  describe('3. classic troll captures', () => {
    const p = { t: 'd10 d11 d12', d: 'b10 c9 c6 e6', side: 't' as const };
    const allCaps = [
      'T d10-c10xb10,c9', 'T d10-c11xb10', 'T d10-d9xc9', 'T d10-d8xc9', 'T d10-d7xc6,e6',
      'T d11-c10xb10,c9', 'T d11-c11xb10', 'T d12-c11xb10',
    ];
    it('"all": 26 moves, 18 plain steps and the 8 listed captures', () => {
      const s = load('classic', p);
      const ms = moveTexts(s);
      expect(ms.length).to.equal(26);
      expect(ms.filter((m) => !m.includes('x')).length).to.equal(18);
      expect(captures(ms)).to.deep.equal(sorted(allCaps));
    });
    it('d10-d8xc9 and d10-d7xc6,e6 are shoves; d10-d8 without a capture is illegal', () => {
      const s = load('classic', p);
      expect(thud.parseMove(s, 'T d10-d8xc9').kind).to.equal('shove');
      expect(thud.parseMove(s, 'T d10-d7xc6,e6').kind).to.equal('shove');
      expect(() => thud.parseMove(s, 'T d10-d8')).to.throw().with.property('code', 'illegal-move');
    });
    it('"one": 28 moves, each -c10xb10,c9 split in two', () => {
      const s = load('classic', p, { trollCapture: 'one' });
      const ms = moveTexts(s);
      expect(ms.length).to.equal(28);
      const oneCaps = allCaps
        .filter((m) => !m.endsWith('-c10xb10,c9'))
        .concat(['T d10-c10xb10', 'T d10-c10xc9', 'T d11-c10xb10', 'T d11-c10xc9']);
      expect(captures(ms)).to.deep.equal(sorted(oneCaps));
    });
  });

  it('4. Koom Valley chain: 17 moves, 13 slides and 4 trample chains', () => {
    const ms = moveTexts(load('koom-valley', { t: 'e13', d: 'e12 e10 f10', side: 't' }));
    expect(ms.length).to.equal(17);
    expect(captures(ms)).to.deep.equal(sorted(['T e13xe11', 'T e13xe11xe9', 'T e13xe11xg9', 'T e13xe11xe9xg11']));
  });

  describe('5. Koom Valley sandwich', () => {
    const s = () => load('koom-valley', { d: 'd7 h7 f1', t: 'e6 f6 g6', rock: 'f7' });
    it('84 moves, no Rock move', () => {
      const ms = moveTexts(s());
      expect(ms.length).to.equal(84);
      expect(rockMoves(ms)).to.deep.equal([]);
    });
    it('the only capture is f1-f5xe6,g6; f6 survives with the Rock behind it', () => {
      const st = s();
      const ms = moveTexts(st);
      expect(captures(ms)).to.deep.equal(['f1-f5xe6,g6']);
      const after = thud.play(st, thud.parseMove(st, 'f1-f5xe6,g6'));
      expect(thud.pieces(after).filter((p) => p?.kind === 'troll').length).to.equal(1);
    });
    it('d7-d5 and h7-h5 capture nothing', () => {
      const ms = moveTexts(s());
      expect(ms).to.include('d7-d5');
      expect(ms).to.include('h7-h5');
    });
  });

  describe('6. Koom Valley Rock moves', () => {
    it('dwarfs g7 j9: exactly four Rock moves, 89 moves in all', () => {
      const ms = moveTexts(load('koom-valley', { d: 'g7 j9', t: 'e13' }));
      expect(rockMoves(ms)).to.deep.equal(sorted(['R h8-g8', 'R h8-h7', 'R h8-i8', 'R h8-i9']));
      expect(ms.length).to.equal(89);
    });
    it('without j9: only R h8-g8 and R h8-h7, 41 moves', () => {
      const ms = moveTexts(load('koom-valley', { d: 'g7', t: 'e13' }));
      expect(rockMoves(ms)).to.deep.equal(sorted(['R h8-g8', 'R h8-h7']));
      expect(ms.length).to.equal(41);
    });
  });

  describe('7. Koom Valley troll wins', () => {
    it('(a) 56 moves, captures h11xh9, g9xi11, i9xg11; only h11xh9 wins', () => {
      const s = load('koom-valley', { t: 'g9 i9 h11', d: 'h10 c4', side: 't' });
      const ms = moveTexts(s);
      expect(ms.length).to.equal(56);
      expect(captures(ms)).to.deep.equal(sorted(['T h11xh9', 'T g9xi11', 'T i9xg11']));
      expect(winningMoves(s)).to.deep.equal(['T h11xh9']);
    });
    it('(b) three trolls already by the Rock: of 65 moves exactly 7 win', () => {
      const s = load('koom-valley', { t: 'g7 g9 i9 a10', d: 'h7 c4', side: 't' });
      expect(thud.outcome(s)).to.equal(null);
      expect(thud.moves(s).length).to.equal(65);
      expect(sorted(winningMoves(s))).to.deep.equal(
        sorted(['T g7-g8', 'T g7xi7', 'T g9-g8', 'T g9-h9', 'T i9-h9', 'T i9-i7', 'T i9-i8']),
      );
    });
  });

  describe('8. football ball', () => {
    it('ball h8, dwarfs h7 g12: seven ball moves, 87 moves in all', () => {
      const ms = moveTexts(load('koom-valley-football', { d: 'h7 g12', t: 'e13' }));
      expect(rockMoves(ms)).to.deep.equal(sorted(['R h8-h11', 'R h8-h12', 'R h8-h13', 'R h8-g7', 'R h8-g8', 'R h8-i7', 'R h8-i8']));
      expect(ms.length).to.equal(87);
    });
    it('with a dwarf on i15, h14 and the winning h15 too: 121 moves', () => {
      const s = load('koom-valley-football', { d: 'h7 g12 i15', t: 'e13' });
      const ms = moveTexts(s);
      expect(rockMoves(ms)).to.deep.equal(
        sorted(['R h8-h11', 'R h8-h12', 'R h8-h13', 'R h8-h14', 'R h8-h15', 'R h8-g7', 'R h8-g8', 'R h8-i7', 'R h8-i8']),
      );
      expect(ms.length).to.equal(121);
      expect(winningMoves(s)).to.deep.equal(['R h8-h15']);
    });
  });

  describe('9. football edge rule', () => {
    it('troll on a7: 11 moves; Koom Valley gives 13', () => {
      const f = moveTexts(load('koom-valley-football', { d: 'h7', t: 'a7', side: 't' }));
      expect(sorted(f)).to.deep.equal(sorted(['a8', 'a9', 'b8', 'c9', 'd10', 'b7', 'c7', 'd7', 'b6', 'c5', 'd4'].map((x) => `T a7-${x}`)));
      const kv = moveTexts(load('koom-valley', { d: 'h7', t: 'a7', side: 't' }));
      expect(kv.length).to.equal(13);
      expect(sorted(kv.filter((m) => !f.includes(m)))).to.deep.equal(['T a7-a10', 'T a7-a6']);
    });
    it('troll on h12: 19 moves; Koom Valley adds h15, j14 and f14', () => {
      const f = moveTexts(load('koom-valley-football', { d: 'h7', t: 'h12', side: 't' }));
      expect(f.length).to.equal(19);
      const kv = moveTexts(load('koom-valley', { d: 'h7', t: 'h12', side: 't' }));
      expect(sorted(kv.filter((m) => !f.includes(m)))).to.deep.equal(sorted(['T h12-h15', 'T h12-j14', 'T h12-f14']));
      expect(kv.length).to.equal(22);
    });
  });
});
