import { expect } from 'chai';
import { kcheckersSquares, moveOfAnswer } from '../../bench/outside/kcheckers.js';
import { mulberry32 } from '../../src/core/random.js';
import { draughts, type DraughtsState } from '../../src/games/draughts/index.js';

const russian = (position?: string): DraughtsState => draughts.setup({ variant: 'russian', ...(position ? { position } : {}) });
const START = 'MMMMMMMMMMMM........mmmmmmmmmmmm';

describe('bench/outside/kcheckers: KCheckers’ boards and the kit’s moves', () => {
  it('the side to move is always at the top of KCheckers’ board (M, K), White’s board turned round', () => {
    expect(kcheckersSquares(russian())).to.equal(START);
    expect(kcheckersSquares(russian('B:W21-32:B1-12'))).to.equal(START);
    // KCheckers' square 0 is b8 and 31 is g1; with White to move they swap.
    const white = kcheckersSquares(russian('W:WKg1,c3:Bb8,Kh8'));
    expect(white[0]).to.equal('K');
    expect(white[31]).to.equal('m');
    expect(white[28]).to.equal('k');
    expect(white.replace(/\./g, '')).to.have.length(4);
    const black = kcheckersSquares(russian('B:WKg1,c3:Bb8,Kh8'));
    expect([black[0], black[3], black[31]]).to.deep.equal(['M', 'K', 'k']);
  });

  it('KCheckers’ answer is the legal move leading to its board, for either side', () => {
    const answer = 'MMMMMMMMM.MM..M.....mmmmmmmmmmmm';
    expect(draughts.formatMove(russian(), moveOfAnswer(russian(), answer))).to.equal('e3-d4');
    const black = russian('B:W21-32:B1-12');
    expect(draughts.formatMove(black, moveOfAnswer(black, answer))).to.equal('d6-e5');
  });

  it('every legal move of random games, captures and promotions too, reads back from its board', () => {
    const rnd = mulberry32(7);
    let captures = 0;
    let promotions = 0;
    for (let g = 0; g < 8; g++) {
      let s = russian();
      for (let ply = 0; ply < 120 && !draughts.outcome(s); ply++) {
        const moves = draughts.moves(s);
        for (const m of moves) {
          const after = draughts.play(s, m);
          const read = moveOfAnswer(s, kcheckersSquares(after, s.side));
          expect(draughts.formatPosition(draughts.play(s, read))).to.equal(draughts.formatPosition(after));
          if (m.captured.length > 0) captures++;
          if (m.promotes) promotions++;
        }
        s = draughts.play(s, moves[rnd() % moves.length]);
      }
    }
    expect(captures).to.be.greaterThan(50);
    expect(promotions).to.be.greaterThan(5);
  });

  it('a board no legal move leads to, and a variant KCheckers does not play, are clear errors', () => {
    expect(() => moveOfAnswer(russian(), START)).to.throw(/no legal move leads to/);
    expect(() => kcheckersSquares(draughts.setup({ variant: 'international' }))).to.throw(/Russian draughts/);
  });
});
