// The published modules as a blogger uses them: each dist/<tag>.js loaded by a plain
// <script type="module"> of its own from another origin (a CDN), on a page with no policy, under a strict
// Content-Security-Policy (no inline styles, no data: URLs, workers only from blob: and the CDN),
// under the same policy with Trusted Types required, and under a policy that forbids workers.
// Every element must render fully (its grid columns, pieces), get a computer move (in a worker
// where the policy allows one, on the main thread otherwise) and raise no CSP violation.
// The six elements share one page per policy (four page loads, not twenty-four): each still loads by
// its own tag, and an element's module imports everything it needs, so none leans on another's.
// Needs `vite build` first (npm test runs it). The policy a page needs is in README.md.
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
const cdnUrl = `http://127.0.0.1:${await listen(cdn)}`;

/** Each element with the side the person plays, so that the computer moves first. */
const ELEMENTS = [
  ['draughts-board', 'variant="russian" side="black" level="2"'],
  ['thud-board', 'side="trolls" level="1"'],
  ['kamisado-board', 'side="gold" level="1"'],
  ['spock-board', 'side="red" level="1"'],
  ['robots-hall', 'side="none" seed="3"'],
  ['formula-road', 'side="none" seed="3"'],
];

const STRICT = `default-src 'self'; script-src ${cdnUrl} 'nonce-n0nce'; style-src 'self'; img-src 'self'; connect-src ${cdnUrl}; worker-src blob: ${cdnUrl}`;
/** name → [Content-Security-Policy or null, where the computer is expected to think, the violation it expects]. */
const POLICIES = {
  none: [null, 'worker'],
  strict: [STRICT, 'worker'],
  'strict + Trusted Types': [`${STRICT}; require-trusted-types-for 'script'; trusted-types lit-html octarine`, 'worker'],
  // The worker the kit tries to start is refused (that is how it learns to search on the main thread).
  'strict, no workers': [STRICT.replace(`worker-src blob: ${cdnUrl}`, "worker-src 'none'"), 'main-thread', 'worker-src'],
};

// The blog: a page on another origin, /<policy>, with the six elements, each by its own script tag.
const page = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>
<script type="module" nonce="n0nce">
  window.violations = [];
  window.gameErrors = [];
  document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + (e.blockedURI || e.sample || '')));
  // game-error bubbles out of every element (composed): a failure then says why, not only that.
  document.addEventListener('game-error', (e) => window.gameErrors.push([e.target.localName, e.detail.code + ': ' + e.detail.message, Math.round(performance.now())]));
</script>
${ELEMENTS.map(([tag, attrs]) => `<${tag} ${attrs} animation="0"></${tag}>\n<script type="module" nonce="n0nce" src="${cdnUrl}/${tag}.js"></script>`).join('\n')}
</body></html>`;
const blog = createServer((req, res) => {
  const [, policy] = decodeURIComponent(req.url).split('/');
  if (!(policy in POLICIES)) return res.writeHead(404).end();
  const headers = { 'content-type': 'text/html' };
  const csp = POLICIES[policy][0];
  if (csp) headers['content-security-policy'] = csp;
  res.writeHead(200, headers).end(page());
});
const blogPort = await listen(blog);

/** What the page shows of the element: its board's shape as laid out, pieces drawn, moves, stylesheets with data: URLs. */
async function inspect(tag) {
  const el = document.querySelector(tag);
  // On screen first: a board off screen skips layout (content-visibility: auto), and its grid then reads as declared, not as laid out.
  el?.scrollIntoView({ block: 'center' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = el?.shadowRoot;
  const board = root?.querySelector('.board');
  if (!board) return { ready: false };
  const rows = [...board.querySelectorAll('.row')];
  const cells = rows[0]?.children.length ?? 0;
  const columns = rows[0] ? getComputedStyle(rows[0]).gridTemplateColumns.split(' ').length : 0;
  const box = board.getBoundingClientRect();
  const pieces = [...root.querySelectorAll('.board .piece')].filter((p) => p.getBoundingClientRect().width > 4).length;
  const sheets = [...root.adoptedStyleSheets, ...root.styleSheets].flatMap((s) => [...s.cssRules].map((r) => r.cssText));
  return {
    ready: true,
    columns,
    cells,
    rows: rows.length,
    width: Math.round(box.width),
    height: Math.round(box.height),
    pieces,
    moves: el.history.length,
    lastMove: root.querySelectorAll('.board .square.last-move').length,
    dataUrls: sheets.filter((t) => t.includes('data:')).length,
  };
}

const browser = await launchChromium(chromium);
const failures = [];
try {
  for (const [policy, [, expected, allowed]] of Object.entries(POLICIES)) {
    const tab = await browser.newPage({ viewport: { width: 800, height: 900 } });
    const errors = [];
    let workers = 0;
    tab.on('pageerror', (e) => errors.push(e.message));
    tab.on('worker', () => workers++);
    await tab.goto(`http://127.0.0.1:${blogPort}/${policy}`);
    // Every element's first computer move (they think one after another, two workers at most).
    const moved = await tab
      .waitForFunction((tags) => tags.every((t) => document.querySelector(t)?.history?.length >= 1), ELEMENTS.map(([t]) => t), { timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    const violations = (await tab.evaluate(() => window.violations ?? ['the page script did not run'])).filter((v) => !allowed || !v.startsWith(allowed));
    const where = workers > 0 ? 'worker' : 'main-thread';
    const gameErrors = await tab.evaluate(() => window.gameErrors ?? []);
    for (const [tag] of ELEMENTS) {
      const seen = await tab.evaluate(inspect, tag).catch(() => null);
      const problems = [...errors, ...gameErrors.filter(([t]) => t === tag).map(([, what, at]) => `game-error at ${at} ms: ${what}`)];
      if (!seen?.ready) problems.push('no board');
      else {
        if (seen.columns !== seen.cells || seen.cells < 5) problems.push(`${seen.columns} grid columns for ${seen.cells} squares a row`);
        if (seen.height < seen.rows * 10 || seen.width < seen.cells * 10) problems.push(`board ${seen.width}×${seen.height} px`);
        if (seen.pieces === 0) problems.push('no pieces drawn');
        if (seen.moves >= 1 && seen.lastMove === 0) problems.push('the last move is not marked');
        if (seen.dataUrls > 0) problems.push(`${seen.dataUrls} style rules with data: URLs`);
        if (seen.moves < 1) problems.push(`no computer move${moved ? '' : ' within 60 s'}`);
      }
      if (seen?.moves >= 1 && where !== expected) problems.push(`the computer thought in the ${where}, expected the ${expected}`);
      if (violations.length > 0) problems.push(`CSP violations on the page: ${[...new Set(violations)].join(', ')}`);
      const shape = seen?.ready ? `${seen.cells}×${seen.rows}, ${seen.width}×${seen.height} px, ${seen.pieces} pieces, ${seen.lastMove} last-move marks` : '';
      console.log(`${problems.length ? '✖' : '✓'} ${policy.padEnd(22)} ${tag.padEnd(15)} ${shape}; computer moved in the ${where}${problems.length ? `: ${problems.join('; ')}` : ''}`);
      if (problems.length) failures.push(`${policy} ${tag}`);
    }
    await tab.close();
  }
} finally {
  await browser.close();
  cdn.close();
  blog.close();
}
if (failures.length) console.error(`\n${failures.length} failed: ${failures.join(', ')}`);
process.exit(failures.length ? 1 : 0);
