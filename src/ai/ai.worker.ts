/** The one AI worker of the kit: every registered game, searched on request. */
import { games } from '../engines/registry.js';
import { exposeSearch } from './worker-host.js';

exposeSearch(games);
