// The kit as an npm consumer gets it (issue 16): `npm pack` (its prepack builds dist/ and the types),
// a throwaway app in a temp folder that installs the tarball beside pinned Vite, React and Vue
// (tests/consumer/app/), the app's own `vite build` of three pages (plain Vite, React 19, Vue 3),
// and each page played in headless Chromium: the element renders; a move made through it (two real
// clicks on the plain page, `play()` on the framework pages) reaches the page or the framework's
// state through `game-move`; a property and an attribute set by the framework reach the element;
// the computer answers from its worker as the consumer's bundler emitted it. Also: every export's
// file is in the tarball, and a strict TypeScript consumer compiles against the published types.
// No console error or warning, failed request or `game-error` is allowed on any page.
//
//   node scripts/check-consumer.mjs [--keep] [--built] [--tarball=path/to/octarine-x.y.z.tgz]
//
// --keep leaves the temp folder (its path is printed); --tarball uses that tarball instead of running
// `npm pack` (and its build); --built packs dist/ as it is (`npm run build` ran first: npm test does,
// and the other checks read dist/ meanwhile, which a second build would replace under them).
// Prints a table; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURE = join(ROOT, 'tests/consumer/app');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const givenTarball = args.find((a) => a.startsWith('--tarball='))?.slice('--tarball='.length);
const built = args.includes('--built');
/** How long one page step may wait (a level-1 reply takes well under a second). */
const STEP_MS = 15_000;

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
/** Rows of the closing table, by section: [section, check, ok, note]. */
const rows = [];
const check = (section, what, ok, note = '') => {
  rows.push([section, what, !!ok, note]);
  return !!ok;
};
const firstLine = (e) => String(e?.message ?? e).split('\n')[0];

/** Runs a command; resolves with its output, rejects with the output's tail on a non-zero exit. */
function run(cmd, cmdArgs, options = {}) {
  return new Promise((res, rej) => {
    // Without the npm_* variables of an enclosing `npm test` (npm_config_local_prefix would point
    // the app's npm at the kit's own folder).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_|^INIT_CWD$/i.test(k)));
    Object.assign(env, { NO_COLOR: '1', FORCE_COLOR: '0' });
    const child = spawn(cmd, cmdArgs, { ...options, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', rej);
    child.on('close', (code) => {
      if (code === 0) res(out);
      else rej(new Error(`${cmd} ${cmdArgs.join(' ')} exited with ${code}:\n${out.trim().split('\n').slice(-20).join('\n')}`));
    });
  });
}

async function timed(title, fn) {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    timings.push(`${title} ${seconds(Date.now() - t0)}`);
  }
}

/** A failure after which nothing further can be checked. */
class Stop extends Error {}
function stop(section, what, note) {
  check(section, what, false, note);
  throw new Stop(`${what}: ${note}`);
}

const temp = await mkdtemp(join(tmpdir(), 'octarine-consumer-'));
const app = join(temp, 'app');
let browser = null;
let server = null;

try {
  // ---------------------------------------------------------------- 1. the tarball, 2. the app
  await cp(FIXTURE, app, { recursive: true });
  // Kept as .ts.in in the repository, so that the kit's own type check does not read it.
  await rename(join(app, 'typecheck.ts.in'), join(app, 'typecheck.ts'));
  const tarball = join(app, 'octarine.tgz');
  if (givenTarball) {
    await copyFile(resolve(givenTarball), tarball);
    check('pack', 'tarball given: npm pack skipped', true, givenTarball);
  } else {
    const packDir = join(temp, 'pack');
    await mkdir(packDir);
    const packArgs = ['pack', '--pack-destination', packDir, ...(built ? ['--ignore-scripts'] : [])];
    await timed(built ? 'npm pack (of the build in dist/)' : 'npm pack (its prepack builds)', () => run('npm', packArgs, { cwd: ROOT })).catch((e) =>
      stop('pack', 'npm pack', e.message),
    );
    const name = (await readdir(packDir)).find((f) => f.endsWith('.tgz'));
    if (!name) stop('pack', 'npm pack', `no .tgz in ${packDir}`);
    await rename(join(packDir, name), tarball);
    check('pack', built ? 'npm pack of dist/ as built' : 'npm pack (prepack: vite build + tsc declarations)', true, name);
  }
  const pkg = JSON.parse(await readFile(join(app, 'package.json'), 'utf8'));
  pkg.dependencies = { octarine: 'file:octarine.tgz', ...pkg.dependencies };
  await writeFile(join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

  const installLog = await timed('npm install', () => run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app })).catch((e) =>
    stop('install', 'npm install', e.message),
  );
  const badEngine = installLog.split('\n').filter((l) => /EBADENGINE|ERESOLVE|peer dep/i.test(l));
  check('install', 'npm install: no EBADENGINE or peer-dependency warnings', badEngine.length === 0, badEngine.slice(0, 3).join(' | '));
  const otherWarnings = installLog.split('\n').filter((l) => /npm warn/i.test(l) && !badEngine.includes(l));
  if (otherWarnings.length) console.log(`npm install warned:\n  ${otherWarnings.join('\n  ')}`);
  const versions = [];
  for (const dep of ['octarine', 'vite', 'react', 'react-dom', 'vue', 'lit', 'comlink']) {
    versions.push(`${dep} ${JSON.parse(await readFile(join(app, 'node_modules', dep, 'package.json'), 'utf8')).version}`);
  }
  check('install', 'installed', true, versions.join(', '));

  // Every export (and main/module/types/customElements) names a file that is in the tarball.
  const installed = join(app, 'node_modules/octarine');
  const ipkg = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
  const targets = Object.entries(ipkg.exports).flatMap(([key, value]) => (typeof value === 'string' ? [value] : Object.values(value)).map((f) => [key, f]));
  for (const field of ['main', 'module', 'types', 'customElements']) if (ipkg[field]) targets.push([field, ipkg[field]]);
  const missing = targets.filter(([, file]) => !existsSync(join(installed, file)));
  check('install', `every export's file is in the tarball (${targets.length} paths)`, missing.length === 0, missing.map(([k, f]) => `missing ${k} → ${f}`).join(', '));

  // ---------------------------------------------------------------- 3. the app's build, and its types (side by side)
  const typesCheck = timed('tsc', () => run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: app })).then(
    () => true,
    (e) => e,
  );
  const buildLog = await timed('vite build', () => run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: app })).catch((e) =>
    stop('build', 'vite build of the app', e.message),
  );
  // Rolldown's PLUGIN_TIMINGS note says only that a plugin was slow (a loaded machine): not a warning about the app.
  // Vite's list of the files it wrote names them, and a file may be called errors-….js: not a warning.
  const writtenFile = /^\s*\S+\.(?:js|css|html|map)\s+[\d.,]+ kB/;
  const buildWarnings = buildLog.split('\n').filter((l) => /warn|error/i.test(l) && !/PLUGIN_TIMINGS/.test(l) && !writtenFile.test(l));
  check('build', 'vite build of the three pages, no warnings', buildWarnings.length === 0, buildWarnings.slice(0, 3).join(' | '));
  const typed = await typesCheck;
  check('types', 'a strict TypeScript consumer compiles against the published types', typed === true, typed === true ? '' : typed.message.split('\n').slice(1, 5).join(' | '));

  // ---------------------------------------------------------------- 4. serve the build, play each page
  const DIST = join(app, 'dist');
  const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.svg': 'image/svg+xml' };
  /** Paths requested and not found (the pages' and their workers'), and the size of each file served. */
  const notFound = [];
  const sizes = new Map();
  server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/favicon.ico') return res.writeHead(204).end();
    const file = normalize(join(DIST, path));
    try {
      if (relative(DIST, file).startsWith('..')) throw new Error('outside the build');
      const body = await readFile(file);
      sizes.set(path, body.length);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      notFound.push(path);
      res.writeHead(404).end();
    }
  });
  const port = await new Promise((res) => server.listen(0, '127.0.0.1', () => res(server.address().port)));

  browser = await launchChromium(chromium);
  const pages = await timed('Chromium, three pages', () => Promise.all(['plain', 'react', 'vue'].map((name) => playPage(name))));
  for (const pageRows of pages) rows.push(...pageRows);

  /** Plays one page; returns its rows. */
  async function playPage(name) {
    const out = [];
    const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const problems = [];
    tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    tab.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    tab.on('requestfailed', (r) => problems.push(`request failed: ${new URL(r.url()).pathname} (${r.failure()?.errorText})`));
    // game-error events, from wherever they come (they bubble and cross shadow roots).
    await tab.addInitScript(() => {
      window.__gameErrors = [];
      document.addEventListener('game-error', (e) => window.__gameErrors.push(`game-error ${e.detail.code}: ${e.detail.message}`));
    });
    const board = tab.locator('draughts-board');
    const wait = (fn, arg) => tab.waitForFunction(fn, arg, { timeout: STEP_MS });
    const fw = { plain: 'the page', react: 'React state', vue: 'Vue state' }[name];
    const movesShown = () => tab.textContent('#moves');
    /** Waits for the moves the page shows to match, failing at the first game-error; on time-out says what it shows. */
    const waitMoves = async (pattern) => {
      const seen = await wait(
        (source) => (new RegExp(source).test(document.querySelector('#moves').textContent) ? 'shown' : window.__gameErrors[0]),
        pattern.source,
      ).catch(async () => {
        throw new Error(`after ${STEP_MS / 1000} s ${fw} shows "${await movesShown()}", expected ${pattern}`);
      });
      const outcome = await seen.jsonValue();
      if (outcome !== 'shown') throw new Error(outcome);
    };
    const topLeft = async () => (await board.locator('[role="gridcell"]').first().getAttribute('aria-label')).split(',')[0];
    /** One check: the step throws (or returns false) to fail; its string is the note. Later steps still run. */
    const step = async (what, fn) => {
      try {
        const note = await fn();
        out.push([name, what, note !== false, typeof note === 'string' ? note : '']);
      } catch (e) {
        out.push([name, what, false, firstLine(e)]);
      }
    };

    try {
      await tab.goto(`http://127.0.0.1:${port}/${name}.html`);
      await step('the element renders (32 squares, 24 men)', async () => {
        await wait(() => {
          const root = document.querySelector('draughts-board')?.shadowRoot;
          return root?.querySelectorAll('[role="gridcell"]').length >= 32 && root.querySelectorAll('.board .piece').length >= 24;
        });
        return board.evaluate((el) => `${el.variant}, side ${el.side}, level ${el.level}`);
      });

      if (name === 'plain') {
        await step('a second element (thud-board) renders', () =>
          wait(() => document.querySelector('thud-board')?.shadowRoot?.querySelectorAll('.board .piece').length > 0).then(() => ''),
        );
        await step(`a move by two clicks (c3, d4) reaches ${fw} (game-move)`, async () => {
          await board.locator('[role="gridcell"][aria-label^="c3,"]').click();
          await board.locator('[role="gridcell"][aria-label^="d4,"]').click();
          await waitMoves(/^white c3-d4/);
          return `the page shows "${await movesShown()}"`;
        });
      } else {
        const by = name === 'react' ? 'React' : 'Vue';
        await step(`attributes from ${by} reach the element (variant, side, level)`, async () => {
          const seen = await board.evaluate((el) => [el.variant, el.side, el.level, el.legalMoves().includes('c3-d4')].join());
          if (seen !== 'russian,white,1,true') throw new Error(`the element has ${seen}`);
          return '';
        });
        await step(`a property from ${by} reaches the element (animation 0, no attribute)`, async () => {
          const [value, attr] = await board.evaluate((el) => [el.animation, el.getAttribute('animation')]);
          if (value !== 0 || attr !== null) throw new Error(`animation property ${value}, attribute ${attr}`);
          return '';
        });
        await step(`a move through play() reaches ${fw} (game-move)`, async () => {
          await board.evaluate((el) => el.play('c3-d4'));
          await waitMoves(/^white c3-d4/);
          return `${by} shows "${await movesShown()}"`;
        });
      }

      await step(`the computer answers, from a worker of the app's build; ${fw} sees it`, async () => {
        // The answer, or the first game-error (a computer that fails says so at once).
        await waitMoves(/^white c3-d4, black \S+$/);
        const [mode, workers, plies] = await board.evaluate((el) => [el.aiClient.mode, el.aiClient.workersStarted, el.history.length]);
        if (mode !== 'worker' || workers < 1) throw new Error(`the computer thought on the ${mode} (${workers} workers started)`);
        const scripts = tab.workers().map((w) => new URL(w.url()).pathname);
        const size = scripts.map((p) => `${basename(p)} ${Math.round((sizes.get(p) ?? 0) / 1024)} KB`).join(', ');
        return `"${await movesShown()}", ${plies} plies; worker ${size}`;
      });

      if (name !== 'plain') {
        const by = name === 'react' ? 'React' : 'Vue';
        // React 19 sets a property wherever the element has one; Vue's .attr forces the attribute.
        const how = name === 'react' ? 'a property' : 'an attribute, .attr';
        await step(`${by} flips orientation (${how}): the board turns`, async () => {
          const before = await topLeft();
          await tab.click('#flip');
          await wait(() => document.querySelector('draughts-board').orientation === 'black');
          await tab.waitForFunction(
            (was) => document.querySelector('draughts-board').shadowRoot.querySelector('[role="gridcell"]').getAttribute('aria-label').split(',')[0] !== was,
            before,
            { timeout: STEP_MS },
          );
          return `attribute orientation="${await board.getAttribute('orientation')}", top-left square ${before} → ${await topLeft()}`;
        });
        await step(`${by} sets the level property to 5: the element takes it`, async () => {
          await tab.click('#level');
          await wait(() => document.querySelector('draughts-board').level === 5);
          return `level ${await board.evaluate((el) => el.level)}, attribute level="${await board.getAttribute('level')}"`;
        });
      }

      problems.push(...(await tab.evaluate(() => window.__gameErrors)));
    } catch (e) {
      problems.push(firstLine(e));
    } finally {
      await tab.close();
    }
    const unique = [...new Set(problems)];
    out.push([name, 'no console error or warning, failed request or game-error', unique.length === 0, unique.slice(0, 4).join(' | ')]);
    return out;
  }
  // A request no page reported (a worker's, say) that the server could not answer.
  check('serve', 'every file the pages and workers asked for was in the build', notFound.length === 0, [...new Set(notFound)].map((p) => `404 ${p}`).join(', '));
} catch (e) {
  if (!(e instanceof Stop)) check('run', 'the check itself', false, e.stack?.split('\n').slice(0, 3).join(' | '));
} finally {
  await browser?.close().catch(() => {});
  server?.close();
  if (keep) console.log(`kept ${temp}`);
  else await rm(temp, { recursive: true, force: true });
}

// ---------------------------------------------------------------- 5. the table
const width = Math.max(...rows.map(([, what]) => what.length));
console.log('');
for (const [section, what, ok, note] of rows) {
  console.log(`${ok ? '✓' : '✖'} ${section.padEnd(7)} ${what.padEnd(width)}${note ? `  ${note.split('\n')[0]}` : ''}`);
}
// A failed command's output, once, below the table.
for (const [section, what, ok, note] of rows) {
  if (!ok && note.includes('\n')) console.error(`\n${section}: ${what}:\n${note}`);
}
console.log(`\n${timings.join(', ')}; total ${seconds(Date.now() - started)}`);
const failed = rows.filter(([, , ok]) => !ok);
if (failed.length) {
  console.error(`✖ consumer check failed: ${failed.length} of ${rows.length} checks (${failed.map(([s, w]) => `${s}: ${w}`).join('; ')})`);
  process.exit(1);
}
console.log(`✔ consumer check: all ${rows.length} checks passed`);
