import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../../src/core/search-board.js';
import { mulberry32 } from '../../../src/core/random.js';
import { spock, type SpockMove, type SpockState } from '../../../src/games/spock/index.js';
import { spockSearchBoard, spockSearchGame } from '../../../src/games/spock/search-board.js';

const g = spock;

/** The end reasons the checked lines met. */
const endsSeen = new Set<string>();

/** What the board says about its position, next to what the pure functions say about `s`. */
function expectAgrees(board: SearchBoard, s: SpockState, where: string): void {
  const end = g.outcome(s);
  if (end) endsSeen.add(end.reason);
  const want = end === null ? GOES_ON : end.winner === null ? DRAWN : g.sides.indexOf(end.winner);
  expect(board.outcome(), `${where}: outcome`).to.equal(want);
  expect(board.turn(), `${where}: turn`).to.equal(g.sides.indexOf(g.turn(s)));
  expect(board.hash(), `${where}: hash`).to.equal(g.hash(s));
  // The check word kept with the packed board, as a board loaded at the position makes it.
  const loaded = spockSearchBoard(s);
  expect(board.hashCheck!(), `${where}: check word`).to.equal(loaded.hashCheck());
  loaded.release();
  expect(board.evaluate(), `${where}: evaluate`).to.equal(g.evaluate(s));
  const moves = g.moves(s);
  expect(board.generate(), `${where}: moves`).to.equal(moves.length);
  moves.forEach((m, i) => {
    expect(board.isNoisy(i), `${where}: isNoisy ${i}`).to.equal(g.isNoisy(s, m));
    expect(board.orderHint(i), `${where}: hint ${i}`).to.equal(g.moveOrderHint!(s, m));
    // A move is its own key, so equal keys mean equal lists.
    expect(board.moveKey(i), `${where}: key ${i}`).to.equal(m);
    expect(m).to.be.below(board.moveKeySpace);
  });
  // The capture search's list: the noisy moves alone, in the same order, and whether a quiet one is left.
  const noisy = moves.filter((m) => g.isNoisy(s, m));
  const n = board.generateNoisy!();
  expect(Array.from({ length: n }, (_, i) => board.moveKey(i)), `${where}: noisy moves`).to.deep.equal(noisy);
  if (moves.length > 0) expect(board.mayStandPat!(), `${where}: a quiet move`).to.equal(noisy.length < moves.length);
  // Back to the full list, which the walk's indices name.
  expect(board.generate()).to.equal(moves.length);
}

/**
 * A move that takes back the side's own previous move (the piece goes back where it came from),
 * when there is one: lines that shuffle repeat positions, as the draw rules need.
 */
function shuffle(line: readonly SpockState[], moves: readonly SpockMove[]): number {
  if (line.length < 3) return -1;
  const a = line[line.length - 3];
  const b = line[line.length - 2];
  const mine = g.moves(a).find((m) => g.hash(g.play(a, m)) === g.hash(b));
  if (mine === undefined || mine >> 10 !== 0) return -1;
  const back = (mine >> 5) & 31 | ((mine & 31) << 5);
  return moves.indexOf(back);
}

/** A random quiet move when there is one: lines that run the clock down. */
function quiet(s: SpockState, moves: readonly SpockMove[], rnd: () => number): number {
  const quiets = moves.filter((m) => !g.isNoisy(s, m));
  return quiets.length === 0 ? -1 : moves.indexOf(quiets[rnd() % quiets.length]);
}

/**
 * Plays a line on the board and on states side by side, checking they agree after every move and
 * again on the way back (every `unmake` must restore the position exactly). `shuffling`: the share
 * of moves that take back the side's previous move when they can; −1 for quiet moves only.
 */
function walk(start: SpockState, plies: number, seed: number, shuffling: number): number {
  const rnd = mulberry32(seed);
  const board = spockSearchBoard(start);
  const line = [start];
  expectAgrees(board, start, 'root');
  for (let p = 0; p < plies; p++) {
    const s = line[line.length - 1];
    const moves = g.moves(s);
    if (moves.length === 0) break;
    const back = shuffling < 0 ? quiet(s, moves, rnd) : rnd() % 100 < shuffling * 100 ? shuffle(line, moves) : -1;
    const i = back >= 0 ? back : rnd() % moves.length;
    board.make(i);
    line.push(g.play(s, moves[i]));
    expectAgrees(board, line[line.length - 1], `ply ${p + 1} (${g.formatMove(s, moves[i])}) from ${g.formatPosition(start)}`);
  }
  for (let p = line.length - 2; p >= 0; p--) {
    board.unmake();
    expectAgrees(board, line[p], `back at ply ${p}`);
  }
  board.release!();
  return line.length - 1;
}

/** A state `plies` random (or shuffling) moves into a game, with its history. */
function played(plies: number, seed: number, shuffling: number): SpockState {
  const rnd = mulberry32(seed);
  const line = [g.setup()];
  for (let p = 0; p < plies; p++) {
    const s = line[line.length - 1];
    const moves = g.moves(s);
    if (moves.length === 0) break;
    const back = rnd() % 100 < shuffling * 100 ? shuffle(line, moves) : -1;
    const next = g.play(s, moves[back >= 0 ? back : rnd() % moves.length]);
    if (g.outcome(next)) break;
    line.push(next);
  }
  return line[line.length - 1];
}

describe('spock search board (make and take back, as the search plays)', () => {
  it('agrees with the pure functions over random games, there and back', () => {
    let plies = 0;
    for (let n = 0; n < 60; n++) plies += walk(played([0, 6, 20, 50][n % 4], n, 0), 200, 100 + n, 0);
    expect(plies).to.be.greaterThan(2000);
  });

  it('gives each position one check word, and different positions different ones', () => {
    const checkOf = new Map<number, number>();
    for (let n = 0; n < 40; n++) {
      for (const plies of [0, 3, 10, 30, 60]) {
        const s = played(plies, n, 0.2);
        const board = spockSearchBoard(s);
        const check = board.hashCheck();
        board.release();
        const key = g.hash(s);
        if (checkOf.has(key)) expect(checkOf.get(key), `position ${key}`).to.equal(check);
        checkOf.set(key, check);
      }
    }
    expect(checkOf.size).to.be.greaterThan(100);
    expect(new Set(checkOf.values()).size, 'distinct check words').to.equal(checkOf.size);
  });

  it('agrees on the ends: repetition (across the root too), the clock, a lost last Spock', () => {
    for (let n = 0; n < 60; n++) {
      // Roots whose past already shuffles, then lines that shuffle on (or not).
      const root = played(4 + (n % 9) * 7, 1000 + n, n % 2 ? 0.9 : 0);
      walk(root, 150, 2000 + n, [0, 0.6, 0.95, -1][n % 4]);
    }
    expect([...endsSeen]).to.include.members(['repetition', 'clock', 'no-spock']);
  });

  it('searches to the same move, score, depth, node count and line as the search over the pure functions', () => {
    let compared = 0;
    for (let n = 0; n < 14; n++) {
      const s = played([0, 2, 5, 9, 14, 20, 30][n % 7] + (n >= 7 ? 25 : 0), 50 + n, n % 3 ? 0 : 0.7);
      // The registry's game has no search board: the search runs on its pure functions.
      const a = searchBest(spockSearchGame, s, { maxNodes: 20_000, seed: n });
      const b = searchBest(g, s, { maxNodes: 20_000, seed: n });
      expect({ ...a, timeMs: 0 }, g.formatPosition(s)).to.deep.equal({ ...b, timeMs: 0 });
      compared++;
    }
    expect(compared).to.equal(14);
  });
});
