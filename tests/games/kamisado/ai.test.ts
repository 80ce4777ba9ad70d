import { expect } from 'chai';
import { levelBudget } from '../../../src/ai/levels.js';
import { searchBest } from '../../../src/ai/search.js';
import { WIN_SCORE } from '../../../src/core/game.js';
import { FL, FR, kamisado, searchHorizon, searchView } from '../../../src/games/kamisado/index.js';
import { playAll, pos } from './helpers.js';
import { WIN_IN_3_SINGLE, WIN_IN_3_STANDARD, isWinningMove, winsWithin } from './win-in-3.js';

/** The computer's choice at a level, searching to the end of the round as the element asks it to. */
function levelMove(position: string, variant: string, level: number): { move: number; score: number } {
  const s = searchView(pos(position, variant));
  const r = searchBest(kamisado, s, { ...levelBudget(level), seed: 1 });
  return { move: r.bestMove as number, score: r.score };
}

describe('kamisado AI', () => {
  it('the constructed positions are wins in 3 own moves, not in 2', () => {
    for (const [list, variant] of [
      [WIN_IN_3_SINGLE, 'single'],
      [WIN_IN_3_STANDARD, 'standard'],
    ] as const) {
      for (const p of list) {
        const s = pos(p, variant);
        expect(winsWithin(s, 3), p).to.equal(true);
        expect(winsWithin(s, 2), p).to.equal(false);
      }
    }
    expect(WIN_IN_3_SINGLE.length + WIN_IN_3_STANDARD.length).to.be.at.least(10);
  });

  it('level 7 finds every win in 3 of the single-round set, with a proven win score', () => {
    for (const p of WIN_IN_3_SINGLE) {
      const { move, score } = levelMove(p, 'single', 7);
      expect(isWinningMove(pos(p), move, 3), p).to.equal(true);
      expect(score, p).to.be.greaterThan(WIN_SCORE - 100);
    }
  });

  it('level 7 finds the round win of match positions with sumo pushes (a sample; the bench checks all)', function () {
    this.timeout(30_000);
    for (const p of [WIN_IN_3_STANDARD[5], WIN_IN_3_STANDARD[7], WIN_IN_3_STANDARD[2]]) {
      const { move } = levelMove(p, 'standard', 7);
      expect(isWinningMove(pos(p, 'standard'), move, 3), p).to.equal(true);
    }
  });

  it('the search horizon ends at the round: no FL/FR at its end, both before it', () => {
    // rules/kamisado.md §10.2: the deadlock ends round 1 with Black to choose.
    const s = playAll(kamisado.setup({ variant: 'standard' }), 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2');
    expect(kamisado.moves(s)).to.deep.equal([FL, FR]);
    expect(searchHorizon(s)).to.equal(2);
    expect(kamisado.moves(searchView(s))).to.deep.equal([FL, FR]);
    const leaf = kamisado.setup({ variant: 'standard', position: kamisado.formatPosition(s), searchHorizon: 1 });
    expect(kamisado.moves(leaf)).to.deep.equal([]);
    expect(() => kamisado.setup({ variant: 'standard', searchHorizon: 0 })).to.throw(/searchHorizon/);
  });

  it('a round won sooner is worth more to the search (the quickest win is preferred)', () => {
    const quick = playAll(kamisado.setup({ variant: 'standard' }), 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2');
    const later = kamisado.setup({ variant: 'standard', position: kamisado.formatPosition(quick).replace(/ 10$/, ' 30') });
    expect(kamisado.evaluate(quick)).to.be.greaterThan(kamisado.evaluate(later));
    expect(kamisado.evaluate(later)).to.be.greaterThan(1000 - 1);
  });

  it('the computer chooses the fill direction by search', () => {
    const s = playAll(kamisado.setup({ variant: 'standard' }), 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2');
    // Level 3's node budget without its time cap: a busy machine must not make the search shallower.
    const r = searchBest(kamisado, searchView(s), { ...levelBudget(3), timeMs: undefined, seed: 1 });
    expect([FL, FR]).to.include(r.bestMove);
    expect(r.depth).to.be.at.least(2);
  });
});

describe('kamisado options and records', () => {
  it('a game begun by Gold is written with a First tag and read back the same', () => {
    const s = kamisado.setup({ variant: 'standard', first: 'gold' });
    expect(kamisado.options!(s)).to.deep.equal({ first: 'gold' });
    expect(kamisado.options!(kamisado.setup({ variant: 'standard' }))).to.deep.equal({});
    const text = kamisado.exportRecord!({ variant: 'standard', moves: ['a8-a6'], outcome: null, options: { first: 'gold' } });
    expect(text).to.contain('[First "gold"]').and.not.contain('[Position');
    const rec = kamisado.importRecord!(text);
    expect(rec.options).to.deep.equal({ first: 'gold' });
    expect(rec.moves).to.deep.equal(['a8-a6']);
    expect(() => kamisado.importRecord!('[First "blue"]\n\n*')).to.throw(/First/);
  });
});
