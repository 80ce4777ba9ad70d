/**
 * What a draughts move does on the board (src/core/motion.ts): the piece slides through every
 * landing square of its capture chain, one step per leg, while the men and kings it takes fade
 * over the whole chain (rules/draughts.md "Common rules": taken pieces leave only when the move
 * has ended). A promotion needs no track: the piece lands as what it has become.
 */
import { shapeMotion, type MotionPlan } from '../../core/motion.js';
import { draughtsGridGame } from './grid.js';
import type { DraughtsMove, DraughtsState } from './state.js';

export function draughtsMotion(before: DraughtsState, move: DraughtsMove): MotionPlan {
  return shapeMotion(draughtsGridGame, before, move);
}
