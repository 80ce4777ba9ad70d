import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { materialOf, type Material } from '../../../src/games/draughts/endgame/indexing.js';
import { DRAW, INVALID } from '../../../src/games/draughts/endgame/entry.js';
import { TableProbe, buildTables, materialName, tablesOf, type EndgameTables } from '../../../src/games/draughts/endgame/tables.js';
import { BLACK, BK, BM, WHITE, WK, WM, emptyBoard, geometry, type DraughtsVariant } from '../../../src/games/draughts/rules.js';
import { legalMoves, playMove, stateFromBoard, type DraughtsState } from '../../../src/games/draughts/state.js';
import { at } from './helpers.js';

const built = new Map<string, EndgameTables>();
/** Russian and Brazilian: 3 pieces of any kind and 4 kings; international: 3 pieces and 4 kings (its 4 kings take a few seconds). */
function tables(variant: DraughtsVariant): TableProbe {
  let t = built.get(variant);
  if (!t) {
    t = buildTables(variant, { pieces: 4, menPieces: 3 });
    built.set(variant, t);
  }
  return new TableProbe(t);
}

/** What the tables say of a position: 'draw', or 'win'/'loss' for the side to move with the distance in plies. */
function verdict(p: TableProbe, s: DraughtsState): string {
  const v = p.probe(s.board, s.side);
  if (v === INVALID) return 'not covered';
  if (v === DRAW) return 'draw';
  return `${(v - 1) % 2 === 1 ? 'win' : 'loss'} ${v - 1}`;
}

/** A random position of material `m` (the side to move White or Black at random), or null where the pieces cannot stand. */
function randomPosition(variant: DraughtsVariant, m: Material, rnd: () => number): DraughtsState | null {
  const g = geometry(variant);
  const half = g.cols / 2;
  const b = emptyBoard(g);
  const side = rnd() % 2 === 0 ? WHITE : BLACK;
  const other = 3 - side;
  const kinds: number[] = [];
  for (let i = 0; i < m.ownKings; i++) kinds.push(side === WHITE ? WK : BK);
  for (let i = 0; i < m.ownMen; i++) kinds.push(side === WHITE ? WM : BM);
  for (let i = 0; i < m.otherKings; i++) kinds.push(other === WHITE ? WK : BK);
  for (let i = 0; i < m.otherMen; i++) kinds.push(other === WHITE ? WM : BM);
  for (const v of kinds) {
    const sq = rnd() % g.squares;
    if (b[g.sqCell[sq]] !== 0) return null;
    // Men never stand on their own promotion row.
    if (v === WM && sq < half) return null;
    if (v === BM && sq >= g.squares - half) return null;
    b[g.sqCell[sq]] = v;
  }
  return stateFromBoard(variant, b, side);
}

/** The entry of a position after a move: a side with no piece left has lost. */
function entryAfter(p: TableProbe, s: DraughtsState): number {
  const mine = s.side === WHITE ? s.wm + s.wk : s.bm + s.bk;
  return mine === 0 ? 1 : p.probe(s.board, s.side);
}

/**
 * Retrograde consistency, checked with the rules' public moves (not the solver's machinery): a win in
 * d has a move to a loss in d − 1 and none to a shorter loss; a loss in d has only moves to wins, the
 * longest in d − 1; a draw has no move to a loss and one to a draw.
 */
function checkConsistent(p: TableProbe, s: DraughtsState): void {
  const v = p.probe(s.board, s.side);
  expect(v, 'covered').to.not.equal(INVALID);
  const children = legalMoves(s).map((mv) => entryAfter(p, playMove(s, mv)));
  const losses = children.filter((c) => c !== DRAW && (c - 1) % 2 === 0).map((c) => c - 1);
  const wins = children.filter((c) => c !== DRAW && (c - 1) % 2 === 1).map((c) => c - 1);
  const draws = children.filter((c) => c === DRAW).length;
  const where = `${verdict(p, s)} at ${s.side === WHITE ? 'W' : 'B'} ${JSON.stringify(children)}`;
  if (v === DRAW) {
    expect(losses, where).to.have.length(0);
    expect(draws, where).to.be.above(0);
  } else if ((v - 1) % 2 === 1) {
    expect(Math.min(...losses) + 1, where).to.equal(v - 1);
  } else {
    expect(losses.length + draws, where).to.equal(0);
    expect(children.length ? Math.max(...wins) + 1 : 0, where).to.equal(v - 1);
  }
}

describe('draughts endgame tables (retrograde solver)', function () {
  this.timeout(300_000);

  for (const variant of ['russian', 'brazilian', 'international'] as const) {
    it(`${variant}: every table entry agrees with the moves of the rules (sampled)`, () => {
      const p = tables(variant);
      const rnd = mulberry32(18);
      for (const table of tablesOf(p.tables.scope)) {
        for (const m of table) {
          let checked = 0;
          for (let tries = 0; checked < 150 && tries < 5000; tries++) {
            const s = randomPosition(variant, m, rnd);
            if (!s) continue;
            checkConsistent(p, s);
            checked++;
          }
          expect(checked, materialName(m)).to.equal(150);
        }
      }
    });

    it(`${variant}: king against king is a draw unless a king is taken within three plies`, () => {
      const values = tables(variant).tables.values.get(5 * 25 + 5)!; // K-K
      for (const v of values) if (v !== DRAW && v !== INVALID) expect(v - 1).to.be.at.most(3);
      expect(values.filter((v) => v === DRAW).length).to.be.above(values.length / 2);
      // A king that can take the other at once wins in one ply; two kings in the open draw.
      const intl = variant === 'international';
      expect(verdict(tables(variant), at(variant, intl ? 'W:WK46:BK23' : 'W:WKa1:BKc3'))).to.equal('win 1');
      expect(verdict(tables(variant), at(variant, intl ? 'W:WK47:BK4' : 'W:WKd2:BKe7'))).to.equal('draw');
    });
  }

  it('russian: three kings against a king win when the lone king is off the long diagonal and they hold it', () => {
    const p = tables('russian');
    const g = geometry('russian');
    const onLong = (sq: number): boolean => Math.floor(g.sqGrid[sq] / 8) + (g.sqGrid[sq] % 8) === 7;
    const rnd = mulberry32(3);
    let wins = 0;
    for (let tries = 0; wins < 300; tries++) {
      const s = randomPosition('russian', materialOf(15 * 25 + 5), rnd);
      if (!s || s.side !== WHITE) continue;
      const squares = (colour: number): number[] => [...Array(g.squares).keys()].filter((sq) => (s.board[g.sqCell[sq]] & colour) !== 0);
      const [lone] = squares(BLACK);
      if (onLong(lone) || !squares(WHITE).some(onLong)) continue;
      // A king the lone king can take at once is not "holding": leave those out.
      if (legalMoves(stateFromBoard('russian', s.board, BLACK)).some((m) => m.captured.length > 0)) continue;
      const v = verdict(p, s);
      expect(v, `W:${squares(WHITE).map((q) => q + 1)} B:${lone + 1}`).to.match(/^win /);
      // Petrov's triangle wins within the 15 moves the rules allow (FMJD-64 art. 7.2): 29 plies.
      expect(Number(v.split(' ')[1])).to.be.at.most(29);
      wins++;
    }
  });

  it('russian: a lone king on the long diagonal draws against three kings off it', () => {
    const p = tables('russian');
    // Black's king on a1–h8, White's three kings off it and not en prise; either side to move.
    expect(verdict(p, at('russian', 'W:WKc1,Kh2,Ka3:BKd4'))).to.equal('draw');
    expect(verdict(p, at('russian', 'B:WKc1,Kh2,Ka3:BKd4'))).to.equal('draw');
    // Off the diagonal with White holding it: lost for Black, whoever moves.
    expect(verdict(p, at('russian', 'W:WKc1,Kh2,Kf6:BKb6'))).to.match(/^win /);
  });

  it('international: the coups of three kings against a king on the long diagonal (Hoyle, "Polish draughts")', () => {
    const p = tables('international');
    // White's king on 46 against kings on 13, 16, 27, White to move: it holds by staying below the
    // coup (41, 37, 28, 23); going to 5, 10 or 14 loses to a sacrifice of two kings.
    const s = at('international', 'W:WK46:BK13,K16,K27');
    expect(verdict(p, s)).to.equal('draw');
    for (const to of [41, 37, 28, 23]) expect(verdict(p, playMove(s, legalMoves(s).find((m) => m.to === to)!)), `46-${to}`).to.equal('draw');
    for (const to of [5, 10, 14]) expect(verdict(p, playMove(s, legalMoves(s).find((m) => m.to === to)!)), `46-${to}`).to.match(/^win /);
    // The first and second coups: kings on 46, 37, 27 (or 19, 27, 37) against a king on 11 win by giving two on 22.
    expect(verdict(p, at('international', 'W:WK46,K37,K27:BK11'))).to.match(/^win /);
    expect(verdict(p, at('international', 'W:WK19,K27,K37:BK11'))).to.match(/^win /);
  });
});
