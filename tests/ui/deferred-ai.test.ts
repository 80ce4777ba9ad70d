import { expect } from '@open-wc/testing';
import type { SearchRequest } from '../../src/ai/types.js';
import { sharedAi } from '../../src/ui/deferred-ai.js';

// A page of its own: the shared client is not loaded when these tests start.
/** The stand-in, taken before anything loaded the client. */
const standIn = sharedAi();
const request: SearchRequest = { game: 'spock', setup: {}, moves: [], level: 1, seed: 1 };

/** What a request's result rejects with (null when it resolves). */
const failureOf = (result: Promise<unknown>): Promise<unknown> =>
  result.then(
    () => null,
    (e: unknown) => e,
  );

describe('ui/deferred-ai', () => {
  it('a request cancelled while the client downloads rejects with AbortError', async () => {
    const handle = sharedAi().think(request);
    handle.cancel();
    expect(((await failureOf(handle.result)) as Error)?.name).to.equal('AbortError');
  });

  it('an aborted signal cancels it too', async () => {
    const ctrl = new AbortController();
    const handle = sharedAi().think(request, { signal: ctrl.signal });
    ctrl.abort();
    expect(((await failureOf(handle.result)) as Error)?.name).to.equal('AbortError');
  });

  it('hands a request to the shared pool, which elements then hold', async () => {
    const result = await sharedAi().think(request).result;
    expect(result.move).to.be.a('string');
    const { defaultAiClient } = await import('../../src/engines/ai.js');
    expect(sharedAi() === defaultAiClient()).to.equal(true);
    expect(sharedAi() === standIn).to.equal(false);
  });

  it('an invalid request fails as the pool fails it, through the result', async () => {
    expect(await failureOf(sharedAi().think({ ...request, level: 99 }).result)).to.be.an.instanceOf(Error);
  });
});
