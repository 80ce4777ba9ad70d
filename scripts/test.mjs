// `npm test`: everything a change must pass, in order (cheap checks first).
import { spawnSync } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

function step(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${title} failed.`);
    process.exit(r.status ?? 1);
  }
}

let chrome;
try {
  chrome = findChromium();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}

step('Type check (tsc --noEmit)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('custom-elements.json is up to date', 'node', ['scripts/analyze.mjs', '--check']);
step('Library build (vite build)', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('Headless engines in Node', 'node', ['--test', 'tests/node/']);
step('The bundle from another origin, and under a strict CSP', 'node', ['scripts/check-cdn.mjs'], { CHROME_PATH: chrome });
step('Demo pages and bare elements fit 320, 390 and 1280 px wide (and 1280×900 in full)', 'node', ['scripts/check-layout.mjs'], { CHROME_PATH: chrome });
step('A draughts-only page loads no other game, nor does its AI worker', 'node', ['scripts/check-game-split.mjs'], { CHROME_PATH: chrome });
step('Browser tests in Chromium (web-test-runner)', 'npx', ['wtr'], { CHROME_PATH: chrome });
