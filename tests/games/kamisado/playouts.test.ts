/** Seeded random playouts: thousands of games per variant, checking invariants after every move. */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { kamisado, roundResults, type KamisadoState } from '../../../src/games/kamisado/index.js';

/** Games per variant and the guard on plays per game (rounds × the 300-ply cap would be far above it). */
const PLAYOUTS = { single: 3000, standard: 2000, long: 1500, marathon: 1000, 'non-stop': 2000 } as const;
const GUARD = 20_000;
const EMPTY = -1;
const POS = 64;
const RANK = 80;

function checksum(buf: readonly number[]): number {
  let h = 0;
  for (let i = 0; i < buf.length; i++) h = (Math.imul(h, 31) + buf[i]) | 0;
  return h;
}

/** Board consistency: 16 towers, one per square, cell table and board agree. */
function checkBoard(s: KamisadoState): void {
  let n = 0;
  for (let c = 0; c < 64; c++) {
    const t = s.buf[c];
    if (t === EMPTY) continue;
    n++;
    if (s.buf[POS + t] !== c) throw new Error(`tower ${t} is not where the board says`);
  }
  if (n !== 16) throw new Error(`${n} towers on the board`);
  for (let t = 0; t < 16; t++) if (s.buf[s.buf[POS + t]] !== t) throw new Error(`two towers share a square`);
}

function worth(s: KamisadoState, side: number): number {
  let w = 0;
  for (let t = side * 8; t < side * 8 + 8; t++) w += (1 << s.buf[RANK + t]) - 1;
  return w;
}

describe('kamisado random playouts', () => {
  for (const variant of kamisado.variants) {
    const games = PLAYOUTS[variant as keyof typeof PLAYOUTS];
    it(`${variant}: ${games} seeded games all end, scores add up, boards stay consistent`, () => {
      const rnd = mulberry32(0x5eed + variant.length);
      const target = { single: 1, standard: 3, long: 7, marathon: 15, 'non-stop': 7 }[variant]!;
      const reasons: Record<string, number> = {};
      let wins = [0, 0];
      for (let g = 0; g < games; g++) {
        let s = kamisado.setup({ variant, first: g % 2 ? 'gold' : 'black' });
        let plays = 0;
        while (!kamisado.outcome(s)) {
          const moves = kamisado.moves(s);
          if (moves.length === 0) throw new Error(`no moves in a live position ${kamisado.formatPosition(s)}`);
          const m = moves[rnd() % moves.length];
          const before = checksum(s.buf);
          const next = kamisado.play(s, m);
          if (checksum(s.buf) !== before) throw new Error('play() mutated its input');
          checkBoard(next);
          if (!variant.startsWith('non') && worth(next, 0) + worth(next, 1) !== next.score[0] + next.score[1]) {
            throw new Error(`scores do not match the towers' worth in ${kamisado.formatPosition(next)}`);
          }
          s = next;
          if (++plays > GUARD) throw new Error(`game ${g} did not end`);
        }
        expect(kamisado.moves(s)).to.have.length(0);
        const out = kamisado.outcome(s)!;
        reasons[out.reason] = (reasons[out.reason] ?? 0) + 1;
        wins[out.winner === 'black' ? 0 : 1]++;
        // Scores add up: every result's points, in order, give the running and final score.
        const rs = roundResults(s);
        let b = 0;
        let gd = 0;
        for (const r of rs) {
          if (r.winner === 'black') b += r.points;
          else gd += r.points;
          if (r.score[0] !== b || r.score[1] !== gd) throw new Error('a round result does not add up');
        }
        expect([b, gd]).to.deep.equal([...s.score]);
        expect(rs[rs.length - 1].final).to.equal(true);
        const winner = out.winner === 'black' ? 0 : 1;
        if (variant !== 'non-stop') {
          expect(s.score[winner]).to.be.at.least(target);
          expect(s.score[1 - winner]).to.be.below(target);
        } else {
          expect(s.score[winner] === target || out.reason !== 'goal').to.equal(true);
        }
      }
      expect(wins[0] + wins[1]).to.equal(games);
      expect(wins[0], 'Black wins some').to.be.above(0);
      expect(wins[1], 'Gold wins some').to.be.above(0);
      expect(reasons.goal, 'games end by goals').to.be.above(0);
    });
  }
});
