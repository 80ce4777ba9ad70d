import type { SearchHooks } from '../../core/game.js';
import { evaluateRobots, robotsChance, robotsExpectedEvaluation, type RobotsChanceOutcome } from './evaluate.js';
import { WIDTH } from './hall.js';
import { stepTarget } from './notation.js';
import type { RobotsMove, RobotsState } from './rules.js';

/** What the `expectimax` search needs of Robots besides its rules (a page that only plays loads none of it). */
export const robotsSearchHooks: SearchHooks<RobotsState, RobotsMove> & {
  /** The spawn outcomes of a turn (read by the `expectimax` AI; see src/ai/expectimax.ts). */
  chance(state: RobotsState, move: RobotsMove): RobotsChanceOutcome[];
  /** The expected evaluation of a turn's spawn outcomes (read by `expectimax` at its horizon). */
  expectedEvaluation(state: RobotsState, move: RobotsMove): number;
} = {
  evaluate: evaluateRobots,
  isNoisy: () => false,
  // Disintegrations first: they are the tactical turns; then steps closer to the exit.
  moveOrderHint(state, move) {
    const t = stepTarget(state, move);
    return (move.zap ? 100 : 0) + (t % WIDTH === 0 ? 50 : 0) - (t % WIDTH);
  },
  chance: robotsChance,
  expectedEvaluation: robotsExpectedEvaluation,
};
