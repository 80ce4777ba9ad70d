import { expect } from 'chai';
import { mulberry32 } from '../../src/core/random.js';
import { draughts as d, type DraughtsState } from '../../src/games/draughts/index.js';
import { EVAL, evaluate } from '../../src/games/draughts/evaluate.js';
import { playAll } from '../games/draughts/helpers.js';
import { MOBY_TOOLS, compileInternational, isEnding, wasmService, type WasmInternational } from '../../bench/wasm/international.js';
import type { SearchRequest } from '../../src/ai/types.js';
import type { SearchService } from '../../src/ai/worker-host.js';

/** Every position of `games` seeded random international games of at most `plies` plies, with its game and ply. */
function* randomPositions(seed: number, games: number, plies: number): Generator<{ s: DraughtsState; game: number; ply: number }> {
  const rand = mulberry32(seed);
  for (let game = 0; game < games; game++) {
    let s: DraughtsState = d.setup({ variant: 'international' });
    for (let ply = 0; ply < plies; ply++) {
      const moves = d.moves(s);
      if (moves.length === 0) break;
      yield { s, game, ply };
      s = d.play(s, moves[rand() % moves.length]);
    }
  }
}

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
    // The last two: a capture that ends on the square it began from, by a king (43x43) and by a man (39x39).
    for (const position of ['W:WK1,31,32,40,K46:B18,22,28,K29,33,34,43', 'B:WK3,K26,28,33,39:B9,12,K17,19,23,K44', 'W:W6,K50:B11,K45', 'B:WK28,45:BK6,10,23', 'W:WK43,19:B2,14,17,38,39', 'W:WK4,39:B32,33,35,42,43']) {
      const s = d.setup({ variant: 'international', position });
      for (let depth = 1; depth <= 5; depth++) expect(w.perft(s, depth), `${position} depth ${depth}`).to.equal(d.perft!(s, depth));
    }
  });

  it('matches the kit from positions of random games, kings and long captures included', () => {
    let checked = 0;
    let kings = 0;
    for (const { s, game, ply } of randomPositions(61, 30, 160)) {
      if (ply % 8 !== 7) continue;
      // Four plies where kings are about: a king taken and its square played on again within them.
      const withKings = /K/.test(d.formatPosition(s));
      const depth = withKings ? 4 : 3;
      expect(w.perft(s, depth), `game ${game} ply ${ply}`).to.equal(d.perft!(s, depth));
      checked++;
      if (withKings) kings++;
    }
    expect(checked).to.be.greaterThan(300);
    expect(kings).to.be.greaterThan(20);
  });
});

describe('the search board and the search on the 64-bit word (WebAssembly, bench only)', () => {
  let w: WasmInternational;
  before(async () => {
    w = await compileInternational();
  });

  // Bits: square sq (1–50) is bit sq − 1 + ⌊(sq − 1) / 10⌋; a step's key is from · 64 + to on them.
  const bitOf = (sq: number): number => sq - 1 + Math.floor((sq - 1) / 10);
  /** Plays steps given as text ('31-26') on the word's search board and returns the hash reached. */
  const hashAfter = (steps: string[]): number => {
    const board = w.searchBoard(d.setup({ variant: 'international' }));
    for (const step of steps) {
      const [from, to] = step.split('-').map(Number);
      const n = board.generate();
      const i = Array.from({ length: n }, (_, j) => j).find((j) => board.moveKey(j) === bitOf(from) * 64 + bitOf(to));
      if (i === undefined) throw new Error(`no move ${step}`);
      board.make(i);
    }
    return board.hash();
  };

  it('keeps its hash move by move: the hash of a fresh board, whatever the order of the moves', () => {
    // 31-26 and 35-30 for White, 18-22 and 19-23 for Black (no capture on the way), in three orders.
    const a = hashAfter(['31-26', '18-22', '35-30', '19-23']);
    const fresh = w.searchBoard(playAll(d.setup({ variant: 'international' }), ['31-26', '18-22', '35-30', '19-23'])).hash();
    expect(a).to.equal(fresh);
    expect(hashAfter(['35-30', '19-23', '31-26', '18-22'])).to.equal(a);
    expect(hashAfter(['31-26', '19-23', '35-30', '18-22'])).to.equal(a);
    expect(hashAfter(['31-26', '18-22', '33-29', '19-23'])).not.to.equal(a);
  });

  it("evaluates as the kit does wherever the draw counters are at rest", () => {
    let checked = 0;
    let withKings = 0;
    for (const { s, game, ply } of randomPositions(7, 40, 150)) {
      if (s.eg !== 0 || s.kingPlies !== 0 || s.reps !== 1) continue;
      expect(w.evaluate(s), `game ${game} ply ${ply}: ${d.formatPosition(s)}`).to.equal(evaluate(s));
      checked++;
      if (s.wk + s.bk > 0) withKings++;
    }
    expect(checked).to.be.greaterThan(3000);
    expect(withKings).to.be.greaterThan(100);
  });

  it('evaluates as the kit does with other weights: the positional terms scaled, and runaways', async () => {
    const weights = { ...EVAL.international, positional: 37, runaway1: 90, runaway2: 50, runaway3: 15 };
    const other = await compileInternational(weights);
    let checked = 0;
    let runaways = 0;
    for (const { s, game, ply } of randomPositions(9, 30, 150)) {
      if (s.eg !== 0 || s.kingPlies !== 0 || s.reps !== 1) continue;
      expect(other.evaluate(s), `game ${game} ply ${ply}: ${d.formatPosition(s)}`).to.equal(evaluate(s, weights));
      checked++;
      if (evaluate(s, weights) !== evaluate(s, { ...weights, runaway1: 0, runaway2: 0, runaway3: 0 })) runaways++;
    }
    expect(checked).to.be.greaterThan(2000);
    expect(runaways).to.be.greaterThan(200);
  });

  it('searches in slices exactly what it searches in one go: each slice resumes where the last stopped (asyncify)', async () => {
    const sliced = await compileInternational(EVAL.international, { sliced: true });
    const s = playAll(d.setup({ variant: 'international' }), ['32-28', '18-23', '37-32', '12-18', '41-37', '7-12', '34-29', '23x34', '40x29']);
    for (const tools of [0, MOBY_TOOLS.single | MOBY_TOOLS.lmr | MOBY_TOOLS.probcut]) {
      w.setTools(tools);
      sliced.setTools(tools);
      const whole = w.search(s, 300_000);
      const { slices, longestMs: _longest, ...inSlices } = await sliced.searchInSlices(s, 300_000, 1);
      expect(inSlices, `tools ${tools}`).to.deep.equal(whole);
      expect(whole.depth).to.be.greaterThan(6);
      expect(slices, `tools ${tools}`).to.be.greaterThan(5);
    }
    w.setTools(0);
    let refused = '';
    await w.searchInSlices(s, 1000, 1).catch((e: Error) => (refused = e.message));
    expect(refused).to.match(/sliced/);
  });

  it('takes moves back to the position it had', () => {
    const board = w.searchBoard(d.setup({ variant: 'international', position: 'W:WK1,31,32,40,K46:B18,22,28,K29,33,34,43' }));
    const start = [board.hash(), board.hashCheck!(), board.generate()];
    for (let i = 0; i < board.generate(); i++) {
      board.make(i);
      board.generate();
      board.make(0);
      board.unmake();
      board.unmake();
    }
    expect([board.hash(), board.hashCheck!(), board.generate()]).to.deep.equal(start);
  });

  /** What tool `tool` adds to the evaluation of `position` (the side to move's view). */
  const toolGain = (position: string, tool: number): number => {
    const s = d.setup({ variant: 'international', position });
    w.setTools(0);
    const plain = w.evaluate(s);
    w.setTools(tool);
    const withTool = w.evaluate(s);
    w.setTools(0);
    return withTool - plain;
  };

  it('searches deeper as its budget grows and stays within it', () => {
    const s = d.setup({ variant: 'international' });
    const small = w.search(s, 20_000);
    const large = w.search(s, 400_000);
    expect(small.nodes).to.be.at.most(20_000);
    expect(large.nodes).to.be.at.most(400_000);
    expect(large.depth).to.be.greaterThan(small.depth);
  });

  it('adds breakthroughs only when asked (tools=break): a free path 1, 2 or 3 rows from promotion', () => {
    // White's man on 7 has 1 and 2 ahead (146), on 16 the squares up to row 1 (16); Black's on 45 has 50 ahead.
    for (const [position, gain] of [['W:W7:B12', 146], ['W:W16:B28', 16], ['W:W7:B1', 0], ['W:W7,33:B45,12', 0], ['W:W33:B45', -146], ['B:W16:B28', -16]] as const) expect(toolGain(position, MOBY_TOOLS.break), position).to.equal(gain);
  });

  it('takes the square value back from a man one row from promotion whose squares ahead all hold pieces of the other side (tools=blocked)', () => {
    // White's man on 7 (a man more by its square, 132) is blocked by Black's pieces on 1 and 2; on 6 by 1 alone (the
    // board's edge): 112; not by one of two, nor by White's own king. Black's man on 44 mirrors 7.
    for (const [position, gain] of [['W:W7:B1,2', -132], ['W:W6:BK1', -112], ['W:W7:B1', 0], ['W:W7,K2:B1', 0], ['B:W49,50:B44', -132], ['W:W49,50:B44', 132], ['W:W12:B7,8', 0]] as const) expect(toolGain(position, MOBY_TOOLS.blocked), position).to.equal(gain);
  });

  it('takes the square value back from a man two rows from promotion with a piece of the other side ahead of it (tools=freepath)', () => {
    // White's man on 12 (40 by its square) has 7, 8 and 1 to 3 ahead; Black's on 39 (mirrors 12) has 43, 44 and 48 to 50.
    for (const [position, gain] of [['W:W12:B2', -40], ['W:W12:BK8', -40], ['W:W12:B4', 0], ['W:W12,7:B45', 0], ['B:W50:B39', -40], ['W:W7:B2', 0]] as const) expect(toolGain(position, MOBY_TOOLS.freepath), position).to.equal(gain);
  });

  it("weighs the kit's values by square as asked (squares=F)", async () => {
    // White's men on 7 (132 by its square) and 28 (30), Black's on 39 (40, as White's on 12): 122 in all, with the
    // positional terms at their full weight.
    const weights = { ...EVAL.international, positional: 100 };
    const w = await compileInternational(weights);
    const s = d.setup({ variant: 'international', position: 'W:W7,28:B39' });
    const plain = w.evaluate(s);
    w.scaleSquares(0.5);
    const half = w.evaluate(s);
    w.scaleSquares(0);
    const none = w.evaluate(s);
    w.scaleSquares(1);
    expect(w.evaluate(s)).to.equal(plain);
    expect(plain - none).to.equal(evaluate(s, weights) - none);
    expect(half - none).to.equal(Math.round((plain - none) / 2));
    expect(plain - none).to.equal(122);
  });

  it("chooses one of the kit's moves with every one of Moby Dam's tools, and stops at its node budget", () => {
    const all = MOBY_TOOLS.single | MOBY_TOOLS.lmr | MOBY_TOOLS.probcut | MOBY_TOOLS.break | MOBY_TOOLS.keep | MOBY_TOOLS.blocked | MOBY_TOOLS.freepath;
    for (const tools of [MOBY_TOOLS.single, MOBY_TOOLS.lmr, MOBY_TOOLS.probcut, MOBY_TOOLS.keep, MOBY_TOOLS.blocked, MOBY_TOOLS.freepath, all]) {
      w.setTools(tools);
      for (const position of [undefined, 'W:W26,35-43,45-50:B2-6,8,11,12,14-16,18-20,25,29', 'B:WK3,K26,28,33,39:B9,12,K17,19,23,K44']) {
        const s = d.setup({ variant: 'international', ...(position ? { position } : {}) });
        const r = w.choose(s, 5000, 1, 100_000);
        expect(r.nodes, `${tools} ${position}`).to.be.at.most(100_000);
        expect(d.moves(s).map((m) => d.formatMove(s, m)), `${tools} ${position}`).to.include(d.formatMove(s, r.move!));
      }
    }
    w.setTools(0);
  });

  it('keeps its table from move to move at any size, and empties it when sized', () => {
    const s = d.setup({ variant: 'international', position: 'W:W26,35-43,45-50:B2-6,8,11,12,14-16,18-20,25,29' });
    // 100 k nodes: a tree that the smallest table (2^16 entries) still mostly holds from one search to the next.
    for (const bits of [22, 16, 18]) {
      w.setTableBits(bits);
      const first = w.choose(s, 1e9, 1, 100_000);
      const again = w.choose(s, 1e9, 1, 100_000);
      // The second search starts from the first one's table: deeper for the same nodes, or as deep for fewer.
      expect(again.depth > first.depth || (again.depth === first.depth && again.nodes < first.nodes), `2^${bits}`).to.equal(true);
      w.setTableBits(bits);
      expect(w.choose(s, 1e9, 1, 100_000), `2^${bits}`).to.deep.equal(first);
    }
  });

  it("chooses one of the kit's moves within its time", () => {
    for (const position of [undefined, 'W:WK1,31,32,40,K46:B18,22,28,K29,33,34,43', 'B:WK3,K26,28,33,39:B9,12,K17,19,23,K44']) {
      const s = d.setup({ variant: 'international', ...(position ? { position } : {}) });
      const r = w.choose(s, 40, 0.8);
      expect(r.move).to.not.equal(null);
      expect(d.moves(s).map((m) => d.formatMove(s, m))).to.include(d.formatMove(s, r.move!));
    }
  });
});

describe('the WebAssembly search as a match player, with endings left to level 7 (wasm,endings=N)', () => {
  it('calls a position with a king, or with at most N pieces, an ending', () => {
    const at = (position: string): DraughtsState => d.setup({ variant: 'international', position });
    expect(isEnding(d.setup({ variant: 'international' }), 8)).to.equal(false);
    expect(isEnding(at('W:W31,32,33,34,35:B1,2,3,4'), 8)).to.equal(false);
    expect(isEnding(at('W:W31,32,33,34:B1,2,3,4'), 8)).to.equal(true);
    expect(isEnding(at('W:W31-50,K30:B1-20'), 8)).to.equal(true);
    expect(isEnding(at('W:W31-50:B1-19,K20'), 8)).to.equal(true);
  });

  it('asks level 7 for the endings, in its own time, and plays its move', async () => {
    const asked: SearchRequest[] = [];
    const level7: Pick<SearchService, 'search'> = {
      search: async (_id, request) => {
        asked.push(request);
        return { ok: true, result: { move: '28-22', depth: 9, nodes: 1234, score: 0, timeMs: 1, pv: ['28-22'], interrupted: false, where: 'worker' } };
      },
    };
    const player = wasmService(250, undefined, 0, 0.8, 18, 1, { pieces: 8, service: level7 });
    const request: SearchRequest = { game: 'draughts', setup: { variant: 'international', position: 'W:W28,K46:B3,14' }, moves: [], level: 1, seed: 5 };
    const reply = await player.search(1, request);
    expect(reply.ok && reply.result.move).to.equal('28-22');
    expect(reply.ok && reply.result.nodes).to.equal(1234);
    expect(asked).to.have.length(1);
    expect(asked[0]).to.deep.include({ level: 7, timeLimitMs: 250, seed: 5, moves: [] });
  });
});
