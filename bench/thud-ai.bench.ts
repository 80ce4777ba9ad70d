/**
 * Thud AI: time per move and node rate at each level in each variant, the balance of the
 * sides (computer against computer at equal level), and level n+1 against level n on each
 * side. Environment knobs: `BENCH_MATCH_GAMES` (games per side per pair, default 2; 0 skips the
 * matches), `BENCH_MATCH_LEVELS` (highest level matched, default 3), `BENCH_BALANCE_GAMES`
 * (games per side for the balance, default 4), `BENCH_TIMING_LEVELS` (highest level timed, default 7),
 * `BENCH_VARIANTS` (comma-separated variants, default all three), `BENCH_MATCH_FROM` (lowest level matched,
 * default 1), `BENCH_MATCH_TIMED_FROM` (levels from this one up search with their time caps, as in play; default 4),
 * `BENCH_PARTS` (comma list of `time,balance,levels`, default all), `BENCH_MATCH_PAIRINGS` (comma list of
 * `dwarfs,trolls,same`: level n+1 as Dwarfs, as Trolls, and the same-level baseline; default all),
 * `BENCH_MATCH_BASELINE` (variants that get the baseline, default `classic`), `BENCH_MAX_PLIES` (plies after which a
 * game is adjudicated, instead of the per-variant caps), `BENCH_MATCH_SEED` (opening seeds, default 1000: another
 * value plays other games), `BENCH_MATCH_GAP` (levels between the two players, default 1: level n+1 against level n).
 */
import type { AnyGame, SetupOptions } from '../src/core/game.js';
import { mulberry32 } from '../src/core/random.js';
import { laddersOf, levelBudget } from '../src/ai/levels.js';
import { searchBest, TranspositionTable } from '../src/ai/search.js';
import type { ThudMove, ThudOutcome, ThudState } from '../src/games/thud/index.js';
// The game as the AI searches it (with its search board), as the worker loads it.
import { thudSearchGame as thud } from '../src/games/thud/search-board.js';
import { timePerLevel } from './ai-match.js';

const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** Sizes of the runs: small, for a shared 2-core machine. */
const THUD_BENCH = {
  /** Random plies before each pair of games, so that games differ. */
  openingPlies: 2,
  /** A fair opening stays within this of the start's score at `openingCheckDepth` plies (a dwarf is 60–100). */
  openingSkew: 60,
  openingCheckDepth: 3,
  openingAttempts: 50,
  /** A game still running after this many plies is adjudicated (classic: by the battle score; else a draw). */
  maxPlies: { classic: 120, 'koom-valley': 200, 'koom-valley-football': 200 } as Record<string, number>,
  /**
   * Levels below `BENCH_MATCH_TIMED_FROM` search to their depth within their node budget, with this generous
   * wall-clock cap, so that results do not depend on how busy the machine is and the same seed replays the same games.
   */
  matchTimeMs: 60_000,
  balanceLevel: 2,
  /**
   * The timing also takes positions from a seeded game between two players of this level, at these
   * plies (odd plies: Trolls to move), so that depth is measured where players meet it, on both sides.
   */
  timingGameLevel: 5,
  timingPlies: { classic: [20, 21, 31, 40, 41, 51, 60, 61], 'koom-valley': [20, 21, 31, 40, 41, 51, 60, 61], 'koom-valley-football': [4, 5, 6, 7, 9, 10, 11, 13] } as Record<string, number[]>,
} as const;

const ALL_VARIANTS: readonly { name: string; setup: SetupOptions; positions: string[][] }[] = [
  { name: 'classic', setup: { variant: 'classic' }, positions: [[], ['f1-f5', 'T g7-g6', 'o7-k7', 'T h7-h6']] },
  { name: 'koom-valley', setup: { variant: 'koom-valley' }, positions: [[], ['R h8-g8', 'T h13-h10', 'g1-g7', 'T e13-e10']] },
  { name: 'koom-valley-football', setup: { variant: 'koom-valley-football' }, positions: [[], ['R h8-g8', 'T h13-h10']] },
];

const VARIANTS = ALL_VARIANTS.filter((v) => !env.BENCH_VARIANTS || env.BENCH_VARIANTS.split(',').includes(v.name));

const table = new TranspositionTable(20);

/** Levels from this one up play with their own time caps, as in the element (Thud's levels 4–6 stop at their depth well before). */
const timedFrom = Number(env.BENCH_MATCH_TIMED_FROM ?? 4);

function pick(game: AnyGame, s: unknown, level: number, seed: number): unknown {
  const b = levelBudget(level, ...laddersOf(thud, (s as ThudState).config));
  const timeMs = level >= timedFrom ? b.timeMs : THUD_BENCH.matchTimeMs;
  return searchBest(game, s, { ...b, timeMs, tt: table, seed }).bestMove;
}

/** Move lists of a seeded game between two `timingGameLevel` players, cut at `plies` (fewer if the game ends first). */
function gameLines(setup: SetupOptions, plies: readonly number[]): string[][] {
  let s = thud.setup(setup);
  const moves: string[] = [];
  const lines: string[][] = [];
  const last = Math.max(...plies);
  while (moves.length < last && !thud.outcome(s)) {
    const m = pick(thud, s, THUD_BENCH.timingGameLevel, moves.length) as ThudMove;
    moves.push(thud.formatMove(s, m));
    s = thud.play(s, m);
    if (plies.includes(moves.length) && !thud.outcome(s)) lines.push(moves.slice());
  }
  return lines;
}

/** Who won a finished or capped game: 'dwarfs', 'trolls' or null. */
function judge(s: ThudState): string | null {
  const o = thud.outcome(s) as ThudOutcome | null;
  if (o) return o.winner;
  if (s.config.variant === 'classic') {
    const d = s.dwarfs;
    const t = s.trolls * 4;
    return d > t ? 'dwarfs' : t > d ? 'trolls' : null;
  }
  return null;
}

interface SideTally {
  wins: number;
  losses: number;
  draws: number;
  plies: number;
  /** Classic: the final battle margin of each game from the Dwarfs' side (dwarf points − troll points). */
  margins: number[];
}

/**
 * A seeded random opening of `openingPlies` plies that leaves the game about as even as the start:
 * a random dwarf move may slide a dwarf next to the goal (football: a forced win in five moves), which
 * would decide the game whatever the levels. Openings a short search scores more than
 * `openingSkew` away from the start's score are drawn again.
 */
function fairOpening(setup: SetupOptions, rnd: () => number): ThudState {
  const judgeOpening = (s: ThudState): number => {
    const r = searchBest(thud, s, { maxDepth: THUD_BENCH.openingCheckDepth, tt: table, seed: 1 });
    return s.side === 0 ? r.score : -r.score; // the Dwarfs' view
  };
  const start = thud.setup(setup);
  const even = judgeOpening(start);
  for (let attempt = 0; ; attempt++) {
    let s = start;
    for (let i = 0; i < THUD_BENCH.openingPlies; i++) {
      const ms = thud.moves(s);
      s = thud.play(s, ms[rnd() % ms.length]);
    }
    if (attempt >= THUD_BENCH.openingAttempts || Math.abs(judgeOpening(s) - even) <= THUD_BENCH.openingSkew) return s;
  }
}

/**
 * Games between `dwarfLevel` (Dwarfs) and `trollLevel` (Trolls), each from a seeded random opening;
 * returns the Dwarfs' results.
 */
async function play(setup: SetupOptions, dwarfLevel: number, trollLevel: number, games: number, seed: number): Promise<SideTally> {
  const rnd = mulberry32(seed);
  const tally: SideTally = { wins: 0, losses: 0, draws: 0, plies: 0, margins: [] };
  const cap = Number(env.BENCH_MAX_PLIES ?? 0) || (THUD_BENCH.maxPlies[String(setup.variant)] ?? 200);
  for (let g = 0; g < games; g++) {
    let s = fairOpening(setup, rnd);
    let plies = 0;
    while (!thud.outcome(s) && plies < cap) {
      const level = s.side === 0 ? dwarfLevel : trollLevel;
      s = thud.play(s, pick(thud, s, level, (seed + g * 7919 + plies) >>> 0) as never);
      plies++;
    }
    const w = judge(s);
    if (w === 'dwarfs') tally.wins++;
    else if (w === 'trolls') tally.losses++;
    else tally.draws++;
    tally.plies += plies;
    tally.margins.push(s.dwarfs - s.trolls * 4);
    if (env.BENCH_PROGRESS) {
      console.error(`  ${String(setup.variant)}: Dwarfs L${dwarfLevel} v Trolls L${trollLevel}, game ${g + 1}: ${w ?? 'draw'} after ${plies} plies (${s.dwarfs} dwarfs, ${s.trolls} trolls)`);
    }
    await Promise.resolve();
  }
  return tally;
}

/** The same games counted for the other side. */
const flip = (t: SideTally): SideTally => ({ wins: t.losses, losses: t.wins, draws: t.draws, plies: t.plies, margins: t.margins.map((m) => -m) });
const fmt = (t: SideTally): string => `+${t.wins} =${t.draws} -${t.losses}`;
/** Mean classic battle margin of a tally, from the side it is counted for. */
const margin = (t: SideTally, games: number): string => {
  const sum = t.margins.reduce((a, m) => a + m, 0);
  return `${sum >= 0 ? '+' : ''}${(sum / games).toFixed(1)}`;
};

export async function run(): Promise<void> {
  const parts = (env.BENCH_PARTS ?? 'time,balance,levels').split(',');
  const timingTop = Number(env.BENCH_TIMING_LEVELS ?? 7);
  for (const v of parts.includes('time') ? VARIANTS : []) {
    // Dwarfs move first and turns alternate: an even line leaves the Dwarfs to move.
    const lines = [...v.positions, ...gameLines(v.setup, THUD_BENCH.timingPlies[v.name] ?? [])];
    const dwarfLines = lines.filter((l) => l.length % 2 === 0);
    const trollLines = lines.filter((l) => l.length % 2 === 1);
    console.log(`\n${v.name}: time per move by level (${dwarfLines.length} positions with the Dwarfs to move, ${trollLines.length} with the Trolls)`);
    console.log('level  ms/move  max ms  depth D / T  nodes/s');
    const levels = Array.from({ length: timingTop }, (_, i) => i + 1);
    const byDwarfs = await timePerLevel(thud, v.setup, dwarfLines, levels);
    const byTrolls = await timePerLevel(thud, v.setup, trollLines, levels);
    for (let i = 0; i < levels.length; i++) {
      const d = byDwarfs[i];
      const t = byTrolls[i];
      const msD = d.msPerMove * d.positions;
      const msT = t.msPerMove * t.positions;
      const ms = Math.round((msD + msT) / (d.positions + t.positions));
      const nps = Math.round((d.nodesPerSecond * msD + t.nodesPerSecond * msT) / Math.max(1, msD + msT));
      console.log(
        `${String(d.level).padStart(5)}  ${String(ms).padStart(7)}  ${String(Math.max(d.maxMs, t.maxMs)).padStart(6)}  ${`${d.meanDepth} / ${t.meanDepth}`.padStart(11)}  ${nps.toLocaleString('en')}`,
      );
    }
  }

  const balanceGames = Number(env.BENCH_BALANCE_GAMES ?? 4);
  if (balanceGames > 0 && parts.includes('balance')) {
    const L = THUD_BENCH.balanceLevel;
    console.log(`\nbalance: level ${L} v level ${L}, ${balanceGames} games per variant (Dwarfs' results; classic capped games go by the score)`);
    for (const v of VARIANTS) {
      const t = await play(v.setup, L, L, balanceGames, 4242);
      const m = v.name === 'classic' ? `, mean margin ${margin(t, balanceGames)}` : '';
      console.log(`${v.name.padEnd(22)} Dwarfs ${fmt(t)}  (mean ${Math.round(t.plies / balanceGames)} plies${m})`);
    }
    if (VARIANTS.some((v) => v.name === 'classic')) {
      const one = await play({ variant: 'classic', trollCapture: 'one' }, L, L, balanceGames, 4242);
      console.log(`${'classic, capture one'.padEnd(22)} Dwarfs ${fmt(one)}  (mean ${Math.round(one.plies / balanceGames)} plies, mean margin ${margin(one, balanceGames)})`);
    }
  }

  const games = Number(env.BENCH_MATCH_GAMES ?? 2);
  const top = Number(env.BENCH_MATCH_LEVELS ?? 3);
  const from = Number(env.BENCH_MATCH_FROM ?? 1);
  const pairings = (env.BENCH_MATCH_PAIRINGS ?? 'dwarfs,trolls,same').split(',');
  const gap = Number(env.BENCH_MATCH_GAP ?? 1);
  if (games <= 0 || !parts.includes('levels')) return;
  console.log(
    `\nlevel n+${gap} against level n, ${games} games on each side (seeded openings); "same level" is level n against itself, the` +
      `\nbaseline for a side as unequal as the classic Dwarfs; classic margins are the mean battle margin of the side named`,
  );
  for (const v of VARIANTS) {
    for (let n = from; n + gap <= top; n++) {
      // The same seeded openings for all three pairings, so each comparison is paired. The same-level
      // baseline shows what a side gets against an equal opponent: needed where one side loses at every
      // level (classic Dwarfs), so that "better" can mean "loses by less" or "lasts longer".
      const withBaseline = (env.BENCH_MATCH_BASELINE ?? 'classic').split(',').includes(v.name);
      const seed = Number(env.BENCH_MATCH_SEED ?? 1000) + n;
      const parts: string[] = [];
      const classic = v.name === 'classic';
      const show = (label: string, t: SideTally): string =>
        `${label} ${fmt(t)}${classic ? ` margin ${margin(t, games)}` : ''}, ${Math.round(t.plies / games)} plies`;
      const asDwarfs = pairings.includes('dwarfs') ? await play(v.setup, n + gap, n, games, seed) : null;
      if (asDwarfs) parts.push(show('as Dwarfs', asDwarfs));
      // These count the Dwarfs' (level n) results: flipped for the stronger level as Trolls.
      const asTrolls = pairings.includes('trolls') ? flip(await play(v.setup, n, n + gap, games, seed)) : null;
      if (asTrolls) parts.push(show('as Trolls', asTrolls));
      if (classic && asDwarfs && asTrolls) {
        // The two-battle match of rules/thud.md §3: one battle a side from the same opening, the higher
        // total of both battles wins.
        const won = asDwarfs.margins.reduce((w, m, g) => {
          const net = m + asTrolls.margins[g];
          return w + (net > 0 ? 1 : net === 0 ? 0.5 : 0);
        }, 0);
        parts.push(`two-battle matches won by level ${n + gap}: ${won}/${games}`);
      }
      if (withBaseline && pairings.includes('same')) {
        const same = await play(v.setup, n, n, games, seed);
        parts.push(`${show('same level: Dwarfs', same)}${classic ? ` (Trolls margin ${margin(flip(same), games)})` : ''}`);
      }
      console.log(`${v.name.padEnd(22)} level ${n + gap} v ${n}: ${parts.join('; ')}`);
    }
  }
}
