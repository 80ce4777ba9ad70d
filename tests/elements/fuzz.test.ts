// Every element under a seeded fuzz (issue 15): random attributes and changes mid-game, method calls
// with garbage, records with junk, clicks, drags and key presses; after every step the contract holds
// (see fixtures/fuzz.ts for the invariants). The suite runs FUZZ.steps steps per element; `npm run bench
// -- fuzz` runs 10,000 each (FUZZ_STEPS, FUZZ_SEED and FUZZ_TAGS pick others, to replay a failure).
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { fuzzElement } from './fixtures/fuzz.js';

/** Set by scripts/bench-fuzz.mjs from FUZZ_STEPS, FUZZ_SEED and FUZZ_TAGS. */
declare global {
  interface Window {
    __FUZZ__?: { steps?: number; seed?: number; tags?: string[]; survey?: boolean; trace?: number };
  }
}

const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
const FUZZ: { steps: number; seed: number; tags?: string[]; survey?: boolean; trace?: number } = { steps: 2000, seed: 15, ...window.__FUZZ__ };

describe('every element under a seeded fuzz', () => {
  for (const tag of TAGS.filter((t) => !FUZZ.tags || FUZZ.tags.includes(t))) {
    it(`<${tag}>: ${FUZZ.steps} random steps from seed ${FUZZ.seed} keep the contract`, async function () {
      this.timeout(Math.max(60_000, FUZZ.steps * 100));
      const report = await fuzzElement(tag, { seed: FUZZ.seed, steps: FUZZ.steps, keepGoing: FUZZ.survey, trace: FUZZ.trace });
      for (const k of report.kinds ?? []) console.log(k);
      console.log(`<${tag}> fuzz: ${report.steps} steps (${report.refused} refused, ${report.moves} moves) in ${(report.ms / 1000).toFixed(1)} s`);
      if (report.failure) expect.fail(report.failure);
    });
  }
});
