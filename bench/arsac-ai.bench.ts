// The expectimax autopilot of the Arsac games (src/ai/expectimax.ts), in plain Node: how often it
// escapes from seeded Robots halls and how far it drives on seeded Formula 1 roads, per level, plus
// the time per decision. The searches are the elements' own: the hint/autoplay AI level's depth
// and node budget (ROBOTS_AI_LEVEL: three turns; FORMULA_AI_LEVEL: three turns on the visible rows),
// without the wall-clock cap so the counts do not depend on the machine. Counts: `ARSAC_GAMES`
// (halls per level, default 20: three turns cost ~0.1 s a turn, a 200-hall level ~20 min), `ARSAC_FORMULA_GAMES` (roads, default 200); `ARSAC_ONLY=robots|formula`
// runs one game; `ARSAC_LEVELS` (e.g. `1,4`) picks hall/road levels.
import { expectimaxBest, type ExpectimaxOptions } from '../src/ai/expectimax.js';
import { levelBudget } from '../src/ai/levels.js';
import { formula, FORMULA_AI_LEVEL } from '../src/games/formula/index.js';
import type { FormulaState } from '../src/games/formula/index.js';
import { robots, ROBOTS_AI_LEVEL } from '../src/games/robots/index.js';
import type { RobotsState } from '../src/games/robots/index.js';

/** What one run measures (environment variables override the counts; see the header). */
export const ARSAC_BENCH = {
  robotsGames: 20,
  formulaGames: 200,
  /** Formula 1 races are endless (length 0): a drive stops here if it has not crashed. */
  formulaMaxTurns: 400,
  /** Seeds are base + index, the same for every level. */
  seedBase: 1,
} as const;

/** The element's search for an AI level, minus the wall-clock cap. */
function elementSearch(aiLevel: number, seed: number): ExpectimaxOptions {
  return { ...levelBudget(aiLevel), timeMs: Infinity, seed };
}

export interface RobotsStats {
  readonly level: number;
  readonly games: number;
  readonly escaped: number;
  readonly caught: number;
  readonly timeout: number;
  readonly meanScore: number;
  readonly msPerTurn: number;
}

/** Autoplays `games` seeded halls of a level with the element's hint search. */
export function robotsAutoplay(level: number, games: number): RobotsStats {
  let escaped = 0;
  let caught = 0;
  let timeout = 0;
  let score = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s: RobotsState = robots.setup({ seed: ARSAC_BENCH.seedBase + g, level });
    while (!robots.outcome(s)) {
      const r = expectimaxBest(robots, s, elementSearch(ROBOTS_AI_LEVEL, g));
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

/** Autoplays `games` seeded endless roads of a level (variable mode) with the element's autopilot search. */
export function formulaAutoplay(level: number, games: number): FormulaStats {
  const distances: number[] = [];
  let survived = 0;
  let moves = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s: FormulaState = formula.setup({ seed: ARSAC_BENCH.seedBase + g, level });
    for (let t = 0; t < ARSAC_BENCH.formulaMaxTurns && !formula.outcome(s); t++) {
      const r = expectimaxBest(formula, s, elementSearch(FORMULA_AI_LEVEL, g));
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

function levels(): number[] {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  return env.ARSAC_LEVELS ? env.ARSAC_LEVELS.split(',').map(Number) : [1, 2, 3, 4, 5, 6, 7];
}

function robotsTable(games: number): void {
  const b = levelBudget(ROBOTS_AI_LEVEL);
  console.log(
    `robots: the hint's expectimax (AI level ${ROBOTS_AI_LEVEL}: ${b.maxNodes.toLocaleString('en')} nodes), ${games} seeded halls per level (seeds ${ARSAC_BENCH.seedBase}..${ARSAC_BENCH.seedBase + games - 1})`,
  );
  for (const level of levels()) {
    const r = robotsAutoplay(level, games);
    console.log(
      `  level ${level}: escaped ${r.escaped}/${r.games} (${((100 * r.escaped) / r.games).toFixed(1)} %), caught ${r.caught}, time-out ${r.timeout}, mean score ${r.meanScore.toFixed(0)}, ${r.msPerTurn.toFixed(2)} ms/turn`,
    );
  }
}

export async function run(): Promise<void> {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
  const only = env.ARSAC_ONLY ?? '';
  if (only !== 'formula') robotsTable(envInt('ARSAC_GAMES', ARSAC_BENCH.robotsGames));
  if (only !== 'robots') {
    const games = envInt('ARSAC_FORMULA_GAMES', ARSAC_BENCH.formulaGames);
    const b = levelBudget(FORMULA_AI_LEVEL);
    console.log(
      `formula: the autopilot's expectimax (AI level ${FORMULA_AI_LEVEL}: ${b.maxNodes.toLocaleString('en')} nodes) on the visible rows, ${games} seeded roads per level (variable mode, at most ${ARSAC_BENCH.formulaMaxTurns} turns)`,
    );
    for (const level of levels()) {
      const r = formulaAutoplay(level, games);
      console.log(
        `  level ${level}: mean distance ${r.meanDistance.toFixed(0)}, median ${r.medianDistance}, still driving after ${ARSAC_BENCH.formulaMaxTurns} turns ${r.survived}/${r.games}, ${r.msPerTurn.toFixed(2)} ms/turn`,
      );
    }
  }
}
