/**
 * Draughts endgame tables (src/games/draughts/endgame/): what each set costs to build (wall and CPU
 * time, entries = bytes in memory, gzip of them all, to weigh shipping against building), and what
 * the search makes of some endings with and without them, at level 4's node budget.
 * `npm run bench -- endgame`.
 */
import { gzipSync } from 'node:zlib';
import { searchBest } from '../src/ai/search.js';
import { useEndgameTables } from '../src/games/draughts/endgame/loader.js';
import { TABLE_SCOPE, TableProbe, buildTables, type TableScope } from '../src/games/draughts/endgame/tables.js';
import { draughtsRules } from '../src/games/draughts/game.js';
import type { DraughtsVariant } from '../src/games/draughts/rules.js';
import { draughtsWithWeights } from './draughts-weights.js';

const SETS: readonly { variant: DraughtsVariant; scope: TableScope }[] = [
  { variant: 'russian', scope: { pieces: 3, menPieces: 3 } },
  { variant: 'russian', scope: { pieces: 4, menPieces: 3 } },
  { variant: 'russian', scope: { pieces: 4, menPieces: 4 } },
  { variant: 'brazilian', scope: { pieces: 4, menPieces: 3 } },
  { variant: 'international', scope: { pieces: 3, menPieces: 3 } },
  { variant: 'international', scope: { pieces: 4, menPieces: 3 } },
];

/** Endings searched with and without the tables: variant, position, what it is. */
const POSITIONS: readonly [DraughtsVariant, string, string][] = [
  ['russian', 'W:WKc1,Kh2,Kf6:BKb6', '3 kings holding a1–h8 against 1 (won)'],
  ['russian', 'B:WKc1,Kh2,Kf6:BKb6', 'the same, the lone king to move (lost)'],
  ['russian', 'W:WKc1,Kh2,Ka3:BKd4', 'the lone king on a1–h8 (drawn)'],
  ['russian', 'W:WKe1,c3:BKh8', 'king and man against king'],
  ['russian', 'W:WKe1,c3,g3:BKh8,a7', '5 pieces, men both sides (the tables only after a capture)'],
  ['international', 'W:WK46:BK13,K16,K27', 'Hoyle: the lone king holds (4 pieces: beyond the international tables)'],
  ['international', 'W:WK37,33:BK4', 'king and man against king'],
];

const LEVEL4 = { maxDepth: 6, maxNodes: 120_000, ttBits: 18 };

export async function run(): Promise<void> {
  for (const { variant, scope } of SETS) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const t = buildTables(variant, scope);
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const all = new Uint8Array([...t.values.values()].reduce((n, v) => n + v.length, 0));
    let at = 0;
    for (const v of t.values.values()) (all.set(v, at), (at += v.length));
    console.log(
      `${variant} ${scope.pieces} pieces (men up to ${scope.menPieces}): ${t.reports.length} tables, ${(all.length / 1e6).toFixed(2)} MB, ` +
        `gzip ${(gzipSync(all, { level: 9 }).length / 1e3).toFixed(0)} KB; ${ms.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms cpu`,
    );
    const slow = [...t.reports].sort((a, b) => b.ms - a.ms).slice(0, 2);
    console.log(`  slowest: ${slow.map((r) => `${r.material} ${r.entries} entries ${r.ms.toFixed(0)} ms`).join('; ')}`);
  }

  const off = draughtsWithWeights({}, false);
  const on = draughtsWithWeights({}, true);
  for (const variant of ['russian', 'international'] as const) useEndgameTables(new TableProbe(buildTables(variant, TABLE_SCOPE[variant])));
  for (const [variant, fen, what] of POSITIONS) {
    const s = draughtsRules.setup({ variant, position: fen });
    const show = (game: typeof on): string => {
      const r = searchBest(game, s, LEVEL4);
      const score = Math.abs(r.score) > 500_000 ? `${r.score > 0 ? 'win' : 'loss'} in ${1_000_000 - Math.abs(r.score)}` : String(r.score);
      return `${r.move} ${score} (depth ${r.depth}, ${r.nodes} nodes)`;
    };
    console.log(`${variant} ${fen} — ${what}\n  without tables: ${show(off)}\n  with tables:    ${show(on)}`);
  }
}
