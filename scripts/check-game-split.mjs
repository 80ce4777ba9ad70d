// A page with one draughts board loads no other game: neither the page nor its AI worker.
// Serves the built dist/ (run `vite build` first; npm test does), opens a page that imports only
// dist/draughts-board.js, lets the computer move once, and reads every script the server handed out
// (the server sees the worker's requests as well as the page's). No fetched script may hold another
// game's code, recognised by a rule message only that game's module writes (game-markers.mjs).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';
import { gamesImportedBy, gamesIn } from './game-markers.mjs';

const DIST = resolve('dist');
const TYPES = { '.js': 'text/javascript', '.map': 'application/json', '.html': 'text/html' };
const listen = (server) => new Promise((res) => server.listen(0, '127.0.0.1', () => res(server.address().port)));

const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✖'} ${message}`);
  if (!ok) failures.push(message);
};

// The markers must be live in the build: the built registry (dist/engines.js) holds all six games.
// This is also the check run on a page that loads every game: it must name all of them.
const inRegistry = await gamesImportedBy(join(DIST, 'engines.js'));
check(inRegistry.length === 6, `the built registry holds all six games by their markers (${inRegistry.join(', ')})`);

const served = [];
const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html lang="en"><body>
<draughts-board variant="russian" side="black" level="1" animation="0"></draughts-board>
<script type="module" src="/draughts-board.js"></script></body></html>`);
    return;
  }
  const path = normalize(join(DIST, decodeURIComponent(url.pathname)));
  try {
    if (relative(DIST, path).startsWith('..')) throw new Error('outside dist');
    const body = await readFile(path);
    served.push(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
const port = await listen(server);

const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage();
  const seenByPage = [];
  page.on('request', (r) => seenByPage.push(r.url()));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  // The computer plays White: its first move shows that the worker loaded the search and draughts.
  await page
    .waitForFunction(() => document.querySelector('draughts-board')?.history?.length >= 1, null, { timeout: 30_000 })
    .then(
      () => check(true, 'the computer moved'),
      (e) => check(false, `the computer moved (${e.message.split('\n')[0]}) ${errors.join('; ')}`),
    );
  const scripts = [...new Set(served.filter((f) => f.endsWith('.js')))];
  const names = scripts.map((f) => relative(DIST, f));
  console.log(`  scripts fetched: ${names.join(', ')}`);
  // The worker shares the page's modules (dist/ai.worker.js imports the same draughts chunk), so the
  // server's list covers both; the client's mode says the move came from the worker.
  check(names.includes('ai.worker.js'), 'the AI worker was fetched');
  check((await page.evaluate(() => document.querySelector('draughts-board')?.aiClient?.mode)) === 'worker', 'the computer thought in the worker');
  for (const f of scripts) {
    const found = gamesIn(await readFile(f, 'utf8')).filter((g) => g !== 'draughts');
    check(found.length === 0, `${relative(DIST, f)} holds no other game${found.length ? ` (found ${found.join(', ')})` : ''}`);
  }
  const fetchedText = (await Promise.all(scripts.map((f) => readFile(f, 'utf8')))).join('\n');
  check(gamesIn(fetchedText).includes('draughts'), 'the scripts fetched hold draughts (the one game the page plays)');
} finally {
  await browser.close();
  server.close();
}
process.exit(failures.length ? 1 : 0);
