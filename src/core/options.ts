import { GameError } from './errors.js';
import type { AnyRules, SetupOptions } from './game.js';

/** The set-up options every game takes. */
export const COMMON_OPTIONS = ['variant', 'position'] as const;

/**
 * Refuses what a game's `setup` would not read, in the same words for every game: an option
 * the game does not name (`Game.optionNames`) and a variant it does not have. A key set to
 * `undefined` counts as absent, so a caller can pass an options object as it stands.
 */
export function checkSetupOptions(game: Pick<AnyRules, 'title' | 'optionNames' | 'variants'>, options: SetupOptions): void {
  const known = [...COMMON_OPTIONS, ...game.optionNames];
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !known.includes(key)) {
      throw new GameError('bad-option', `${game.title} has no option "${key}"; its options are ${known.join(', ')}.`);
    }
  }
  const { variant } = options;
  if (variant !== undefined && variant !== null && variant !== '' && !game.variants.includes(variant)) {
    throw new GameError('unknown-variant', `${game.title} has no variant ${JSON.stringify(variant)}; use ${game.variants.join(', ')}.`);
  }
}
