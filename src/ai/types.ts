import type { SetupOptions } from '../core/game.js';

/** What the computer is asked to think about: a game, rebuilt in the worker from set-up + moves. */
export interface SearchRequest {
  /** Registry name of the game (`draughts`, `thud`, …), as in `createGame(name)`. */
  readonly game: string;
  /** Set-up options of the game (variant, position, game-specific options). */
  readonly setup: SetupOptions;
  /** Moves from the set-up position to the position to search (canonical or any accepted notation). */
  readonly moves: readonly string[];
  /** Strength 1–7. */
  readonly level: number;
  /** Seed for tie-breaks: the same request and seed give the same move. */
  readonly seed?: number;
  /** Search algorithm by name (see `src/ai/algorithms.ts`); alpha-beta when omitted. */
  readonly algorithm?: string;
  /** Caps the level's wall-clock budget, ms (a request retried after a worker died gets what is left of its time). */
  readonly timeLimitMs?: number;
}

/** Progress reported while thinking (after each completed iteration). */
export interface SearchInfo {
  readonly depth: number;
  /** Best move so far, in canonical notation. */
  readonly move: string | null;
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly pv: readonly string[];
}

export interface SearchResult extends SearchInfo {
  /** True when the search ended early through `moveNow()`. */
  readonly interrupted: boolean;
  /** Where the search ran: in a worker, or on the main thread in slices. */
  readonly where: 'worker' | 'main-thread';
}

/** One request in flight. */
export interface ThinkHandle {
  /** Resolves with the chosen move; rejects with an `AbortError` DOMException when cancelled. */
  readonly result: Promise<SearchResult>;
  /** Finish now with the best move found so far (takes effect within 100 ms). */
  moveNow(): void;
  /** Abandon the request (frees its worker); `result` rejects with `AbortError`. */
  cancel(): void;
}

export interface ThinkOptions {
  /** Aborting the signal cancels the request (an element removed from the page does this). */
  readonly signal?: AbortSignal;
  readonly onProgress?: (info: SearchInfo) => void;
}

export interface AiClient {
  think(request: SearchRequest, options?: ThinkOptions): ThinkHandle;
}
