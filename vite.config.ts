// `npm start` serves demo/ (the gallery and the blog page); `vite build` builds the library:
// one ES module per element, the engines entry and an everything-bundle for a plain <script type="module">.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
// One library entry per element folder (src/elements/<tag>/index.ts defines <tag>).
const elementEntries = Object.fromEntries(
  readdirSync(resolve(here, 'src/elements')).map((tag) => [tag, resolve(here, 'src/elements', tag, 'index.ts')]),
);

export default defineConfig({
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
    lib: {
      formats: ['es'],
      entry: {
        octarine: resolve(here, 'src/index.ts'),
        engines: resolve(here, 'src/engines/index.ts'),
        ...elementEntries,
      },
    },
  },
});
