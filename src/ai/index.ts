/**
 * The AI layer's public face: the client, the search for direct use and the worker host.
 * It knows no game; the kit's shared client (`defaultAiClient`, `configureAi`) is in src/engines/ai.ts.
 */
export type { AiClient, SearchInfo, SearchRequest, SearchResult, ThinkHandle, ThinkOptions } from './types.js';
export { WorkerPoolClient, OriginSafeWorker, CLIENT_TUNING } from './client.js';
export type { AiConfig, WorkerPoolConfig } from './client.js';
export { LEVEL_BUDGETS, MIN_LEVEL, MAX_LEVEL, levelBudget } from './levels.js';
export type { LevelBudget, LevelLadder } from './levels.js';
export {
  searchBest,
  startSearch,
  runInSlices,
  nextMacrotask,
  TranspositionTable,
  SEARCH_TUNING,
} from './search.js';
export type { SearchOptions, SearchOutcome, SearchTask, SliceOptions } from './search.js';
export { exposeSearch, createSearchService, prepareSearch, loaderOf, HOST_TUNING } from './worker-host.js';
export type { SearchService, SearchReply, GameLoader } from './worker-host.js';
export { ALGORITHMS, DEFAULT_ALGORITHM } from './algorithms.js';
export { abortError } from './abort.js';
export type { Algorithm } from './algorithms.js';
