import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { GOES_ON, type SearchBoard } from '../../../src/core/search-board.js';
import { mulberry32 } from '../../../src/core/random.js';
import { kamisado, searchView, type KamisadoMove, type KamisadoState } from '../../../src/games/kamisado/index.js';
import { kamisadoSearchBoard, kamisadoSearchGame, moveKey } from '../../../src/games/kamisado/search-board.js';
import { repetitionKey2 } from '../../../src/games/kamisado/state.js';

const k = kamisado;

/** Every key seen, both ways: keys must name moves one to one (killers and history as with the adapter's interning). */
const keyOf = new Map<KamisadoMove, number>();
const moveOf = new Map<number, KamisadoMove>();

/** What the board says about its position, next to what the pure functions say about `s`. */
function expectAgrees(board: SearchBoard, s: KamisadoState, where: string): void {
  const end = k.outcome(s);
  expect(board.outcome(), `${where}: outcome`).to.equal(end === null ? GOES_ON : k.sides.indexOf(end.winner!));
  expect(board.turn(), `${where}: turn`).to.equal(k.sides.indexOf(k.turn(s)));
  expect(board.hash(), `${where}: hash`).to.equal(k.hash(s));
  // The table's check word: the state's second repetition key, from the second board hash kept move by move.
  expect(board.hashCheck!(), `${where}: check word`).to.equal(repetitionKey2(s.h2, s.side, s.toMove, s.score) | 0);
  expect(board.evaluate(), `${where}: evaluate`).to.equal(k.evaluate(s));
  const moves = k.moves(s);
  expect(board.generate(), `${where}: moves`).to.equal(moves.length);
  moves.forEach((m, i) => {
    expect(board.isNoisy(i), `${where}: isNoisy ${i}`).to.equal(k.isNoisy(s, m));
    expect(board.orderHint(i), `${where}: hint ${i}`).to.equal(k.moveOrderHint!(s, m));
    // The key names the move itself, so equal keys mean equal lists.
    const key = board.moveKey(i);
    expect(key, `${where}: key ${i}`).to.equal(moveKey(m));
    expect(key).to.be.within(0, board.moveKeySpace - 1);
    if (!keyOf.has(m)) keyOf.set(m, key);
    if (!moveOf.has(key)) moveOf.set(key, m);
    expect(moveOf.get(key), `${where}: key ${key} names one move`).to.equal(m);
  });
  // After the moves were listed, the evaluation reads that list: the same value again.
  expect(board.evaluate(), `${where}: evaluate after listing`).to.equal(k.evaluate(s));
}

/**
 * Plays a line on the board and on states side by side (random moves, or `line`), checking they
 * agree after every move and again on the way back (every `unmake` must restore the position).
 */
function walk(start: KamisadoState, plies: number, seed: number, line?: readonly KamisadoMove[]): number {
  const rnd = mulberry32(seed);
  const board = kamisadoSearchBoard(start);
  const states = [start];
  expectAgrees(board, start, 'root');
  for (let p = 0; p < plies; p++) {
    const s = states[states.length - 1];
    const moves = k.moves(s);
    if (moves.length === 0) break;
    const i = line ? moves.indexOf(line[p]) : rnd() % moves.length;
    if (i < 0) break;
    board.generate();
    board.make(i);
    states.push(k.play(s, moves[i]));
    expectAgrees(board, states[states.length - 1], `ply ${p + 1} (${k.formatMove(s, moves[i])}) from ${k.formatPosition(start)}`);
  }
  for (let p = states.length - 2; p >= 0; p--) {
    board.unmake();
    expectAgrees(board, states[p], `back at ply ${p}`);
  }
  board.release!();
  return states.length - 1;
}

/** Up to `plies` random moves from the set-up of `variant`, stopping short of the game's end. */
function randomPosition(variant: string, plies: number, rnd: () => number): KamisadoState {
  let s = k.setup({ variant });
  for (let p = 0; p < plies; p++) {
    const ms = k.moves(s);
    const next = k.play(s, ms[rnd() % ms.length]);
    if (k.outcome(next)) break;
    s = next;
  }
  return s;
}

describe('kamisado search board (make and take back, as the search plays)', () => {
  it('agrees with the pure functions over random games of every variant, there and back', () => {
    let plies = 0;
    for (const variant of k.variants) {
      const rnd = mulberry32(variant.length);
      for (let g = 0; g < 16; g++) {
        // Roots in later rounds too (ranked towers, pushes, regroups), with and without the round horizon.
        const root = randomPosition(variant, [0, 5, 20, 60, 120, 200][g % 6], rnd);
        plies += walk(g % 2 ? searchView(root) : root, 200, 100 * g + variant.length);
      }
    }
    expect(plies).to.be.greaterThan(3000);
  });

  it('sees pushes, regroups, deadlocks and finished matches on the way', () => {
    // Random matches of the longer variants run through every kind of move and ending.
    const kinds = new Set<string>();
    for (const variant of ['standard', 'marathon', 'non-stop']) {
      const rnd = mulberry32(7);
      for (let g = 0; g < 6; g++) {
        let s = k.setup({ variant });
        for (let p = 0; p < 400 && !k.outcome(s); p++) {
          const ms = k.moves(s);
          const m = ms[rnd() % ms.length];
          kinds.add(String((m >> 12) & 7));
          s = k.play(s, m);
          if (s.endReason) kinds.add(s.endReason);
          if (p % 50 === 25) walk(s, 60, p);
        }
        for (const r of s.results) kinds.add(r.reason);
      }
    }
    expect([...kinds].sort()).to.include.members(['0', '1', '2', '3', '4', 'deadlock', 'goal']);
  });

  it('counts repetitions as the states do: the root round\'s positions, and the scan after a push', () => {
    // Real play hardly repeats (towers advance), so the round's list is seeded: a position a few
    // moves ahead is written into the root's round twice, and the line towards it must end there.
    const rnd = mulberry32(3);
    let repeated = 0;
    for (let g = 0; g < 60; g++) {
      const variant = ['standard', 'long', 'non-stop'][g % 3];
      const s = randomPosition(variant, 20 + (g % 7) * 15, rnd);
      if (s.rep === null) continue;
      const line: KamisadoMove[] = [];
      let t = s;
      for (let p = 0; p < 1 + (g % 4) && !k.outcome(t); p++) {
        const ms = k.moves(t);
        if (ms.length === 0) break;
        const m = ms[rnd() % ms.length];
        line.push(m);
        t = k.play(t, m);
      }
      if (t.rep === null) continue;
      // The target twice, just behind the root's own entry or as the round's first two; the scan
      // starts at the root (as after a push) or at none.
      const keys: { k1: number; k2: number }[] = [];
      for (let q: KamisadoState['rep'] = s.rep; q !== null; q = q.prev) keys.push({ k1: q.k1, k2: q.k2 });
      keys.splice(g % 4 < 2 ? 1 : keys.length, 0, t.rep, t.rep);
      let rep: KamisadoState['rep'] = null;
      for (let i = keys.length - 1; i >= 0; i--) rep = { ...keys[i], prev: rep };
      const seeded: KamisadoState = { ...s, rep, scan: g % 2 ? rep : null };
      walk(seeded, line.length, 0, line);
      let u = seeded;
      for (const m of line) u = k.play(u, m);
      if (u.endReason === 'repetition' || u.results.some((r) => r.reason === 'repetition')) repeated++;
    }
    expect(repeated).to.be.greaterThan(5);
  });

  it('ends the round at the move cap as the states do', () => {
    for (const [position, variant] of [
      ['ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 297', 'standard'],
      ['ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 997', 'non-stop'],
    ]) {
      for (let g = 0; g < 4; g++) walk(k.setup({ variant, position }), 6, g);
    }
  });

  it('searches to the same move, score, depth, node count and line as the search over the pure functions', () => {
    const rnd = mulberry32(5);
    let compared = 0;
    for (const variant of k.variants) {
      for (let g = 0; g < 12; g++) {
        const s = randomPosition(variant, [1, 4, 8, 14, 24, 40][g % 6] + (g >= 6 ? 60 : 0), rnd);
        const root = g % 2 ? searchView(s) : s;
        // The registry's game has no search board: the search runs on its pure functions.
        const a = searchBest(kamisadoSearchGame, root, { maxNodes: 6000, seed: g });
        const b = searchBest(k, root, { maxNodes: 6000, seed: g });
        expect({ ...a, timeMs: 0 }, k.formatPosition(s)).to.deep.equal({ ...b, timeMs: 0 });
        compared++;
      }
    }
    expect(compared).to.equal(60);
  });
});
