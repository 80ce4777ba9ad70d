// `npm start` serves demo/ (the gallery and the blog page); `vite build` builds the library:
// one ES module per element, the engines entry and an everything-bundle for a plain <script type="module">.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { WORKER_OWN_COPY } from './scripts/game-markers.mjs';
import { minifyCssTemplatesPlugin } from './scripts/minify-css-templates.mjs';

const here = import.meta.dirname;

/** The suffix of the AI's own copies of the games' modules (see `aiGameCopies`). */
const AI_COPY = '?ai-copy';
const GAMES_DIR = resolve(here, 'src/games');
const LOADERS_FILE = resolve(here, 'src/engines/loaders.ts');

// One library entry per element folder (src/elements/<tag>/index.ts defines <tag>).
const elementEntries = Object.fromEntries(
  readdirSync(resolve(here, 'src/elements')).map((tag) => [tag, resolve(here, 'src/elements', tag, 'index.ts')]),
);

/**
 * The kit's modules a source file loads statically, itself included: its relative `import`s and
 * `export … from`s, not `import type` (which the build drops) nor `import()` (loaded on demand).
 */
function staticSources(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)\.js['"]/gm)) {
    staticSources(resolve(dirname(file), `${m[1]}.ts`), seen);
  }
  return seen;
}

/**
 * What every element's page loads and nothing else does (the `element` group below): lit and the
 * modules `GameElement` imports statically, less those an entry that is no element's page loads too
 * (the engines, the worker, the puzzle of the day), which would otherwise load lit and the element base.
 */
const otherEntries = ['src/engines/index.ts', 'src/engines/ai.worker.ts', 'src/elements/puzzle-of-the-day/index.ts'];
const notPageOnly = otherEntries.reduce((seen, entry) => staticSources(resolve(here, entry), seen), new Set<string>());
const elementBase = staticSources(resolve(here, 'src/ui/game-element.ts'));
const pageOnly = new Set([...elementBase].filter((f) => !notPageOnly.has(f)));
/** What of lit the element base loads: lit itself and its directive base class (not the directives the later parts use). */
const LIT = /[\\/]node_modules[\\/](lit[\\/]index|lit-html[\\/](lit-html|directive)|lit-element[\\/]lit-element|@lit[\\/]reactive-element[\\/](reactive-element|css-tag))\.js$/;
/**
 * The smallest shared modules, which every board and every game's worker loads alike (see `core` below),
 * and the bit count three games use (less than a file of its own costs).
 */
const CORE = /[\\/]src[\\/](core[\\/](bits|errors|options|random)|ai[\\/]macrotask)\.ts$/;
/**
 * The AI runtime, what the worker loads for every game (comlink, the host, the search and its levels, the
 * game loaders): one file rather than six, 0.8 KB less gzip a worker. The page's AI client loads the same
 * file when a computer first thinks (it shares comlink, the levels and the loaders), and the worker can take
 * it from the browser's cache.
 */
const AI_RUNTIME = /[\\/](node_modules[\\/]comlink[\\/]|src[\\/](ai[\\/](abort|levels|worker-host|task|algorithms|search)|engines[\\/]loaders)\.(ts|mjs)$)/;
/**
 * The search on a game's pure functions, which only a game without a search board of its own loads: a group
 * of its own, or the runtime's group would take it along (search.ts imports it for `searchBest`).
 */
const GAME_BOARD = /[\\/]src[\\/]ai[\\/]game-board\.ts$/;
/**
 * The modules the element base imports that other entries load too (the session, the move text, …):
 * each in a file of its own, as it would be without the group (a group takes its modules' imports
 * along unless another group holds them).
 */
const shared = [...elementBase].filter((f) => notPageOnly.has(f) && !CORE.test(f));

/**
 * Each game's rules as a page and the AI worker both load them (the modules of src/games/<game> that its
 * grid.ts and the worker's module of it, search-board.ts or index.ts, load statically): one file, which the
 * game's records, loaded a turn after the board, would otherwise split by what they import of it
 * (0.4 KB more gzip for Thud's page and worker alike).
 */
const gameSources = readdirSync(resolve(here, 'src/games')).map((game) => {
  const dir = resolve(here, 'src/games', game);
  const files = readdirSync(dir);
  const worker = staticSources(resolve(dir, files.includes('search-board.ts') ? 'search-board.ts' : 'index.ts'));
  const both = [...staticSources(resolve(dir, 'grid.ts'))].filter((f) => worker.has(f));
  // A game whose page draws its start first (grid-start.ts) keeps that part in a file of its own: the page loads it with the element.
  const start = files.includes('grid-start.ts') ? staticSources(resolve(dir, 'grid-start.ts')) : new Set<string>();
  return { game, dir, both, start };
});
const gameRules = gameSources.flatMap(({ game, dir, both, start }) => {
  const own = both.filter((f) => f.startsWith(dir));
  const group = (name: string, files: string[]) => {
    const set = new Set(files);
    // Not the AI's copies (see `aiGameCopies`), which go with the game's search, in the worker's file of it.
    return { name, test: (id: string) => !id.endsWith(AI_COPY) && set.has(id.split('?')[0]), priority: 2 };
  };
  const rules = group(`${game}-rules`, own.filter((f) => !start.has(f)));
  return start.size ? [group(`${game}-start`, own.filter((f) => start.has(f))), rules] : [rules];
});
/** What those rules load from outside their game (src/core's motion, number options, …): each in a file of its own, as without the groups, or a game's group would take it along. */
const rulesImports = [...new Set(gameSources.flatMap(({ dir, both }) => both.filter((f) => !f.startsWith(dir) && !CORE.test(f) && !shared.includes(f))))];

/**
 * The library build's worker: kit-worker.dist.ts in kit-worker.ts's place (the worker is the entry
 * `ai.worker`, not bundled into an asset), and its call written back as the plain literal an app's
 * bundler recognises (see kit-worker.dist.ts).
 */
function libWorker(): Plugin {
  let lib = false;
  return {
    name: 'octarine-lib-worker',
    apply: 'build',
    // Before Vite's own resolver, which would find kit-worker.ts first.
    enforce: 'pre',
    configResolved(config) {
      lib = Boolean(config.build.lib);
    },
    async resolveId(source, importer) {
      if (!lib || source !== './kit-worker.js' || !importer?.startsWith(resolve(here, 'src/engines'))) return null;
      return resolve(here, 'src/engines/kit-worker.dist.ts');
    },
    renderChunk(code) {
      if (!lib) return null;
      const literal = code.replace(/new URL\((["'`])\.\/ai\.worker\.js\1\s*\+\s*(["'`])\2\s*,/g, 'new URL("./ai.worker.js",');
      return literal === code ? null : { code: literal, map: null };
    },
  };
}

/**
 * The AI takes the games of `WORKER_OWN_COPY` (scripts/game-markers.mjs says why) through src/engines/loaders.ts as
 * modules of its own, in one file, rather than the files its page loads them in. The worker runs in a realm of its own
 * and shares no module instance with the page, so nothing but the cache is lost: a game against the computer downloads
 * that game's rules a second time (Thud: 5.9 KB gzip), after the board is drawn. Modules outside src/games (the core,
 * the search) stay shared. The page's main-thread search, where no worker starts, loads the same copies.
 */
function aiGameCopies(): Plugin {
  return {
    name: 'octarine-ai-game-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const from = importer.split('?')[0];
      if (from !== LOADERS_FILE && !importer.endsWith(AI_COPY)) return null;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      const game = resolved && !resolved.external ? relative(GAMES_DIR, resolved.id).split(/[\\/]/)[0] : '';
      if (!resolved || !WORKER_OWN_COPY.includes(game)) return resolved;
      return { ...resolved, id: `${resolved.id.split('?')[0]}${AI_COPY}` };
    },
  };
}

/**
 * `<!--#include blog/thud.html -->` in a demo page is replaced by that file (each game writes its own
 * section; every page the same site header). In an included file `{root}` is the way back to demo/ from
 * the page, and the link to the page itself is marked as the current one.
 */
function demoIncludes(): Plugin {
  return {
    name: 'octarine-demo-includes',
    transformIndexHtml(page, ctx) {
      const path = ctx.path === '/' ? '/index.html' : ctx.path;
      const depth = path.split('/').length - 2;
      const root = depth > 0 ? '../'.repeat(depth) : './';
      const self = `href="${root}${path.slice(1)}"`;
      return page.replace(/<!--#include ([\w./-]+) -->/g, (_, file: string) =>
        readFileSync(resolve(here, 'demo', file), 'utf8').replaceAll('{root}', root).replace(self, `${self} aria-current="page"`),
      );
    },
  };
}

export default defineConfig({
  plugins: [demoIncludes(), minifyCssTemplatesPlugin(), libWorker(), aiGameCopies()],
  root: resolve(here, 'demo'),
  server: { host: '127.0.0.1', port: 5173, open: false, fs: { allow: [here] } },
  preview: { host: '127.0.0.1', port: 4173 },
  // Relative asset URLs, so the worker file is found next to the module on any host or CDN path.
  base: './',
  worker: { format: 'es' },
  // Pre-bundled at start-up, so a first visit does not reload the page mid-game.
  optimizeDeps: {
    include: ['lit', 'lit/decorators.js', 'lit/directives/class-map.js', 'lit/directives/live.js', 'lit/directives/repeat.js', 'comlink'],
  },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    rolldownOptions: {
      // Its note on slow plugins reads as a warning in every build, and on a busy machine says only that it is busy.
      checks: { bundlerTimings: false },
      // Imported constants (WIN_SCORE, the board codes) written where they are used: no module is kept for a number alone.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      // Lib mode keeps ES output's whitespace and comments so a consumer's bundler can read pure
      // annotations. The kit's modules are already one per element, so a consumer has little
      // to shake, and a page loading dist/ from a CDN gets the full saving. The maps keep it readable.
      // `Worker` keeps its name: the worker call in dist/ stays the literal an app's bundler rewrites.
      output: {
        minify: { compress: true, mangle: { reserved: ['Worker'] }, codegen: true },
        // Licences stay; the pure annotations the minifier keeps go (157 of them): they serve only a
        // bundler shaking the kit's modules, which hold nothing to shake.
        comments: { legal: true, annotation: false, jsdoc: false },
        // The smallest shared modules, which every board and every game's worker loads alike, in one
        // file rather than four (each file costs its own gzip overhead, 80–100 bytes here); and what every
        // element's page alone loads (lit, the element base, input) in one file rather than four
        // (`element`: 1.2–1.6 KB less gzip an element), the modules it shares with the engines, the worker
        // or the puzzle of the day each kept in the file of its own it has without the groups.
        codeSplitting: {
          groups: [
            { name: 'core', test: CORE, priority: 3 },
            { name: 'game-board', test: GAME_BOARD, priority: 4 },
            { name: 'ai-runtime', test: AI_RUNTIME, priority: 3 },
            ...shared.map((f) => ({ name: basename(f, '.ts'), test: (id: string) => id.split('?')[0] === f, priority: 2 })),
            ...rulesImports.map((f) => ({ name: basename(f, '.ts'), test: (id: string) => id.split('?')[0] === f, priority: 3 })),
            ...gameRules,
            // Draughts' search (its board, the evaluation's terms, the tuning, the endgame tables' probe) in one file:
            // the worker loads them together, and the engines' search hooks with them (0.3 KB less gzip a worker).
            { name: 'draughts-search', test: (id: string) => /[\\/]src[\\/]games[\\/]draughts[\\/](search-board|search-hooks|eval-terms|tracked-engine|endgame[\\/](loader|entry))\.ts$/.test(id), priority: 2 },
            { name: 'element', test: (id) => LIT.test(id) || pageOnly.has(id.split('?')[0]), priority: 1 },
          ],
        },
      },
    },
    lib: {
      formats: ['es'],
      entry: {
        octarine: resolve(here, 'src/index.ts'),
        engines: resolve(here, 'src/engines/index.ts'),
        'ai.worker': resolve(here, 'src/engines/ai.worker.ts'),
        ...elementEntries,
      },
    },
  },
});
