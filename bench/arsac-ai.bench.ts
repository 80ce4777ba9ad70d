// The expectimax autopilot of the Arsac games (src/ai/expectimax.ts), in plain Node:
// how often it escapes from seeded Robots halls and how far it drives on seeded Formula 1
// roads, per level, plus the time per decision. Counts: `ARSAC_GAMES` (halls, default 1000, searched
// `ARSAC_ROBOTS_TURNS` = 1 turn deep), `ARSAC_HINT_GAMES` (halls searched 2 turns deep like the hint,
// default 50), `ARSAC_FORMULA_GAMES` (roads, default 200, `ARSAC_FORMULA_TURNS` = 3 turns deep like the
// autopilot); `ARSAC_ONLY=robots|formula` runs one game.
import { expectimaxBest } from '../src/ai/expectimax.js';
import { formula } from '../src/games/formula/index.js';
import type { FormulaState } from '../src/games/formula/index.js';
import { robots } from '../src/games/robots/index.js';
import type { RobotsState } from '../src/games/robots/index.js';

/**
 * What one run measures: 1000 halls per level with a one-turn search (fast), a sample of
 * halls with the hint's two-turn search (about 40 ms a turn), and roads with the autopilot's
 * three-turn search. Environment variables override the counts (see the header).
 */
export const ARSAC_BENCH = {
  robotsGames: 1000,
  robotsTurns: 1,
  robotsHintGames: 50,
  robotsHintTurns: 2,
  formulaGames: 200,
  formulaTurns: 3,
  /** Formula 1 races are endless (length 0): a drive stops here if it has not crashed. */
  formulaMaxTurns: 400,
  /** Seeds are base + index, the same for every level. */
  seedBase: 1,
} as const;

export interface RobotsStats {
  readonly level: number;
  readonly games: number;
  readonly escaped: number;
  readonly caught: number;
  readonly timeout: number;
  readonly meanScore: number;
  readonly msPerTurn: number;
}

/** Autoplays `games` seeded halls of a level with expectimax `turns` deep. */
export function robotsAutoplay(level: number, games: number, turns: number): RobotsStats {
  let escaped = 0;
  let caught = 0;
  let timeout = 0;
  let score = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s: RobotsState = robots.setup({ seed: ARSAC_BENCH.seedBase + g, level });
    while (!robots.outcome(s)) {
      const r = expectimaxBest(robots, s, { turns, seed: g });
      s = robots.play(s, r.bestMove!);
      moves++;
    }
    if (s.status === 'won') escaped++;
    else if (s.reason === 'timeout') timeout++;
    else caught++;
    score += s.score;
  }
  return { level, games, escaped, caught, timeout, meanScore: score / games, msPerTurn: (performance.now() - t0) / Math.max(1, moves) };
}

export interface FormulaStats {
  readonly level: number;
  readonly games: number;
  readonly meanDistance: number;
  readonly medianDistance: number;
  /** Drives still on the road after `formulaMaxTurns` turns. */
  readonly survived: number;
  readonly msPerTurn: number;
}

/** Autoplays `games` seeded endless roads of a level (variable mode), the AI seeing only the visible rows. */
export function formulaAutoplay(level: number, games: number, turns: number): FormulaStats {
  const distances: number[] = [];
  let survived = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s: FormulaState = formula.setup({ seed: ARSAC_BENCH.seedBase + g, level });
    for (let t = 0; t < ARSAC_BENCH.formulaMaxTurns && !formula.outcome(s); t++) {
      const r = expectimaxBest(formula, s, { turns, seed: g });
      s = formula.play(s, r.bestMove!);
      moves++;
    }
    if (!formula.outcome(s)) survived++;
    distances.push(s.status === 'crash' ? s.d - 1 : s.d);
  }
  distances.sort((a, b) => a - b);
  const mean = distances.reduce((a, b) => a + b, 0) / games;
  return { level, games, meanDistance: mean, medianDistance: distances[games >> 1], survived, msPerTurn: (performance.now() - t0) / Math.max(1, moves) };
}

function envInt(name: string, fallback: number): number {
  const v = Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

function robotsTable(games: number, turns: number): void {
  console.log(`robots: expectimax ${turns} turn(s) deep, ${games} seeded halls per level (seeds ${ARSAC_BENCH.seedBase}..${ARSAC_BENCH.seedBase + games - 1})`);
  for (let level = 1; level <= 7; level++) {
    const r = robotsAutoplay(level, games, turns);
    console.log(
      `  level ${level}: escaped ${r.escaped}/${r.games} (${((100 * r.escaped) / r.games).toFixed(1)} %), caught ${r.caught}, time-out ${r.timeout}, mean score ${r.meanScore.toFixed(0)}, ${r.msPerTurn.toFixed(2)} ms/turn`,
    );
  }
}

export async function run(): Promise<void> {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  const only = env.ARSAC_ONLY ?? '';
  if (only !== 'formula') {
    robotsTable(envInt('ARSAC_GAMES', ARSAC_BENCH.robotsGames), envInt('ARSAC_ROBOTS_TURNS', ARSAC_BENCH.robotsTurns));
    robotsTable(envInt('ARSAC_HINT_GAMES', ARSAC_BENCH.robotsHintGames), ARSAC_BENCH.robotsHintTurns);
  }
  if (only !== 'robots') {
    const games = envInt('ARSAC_FORMULA_GAMES', ARSAC_BENCH.formulaGames);
    const turns = envInt('ARSAC_FORMULA_TURNS', ARSAC_BENCH.formulaTurns);
    console.log(`formula: expectimax ${turns} turns deep on the visible rows, ${games} seeded roads per level (variable mode, at most ${ARSAC_BENCH.formulaMaxTurns} turns)`);
    for (let level = 1; level <= 7; level++) {
      const r = formulaAutoplay(level, games, turns);
      console.log(
        `  level ${level}: mean distance ${r.meanDistance.toFixed(0)}, median ${r.medianDistance}, still driving after ${ARSAC_BENCH.formulaMaxTurns} turns ${r.survived}/${r.games}, ${r.msPerTurn.toFixed(2)} ms/turn`,
      );
    }
  }
}
