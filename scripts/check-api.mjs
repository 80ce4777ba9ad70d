// The public types of `octarine/engines` against the checked-in report (api/engines.api.md).
// `node scripts/check-api.mjs` fails on any difference and shows it; `npm run api` (`--update`)
// rewrites the report, which then goes into the same commit as the change that announced it.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const update = process.argv.includes('--update');
// --from-dist: npm test has just written dist/types (tsc -p tsconfig.build.json); read a copy of those.
const fromDist = process.argv.includes('--from-dist');
const run = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' });
/** A tool's bin run by Node itself (npx would first start npm to find it). */
const tool = (bin, args) => run(process.execPath, [bin, ...args]);

if (fromDist) {
  rmSync('.cache/octarine-types', { recursive: true, force: true });
  cpSync('dist/types', '.cache/octarine-types', { recursive: true });
} else {
  const tsc = tool('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.build.json', '--outDir', '.cache/octarine-types']);
  if (tsc.status !== 0) {
    process.stdout.write(tsc.stdout + tsc.stderr);
    process.exit(1);
  }
}
const extractor = tool('node_modules/@microsoft/api-extractor/bin/api-extractor', ['run', ...(update ? ['--local'] : [])]);
if (extractor.status === 0) {
  console.log(update ? 'api/engines.api.md is written.' : 'The API of octarine/engines matches api/engines.api.md.');
  process.exit(0);
}
const report = 'api/engines.api.md';
const fresh = '.cache/api-extractor/engines.api.md';
let diff = '';
try {
  readFileSync(fresh);
  diff = run('git', ['diff', '--no-index', '--no-color', report, fresh]).stdout;
} catch {
  diff = extractor.stdout + extractor.stderr;
}
console.error(`${diff}\n✖ The public API of octarine/engines changed (above: what is checked in → what the code declares).`);
console.error('  If the change is meant, run `npm run api` and commit api/engines.api.md with it.');
process.exit(1);
