/**
 * Draughts with evaluation weights other than the kit's (`EVAL`): for tuning them (bench/tune-draughts.ts)
 * and for matching a tuned set against the kit's (`npm run match -- --a level=4,weights=FILE`).
 */
import { readFileSync } from 'node:fs';
import { GameError } from '../src/core/errors.js';
import { draughts } from '../src/games/draughts/index.js';
import { EVAL, evaluate, type EvalWeights } from '../src/games/draughts/evaluate.js';
import { draughtsSearchBoard } from '../src/games/draughts/search-board.js';

/** The draughts game, evaluating (and searching) with `weights`. */
export function draughtsWithWeights(weights: EvalWeights): typeof draughts {
  return { ...draughts, evaluate: (s) => evaluate(s, weights), searchBoard: (s) => draughtsSearchBoard(s, weights) };
}

/** Weights from a JSON file of the fields to change (`{"backRow": 10, "king": {"international": 320}}`); the rest are `EVAL`'s. */
export function readWeights(file: string): EvalWeights {
  let given: Record<string, unknown>;
  try {
    given = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    throw new GameError('bad-option', `Weights are a JSON object in a file; could not read "${file}" (${e instanceof Error ? e.message : String(e)}).`);
  }
  for (const key of Object.keys(given)) {
    if (!(key in EVAL)) throw new GameError('bad-option', `The draughts evaluation has no weight "${key}" (in ${file}).`);
  }
  const king = { ...EVAL.king, ...((given.king as object | undefined) ?? {}) };
  return { ...EVAL, ...given, king } as EvalWeights;
}
