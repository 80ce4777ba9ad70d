// The built dist/ (npm test runs `vite build` first): each element bundle imports its own game only,
// and the AI worker is a search entry with one lazily imported chunk per game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GAME_MARKERS, WORKER_OWN_COPY, gamesImportedBy, gamesIn, staticClosure } from '../../scripts/game-markers.mjs';

const DIST = resolve('dist');
const ELEMENT_GAMES = {
  'draughts-board': 'draughts',
  'thud-board': 'thud',
  'kamisado-board': 'kamisado',
  'spock-board': 'spock',
  'robots-hall': 'robots',
  'formula-road': 'formula',
};

test('the built registry holds every game (the markers are live)', async () => {
  assert.deepEqual(await gamesImportedBy(join(DIST, 'engines.js')), Object.keys(GAME_MARKERS));
});

for (const [tag, game] of Object.entries(ELEMENT_GAMES)) {
  test(`dist/${tag}.js imports ${game} and no other game`, async () => {
    assert.deepEqual(await gamesImportedBy(join(DIST, `${tag}.js`)), [game]);
  });
}

/** Games the AI worker has a copy of its own of (vite.config.ts, `aiGameCopies`). */
const SPLIT = new Set(WORKER_OWN_COPY);

test('the AI worker entry holds no game; each game is a chunk of its own, shared with its element unless the worker has its own', async () => {
  // dist/ai.worker.js is an entry beside the elements; what it imports statically holds no game.
  assert.deepEqual(await gamesImportedBy(join(DIST, 'ai.worker.js')), []);
  const runtime = [...(await staticClosure(join(DIST, 'ai.worker.js')))];
  const runtimeText = (await Promise.all(runtime.map((f) => readFile(f, 'utf8')))).join('\n');
  const files = (await readdir(DIST)).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(files.map(async (f) => [f, gamesIn(await readFile(join(DIST, f), 'utf8'))]));
  // import() reaches a game's chunk, directly or through the small module that re-exports the game.
  const lazy = [...runtimeText.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g)].map((m) => join(DIST, m[1]));
  const lazyClosures = await Promise.all(lazy.map((f) => staticClosure(f)));
  const workerChunk = {};
  for (const game of Object.keys(GAME_MARKERS)) {
    const holders = chunks.filter(([, games]) => games.includes(game) && games.length === 1).map(([f]) => f);
    assert.equal(holders.length, SPLIT.has(game) ? 2 : 1, `${game} in ${SPLIT.has(game) ? "two chunks of its own, the page's and the worker's" : 'one chunk of its own'} (${holders.join(', ')})`);
    const reached = holders.filter((f) => lazyClosures.some((c) => c.has(join(DIST, f))));
    assert.equal(reached.length, 1, `the worker imports one chunk of ${game} lazily (${reached.join(', ')})`);
    workerChunk[game] = reached[0];
    assert.ok(!runtime.includes(join(DIST, reached[0])), `the worker does not load ${reached[0]} up front`);
  }
  for (const [tag, game] of Object.entries(ELEMENT_GAMES)) {
    const loaded = await staticClosure(join(DIST, `${tag}.js`));
    if (!SPLIT.has(game)) {
      assert.ok(loaded.has(join(DIST, workerChunk[game])), `${tag} loads the same ${workerChunk[game]} the worker loads`);
      continue;
    }
    // The page's own parts: its start with the board, not the worker's copy.
    assert.ok(!loaded.has(join(DIST, workerChunk[game])), `${tag} does not load the worker's ${workerChunk[game]}`);
  }
});
