// `npm run bench -- fuzz`: the element fuzz (tests/elements/fuzz.test.ts) at full length, 10,000 steps per
// element unless FUZZ_STEPS says otherwise; FUZZ_SEED, FUZZ_TAGS (comma-separated) replay a failure,
// FUZZ_SURVEY=1 goes on past broken invariants and lists each kind once.
import base from '../web-test-runner.config.mjs';

const fuzz = {
  steps: Number(process.env.FUZZ_STEPS ?? 10_000),
  seed: Number(process.env.FUZZ_SEED ?? 15),
  ...(process.env.FUZZ_TAGS ? { tags: process.env.FUZZ_TAGS.split(',') } : {}),
  ...(process.env.FUZZ_SURVEY ? { survey: true } : {}),
  ...(process.env.FUZZ_TRACE ? { trace: Number(process.env.FUZZ_TRACE) } : {}),
};

export default {
  ...base,
  files: 'tests/elements/fuzz.test.ts',
  testsFinishTimeout: 3_600_000,
  testRunnerHtml: (testFramework) =>
    `<html><body><script>window.__FUZZ__ = ${JSON.stringify(fuzz)};</script><script type="module" src="${testFramework}"></script></body></html>`,
};
