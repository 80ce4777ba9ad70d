/**
 * `npm run compiled`: compiles the international draughts search in AssemblyScript (with asyncify, so that it runs
 * in slices) and writes it into the kit as base64 (src/games/draughts/compiled/module-data.ts), which every build
 * and test of the kit then loads as it is: no WebAssembly tool in Vite, the browser tests or Node's. A test
 * (tests/games/draughts/compiled.test.ts) compiles it again and fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { compileSearchModule } from './wasm/compile.js';

export const MODULE_DATA = 'src/games/draughts/compiled/module-data.ts';

/** The module file's text for `bytes`. */
export function moduleDataText(bytes: Uint8Array): string {
  const base64 = Buffer.from(bytes).toString('base64');
  const lines = base64.match(/.{1,100}/g) ?? [];
  return (
    `// Written by \`npm run compiled\` (bench/build-compiled.ts) from assembly/international.ts: do not edit.\n` +
    `// The compiled search, ${bytes.length} bytes (asyncify included), as base64.\n` +
    `export const COMPILED_SEARCH =\n${lines.map((l) => `  '${l}'`).join(' +\n')};\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = compileSearchModule({ sliced: true });
  writeFileSync(MODULE_DATA, moduleDataText(bytes));
  console.log(`${MODULE_DATA}: ${bytes.length} bytes of module`);
}
