// `npm run bench -- first-render`: twenty boards added at once to a page that has the kit loaded
// (demo/bare.html, production build): the script time of their first-render turns (a trace's
// MessagePort::Accept tasks: the turns run after a channel message), the style, layout and paint of the
// frames meanwhile, and the time until every board fired game-ready. Playing boards and diagrams of
// international draughts (the biggest board), and playing Thud boards; medians of BENCH_RUNS loads (7).
// A benchmark reports: it exits 0 whatever it measures.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 7);
const BOARDS = 20;
const CASES = [
  ['playing international draughts', 'draughts-board', 'variant="international" side="both" controls="none" animation="0"'],
  ['international draughts diagrams', 'draughts-board', 'variant="international" readonly controls="none" animation="0" moves="32-28 19-23 28x19 14x23"'],
  ['playing Thud (Koom Valley)', 'thud-board', 'variant="koom-valley" side="both" controls="none" animation="0"'],
];

/** In the page: adds `n` boards at once, resolves with the ms until all are ready. */
async function addBoards({ tag, attrs, n }) {
  const box = document.createElement('div');
  box.style.cssText = 'display: grid; grid-template-columns: repeat(4, 1fr); width: 1200px';
  document.body.append(box);
  const started = performance.now();
  const ready = [];
  for (let i = 0; i < n; i++) {
    const t = document.createElement('template');
    t.innerHTML = `<${tag} ${attrs}></${tag}>`;
    const el = t.content.firstElementChild;
    ready.push(new Promise((resolve) => el.addEventListener('game-ready', resolve, { once: true })));
    box.append(el);
  }
  await Promise.all(ready);
  return performance.now() - started;
}

await build({ configFile: 'vite.demo.config.ts', logLevel: 'error' });
const server = await preview({ configFile: 'vite.demo.config.ts', logLevel: 'error', preview: { port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
try {
  for (const [title, tag, attrs] of CASES) {
    const rows = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The kit loaded and one board of the kind drawn already: the turns measured are the twenty's alone.
      await page.goto(`${url}bare.html?tag=${tag}`);
      await page.waitForFunction((t) => document.querySelector(t)?.shadowRoot?.querySelector('.board'), tag);
      await page.waitForTimeout(300);
      const cdp = await page.context().newCDPSession(page);
      const events = [];
      cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,blink,__metadata', transferMode: 'ReportEvents' });
      const ms = await page.evaluate(addBoards, { tag, attrs, n: BOARDS });
      await cdp.send('Tracing.end');
      await done;
      await page.close();
      const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
      const on = new Map();
      for (const e of events) {
        if (e.ph !== 'X' || !e.dur || !mains.has(`${e.pid}:${e.tid}`)) continue;
        const k = `${e.pid}:${e.tid}`;
        const t = on.get(k) ?? { script: 0, frames: 0 };
        if (e.name === 'MessagePort::Accept') t.script += e.dur / 1000;
        if (e.name === 'WebFrameWidgetImpl::UpdateLifecycle') t.frames += e.dur / 1000;
        on.set(k, t);
      }
      const main = [...on.values()].sort((a, b) => b.script - a.script)[0] ?? { script: 0, frames: 0 };
      rows.push({ ms, ...main });
    }
    console.log(
      `${BOARDS} ${title}: first-render script ${median(rows.map((r) => r.script)).toFixed(0)} ms, style/layout/paint ${median(rows.map((r) => r.frames)).toFixed(0)} ms, ` +
        `all ready after ${median(rows.map((r) => r.ms)).toFixed(0)} ms (medians of ${RUNS}; script per load: ${rows.map((r) => r.script.toFixed(0)).join(' ')})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
