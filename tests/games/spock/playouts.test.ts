/**
 * Random playouts (seeded) checking invariants, and an independent reference
 * move generator written straight from rules/spock.md §2 on (file, rank)
 * coordinates and the public piece view.
 */
import { expect } from 'chai';
import type { PieceView } from '../../../src/core/board.js';
import { mulberry32 } from '../../../src/core/random.js';
import { LIMITS, spock, type SpockKind, type SpockMove, type SpockState } from '../../../src/games/spock/index.js';

const name = (f: number, r: number): string => 'abcde'[f] + String(r);
const CYCLE: SpockKind[] = ['rock', 'scissors', 'lizard', 'paper', 'spock'];
const beats = (a: SpockKind, v: SpockKind): boolean => {
  if (a === 'spock') return false;
  const i = CYCLE.indexOf(a);
  return v === CYCLE[(i + 1) % 5] || v === CYCLE[(i + 2) % 5];
};
const ORTHO = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const DIAG = [[1, 1], [1, -1], [-1, 1], [-1, -1]];

/** The legal moves by the letter of §2 (without the end rules). */
function referenceMoves(view: readonly (PieceView | null)[], side: string): string[] {
  // view is indexed row * 5 + col with row 0 = rank 5.
  const at = (f: number, r: number): PieceView | null | undefined =>
    f < 0 || f > 4 || r < 1 || r > 5 ? undefined : view[(5 - r) * 5 + f];
  const out: string[] = [];
  for (let f = 0; f < 5; f++) {
    for (let r = 1; r <= 5; r++) {
      const p = at(f, r);
      if (!p || p.side !== side) continue;
      const from = name(f, r);
      const kind = p.kind as SpockKind;
      if (kind === 'spock') {
        for (const [df, dr] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
          if (at(f + df, r + dr)) out.push(`${from}~${name(f + df, r + dr)}`);
        }
      } else if (kind === 'rock') {
        for (const [df, dr] of [...ORTHO, ...DIAG]) {
          let nf = f + df;
          let nr = r + dr;
          while (at(nf, nr)?.side === side) {
            nf += df;
            nr += dr;
          }
          const q = at(nf, nr);
          if (q === undefined) continue;
          if (q === null) out.push(`${from}-${name(nf, nr)}`);
          else if (beats('rock', q.kind as SpockKind)) out.push(`${from}x${name(nf, nr)}`);
        }
      } else {
        const dirs = kind === 'scissors' ? DIAG : kind === 'paper' ? ORTHO : [...ORTHO, ...DIAG];
        for (const [df, dr] of dirs) {
          for (let k = 1; ; k++) {
            const q = at(f + k * df, r + k * dr);
            if (q === undefined) break;
            if (q === null) out.push(`${from}-${name(f + k * df, r + k * dr)}`);
            else if (q.side !== side) {
              if (beats(kind, q.kind as SpockKind)) out.push(`${from}x${name(f + k * df, r + k * dr)}`);
              break;
            }
          }
        }
      }
    }
  }
  return out.sort();
}

const GAMES = 2000;

/** A cheap assertion for the inner loop (chai per check is too slow for 100k plies). */
function check(ok: boolean, what: string, s: SpockState): void {
  if (!ok) throw new Error(`${what} at ${spock.formatPosition(s)}`);
}
const same = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));

describe('spock: random playouts', function () {
  it(`${GAMES} seeded games keep every invariant and end by rule within the caps`, () => {
    const rnd = mulberry32(20261129);
    const reasons: Record<string, number> = {};
    let plies = 0;
    let leaps = 0;
    for (let g = 0; g < GAMES; g++) {
      let s: SpockState = spock.setup();
      for (let steps = 0; ; steps++) {
        check(steps <= LIMITS.plyCap, 'the game outlived the ply cap', s);
        const out = spock.outcome(s);
        const ms = spock.moves(s);
        const turn = spock.turn(s);
        if (out) {
          check(ms.length === 0, 'moves after the end', s);
          reasons[out.reason] = (reasons[out.reason] ?? 0) + 1;
          if (out.reason === 'no-spock' || out.reason === 'no-moves') check(out.winner !== null && out.winner !== turn, 'wrong winner', s);
          else check(out.winner === null && ['repetition', 'clock', 'ply-cap'].includes(out.reason), 'bad draw', s);
          break;
        }
        check(ms.length > 0 && s.ply < LIMITS.plyCap && s.clock < LIMITS.clock, 'a live game past a limit', s);
        const view = spock.pieces(s);
        const texts = ms.map((m) => spock.formatMove(s, m));
        // The rules, by an independent generator.
        check(same([...texts].sort(), referenceMoves(view, turn)), 'moves differ from the reference', s);
        check(new Set(texts).size === ms.length, 'a move listed twice', s);
        ms.forEach((m, i) => check(spock.parseMove(s, texts[i]) === m, `parseMove(formatMove(${texts[i]}))`, s));

        const m: SpockMove = ms[Math.floor((rnd() / 4294967296) * ms.length)];
        const shape = spock.moveShape(s, m);
        const before = spock.formatPosition(s);
        const beforeBoard = Array.from(s.board);
        const beforeHash = spock.hash(s);
        const next = spock.play(s, m);
        check(spock.formatPosition(s) === before && same(Array.from(s.board), beforeBoard) && spock.hash(s) === beforeHash, 'play() mutated its input', s);

        const after = spock.pieces(next);
        const count = (v: readonly (PieceView | null)[]): number => v.filter(Boolean).length;
        const mover = view[shape.from]!;
        const to = shape.path[shape.path.length - 1];
        const target = view[to];
        check(mover !== null && mover.side === turn, 'the mover is not the side to move', s);
        check(JSON.stringify(after[to]) === JSON.stringify(mover), 'the mover is not on its destination', s);
        if (mover.kind === 'spock') {
          leaps++;
          const born = { side: mover.side, kind: CYCLE[(CYCLE.indexOf(target!.kind as SpockKind) + 1) % 5] };
          check(target !== null, 'a leap to an empty square', s);
          check(count(after) === count(view), 'a leap changed the number of pieces', s);
          check(JSON.stringify(after[shape.from]) === JSON.stringify(born), 'the new piece breaks the cycle', s);
          check(next.clock === (target!.side === mover.side ? s.clock + 1 : 0), 'leap clock', s);
        } else if (target) {
          check(target.side !== mover.side && beats(mover.kind as SpockKind, target.kind as SpockKind), 'a capture the table forbids', s);
          check(count(after) === count(view) - 1 && after[shape.from] === null, 'a capture did not remove one piece', s);
          check(next.clock === 0, 'a capture did not reset the clock', s);
        } else {
          check(count(after) === count(view) && after[shape.from] === null, 'a quiet move changed the pieces', s);
          check(next.clock === s.clock + 1, 'quiet clock', s);
        }
        for (let c = 0; c < 25; c++) {
          if (c !== to && c !== shape.from) check(JSON.stringify(after[c]) === JSON.stringify(view[c]), 'a bystander changed', s);
        }
        check(next.ply === s.ply + 1, 'ply count', s);

        // formatPosition → setup round trip, with the same Zobrist key (incremental = from scratch).
        const text = spock.formatPosition(next);
        const again = spock.setup({ position: text });
        check(spock.formatPosition(again) === text && spock.hash(again) === spock.hash(next), 'position round trip', next);
        s = next;
        plies++;
      }
    }
    expect(plies).to.be.greaterThan(GAMES * 10);
    expect(leaps).to.be.greaterThan(1000);
    // These ways of ending all show up in this many random games.
    expect(Object.keys(reasons)).to.include.members(['no-spock', 'no-moves', 'clock', 'repetition']);
  });

  it('the reference generator agrees on every worked example placement', () => {
    for (const p of ['psksp/rrrrr/5/RRRRR/PSKSP b 0 0', '4k/r2s1/2L2/PS3/R2K1 r 0 0', '4k/r2p1/2L2/PS3/R2K1 b 0 0']) {
      const s = spock.setup({ position: p });
      expect(spock.moves(s).map((m) => spock.formatMove(s, m)).sort()).to.deep.equal(referenceMoves(spock.pieces(s), spock.turn(s)));
    }
  });
});
