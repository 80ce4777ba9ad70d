// The published bundle as a blogger uses it: dist/octarine.js loaded by a plain <script type="module">
// from another origin (a CDN), and the same page under a strict Content-Security-Policy that forbids
// workers. In both the computer must answer: through a worker started from the CDN, then on the main
// thread in slices. Needs `vite build` first (npm test runs it).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const TYPES = { '.js': 'text/javascript', '.map': 'application/json', '.html': 'text/html' };
const listen = (server) => new Promise((res) => server.listen(0, '127.0.0.1', () => res(server.address().port)));

// The "CDN": dist/ with CORS, on its own origin.
const cdn = createServer(async (req, res) => {
  const path = normalize(join('dist', decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  try {
    const body = await readFile(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
const cdnPort = await listen(cdn);
const cdnUrl = `http://127.0.0.1:${cdnPort}`;

// The blog: a page on another origin; /strict adds a CSP that blocks every worker.
const page = (nonce) => `<!doctype html><html lang="en"><body>
<draughts-board variant="russian" side="black" level="2" animation="0"></draughts-board>
<script type="module" nonce="${nonce}">
  import { defaultAiClient } from '${cdnUrl}/octarine.js';
  window.aiMode = () => defaultAiClient().mode;
</script></body></html>`;
const blog = createServer((req, res) => {
  const strict = req.url.startsWith('/strict');
  const headers = { 'content-type': 'text/html' };
  if (strict) {
    headers['content-security-policy'] = `default-src 'none'; script-src ${cdnUrl} 'nonce-n0nce'; connect-src ${cdnUrl}; style-src 'unsafe-inline'; worker-src 'none'`;
  }
  res.writeHead(200, headers).end(page('n0nce'));
});
const blogPort = await listen(blog);

const browser = await launchChromium(chromium);
let failed = false;
try {
  for (const [name, path, expected] of [
    ['cross-origin script tag', '/', 'worker'],
    ['strict CSP without workers', '/strict', 'main-thread'],
  ]) {
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(`http://127.0.0.1:${blogPort}${path}`);
    try {
      // The computer plays White: its first move shows that the AI answered.
      await tab.waitForFunction(() => document.querySelector('draughts-board')?.history?.length >= 1, null, { timeout: 30_000 });
      const mode = await tab.evaluate(() => window.aiMode?.());
      const ok = mode === expected;
      failed ||= !ok;
      console.log(`${ok ? '✓' : '✖'} ${name}: the computer moved, thinking in ${mode} (expected ${expected})`);
    } catch (e) {
      failed = true;
      console.log(`✖ ${name}: no computer move (${e.message.split('\n')[0]}) ${errors.join('; ')}`);
    }
    await tab.close();
  }
} finally {
  await browser.close();
  cdn.close();
  blog.close();
}
process.exit(failed ? 1 : 0);
