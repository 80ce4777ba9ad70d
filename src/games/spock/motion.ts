/**
 * What a Spock move does on the board (src/core/motion.ts): a piece slides, and a piece it takes
 * fades. A Spock's leap (rules/spock.md §2) slides the Spock onto its target while the target,
 * turning, is carried back to the Spock's origin, where the transformed piece grows in the
 * mover's colour.
 */
import { shapeMotion, type MotionPlan } from '../../core/motion.js';
import { spockGridGame } from './grid.js';
import { LEAP, moveFrom, moveTo, moveType, type SpockMove, type SpockState } from './rules.js';

/**
 * The transformed piece, in steps: as the element had it, it shows from 40 % of 2.2 steps (the
 * slide and 1.2 slides more) and has grown at 2.2.
 */
export const SPOCK_MOTION = { appearAt: 0.88, appearSteps: 1.32 } as const;

export function spockMotion(before: SpockState, move: SpockMove): MotionPlan {
  if (moveType(move) !== LEAP) return shapeMotion(spockGridGame, before, move);
  const from = moveFrom(move);
  const to = moveTo(move);
  const target = spockGridGame.pieces(before)[to]!;
  return {
    tracks: [
      { kind: 'slide', path: [from, to] },
      { kind: 'vanish', cell: to, piece: target, to: from, effect: 'spin' },
      { kind: 'appear', cell: from, at: SPOCK_MOTION.appearAt, steps: SPOCK_MOTION.appearSteps },
    ],
  };
}
