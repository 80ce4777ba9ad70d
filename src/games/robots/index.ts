/**
 * Arsac's Robots (rules/arsac.md part A): the public face of src/games/robots.
 */
import type { BoardMotion, GridGame } from '../../core/board.js';
import { withSearch } from '../../core/game.js';
import { robotsGridGame } from './grid.js';
import { robotsMotion } from './motion.js';
import { robotsRecords } from './record.js';
import type { RobotsMove, RobotsState } from './rules.js';
import { robotsSearchHooks } from './search-hooks.js';

export * from './grid.js';
export { ROBOTS_MOTION, robotsMotion } from './motion.js';
export { robotsRecords, robotsRecordTags } from './record.js';
export type { RobotsChanceOutcome } from './evaluate.js';
export { robotsChance, robotsExpectedEvaluation, ROBOTS_EVAL } from './evaluate.js';
export { robotsSearchHooks } from './search-hooks.js';

/** Robots with its records, motion and search hooks (the expectimax's chance and expected evaluation among them): the engines' registry, the AI worker and the headless API. */
export const robots: GridGame<RobotsState, RobotsMove> & BoardMotion<RobotsState, RobotsMove> & typeof robotsSearchHooks = /* @__PURE__ */ withSearch({ ...robotsGridGame, ...robotsRecords, motion: robotsMotion }, robotsSearchHooks);
