import { expect } from 'chai';
import { mulberry32 } from '../../src/core/random.js';
import { draughts as d, type DraughtsState } from '../../src/games/draughts/index.js';
import { compileInternational, type WasmInternational } from '../../bench/wasm/international.js';

// The bit-board generator in WebAssembly that bench/draughts-wasm.bench.ts times must count what the kit's does.
describe('international draughts on one 64-bit word (WebAssembly, bench only)', () => {
  let w: WasmInternational;
  before(async () => {
    w = await compileInternational();
  });

  it('matches the rules-file perft table to depth 7', () => {
    const s = d.setup({ variant: 'international' });
    [9, 81, 658, 4265, 27117, 167140, 1049442].forEach((n, i) => expect(w.perft(s, i + 1), `depth ${i + 1}`).to.equal(n));
  });

  it('matches the kit on capture-rich positions with kings', () => {
    for (const position of ['W:WK1,31,32,40,K46:B18,22,28,K29,33,34,43', 'B:WK3,K26,28,33,39:B9,12,K17,19,23,K44', 'W:W6,K50:B11,K45', 'B:WK28,45:BK6,10,23']) {
      const s = d.setup({ variant: 'international', position });
      for (let depth = 1; depth <= 5; depth++) expect(w.perft(s, depth), `${position} depth ${depth}`).to.equal(d.perft!(s, depth));
    }
  });

  it('matches the kit from positions of random games, kings and long captures included', () => {
    const rand = mulberry32(61);
    let checked = 0;
    let kings = 0;
    for (let game = 0; game < 30; game++) {
      let s: DraughtsState = d.setup({ variant: 'international' });
      for (let ply = 0; ply < 160; ply++) {
        const moves = d.moves(s);
        if (moves.length === 0) break;
        if (ply % 8 === 7) {
          // Four plies where kings are about: a king taken and its square played on again within them.
          const withKings = /K/.test(d.formatPosition(s));
          const depth = withKings ? 4 : 3;
          expect(w.perft(s, depth), `game ${game} ply ${ply}`).to.equal(d.perft!(s, depth));
          checked++;
          if (withKings) kings++;
        }
        s = d.play(s, moves[rand() % moves.length]);
      }
    }
    expect(checked).to.be.greaterThan(300);
    expect(kings).to.be.greaterThan(20);
  });
});
