// Generates custom-elements.json from the elements' JSDoc; with --check, fails when the committed
// manifest differs from a fresh one (a stale manifest is a failing test).
//
// The manifest is the elements' public API: modules that define no element (the shared UI
// layer's controllers) are left out, and so are private, protected and @internal members. The
// `--octarine-*` custom properties every element reads are documented once, beside the styles
// that read them (src/ui/styles.ts), and added to each element here.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const check = process.argv.includes('--check');
// The analyzer resolves --outdir against the working directory; keep its scratch output in this
// checkout's cache (not node_modules/.cache: a worktree may share node_modules with another checkout).
const out = join('.cache', 'cem');
mkdirSync(out, { recursive: true });
// Node runs the analyzer's bin itself (npx would first start npm to find it).
const cem = join('node_modules', '@custom-elements-manifest', 'analyzer', 'cem.js');
const r = spawnSync(process.execPath, [cem, 'analyze', '--litelement', '--outdir', out], { stdio: ['ignore', 'ignore', 'inherit'] });
if (r.status !== 0) process.exit(r.status ?? 1);
const manifest = JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8'));

const shared = [...readFileSync('src/ui/styles.ts', 'utf8').matchAll(/^ \* @cssprop (--[\w-]+) - (.+)$/gm)].map(([, name, description]) => ({
  description,
  name,
}));
if (shared.length === 0) throw new Error('src/ui/styles.ts documents no @cssprop.');

const definesElement = (m) => (m.exports ?? []).some((e) => e.kind === 'custom-element-definition');
manifest.modules = manifest.modules
  .filter((m) => (m.declarations ?? []).some((d) => d.customElement) || definesElement(m))
  .map((m) => ({
    ...m,
    declarations: (m.declarations ?? [])
      .filter((d) => d.customElement)
      .map((d) => ({
        ...d,
        members: (d.members ?? []).filter((x) => (x.privacy ?? 'public') === 'public' && !x.static),
        cssProperties: [...shared, ...(d.cssProperties ?? []).filter((p) => !shared.some((s) => s.name === p.name))],
      })),
    exports: (m.exports ?? []).filter(
      (e) => e.kind === 'custom-element-definition' || definesElement(m) || (m.declarations ?? []).some((d) => d.customElement && d.name === e.declaration?.name),
    ),
  }));
// The analyzer lists modules in the order its file reads finish; sort them so the file is stable.
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
