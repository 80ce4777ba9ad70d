/**
 * Seeded random playouts with invariant checks (shared by the per-variant playout tests).
 * Cheap checks run at every ply; the costlier round trips run on a sample of plies.
 */
import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { LIMITS, thud, type ThudMove, type ThudState } from '../../../src/games/thud/index.js';

/** How often the expensive checks run. */
const SAMPLE = { positionEvery: 23, allMovesEvery: 97 } as const;

const REASONS = new Set(['no-moves', 'repetition', 'capture-clock', 'ply-limit', 'progress-clock', 'rock-home', 'trolls-surround']);

export interface PlayoutStats {
  games: number;
  plies: number;
  reasons: Record<string, number>;
  winners: Record<string, number>;
  /** Games that ended as a two-battle match (the outcome carries the players' totals). */
  matches: number;
}

/** Dwarfs, trolls and fixed pieces (Thudstone / Rock) on the board: from the drawn view, or the raw grid (fast). */
function countBoard(s: ThudState, view = false): [number, number, number] {
  let d = 0;
  let t = 0;
  let other = 0;
  if (view) {
    for (const p of thud.pieces(s)) {
      if (!p) continue;
      if (p.kind === 'dwarf') d++;
      else if (p.kind === 'troll') t++;
      else other++;
    }
    return [d, t, other];
  }
  const b = s.board;
  for (let i = 0; i < 225; i++) {
    const p = b[i];
    if (p === 1) d++;
    else if (p === 2) t++;
    else if (p === 3 || p === 4) other++;
  }
  return [d, t, other];
}

function checkRoundTrip(s: ThudState, options: Record<string, unknown>): void {
  const text = thud.formatPosition(s);
  const back = thud.setup({ ...options, position: text });
  if (thud.formatPosition(back) !== text) throw new Error(`position round trip failed: ${text}`);
  if (thud.hash(back) !== thud.hash(s)) throw new Error(`hash differs after reload: ${text}`);
}

function checkMoveText(s: ThudState, m: ThudMove): void {
  const text = thud.formatMove(s, m);
  if (thud.parseMove(s, text) !== m) throw new Error(`parseMove(formatMove(m)) !== m for ${text}`);
}

/** Orders moves by what they are (squares, kind, captures, landings), so that two lists of the same moves line up. */
function byIdentity(a: ThudMove, b: ThudMove): number {
  return a.from - b.from || a.to - b.to || a.kind.localeCompare(b.kind) || compareLists(a.captured, b.captured) || compareLists(a.hops ?? [], b.hops ?? []);
}
function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** The capture search's hook lists exactly the captures and wins among all moves (in any order). */
function checkNoisyMoves(s: ThudState, list: readonly ThudMove[]): void {
  const want = list.filter((x) => thud.isNoisy(s, x)).sort(byIdentity);
  const got = thud.noisyMoves!(s).slice().sort(byIdentity);
  if (want.length !== got.length || want.some((m, i) => byIdentity(m, got[i]) !== 0 || m.win !== got[i].win)) {
    const texts = (moves: readonly ThudMove[]) => moves.map((x) => thud.formatMove(s, x)).join(' ');
    throw new Error(`noisyMoves differs from the noisy moves in ${thud.formatPosition(s)}: ${texts(got)} instead of ${texts(want)}`);
  }
}

/** Plays `games` random games from the variant's start; throws on the first broken invariant. */
export function playouts(options: Record<string, unknown>, games: number, seed: number): PlayoutStats {
  const rnd = mulberry32(seed);
  const stats: PlayoutStats = { games: 0, plies: 0, reasons: {}, winners: {}, matches: 0 };
  const variant = (options.variant as string) ?? 'classic';
  const clockMax = variant === 'classic' ? LIMITS.captureClock : LIMITS.progressClock;
  let ply = 0;
  for (let g = 0; g < games; g++) {
    let s = thud.setup(options);
    let [dwarfs, trolls, fixed] = countBoard(s, true);
    expect(fixed).to.equal(1);
    while (!thud.outcome(s)) {
      const list = thud.moves(s);
      if (list.length === 0) throw new Error(`no moves but no outcome: ${thud.formatPosition(s)}`);
      const m = list[rnd() % list.length];
      ply++;
      checkNoisyMoves(s, list);
      if (ply % SAMPLE.allMovesEvery === 0) {
        const texts = list.map((x) => thud.formatMove(s, x));
        if (new Set(texts).size !== texts.length) throw new Error(`a move is listed twice: ${thud.formatPosition(s)}`);
        for (const x of list) checkMoveText(s, x);
      } else checkMoveText(s, m);
      if (ply % SAMPLE.positionEvery === 0) checkRoundTrip(s, options);
      // Before: the mover's own piece on `from`, opponents on the captured cells, `to` free (or the troll a hurl takes).
      // Raw codes: 0 empty, 1 dwarf, 2 troll, 4 Rock.
      const b = s.board;
      const own = s.side === 0 ? 1 : 2;
      const foe = s.side === 0 ? 2 : 1;
      if (b[m.from] !== own && !(b[m.from] === 4 && s.side === 0)) throw new Error(`moving a piece that is not the mover's: ${thud.formatMove(s, m)}`);
      for (const x of m.captured) if (b[x] !== foe) throw new Error(`capturing a non-enemy: ${thud.formatMove(s, m)}`);
      if (b[m.to] !== 0 && !(m.kind === 'hurl' && m.captured[0] === m.to) && !(m.kind === 'trample' && m.to === m.from)) throw new Error(`landing on a piece: ${thud.formatMove(s, m)}`);
      const snapshot = { board: s.board.slice(), hash: s.hash, ply: s.ply, clock: s.clock, text: ply % SAMPLE.positionEvery === 0 ? thud.formatPosition(s) : '' };
      const next = thud.play(s, m);
      // play() leaves its input alone.
      if (s.hash !== snapshot.hash || s.ply !== snapshot.ply || s.clock !== snapshot.clock) throw new Error('play() changed its input');
      for (let i = 0; i < 225; i++) if (s.board[i] !== snapshot.board[i]) throw new Error('play() changed the input board');
      if (snapshot.text && thud.formatPosition(s) !== snapshot.text) throw new Error('play() changed the input position');
      if (next.battle !== s.battle) {
        // Two-battle match: battle 2 begins from the setup.
        s = next;
        [dwarfs, trolls] = countBoard(s);
        continue;
      }
      const [d, t, f] = countBoard(next, ply % SAMPLE.positionEvery === 0);
      if (f !== 1) throw new Error('the Thudstone or Rock vanished or doubled');
      if (d !== next.dwarfs || t !== next.trolls) throw new Error('piece counters disagree with the board');
      if (d > dwarfs || t > trolls) throw new Error('a piece count rose');
      if (dwarfs - d + (trolls - t) !== m.captured.length) throw new Error('captures and count changes disagree');
      if (next.ply !== s.ply + 1) throw new Error('ply did not advance by one');
      if (next.clock > clockMax || next.ply > LIMITS.plyCap) throw new Error('a counter passed its limit');
      if (next.clock !== 0 && next.clock !== s.clock + 1) throw new Error('clock neither reset nor advanced');
      if (variant !== 'classic' && next.rockMax < s.rockMax) throw new Error('rockMax fell');
      dwarfs = d;
      trolls = t;
      s = next;
    }
    checkRoundTrip(s, options);
    const o = thud.outcome(s)!;
    if (!REASONS.has(o.reason)) throw new Error(`unknown end reason ${o.reason}`);
    if (thud.moves(s).length !== 0) throw new Error('moves listed after the end');
    if ((o as { match?: unknown }).match) stats.matches++;
    stats.games++;
    stats.plies += s.ply;
    stats.reasons[o.reason] = (stats.reasons[o.reason] ?? 0) + 1;
    const w = String(o.winner);
    stats.winners[w] = (stats.winners[w] ?? 0) + 1;
  }
  return stats;
}
