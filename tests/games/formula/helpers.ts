import { formula } from '../../../src/games/formula/index.js';
import type { FormulaMove, FormulaRoad, FormulaState } from '../../../src/games/formula/index.js';

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

/** The §B6.1 road: seed 1, level 4, variable mode. */
export const b61 = (extra: Record<string, unknown> = {}): FormulaState => formula.setup({ seed: 1, level: 4, ...extra });

export const at = (d: number, c: number, v = 4, turn = 0, extra: Record<string, unknown> = {}): FormulaState =>
  formula.setup({ position: `1 4 variable 4 ${d} ${c} ${v} ${turn} run`, ...extra });

export const play = (s: FormulaState, text: string): FormulaState => formula.play(s, formula.parseMove(s, text));
export const where = (s: FormulaState): string => `(${s.d},${s.c}) v${s.v} ${s.status}`;

/** A hand-made road (for Arsac's figure 8): L by row and a set of trucks. */
export function customRoad(left: (d: number) => number, trucks: readonly [number, number][]): FormulaRoad {
  const set = new Set(trucks.map(([d, c]) => `${d},${c}`));
  return { left, obstacle: (d, c) => set.has(`${d},${c}`), guide: (d) => left(d) + 1 };
}

export const legal = (s: FormulaState): FormulaMove[] => [...formula.moves(s)].sort();
