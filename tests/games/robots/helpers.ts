import { robots } from '../../../src/games/robots/index.js';
import type { RobotsState } from '../../../src/games/robots/index.js';

export type XY = readonly [number, number];

/** A §A7 position from a list of squares (the hall has no crevasses unless listed, §A9). */
export function hallText(spec: {
  player?: XY | null;
  crevasses?: readonly XY[];
  robots?: readonly XY[];
  charges?: number;
  turn?: number;
  score?: number;
  T?: number;
  rng?: number;
}): string {
  const g: string[][] = Array.from({ length: 11 }, () => new Array<string>(18).fill('.'));
  g[5][0] = '+';
  if (spec.player) g[spec.player[1]][spec.player[0]] = 'X';
  for (const [x, y] of spec.robots ?? []) g[y][x] = 'R';
  for (const [x, y] of spec.crevasses ?? []) g[y][x] = '0';
  const rows = g.map((r) => r.join('')).join('/');
  // T = 0 leaves spawning out, as the worked examples do unless stated.
  return `${rows} ${spec.charges ?? 12} ${spec.turn ?? 0} ${spec.score ?? 0} ${spec.T ?? 0} ${spec.rng ?? 0}`;
}

export function hall(spec: Parameters<typeof hallText>[0], safeMoves: 'on' | 'off' = 'on'): RobotsState {
  return robots.setup({ position: hallText(spec), safeMoves });
}

export const cell = (x: number, y: number): number => y * 18 + x;
export const xy = (c: number): string => `(${c % 18},${Math.floor(c / 18)})`;

/** Robot squares of a state as (x,y) strings. */
export const robotSquares = (s: RobotsState): string[] => s.robots.map(xy);

export function playText(s: RobotsState, text: string): RobotsState {
  return robots.play(s, robots.parseMove(s, text));
}

export function expectCode(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  if (!err) throw new Error(`expected GameError ${code}, nothing was thrown`);
  const got = (err as { code?: string }).code;
  if (got !== code) throw new Error(`expected GameError ${code}, got ${got ?? String(err)}`);
}

export const legalSet = (s: RobotsState): string[] => robots.moves(s).map((m) => robots.formatMove(s, m)).sort();
