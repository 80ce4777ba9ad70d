/**
 * Draughts with evaluation weights other than the kit's (`EVAL`): for tuning them (bench/tune-draughts.ts)
 * and for matching a tuned set against the kit's (`npm run match -- --a level=4,weights=FILE`).
 */
import { readFileSync } from 'node:fs';
import { GameError } from '../src/core/errors.js';
import { EVAL, evaluate, type EvalWeights } from '../src/games/draughts/evaluate.js';
import { geometry, type DraughtsVariant } from '../src/games/draughts/rules.js';
import { draughtsSearchBoard, draughtsSearchGame } from '../src/games/draughts/search-board.js';

/**
 * The draughts game, evaluating (and searching) with the kit's weights of each variant changed by
 * `changes`, and probing the endgame tables unless `tables` is false (`egtb=off` in a match). Values by
 * square change only the variants with as many squares (50 international, 32 the others).
 */
export function draughtsWithWeights(changes: Partial<EvalWeights>, tables = true): typeof draughtsSearchGame {
  const byVariant = Object.fromEntries(
    draughtsSearchGame.variants.map((v) => {
      const { squares, ...rest } = changes;
      const fits = squares !== undefined && squares.length === geometry(v as DraughtsVariant).squares;
      return [v, { ...EVAL[v as DraughtsVariant], ...rest, ...(fits ? { squares } : {}) }];
    }),
  ) as Record<DraughtsVariant, EvalWeights>;
  return {
    ...draughtsSearchGame,
    evaluate: (s) => evaluate(s, byVariant[s.variant]),
    searchBoard: (s) => draughtsSearchBoard(s, byVariant[s.variant], tables),
  };
}

/**
 * Weights to change, from a JSON file naming them (`{"backRow": 10, "king": 320}`, `"squares"`: a list of
 * 50 or 32 numbers); the others stay the kit's.
 */
export function readWeights(file: string): Partial<EvalWeights> {
  let given: Record<string, unknown>;
  try {
    given = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new GameError('bad-option', `Weights are a JSON object in a file; could not read "${file}" (${e instanceof Error ? e.message : String(e)}).`);
  }
  for (const [key, value] of Object.entries(given)) {
    if (!(key in EVAL.international) && key !== 'squares') throw new GameError('bad-option', `The draughts evaluation has no weight "${key}" (in ${file}).`);
    if (key === 'squares') {
      const ok = Array.isArray(value) && (value.length === 50 || value.length === 32) && value.every((x) => typeof x === 'number' && Number.isInteger(x));
      if (!ok) throw new GameError('bad-option', `"squares" is a list of 50 or 32 whole numbers, one a dark square (in ${file}).`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new GameError('bad-option', `A weight is a number; "${key}" is ${JSON.stringify(value)} (in ${file}).`);
  }
  return given as Partial<EvalWeights>;
}
