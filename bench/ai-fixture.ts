/** Sanity run of the AI benchmarks on the test fixture (4×4 four-in-a-row and tic-tac-toe). */
import { levelMatch, timePerLevel } from './ai-match.js';
import { fourByFour, makeKInARow } from '../tests/ai/fixtures/tictactoe.js';

const fiveByFive = makeKInARow('k5', 5, 4);
console.log('timing ttt4', await timePerLevel(fourByFour, {}, [[], ['a1'], ['b2', 'c3']]));
for (const [a, b] of [[1, 3], [3, 1], [2, 5], [5, 2]] as const) {
  console.log(`5x5 four-in-a-row level ${a} vs ${b}`, await levelMatch(fiveByFive, {}, a, b, 6, 42));
}
