/**
 * Test helpers for Thud: positions built from piece lists by an encoder written
 * here (independent of the engine's formatter), and move lists as strings.
 */
import { thud, type ThudState } from '../../../src/games/thud/index.js';

const SPANS: Record<number, [number, number]> = {
  1: [5, 9], 15: [5, 9], 2: [4, 10], 14: [4, 10], 3: [3, 11], 13: [3, 11], 4: [2, 12], 12: [2, 12], 5: [1, 13], 11: [1, 13],
};

export interface Placement {
  d?: string;
  t?: string;
  /** The Rock or ball square (Koom Valley variants); defaults to h8. */
  rock?: string;
  side?: 'd' | 't';
  clock?: number;
  ply?: number;
  rockMax?: number;
}

/** Position string for `variant` with the given pieces (space-separated squares). */
export function position(variant: string, p: Placement): string {
  const at = new Map<string, string>();
  for (const sq of (p.d ?? '').split(/\s+/).filter(Boolean)) at.set(sq, 'd');
  for (const sq of (p.t ?? '').split(/\s+/).filter(Boolean)) at.set(sq, 'T');
  if (variant === 'classic') at.set('h8', 'X');
  else at.set(p.rock ?? 'h8', 'R');
  const ranks: string[] = [];
  for (let rank = 15; rank >= 1; rank--) {
    const [a, b] = SPANS[rank] ?? [0, 14];
    let out = '';
    let gap = 0;
    for (let col = a; col <= b; col++) {
      const ch = at.get('abcdefghijklmno'[col] + rank);
      if (!ch) {
        gap++;
        continue;
      }
      if (gap) out += gap;
      gap = 0;
      out += ch;
    }
    if (gap) out += gap;
    ranks.push(out);
  }
  const clock = p.clock ?? 0;
  const fields = [ranks.join('/'), p.side ?? 'd', String(clock), String(p.ply ?? clock)];
  if (variant !== 'classic') fields.push(String(p.rockMax ?? Math.max(8, Number((p.rock ?? 'h8').slice(1)))));
  return fields.join(' ');
}

export function load(variant: string, p: Placement, extra: Record<string, unknown> = {}): ThudState {
  return thud.setup({ variant, position: position(variant, p), ...extra });
}

export function moveTexts(s: ThudState): string[] {
  return thud.moves(s).map((m) => thud.formatMove(s, m));
}

export function sorted(list: readonly string[]): string[] {
  return [...list].sort();
}

/** Moves after which the mover has won. */
export function winningMoves(s: ThudState): string[] {
  const side = thud.turn(s);
  return thud
    .moves(s)
    .filter((m) => thud.outcome(thud.play(s, m))?.winner === side)
    .map((m) => thud.formatMove(s, m));
}

/** The position after up to `plies` random moves from `config`'s start (fewer if the game ends), moves picked by `rnd`. */
export function randomWalk(config: Parameters<typeof thud.setup>[0], rnd: () => number, plies: number): ThudState {
  let s = thud.setup(config);
  for (let p = 0; p < plies && !thud.outcome(s); p++) {
    const ms = thud.moves(s);
    s = thud.play(s, ms[rnd() % ms.length]);
  }
  return s;
}
