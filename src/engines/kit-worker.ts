/**
 * Starts the kit's AI worker from the sources: the demo's dev server, the tests, and an app that
 * bundles the kit's sources. The library build puts kit-worker.dist.ts in this module's place.
 */
import { OriginSafeWorker } from '../ai/client.js';

/** Starts the kit's AI worker (also from a page on another origin than the kit's). */
export function kitWorker(): Worker {
  // Shadowing `Worker` keeps the literal `new Worker(new URL(...))` that bundlers rewrite.
  const Worker = OriginSafeWorker as unknown as typeof globalThis.Worker;
  return new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
}
