import { Lcg } from '../../core/random.js';
import { popcount } from '../../core/bits.js';
import { CELLS, CORNERS, EXIT, NEIGHBOURS, ROBOTS_LIMITS, WIDTH, xOf, yOf } from './hall.js';
import { adjacentRobots, occupancy, ROBOTS_SCORES, type RobotsMove, type RobotsReason, type RobotsState, type RobotsStatus } from './state.js';

export * from './state.js';

/** Why a well-formed turn is illegal by §A4.1–2, or null when the rules allow it. */
export function turnError(state: RobotsState, move: RobotsMove, occupied?: Uint8Array): string | null {
  if (state.status !== 'run') return 'the game is over';
  const occ = occupied ?? occupancy(state.robots);
  const adj = adjacentRobots(state, occ);
  if ((move.zap & ~adj) !== 0) return 'there is no robot next to the player in a direction named by an x token';
  if (popcount(move.zap) > state.charges) return 'there are not enough charges left';
  if (move.step < 0) return null;
  const t = NEIGHBOURS[state.player * 8 + move.step];
  if (t < 0) return 'the step leaves the hall';
  if (state.crevasse[t]) return 'the step goes into a crevasse';
  if (occ[t] && !(move.zap & (1 << move.step))) return 'a robot stands on the target square';
  return null;
}

/** The state of a turn after §A4 steps 1–4 (and the exit check), before the spawn and the turn count. */
export interface HalfTurn {
  robots: number[];
  player: number;
  charges: number;
  score: number;
  status: RobotsStatus;
  reason: RobotsReason | null;
}

/** Cells marked with the current stamp are taken this turn: one scratch array instead of one per turn (the AI plays thousands). */
const landing = { marks: new Uint32Array(CELLS), stamp: 0 };
function landingMarks(): { marks: Uint32Array; stamp: number } {
  if (++landing.stamp === 0xffffffff) {
    landing.marks.fill(0);
    landing.stamp = 1;
  }
  return landing;
}

/**
 * What a turn did to the pieces (rules/arsac.md §A4), written down by the rules as they play it
 * (`playTurn` with a log): for the animation and the narration, so nothing re-derives a turn.
 */
export interface RobotsTurnEffects {
  /** The player's square before and after the step (the same square when the player stayed). */
  readonly player: readonly [number, number];
  /** Robots disintegrated next to the player (§A4.1), by direction. */
  readonly zapped: readonly number[];
  /** Robots that stepped into a crevasse (§A4.4.1): [from, crevasse]. */
  readonly fell: readonly (readonly [number, number])[];
  /** Robots destroyed in a merge (§A4.4.2): [from, target]; the first robot to reach a target is the one kept. */
  readonly merged: readonly (readonly [number, number])[];
  /** The robots left after the step: target → the square it came from (§A4.4). */
  readonly moved: ReadonlyMap<number, number>;
  /** Corners where a robot appeared (§A4.5), in spawn order. */
  readonly spawned: readonly number[];
  /** The player stepped onto the exit: the robots did not move (§A4.3). */
  readonly escaped: boolean;
  /** A robot stepped onto the player's square (§A4.4.3). */
  readonly caught: boolean;
}

/** The record `halfTurn` and `spawn` keep when asked (the AI's thousands of turns keep none). */
export interface TurnLog {
  zapped: number[];
  fell: [number, number][];
  merged: [number, number][];
  moved: Map<number, number>;
  spawned: number[];
}

/** rules/arsac.md §A4 steps 1–4 for a legal move; what happened goes to `log` when given. */
export function halfTurn(state: RobotsState, move: RobotsMove, log?: TurnLog): HalfTurn {
  // 1. Disintegrate: the named robots vanish, no points (§A5).
  let robots = state.robots as number[];
  let charges = state.charges;
  if (move.zap) {
    const gone = new Set<number>();
    for (let d = 0; d < 8; d++) if (move.zap & (1 << d)) gone.add(NEIGHBOURS[state.player * 8 + d]);
    robots = robots.filter((r) => !gone.has(r));
    charges -= gone.size;
    if (log) log.zapped = [...gone];
  }
  // 2. Step.
  const player = move.step < 0 ? state.player : NEIGHBOURS[state.player * 8 + move.step];
  let score = state.score;
  // 3. Exit: won, the robots do not move (§C1).
  if (player === EXIT) {
    score += ROBOTS_SCORES.escape + ROBOTS_SCORES.perCharge * charges;
    return { robots: robots.slice(), player, charges, score, status: 'won', reason: 'escaped' };
  }
  // 4. Robots step at once; only the targets matter (§A4.4).
  const px = xOf(player);
  const py = yOf(player);
  const seen = landingMarks();
  const landed: number[] = [];
  let caught = false; // 4.3
  for (const r of robots) {
    const x = xOf(r);
    const y = yOf(r);
    const t = (y + Math.sign(py - y)) * WIDTH + x + Math.sign(px - x);
    if (state.crevasse[t]) {
      score += ROBOTS_SCORES.robotLost; // 4.1 falls
      log?.fell.push([r, t]);
      continue;
    }
    if (seen.marks[t] !== seen.stamp) {
      seen.marks[t] = seen.stamp;
      landed.push(t);
      log?.moved.set(t, r);
      if (t === player) caught = true;
    } else {
      score += ROBOTS_SCORES.robotLost; // 4.2 merge: k−1 destroyed
      log?.merged.push([r, t]);
    }
  }
  landed.sort((a, b) => a - b);
  return { robots: landed, player, charges, score, status: caught ? 'lost' : 'run', reason: caught ? 'caught' : null };
}

/** §A4.5: corners in order; "below T" is re-checked at each corner (§C3); no draw otherwise. */
export function spawn(half: HalfTurn, target: number, rng: Lcg, log?: TurnLog): void {
  if (half.status !== 'run') return;
  for (const corner of CORNERS) {
    if (half.robots.length >= target || corner === half.player || half.robots.includes(corner)) continue;
    if (rng.int(2) === 0) {
      insertSorted(half.robots, corner);
      log?.spawned.push(corner);
    }
  }
}

export function insertSorted(list: number[], cell: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1] > cell) i--;
  list.splice(i, 0, cell);
}

/** §A4.6: turn + 1 (also on a win or a capture, §C1), then the time-out check (§C2). */
export function finishTurn(state: RobotsState, half: HalfTurn, rngState: number): RobotsState {
  const turn = state.turn + 1;
  let { status, reason } = half;
  if (status === 'run' && turn >= ROBOTS_LIMITS.maxTurns) {
    status = 'lost';
    reason = 'timeout';
  }
  // Every field spelled out (no spread): the AI builds thousands of these per decision.
  return {
    crevasse: state.crevasse,
    robots: half.robots,
    player: half.player,
    charges: half.charges,
    turn,
    score: half.score,
    target: state.target,
    rng: rngState,
    status,
    reason,
    seed: state.seed,
    level: state.level,
    safeMoves: state.safeMoves,
  };
}

/** A whole turn of rules/arsac.md §A4 for a legal move; `state` is untouched. What happened goes to `log` when given. */
export function playTurn(state: RobotsState, move: RobotsMove, log?: TurnLog): RobotsState {
  const half = halfTurn(state, move, log);
  const rng = new Lcg(state.rng);
  spawn(half, state.target, rng, log);
  return finishTurn(state, half, rng.state);
}

/** What the legal turn `move` does in `state` (rules/arsac.md §A4): the turn played once more, with a log. */
export function robotsTurnEffects(state: RobotsState, move: RobotsMove): RobotsTurnEffects {
  const log: TurnLog = { zapped: [], fell: [], merged: [], moved: new Map(), spawned: [] };
  const after = playTurn(state, move, log);
  return {
    player: [state.player, after.player],
    ...log,
    escaped: after.status === 'won',
    caught: after.reason === 'caught',
  };
}

/**
 * Whether the turn ends with the player caught in §A4.4.3 (spawns never kill at once, §A8).
 * A robot aims at the player's square exactly when it is a king step away, so this only
 * looks at the robots left next to the player's new square.
 */
export function isCaughtBy(state: RobotsState, move: RobotsMove, occupied?: Uint8Array): boolean {
  const occ = occupied ?? occupancy(state.robots);
  const to = move.step < 0 ? state.player : NEIGHBOURS[state.player * 8 + move.step];
  if (to === EXIT) return false;
  for (let d = 0; d < 8; d++) {
    const n = NEIGHBOURS[to * 8 + d];
    if (n < 0 || !occ[n]) continue;
    if (move.zap && isZapped(state.player, move.zap, n)) continue;
    return true;
  }
  return false;
}

function isZapped(player: number, zap: number, cell: number): boolean {
  for (let d = 0; d < 8; d++) if (zap & (1 << d) && NEIGHBOURS[player * 8 + d] === cell) return true;
  return false;
}

/** Every turn §A4 allows (safe or not), in canonical x order then step order. */
export function ruleTurns(state: RobotsState): RobotsMove[] {
  if (state.status !== 'run') return [];
  const occ = occupancy(state.robots);
  const adj = adjacentRobots(state, occ);
  const out: RobotsMove[] = [];
  // Every subset of the adjacent robots with no more members than charges left (§A4.1).
  for (let zap = 0; zap <= adj; zap++) {
    if ((zap & ~adj) !== 0 || popcount(zap) > state.charges) continue;
    for (let step = -1; step < 8; step++) {
      const m = { zap, step };
      if (turnError(state, m, occ) === null) out.push(m);
    }
  }
  return out;
}

/** The legal turns of §C5: with safe-moves on, those that do not get the player caught, unless all do. */
export function legalTurns(state: RobotsState): RobotsMove[] {
  const all = ruleTurns(state);
  if (!state.safeMoves) return all;
  const occ = occupancy(state.robots);
  const safe = all.filter((m) => !isCaughtBy(state, m, occ));
  return safe.length > 0 ? safe : all;
}

/** §C5 legality of one turn (cheaper than building the whole list when safe-moves is off). */
export function legalityError(state: RobotsState, move: RobotsMove): string | null {
  const err = turnError(state, move);
  if (err) return err;
  if (state.safeMoves && isCaughtBy(state, move) && ruleTurns(state).some((m) => !isCaughtBy(state, m))) {
    return 'the player would be caught (safe-moves is on and a safe turn exists)';
  }
  return null;
}
