// Opens a page with computer-vs-computer boards in headless Chromium and records every main-thread
// task longer than 50 ms (PerformanceObserver 'longtask') while the computer thinks.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 20);
// A production build of the demo: what a visitor gets (no dev server reloading the page as files change).
await build({ configFile: 'vite.demo.config.ts', logLevel: 'error' });
const server = await preview({ configFile: 'vite.demo.config.ts', logLevel: 'error', preview: { port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage();
  await page.goto(`${url}bench.html`);
  await page.waitForFunction(() => window.benchReady === true, null, { timeout: 60_000 });
  const origin = await page.evaluate(() => performance.timeOrigin);
  // Warm-up (module compilation, worker start, first renders) is excluded: observe from here on.
  await page.waitForTimeout(3000);
  await page.evaluate(() => window.startObserving());
  await page.waitForTimeout(SECONDS * 1000);
  if ((await page.evaluate(() => performance.timeOrigin)) !== origin) throw new Error('The page reloaded during the measurement.');
  const r = await page.evaluate(() => window.benchReport());
  console.log(`observed ${SECONDS} s with ${r.boards} boards thinking (levels ${r.levels.join(', ')}), ${r.moves} computer moves made (plies on the boards: ${r.plies.join(', ')})`);
  console.log(`the AI ran in: ${r.aiMode}`);
  console.log(`long tasks (> 50 ms, PerformanceObserver): ${r.longTasks.length}${r.longTasks.length ? ` (longest ${Math.max(...r.longTasks).toFixed(0)} ms)` : ''}`);
  console.log(`longest main-thread stall seen by a 5 ms heartbeat: ${r.longestGap.toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.close();
}
