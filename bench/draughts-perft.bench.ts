/**
 * Perft benchmark of the draughts move generator (bulk counting at depth 1):
 * international perft(8) and Russian perft(9) from the initial positions.
 * Runs in plain Node: `run()` is called by the lead's `npm run bench`.
 */
import { draughts } from '../src/games/draughts/index.js';

/** Expected counts (international to depth 7 from rules/draughts.md "Perft"; deeper ones measured). */
const CASES = [
  { variant: 'international', depth: 8, expected: 6_483_961 },
  { variant: 'russian', depth: 9, expected: 4_570_586 },
] as const;

interface CpuClock {
  cpuUsage(previous?: { user: number; system: number }): { user: number; system: number };
}
/** Node's CPU clock when present: on a loaded machine CPU time shows the generator's own speed. */
const cpuClock = (globalThis as { process?: CpuClock }).process;

export async function run(): Promise<void> {
  for (const c of CASES) {
    const s = draughts.setup({ variant: c.variant });
    draughts.perft!(s, Math.min(c.depth, 6)); // warm-up so the JIT has compiled the generator
    const cpu0 = cpuClock?.cpuUsage();
    const t0 = performance.now();
    const n = draughts.perft!(s, c.depth);
    const ms = performance.now() - t0;
    const cpu = cpu0 && cpuClock ? cpuClock.cpuUsage(cpu0) : undefined;
    const cpuMs = cpu ? (cpu.user + cpu.system) / 1000 : undefined;
    const ok = n === c.expected ? 'ok' : `MISMATCH (expected ${c.expected})`;
    const rate = (t: number): string => `${(n / t / 1000).toFixed(2)} M leaves/s`;
    console.log(
      `draughts ${c.variant} perft(${c.depth}) = ${n} ${ok}  ${ms.toFixed(0)} ms wall (${rate(ms)})` +
        (cpuMs !== undefined ? `  ${cpuMs.toFixed(0)} ms cpu (${rate(cpuMs)})` : ''),
    );
  }
}
