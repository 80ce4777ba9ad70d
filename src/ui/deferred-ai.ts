import type { AiClient, SearchRequest, ThinkHandle, ThinkOptions } from '../ai/types.js';

/**
 * The kit's shared AI client, loaded (with comlink and the worker pool) when a computer first has
 * to think: a page of two-player boards or diagrams never downloads it. Until then elements hold
 * `deferredAi`, which loads the client and hands each request to it.
 */
let loaded: AiClient | null = null;
let loading: Promise<AiClient> | null = null;

function load(): Promise<AiClient> {
  if (!loading) {
    loading = import('../engines/ai.js').then((m) => (loaded = m.defaultAiClient()));
    // A failed download may succeed on the next request.
    loading.catch(() => (loading = null));
  }
  return loading;
}

const abortError = (): DOMException => new DOMException('The request was cancelled.', 'AbortError');

/** Stands in for the shared client until it is loaded; `moveNow()` and `cancel()` before then take effect once it is. */
const deferredAi: AiClient = {
  think(request: SearchRequest, options: ThinkOptions = {}): ThinkHandle {
    if (loaded) return loaded.think(request, options);
    let real: ThinkHandle | null = null;
    let now = false;
    let cancelled = false;
    const result = load().then((client) => {
      if (cancelled || options.signal?.aborted) throw abortError();
      real = client.think(request, options);
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
  return loaded ?? deferredAi;
}
