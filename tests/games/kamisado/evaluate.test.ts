/** AI hooks: hash, evaluation terms, noisy moves, move ordering; and the grid view. */
import { expect } from 'chai';
import { WIN_SCORE } from '../../../src/core/game.js';
import { mulberry32 } from '../../../src/core/random.js';
import { explainEvaluation, kamisado, openPath, pushedCells, type KamisadoMove, type KamisadoState } from '../../../src/games/kamisado/index.js';
import { moveTexts, playAll, pos } from './helpers.js';

const GOAL_ROW = [0, 7];
const winsNow = (s: KamisadoState, m: KamisadoMove): boolean =>
  ((m >> 12) & 7) === 2 || (((m >> 12) & 7) === 0 && (m >> 6) >> 3 === GOAL_ROW[s.side]);
const hasGoalMove = (s: KamisadoState): boolean => kamisado.moves(s).some((m) => winsNow(s, m));

describe('kamisado AI hooks', () => {
  it('hash: equal positions hash alike; side to move and tower to move change it', () => {
    const a = pos('obupyrgn/8/8/3Y4/8/8/8/NGR1PUBO gold O 0-0 1 1');
    const b = pos('obupyrgn/8/8/3Y4/8/8/8/NGR1PUBO gold B 0-0 1 1');
    const c = pos('obupyrgn/8/8/3Y4/8/8/8/NGR1PUBO gold O 0-0 1 5');
    const d = playAll(kamisado.setup(), 'd1-d5');
    expect(kamisado.hash(a)).to.equal(kamisado.hash(d));
    expect(kamisado.hash(a)).to.equal(kamisado.hash(c));
    expect(kamisado.hash(a)).to.not.equal(kamisado.hash(b));
    const black = kamisado.setup();
    const gold = kamisado.setup({ first: 'gold' });
    expect(kamisado.hash(black)).to.not.equal(kamisado.hash(gold));
    expect(Number.isInteger(kamisado.hash(black)) && Math.abs(kamisado.hash(black)) < 2 ** 32).to.equal(true);
  });

  it('evaluate: a goal move for the tower to move scores high; values stay well below WIN_SCORE / 2', () => {
    const s = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2');
    const e = explainEvaluation(s);
    expect(e.term).to.equal('win-now');
    expect(e.value).to.be.greaterThan(500);
    expect(e.value).to.be.below(WIN_SCORE / 2);
  });

  it('evaluate: the terms it reports are true of the position (seeded random states, every variant)', () => {
    const rnd = mulberry32(99);
    const seen: Record<string, number> = {};
    for (const variant of kamisado.variants) {
      for (let g = 0; g < 150; g++) {
        let s = kamisado.setup({ variant });
        while (!kamisado.outcome(s)) {
          const { value, term } = explainEvaluation(s);
          seen[term] = (seen[term] ?? 0) + 1;
          if (Math.abs(value) >= WIN_SCORE / 2) throw new Error('evaluation out of bounds');
          const moves = kamisado.moves(s);
          const canWin = hasGoalMove(s);
          if ((term === 'win-now') !== canWin) throw new Error(`win-now mismatch in ${kamisado.formatPosition(s)}`);
          if (term === 'forced-loss') {
            for (const m of moves) {
              const t = kamisado.play(s, m);
              if (kamisado.outcome(t) || t.side === s.side || !hasGoalMove(t)) {
                throw new Error(`forced-loss but ${kamisado.formatMove(s, m)} is safe in ${kamisado.formatPosition(s)}`);
              }
            }
          }
          if (term === 'forced-win') {
            const ok = moves.some((m) => {
              const t = kamisado.play(s, m);
              if (kamisado.outcome(t) || t.side === s.side) return false;
              const replies = kamisado.moves(t);
              return replies.length > 0 && replies.every((r) => {
                const u = kamisado.play(t, r);
                return !kamisado.outcome(u) && u.side === s.side && hasGoalMove(u);
              });
            });
            if (!ok) throw new Error(`forced-win not backed by a move in ${kamisado.formatPosition(s)}`);
          }
          s = kamisado.play(s, moves[rnd() % moves.length]);
        }
      }
    }
    expect(seen['win-now']).to.be.above(0);
    expect(seen['forced-loss']).to.be.above(0);
    expect(seen['forced-win']).to.be.above(0);
    expect(seen.positional).to.be.above(0);
  });

  it('openPath: a tower of any rank has an open path exactly when one of its three lines to the goal row is clear and within its reach (seeded random states)', () => {
    const reach = [7, 5, 3, 1, 0];
    // The rules' walk, square by square (cells: row · 8 + column; towers' cells at 64 + t, their ranks at 80 + t).
    const walk = (buf: readonly number[], t: number): boolean => {
      const cell = buf[64 + t];
      const forward = t < 8 ? -1 : 1;
      const dist = ((t < 8 ? 0 : 7) - (cell >> 3)) * forward;
      if (dist <= 0 || dist > reach[buf[80 + t]]) return false;
      return [-1, 0, 1].some((dc) => {
        for (let k = 1; k <= dist; k++) {
          const c = (cell & 7) + dc * k;
          if (c < 0 || c > 7 || buf[cell + k * (forward * 8 + dc)] !== -1) return false;
        }
        return true;
      });
    };
    const rnd = mulberry32(7);
    let open = 0;
    for (let g = 0; g < 200; g++) {
      let s = kamisado.setup();
      for (let p = rnd() % 12; p > 0 && !kamisado.outcome(s); p--) {
        const ms = kamisado.moves(s);
        if (ms.length === 0) break;
        s = kamisado.play(s, ms[rnd() % ms.length]);
      }
      const buf = [...s.buf];
      for (let t = 0; t < 16; t++) buf[80 + t] = rnd() % 5;
      for (let t = 0; t < 16; t++) {
        expect(openPath(buf, t), `tower ${t} at ${buf[64 + t]}, rank ${buf[80 + t]}`).to.equal(walk(buf, t));
        if (walk(buf, t)) open++;
      }
    }
    expect(open).to.be.greaterThan(100);
  });

  it('evaluate: score difference counts from the side to move', () => {
    const s = pos('ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black F 1-0 1 10', 'standard');
    expect(kamisado.evaluate(s)).to.be.greaterThan(0);
    const t = playAll(s, 'FL'); // Gold to move, one point down
    expect(kamisado.evaluate(t)).to.be.below(0);
  });

  it('isNoisy: goal moves and pushes only', () => {
    const s = pos('1upoby1n/8/8/8/2g5/7O/6r1/NYPUBRG+1 black G 1-0 2 3', 'standard');
    const noisy = kamisado.moves(s).filter((m) => kamisado.isNoisy(s, m)).map((m) => kamisado.formatMove(s, m));
    expect(noisy).to.deep.equal(['g1>g2']);
    const w = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2');
    const wn = kamisado.moves(w).filter((m) => kamisado.isNoisy(w, m)).map((m) => kamisado.formatMove(w, m));
    expect(wn).to.deep.equal(['c1-c8']);
  });

  it('moveOrderHint: winning moves first, moves handing the opponent a winning tower last', () => {
    const w = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2');
    const ranked = [...kamisado.moves(w)].sort((a, b) => kamisado.moveOrderHint!(w, b) - kamisado.moveOrderHint!(w, a));
    expect(kamisado.formatMove(w, ranked[0])).to.equal('c1-c8');
    // After d1-d5 Gold's o on a8 must move; a8-c6 lands on orange... check against the rule directly.
    const s = playAll(kamisado.setup(), 'd1-d5');
    for (const m of kamisado.moves(s)) {
      const givesWin = hasGoalMove(kamisado.play(s, m));
      const hint = kamisado.moveOrderHint!(s, m);
      expect(hint < 0, kamisado.formatMove(s, m)).to.equal(givesWin);
    }
  });
});

describe('kamisado grid view', () => {
  it('pieces encode side, colour and rank', () => {
    const s = pos('o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6', 'long');
    const p = kamisado.pieces(s);
    expect(p[3 * 8 + 3]).to.deep.equal({ side: 'gold', kind: 'R+' });
    expect(p[5 * 8 + 3]).to.deep.equal({ side: 'black', kind: 'Y++' });
    expect(p.filter(Boolean)).to.have.length(16);
  });
  it('moveShape: from, landing path, pushed cells, promotion and re-entry', () => {
    const s = pos('o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6', 'long');
    const push = kamisado.parseMove(s, 'd3>d4');
    expect(kamisado.moveShape(s, push)).to.deep.equal({ from: 43, path: [35], captured: [] });
    expect(pushedCells(s, push)).to.deep.equal([35, 27]);
    const w = pos('ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2');
    expect(kamisado.moveShape(w, kamisado.parseMove(w, 'c1-c8'))).to.deep.equal({ from: 58, path: [2], captured: [], promotesTo: 'R+' });
    const ns = pos('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 0-0 1 4', 'non-stop');
    expect(kamisado.moveShape(ns, kamisado.parseMove(ns, 'c1-c8@h1'))).to.deep.equal({ from: 58, path: [2, 63], captured: [], promotesTo: 'R+' });
    const fill = pos('ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black F 1-0 1 10', 'standard');
    expect(kamisado.moveShape(fill, kamisado.moves(fill)[0]).path).to.deep.equal([]);
    expect(moveTexts(fill)).to.deep.equal(['FL', 'FR']);
  });
});
