// The tests that need a browser (elements, the ui kit, the AI client and its workers) in real Chromium:
// the Debian binary; no tool may download its own browser. The pure tests listed in .mocharc.cjs run in
// Node instead (`npm run test:node`), so they are left out here.
import { createRequire } from 'node:module';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/find-chromium.mjs';

const { browserTests } = createRequire(import.meta.url)('./.mocharc.cjs');

/** Passed, failed and skipped tests of a session's results, suites included. */
function count(suite, n = { passed: 0, failed: 0, skipped: 0 }) {
  for (const t of suite?.tests ?? []) n[t.skipped ? 'skipped' : t.passed ? 'passed' : 'failed']++;
  for (const s of suite?.suites ?? []) count(s, n);
  return n;
}

/** Without a terminal (npm test reads the output): one closing line instead of a progress bar redrawn. */
const closingLine = {
  onTestRunFinished({ sessions }) {
    const n = { passed: 0, failed: 0, skipped: 0 };
    let broken = 0;
    for (const s of sessions) {
      count(s.testResults, n);
      if (!s.passed && count(s.testResults).failed === 0) broken++; // a file that did not load or run
    }
    const files = broken ? `, ${broken} test file(s) failed to run` : '';
    console.log(`Chromium: ${n.passed} passed, ${n.failed} failed${n.skipped ? `, ${n.skipped} skipped` : ''}${files}`);
  },
};
const terminal = Boolean(process.stdout.isTTY);

/** `chai` (what the Node tests import) as the browser build @open-wc/testing uses: `npx wtr --files` runs them here too. */
const chaiInTheBrowser = {
  name: 'chai-in-the-browser',
  resolveImport: ({ source }) => (source === 'chai' ? '/node_modules/@esm-bundle/chai/esm/chai.js' : undefined),
};

export default {
  files: browserTests,
  // lit's production build, as pages get it: no "Lit is in dev mode" warning in every file's logs.
  nodeResolve: { exportConditions: ['production'] },
  // Two pages at a time: a test page mostly waits (modules loading, frames, workers), so a second one
  // halves the run (npm test's browser step 270 → 156 s on the 2-core machine). The AI client's tests,
  // which time workers, run alone (scripts/test.mjs).
  concurrency: 2,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000 } },
  staticLogging: !terminal,
  reporters: terminal ? [defaultReporter()] : [defaultReporter({ reportTestProgress: false }), closingLine],
  plugins: [chaiInTheBrowser, esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      // Each page in a window of its own: a second tab of one window would be hidden, and a hidden page
      // gets no animation frames and no real mouse input.
      createPage: ({ context }) => context.newPage({ type: 'window' }),
      launchOptions: {
        // Debian's headless shell when installed (see scripts/find-chromium.mjs), else Chromium.
        executablePath: findTestChromium(),
        // One renderer process for every test page (all are one site): a new process per file cost about
        // a CPU-second of start-up and module compiling, a seventh of the suite's CPU time (266 → 228 CPU-s).
        args: ['--headless=new', ...CHROMIUM_ARGS, '--process-per-site'],
      },
    }),
  ],
};
