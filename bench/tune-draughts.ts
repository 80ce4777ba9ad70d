/**
 * Tunes the draughts evaluation's weights on self-play games (Texel's method, issue 18): each quiet
 * position of the games is labelled with its game's result (1, ½, 0 for White), and the weights are
 * moved one at a time, in shrinking steps, while they lower the mean squared gap between the result and
 * the win chance the evaluation predicts, 1 / (1 + 10^(−K·eval/400)), K fitted first. One game in five
 * is held out: its positions check that the tuned weights predict games they were not tuned on.
 *
 *   npm run match -- --game draughts --variant international --a level=3 --b level=3 --games 1000 \
 *     --opening-plies 6 --pgn games.txt
 *   npm run tune -- --variant international [--out tuned.json] games.txt [more.txt]
 *
 * The output is a weights file for `--a level=N,weights=tuned.json` in a match against the kit's weights.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { draughts, type DraughtsState } from '../src/games/draughts/index.js';
import { EVAL, evaluate, type EvalWeights } from '../src/games/draughts/evaluate.js';
import type { DraughtsVariant } from '../src/games/draughts/rules.js';
import { readGames, type FiledGame } from './games-file.js';

const TUNING = {
  /** Plies skipped at the start of a game (the match's random opening and what follows it). */
  skipPlies: 10,
  /** Steps tried per weight, largest first. */
  steps: [16, 8, 4, 2, 1],
  /** Every n-th game is held out. */
  holdOutEvery: 5,
};

/** The weights tuned (the man is the unit, fixed at 100), read and written by name. */
const TUNED = ['king', 'advance', 'advanceEndgame', 'backRow', 'centre', 'mobility', 'balance', 'tempo'] as const;

interface Sample {
  readonly state: DraughtsState;
  /** The game's result for White: 1, 0.5 or 0. */
  readonly result: number;
}

/** The quiet positions of a game (no capture for the side to move, game going on) after the opening. */
function samplesOf(variant: DraughtsVariant, game: FiledGame): Sample[] {
  const white = game.aSide === 'white' ? game.score : 1 - game.score;
  const out: Sample[] = [];
  let s = draughts.setup({ variant });
  game.moves.forEach((text, ply) => {
    if (ply >= TUNING.skipPlies && !draughts.outcome(s) && !draughts.moves(s).some((m) => m.captured.length > 0)) {
      out.push({ state: s, result: white });
    }
    s = draughts.play(s, draughts.parseMove(s, text));
  });
  return out;
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
 * Coordinate descent on the training positions; of the weights it passes through, returns those that
 * predict the held-out games best (the descent alone would fit the training games' noise).
 */
function tune(train: readonly Sample[], held: readonly Sample[], start: EvalWeights, k: number): EvalWeights {
  let w = start;
  let current = loss(train, w, k);
  let best = { w, held: loss(held, w, k) };
  for (const step of TUNING.steps) {
    let improved = true;
    while (improved) {
      improved = false;
      for (const name of TUNED) {
        for (const delta of [step, -step]) {
          const value = w[name] + delta;
          if (value < 0) continue;
          const trial = { ...w, [name]: value };
          const l = loss(train, trial, k);
          if (l < current) {
            [w, current, improved] = [trial, l, true];
            const h = loss(held, w, k);
            if (h < best.held) best = { w, held: h };
            console.log(`  ${name} → ${value}  (loss ${current.toFixed(6)}, held out ${h.toFixed(6)})`);
            break;
          }
        }
      }
    }
  }
  return best.w;
}

const { values: opts, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { variant: { type: 'string', default: 'international' }, out: { type: 'string', default: 'tuned.json' } },
});
const variant = opts.variant as DraughtsVariant;
const games = files.flatMap((f) => readGames(readFileSync(f, 'utf8')));
const train: Sample[] = [];
const held: Sample[] = [];
games.forEach((g, i) => (i % TUNING.holdOutEvery === 0 ? held : train).push(...samplesOf(variant, g)));
console.log(`${games.length} games: ${train.length} positions to tune on, ${held.length} held out`);
const kit = EVAL[variant];
const k = fitK(train, kit);
console.log(`K = ${k.toFixed(2)}; loss with the kit's weights: ${loss(train, kit, k).toFixed(6)} (held out ${loss(held, kit, k).toFixed(6)})`);
const tuned = tune(train, held, kit, k);
console.log(`loss with the tuned weights: ${loss(train, tuned, k).toFixed(6)} (held out ${loss(held, tuned, k).toFixed(6)})`);
const changed: Record<string, unknown> = {};
for (const name of TUNED) {
  if (tuned[name] !== kit[name]) changed[name] = tuned[name];
}
writeFileSync(opts.out!, `${JSON.stringify(changed, null, 2)}\n`);
console.log(`written to ${opts.out}: ${JSON.stringify(changed)}`);
