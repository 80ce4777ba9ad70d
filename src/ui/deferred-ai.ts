import type { AiClient, SearchRequest, ThinkHandle, ThinkOptions } from '../ai/types.js';
import { Lazy } from './lazy.js';

/**
 * The kit's shared AI client, loaded (with comlink and the worker pool) when a computer first has
 * to think: a page of two-player boards or diagrams never downloads it. Until then elements hold
 * `deferredAi`, which loads the client and hands each request to it.
 */
const client = new Lazy(() => import('../engines/ai.js').then((m) => m.defaultAiClient()));

const abortError = (): DOMException => new DOMException('The request was cancelled.', 'AbortError');

/** Stands in for the shared client until it is loaded; `moveNow()` and `cancel()` before then take effect once it is. */
const deferredAi: AiClient = {
  think(request: SearchRequest, options: ThinkOptions = {}): ThinkHandle {
    if (client.loaded) return client.loaded.think(request, options);
    let real: ThinkHandle | null = null;
    let now = false;
    let cancelled = false;
    const result = client.load().then((loaded) => {
      if (cancelled || options.signal?.aborted) throw abortError();
      real = loaded.think(request, options);
      if (now) real.moveNow();
      return real.result;
    });
    return {
      result,
      moveNow: () => (real ? real.moveNow() : (now = true)),
      cancel: () => {
        cancelled = true;
        real?.cancel();
      },
    };
  },
};

/** The shared client once loaded (`defaultAiClient()`), else the stand-in that loads it. */
export function sharedAi(): AiClient {
  return client.loaded ?? deferredAi;
}
