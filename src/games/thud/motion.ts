/**
 * What a Thud move does on the board (src/core/motion.ts): the mover (dwarf, troll, or the Rock
 * or ball of the Koom Valley variants) slides through every landing square, one step per leg,
 * while the pieces it takes fade — the troll a hurl lands on, the dwarfs a troll step, shove or
 * trample chain takes, the trolls a Koom Valley sandwich takes (rules/thud.md §3–§5).
 */
import { shapeMotion, type MotionPlan } from '../../core/motion.js';
import { thudGridStart } from './grid-start.js';
import type { ThudMove, ThudState } from './state.js';

export function thudMotion(before: ThudState, move: ThudMove): MotionPlan {
  return shapeMotion(thudGridStart, before, move);
}
