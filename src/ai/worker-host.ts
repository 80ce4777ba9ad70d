/**
 * The search service: rebuilds a position from a `SearchRequest`, searches it in
 * slices and answers `moveNow`/`cancel` by request id between slices. The same
 * service runs inside the worker (exposed through comlink) and on the main thread
 * when no worker can start. It knows no game: a `GameLoader` brings each one on its
 * first request (the kit's loader, src/engines/loaders.ts, imports one game per name).
 */
import { expose, releaseProxy } from 'comlink';
import { GameError, isGameError, type GameErrorCode } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import type { LevelBudget } from '../core/levels.js';
import { laddersOf, levelBudget } from './levels.js';
import { ALGORITHMS, DEFAULT_ALGORITHM } from './algorithms.js';
import { runInSlices, TranspositionTable, type SearchTask } from './search.js';
import type { SearchInfo, SearchRequest, SearchResult } from './types.js';

/** Slice lengths: a worker only needs to stay responsive to messages; the main thread must not jank. */
export const HOST_TUNING = {
  workerSliceMs: 20,
  mainThreadSliceMs: 8,
} as const;

/** A search answer that survives structured cloning (comlink drops an Error's `code`). */
export type SearchReply =
  | { readonly ok: true; readonly result: SearchResult }
  | { readonly ok: false; readonly code: GameErrorCode | 'aborted'; readonly message: string };

/** What the worker exposes. Progress callbacks arrive as comlink proxies. */
export interface SearchService {
  /**
   * A sign of life, and how far request `id` has got: the ms its search has run here, or −1 while it
   * is not searching (its game, book or tables still loading, or no such request).
   */
  ping(id?: number): number;
  search(id: number, request: SearchRequest, onProgress?: (info: SearchInfo) => void): Promise<SearchReply>;
  moveNow(id: number): void;
  cancel(id: number): void;
}

/**
 * Brings a game by registry name (`draughts`, …); rejects (or throws) `GameError('unknown-game')`
 * for a name it does not know.
 */
export type GameLoader = (name: string) => Promise<AnyGame>;

/** A loader over games already at hand (tests, pages with games of their own). */
export function loaderOf(games: Readonly<Record<string, AnyGame>>): GameLoader {
  return (name) =>
    Object.hasOwn(games, name)
      ? Promise.resolve(games[name])
      : Promise.reject(new GameError('unknown-game', `The AI does not know the game "${name}".`));
}

/** Rebuilds the position to search in `game`; throws `GameError` for a bad level, set-up or move. */
export function prepareSearch(game: AnyGame, request: SearchRequest): { state: unknown; budget: LevelBudget } {
  const ladder = levelBudget(request.level, ...laddersOf(game, request.setup));
  const cap = request.timeLimitMs;
  const budget = typeof cap === 'number' && cap >= 0 && cap < ladder.timeMs ? { ...ladder, timeMs: cap } : ladder;
  let state = game.setup(request.setup);
  for (const text of request.moves) {
    if (game.outcome(state)) throw new GameError('game-over', `The game is already over before "${text}".`);
    state = game.play(state, game.parseMove(state, text));
  }
  return { state, budget };
}

/** The service over the games `loadGame` brings (each loaded once per service, on its first request). */
export function createSearchService(
  loadGame: GameLoader,
  where: SearchResult['where'],
  sliceMs: number = where === 'worker' ? HOST_TUNING.workerSliceMs : HOST_TUNING.mainThreadSliceMs,
): SearchService {
  const running = new Map<number, { task: SearchTask<unknown> | null; startedAt: number; moveNow: boolean; abort: AbortController }>();
  const games = new Map<string, Promise<AnyGame>>();
  const gameNamed = (name: string): Promise<AnyGame> => {
    let game = games.get(name);
    if (!game) {
      // A failed load is forgotten, so a later request may try again (a network hiccup).
      game = Promise.resolve()
        .then(() => loadGame(name))
        .catch((e: unknown) => {
          games.delete(name);
          throw e;
        });
      games.set(name, game);
    }
    return game;
  };
  // One table per host, grown on demand and reset per search unless the level keeps it (requests run one at a time per host).
  let table: TranspositionTable | null = null;
  const tableFor = (bits: number): TranspositionTable => {
    if (!table || table.capacity < 1 << bits || running.size > 1) {
      const t = new TranspositionTable(bits);
      if (running.size > 1) return t; // overlapping searches (a cancelled one still unwinding) must not share
      table = t;
    }
    return table;
  };

  return {
    ping(id) {
      const entry = id === undefined ? undefined : running.get(id);
      return entry?.task ? performance.now() - entry.startedAt : -1;
    },
    async search(id, request, onProgress) {
      const entry = { task: null as SearchTask<unknown> | null, startedAt: 0, moveNow: false, abort: new AbortController() };
      running.set(id, entry);
      try {
        levelBudget(request.level); // a bad level is answered before any game loads
        const game = await gameNamed(request.game);
        entry.abort.signal.throwIfAborted();
        const { state, budget } = prepareSearch(game, request);
        const algorithm = request.algorithm ?? DEFAULT_ALGORITHM;
        if (!Object.hasOwn(ALGORITHMS, algorithm)) {
          throw new GameError('bad-option', `The AI has no search algorithm called "${algorithm}".`);
        }
        const book = await game.openingMove?.(state, request);
        const start = await ALGORITHMS[algorithm](game);
        entry.abort.signal.throwIfAborted();
        // A book move is answered as a search that took no time.
        if (book) return { ok: true, result: { depth: 0, move: book.move, score: book.score, nodes: 0, timeMs: 0, pv: [book.move], interrupted: false, where } };
        await game.beforeSearch?.(state, entry.abort.signal);
        // A cancel while loading: the catch below answers it.
        entry.abort.signal.throwIfAborted();
        // A level's budget is search options of the same names.
        const task = start(game, state, {
          ...budget,
          tt: tableFor(budget.ttBits),
          seed: request.seed ?? 0,
          onIteration: onProgress ? (info) => void Promise.resolve(onProgress(info)).catch(() => {}) : undefined,
        });
        entry.task = task;
        entry.startedAt = performance.now();
        if (entry.moveNow) task.moveNow();
        const out = await runInSlices(task, { sliceMs, signal: entry.abort.signal });
        const { bestMove: _unused, ...info } = out;
        return { ok: true, result: { ...info, pv: [...info.pv], where } };
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return { ok: false, code: 'aborted', message: e.message };
        if (isGameError(e)) return { ok: false, code: e.code, message: e.message };
        return { ok: false, code: 'ai-failed', message: `The AI failed: ${e instanceof Error ? e.message : String(e)}` };
      } finally {
        running.delete(id);
        const release = (onProgress as { [releaseProxy]?: () => void } | undefined)?.[releaseProxy];
        if (typeof release === 'function') release.call(onProgress);
      }
    },
    moveNow(id) {
      const entry = running.get(id);
      if (!entry) return;
      entry.moveNow = true;
      entry.task?.moveNow();
    },
    cancel(id) {
      running.get(id)?.abort.abort();
    },
  };
}

/** Worker entry helper: serves searches over the games `loadGame` brings to the page through comlink. */
export function exposeSearch(loadGame: GameLoader): void {
  expose(createSearchService(loadGame, 'worker'));
}
