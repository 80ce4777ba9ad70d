// Generates custom-elements.json from the elements' JSDoc; with --check, fails when the committed
// manifest differs from a fresh one (a stale manifest is a failing test).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const check = process.argv.includes('--check');
// The analyzer resolves --outdir against the working directory; keep its scratch output in the cache.
const out = join('node_modules', '.cache', 'cem');
mkdirSync(out, { recursive: true });
const r = spawnSync('npx', ['cem', 'analyze', '--litelement', '--outdir', out], { stdio: ['ignore', 'ignore', 'inherit'] });
if (r.status !== 0) process.exit(r.status ?? 1);
// The analyzer lists modules in the order its file reads finish; sort them so the file is stable.
const manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8'));
manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
const fresh = `${JSON.stringify(manifest, null, 2)}\n`;
if (check) {
  let committed = '';
  try {
    committed = readFileSync('custom-elements.json', 'utf8');
  } catch {
    /* missing counts as stale */
  }
  if (committed !== fresh) {
    console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json matches the code.');
} else {
  writeFileSync('custom-elements.json', fresh);
  console.log('custom-elements.json written.');
}
