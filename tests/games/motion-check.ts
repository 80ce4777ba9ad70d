/**
 * The invariants every game's motion plan keeps (src/core/motion.ts), checked on any move, and a
 * seeded random playout that checks them at every ply. Shared by tests/games/<game>/motion.test.ts.
 */
import type { BoardMotion, GridGame, PieceView } from '../../src/core/board.js';
import { mulberry32 } from '../../src/core/random.js';
import type { MotionPlan } from '../../src/core/motion.js';

/** A plain check: chai's expect is too slow for the inner loop of a playout. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

const show = (p: PieceView | null | undefined): string => (p ? `${p.side} ${p.kind}` : 'nothing');

/**
 * Throws unless `plan` is a sound plan of a move from `before` to `after`:
 * - every slide has two cells or more, starts on a cell holding a piece before the move and ends
 *   on a cell holding a piece of the same side after it; no cell ends two slides;
 * - every vanish names the very piece `pieces(before)` had on its cell; every appear's cell holds a
 *   piece after the move;
 * - every cell is on the board; every time, duration, hold and scroll is ≥ 0;
 * - unless the view scrolls, nothing changes unseen: a cell emptied by the move starts a slide or
 *   holds a vanish, and a cell filled by it ends a slide or holds an appear.
 */
export function checkPlan<S, M>(game: GridGame<S, M>, before: S, after: S, plan: MotionPlan, where: string): void {
  const was = game.pieces(before);
  const now = game.pieces(after);
  const cells = now.length;
  const onBoard = (c: number): boolean => Number.isInteger(c) && c >= 0 && c < cells;
  const time = (x: number | undefined): boolean => x === undefined || (Number.isFinite(x) && x >= 0);
  const starts = new Set<number>();
  const ends = new Set<number>();
  const vanished = new Set<number>();
  const appeared = new Set<number>();
  for (const t of plan.tracks) {
    const at = `${JSON.stringify(t)} in ${where}`;
    check(time(t.at) && time(t.steps), `times are ≥ 0: ${at}`);
    if (t.kind === 'slide') {
      check(t.path.length >= 2 && t.path.every(onBoard), `a slide runs over two board cells or more: ${at}`);
      const a = t.path[0];
      const b = t.path[t.path.length - 1];
      check(was[a] !== null, `a slide starts on a piece (found nothing on ${a} before): ${at}`);
      check(now[b] !== null && now[b]!.side === was[a]!.side, `a slide ends on a piece of its side (${show(was[a])} → ${show(now[b])}): ${at}`);
      check(!ends.has(b), `no cell ends two slides (${b}): ${at}`);
      starts.add(a);
      ends.add(b);
    } else if (t.kind === 'vanish') {
      check(onBoard(t.cell) && (t.to === undefined || onBoard(t.to)), `a vanish is on the board: ${at}`);
      const p = was[t.cell];
      check(p !== null && p.side === t.piece.side && p.kind === t.piece.kind, `a vanish names the piece that stood there (${show(p)}): ${at}`);
      vanished.add(t.cell);
    } else {
      check(onBoard(t.cell) && now[t.cell] !== null, `an appear's cell holds a piece after the move: ${at}`);
      appeared.add(t.cell);
    }
  }
  check(time(plan.hold), `the hold is ≥ 0: ${where}`);
  if (plan.scroll) {
    check(Number.isInteger(plan.scroll.rows) && plan.scroll.rows > 0 && plan.scroll.keep >= 0, `a scroll moves by whole rows: ${where}`);
    return;
  }
  for (let c = 0; c < cells; c++) {
    if (was[c] !== null && now[c] === null) check(starts.has(c) || vanished.has(c), `the piece on ${c} (${show(was[c])}) leaves unseen: ${where}`);
    if (was[c] === null && now[c] !== null) check(ends.has(c) || appeared.has(c), `the piece on ${c} (${show(now[c])}) comes unseen: ${where}`);
  }
}

export interface PlayoutCount {
  games: number;
  moves: number;
  /** Tracks seen by kind (`slide`, `vanish:fade`, `appear`, …), with `scroll` and `hold`. */
  readonly seen: Record<string, number>;
}

/**
 * Plays `games` seeded random games of at most `maxPlies` plies, each from `start(g)`, checking
 * `game.motion` at every move (and `extra` when given); returns what the plans contained.
 */
export function motionPlayouts<S, M>(
  game: GridGame<S, M> & BoardMotion<S, M>,
  opts: {
    readonly games: number;
    readonly maxPlies: number;
    readonly seed: number;
    readonly start: (g: number) => S;
    readonly extra?: (before: S, move: M, after: S, plan: MotionPlan, where: string) => void;
  },
): PlayoutCount {
  const count: PlayoutCount = { games: 0, moves: 0, seen: {} };
  const note = (k: string): void => {
    count.seen[k] = (count.seen[k] ?? 0) + 1;
  };
  for (let g = 0; g < opts.games; g++) {
    const rnd = mulberry32(opts.seed + g);
    let s = opts.start(g);
    count.games++;
    for (let ply = 0; ply < opts.maxPlies; ply++) {
      const ms = game.moves(s);
      if (ms.length === 0) break;
      const m = ms[rnd() % ms.length];
      const next = game.play(s, m);
      const where = `${game.name} game ${g} ply ${ply}: ${game.formatMove(s, m)} from ${game.formatPosition(s)}`;
      const plan = game.motion(s, m, next);
      checkPlan(game, s, next, plan, where);
      opts.extra?.(s, m, next, plan, where);
      for (const t of plan.tracks) note(t.kind === 'vanish' ? `vanish:${t.effect ?? 'fade'}` : t.kind);
      if (plan.scroll) note('scroll');
      if (plan.hold) note('hold');
      count.moves++;
      s = next;
    }
  }
  return count;
}
