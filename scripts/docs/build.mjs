// `npm run docs`: builds the docs site into site/ (ignored by git). The library is built by the project's
// own vite config (the same build as `vite build` → dist/), into site/lib/, so every example on the site
// runs the real modules; then the pages are written next to it. All URLs are relative: the folder works
// from any static host, at any path. Serve it with `node scripts/docs/serve.mjs` (or any static server).
//
//   node scripts/docs/build.mjs              build the library and the pages
//   node scripts/docs/build.mjs --pages-only keep site/lib from the last build, rewrite the pages
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, renderSite } from './site.mjs';

const SITE = join(ROOT, 'site');
const LIB = join(SITE, 'lib');
const pagesOnly = process.argv.includes('--pages-only');
const started = Date.now();

if (pagesOnly && !existsSync(join(LIB, 'engines.js'))) {
  console.error('site/lib is missing: run `npm run docs` once without --pages-only.');
  process.exit(1);
}
// Start clean, so a page that no longer exists does not linger (site/lib is kept for --pages-only).
if (existsSync(SITE)) for (const entry of readdirSync(SITE)) if (!(pagesOnly && entry === 'lib')) rmSync(join(SITE, entry), { recursive: true, force: true });

if (!pagesOnly) {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: LIB, emptyOutDir: true },
  });
}

const engines = await import(pathToFileURL(join(LIB, 'engines.js')).href);
const files = renderSite({ engines });
for (const [path, text] of files) {
  const file = join(SITE, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
const pages = [...files.keys()].filter((p) => p.endsWith('.html'));
console.log(`Docs site written to ${relative(process.cwd(), SITE) || '.'}/: ${pages.length} pages (${((Date.now() - started) / 1000).toFixed(1)} s).`);
console.log('Serve it with `node scripts/docs/serve.mjs` (http://127.0.0.1:4180/), or copy the folder to any static host.');
