// `npm test`: everything a change must pass. Independent steps run at the same time, arranged for two
// cores (see STEPS); each step's output is held and printed in one piece when it ends, with its time.
// The first step that fails stops the others, and the run fails with that step's output.
//
// A step: { id, title, cmd, args, env?, after?: [ids] }. It starts once every step named in `after`
// has passed; order in the list is the order of starting among the steps that are ready.
import { spawn } from 'node:child_process';
import { findChromium } from './find-chromium.mjs';

let chrome;
try {
  chrome = findChromium();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const browser = { CHROME_PATH: chrome };

const STEPS = [
  // Rules, core and search in Node: mocha, two files at a time (both cores), with nothing else running:
  // playouts and searches have real time limits, and two cores shared with tsc and Chromium missed them.
  { id: 'unit', title: 'Unit tests in Node (mocha: games, core, search)', cmd: 'npx', args: ['mocha'], after: ['split'] },
  // The cheap checks first, one after the other: a type error shows within seconds.
  { id: 'types', title: 'Type check (tsc --noEmit)', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { id: 'manifest', title: 'custom-elements.json is up to date', cmd: 'node', args: ['scripts/analyze.mjs', '--check'], after: ['types'] },
  { id: 'build', title: 'Library build (vite build)', cmd: 'npx', args: ['vite', 'build', '--logLevel', 'warn'], after: ['manifest'] },
  { id: 'engines', title: 'Headless engines in Node', cmd: 'node', args: ['--test', '--test-reporter=spec', 'tests/node/'], after: ['build'] },
  { id: 'size', title: 'What each element and each game’s worker loads, against the budgets', cmd: 'node', args: ['scripts/check-size.mjs'], after: ['build'] },
  // The package's types, for the consumer check's `npm pack` of dist/ (vite build has just emptied dist/).
  // After the unit tests: Node's tests are CPU-bound and tsc is slow, and two cores cannot take both at once.
  { id: 'declarations', title: 'Type declarations (dist/types)', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.build.json'], after: ['build', 'unit'] },
  { id: 'api', title: 'The public API of octarine/engines matches api/engines.api.md', cmd: 'node', args: ['scripts/check-api.mjs', '--from-dist'], after: ['declarations'] },
  { id: 'split', title: 'A draughts-only page loads no other game, nor does its AI worker', cmd: 'node', args: ['scripts/check-game-split.mjs'], env: browser, after: ['engines'] },
  // The longest (~4 min: Chromium, one page at a time), once the unit tests have freed the
  // cores; CPU-bound tests side by side only slow each other, and their time limits are real.
  { id: 'browser', title: 'Browser tests in Chromium (web-test-runner)', cmd: 'npx', args: ['wtr'], env: browser, after: ['unit'] },
  // Chromium pages that wait on the computer's moves, yet busy (measured: check-cdn ~1.5 cores for ~50 s,
  // check-layout ~1 core for ~55 s): beside the browser tests, after the unit tests like them.
  { id: 'cdn', title: 'The bundle from another origin, and under a strict CSP', cmd: 'node', args: ['scripts/check-cdn.mjs'], env: browser, after: ['split', 'unit'] },
  { id: 'layout', title: 'Demo pages and bare elements fit 320, 390 and 1280 px wide (and 1280×900 in full)', cmd: 'node', args: ['scripts/check-layout.mjs'], env: browser, after: ['cdn'] },
  { id: 'consumer', title: 'An app installs the packed kit (Vite; React 19 and Vue 3 pages) and plays it', cmd: 'node', args: ['scripts/check-consumer.mjs', '--built'], env: browser, after: ['declarations', 'layout'] },
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** Cursor moves and line clears that tools write for a terminal; the held output has none. */
const clean = (text) => text.replace(/\x1b\[(?:\d*[ABCDGK]|\?25[hl])/g, '');

for (const s of STEPS) for (const a of s.after ?? []) if (!STEPS.some((t) => t.id === a)) throw new Error(`${s.id}: no step ${a}`);

const passed = new Set();
const running = new Map(); // id → child process
const times = [];
let failed = false;

function start(step) {
  const t0 = Date.now();
  const output = [];
  // Its own process group, so that a failure elsewhere stops it and everything it started.
  const child = spawn(step.cmd, step.args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.set(step.id, child);
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  console.log(`  … ${step.title}`);
  child.on('close', (code, signal) => {
    running.delete(step.id);
    if (failed) return;
    const ms = Date.now() - t0;
    const text = clean(Buffer.concat(output).toString()).replace(/^\s*\n|\s+$/g, '');
    const ok = code === 0;
    console.log(`\n${ok ? '▶' : '✖'} ${step.title} (${seconds(ms)})`);
    if (text) console.log(text);
    if (!ok) {
      failed = true;
      console.error(`\n✖ ${step.title} failed (${signal ?? `exit code ${code}`}) after ${seconds(ms)}; npm test stops.`);
      stopAll();
      process.exitCode = code || 1;
      return;
    }
    passed.add(step.id);
    times.push([step.title, ms]);
    next();
  });
  child.on('error', (e) => output.push(Buffer.from(`${e.message}\n`)));
}

function next() {
  for (const step of STEPS) {
    if (passed.has(step.id) || running.has(step.id) || step.started) continue;
    if ((step.after ?? []).every((id) => passed.has(id))) {
      step.started = true;
      start(step);
    }
  }
  if (running.size === 0 && !failed) {
    console.log(`\n✔ npm test passed in ${seconds(Date.now() - started)}:`);
    for (const [title, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${title}`);
  }
}

function stopAll() {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    failed = true;
    stopAll();
    process.exit(130);
  });
}

console.log(`npm test: ${STEPS.length} steps (… started, ▶ passed, with its output)`);
next();
