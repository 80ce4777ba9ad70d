import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { mulberry32 } from '../../../src/core/random.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../../src/core/search-board.js';
import { endThud, thud, type ThudMove, type ThudState } from '../../../src/games/thud/index.js';
import { thudSearchGame } from '../../../src/games/thud/search-board.js';
import { load, randomWalk } from './helpers.js';

/** What the board says about its position, next to what the pure functions say about `s`. */
function expectAgrees(board: SearchBoard, s: ThudState, where: string): void {
  const end = thud.outcome(s);
  const want = end === null ? GOES_ON : end.winner === null ? DRAWN : thud.sides.indexOf(end.winner);
  expect(board.outcome(), `${where}: outcome`).to.equal(want);
  expect(board.turn(), `${where}: turn`).to.equal(thud.sides.indexOf(thud.turn(s)));
  expect(board.hash(), `${where}: hash`).to.equal(thud.hash(s));
  expect(board.evaluate(), `${where}: evaluate`).to.equal(thud.evaluate(s));
  expect(board.futilityMargin!(), `${where}: futility margin`).to.equal(thud.futilityMargin!(s));
  const moves = thud.moves(s);
  // The capture search's list first (it replaces the full one), then the full list the caller walks on.
  // It holds exactly the noisy moves, in the order of `noisyMoves` (classic hurls and Koom Valley
  // sandwiches are found from the trolls), which the search over the pure functions uses too.
  const noisy = thud.noisyMoves!(s);
  const names = (list: readonly ThudMove[]) => list.map((m) => `${thud.formatMove(s, m)}`).sort();
  expect(names(noisy), `${where}: noisyMoves`).to.deep.equal(names(moves.filter((m) => thud.isNoisy(s, m))));
  expect(board.generateNoisy!(), `${where}: noisy moves`).to.equal(noisy.length);
  expect(describeBoardMoves(board, noisy.length), `${where}: noisy moves`).to.deep.equal(describeMoves(s, noisy));
  expect(board.generate(), `${where}: moves`).to.equal(moves.length);
  expect(describeBoardMoves(board, moves.length), `${where}: moves`).to.deep.equal(describeMoves(s, moves));
}

/** Each move's isNoisy, order hint and key by the pure functions (one string per move: one comparison per list). */
function describeMoves(s: ThudState, moves: readonly ThudMove[]): string[] {
  return moves.map((m) => `${thud.isNoisy(s, m)} ${thud.moveOrderHint!(s, m)} ${thud.moveKey!(s, m)}`);
}

/** The same for the board's current list, checking the keys lie in its key space. */
function describeBoardMoves(board: SearchBoard, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = board.moveKey(i);
    if (key < 0 || key >= board.moveKeySpace) throw new Error(`move ${i}: key ${key} outside [0, ${board.moveKeySpace})`);
    out.push(`${board.isNoisy(i)} ${board.orderHint(i)} ${key}`);
  }
  return out;
}

/** Picks a move: mostly the one undoing the side's previous move where there is one (repetitions), else at random. */
type Picker = (s: ThudState, moves: readonly ThudMove[], line: readonly ThudMove[], rnd: () => number) => number;
const randomPick: Picker = (_s, moves, _line, rnd) => rnd() % moves.length;
const shufflePick: Picker = (s, moves, line, rnd) => {
  const back = line.length >= 2 ? line[line.length - 2] : null;
  if (back && rnd() % 4 !== 0) {
    const i = moves.findIndex((m) => m.from === back.to && m.to === back.from && m.captured.length === 0);
    if (i >= 0) return i;
  }
  return randomPick(s, moves, line, rnd);
};

/**
 * Plays a line on the board and on states side by side (passing now and then, as the null move
 * does), checking they agree after every move and again on the way back: every `unmake` must
 * restore the position exactly.
 */
function walk(start: ThudState, plies: number, seed: number, pick: Picker = randomPick): ThudState[] {
  const rnd = mulberry32(seed);
  const board = thudSearchGame.searchBoard!(start);
  const line = [start];
  const made: ThudMove[] = [];
  expectAgrees(board, start, 'root');
  for (let p = 0; p < plies; p++) {
    const s = line[line.length - 1];
    const passed = thud.nullMove!(s);
    if (rnd() % 16 === 0) {
      expect(board.makeNull!(), `pass at ply ${p + 1}`).to.equal(passed !== null);
      if (passed === null) break;
      line.push(passed);
      expectAgrees(board, passed, `pass at ply ${p + 1}`);
      continue;
    }
    const moves = thud.moves(s);
    if (moves.length === 0) break;
    const i = pick(s, moves, made, rnd);
    board.make(i);
    made.push(moves[i]);
    line.push(thud.play(s, moves[i]));
    expectAgrees(board, line[line.length - 1], `ply ${p + 1} (${thud.formatMove(s, moves[i])})`);
  }
  for (let p = line.length - 2; p >= 0; p--) {
    board.unmake();
    expectAgrees(board, line[p], `back at ply ${p}`);
  }
  board.release?.();
  return line;
}

const CONFIGS: Record<string, unknown>[] = [
  { variant: 'classic' },
  { variant: 'classic', trollCapture: 'one' },
  { variant: 'classic', match: 'two-battle' },
  { variant: 'koom-valley' },
  { variant: 'koom-valley-football' },
];

describe('thud search board (make and take back, as the search plays)', () => {
  it('agrees with the pure functions over random games of every variant, there and back', () => {
    const reasons = new Set<string>();
    for (const config of CONFIGS) {
      for (let g = 0; g < 3; g++) {
        const line = walk(thud.setup(config), 400, 31 * g + 7, g === 2 ? shufflePick : randomPick);
        const end = thud.outcome(line[line.length - 1]);
        if (end) reasons.add(`${String(config.variant)}/${end.reason}`);
      }
    }
    // The walks reached ends of several kinds.
    expect(reasons.size, [...reasons].join(' ')).to.be.greaterThan(4);
  });

  it('agrees at the limits: the clocks, the ply cap, repetitions across the root and battle 2 of a match', () => {
    const starts: [ThudState, Picker][] = [
      [load('classic', { d: 'a6 b5 c4 f1 j1 o9', t: 'g7 h7 i9', clock: 52 }), randomPick],
      [load('classic', { d: 'a6 b5 c4 f1 j1 o9', t: 'g7 h7 i9', clock: 40, ply: 990 }), shufflePick],
      [load('classic', { d: 'a6 b5 c4 f1 j1 o9', t: 'g7 h7 i9', clock: 50 }, { match: 'two-battle' }), randomPick],
      [load('classic', { d: 'a6 b5 c4 f1 j1 o9', t: 'g7 h7 i9', clock: 50 }, { match: 'two-battle', trollCapture: 'one' }), shufflePick],
      [load('koom-valley', { d: 'h7 g7 a6 o6', t: 'e13 f13 j14', clock: 90 }), randomPick],
      [load('koom-valley', { d: 'h7 g7 a6 o6', t: 'e13 f13 j14', clock: 10, ply: 993 }), shufflePick],
      [load('koom-valley-football', { d: 'h7 g7 a6 o6', t: 'e13 f13 j14', clock: 94 }), shufflePick],
    ];
    const reached = new Set<string>();
    starts.forEach(([s, pick], k) => {
      for (let g = 0; g < 4; g++) {
        const line = walk(s, 60, 100 * k + g, pick);
        const last = line[line.length - 1];
        if (thud.outcome(last)) reached.add(`${last.config.variant}/${thud.outcome(last)!.reason}`);
        if (line.some((x) => x.battle === 2) && s.battle === 1) reached.add('battle 2');
      }
    });
    for (const want of ['classic/capture-clock', 'classic/ply-limit', 'classic/repetition', 'koom-valley/progress-clock', 'koom-valley/ply-limit', 'battle 2']) {
      expect([...reached], want).to.include(want);
    }
    // Repetition counts that reach back before the search's root: the root has been seen before.
    for (const config of CONFIGS) {
      const variant = String(config.variant);
      let s = load(variant, { d: 'a6 b5 c4 f1 j1 o9', t: 'e13 f13 j14' }, variant === 'classic' ? { match: config.match ?? 'single' } : {});
      for (const text of ['f1-f2', 'T e13-e12', 'f2-f1', 'T e12-e13', 'f1-f2']) s = thud.play(s, thud.parseMove(s, text));
      expect(s.reps, `${variant}: a repeated root`).to.equal(2);
      for (let g = 0; g < 4; g++) walk(s, 30, g, shufflePick);
    }
  });

  it('takes a finished root as finished: the Rock home, an agreed end', () => {
    const race = thud.setup({ variant: 'koom-valley', position: '3d1/2dR3/9/11/13/15/15/15/15/T14/13/11/9/7/5 d 0 0 14' });
    const won = thud.play(race, thud.parseMove(race, 'R h14-h15'));
    const agreed = endThud(thud.setup(), 'agreement');
    for (const s of [won, agreed, load('koom-valley', { d: 'g14 a6', t: 'e13', rock: 'h15' })]) {
      expect(thud.outcome(s)).to.not.equal(null);
      walk(s, 3, 1);
      const board = thudSearchGame.searchBoard!(s);
      expect(board.makeNull!()).to.equal(false);
    }
  });

  it('offers only the search hooks of the game object it is made for', () => {
    const { noisyMoves: _n, nullMove: _p, futilityMargin: _f, ...bare } = thudSearchGame;
    const board = bare.searchBoard!(thud.setup());
    expect([board.generateNoisy, board.makeNull, board.futilityMargin]).to.deep.equal([undefined, undefined, undefined]);
    board.release?.();
    const full = thudSearchGame.searchBoard!(thud.setup());
    expect([full.generateNoisy, full.makeNull, full.futilityMargin].every((f) => typeof f === 'function')).to.equal(true);
    full.release?.();
  });

  it('searches to the same move, score, depth, node count and line as the search over the pure functions', () => {
    let compared = 0;
    for (const config of [...CONFIGS, { variant: 'koom-valley' }, { variant: 'koom-valley-football' }, { variant: 'classic' }]) {
      const rnd = mulberry32(compared + 5);
      for (let g = 0; g < 5; g++) {
        const s = randomWalk(config, rnd, 3 + 17 * g);
        if (thud.outcome(s)) continue;
        const nodes = g % 2 === 0 ? 4_000 : 12_000;
        // The registry's game has no search board: the search runs on its pure functions.
        const a = searchBest(thudSearchGame, s, { maxNodes: nodes, seed: g });
        const b = searchBest(thud, s, { maxNodes: nodes, seed: g });
        expect({ ...a, timeMs: 0 }, thud.formatPosition(s)).to.deep.equal({ ...b, timeMs: 0 });
        compared++;
      }
    }
    expect(compared).to.be.at.least(36);
  });
});
