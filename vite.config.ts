// `npm start` serves demo/ (the gallery and the blog page); `vite build` builds the library:
// one ES module per element, the engines entry and an everything-bundle for a plain <script type="module">.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { minifyCssTemplatesPlugin } from './scripts/minify-css-templates.mjs';

const here = import.meta.dirname;
// One library entry per element folder (src/elements/<tag>/index.ts defines <tag>).
const elementEntries = Object.fromEntries(
  readdirSync(resolve(here, 'src/elements')).map((tag) => [tag, resolve(here, 'src/elements', tag, 'index.ts')]),
);

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
  plugins: [demoIncludes(), minifyCssTemplatesPlugin(), libWorker()],
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
        // The smallest shared modules, which every board and every game's worker loads alike, in one
        // file rather than four (each file costs its own gzip overhead, 80–100 bytes here).
        codeSplitting: { groups: [{ name: 'core', test: /[\\/]src[\\/](core[\\/](errors|options|random)|ai[\\/]macrotask)\.ts$/ }] },
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
