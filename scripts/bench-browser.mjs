// Opens a page with computer-vs-computer boards in headless Chromium and records every main-thread
// task longer than 50 ms (PerformanceObserver 'longtask') while the computer thinks.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const server = await createServer({ logLevel: 'error', server: { port: 0 } });
await server.listen();
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${url}bench.html`);
  await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60_000 });
  // Warm-up (module compilation, worker start) is excluded: observe from here on.
  await page.evaluate(() => window.startObserving());
  await page.waitForTimeout(SECONDS * 1000);
  const r = await page.evaluate(() => window.benchReport());
  console.log(`observed ${SECONDS} s with ${r.boards} boards thinking (levels ${r.levels.join(', ')}), ${r.moves} computer moves made`);
  console.log(`long tasks (> 50 ms, PerformanceObserver): ${r.longTasks.length}${r.longTasks.length ? ` (longest ${Math.max(...r.longTasks).toFixed(0)} ms)` : ''}`);
  console.log(`longest main-thread stall seen by a 5 ms heartbeat: ${r.longestGap.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
