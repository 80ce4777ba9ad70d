import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../../src/core/search-board.js';
import { mulberry32 } from '../../../src/core/random.js';
import type { DraughtsState } from '../../../src/games/draughts/index.js';
import { EVAL, evaluate, type EvalWeights } from '../../../src/games/draughts/evaluate.js';
import { geometry, type DraughtsVariant } from '../../../src/games/draughts/rules.js';
import { draughtsSearchBoard, draughtsSearchGame } from '../../../src/games/draughts/search-board.js';
import { at, d, playAll } from './helpers.js';

/** What the board says about its position, next to what the pure functions say about `s`. */
function expectAgrees(board: SearchBoard, s: DraughtsState, where: string, weights = EVAL[s.variant]): void {
  const end = d.outcome(s);
  const want = end === null ? GOES_ON : end.winner === null ? DRAWN : d.sides.indexOf(end.winner);
  expect(board.outcome(), `${where}: outcome`).to.equal(want);
  expect(board.turn(), `${where}: turn`).to.equal(d.sides.indexOf(d.turn(s)));
  expect(board.hash(), `${where}: hash`).to.equal(d.hash(s));
  // The check word made move by move, as a board loaded at the position makes it from scratch.
  const loaded = draughtsSearchBoard(s);
  expect(board.hashCheck!(), `${where}: check word`).to.equal(loaded.hashCheck());
  loaded.release();
  expect(board.evaluate(), `${where}: evaluate`).to.equal(evaluate(s, weights));
  const moves = d.moves(s);
  // The capture search's list first (it replaces the full one), then the full list the caller walks on.
  const noisy = moves.filter((m) => d.isNoisy(s, m));
  if (end === null) {
    expect(board.generateNoisy!(), `${where}: noisy moves`).to.equal(noisy.length);
    noisy.forEach((m, i) => expect(board.moveKey(i), `${where}: noisy ${i}`).to.equal(d.moveKey!(s, m)));
    expect(board.mayStandPat!(), `${where}: stand pat`).to.equal(noisy.length < moves.length);
  }
  expect(board.generate(), `${where}: moves`).to.equal(moves.length);
  moves.forEach((m, i) => {
    expect(board.isNoisy(i), `${where}: isNoisy ${i}`).to.equal(d.isNoisy(s, m));
    expect(board.orderHint(i), `${where}: hint ${i}`).to.equal(d.moveOrderHint!(s, m));
    expect(board.moveKey(i), `${where}: key ${i}`).to.equal(d.moveKey!(s, m));
  });
}

/**
 * Plays a random line on the board and on states side by side, checking they agree after every
 * move and again on the way back (every `unmake` must restore the position exactly).
 */
function walk(start: DraughtsState, plies: number, seed: number, pick?: (s: DraughtsState) => number, weights = EVAL[start.variant]): number {
  const rnd = mulberry32(seed);
  const board = draughtsSearchBoard(start, weights);
  const line = [start];
  expectAgrees(board, start, 'root', weights);
  for (let p = 0; p < plies; p++) {
    const s = line[line.length - 1];
    const moves = d.moves(s);
    if (moves.length === 0) break;
    const i = pick ? pick(s) : rnd() % moves.length;
    board.make(i);
    line.push(d.play(s, moves[i]));
    expectAgrees(board, line[line.length - 1], `ply ${p + 1} (${d.formatMove(s, moves[i])})`, weights);
  }
  for (let p = line.length - 2; p >= 0; p--) {
    board.unmake();
    expectAgrees(board, line[p], `back at ply ${p}`, weights);
  }
  board.release();
  return line.length - 1;
}

describe('draughts search board (make and take back, as the search plays)', () => {
  it('agrees with the pure functions over random games of every variant, there and back', () => {
    let plies = 0;
    for (const variant of d.variants) for (let g = 0; g < 12; g++) plies += walk(at(variant), 200, 100 * g + variant.length);
    expect(plies).to.be.greaterThan(2000);
  });

  it('weighs other weights, values by square and runaways included, move by move as the evaluation does from the board', () => {
    for (const variant of d.variants as DraughtsVariant[]) {
      const rnd = mulberry32(variant.length);
      const squares = Array.from({ length: geometry(variant).squares }, () => (rnd() % 41) - 20);
      const weights: EvalWeights = { ...EVAL[variant], centre: 5, advance: 2, squares, positional: 40, runaway1: 90, runaway2: 50, runaway3: 15 };
      for (let g = 0; g < 4; g++) walk(at(variant), 200, 7 * g + 1, undefined, weights);
    }
  });

  it('agrees in king endings, where the draw counters and the evaluation scale run', () => {
    const endings: [string, string][] = [
      ['international', 'W:WK46,36:BK4,15'],
      ['international', 'W:WK46,K37,28:BK4'],
      ['russian', 'W:WKa1,Kc3,e3:BKh8'],
      ['russian', 'W:WKa1,Kc3:BKh8,Kf8,b6'],
      ['brazilian', 'B:WKa1,c3:BKh8,f6'],
    ];
    for (const [variant, fen] of endings) for (let g = 0; g < 6; g++) walk(at(variant, fen), 120, g);
  });

  it('counts repetitions across the root: a line that repeats a position from before the search is drawn', () => {
    // The start position came twice before the search's root, in the middle of a king cycle; the
    // cycle's end brings it a third time.
    const cycle = ['46-41', '4-9', '41-46', '9-4'];
    const root = playAll(at('international', 'W:WK46,36:BK4,15'), [...cycle, ...cycle.slice(0, 2)]);
    const texts = cycle.slice(2);
    const board = draughtsSearchBoard(root);
    let s = root;
    for (const t of texts) {
      const i = d.moves(s).findIndex((m) => d.formatMove(s, m) === t);
      board.generate();
      board.make(i);
      s = d.play(s, d.moves(s)[i]);
      expectAgrees(board, s, t);
    }
    expect(board.outcome()).to.equal(DRAWN);
    expect(d.outcome(s)?.reason).to.equal('repetition');
  });

  it('searches to the same move, score, depth, node count and line as the search over the pure functions', () => {
    const rnd = mulberry32(5);
    let compared = 0;
    for (const variant of d.variants) {
      for (let g = 0; g < 5; g++) {
        let s = at(variant);
        for (let p = 0; p < 8 + 14 * g && !d.outcome(s); p++) {
          const ms = d.moves(s);
          s = d.play(s, ms[rnd() % ms.length]);
        }
        if (d.outcome(s)) continue;
        // The registry's game has no search board: the search runs on its pure functions.
        const a = searchBest(draughtsSearchGame, s, { maxNodes: 20_000, seed: g });
        const b = searchBest(d, s, { maxNodes: 20_000, seed: g });
        expect({ ...a, timeMs: 0 }, d.formatPosition(s)).to.deep.equal({ ...b, timeMs: 0 });
        compared++;
      }
    }
    expect(compared).to.be.greaterThan(10);
  });
});
