/**
 * Thud as a `GridGame` with its records (rules/thud.md): classic Thud, Koom Valley Thud and Koom
 * Valley football. Registry name `thud`.
 *
 * Extra setup options: `trollCapture` (`all` | `one`, classic), `match`
 * (`single` | `two-battle`, classic), and for resuming a match `battle` (1 | 2)
 * with `firstBattle` (`"<dwarfs>-<trolls>"`, the battle-1 score).
 */
import type { SearchGridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { thudGridGame } from './grid.js';
import { thudMotion } from './motion.js';
import { thudRecords } from './record.js';
// Through the search board's module: see there why.
import { thudSearchHooks } from './search-board.js';
import { applyMove, generate, type ThudMove, type ThudState } from './rules.js';

export type { ThudMove, ThudState, ThudVariant, ThudOutcome, TrollCapture, MatchMode, BattleScore, FirstBattle, MoveKind } from './rules.js';
export { LIMITS, VARIANTS as THUD_VARIANTS } from './rules.js';
export { WEIGHTS as THUD_WEIGHTS } from './evaluate.js';
export { THUD_FOOTBALL_LEVELS, THUD_LEVELS } from './levels.js';
export { lineBehindEnd } from './lines.js';
export { thudMotion } from './motion.js';
export { thudRules } from './game.js';
export { thudSearchHooks } from './search-board.js';
export { canClaim, endThud, thudGridGame } from './grid.js';
export { thudRecords } from './record.js';

/** Leaf count, counting each (from, landing squares, captured set) once; bulk-counted at depth 1. */
export function perft(s: ThudState, depth: number): number {
  if (depth === 0) return 1;
  if (s.outcome) return 0;
  const ms = generate(s);
  if (depth === 1) return ms.length;
  let n = 0;
  for (const m of ms) n += perft(applyMove(s, m), depth - 1);
  return n;
}

/** Thud with its records, motion, move counter and search hooks: the engines' registry and the headless API (`games.thud`). */
export const thud: SearchGridGame<ThudState, ThudMove> = /* @__PURE__ */ withSearch({ ...thudGridGame, ...thudRecords, motion: thudMotion, perft }, thudSearchHooks);
