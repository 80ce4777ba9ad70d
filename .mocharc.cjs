// The tests that need no browser: pure rules, core helpers and search algorithms, run by mocha in Node
// (`npm run test:node`), TypeScript through tsx, several files at once. Everything else under tests/ runs
// in Chromium: web-test-runner.config.mjs takes every tests/**/*.test.ts except these.
// A file belongs here only if it touches no DOM, lit, Worker or window (it imports `expect` from 'chai',
// not from '@open-wc/testing'). tests/ai/slices.test.ts stays in the browser on purpose: it checks how
// the search yields to the page's event loop, which is not Node's (nextMacrotask takes another path there).
const spec = [
  'tests/core/**/*.test.ts',
  'tests/games/**/*.test.ts',
  'tests/ai/expectimax.test.ts',
  'tests/ai/mcts.test.ts',
  'tests/ai/search.test.ts',
  'tests/ai/silence.test.ts',
  'tests/ai/transposition-table.test.ts',
  'tests/ui/move-entry.test.ts',
  'tests/ui/marks-parse.test.ts',
  'tests/bench/**/*.test.ts',
];

// A file named on the command line (`npm run test:node -- tests/games/thud/rules.test.ts`) runs alone.
const named = process.argv.slice(2).some((a) => /\.test\.ts$/.test(a));

module.exports = {
  ...(named ? {} : { spec }),
  // Without require(esm), mocha import()s each file and tsx compiles it as the ES module it is: loaded
  // through require(), tsx turns it into CommonJS whose imported bindings are getters, 2–3× slower here.
  'node-option': ['no-experimental-require-module', 'import=tsx'],
  parallel: true,
  // Two cores here; more jobs only queue. CI and developers have the same machine.
  jobs: 2,
  // A guard against a hang, not a speed limit: playouts take 12 s alone and several times that while the
  // browser tests share the two cores.
  timeout: 300_000,
  reporter: 'dot',
  'forbid-only': true,
};
// For web-test-runner.config.mjs and scripts/test.mjs: the browser tests are every other test file (not
// enumerable: no mocha option).
Object.defineProperty(module.exports, 'browserTests', { value: ['tests/**/*.test.ts', ...spec.map((glob) => `!${glob}`)], enumerable: false });
