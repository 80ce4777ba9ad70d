// Finds Chromium: CHROME_PATH, else /usr/bin/chromium. When it is missing and we are root on Debian,
// installs the `chromium` package; otherwise stops with one sentence.
//
// The tests and checks (`npm test`) prefer Debian's `chromium-headless-shell` when it is installed: the
// same Chromium build, in the headless embedder that has no browser window machinery. It draws and runs
// pages as Chromium does and costs a fifth less CPU (npm test 188 → 161 s on the 2-core machine). Benches
// and the demo tour keep the full browser, which is what readers run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function findChromium() {
  const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH points to ${wanted}, which does not exist; set it to a Chromium binary.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && isDebian) {
    console.log('Chromium is missing: installing the Debian package "chromium" (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    if (existsSync(wanted)) return wanted;
  }
  throw new Error(
    'Chromium was not found: install it (on Debian: sudo apt-get install chromium) or set CHROME_PATH to its binary.',
  );
}

/** Debian's headless shell of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium for tests: CHROME_PATH, else the headless shell when installed, else `findChromium()`. */
export function findTestChromium() {
  if (!process.env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}

/** What every headless run here needs: no sandbox (root), no GPU, and no calls home (this network refuses them). */
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run',
];

/** The Debian Chromium through playwright-core's `chromium`, with those flags. */
export function launchChromium(chromium) {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}
