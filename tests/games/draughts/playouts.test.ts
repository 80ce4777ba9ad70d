import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import type { DraughtsMove, DraughtsState } from '../../../src/games/draughts/index.js';
import { at, d } from './helpers.js';

const GAMES = { light: 1000, heavy: 150 } as const;
const MAX_PLIES = 3000;

function count(s: DraughtsState): { white: number; black: number; men: number } {
  let white = 0, black = 0, men = 0;
  for (const p of d.pieces(s)) {
    if (!p) continue;
    if (p.side === 'white') white++;
    else black++;
    if (p.kind === 'man') men++;
  }
  return { white, black, men };
}

function identity(m: DraughtsMove): string {
  return `${m.from}>${m.to}:${[...m.captured].sort((a, b) => a - b).join(',')}:${m.promotes}`;
}

/** A plain check: chai's expect is too slow for the inner loop of thousands of games. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function playout(variant: string, seed: number, heavy: boolean): string {
  const rnd = mulberry32(seed);
  let s = at(variant);
  let last = count(s);
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const where = `${variant} game ${seed} ply ${ply} (${d.formatPosition(s)})`;
    const o = d.outcome(s);
    const ms = d.moves(s);
    check((ms.length === 0) === (o !== null), `moves() is empty exactly when the game is over: ${where}`);
    if (o) return o.reason;
    if (heavy) {
      const fen = d.formatPosition(s);
      const back = at(variant, fen);
      check(d.formatPosition(back) === fen, `FEN round trip: ${where}`);
      check(d.hash(back) === d.hash(s), `hash of the reloaded FEN: ${where}`);
      check(d.perft!(s, 1) === ms.length, `perft(1) = moves().length: ${where}`);
      check(new Set(ms.map(identity)).size === ms.length, `each move once: ${where}`);
      const texts = ms.map((m) => d.formatMove(s, m));
      check(new Set(texts).size === ms.length, `move texts unique: ${where}`);
      ms.forEach((m, i) => check(d.parseMove(s, texts[i]) === m, `parse(format(m)) = m for ${texts[i]}: ${where}`));
      const caps = ms.filter((m) => m.captured.length > 0);
      check(caps.length === 0 || caps.length === ms.length, `capture is compulsory: ${where}`);
      if (variant !== 'russian' && caps.length > 0) {
        check(new Set(caps.map((m) => m.captured.length)).size === 1, `max capture: ${where}`);
      }
    }
    const m = ms[rnd() % ms.length];
    const board = s.board.slice();
    const before = d.pieces(s);
    const shape = d.moveShape(s, m);
    const next = d.play(s, m);
    check(s.board.every((v, i) => v === board[i]), `play() leaves its input alone: ${where}`);
    const c = count(next);
    const menTaken = shape.captured.filter((cell) => before[cell]?.kind === 'man').length;
    check(c.white + c.black === last.white + last.black - m.captured.length, `pieces removed = captured: ${where}`);
    check(c.white <= last.white && c.black <= last.black, `piece counts never rise: ${where}`);
    check(c.men === last.men - (m.promotes ? 1 : 0) - menTaken, `men change only by promotion and capture: ${where}`);
    last = c;
    s = next;
  }
  throw new Error(`${variant} game ${seed} did not end within ${MAX_PLIES} plies`);
}

describe('draughts random playouts', () => {
  for (const variant of ['international', 'russian', 'brazilian']) {
    it(`${variant}: ${GAMES.light} random games keep the invariants and end by rule`, () => {
      const reasons = new Map<string, number>();
      for (let g = 0; g < GAMES.light; g++) {
        const r = playout(variant, 1000 + g, g < GAMES.heavy);
        reasons.set(r, (reasons.get(r) ?? 0) + 1);
      }
      const lost = (reasons.get('no-moves') ?? 0) + (reasons.get('no-pieces') ?? 0);
      expect(lost).to.be.greaterThan(GAMES.light / 2);
    });
  }
});
