import { GameError } from './errors.js';
import type { SetupOptions } from './game.js';

// Whole-number set-up options (the Arsac games' seed and level): a module apart from
// checkSetupOptions, which every game's rules load, in the worker too.

/** Reads a whole-number set-up option given as a number or a decimal string; undefined when absent. */
export function intOption(options: SetupOptions, key: string, min: number, max: number, what: string): number | undefined {
  const raw = options[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new GameError('bad-option', `The ${what} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}.`);
  }
  return n;
}

/** `seed`: 0..2^32−1, or undefined when absent (rules/arsac.md §0: the game then draws one). */
export function seedOption(options: SetupOptions): number | undefined {
  return intOption(options, 'seed', 0, 4294967295, 'seed');
}

/** A fresh seed for a game given none. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/** `level`: 1..7, default 4. */
export function levelOption(options: SetupOptions): number {
  return intOption(options, 'level', 1, 7, 'level') ?? 4;
}
