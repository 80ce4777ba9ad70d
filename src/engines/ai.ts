/**
 * The kit's AI client: the generic pool (src/ai/client.ts) over the kit's worker entry
 * (`ai.worker.ts`) and its lazy game loader. Imports only `loaders.ts` from here, never
 * the registry: an element bundle must not carry the other five games.
 */
import { WorkerPoolClient, type AiConfig, type WorkerPoolConfig } from '../ai/client.js';
import { kitWorker } from './kit-worker.js';
import { loadGame } from './loaders.js';

export { kitWorker } from './kit-worker.js';

let shared: WorkerPoolClient | null = null;
let sharedConfig: AiConfig = {};

function kitConfig(config: AiConfig): WorkerPoolConfig {
  return { ...config, worker: config.worker ?? kitWorker, loadGame: config.loadGame ?? loadGame };
}

/** The page's shared client (created on first use). */
export function defaultAiClient(): WorkerPoolClient {
  if (!shared) shared = new WorkerPoolClient(kitConfig(sharedConfig));
  return shared;
}

/** Configures the shared client: worker source, pool size, game loader of the fallback, grace time. */
export function configureAi(config: AiConfig): void {
  sharedConfig = { ...sharedConfig, ...config };
  shared?.configure(kitConfig(sharedConfig));
}
