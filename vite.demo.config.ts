// The demo pages as a production site (lit in production mode, no dev server), for `npm run bench`
// and for publishing the demo: `vite build -c vite.demo.config.ts` writes .bench-out/demo.
import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

const here = import.meta.dirname;

export default mergeConfig(
  { ...base, build: undefined },
  defineConfig({
    build: {
      outDir: resolve(here, '.bench-out/demo'),
      emptyOutDir: true,
      target: 'es2022',
      // Maps on disk but not linked from the files: the frames bench names profiled functions by source file.
      sourcemap: 'hidden',
      rollupOptions: {
        input: {
          index: resolve(here, 'demo/index.html'),
          blog: resolve(here, 'demo/blog.html'),
          bench: resolve(here, 'demo/bench.html'),
          frames: resolve(here, 'demo/frames.html'),
          diagrams: resolve(here, 'demo/diagrams.html'),
          bare: resolve(here, 'demo/bare.html'),
          ...Object.fromEntries(
            ['draughts', 'thud', 'kamisado', 'spock'].map((game) => [`tutorial-${game}`, resolve(here, `demo/tutorials/${game}.html`)]),
          ),
        },
      },
    },
  }),
);
