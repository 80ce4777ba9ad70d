/**
 * What a Formula 1 turn does on the board (src/core/motion.ts). The drawn window follows the car
 * (`formulaGrid`: the car's row is always the bottom one), so the road scrolls down under it by
 * the rows it drove, and the car slides sideways on the bottom row when it changes lane
 * (rules/arsac.md §B3). A crash stops the scroll on the crash square, where the state puts the car
 * (§C6); a stall drives no row (§C7). A car that left the grid itself (steering off column 0 or
 * 15) is not drawn after the turn: it crashes where it stood.
 */
import type { MotionPlan, MotionTrack } from '../../core/motion.js';
import { formulaGridGame } from './grid.js';
import { COLUMNS } from './road.js';
import type { FormulaMove, FormulaState } from './rules.js';

export function formulaMotion(before: FormulaState, _move: FormulaMove, after: FormulaState): MotionPlan {
  const bottom = (after.rows - 1) * COLUMNS;
  const tracks: MotionTrack[] = [];
  if (after.c < 0 || after.c >= COLUMNS) {
    tracks.push({ kind: 'vanish', cell: bottom + before.c, piece: formulaGridGame.pieces(before)[bottom + before.c]!, effect: 'crash' });
  } else if (after.c !== before.c) {
    tracks.push({ kind: 'slide', path: [bottom + before.c, bottom + after.c] });
  }
  const rows = after.d - before.d;
  return rows > 0 ? { tracks, scroll: { rows, keep: 1 } } : { tracks };
}
