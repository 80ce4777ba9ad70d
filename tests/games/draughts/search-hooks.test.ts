import { expect } from 'chai';
import { searchBest } from '../../../src/ai/search.js';
import { mulberry32 } from '../../../src/core/random.js';
import type { DraughtsMove, DraughtsState } from '../../../src/games/draughts/index.js';
import { draughtsSearchGame } from '../../../src/games/draughts/search-board.js';
import { at, d } from './helpers.js';

/** The same search without late move reductions: every move at full depth. */
const unreduced = { ...draughtsSearchGame, lateMoveReduction: undefined };
const DEPTH = 7;

/** What the full search makes of `move` in `s`: its score a ply less deep below it (so two moves compare alike). */
const worth = (s: DraughtsState, move: DraughtsMove): number => -searchBest(unreduced, d.play(s, move), { maxDepth: DEPTH - 1, seed: 1 }).score;

/** Middle-game positions of seeded random international games, 16–40 plies in, with a quiet move to play. */
function positions(count: number): DraughtsState[] {
  const out: DraughtsState[] = [];
  const rnd = mulberry32(61);
  while (out.length < count) {
    let s = d.setup({ variant: 'international' });
    const plies = 16 + (rnd() % 25);
    for (let p = 0; p < plies && !d.outcome(s); p++) {
      const moves = d.moves(s);
      s = d.play(s, moves[rnd() % moves.length]);
    }
    if (!d.outcome(s) && d.moves(s).some((m) => !d.isNoisy(s, m))) out.push(s);
  }
  return out;
}

/**
 * Shots: positions (of seeded random games) where no capture is on and a quiet first move wins a man and more
 * that a 2-ply search does not see; with the move the unreduced 7-ply search plays.
 */
const SHOTS: readonly [string, string][] = [
  ['B:W24,26,31,34,36,39-43,45,46,48-50:B1-7,10-12,15,17,18,20,22,23,29', '22-27'],
  ['W:W26,35-43,45-50:B2-6,8,11,12,14-16,18-20,25,29', '26-21'],
  ['W:W26,30-32,35-37,39-41,45,47-50:B1,4-6,8,9,11,12,16-18,20,23', '30-24'],
  ['B:W32-36,39-48,50:B1-8,10,12,13,15,16,21-23,25', '22-28'],
  ['W:W25,27,33-37,40-43,45-50:B1-4,6-11,15,17,19,24,26', '33-29'],
  ['W:W25,29,31,32,34,37,39,40,42-50:B2-11,13-15,18,20,21,23,26', '29-24'],
  ['B:W35-40,43-50:B1-11,13,14,18,19,27-29', '28-33'],
];

describe('draughts search hooks: late move reductions', () => {
  it('reach the same depth on fewer nodes, and the move chosen is worth about what the full search\'s is', function () {
    this.timeout(120_000);
    let reducedNodes = 0;
    let fullNodes = 0;
    let loss = 0;
    // 96 positions: one move that a reduced line gets wrong by three men would alone lift the average of 24
    // past the bound (stop 58's weights meet one in the first 24; over 96 they lose 6.7, stop 57's 3.4).
    const all = positions(96);
    for (const s of all) {
      const reduced = searchBest(draughtsSearchGame, s, { maxDepth: DEPTH, seed: 1 });
      const full = searchBest(unreduced, s, { maxDepth: DEPTH, seed: 1 });
      reducedNodes += reduced.nodes;
      fullNodes += full.nodes;
      if (reduced.bestMove !== full.bestMove) loss += Math.max(0, worth(s, full.bestMove!) - worth(s, reduced.bestMove!));
    }
    expect(reducedNodes).to.be.below(fullNodes * 0.7);
    // On average less than a tenth of a man, where the full search's own moves differ by a man and more.
    expect(loss / all.length).to.be.below(10);
  });

  it('still play the shots the full search finds (a quiet sacrifice, then captures)', function () {
    this.timeout(60_000);
    for (const [position, shot] of SHOTS) {
      const s = at('international', position);
      const full = searchBest(unreduced, s, { maxDepth: DEPTH, seed: 1 });
      expect(d.formatMove(s, full.bestMove!), position).to.equal(shot);
      // A man and more: the gain counts the men's places too (values by square), so a won man may show as less than 150.
      expect(full.score - searchBest(unreduced, s, { maxDepth: 2, seed: 1 }).score, position).to.be.at.least(100);
      const reduced = searchBest(draughtsSearchGame, s, { maxDepth: DEPTH, seed: 1 });
      expect(worth(s, reduced.bestMove!), position).to.be.at.least(worth(s, full.bestMove!) - 20);
    }
  });
});
