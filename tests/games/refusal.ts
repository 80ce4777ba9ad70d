import type { GameError } from '../../src/core/errors.js';

/** How `run` refuses, as `code: message` (`accepted` when it does not): two refusals compare as equal text. */
export function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return `${(e as GameError).code}: ${(e as Error).message}`;
  }
  return 'accepted';
}
