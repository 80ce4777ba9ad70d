/** The kit's AI worker: the search, and each game imported on its first request (loaders.ts). */
import { exposeSearch } from '../ai/worker-host.js';
import { loadGame } from './loaders.js';

exposeSearch(loadGame);
