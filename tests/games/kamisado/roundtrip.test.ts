/** Round trips over random games: positions, moves, hashes, perft. */
import { expect } from 'chai';
import { genericPerft } from '../../../src/core/session.js';
import { mulberry32 } from '../../../src/core/random.js';
import { kamisado, type KamisadoState } from '../../../src/games/kamisado/index.js';

/** Games per variant with the heavier per-ply checks (long matches have many more plies per game). */
const GAMES: Record<string, number> = { single: 150, standard: 80, long: 40, marathon: 25, 'non-stop': 80 };
const FILL = 9;

describe('kamisado round trips over random games', () => {
  for (const variant of kamisado.variants) {
    it(`${variant}: formatPosition→setup, parseMove(formatMove(m)) === m, hash and move sets agree`, () => {
      const rnd = mulberry32(77 + variant.length);
      for (let g = 0; g < GAMES[variant]; g++) {
        let s: KamisadoState = kamisado.setup({ variant, first: g % 3 ? 'black' : 'gold' });
        for (;;) {
          const text = kamisado.formatPosition(s);
          const copy = kamisado.setup({ variant, position: text });
          if (kamisado.formatPosition(copy) !== text) throw new Error(`position does not round-trip: ${text}`);
          if (kamisado.hash(copy) !== kamisado.hash(s)) throw new Error(`hash differs after a round trip: ${text}`);
          if (JSON.stringify(kamisado.outcome(copy)?.winner) !== JSON.stringify(kamisado.outcome(s)?.winner)) {
            throw new Error(`outcome differs after a round trip: ${text}`);
          }
          const moves = kamisado.moves(s);
          const copyMoves = kamisado.moves(copy);
          if (moves.join() !== copyMoves.join()) throw new Error(`moves differ after a round trip: ${text}`);
          if (new Set(moves).size !== moves.length) throw new Error(`a move is listed twice: ${text}`);
          // Passes never appear as choices; the FL/FR choice only for the Defender.
          for (const m of moves) {
            const mt = kamisado.formatMove(s, m);
            if (kamisado.parseMove(s, mt) !== m) throw new Error(`${mt} does not parse back in ${text}`);
            if ((m & 63) === ((m >> 6) & 63) && ((m >> 12) & 7) < 3) throw new Error(`a pass is offered: ${text}`);
          }
          if (kamisado.outcome(s)) break;
          // Live positions: the forced tower can move and no tower stands on its goal row.
          if (s.toMove < FILL) {
            const goal = [0, 7];
            for (let t = 0; t < 16; t++) {
              if (s.buf[64 + t] >> 3 === goal[t >> 3]) throw new Error(`a tower rests on its goal row: ${text}`);
            }
          }
          s = kamisado.play(s, moves[rnd() % moves.length]);
        }
      }
    });
  }

  it('perft from the initial position (passes are not plies) agrees with the generic counter', () => {
    const s = kamisado.setup();
    const counts = [1, 2, 3].map((d) => kamisado.perft!(s, d));
    expect(counts).to.deep.equal([102, 1150, 11332]);
    expect([1, 2, 3].map((d) => genericPerft(kamisado, s, d))).to.deep.equal(counts);
    // FL/FR is one ply of its own.
    const fill = kamisado.setup({ variant: 'standard', position: 'ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black F 1-0 1 10' });
    expect(kamisado.perft!(fill, 1)).to.equal(2);
    expect(kamisado.perft!(fill, 2)).to.equal(204);
  });
});
