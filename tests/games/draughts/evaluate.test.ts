import { expect } from 'chai';
import { WIN_SCORE } from '../../../src/core/game.js';
import { drawScale, EVAL, evaluate, packSquares, unpackSquares, type EvalPosition, type EvalWeights } from '../../../src/games/draughts/evaluate.js';
import { EG } from '../../../src/games/draughts/draws.js';
import { BLACK, KING, WHITE, geometry } from '../../../src/games/draughts/rules.js';
import type { DraughtsState } from '../../../src/games/draughts/state.js';
import type { DraughtsVariant } from '../../../src/games/draughts/rules.js';
import { at, d, quietWalk } from './helpers.js';

describe('draughts evaluation and AI hooks', () => {
  it('is symmetric: the initial position is level apart from the tempo bonus, mirrors score alike', () => {
    for (const v of d.variants) expect(Math.abs(d.evaluate(at(v)))).to.be.lessThan(20);
    // Square n of White mirrors to square N+1-n of Black, with the other side to move.
    const pairs: [string, string, string][] = [
      ['international', 'W:W31-50:B1-19', 'B:W32-50:B1-20'],
      ['international', 'W:WK28,33,40:B12,K19', 'B:WK32,39:B11,18,K23'],
      ['russian', 'W:W21-32:B1-11', 'B:W22-32:B1-12'],
      ['brazilian', 'W:WK14,22:B9', 'B:W24:BK19,11'],
    ];
    for (const [v, a, b] of pairs) expect(d.evaluate(at(v, a)), `${v} ${a}`).to.equal(d.evaluate(at(v, b)));
  });
  it('counts material from the side to move, a king worth about three men while the opponent has none', () => {
    const up = d.evaluate(at('international', 'W:W31-50:B1-19'));
    expect(up).to.be.greaterThan(60);
    expect(d.evaluate(at('international', 'B:W31-50:B1-19'))).to.be.lessThan(-60);
    // A king on 31 takes the men on 36 and 37 a step each and has two of its own: the mobility stays.
    const w = EVAL.international;
    const king = d.evaluate(at('international', 'W:WK31,32-50:B6-25')) - d.evaluate(at('international', 'W:W32-50:B6-25'));
    expect(king).to.equal(w.king + w.kingUnopposed);
    expect(king).to.be.within(200, 400);
    // Against a king, a king is worth its `king` alone: the first one's `kingUnopposed` is the opponent's too.
    const opposed = d.evaluate(at('international', 'W:WK31,K32,33-50:BK6,7-25')) - d.evaluate(at('international', 'W:WK32,33-50:BK6,7-25'));
    expect(opposed).to.equal(w.king);
    expect(w.kingUnopposed).to.be.greaterThan(50);
    for (const v of d.variants) {
      for (const s of [at(v), at(v, 'W:WK1:B40'.replace('40', v === 'international' ? '40' : '25'))]) {
        expect(Math.abs(d.evaluate(s))).to.be.lessThan(WIN_SCORE / 2);
      }
    }
  });
  it('scales lone-king endings and high draw counters toward a draw', () => {
    const lone = d.evaluate(at('international', 'W:WK46,K50:BK4'));
    expect(lone).to.be.within(0, 100);
    const start = at('international', 'W:WK46,36,37:BK4,15');
    const states = quietWalk(start, 44, { kingsOnly: true });
    expect(d.evaluate(start)).to.be.greaterThan(50);
    expect(Math.abs(d.evaluate(states[44]))).to.be.lessThan(d.evaluate(start) / 2);
  });
  it('isNoisy marks captures and promotions; moveOrderHint puts long captures first', () => {
    const s = at('russian', 'W:WKa1:Bc3,f4,f2,b4');
    const [a, b] = [d.parseMove(s, 'a1:e1'), d.parseMove(s, 'a1:g1')];
    expect(d.isNoisy(s, a)).to.equal(true);
    expect(d.moveOrderHint!(s, a)).to.be.greaterThan(d.moveOrderHint!(s, b));
    const q = at('international');
    expect(d.moves(q).some((m) => d.isNoisy(q, m))).to.equal(false);
    const p = at('international', 'W:W7,46:B45');
    expect(d.isNoisy(p, d.parseMove(p, '7-1'))).to.equal(true);
    expect(d.moveOrderHint!(p, d.parseMove(p, '7-1'))).to.be.greaterThan(d.moveOrderHint!(p, d.parseMove(p, '46-41')));
  });
  it('packs values by square into a character each and back, and refuses what a character cannot hold', () => {
    const values = [-32, -2, 0, 2, 88, 156];
    expect(packSquares(values)).to.have.length(values.length);
    expect(unpackSquares(packSquares(values))).to.deep.equal(values);
    expect(() => packSquares([3])).to.throw(RangeError, /only if even and within −32…156; got 3/);
    expect(() => packSquares([158])).to.throw(RangeError, /got 158/);
    expect(() => packSquares([-34])).to.throw(RangeError, /got -34/);
    // International's: one a square, and the variants without them have none.
    expect(EVAL.international.squares).to.have.length(geometry('international').squares);
    expect(EVAL.russian.squares).to.equal(undefined);
  });
  it('pays a runaway man by its rows to go, when its way is clear, and the side to move a row sooner', () => {
    const none: EvalWeights = { ...EVAL.international, positional: 100, runaway1: 0, runaway2: 0, runaway3: 0 };
    const runs: EvalWeights = { ...none, runaway1: 120, runaway2: 60, runaway3: 20 };
    const pay = (fen: string): number => evaluate(at('international', fen), runs) - evaluate(at('international', fen), none);
    // One row away (7 steps to 1 or 2): held only when both squares ahead hold Black's pieces.
    expect(pay('B:W7:B26')).to.equal(-120);
    expect(pay('B:W7:B1,26')).to.equal(-120);
    expect(pay('B:W7:B1,2,26')).to.equal(0);
    // Two rows away (13 to 8 or 9, then the promotion row): paid as one row away when White is to move.
    expect(pay('B:W13:B26')).to.equal(-60);
    expect(pay('W:W13:B26')).to.equal(120);
    // Black on 3 takes a man that steps to 8 or to 9; on 2, one that steps to 8 (over it to 13, just left).
    expect(pay('B:W13:B3,26')).to.equal(0);
    expect(pay('B:W13:B2,26')).to.equal(-60);
    expect(pay('B:W13:B2,14,26')).to.equal(0);
    // Three rows away (18), and Black's man three rows from its promotion row (33), by the mirror.
    expect(pay('B:W18:B26')).to.equal(-20);
    expect(pay('W:W18:B33')).to.equal(60 - 20);
    // Four rows away is no runaway; nor a king.
    expect(pay('B:W23:B26')).to.equal(0);
    expect(pay('B:WK13:B26')).to.equal(0);
  });
  it('weighs the positional terms by their percentage, rounded to whole centi-men, and leaves material whole', () => {
    const w: EvalWeights = { ...EVAL.international, runaway1: 0, runaway2: 0, runaway3: 0, positional: 100 };
    const some: EvalWeights = { ...w, positional: 30 };
    const none: EvalWeights = { ...w, positional: 0 };
    const fen = 'W:WK46,12,13,31-40:B1-5,21-24';
    expect(evaluate(at('international', fen), none)).to.equal(w.man * (12 - 9) + w.king + w.kingUnopposed);
    const full = evaluate(at('international', fen), w) - evaluate(at('international', fen), none);
    expect(full % 10).to.not.equal(0); // so that 30% of it is not whole
    expect(evaluate(at('international', fen), some) - evaluate(at('international', fen), none)).to.equal(Math.round((full * 30) / 100));
  });
  it('adds up its terms as written, piece by piece, in every variant and for any weights (the summed tables agree)', () => {
    // Positions of seeded random games (kings and endings included), scored by the terms spelled out.
    const odd: EvalWeights = { ...EVAL.russian, man: 91, kingUnopposed: 37, advance: 5, advanceEndgame: 11, backRow: 7, centre: 9, mobility: 3, balance: 4, tempo: 2 };
    let seed = 7;
    const rand = (n: number): number => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8) % n;
    let checked = 0;
    for (const v of d.variants) {
      // Values by square that no symmetry could hide: a mirror mistake would show.
      const bySquare: EvalWeights = { ...odd, squares: Array.from({ length: geometry(v as DraughtsVariant).squares }, () => rand(41) - 20) };
      const runs: EvalWeights = { ...bySquare, positional: 37, runaway1: 90, runaway2: 50, runaway3: 15 };
      for (let game = 0; game < 12; game++) {
        let s = at(v);
        for (let ply = 0; ply < 160 && !d.outcome(s); ply++) {
          for (const w of [EVAL[v as DraughtsVariant], odd, bySquare, runs]) expect(evaluate(s, w), `${v} ${d.formatPosition(s)}`).to.equal(byTerms(s, w));
          checked++;
          const moves = d.moves(s);
          s = d.play(s, moves[rand(moves.length)]);
        }
      }
    }
    expect(checked).to.be.greaterThan(2000);
  });
});

/** The evaluation's terms one by one (src/games/draughts/evaluate.ts documents each weight). */
function byTerms(s: DraughtsState & EvalPosition, w: EvalWeights): number {
  const g = geometry(s.variant);
  const endgame = s.wm + s.wk + s.bm + s.bk <= w.endgamePieces;
  const [d0, d1, d2, d3] = g.dirs;
  let material = 0;
  let score = 0; // the positional terms
  let wingW = 0;
  let wingB = 0;
  for (let sq = 0; sq < g.squares; sq++) {
    const cell = g.sqCell[sq];
    const p = s.board[cell];
    if (p === 0) continue;
    const row = Math.floor(g.sqGrid[sq] / g.cols);
    const col = g.sqGrid[sq] % g.cols;
    const free = (dir: number): number => (s.board[cell + dir] === 0 ? w.mobility : 0);
    let x: number;
    if (p & KING) {
      material += p & BLACK ? -w.king : w.king;
      x = free(d0) + free(d1) + free(d2) + free(d3);
    } else {
      const white = (p & WHITE) !== 0;
      const advanced = white ? g.rows - 1 - row : row;
      const mid = (g.rows - 1) / 2;
      material += (white ? 1 : -1) * (w.man + runawayPay(s, w, row, col));
      x = (endgame ? w.advanceEndgame : w.advance) * advanced;
      if (advanced === 0 && (white ? s.bk : s.wk) === 0) x += w.backRow;
      x += white ? free(d0) + free(d1) : free(d2) + free(d3);
      if (Math.abs(row - mid) <= 1.5 && Math.abs(col - mid) <= 2.5) x += w.centre;
      x += w.squares?.[white ? sq : g.squares - 1 - sq] ?? 0;
      if (white) wingW += col < g.cols / 2 ? 1 : -1;
      else wingB += col < g.cols / 2 ? 1 : -1;
    }
    score += p & BLACK ? -x : x;
  }
  score -= w.balance * (Math.abs(wingW) - Math.abs(wingB));
  score = material + Math.round((score * w.positional) / 100);
  // The first king of a side whose opponent has none.
  if (s.wk > 0 && s.bk === 0) score += w.kingUnopposed;
  if (s.bk > 0 && s.wk === 0) score -= w.kingUnopposed;
  if (s.eg !== 0 && !(s.eg >> 2 === EG.ruKings && !s.egDiagonal)) score = Math.trunc(score / w.loneKingDivisor);
  // The draw counters' scaling is the evaluation's own (tested above); here the terms before it.
  const scaled = Math.round(score * drawScale(s));
  return (s.side === WHITE ? scaled : -scaled) + w.tempo;
}

/** A man's pay as a runaway, spelled out on rows and columns (evaluate.ts `runaways` documents the rule). */
function runawayPay(s: DraughtsState, w: EvalWeights, row: number, col: number): number {
  const g = geometry(s.variant);
  const piece = (r: number, c: number): number | null => (r < 0 || r >= g.rows || c < 0 || c >= g.cols ? null : s.board[g.sqCell[g.gridSq[r * g.cols + c]]]);
  const own = s.board[g.sqCell[g.gridSq[row * g.cols + col]]];
  const enemy = own === WHITE ? BLACK : WHITE;
  const ahead = own === WHITE ? -1 : 1;
  const toGo = own === WHITE ? row : g.rows - 1 - row;
  const pays = [0, w.runaway1, w.runaway2, w.runaway3];
  if (toGo < 1 || toGo > 3 || pays[toGo] === 0) return 0;
  if (toGo === 1) return [-1, 1].some((dc) => piece(row + ahead, col + dc) !== null && (piece(row + ahead, col + dc)! & enemy) === 0) ? pays[1] : 0;
  // Empty, with the man moved off its first square and now standing on (r, c).
  const emptyAt = (r: number, c: number, nowR: number, nowC: number): boolean =>
    (r === row && c === col) || (r === nowR && c === nowC) || piece(r, c) === 0;
  const takenOn = (r: number, c: number, nowR: number, nowC: number): boolean =>
    [-1, 1].some((dc) =>
      [[r - 1, c - dc, r + 1, c + dc], [r + 1, c + dc, r - 1, c - dc]].some(
        ([er, ec, lr, lc]) => piece(er, ec) !== null && (piece(er, ec)! & enemy) !== 0 && piece(lr, lc) !== null && emptyAt(lr, lc, nowR, nowC),
      ),
    );
  const reaches = (r: number, c: number, left: number): boolean =>
    [-1, 1].some((dc) => {
      const nr = r + ahead;
      const nc = c + dc;
      if (piece(nr, nc) !== 0) return false;
      if (left === 1) return true;
      return !takenOn(nr, nc, r, c) && reaches(nr, nc, left - 1);
    });
  if (!reaches(row, col, toGo)) return 0;
  const toMove = s.side === own;
  return toMove ? pays[toGo - 1] : pays[toGo];
}
