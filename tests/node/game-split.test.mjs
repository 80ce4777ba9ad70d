// The built dist/ (npm test runs `vite build` first): each element bundle imports its own game only,
// and the AI worker is a search entry with one lazily imported chunk per game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GAME_MARKERS, gamesImportedBy, gamesIn } from '../../scripts/game-markers.mjs';

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

test('the AI worker entry holds no game; each game is a chunk of its own', async () => {
  const assets = (await readdir(join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
  const entries = assets.filter((f) => f.startsWith('ai.worker-'));
  assert.equal(entries.length, 1, `one worker entry (${entries.join(', ')})`);
  const entry = await readFile(join(DIST, 'assets', entries[0]), 'utf8');
  assert.deepEqual(gamesIn(entry), []);
  const chunks = await Promise.all(assets.map(async (f) => [f, gamesIn(await readFile(join(DIST, 'assets', f), 'utf8'))]));
  for (const game of Object.keys(GAME_MARKERS)) {
    const holders = chunks.filter(([, games]) => games.includes(game));
    assert.equal(holders.length, 1, `${game} in one chunk (${holders.map(([f]) => f).join(', ')})`);
    assert.deepEqual(holders[0][1], [game], `${holders[0][0]} holds ${game} alone`);
    assert.ok(entry.includes(`import(\`./${holders[0][0]}\`)`) || entry.includes(`import("./${holders[0][0]}")`), `the entry imports ${holders[0][0]} lazily`);
  }
});
