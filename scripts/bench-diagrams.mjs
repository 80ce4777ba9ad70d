// `npm run bench -- diagrams`: a page of fifty read-only diagrams (demo/diagrams.html, all six games) in
// the production build: how long until every one has drawn its first game (game-ready), whether any
// started a worker or fetched the AI client, and the main thread's long tasks meanwhile. Five loads;
// prints the median and the worst. BENCH_CPU=4 slows the CPU 4× (Chrome DevTools Protocol) and
// BENCH_WIDTH=390 loads it at a phone's width, as the frames bench does. A benchmark reports: it exits 0
// whatever it measures.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const CPU = Number(process.env.BENCH_CPU || 1);
const WIDTH = Number(process.env.BENCH_WIDTH || 1280);
await build({ configFile: 'vite.demo.config.ts', logLevel: 'error' });
const server = await preview({ configFile: 'vite.demo.config.ts', logLevel: 'error', preview: { port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const times = [];
const longTasks = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: WIDTH < 600 ? 844 : 900 } });
    if (CPU > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}diagrams.html${process.env.BENCH_ONLY ? `?only=${process.env.BENCH_ONLY}` : ''}`);
    await page.waitForFunction(() => window.diagramsReport, null, { timeout: 60_000 });
    const r = await page.evaluate(() => ({ ...window.diagramsReport, longTasks: window.longTasks }));
    const ai = r.scripts.filter((s) => /^(ai|client|comlink|worker)/.test(s));
    times.push(r.ms);
    longTasks.push(r.longTasks);
    console.log(
      `load ${run + 1}: ${r.boards} diagrams drawn in ${r.ms.toFixed(0)} ms (the page's script ran at ${r.startedAt.toFixed(0)} ms; the elements' modules loaded after ${r.loadedMs.toFixed(0)}); workers started: ${r.workers}; AI scripts fetched: ${ai.length ? ai.join(', ') : 'none'}; ` +
        `errors shown: ${r.errors}; long tasks: ${r.longTasks.length}${r.longTasks.length ? ` (longest ${Math.max(...r.longTasks).toFixed(0)} ms)` : ''}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const longs = `long tasks: median ${median(longTasks.map((l) => l.length))}, longest median ${median(longTasks.map((l) => Math.max(0, ...l))).toFixed(0)} ms`;
times.sort((a, b) => a - b);
const setting = CPU > 1 || WIDTH !== 1280 ? ` at ${WIDTH} px${CPU > 1 ? `, CPU ${CPU}× slower` : ''}` : '';
console.log(`fifty diagrams${setting}: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms (goal: under 1000 ms); ${longs}`);
