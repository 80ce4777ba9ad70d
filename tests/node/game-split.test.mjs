// The built dist/ (npm test runs `vite build` first): each element bundle imports its own game only,
// and the AI worker is a search entry with one lazily imported chunk per game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GAME_MARKERS, gamesImportedBy, gamesIn, staticClosure } from '../../scripts/game-markers.mjs';

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

test('the AI worker entry holds no game; each game is a chunk of its own, shared with its element', async () => {
  // dist/ai.worker.js is an entry beside the elements; what it imports statically holds no game.
  assert.deepEqual(await gamesImportedBy(join(DIST, 'ai.worker.js')), []);
  const runtime = [...(await staticClosure(join(DIST, 'ai.worker.js')))];
  const runtimeText = (await Promise.all(runtime.map((f) => readFile(f, 'utf8')))).join('\n');
  const files = (await readdir(DIST)).filter((f) => f.endsWith('.js'));
  const chunks = await Promise.all(files.map(async (f) => [f, gamesIn(await readFile(join(DIST, f), 'utf8'))]));
  for (const game of Object.keys(GAME_MARKERS)) {
    const holders = chunks.filter(([, games]) => games.includes(game) && games.length === 1);
    assert.equal(holders.length, 1, `${game} in one chunk of its own (${holders.map(([f]) => f).join(', ')})`);
    const [chunk] = holders[0];
    // import() reaches the chunk, directly or through the small module that re-exports the game.
    const lazy = [...runtimeText.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g)].map((m) => join(DIST, m[1]));
    const reached = await Promise.all(lazy.map(async (f) => (await staticClosure(f)).has(join(DIST, chunk))));
    assert.ok(reached.includes(true), `the worker imports ${chunk} lazily`);
    assert.ok(!runtime.includes(join(DIST, chunk)), `the worker does not load ${chunk} up front`);
  }
  for (const [tag, game] of Object.entries(ELEMENT_GAMES)) {
    const chunk = chunks.find(([, games]) => games.length === 1 && games[0] === game)[0];
    assert.ok((await staticClosure(join(DIST, `${tag}.js`))).has(join(DIST, chunk)), `${tag} loads the same ${chunk} the worker loads`);
  }
});
