/** One focused test per rule of rules/kamisado.md. */
import { expect } from 'chai';
import {
  COLOUR_LETTERS,
  SQUARE_COLOUR,
  duty,
  kamisado,
  lastPasses,
  matchScore,
  roundResults,
  squareColour,
  type KamisadoState,
} from '../../../src/games/kamisado/index.js';
import { errorCode, moveTexts, playAll, pos, sorted } from './helpers.js';

const cell = (name: string): number => (8 - Number(name[1])) * 8 + 'abcdefgh'.indexOf(name[0]);

describe('kamisado rules', () => {
  describe('§1 board and colours', () => {
    it('every rank and file holds each colour once, and the grid is symmetric under a 180° turn', () => {
      for (let i = 0; i < 8; i++) {
        const row = new Set<number>();
        const col = new Set<number>();
        for (let j = 0; j < 8; j++) {
          row.add(SQUARE_COLOUR[i * 8 + j]);
          col.add(SQUARE_COLOUR[j * 8 + i]);
        }
        expect(row.size).to.equal(8);
        expect(col.size).to.equal(8);
      }
      for (let c = 0; c < 64; c++) expect(SQUARE_COLOUR[c]).to.equal(SQUARE_COLOUR[63 - c]);
      expect([squareColour(cell('a1')), squareColour(cell('h8')), squareColour(cell('d5')), squareColour(cell('g3'))]).to.deep.equal([
        'N',
        'N',
        'O',
        'P',
      ]);
      expect(COLOUR_LETTERS.join('')).to.equal('OBUPYRGN');
    });
    it('the grid is 8x8, all playable, ranks listed top (8) to bottom (1)', () => {
      const g = kamisado.grid('single');
      expect([g.rows, g.cols, g.playable.every(Boolean)]).to.deep.equal([8, 8, true]);
      expect(g.ranks![0]).to.equal('8');
      expect(kamisado.cellName('single', 0)).to.equal('a8');
      expect(kamisado.cellName('single', 63)).to.equal('h1');
    });
  });

  describe('§2 set-up and first player', () => {
    it('every tower starts on its own colour; Black moves first by default', () => {
      const s = kamisado.setup();
      const p = kamisado.pieces(s);
      for (let c = 0; c < 8; c++) {
        expect(p[c]).to.deep.equal({ side: 'gold', kind: squareColour(c) });
        expect(p[56 + c]).to.deep.equal({ side: 'black', kind: squareColour(56 + c) });
      }
      expect(kamisado.turn(s)).to.equal('black');
      expect(kamisado.sides).to.deep.equal(['black', 'gold']);
    });
    it('first="gold" lets Gold start (also in non-stop); a bad value is a bad-option', () => {
      const s = kamisado.setup({ first: 'gold' });
      expect(kamisado.formatPosition(s)).to.equal('obupyrgn/8/8/8/8/8/8/NGRYPUBO gold - 0-0 1 0');
      expect(kamisado.moves(s).length).to.equal(102);
      expect(kamisado.turn(kamisado.setup({ variant: 'non-stop', first: 'gold' }))).to.equal('gold');
      expect(errorCode(() => kamisado.setup({ first: 'white' }))).to.equal('bad-option');
    });
    it('the first move of a round may use any tower', () => {
      const froms = new Set(moveTexts(kamisado.setup()).map((m) => m.slice(0, 2)));
      expect(froms.size).to.equal(8);
    });
  });

  describe('§3 moving', () => {
    it('§3.1 a Dragon moves up to 7 squares forward or diagonally forward, never through a tower', () => {
      const s = pos('obup1rgn/8/8/8/3y4/8/8/NGRYPUBO black - 0-0 1 0');
      // Not quite a legal start (y moved) but '-' at ply 0 is a set-up: d1 (Y) is stopped by d4.
      const d1 = moveTexts(s).filter((m) => m.startsWith('d1'));
      expect(sorted(d1)).to.deep.equal(sorted(['d1-d2', 'd1-d3', 'd1-c2', 'd1-b3', 'd1-a4', 'd1-e2', 'd1-f3', 'd1-g4', 'd1-h5']));
    });
    it('§3.1 max move by rank: Sumo 5, Double 3, Triple 1', () => {
      // Marathon: Black's Y+++ (worth 7) and Gold's r++ (worth 3) after five rounds.
      const triple = pos('obupy1gn/8/8/8/8/5r++2/8/NGRY+++PUBO black Y 7-3 6 6', 'marathon');
      expect(sorted(moveTexts(triple))).to.deep.equal(sorted(['d1-c2', 'd1-d2', 'd1-e2']));
      const double = pos('obupyrgn/8/8/8/8/8/8/NGRYPUBO++ black O 3-0 3 6', 'long');
      expect(moveTexts(double).length).to.equal(6); // h2..h4 and g2..e4
      const sumo = pos('obupyrgn/8/8/8/8/8/8/NGRYPUBO+ black O 1-0 2 6', 'standard');
      expect(moveTexts(sumo).length).to.equal(10); // h2..h6 and g2..c6
    });
    it('§3.2 colour rule: the opponent moves the tower of the landing square\'s colour', () => {
      const s = playAll(kamisado.setup(), 'c1-c5'); // c5 is blue
      expect(duty(s)).to.deep.equal({ kind: 'tower', cell: cell('b8'), colour: COLOUR_LETTERS.indexOf('B') });
    });
    it('§3.3 a blocked tower passes automatically and the opponent moves the colour under it', () => {
      // Gold's o on a2 is boxed in by N a1 and G b1. d1-d5 lands on orange, so Gold passes (a2-a2) and
      // Black must move purple (a2 is purple).
      const s = pos('1bupyrgn/8/8/8/8/8/o7/NGRYPUBO black - 0-0 1 0');
      const t = playAll(s, 'd1-d5');
      expect(lastPasses(t)).to.deep.equal(['a2-a2']);
      expect(kamisado.formatPosition(t)).to.equal('1bupyrgn/8/8/3Y4/8/8/o7/NGR1PUBO black U 0-0 1 2');
    });
    it('§3.3 a position whose tower to move is blocked is rejected', () => {
      expect(errorCode(() => pos('1bupyrgn/8/8/3Y4/8/8/o7/NGR1PUBO gold O 0-0 1 1'))).to.equal('bad-position');
    });
    it('§3.4 deadlock: the player who made the last real move loses; the winner\'s deadlock tower is promoted', () => {
      const s = playAll(kamisado.setup({ variant: 'standard' }), 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2');
      expect(roundResults(s)[0]).to.include({ winner: 'black', reason: 'deadlock', tower: 'G+', cell: cell('a7') });
      expect(kamisado.turn(s)).to.equal('black');
    });
    it('§3.5 a move onto the goal row wins the round at once', () => {
      const s = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2'), 'c1-c8');
      expect(kamisado.outcome(s)).to.deep.equal({ winner: 'black', reason: 'goal' });
      expect(kamisado.formatPosition(s)).to.equal('obR+pyrgn/8/8/8/8/7u/8/NG1YPUBO black # 1-0 1 3');
    });
  });

  describe('§4 sumo push', () => {
    it('a Sumo cannot push its own tower', () => {
      const s = pos('rupobygn/8/8/8/8/8/6P1/NY1UBRG+O black G 1-0 2 5', 'standard');
      expect(moveTexts(s).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a Sumo cannot push a tower of equal rank', () => {
      const s = pos('1upobygn/8/8/8/8/8/6r+1/NYPUBRG+O black G 1-1 3 5', 'standard');
      expect(moveTexts(s).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a Sumo pushes one tower only: a run of two blocks the push', () => {
      const s = pos('1u1obygn/8/8/8/8/6p1/6r1/NYPUBRG+O black G 1-0 2 5', 'standard');
      expect(moveTexts(s).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a tower on its own home row can never be pushed (the square past it is off the board)', () => {
      const s = pos('rupoy1gn/6G+1/8/8/8/2b5/8/NYPUBR1O black G 1-0 2 5', 'standard');
      expect(moveTexts(s)).to.deep.equal(['g7-f8']);
    });
    it('no push when the square past the run is occupied', () => {
      const s = pos('1upobygn/8/8/8/8/6O1/6r1/NYPUBRG+1 black G 1-0 2 5', 'standard');
      expect(moveTexts(s).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a Triple pushes three lower towers; the rearmost pushed tower\'s square names the pusher\'s next tower', () => {
      const s = pos('o1u1y1gn/8/8/3r4/3p4/3b4/3Y+++4/NGR1PUBO black Y 7-0 4 6', 'marathon');
      expect(sorted(moveTexts(s))).to.deep.equal(sorted(['d2-c3', 'd2-e3', 'd2>d3']));
      const t = playAll(s, 'd2>d3');
      expect(kamisado.formatPosition(t)).to.equal('o1u1y1gn/8/3r4/3p4/3b4/3Y+++4/8/NGR1PUBO black R 7-0 4 7');
      const four = pos('o1u1y1gn/8/3g4/3r4/3p4/3b4/3Y+++4/NGR1PUBO black Y 7-0 4 6'.replace('o1u1y1gn', 'o1u1y2n'), 'marathon');
      expect(moveTexts(four).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a push never wins the round and a push is only one of the tower\'s options', () => {
      const s = pos('1upoby1n/8/8/8/2g5/7O/6r1/NYPUBRG+1 black G 1-0 2 3', 'standard');
      const t = playAll(s, 'g1>g2');
      expect(kamisado.outcome(t)).to.equal(null);
      expect(moveTexts(s).length).to.equal(7);
    });
  });

  describe('§5 match play', () => {
    it('targets are 1, 3, 7, 15 and 7 (non-stop)', () => {
      const t = kamisado.variants.map((v) => matchScore(kamisado.setup({ variant: v })).target);
      expect(t).to.deep.equal([1, 3, 7, 15, 7]);
      expect(kamisado.defaultVariant).to.equal('single');
    });
    it('promoting a Triple always ends the match (Quadruple, +8)', () => {
      const w = playAll(pos('ob1pyrgn/2R+++5/8/8/8/8/2u5/NG1YPUBO black R 7-0 4 4', 'marathon'), 'c7-c8');
      expect(kamisado.formatPosition(w)).to.equal('obR++++pyrgn/8/8/8/8/8/2u5/NG1YPUBO black # 15-0 4 5');
      expect(roundResults(w)[0]).to.include({ points: 8, final: true });
    });
    it('the Defender chooses FL/FR; the loser moves first in the next round', () => {
      const s = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2', 'standard'), 'c1-c8');
      expect(moveTexts(s)).to.deep.equal(['FL', 'FR']);
      expect(kamisado.turn(s)).to.equal('black');
      const t = playAll(s, 'FR');
      expect(kamisado.turn(t)).to.equal('gold');
      expect(duty(t)).to.deep.equal({ kind: 'free' });
      expect(matchScore(t)).to.deep.equal({ black: 1, gold: 0, target: 3, round: 2, ply: 0 });
    });
  });

  describe('§6 regroup order', () => {
    it('Black scans rank 1 upwards from its left (FL) / right (FR); Gold from rank 8 down, from its own left/right', () => {
      // Round won by Black's R reaching c8; Gold's u stands on h3.
      const s = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2', 'standard'), 'c1-c8');
      expect(kamisado.formatPosition(playAll(s, 'FL')).split(' ')[0]).to.equal('uobpyrgn/8/8/8/8/8/8/NGYPUBOR+');
      expect(kamisado.formatPosition(playAll(s, 'FR')).split(' ')[0]).to.equal('obpyrgnu/8/8/8/8/8/8/R+NGYPUBO');
    });
  });

  describe('§7 non-stop', () => {
    it('a Sumo pushes only an enemy Dragon', () => {
      const dragon = pos('obupyr1n/8/8/8/8/6g1/8/NGRYPUBO+ black O 1-0 1 6'.replace('6g1/8/NGRYPUBO+', '8/7g/NGRYPUBO+'), 'non-stop');
      expect(moveTexts(dragon)).to.include('h1>h2');
      const sumo = pos('obupyr1n/8/8/8/8/8/7g+/NGRYPUBO+ black O 1-1 1 6', 'non-stop');
      expect(moveTexts(sumo).some((m) => m.includes('>'))).to.equal(false);
      const own = pos('obupyrgn/8/8/8/8/8/7N/1GRYPUBO+ black O 1-0 1 6', 'non-stop');
      expect(moveTexts(own).some((m) => m.includes('>'))).to.equal(false);
    });
    it('a Double pushes a line of one or two Dragons/Sumos of either side; an own-only push passes the turn', () => {
      const s = pos('obupyrgn/8/8/8/8/7N/7P/1GRY1UBO++ black O 3-0 1 6', 'non-stop');
      expect(moveTexts(s)).to.include('h1>h2');
      const t = playAll(s, 'h1>h2');
      // Only Black's pieces moved: Gold moves the colour of h2 (red).
      expect(kamisado.formatPosition(t)).to.equal('obupyrgn/8/8/8/7N/7P/7O++/1GRY1UB1 gold R 3-0 1 7');
    });
    it('a push with an enemy piece forfeits the opponent\'s turn', () => {
      const s = pos('obupyr1n/8/8/8/8/8/7g/NGRYPUBO+ black O 1-0 1 6', 'non-stop');
      const t = playAll(s, 'h1>h2');
      expect(kamisado.turn(t)).to.equal('black');
      expect(kamisado.formatPosition(t).split(' ').slice(1, 3)).to.deep.equal(['black', 'G']); // h3 is green
    });
    it('a Triple pushes diagonally one piece of rank up to Double, with an empty square beyond', () => {
      const s = pos('obupyr1n/8/8/5g2/4O+++3/8/8/NGRYPUB1 black O 3-0 1 20', 'non-stop');
      expect(sorted(moveTexts(s))).to.deep.equal(sorted(['e4-d5', 'e4-e5', 'e4>f5']));
      const t = playAll(s, 'e4>f5');
      expect(kamisado.formatPosition(t)).to.equal('obupyr1n/8/6g1/5O+++2/8/8/8/NGRYPUB1 black Y 3-0 1 21');
    });
    it('the point that wins the game has no re-entry: the tower stays on the goal row', () => {
      const s = pos('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 6-0 1 4', 'non-stop');
      expect(moveTexts(s).filter((m) => m.startsWith('c1-c8'))).to.deep.equal(['c1-c8']);
      const t = playAll(s, 'c1-c8');
      expect(kamisado.formatPosition(t)).to.equal('obR+pyr1n/1u6/8/6g1/8/7O/N7/1G1YPUB1 black # 7-0 1 5');
      expect(kamisado.outcome(t)).to.deep.equal({ winner: 'black', reason: 'goal' });
    });
    it('a Triple stays a Triple when it scores', () => {
      const s = pos('ob1pyr1n/1uR+++5/8/6g1/8/7O/N7/1G1YPUB1 black R 3-0 1 4', 'non-stop');
      const t = playAll(s, 'c7-c8@c1');
      expect(kamisado.pieces(t)[cell('c1')]).to.deep.equal({ side: 'black', kind: 'R+++' });
      expect(t.score).to.deep.equal([4, 0]);
    });
    it('a deadlock ends the non-stop game and the causer loses', () => {
      const s = playAll(kamisado.setup({ variant: 'non-stop' }), 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2');
      expect(kamisado.outcome(s)).to.deep.equal({ winner: 'black', reason: 'deadlock' });
      expect(kamisado.formatPosition(s)).to.equal('ob2y1gn/G6O/3p4/8/8/4R2u/4r3/N2YPUB1 black # 0-0 1 10');
    });
  });

  describe('§8 termination safeguards', () => {
    it('the move cap ends the round at 300 plies as a deadlock caused by the last mover', () => {
      const s = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 299'), 'c1-c2');
      // c2 is yellow: Gold's Y is the deadlock tower.
      expect(kamisado.outcome(s)).to.deep.equal({ winner: 'gold', reason: 'move-cap' });
      expect(kamisado.formatPosition(s)).to.equal('ob1py+rgn/8/8/8/8/7u/2R5/NG1YPUBO gold # 0-1 1 300');
      const ns = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 999', 'non-stop'), 'c1-c2');
      expect(kamisado.outcome(ns)).to.deep.equal({ winner: 'gold', reason: 'move-cap' });
      const before = playAll(pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 298'), 'c1-c2');
      expect(kamisado.outcome(before)).to.equal(null);
    });
    it('a third occurrence of a position in the round ends it like a deadlock (repetition)', () => {
      // Towers only ever advance except when pushed by a higher rank, so real play cannot repeat a
      // position; the check is exercised by giving the state a history holding the next position twice.
      const s = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2', 'standard');
      const m = kamisado.parseMove(s, 'c1-c2');
      const next = kamisado.play(s, m);
      const node = next.rep!;
      const twice = { k1: node.k1, k2: node.k2, prev: { k1: node.k1, k2: node.k2, prev: s.rep } };
      const once = { k1: node.k1, k2: node.k2, prev: s.rep };
      const seeded = (r: NonNullable<KamisadoState['rep']>): KamisadoState => ({ ...s, rep: r, scan: r });
      expect(kamisado.outcome(kamisado.play(seeded(once), m))).to.equal(null);
      const t = kamisado.play(seeded(twice), m);
      expect(roundResults(t)[0]).to.include({ winner: 'gold', reason: 'repetition', tower: 'Y+' });
      expect(kamisado.formatPosition(t).split(' ').slice(1)).to.deep.equal(['gold', 'F', '0-1', '1', '3']);
    });
  });
});
