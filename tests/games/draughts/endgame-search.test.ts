import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { createSearchService, loaderOf } from '../../../src/ai/worker-host.js';
import { WIN_SCORE } from '../../../src/core/game.js';
import { pliesToWin } from '../../../src/games/draughts/draws.js';
import { endgameProbe, forgetEndgameTables, loadEndgameTables, useEndgameTables } from '../../../src/games/draughts/endgame/loader.js';
import { TABLE_SCOPE, TableProbe, buildTables } from '../../../src/games/draughts/endgame/tables.js';
import { EVAL } from '../../../src/games/draughts/evaluate.js';
import { draughtsSearchBoard, draughtsSearchGame } from '../../../src/games/draughts/search-board.js';
import type { DraughtsState } from '../../../src/games/draughts/index.js';
import { at, d, quietWalk } from './helpers.js';

/** The same engine without its tables: what the kit played before them. */
const withoutTables = { ...draughtsSearchGame, searchBoard: (s: DraughtsState) => draughtsSearchBoard(s, EVAL[s.variant], false) };
/** Level 4's budget by nodes alone (reproducible on a busy machine). */
const LEVEL4 = { maxDepth: 6, maxNodes: 120_000, ttBits: 18 };
/** Russian: White's three kings hold the long diagonal (f6), Black's king is off it. */
const RUSSIAN_WON = 'W:WKc1,Kh2,Kf6:BKb6';

/** The tables' exact score of `s` (null where they have none), as the search scores a game's end. */
function probeOf(s: DraughtsState): number | null {
  const board = draughtsSearchBoard(s);
  const v = board.probe();
  board.release();
  return v;
}

/** The same, for a position the tables must know. */
function exact(s: DraughtsState): number {
  const v = probeOf(s);
  if (v === null) throw new Error('the tables know no exact score here');
  return v;
}

describe('draughts endgame tables in the search', function () {
  this.timeout(300_000);
  before(() => {
    for (const variant of ['russian', 'international'] as const) useEndgameTables(new TableProbe(buildTables(variant, TABLE_SCOPE[variant])));
  });
  // Other files' boards in this process search without them.
  after(() => forgetEndgameTables());

  it('the draw rules leave a win this many plies (pliesToWin)', () => {
    // FMJD: lone king against three pieces with a king, 16 moves each (32 plies) from when it arises.
    const intl = at('international', 'W:WK46,K50,36:BK4');
    expect(pliesToWin(intl)).to.equal(32);
    expect(pliesToWin({ ...intl, egPlies: 30 })).to.equal(2);
    // FMJD-64: three kings against one, the stronger side's 15th move must take it: ply 29 when it moves first.
    const ru = at('russian', RUSSIAN_WON);
    expect(pliesToWin(ru)).to.equal(29);
    expect(pliesToWin({ ...ru, side: 2 })).to.equal(30);
    expect(pliesToWin({ ...ru, egStrongMoves: 14, kingPlies: 28 })).to.equal(1);
    // …and on the long diagonal, by the 5th move.
    expect(pliesToWin(at('russian', 'W:WKc1,Kh2,Ka3:BKd4'))).to.equal(9);
    // 25 moves each with kings only (international), without an endgame class.
    expect(pliesToWin({ ...at('international', 'W:WK46,K50:BK4,K5'), kingPlies: 44 })).to.equal(6);
    // FMJD-64: 4–5 pieces with kings on both sides, 30 moves each without a capture or promotion.
    expect(pliesToWin({ ...at('russian', 'W:WKc1,e3:BKh8,a7'), quietPlies: 50 })).to.equal(10);
    // …and 2 kings against 1: 5 moves of the stronger side, here Black's, White to move.
    expect(pliesToWin({ ...at('russian', 'W:WKc1:BKh8,Ka7'), egStrongMoves: 3 })).to.equal(4);
  });

  it('a probe is exact for a draw and for a win the counters allow, and silent where they would draw first', () => {
    const s = at('russian', RUSSIAN_WON);
    const win = exact(s);
    const distance = WIN_SCORE - win;
    expect(distance % 2, 'a win in an odd number of plies').to.equal(1);
    expect(distance).to.be.at.most(29);
    // The same board with the counter of the 15-move rule nearly run out: not claimed.
    const late = { ...s, egStrongMoves: 15 - (distance + 1) / 2 + 1 };
    expect(pliesToWin(late)).to.be.below(distance);
    expect(probeOf(late)).to.equal(null);
    expect(probeOf({ ...s, egStrongMoves: 15 - (distance + 1) / 2 })).to.equal(win);
    // A lone king holding the long diagonal: a draw, whatever the counters.
    expect(probeOf(at('russian', 'W:WKc1,Kh2,Ka3:BKd4'))).to.equal(0);
    // More pieces than the tables hold: no probe.
    expect(probeOf(at('russian', 'W:WKc1,Kh2,Ka3,e3:BKd4'))).to.equal(null);
  });

  it('the search scores a table win as a win in the same number of plies and plays its fastest move', () => {
    const s = at('russian', RUSSIAN_WON);
    const distance = WIN_SCORE - exact(s);
    const r = searchBest(draughtsSearchGame, s, LEVEL4);
    expect(WIN_SCORE - r.score).to.equal(distance);
    const after = d.play(s, r.bestMove!);
    expect(WIN_SCORE + exact(after)).to.equal(distance - 1);
    // Without the tables the same budget sees no win.
    expect(searchBest(withoutTables, s, LEVEL4).score).to.be.below(WIN_SCORE / 2);
  });

  it('the search claims no win the counters turn into a draw', () => {
    const s = at('russian', RUSSIAN_WON);
    const distance = WIN_SCORE - exact(s);
    const late = { ...s, egStrongMoves: 15 - (distance + 1) / 2 + 1 } as DraughtsState;
    expect(searchBest(draughtsSearchGame, late, LEVEL4).score).to.be.below(WIN_SCORE / 2);
  });

  it('with the tables, Russian three kings against one off the long diagonal are won within the 15 moves, against the engine without them', () => {
    const results: (string | null)[] = [];
    for (let seed = 0; seed < 6; seed++) {
      let s = at('russian', RUSSIAN_WON);
      let plies = 0;
      while (!d.outcome(s)) {
        const player = s.side === 1 ? draughtsSearchGame : withoutTables;
        s = d.play(s, searchBest(player, s, { ...LEVEL4, seed: seed * 100 + plies }).bestMove!);
        plies++;
      }
      expect(d.outcome(s), `seed ${seed}`).to.deep.equal({ winner: 'white', reason: 'no-pieces' });
      expect(plies, `seed ${seed}`).to.be.at.most(29);
      // Without the tables the same engine finds the win in some lines and lets others run into a draw.
      s = at('russian', RUSSIAN_WON);
      while (!d.outcome(s)) s = d.play(s, searchBest(withoutTables, s, { ...LEVEL4, seed }).bestMove!);
      results.push(d.outcome(s)!.winner);
    }
    expect(results).to.include(null);
  });

  it('the longest defence: the losing side picks the move that lasts longest', () => {
    const s = at('russian', RUSSIAN_WON.replace('W:', 'B:'));
    const r = searchBest(draughtsSearchGame, s, LEVEL4);
    // Every move of Black's loses: White then wins in WIN_SCORE − probe plies.
    const longest = Math.max(...d.moves(s).map((m) => WIN_SCORE - exact(d.play(s, m))));
    expect(WIN_SCORE + r.score).to.equal(longest + 1);
  });

  it('the search service awaits the build before a search near the end of a game (beforeSearch)', async () => {
    expect(endgameProbe('brazilian')).to.equal(null);
    // The kit's hook, waiting as long as the build takes (this machine is busy), not ENDGAME_TUNING.waitMs.
    const patient = { ...draughtsSearchGame, beforeSearch: (s: DraughtsState, signal?: AbortSignal) => loadEndgameTables(s.variant, signal, 600_000) };
    const service = createSearchService(loaderOf({ draughts: patient }), 'worker');
    const reply = await service.search(1, { game: 'draughts', setup: { variant: 'brazilian', position: 'W:WKc1,Kh2,Kf6:BKb6' }, moves: [], level: 4 });
    expect(reply.ok && reply.result.score).to.be.above(WIN_SCORE / 2);
    expect(endgameProbe('brazilian')).to.not.equal(null);
    // The kit's hook builds near the end only; a cancel while waiting answers at once.
    expect(draughtsSearchGame.beforeSearch!(at('international'))).to.equal(undefined);
    forgetEndgameTables();
    const abort = new AbortController();
    const waiting = draughtsSearchGame.beforeSearch!(at('russian', RUSSIAN_WON), abort.signal)!;
    abort.abort();
    await waiting.then(
      () => expect.fail('a cancelled wait should reject'),
      (e: unknown) => expect((e as Error).name).to.equal('AbortError'),
    );
  });

  it('a quiet king walk keeps the probe and the counters in step', () => {
    // International: the 16-move rule counts down; a 3-piece ending the tables hold stays exact until it would not fit.
    const line = quietWalk(at('international', 'W:WK46,K50:BK4'), 6, { kingsOnly: true });
    for (const s of line) {
      const v = probeOf(s);
      if (v !== 0 && v !== null) expect(WIN_SCORE - Math.abs(v)).to.be.at.most(pliesToWin(s));
    }
  });
});
