// Runs every test in real Chromium (the Debian binary; no tool may download its own browser).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS } from './scripts/find-chromium.mjs';

export default {
  files: 'tests/**/*.test.ts',
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 600_000,
  testFramework: { config: { timeout: 60_000 } },
  plugins: [esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
        args: ['--headless=new', ...CHROMIUM_ARGS],
      },
    }),
  ],
};
