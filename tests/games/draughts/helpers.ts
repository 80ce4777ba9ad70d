import { draughts, type DraughtsMove, type DraughtsState } from '../../../src/games/draughts/index.js';

export const d = draughts;

export function at(variant: string, position?: string): DraughtsState {
  return d.setup({ variant, ...(position !== undefined ? { position } : {}) });
}

/** Canonical texts of the legal moves, sorted. */
export function moveTexts(s: DraughtsState): string[] {
  return d.moves(s).map((m) => d.formatMove(s, m)).sort();
}

/** Plays moves given as text. */
export function playAll(s: DraughtsState, texts: readonly string[]): DraughtsState {
  for (const t of texts) s = d.play(s, d.parseMove(s, t));
  return s;
}

export interface WalkOptions {
  /** Only moves by kings (no man moves). */
  readonly kingsOnly?: boolean;
  /** Which side plays a man move every `manEvery` plies (to break king-only runs). */
  readonly manEvery?: number;
  readonly seed?: number;
}

/**
 * Plays `plies` quiet moves that keep the material: no capture, no promotion,
 * no repeated position, and never leaving the opponent a capture. Returns every
 * state along the way (index 0 = start).
 */
export function quietWalk(start: DraughtsState, plies: number, opts: WalkOptions = {}): DraughtsState[] {
  let seed = opts.seed ?? 1;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  const isKing = (s: DraughtsState, m: DraughtsMove): boolean => d.pieces(s)[d.moveShape(s, m).from]?.kind === 'king';
  let budget = 50_000;
  // Depth-first with backtracking, so a dead end (every move unsafe) is left for another branch.
  const walk = (s: DraughtsState, ply: number): DraughtsState[] | null => {
    if (ply === plies) return [s];
    if (--budget < 0) return null;
    const wantMan = opts.manEvery !== undefined && ply % opts.manEvery === opts.manEvery - 1;
    const ms = d.moves(s).filter((m) => {
      if (m.captured.length > 0 || m.promotes) return false;
      if (wantMan) return !isKing(s, m);
      return opts.kingsOnly || opts.manEvery !== undefined ? isKing(s, m) : true;
    });
    for (let i = ms.length - 1; i > 0; i--) {
      const j = rand() % (i + 1);
      [ms[i], ms[j]] = [ms[j], ms[i]];
    }
    for (const m of ms) {
      const n = d.play(s, m);
      if (n.reps > 1 || d.moves(n).some((x) => x.captured.length > 0)) continue;
      const rest = walk(n, ply + 1);
      if (rest) return [s, ...rest];
    }
    return null;
  };
  const line = walk(start, 0);
  if (!line) throw new Error(`quietWalk: no quiet line of ${plies} plies from ${d.formatPosition(start)}`);
  return line;
}
