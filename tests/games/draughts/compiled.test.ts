import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { draughts as d, type DraughtsState } from '../../../src/games/draughts/index.js';
import { CompiledEngine, COMPILED_TUNING } from '../../../src/games/draughts/compiled/engine.js';
import type { SearchTask } from '../../../src/ai/search.js';
import type { SearchInfo } from '../../../src/ai/types.js';
import type { DraughtsMove } from '../../../src/games/draughts/state.js';
import { MODULE_DATA, moduleDataText } from '../../../bench/build-compiled.js';
import { compileSearchModule } from '../../../bench/wasm/compile.js';
import { compileInternational } from '../../../bench/wasm/international.js';
import { draughtsSearchGame } from '../../../src/games/draughts/search-board.js';
import { createSearchService, loaderOf } from '../../../src/ai/worker-host.js';
import { ALGORITHMS } from '../../../src/ai/algorithms.js';
import { playAll } from './helpers.js';

/** Steps `task` in slices of `sliceMs` until it ends; the number of steps. */
function stepToEnd(task: SearchTask<DraughtsMove>, sliceMs: number): number {
  let steps = 1;
  while (!task.step(sliceMs)) steps++;
  return steps;
}

const OPENING = ['32-28', '18-23', '37-32', '12-18', '41-37', '7-12', '34-29', '23x34', '40x29'];

describe('the compiled search of international draughts (compiled/engine.ts)', () => {
  let engine: CompiledEngine;
  let s: DraughtsState;
  before(async () => {
    engine = await CompiledEngine.create();
    s = playAll(d.setup({ variant: 'international' }), OPENING);
  });

  it('ships the module its source compiles to (`npm run compiled` writes it)', () => {
    expect(readFileSync(MODULE_DATA, 'utf8') === moduleDataText(compileSearchModule({ sliced: true })), `${MODULE_DATA} is stale: run \`npm run compiled\``).to.equal(true);
  });

  it('finds in slices of 1 ms what the same search finds in one go: each slice resumes where the last stopped', async () => {
    const whole = await compileInternational();
    whole.setTools(COMPILED_TUNING.tools);
    whole.setTableBits(COMPILED_TUNING.tableBits);
    const oneGo = whole.search(s, 300_000);
    const task = engine.search(d, s, { maxNodes: 300_000 });
    const steps = stepToEnd(task, 1);
    const r = task.result;
    expect({ nodes: r.nodes, depth: r.depth, score: r.score }).to.deep.equal(oneGo);
    expect(steps).to.be.greaterThan(5);
    expect(r.depth).to.be.greaterThan(6);
    expect(d.moves(s)).to.include(r.bestMove);
    expect(r.move).to.equal(d.formatMove(s, r.bestMove!));
    expect(r.interrupted).to.equal(false);
  });

  it('keeps to its time, on its own clock', () => {
    // A clock that moves a millisecond a read: the module reads it every 1024 nodes of its main search.
    let t = 0;
    const now = (): number => t++;
    const task = engine.search(d, s, { timeMs: 300, softTimeShare: 0.8, now });
    const steps = stepToEnd(task, 20);
    const r = task.result;
    expect(r.timeMs).to.be.within(240, 320);
    expect(steps).to.be.greaterThan(5);
    expect(r.depth).to.be.greaterThan(4);
    expect(d.moves(s)).to.include(r.bestMove);
  });

  it('moves now between two slices, and before the first', () => {
    const task = engine.search(d, s, { maxNodes: 50_000_000 });
    for (let k = 0; k < 5; k++) expect(task.step(2)).to.equal(false);
    task.moveNow();
    expect(task.step(1000)).to.equal(true);
    expect(task.result.interrupted).to.equal(true);
    expect(task.result.nodes).to.be.lessThan(5_000_000);
    expect(d.moves(s)).to.include(task.result.bestMove);

    const early = engine.search(d, s, { maxNodes: 50_000_000 });
    early.moveNow();
    expect(early.step(1000)).to.equal(true);
    expect(d.moves(s)).to.include(early.result.bestMove);
    expect(early.result.nodes).to.be.at.most(4096);
  });

  it('ends a search when a new one starts, with the move it had; the new one searches from scratch', () => {
    const old = engine.search(d, s, { maxNodes: 50_000_000 });
    for (let k = 0; k < 20; k++) old.step(2);
    const other = d.play(s, d.moves(s)[0]);
    const next = engine.search(d, other, { maxNodes: 200_000 });
    expect(old.step(1000)).to.equal(true);
    expect(d.moves(s)).to.include(old.result.bestMove);
    stepToEnd(next, 1);
    expect(d.moves(other)).to.include(next.result.bestMove);
    // The same search alone, in one go: the old one left nothing behind.
    const alone = engine.search(d, other, { maxNodes: 200_000 });
    stepToEnd(alone, 1000);
    expect([alone.result.nodes, alone.result.score, alone.result.move]).to.deep.equal([next.result.nodes, next.result.score, next.result.move]);
  });

  it("reports each iteration as the kit's searches do", () => {
    const seen: SearchInfo[] = [];
    const task = engine.search(d, s, { maxNodes: 300_000, onIteration: (info) => seen.push(info) });
    stepToEnd(task, 1);
    const r = task.result;
    expect(seen.map((i) => i.depth)).to.deep.equal(Array.from({ length: r.depth }, (_, k) => k + 1));
    expect(seen.at(-1)).to.include({ move: r.move, score: r.score });
    expect(seen.every((i, k) => k === 0 || i.nodes > seen[k - 1].nodes)).to.equal(true);
    expect(seen.at(-1)!.nodes).to.be.at.most(r.nodes);
  });

  it('plays international draughts only', () => {
    expect(() => engine.search(d, d.setup({ variant: 'russian' }))).to.throw(/international/);
  });
});

describe('level 7 of international draughts plays its middle game by the compiled search', () => {
  const service = createSearchService(loaderOf({ draughts: draughtsSearchGame }), 'worker');
  // Not a position of the opening book; no king, 16 pieces, several moves.
  const position = 'W:W31,32,33,34,35,36,37,38:B11,12,13,14,15,16,17,18';
  const middle = d.setup({ variant: 'international', position });
  const ending = d.setup({ variant: 'international', position: 'W:W31,32,33,34,K46:B16,17,18,19' });
  const ask = (level: number, setup: { variant: string; position: string }) =>
    service.search(1, { game: 'draughts', setup, moves: [], level, timeLimitMs: 200 });

  it('leaves the search to alpha-beta where WebAssembly may not run', async () => {
    const instantiate = WebAssembly.instantiate;
    WebAssembly.instantiate = (() => Promise.reject(new WebAssembly.CompileError('WebAssembly is not allowed here'))) as unknown as typeof instantiate;
    try {
      const reply = await ask(7, { variant: 'international', position });
      if (!reply.ok) expect.fail(reply.message);
      expect(reply.result.pv.length).to.be.greaterThan(1);
      expect(draughtsSearchGame.ownSearch).to.equal(undefined);
    } finally {
      WebAssembly.instantiate = instantiate;
    }
  });

  it('loads it at level 7 of international draughts only', async () => {
    const others = [
      ask(6, { variant: 'international', position }),
      ask(7, { variant: 'russian', position: 'W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8' }),
    ];
    for (const reply of await Promise.all(others)) expect(reply.ok).to.equal(true);
    expect(draughtsSearchGame.ownSearch).to.equal(undefined);
    const reply = await ask(7, { variant: 'international', position });
    expect(draughtsSearchGame.ownSearch).to.be.a('function');
    if (!reply.ok) expect.fail(reply.message);
    expect(d.moves(middle).map((m) => d.formatMove(middle, m))).to.include(reply.result.move);
    // Its answer: no line beyond the move (alpha-beta's goes down its iterations).
    expect(reply.result.pv).to.deep.equal([reply.result.move]);
    expect(reply.result.depth).to.be.greaterThan(5);
  });

  it('takes the middle game at the levels that ask for it; alpha-beta searches kings, endings and the other levels', async () => {
    const start = await ALGORITHMS.alphabeta(draughtsSearchGame);
    const l6 = await ask(6, { variant: 'international', position });
    if (!l6.ok) expect.fail(l6.message);
    expect(l6.result.pv.length, 'level 6 by alpha-beta: its line').to.be.greaterThan(1);
    const compiledAt = async (level: number, s: DraughtsState): Promise<boolean> => {
      // The module that answers the book's move readies the level's search first.
      await draughtsSearchGame.openingMove!(s, { level });
      return start(draughtsSearchGame, s, { timeMs: 50 }).constructor.name === 'CompiledSearch';
    };
    expect([await compiledAt(7, middle), await compiledAt(6, middle), await compiledAt(7, ending)]).to.deep.equal([true, false, false]);
  });
});
