/**
 * Compiles the kit's international draughts search in AssemblyScript (src/games/draughts/compiled/assembly/) with
 * its pinned compiler, in a second or two. `sliced`: through Binaryen's asyncify pass too, so that the search can
 * pause at a check point and resume where it stopped (what the kit ships, src/games/draughts/compiled/module-data.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const SEARCH_SOURCE = resolve('src/games/draughts/compiled/assembly/international.ts');

export function compileSearchModule({ sliced, source = SEARCH_SOURCE }: { sliced: boolean; source?: string }): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), 'octarine-wasm-'));
  try {
    const out = join(dir, 'international.wasm');
    const asc = resolve('node_modules/assemblyscript/bin/asc.js');
    const passes = sliced ? ['--runPasses', 'asyncify'] : [];
    const r = spawnSync(process.execPath, [asc, source, '-O3', '--runtime', 'stub', '--noAssert', ...passes, '--outFile', out], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`asc failed: ${r.stderr || r.stdout}`);
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
