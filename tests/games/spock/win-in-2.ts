/**
 * Positions where the side to move can force a win with its own two moves (rules/spock.md
 * §3: take the last enemy Spock, or leave the enemy without a move) but has no win in one.
 * Found by seeded random playouts from the start, each kept only when the exact check below
 * confirms it, with one or two winning first moves so that missing the win is possible.
 * Used by tests/games/spock/ai.test.ts and bench/spock-ai.bench.ts.
 */
import { spock, type SpockMove, type SpockState } from '../../../src/games/spock/index.js';

export const WIN_IN_2: readonly string[] = [
  // Blue to move
  '1rs1K/1r3/ps1SS/RR1rk/1R1Pr b 0 0',
  'ps1s1/kr1rP/RrP1s/R1R1K/1S1S1 b 0 0',
  'ksRsp/1rSSr/Kr1RK/R4/4P b 0 0',
  '3Rp/Lsr1k/1K1Rl/1R2s/RSPSp b 0 0',
  'psks1/1rrr1/rpRrR/1RS1R/PRKSP b 0 0',
  'ps1sp/rrr1k/1S1R1/1RL2/PSKRk b 0 0',
  // Red to move
  'k1pss/s1sKS/RPR2/R2r1/2L2 r 0 0',
  'r1k2/1rrr1/RP1Rr/1ps2/RSKSp r 0 0',
  '2ksp/prr2/SR1rR/K1RRS/1S2P r 0 0',
  'lspr1/r3k/L1PrR/K1R1R/3SP r 0 0',
  '1S1sp/2sKk/1prRr/R3R/R1PP1 r 0 0',
  'pRkrp/r1rr1/1R1P1/r1RRR/1PKS1 r 0 0',
];

const wonBy = (s: SpockState, side: string): boolean => spock.outcome(s)?.winner === side;

/** `m` ends the game at once in the mover's favour. */
export function winsAtOnce(s: SpockState, m: SpockMove): boolean {
  return wonBy(spock.play(s, m), spock.turn(s));
}

/** The side to move has a move that wins at once. */
export function hasWinIn1(s: SpockState): boolean {
  return spock.moves(s).some((m) => winsAtOnce(s, m));
}

/** After `m`, every reply leaves the mover a move that wins at once (or ends the game in its favour). */
export function forcesWinIn2(s: SpockState, m: SpockMove): boolean {
  const me = spock.turn(s);
  const t = spock.play(s, m);
  if (spock.outcome(t)) return wonBy(t, me);
  return spock.moves(t).every((r) => {
    const u = spock.play(t, r);
    if (spock.outcome(u)) return wonBy(u, me);
    return spock.turn(u) === me && hasWinIn1(u);
  });
}
