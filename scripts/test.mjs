// `npm test`: everything a change must pass. Independent steps run at the same time, arranged for two
// cores (see STEPS); each step's output is held and printed in one piece when it ends, with its time.
// The first step that fails stops the others, and the run fails with that step's output.
//
// A step: { id, title, cmd, args, env?, after?: [ids], cores? }. It starts once every step named in
// `after` has passed and there is room for its `cores` (default 1) within LOAD; order in the list is the
// order of starting among the steps that are ready.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { findTestChromium } from './find-chromium.mjs';

/** The browser tests' files (web-test-runner.config.mjs runs them all) but two, each a step of its own: the element fuzz, */
const FUZZ = 'tests/elements/fuzz.test.ts';
/**
 * and the AI client's tests, which time workers that die, hang or load slowly: two pages of one renderer
 * process delay each other's timers by seconds, so this file has the renderer to itself.
 */
const AI_CLIENT = 'tests/ai/client.test.ts';
const browserFiles = [...createRequire(import.meta.url)('../.mocharc.cjs').browserTests, `!${FUZZ}`, `!${AI_CLIENT}`];

let chrome;
try {
  chrome = findTestChromium();
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
const browser = { CHROME_PATH: chrome };

/**
 * The command of a step that runs the bin `name` of package `pkg` with `args`: Node runs the bin file
 * itself, where `npx` would first start npm to find it (0.6–0.7 CPU-s a step).
 */
function tool(pkg, name, args) {
  const { bin } = JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8'));
  return { cmd: process.execPath, args: [join('node_modules', pkg, typeof bin === 'string' ? bin : bin[name]), ...args] };
}

/** Where the type check writes the declarations of src, tests, bench and demo. */
const TYPES_OUT = '.cache/tsc/types';
/** Copies src's declarations into dist/types (a script for `node -e`). */
const copyDeclarations = `
  import { cpSync, existsSync } from 'node:fs';
  const from = '${TYPES_OUT}/src';
  cpSync(from, 'dist/types', { recursive: true, filter: (f) => !f.endsWith('.d.ts') || ['.ts', '.tsx'].some((x) => existsSync('src' + f.slice(from.length, -5) + x)) });
`;

/**
 * How many cores' worth of steps run at once. The steps are mostly CPU-bound and the machine has two
 * cores: a little more than two fills the moments a step waits (a page loading, the computer's move);
 * much more only makes everything slower together, and the slowest tests then meet their timeouts.
 */
const LOAD = 4;

const STEPS = [
  // In order of starting, the longest first: the browser tests (two pages at a time: Chromium, the pages
  // and their workers, mostly waiting) and the unit tests in Node (mocha, two files at a time).
  // Nothing here depends on the machine's speed (searches are bounded by nodes, not time), so sharing
  // the cores is safe.
  { id: 'browser', title: 'Browser tests in Chromium (web-test-runner)', ...tool('@web/test-runner', 'wtr', ['--files', ...browserFiles]), env: browser, cores: 1.5 },
  { id: 'unit', title: 'Unit tests in Node (mocha: games, core, search)', ...tool('mocha', 'mocha', []), cores: 2 },
  // Then, as the unit tests free their cores: the type check (quick, and the first word on a broken
  // change), the two longest steps left (the element fuzz and the layout check), then the checks of the
  // build, each after only what it needs (what reads dist/ after the build that writes it, the package's
  // checks after its types): the longest chain first (build, declarations, consumer), the rest fill in.
  //
  // The type check also writes the declarations of everything it checked (into .cache/tsc/types), so the
  // package's types need no second tsc run (11 CPU-s), only a copy of src's part. It keeps tsc's notes
  // between runs beside them, so a file that did not change (nor anything it imports) is neither checked
  // nor written again: a run with no change 20 → 7 CPU-s. A clean clone checks all.
  { id: 'types', title: 'Type check (tsc), with the declarations', ...tool('typescript', 'tsc', ['-p', 'tsconfig.json', '--emitDeclarationOnly', '--outDir', TYPES_OUT, '--incremental', '--tsBuildInfoFile', `${TYPES_OUT}/.tsbuildinfo`]) },
  // The element fuzz (a third of the browser tests' CPU time; deterministic: seeded, with a fake computer)
  // in a Chromium of its own, beside the other browser tests instead of after them.
  { id: 'ai-client', title: 'The AI client and its workers, in a Chromium of its own (web-test-runner)', ...tool('@web/test-runner', 'wtr', ['--files', AI_CLIENT, '--concurrency', '1']), env: browser },
  { id: 'fuzz', title: 'Every element under a seeded fuzz, in Chromium (web-test-runner)', ...tool('@web/test-runner', 'wtr', ['--files', FUZZ]), env: browser },
  // The demo's production build (vite.demo.config.ts, into .bench-out/), served by vite preview.
  { id: 'layout', title: 'Demo pages and bare elements fit 320, 390 and 1280 px wide (and 1280×900 in full)', cmd: 'node', args: ['scripts/check-layout.mjs'], env: browser },
  { id: 'build', title: 'Library build (vite build)', ...tool('vite', 'vite', ['build', '--logLevel', 'warn']) },
  // The package's types, for the consumer check's `npm pack` of dist/ (vite build empties dist/, so after it):
  // src's declarations as the type check wrote them, those of files that still exist (the notes outlive a
  // deleted file's declaration).
  { id: 'declarations', title: 'Type declarations (dist/types)', cmd: process.execPath, args: ['--input-type=module', '-e', copyDeclarations], after: ['build', 'types'] },
  { id: 'consumer', title: 'An app installs the packed kit (Vite; React 19 and Vue 3 pages) and plays it', cmd: 'node', args: ['scripts/check-consumer.mjs', '--built'], env: browser, after: ['declarations'] },
  { id: 'manifest', title: 'custom-elements.json is up to date', cmd: 'node', args: ['scripts/analyze.mjs', '--check'] },
  { id: 'api', title: 'The public API of octarine/engines matches api/engines.api.md', cmd: 'node', args: ['scripts/check-api.mjs', '--from-dist'], after: ['declarations'] },
  { id: 'engines', title: 'Headless engines in Node', cmd: 'node', args: ['--test', '--test-reporter=spec', 'tests/node/'], after: ['build'] },
  { id: 'size', title: 'What each element and each game’s worker loads, against the budgets', cmd: 'node', args: ['scripts/check-size.mjs'], after: ['build'] },
  { id: 'split', title: 'A draughts-only page loads no other game, nor does its AI worker', cmd: 'node', args: ['scripts/check-game-split.mjs'], env: browser, after: ['build'] },
  { id: 'cdn', title: 'The bundle from another origin, and under a strict CSP', cmd: 'node', args: ['scripts/check-cdn.mjs'], env: browser, after: ['build'] },
  { id: 'tutorials', title: 'The demo lessons use the verified puzzles and are built, toured and checked', cmd: 'node', args: ['scripts/check-tutorials.mjs'] },
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

/** Cores' worth of the steps running now. */
const load = () => STEPS.filter((s) => running.has(s.id)).reduce((n, s) => n + (s.cores ?? 1), 0);

function next() {
  for (const step of STEPS) {
    if (passed.has(step.id) || running.has(step.id) || step.started) continue;
    if (load() + (step.cores ?? 1) > LOAD && running.size > 0) continue;
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
  const kill = (signal) => {
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  kill('SIGTERM');
  // A browser that does not stop when asked would keep npm test waiting on its output.
  setTimeout(() => {
    kill('SIGKILL');
    process.exit(process.exitCode ?? 1);
  }, 3000).unref();
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
