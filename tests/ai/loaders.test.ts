import { expect } from '@open-wc/testing';
import { WorkerPoolClient } from '../../src/ai/client.js';
import { createSearchService, loaderOf, prepareSearch, type GameLoader } from '../../src/ai/worker-host.js';
import type { SearchReply } from '../../src/ai/worker-host.js';
import { GameError, isGameError } from '../../src/core/errors.js';
import type { AnyGame } from '../../src/core/game.js';
import { kitWorker } from '../../src/engines/ai.js';
import { loadableGameNames, loadGame } from '../../src/engines/loaders.js';
import { games } from '../../src/engines/registry.js';
import { THUD_FOOTBALL_LEVELS, THUD_LEVELS, thud } from '../../src/games/thud/index.js';
import { fixtureRegistry } from './fixtures/registry.js';
import { rejection } from './fixtures/rejection.js';

/** A loader over the fixture games that counts its calls by name. */
function countingLoader(inner: GameLoader = loaderOf(fixtureRegistry)): { load: GameLoader; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    load: (name) => {
      calls.push(name);
      return inner(name);
    },
  };
}

const failed = (reply: SearchReply): string | null => (reply.ok ? null : reply.code);

describe('engines/loaders', () => {
  it('knows exactly the registry names, in its order', () => {
    expect(loadableGameNames()).to.deep.equal(Object.keys(games));
  });

  it('loads each game by its name: the registry’s game, or its rules with the search board (the same functions)', async () => {
    for (const name of loadableGameNames()) {
      const game = await loadGame(name);
      expect(game.name).to.equal(name);
      const full = games[name] as unknown as Record<string, unknown>;
      // The search board (and what prepares a search: draughts' endgame tables; its opening book; its compiled search) is the worker's alone:
      // pages, which use the registry, never load it.
      const workers = ['searchBoard', 'beforeSearch', 'openingMove', 'ownSearch'];
      // Draughts' worker evaluates on its search board, without the pure scan the registry's game has: the same scores.
      for (const [key, value] of Object.entries(game)) if (!workers.includes(key) && key !== 'evaluate') expect(value, `${name}.${key}`).to.equal(full[key]);
      const registry = games[name] as unknown as typeof game;
      let s = game.setup({});
      for (let ply = 0; ply < 16 && game.moves(s).length > 0; ply++) {
        expect(game.evaluate(s), `${name} evaluate at ply ${ply}`).to.equal(registry.evaluate(s));
        s = game.play(s, game.moves(s)[(ply * 7) % game.moves(s).length]);
      }
      for (const key of workers) expect(full, name).not.to.have.property(key);
      for (const key of ['setup', 'moves', 'play', 'outcome', 'parseMove', 'formatMove', 'evaluate', 'hash']) expect(game, name).to.have.property(key);
    }
  });

  it('rejects any other name with unknown-game, prototype keys included', async () => {
    for (const name of ['chess', '', 'toString', '__proto__', 'Draughts']) {
      const err = await rejection(loadGame(name));
      expect(isGameError(err) && err.code, name).to.equal('unknown-game');
    }
  });
});

describe('ai/worker-host with a game loader', () => {
  const winInOne = { game: 'ttt', setup: {}, moves: ['a3', 'a1', 'b3', 'b1'], level: 3 };

  it('loads a game on its first request only, and answers from it', async () => {
    const { load, calls } = countingLoader();
    const service = createSearchService(load, 'main-thread');
    const [a, b] = await Promise.all([service.search(1, winInOne), service.search(2, winInOne)]);
    const c = await service.search(3, { ...winInOne, game: 'ttt4', moves: [], level: 1 });
    expect([a.ok && a.result.move, b.ok && b.result.move]).to.deep.equal(['c3', 'c3']);
    expect(c.ok).to.equal(true);
    expect(calls).to.deep.equal(['ttt', 'ttt4']);
  });

  it('answers unknown-game for a name the loader rejects, whether it throws or rejects', async () => {
    const service = createSearchService(loaderOf(fixtureRegistry), 'main-thread');
    expect(failed(await service.search(1, { ...winInOne, game: 'chess' }))).to.equal('unknown-game');
    const throwing = createSearchService((name) => {
      throw new GameError('unknown-game', `No ${name}.`);
    }, 'main-thread');
    expect(failed(await throwing.search(1, winInOne))).to.equal('unknown-game');
  });

  it('forgets a failed load, so a later request tries again', async () => {
    let attempts = 0;
    const flaky: GameLoader = (name) =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : loaderOf(fixtureRegistry)(name);
    const service = createSearchService(flaky, 'main-thread');
    expect(failed(await service.search(1, winInOne))).to.equal('ai-failed');
    const again = await service.search(2, winInOne);
    expect(again.ok && again.result.move).to.equal('c3');
    expect(attempts).to.equal(2);
  });

  it('answers a bad level before loading any game', async () => {
    const { load, calls } = countingLoader();
    const service = createSearchService(load, 'main-thread');
    expect(failed(await service.search(1, { ...winInOne, level: 0 }))).to.equal('bad-level');
    expect(calls).to.deep.equal([]);
  });

  it('keeps its table from one search to the next at a level that says so, and empties it at the others', async () => {
    const ladder = { 1: { maxDepth: 5, maxNodes: 1e6, timeMs: 5_000, ttBits: 14 }, 2: { maxDepth: 5, maxNodes: 1e6, timeMs: 5_000, ttBits: 14, keepTable: true } };
    const service = createSearchService(loaderOf({ ttt4: { ...fixtureRegistry.ttt4, levels: ladder } as AnyGame }), 'main-thread');
    const nodes = async (id: number, level: number): Promise<number> => {
      const reply = await service.search(id, { game: 'ttt4', setup: {}, moves: [], level });
      return reply.ok ? reply.result.nodes : -1;
    };
    const fresh = await nodes(1, 1);
    expect(await nodes(2, 1)).to.equal(fresh);
    const kept = await nodes(3, 2);
    expect(kept).to.be.above(0);
    expect(kept).to.be.below(fresh / 2);
  });

  it("budgets a search by the game's own ladder", () => {
    const { budget } = prepareSearch(thud, { game: 'thud', setup: {}, moves: [], level: 3 });
    expect(budget).to.equal(THUD_LEVELS[3]);
    // A variant's ladder comes first (football's), also under a request's time cap.
    const football = prepareSearch(thud, { game: 'thud', setup: { variant: 'koom-valley-football' }, moves: [], level: 3 });
    expect(football.budget).to.equal(THUD_FOOTBALL_LEVELS[3]);
    const capped = prepareSearch(thud, { game: 'thud', setup: { variant: 'koom-valley-football' }, moves: [], level: 5, timeLimitMs: 20 });
    expect(capped.budget).to.deep.equal({ ...THUD_FOOTBALL_LEVELS[5], timeMs: 20 });
    expect(prepareSearch(thud, { game: 'thud', setup: { variant: 'koom-valley' }, moves: [], level: 3 }).budget).to.equal(THUD_LEVELS[3]);
    const plain = prepareSearch(fixtureRegistry.ttt as AnyGame, winInOne);
    expect(plain.budget.maxDepth).to.equal(4);
  });
});

describe('ai/client with a game loader', () => {
  let client: WorkerPoolClient | null = null;
  afterEach(() => {
    client?.dispose();
    client = null;
  });

  it('uses its loader for the main-thread fallback only', async () => {
    const { load, calls } = countingLoader();
    client = new WorkerPoolClient({ worker: () => { throw new Error('no workers'); }, loadGame: load });
    const r = await client.think({ game: 'ttt', setup: {}, moves: ['a3', 'a1', 'b3', 'b1'], level: 3 }).result;
    expect([r.where, r.move]).to.deep.equal(['main-thread', 'c3']);
    expect(calls).to.deep.equal(['ttt']);
  });

  it("never calls its loader while workers answer (they load their own games)", async () => {
    const { load, calls } = countingLoader();
    client = new WorkerPoolClient({ worker: kitWorker, loadGame: load });
    const r = await client.think({ game: 'draughts', setup: { variant: 'russian' }, moves: [], level: 1, seed: 1 }).result;
    expect(r.where).to.equal('worker');
    expect(calls).to.deep.equal([]);
  });

  it("the kit's worker loads the game of each request and answers with a legal move", async () => {
    client = new WorkerPoolClient({ worker: kitWorker, loadGame, maxWorkers: 1 });
    for (const name of ['draughts', 'thud', 'kamisado', 'spock']) {
      const game = games[name];
      const r = await client.think({ game: name, setup: {}, moves: [], level: 1, seed: 1 }).result;
      const start = game.setup({});
      const legal = game.moves(start).map((m: unknown) => game.formatMove(start, m));
      expect(legal, name).to.include(r.move);
      expect(r.where).to.equal('worker');
    }
    expect(client.workersStarted).to.equal(1);
  });

  it("level 7 of international draughts plays its middle game in the kit's worker by the compiled search", async () => {
    client = new WorkerPoolClient({ worker: kitWorker, loadGame, maxWorkers: 1 });
    const d = games.draughts;
    // Not a position of the opening book; no king, 16 pieces.
    const position = 'W:W31,32,33,34,35,36,37,38:B11,12,13,14,15,16,17,18';
    const s = d.setup({ variant: 'international', position });
    const depths: number[] = [];
    const think = (level: number) =>
      client!.think({ game: 'draughts', setup: { variant: 'international', position }, moves: [], level, timeLimitMs: 400 }, { onProgress: (info) => depths.push(info.depth) }).result;
    const r = await think(7);
    expect(r.where).to.equal('worker');
    expect(d.moves(s).map((m) => d.formatMove(s, m))).to.include(r.move);
    // The compiled search reports no line beyond its move; alpha-beta's goes down its iterations (level 6 here).
    expect(r.pv).to.deep.equal([r.move]);
    expect(r.depth).to.be.greaterThan(5);
    expect(depths.slice(0, 3)).to.deep.equal([1, 2, 3]);
    expect((await think(6)).pv.length).to.be.greaterThan(1);
  });
});
