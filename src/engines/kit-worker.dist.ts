/**
 * Starts the kit's AI worker as the library build ships it (vite.config.ts puts this module in
 * kit-worker.ts's place). dist/ai.worker.js is an entry of its own, beside the element modules, and
 * shares their game modules. dist/ holds the literal
 * `new Worker(new URL("./ai.worker.js", import.meta.url), { type: "module" })`, which an app's bundler
 * recognises and bundles, with the game modules the worker imports. `Worker` is shadowed, as in
 * kit-worker.ts, so the call goes to OriginSafeWorker (another origin, Trusted Types) with whatever
 * URL the app's bundler wrote. It is a parameter, which the minifier cannot inline away, and the
 * build keeps its name (mangle.reserved). The kit's own build must not bundle the worker: the `+ ''`
 * keeps its Vite from matching the call, and the minifier folds it away.
 */
import { OriginSafeWorker } from '../ai/client.js';

/** Starts the kit's AI worker (also from a page on another origin than the kit's). */
export function kitWorker(Worker = OriginSafeWorker as unknown as typeof globalThis.Worker): Worker {
  return new Worker(new URL('./ai.worker.js' + '', import.meta.url), { type: 'module' });
}
