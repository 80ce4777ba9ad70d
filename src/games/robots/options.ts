import { GameError } from '../../core/errors.js';
import type { SetupOptions } from '../../core/game.js';

export { intOption, levelOption, randomSeed, seedOption } from '../../core/number-options.js';

/** `safeMoves`: 'on' | 'off' (booleans accepted too), default on (§A8). */
export function safeMovesOption(options: SetupOptions): boolean {
  const raw = options.safeMoves ?? options['safe-moves'];
  if (raw === undefined || raw === null || raw === 'on' || raw === true) return true;
  if (raw === 'off' || raw === false) return false;
  throw new GameError('bad-option', `safe-moves must be "on" or "off", not ${JSON.stringify(raw)}.`);
}
