import { ROBOTS_DIRECTIONS, type RobotsMove } from '../../games/robots/grid-start.js';
import type { Localize } from '../../ui/localize.js';
import type { RobotsKey } from './strings.js';

type Words = Localize<RobotsKey>;

/** Where a step goes, in words: "north-west" (`dir.NW`). */
export function stepDirection(w: Words, d: number): string {
  return w.tOr(`dir.${ROBOTS_DIRECTIONS[d]}`, ROBOTS_DIRECTIONS[d]);
}

/** Where robots stand, in words: "to the north and to the west" (`at.N`, joined by `and`). */
export function robotsAt(w: Words, dirs: readonly number[]): string {
  const names = dirs.map((d) => w.tOr(`at.${ROBOTS_DIRECTIONS[d]}`, ROBOTS_DIRECTIONS[d]));
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${w.t('and')} ${names.at(-1)}`;
}

/** The directions of a bit set, in the canonical order N NE E SE S SW W NW. */
export function directionsOf(bits: number): number[] {
  return ROBOTS_DIRECTIONS.map((_, d) => d).filter((d) => bits & (1 << d));
}

/** A turn as advice, in words: "step north-west", "zap the robot to the north, then step south" (rules/arsac.md §A4). */
export function turnInWords(w: Words, m: RobotsMove): string {
  const step = m.step < 0 ? w.t('turnStay') : w.t('turnStep', { dir: stepDirection(w, m.step) });
  const zapped = directionsOf(m.zap);
  if (zapped.length === 0) return step;
  return w.t(zapped.length === 1 ? 'turnZapOne' : 'turnZapMany', { at: robotsAt(w, zapped), step });
}
