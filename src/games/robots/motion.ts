/**
 * What a Robots turn does in the hall (src/core/motion.ts), from the rules' own record of it
 * (`robotsTurnEffects`): the player steps (disintegrated robots fade meanwhile), then every
 * robot steps towards the player at once, falling into crevasses or crashing into each other,
 * then new robots grow in the corners (rules/arsac.md §A4). An escape shows the player's step
 * alone: the robots do not move (§A4.3).
 */
import type { MotionPlan, MotionTrack } from '../../core/motion.js';
import { robotsGridGame } from './grid.js';
import { robotsTurnEffects, type RobotsMove, type RobotsState } from './rules.js';

/** Timing of a turn, in steps: the robots set off half-way through the player's step; spawns follow them. */
export const ROBOTS_MOTION = { robotsAt: 0.5, spawnAt: 1.5 } as const;

export function robotsMotion(before: RobotsState, move: RobotsMove): MotionPlan {
  const fx = robotsTurnEffects(before, move);
  const board = robotsGridGame.pieces(before);
  const { robotsAt, spawnAt } = ROBOTS_MOTION;
  const tracks: MotionTrack[] = [];
  for (const cell of fx.zapped) tracks.push({ kind: 'vanish', cell, piece: board[cell]!, effect: 'fade' });
  const [from, to] = fx.player;
  if (fx.caught) {
    // The robot that lands on the player is drawn there afterwards: the player goes as a ghost, caught as the robots arrive.
    tracks.push({ kind: 'vanish', cell: from, piece: board[from]!, ...(to !== from ? { to } : {}), steps: robotsAt + 1, effect: 'crash' });
  } else if (to !== from) {
    tracks.push({ kind: 'slide', path: [from, to] });
  }
  if (fx.escaped) return { tracks };
  for (const [target, source] of fx.moved) tracks.push({ kind: 'slide', path: [source, target], at: robotsAt });
  for (const [cell, crevasse] of fx.fell) tracks.push({ kind: 'vanish', cell, piece: board[cell]!, to: crevasse, at: robotsAt, effect: 'fall' });
  for (const [cell, target] of fx.merged) tracks.push({ kind: 'vanish', cell, piece: board[cell]!, to: target, at: robotsAt, effect: 'crash' });
  for (const cell of fx.spawned) tracks.push({ kind: 'appear', cell, at: spawnAt });
  return { tracks };
}
