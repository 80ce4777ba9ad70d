/**
 * Tunes the draughts evaluation's weights on self-play games (Texel's method, issue 18): each quiet
 * position of the games is labelled with its game's result (1, ½, 0 for White), and the weights are
 * moved one at a time, in shrinking steps, while they lower the mean squared gap between the result and
 * the win chance the evaluation predicts, 1 / (1 + 10^(−K·eval/400)), K fitted first. One game in five
 * is held out: its positions check that the tuned weights predict games they were not tuned on.
 *
 *   npm run match -- --game draughts --variant international --a level=3 --b level=3 --games 1000 \
 *     --opening-plies 6 --pgn games.txt
 *   npm run tune -- --variant international [--out tuned.json] [--weights king,backRow] [--squares] games.txt [more.txt]
 *
 * `--weights` names the weights to tune (all of `TUNED` by default). `--squares` also tunes a man's worth
 * on each square (`EvalWeights.squares`): the advance and centre terms, which a value by square contains, are
 * first folded into the values (the same evaluation), then held at 0. The games need not be the kit's: any
 * games file of the variant will do, e.g. an outside engine's against itself (docs/strength.md).
 * The output is a weights file for `--a level=N,weights=tuned.json` in a match against the kit's weights.
 *
 *   npm run tune -- --variant international --scores scores.tsv [--k 1] [--lambda 1] [--squares]
 *
 * `--scores` fits to an engine's scores of positions instead of to results (bench/score-positions.ts writes
 * them: `FEN<TAB>centi-men for White[<TAB>the game's result for White]`): each position's target is the win
 * chance its score means at `--k`, the same K the evaluation is read with, so the fit moves the evaluation
 * towards the engine's scores, the large ones squeezed. `--lambda L` below 1 mixes in the game's result:
 * L times the score's win chance plus 1 − L times the result (a search of fixed depth misses what a game
 * shows later). One block of 50 lines in five is held out (a file's neighbouring lines are one game's).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { draughts, type DraughtsState } from '../src/games/draughts/index.js';
import { EVAL, evaluate, menTables, packSquares, type EvalWeights } from '../src/games/draughts/evaluate.js';
import { geometry, type DraughtsVariant } from '../src/games/draughts/rules.js';
import { readGames, type FiledGame } from './games-file.js';
import { quietPositions } from './score-positions.js';

const TUNING = {
  /** Plies skipped at the start of a game (the match's random opening and what follows it). */
  skipPlies: 10,
  /** Steps tried per weight, largest first. */
  steps: [16, 8, 4, 2, 1],
  /** Every n-th game is held out. */
  holdOutEvery: 5,
  /** How far a coordinate is moved to measure what it does to each evaluation (`LinearFit`). */
  slopeStep: 16,
};

/** The weights tuned (the man is the unit, fixed at 100), read and written by name. */
const TUNED = ['king', 'kingUnopposed', 'advance', 'advanceEndgame', 'backRow', 'centre', 'mobility', 'balance', 'tempo'] as const;
type Tuned = (typeof TUNED)[number];

/**
 * One number the descent moves: a named weight (kept at 0 or more) or a square's value (in steps of 2
 * within −32…156: the kit writes them packed, `packSquares`).
 */
interface Coordinate {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly unit: number;
  get(w: EvalWeights): number;
  set(w: EvalWeights, value: number): EvalWeights;
}

const named = (name: Tuned): Coordinate => ({ name, min: 0, max: Infinity, unit: 1, get: (w) => w[name], set: (w, value) => ({ ...w, [name]: value }) });

function square(i: number): Coordinate {
  return {
    name: `square ${i + 1}`,
    min: -32,
    max: 156,
    unit: 2,
    get: (w) => w.squares![i],
    set: (w, value) => ({ ...w, squares: w.squares!.map((x, j) => (j === i ? value : x)) }),
  };
}

/**
 * The same evaluation with the advance and centre terms moved into values by square (rounded to even), the
 * endgame's advance kept.
 */
function foldIntoSquares(variant: DraughtsVariant, w: EvalWeights): EvalWeights {
  const t = menTables(variant, w);
  const squares = Array.from(t.valW, (value, sq) => 2 * Math.round((value + w.advance * t.advW[sq]) / 2));
  // The endgame's advance was the advance's replacement, not an addition to it.
  return { ...w, advance: 0, centre: 0, advanceEndgame: w.advanceEndgame - w.advance, squares };
}

interface Sample {
  readonly state: DraughtsState;
  /** The game's result for White: 1, 0.5 or 0. */
  readonly result: number;
}

/** The quiet positions of a game (no capture for the side to move, game going on) after the opening. */
function samplesOf(variant: DraughtsVariant, game: FiledGame): Sample[] {
  const white = game.aSide === 'white' ? game.score : 1 - game.score;
  return quietPositions(variant, game.moves, TUNING.skipPlies, 1).map((state) => ({ state, result: white }));
}

const winChance = (k: number, whiteEval: number): number => 1 / (1 + 10 ** ((-k * whiteEval) / 400));

function loss(samples: readonly Sample[], w: EvalWeights, k: number): number {
  let sum = 0;
  for (const { state, result } of samples) {
    const e = evaluate(state, w);
    const d = result - winChance(k, state.side === 1 ? e : -e);
    sum += d * d;
  }
  return sum / samples.length;
}


/** The K that fits the kit's weights best (a scan, then a finer one around the best). */
function fitK(samples: readonly Sample[], w: EvalWeights): number {
  let best = 1;
  let bestLoss = Infinity;
  for (const step of [0.1, 0.01]) {
    const from = step === 0.1 ? 0.1 : Math.max(0.01, best - 0.1);
    const to = step === 0.1 ? 3 : best + 0.1;
    for (let k = from; k <= to; k += step) {
      const l = loss(samples, w, k);
      if (l < bestLoss) [best, bestLoss] = [k, l];
    }
  }
  return best;
}

/**
 * The positions' evaluations (White's view) and, per coordinate, how much each moves when the coordinate
 * moves by one: the evaluation is linear in every tuned number (up to its rounding), so a step is tried
 * on the positions it changes alone, without evaluating any: 8639 games take 5 minutes to fit, where 2888
 * took 9–17 when every step evaluated every position.
 */
class LinearFit {
  /** White's evaluations now. */
  readonly evals: Float64Array;
  /** By coordinate: the positions it moves and by how much per unit. */
  readonly moved: { at: Int32Array; by: Float64Array }[];

  constructor(
    readonly samples: readonly Sample[],
    w: EvalWeights,
    coordinates: readonly Coordinate[],
    private readonly k: number,
  ) {
    const white = (s: DraughtsState, weights: EvalWeights): number => (s.side === 1 ? 1 : -1) * evaluate(s, weights);
    this.evals = Float64Array.from(samples, (x) => white(x.state, w));
    this.moved = coordinates.map((c) => {
      // A difference over a wide step: the evaluation rounds to whole centi-men.
      const probe = c.set(w, c.get(w) + TUNING.slopeStep);
      const at: number[] = [];
      const by: number[] = [];
      samples.forEach((x, j) => {
        const d = white(x.state, probe) - this.evals[j];
        if (d !== 0) (at.push(j), by.push(d / TUNING.slopeStep));
      });
      return { at: Int32Array.from(at), by: Float64Array.from(by) };
    });
  }

  loss(): number {
    let sum = 0;
    this.samples.forEach((x, j) => (sum += (x.result - winChance(this.k, this.evals[j])) ** 2));
    return sum / this.samples.length;
  }

  /** The change of the loss were coordinate `c` moved by `delta`. */
  gain(c: number, delta: number): number {
    const { at, by } = this.moved[c];
    let sum = 0;
    for (let i = 0; i < at.length; i++) {
      const j = at[i];
      const r = this.samples[j].result;
      const e = this.evals[j];
      sum += (r - winChance(this.k, e + delta * by[i])) ** 2 - (r - winChance(this.k, e)) ** 2;
    }
    return sum / this.samples.length;
  }

  move(c: number, delta: number): void {
    const { at, by } = this.moved[c];
    for (let i = 0; i < at.length; i++) this.evals[at[i]] += delta * by[i];
  }
}

/**
 * Coordinate descent on the training positions; of the weights it passes through, returns those that
 * predict the held-out games best (the descent alone would fit the training games' noise).
 */
function tune(train: readonly Sample[], held: readonly Sample[], start: EvalWeights, k: number, coordinates: readonly Coordinate[]): EvalWeights {
  let w = start;
  const fit = new LinearFit(train, w, coordinates, k);
  const check = new LinearFit(held, w, coordinates, k);
  let current = fit.loss();
  let best = { w, held: check.loss() };
  for (const step of TUNING.steps) {
    let improved = true;
    while (improved) {
      improved = false;
      coordinates.forEach((c, i) => {
        if (step < c.unit) return;
        for (const delta of [step, -step]) {
          const value = c.get(w) + delta;
          if (value < c.min || value > c.max) continue;
          const gain = fit.gain(i, delta);
          if (gain < 0) {
            w = c.set(w, value);
            current += gain;
            improved = true;
            fit.move(i, delta);
            check.move(i, delta);
            const h = check.loss();
            if (h < best.held) best = { w, held: h };
            console.log(`  ${c.name} → ${value}  (loss ${current.toFixed(6)}, held out ${h.toFixed(6)})`);
            break;
          }
        }
      });
    }
  }
  // What the descent reckoned, against the evaluation itself: they differ only by its rounding.
  console.log(`at the descent's last weights, loss ${current.toFixed(6)} as it reckoned, ${loss(train, w, k).toFixed(6)} evaluated`);
  return best.w;
}

const { values: opts, positionals: files } = parseArgs({
  allowPositionals: true,
  options: {
    variant: { type: 'string', default: 'international' },
    out: { type: 'string', default: 'tuned.json' },
    weights: { type: 'string', default: TUNED.join(',') },
    squares: { type: 'boolean', default: false },
    scores: { type: 'string' },
    k: { type: 'string', default: '1' },
    lambda: { type: 'string', default: '1' },
  },
});
const variant = opts.variant as DraughtsVariant;
const names = opts.weights!.split(',').filter(Boolean) as Tuned[];
for (const name of names) if (!TUNED.includes(name)) throw new Error(`--weights names some of ${TUNED.join(', ')}; got "${name}".`);
const coordinates = names.filter((n) => !(opts.squares && (n === 'advance' || n === 'centre'))).map(named);
if (opts.squares) for (let i = 0; i < geometry(variant).squares; i++) coordinates.push(square(i));
const train: Sample[] = [];
const held: Sample[] = [];
if (opts.scores) {
  const k = Number(opts.k);
  const lambda = Number(opts.lambda);
  readFileSync(opts.scores, 'utf8')
    .split('\n')
    .filter(Boolean)
    .forEach((line, i) => {
      const [fen, score, result] = line.split('\t');
      if (lambda < 1 && result === undefined) throw new Error(`--lambda below 1 needs each line's game result; line ${i + 1} has none.`);
      const target = lambda * winChance(k, Number(score)) + (lambda < 1 ? (1 - lambda) * Number(result) : 0);
      const sample = { state: draughts.setup({ variant, position: fen }), result: target };
      (Math.floor(i / 50) % TUNING.holdOutEvery === 0 ? held : train).push(sample);
    });
  if (held.length === 0 || train.length === 0) throw new Error(`The scores file holds too few positions to tune on (${train.length + held.length}; a fifth are held out in blocks of 50).`);
  console.log(`${train.length + held.length} scored positions: ${train.length} to tune on, ${held.length} held out`);
} else {
  // A game played twice counts once: an engine at a fixed depth against itself plays both colours of an opening
  // alike, and a copy on each side of the hold-out would make the held-out games no test.
  const seen = new Set<string>();
  const games = files
    .flatMap((f) => readGames(readFileSync(f, 'utf8')))
    .filter((g) => {
      const line = g.moves.join(' ');
      return !seen.has(line) && !!seen.add(line);
    });
  games.forEach((g, i) => (i % TUNING.holdOutEvery === 0 ? held : train).push(...samplesOf(variant, g)));
  if (held.length === 0 || train.length === 0) throw new Error(`The games files hold too few positions to tune on (${games.length} games).`);
  console.log(`${games.length} games: ${train.length} positions to tune on, ${held.length} held out`);
}
const kit = EVAL[variant];
const k = opts.scores ? Number(opts.k) : fitK(train, kit);
console.log(`K = ${k.toFixed(2)}; loss with the kit's weights: ${loss(train, kit, k).toFixed(6)} (held out ${loss(held, kit, k).toFixed(6)})`);
const start = opts.squares ? foldIntoSquares(variant, kit) : kit;
const tuned = tune(train, held, start, k, coordinates);
console.log(`loss with the tuned weights: ${loss(train, tuned, k).toFixed(6)} (held out ${loss(held, tuned, k).toFixed(6)})`);
const changed: Record<string, unknown> = {};
for (const name of TUNED) {
  if (tuned[name] !== kit[name]) changed[name] = tuned[name];
}
if (tuned.squares) changed.squares = tuned.squares;
if (opts.squares) console.log(`the values by square as src/games/draughts/evaluate.ts writes them: ${JSON.stringify(packSquares(tuned.squares!))}`);
writeFileSync(opts.out!, `${JSON.stringify(changed, null, 2)}\n`);
console.log(`written to ${opts.out}: ${JSON.stringify(changed)}`);
