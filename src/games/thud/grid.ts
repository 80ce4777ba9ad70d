/**
 * Thud as a page plays and draws it (a `GridGame`): its start (grid-start.ts) with the rules; no
 * records (record.ts's `thudRecords`, which <thud-board> loads a turn after its board), no move
 * counter (perft) and no search (index.ts adds them for the headless API; <thud-board>'s computer
 * searches in a worker).
 */
import type { GridGame } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import { thudRules } from './game.js';
import { thudGridStart } from './grid-start.js';
import { LIMITS, endsFirstBattle, scored, secondBattle, type ThudMove, type ThudOutcome, type ThudState } from './rules.js';

export type { ThudMove, ThudOutcome, ThudState } from './rules.js';
export { LIMITS } from './rules.js';
export { canClaim, thudGridStart } from './grid-start.js';
export { lineBehindEnd } from './lines.js';

/** The whole game: the start's board and pieces with the rules' moves. */
export const thudGridGame: GridGame<ThudState, ThudMove> = { ...thudGridStart, ...thudRules };

/**
 * Ends the battle (classic) or game (Koom Valley) by agreement, or (classic only,
 * capture clock ≥ 30) by the claim of the player to move — actions, not moves
 * (rules/thud.md §3, §6, §7). In battle 1 of a match this returns battle 2's start.
 */
export function endThud(s: ThudState, action: 'agreement' | 'claim'): ThudState {
  try {
    return endByAction(s, action);
  } catch (e) {
    throw new GameError(s.outcome ? 'game-over' : 'bad-option', (e as Error).message);
  }
}

/**
 * Ends the current battle by agreement or by a claim (rules/thud.md §3 "End of a battle",
 * §6 "by agreement"): actions, not moves. Returns the next state (battle 2 of a match, or the
 * same position with its outcome set); throws when the action is not allowed. Here, not in
 * rules.ts: only a page ends a game so, and the AI worker loads the rules without it.
 */
function endByAction(s: ThudState, action: 'agreement' | 'claim'): ThudState {
  if (s.outcome) throw new RangeError('The game is already over.');
  const classic = s.config.variant === 'classic';
  if (action === 'claim') {
    if (!classic) throw new RangeError('Only classic Thud allows claiming the end.');
    if (s.clock < LIMITS.claimFrom) throw new RangeError(`The end can be claimed once ${LIMITS.claimFrom} plies have passed without a capture.`);
  }
  const outcome: ThudOutcome = classic ? scored(s, action) : { winner: null, reason: action };
  if (classic && endsFirstBattle(s)) return secondBattle(s, outcome);
  return { ...s, outcome };
}
