// Phones and first impressions: the demo pages and every bare element, at 320×700, 390×844 (phones,
// touch) and 1280×900, in headless Chromium, as the demo is published (its production build,
// vite.demo.config.ts; a page loads a few bundles, not every source module through the dev server).
//   (a) No horizontal overflow: the document is no wider than the viewport, and no element — inside
//       shadow roots too — reaches past its right edge (unless an ancestor clips or scrolls it).
//       The gallery (index.html) for every game of its game picker, before and after one move (an
//       event-log line appears), and blog.html and the tutorials (tutorials/<game>.html) with every board
//       laid out (content-visibility forced).
//   (b) demo/bare.html?tag=<tag>: nothing but `<tag></tag>`, no page CSS: no overflow at any width, and
//       at 1280×900 the whole element is in view (its bottom at most 900).
// Prints one row per page and width, then the failures; exits 1 when there is any.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
/**
 * The viewports, by device: the two phones share a page load. Each page is measured at the width it
 * loaded at, then resized to the other phone's and measured again (the elements follow their width
 * live: container queries, ResizeObserver). Loads alternate between the two widths from page to page.
 * Loading every page once per phone cost a third more of the check's time.
 */
const DEVICES = [
  { phone: true, sizes: [{ width: 320, height: 700 }, { width: 390, height: 844 }] },
  { phone: false, sizes: [{ width: 1280, height: 900 }] },
];
const SHOW_ALL = `${TAGS.join(', ')} { content-visibility: visible !important; }`;

/** In the page: the document's width and the elements whose right edge passes the viewport. */
function measure(selector) {
  const vw = document.documentElement.clientWidth;
  const parentOf = (e) => e.assignedSlot ?? e.parentElement ?? (e.parentNode instanceof ShadowRoot ? e.parentNode.host : null);
  const name = (e) => `${e.localName}${e.id ? `#${e.id}` : ''}${[...e.classList].map((c) => `.${c}`).join('')}`;
  /** The right edge as seen: clipped by every ancestor that hides or scrolls its overflow. */
  const visibleRight = (e) => {
    let right = e.getBoundingClientRect().right;
    for (let a = parentOf(e); a && right > vw + 0.5; a = parentOf(a)) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.contain.includes('paint')) right = Math.min(right, a.getBoundingClientRect().right);
    }
    return right;
  };
  const over = new Set();
  const walk = (root) => {
    for (const e of root.querySelectorAll('*')) {
      const r = e.getBoundingClientRect();
      if ((r.width > 0 || r.height > 0) && r.right > vw + 0.5 && visibleRight(e) > vw + 0.5) over.add(e);
      if (e.shadowRoot) walk(e.shadowRoot);
    }
  };
  walk(document);
  // Outermost offenders show where the page widens, innermost ones what widens it.
  const path = (e) => {
    const names = [];
    for (let a = e; a && names.length < 3; a = parentOf(a)) names.unshift(name(a));
    return names.join(' › ');
  };
  const outer = [...over].filter((e) => !over.has(parentOf(e)));
  const inner = [...over].filter((e) => ![...over].some((o) => o !== e && parentOf(o) === e));
  const describe = (e) => `${path(e)} (right ${Math.round(e.getBoundingClientRect().right)})`;
  const el = selector ? document.querySelector(selector) : null;
  return {
    doc: document.documentElement.scrollWidth,
    vw,
    bottom: el ? Math.round(el.getBoundingClientRect().bottom) : null,
    offenders: over.size === 0 ? [] : [...new Set([...outer.slice(0, 2), ...inner.slice(0, 3)])].map(describe),
  };
}

await build({ configFile: 'vite.demo.config.ts', logLevel: 'error' });
const server = await preview({ configFile: 'vite.demo.config.ts', logLevel: 'error', preview: { port: 0 } });
const base = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const rows = [];
const failures = [];
const started = Date.now();

function record(page, size, m, { fit = false } = {}) {
  const problems = [];
  if (m.doc > m.vw) problems.push(`document ${m.doc} px wide in a ${m.vw} px viewport`);
  if (m.offenders.length) problems.push(`past the right edge: ${m.offenders.join('; ')}`);
  if (fit && m.bottom !== null && m.bottom > size.height) problems.push(`element bottom ${m.bottom} > ${size.height}: not all of it in view`);
  rows.push([page, `${size.width}×${size.height}`, m.doc, m.bottom ?? '—', problems.length ? 'FAIL' : 'ok']);
  for (const p of problems) failures.push(`${page} at ${size.width}×${size.height}: ${p}`);
}

try {
  for (const device of DEVICES) {
    let size = device.sizes[0];
    const context = await browser.newContext({ viewport: size, isMobile: device.phone, hasTouch: device.phone });
    // Every element says when its first game is drawn (game-ready bubbles out of its shadow root).
    await context.addInitScript(() => {
      document.addEventListener('game-ready', (e) => {
        e.composedPath()[0].layoutReady = true;
      });
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => failures.push(`${page.url()} at ${size.width}: page error ${e.message}`));
    const ready = (selector, timeout = 15_000) =>
      page.waitForFunction(
        (s) => {
          const els = [...document.querySelectorAll(s)];
          return els.length > 0 && els.every((el) => el.layoutReady);
        },
        selector,
        { timeout },
      );
    /** The page as it is, at each of the device's sizes: the current one first. */
    const measureEach = async (name, selector, opts) => {
      for (const next of [size, ...device.sizes.filter((s) => s !== size)]) {
        if (next !== size) {
          size = next;
          await page.setViewportSize(size);
          // The resize, then what it sets off (a ResizeObserver's update) drawn.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          await page.waitForTimeout(100);
        }
        record(name, size, await page.evaluate(measure, selector), opts);
      }
    };

    /** One page's measurements; a page that never gets ready is a failure of its own, and the check goes on. */
    const attempt = async (name, measureIt) => {
      try {
        await measureIt();
      } catch (e) {
        for (const s of device.sizes) {
          rows.push([name, `${s.width}×${s.height}`, '—', '—', 'ERROR']);
          failures.push(`${name} at ${s.width}×${s.height}: could not measure (${e.message.split('\n')[0]})`);
        }
      }
    };

    // (a) The gallery, game by game through its picker (the first select of the form).
    let games = [];
    await attempt('index', async () => {
      await page.goto(`${base}index.html`);
      await ready('#stage > *');
      games = await page.$eval('#controls select', (s) => [...s.options].map((o) => ({ value: o.value, label: o.text })));
    });
    for (const game of games) {
      await attempt(`index ${game.label}`, async () => {
        await page.selectOption('#controls select >> nth=0', game.value);
        await ready(`#stage > ${game.value}`);
        await page.waitForTimeout(150);
        await measureEach(`index ${game.label}`, '#stage > *');
      });
      await attempt(`index ${game.label}, after a move`, async () => {
        const logLines = await page.$$eval('#log > div', (ls) => ls.length);
        await page.evaluate(() => {
          const el = document.querySelector('#stage > *');
          // The quickest computer: the page is measured after its answer, whatever its strength.
          el.level = 1;
          el.play(el.legalMoves()[0]);
        });
        // The move's line in the event log.
        await page.waitForFunction((n) => document.querySelectorAll('#log > div').length > n, logLines, { timeout: 5_000 });
        // Let the computer answer (it plays the other side) and the pieces slide.
        await page
          .waitForFunction(() => !document.querySelector('#stage > *')?.thinking, null, { timeout: 5_000, polling: 100 })
          .catch(() => {});
        await page.waitForTimeout(600);
        await measureEach(`index ${game.label}, after a move`, '#stage > *');
      });
    }

    // (a) The blog page, every board laid out.
    await attempt('blog', async () => {
      await page.goto(`${base}blog.html`);
      await page.addStyleTag({ content: SHOW_ALL });
      await ready(TAGS.join(', '), 30_000);
      await page.waitForTimeout(200);
      await measureEach('blog', null);
    });
    for (const game of ['draughts', 'thud', 'kamisado', 'spock']) {
      await attempt(`tutorial ${game}`, async () => {
        await page.goto(`${base}tutorials/${game}.html`);
        await page.addStyleTag({ content: SHOW_ALL });
        await ready(TAGS.join(', '), 30_000);
        await page.waitForTimeout(200);
        await measureEach(`tutorial ${game}`, null);
      });
    }

    // (b) Each element alone on a page without CSS.
    for (const tag of TAGS) {
      await attempt(`bare <${tag}>`, async () => {
        await page.goto(`${base}bare.html?tag=${tag}`);
        await ready(tag);
        await page.waitForTimeout(100);
        await measureEach(`bare <${tag}>`, tag, { fit: !device.phone });
      });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const head = ['page', 'viewport', 'doc width', 'element bottom', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (r) => r.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
console.log(line(head));
// By viewport (a phone's rows were recorded page by page, both widths at a time).
const width = (r) => Number(r[1].split('×')[0]);
for (const r of rows.slice().sort((a, b) => width(a) - width(b))) console.log(line(r));
console.log(`(${rows.length} pages measured in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (failures.length) {
  console.error(`\n✖ ${failures.length} layout problem(s): the page must not scroll sideways, and a bare element must fit 1280×900.`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log('✓ no page overflows at 320, 390 or 1280 px, and every bare element fits 1280×900');
