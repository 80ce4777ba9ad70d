/**
 * Positions where the side to move wins within three of its own moves, but not within two
 * (rules/kamisado.md §3–§5), and an exact solver to check them. They were built by seeded
 * random play (single rounds; and second rounds of standard matches with a sumo tower whose
 * push is among the moves), keeping only positions where some moves do NOT win, then
 * checked with `winsWithin` below. Used by tests/games/kamisado/ai.test.ts and
 * bench/kamisado-ai.bench.ts ("level 7 finds every win in 3").
 */
import { kamisado, type KamisadoMove, type KamisadoState } from '../../../src/games/kamisado/index.js';

/** Single-round positions (a round win ends the game). */
export const WIN_IN_3_SINGLE: readonly string[] = [
  'obu1yr2/6gn/U7/4B3/8/8/3p4/NGRYP2O black N 0-0 1 6',
  '1bu2r2/oY6/8/P4U1n/3p4/1RN3gO/2y5/1G4B1 gold O 0-0 1 15',
  'o1u1yrg1/4p1n1/8/N7/8/2R5/1b6/1G1YPUBO black B 0-0 1 6',
  'ob1p1rgn/3y4/8/1G6/N5B1/2u5/2R5/3YPU1O gold Y 0-0 1 7',
  'ob2yr2/6gG/1N1pP3/3u2R1/7n/7O/8/3Y1UB1 gold R 0-0 1 13',
  '1bup2gn/o7/7r/6Ry/4Y3/8/8/NG2PUBO black B 0-0 1 6',
  'o1upy1g1/8/3Y4/5r2/2R5/1b6/1G5n/N3PUBO gold G 0-0 1 7',
  '1b1pyrgn/7O/2o1u3/8/8/5Y2/8/NGR1PUB1 black U 0-0 1 4',
  '1bupyrgn/6B1/8/8/8/o4Y2/8/NGR1PU1O gold N 0-0 1 3',
  '1bup2gn/4y3/o7/8/NG2P3/8/5rBO/2RY1U2 gold O 0-0 1 9',
  '1b2yrgn/8/8/o4up1/4G3/4R1P1/N7/3Y1UBO gold R 0-0 1 7',
  'obu1y2n/2R5/NG6/5r2/8/2p1P3/g7/3Y1UBO black U 0-0 1 10',
];

/** Standard-match positions in round 2 (a round win scores points; a push is among the moves). */
export const WIN_IN_3_STANDARD: readonly string[] = [
  'ougnbr2/6y+1/6N1/8/2p5/8/2G5/RUB2YPO gold Y 0-1 2 5',
  'y1bopn1u+/7O/8/3g4/2R5/4N3/7r/B1GP2UY gold U 0-1 2 5',
  '1p3y2/5r2/4gnb1/2R3u1/3Y2U1/8/o7/N+P1G2BO black N 1-0 2 11',
  'prugy1o1/6Gn+/7Y/5b2/8/2U5/8/1B1ORN1P gold N 0-1 2 5',
  'bo4y1/2u1n3/P4r2/G4g2/1B6/6N1/7p/1YUO3R+ black R 1-0 2 11',
  '2g3bn+/7B/5GN1/6R1/uPr5/y3Y3/1p2o3/U6O gold N 0-1 2 19',
  'p2go1b1/8/1yr1U2n+/7O/3P4/4Y3/GBu5/4NR2 gold N 0-1 2 13',
  '2ou4/2R1pynr/b2Y1BG1/8/8/N7/7g/4P1OU+ black U 1-0 2 13',
];

/** The round (or game) is over: the winner is the side of the state (rules/kamisado.md §9 `F`, `#`). */
const roundOver = (s: KamisadoState): boolean => s.toMove >= 9;

/** Whether the side to move in `s` (`me`) can force a round win within `n` of its own moves. */
export function winsWithin(s: KamisadoState, n: number, me: number = s.side): boolean {
  if (n <= 0) return false;
  return kamisado.moves(s).some((m) => forced(kamisado.play(s, m), me, n - 1));
}

/** After `me` moved: every reply keeps the win within `k` further moves of `me`. Pushes and passes may repeat a side. */
function forced(t: KamisadoState, me: number, k: number): boolean {
  if (roundOver(t)) return t.side === me;
  if (t.side === me) return winsWithin(t, k, me);
  return kamisado.moves(t).every((r) => forced(kamisado.play(t, r), me, k));
}

/** Whether `m` keeps a win within `n` moves in all (counting `m` as the first). */
export function isWinningMove(s: KamisadoState, m: KamisadoMove, n: number): boolean {
  return forced(kamisado.play(s, m), s.side, n - 1);
}
