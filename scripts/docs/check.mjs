// Looks at the built docs site (npm run docs first) in headless Chromium: every page loads with no
// console error, no failed request and no uncaught exception; every element on it renders its board;
// no page is wider than a 390 px phone; the headless API page's snippets all run ("Run all").
//
//   node scripts/docs/check.mjs            check every page at 1280×900 and 390×844
//   node scripts/docs/check.mjs --shots    also save screenshots into .bench-out/docs/
//   node scripts/docs/check.mjs index api  only the pages whose path contains one of the words
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../find-chromium.mjs';
import { serve } from './serve.mjs';
import { ROOT } from './site.mjs';

const SITE = join(ROOT, 'site');
const SHOTS = join(ROOT, '.bench-out', 'docs');
const args = process.argv.slice(2);
const shots = args.includes('--shots');
const only = args.filter((a) => !a.startsWith('--'));
const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
];

if (!existsSync(join(SITE, 'index.html'))) {
  console.error('site/ is not built: run `npm run docs` first.');
  process.exit(1);
}
const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'lib' ? [] : walk(join(dir, e.name))) : [join(dir, e.name)]));
const pages = walk(SITE)
  .filter((f) => f.endsWith('.html'))
  .map((f) => relative(SITE, f).split('\\').join('/'))
  .filter((p) => only.length === 0 || only.some((w) => p.includes(w)))
  .sort();

const { server, url } = await serve(SITE, 0);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--headless=new'],
});
if (shots) mkdirSync(SHOTS, { recursive: true });

const failures = [];
for (const size of SIZES) {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.hasTouch, reducedMotion: 'reduce' });
  for (const path of pages) {
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(`console ${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
    const t0 = Date.now();
    await page.goto(url + path, { waitUntil: 'load' });
    // Boards off screen skip rendering (content-visibility: auto): scroll through the page so each renders.
    await page.evaluate(async () => {
      const step = innerHeight * 0.8;
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      scrollTo(0, 0);
    });
    const tags = TAGS.join(',');
    const rendered = await page
      .waitForFunction(
        (sel) => [...document.querySelectorAll(sel)].every((el) => el.shadowRoot?.querySelector('[part~="board"]')),
        tags,
        { timeout: 20000 },
      )
      .then(() => true)
      .catch(() => false);
    const count = await page.evaluate((sel) => document.querySelectorAll(sel).length, tags);
    if (!rendered) {
      const missing = await page.evaluate((sel) => [...document.querySelectorAll(sel)].filter((el) => !el.shadowRoot?.querySelector('[part~="board"]')).map((el) => el.outerHTML.slice(0, 90)), tags);
      problems.push(`elements without a board after 20 s: ${missing.join(' | ')}`);
    }
    if (path === 'api.html' && size.name === 'desktop') {
      await page.click('[data-run-all]');
      await page.waitForFunction(() => !document.querySelector('[data-run-all]').disabled && [...document.querySelectorAll('.output')].every((o) => o.textContent && o.textContent !== 'Running…'), null, { timeout: 60000 });
      const failed = await page.$$eval('.snippet', (s) => s.filter((x) => x.querySelector('.output.failed')).map((x) => `${x.querySelector('h3').textContent}: ${x.querySelector('.output').textContent}`));
      for (const f of failed) problems.push(`snippet failed: ${f}`);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > size.width) problems.push(`page is ${width} px wide in a ${size.width} px window`);
    await page.waitForTimeout(300);
    if (shots) {
      const name = path.replace(/\.html$/, '').replace(/\//g, '_');
      await page.screenshot({ path: join(SHOTS, `${name}-${size.name}.png`), fullPage: true });
    }
    console.log(`${problems.length ? '✖' : '✔'} ${size.name.padEnd(7)} ${path.padEnd(32)} ${String(count).padStart(2)} elements, ${Date.now() - t0} ms`);
    for (const p of problems) failures.push(`${size.name} ${path}: ${p}`);
    await page.close();
  }
  await context.close();
}
await browser.close();
server.close();
if (shots) console.log(`Screenshots in ${relative(process.cwd(), SHOTS)}/`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${pages.length} pages load cleanly at ${SIZES.map((s) => s.width).join(' and ')} px.`);
