// `npm run bench`: speed is measured, not assumed. Bundles each bench/*.ts for Node with esbuild and
// runs its `run()`, then measures the main thread in Chromium while the computer thinks, and the frames of
// a page with all six boards and of the blog page loading (`npm run bench -- frames` for that part alone).
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'octarine-bench-'));
// The bundles are this run's alone: gone when it ends, however it ends.
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
const benches = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of benches) {
  const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
  await build({ entryPoints: [resolve('bench', file)], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' });
  console.log(`\n=== ${file} ===`);
  const mod = await import(pathToFileURL(outfile).href);
  await mod.run();
}

if (only.length === 0 || only.some((o) => 'browser'.includes(o))) {
  console.log('\n=== main thread in Chromium while the computer thinks ===');
  const r = spawnSync('node', ['scripts/bench-browser.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (only.length === 0 || only.some((o) => 'frames'.includes(o))) {
  console.log('\n=== frames: six boards playing and the blog page loading, in Chromium ===');
  const r = spawnSync('node', ['scripts/bench-frames.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (only.length === 0 || only.some((o) => 'diagrams'.includes(o))) {
  console.log('\n=== fifty read-only diagrams on one page, in Chromium ===');
  const r = spawnSync('node', ['scripts/bench-diagrams.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (only.length === 0 || only.some((o) => 'first-render'.includes(o))) {
  console.log('\n=== first renders: twenty boards added at once, in Chromium ===');
  const r = spawnSync('node', ['scripts/bench-first-render.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (only.length === 0 || only.some((o) => 'worker'.includes(o))) {
  console.log('\n=== search speed in the AI worker: every game at levels 6 and 7 (BENCH_WORKER_LEVELS, BENCH_WORKER_GAMES), in Chromium ===');
  const r = spawnSync('node', ['scripts/bench-worker.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Not speed but robustness, and minutes long: only when named (`npm run bench -- fuzz`).
if (only.includes('fuzz')) {
  console.log('\n=== fuzz: every element, 10,000 seeded random steps each (FUZZ_STEPS, FUZZ_SEED, FUZZ_TAGS), in Chromium ===');
  const r = spawnSync('npx', ['wtr', '--config', 'scripts/fuzz.wtr.config.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
