import { ROBOTS_CORNERS, robotsAdjacent, robotsInfo, robotsTurnEffects, type RobotsMove, type RobotsState } from '../../games/robots/grid.js';
import type { Localize } from '../../ui/localize.js';
import type { RobotsKey } from './strings.js';
import { directionsOf, robotsAt, stepDirection } from './words.js';

// The element's other words about turns, used once it plays (a hint, a robot marked).
export { robotsAt, turnInWords } from './words.js';

const CORNER_NAMES = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/**
 * What the turn `m` from `before` to `after` did, in words (rules/arsac.md §A4), from the rules' own record of it;
 * `computer`: the computer played it (side="none"), not "you". Loaded with the hall's panel, a turn after its board.
 */
export function narrateTurn(w: Localize<RobotsKey>, before: RobotsState, m: RobotsMove, after: RobotsState, computer: boolean): string {
  const fx = robotsTurnEffects(before, m);
  const info = robotsInfo(after);
  const cell = info.player ? `${info.player.x},${info.player.y}` : '';
  const parts: string[] = [];
  if (fx.zapped.length) parts.push(w.t(computer ? 'sayZapped.computer' : 'sayZapped', { n: fx.zapped.length, charges: after.charges }));
  parts.push(
    m.step < 0
      ? w.t(computer ? 'sayStay.computer' : 'sayStay', { turn: after.turn, cell })
      : w.t(computer ? 'sayStep.computer' : 'sayStep', { turn: after.turn, dir: stepDirection(w, m.step), cell }),
  );
  if (fx.escaped) return parts.join(' ');
  if (fx.fell.length) parts.push(w.t('sayFell', { n: fx.fell.length }));
  if (fx.merged.length) parts.push(w.t('sayMerged', { n: fx.merged.length }));
  for (const c of fx.spawned) parts.push(w.t('saySpawn', { corner: w.tOr(`corner.${CORNER_NAMES[ROBOTS_CORNERS.indexOf(c)]}`, '') }));
  if (after.status === 'run') {
    const near = directionsOf(robotsAdjacent(after));
    if (near.length) parts.push(w.t(computer ? 'sayNear.computer' : 'sayNear', { dirs: robotsAt(w, near) }));
    parts.push(w.t('sayCount', { robots: info.robots, steps: info.exitDistance }));
  }
  return parts.join(' ');
}
