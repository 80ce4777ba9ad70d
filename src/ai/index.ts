/** The AI layer's public face: the shared client, its configuration and the search for direct use. */
export type { AiClient, SearchInfo, SearchRequest, SearchResult, ThinkHandle, ThinkOptions } from './types.js';
export { configureAi, defaultAiClient, WorkerPoolClient, CLIENT_TUNING } from './client.js';
export type { AiConfig } from './client.js';
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
export { exposeSearch, createSearchService, prepareSearch, HOST_TUNING } from './worker-host.js';
export type { SearchService, SearchReply, Registry } from './worker-host.js';
export { ALGORITHMS, DEFAULT_ALGORITHM } from './algorithms.js';
export type { Algorithm } from './algorithms.js';
