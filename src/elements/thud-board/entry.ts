import type { MoveShape } from '../../core/board.js';
import type { ThudMove } from '../../games/thud/grid.js';
import type { InputShapes } from '../../ui/recipe.js';

/** One way of entering a move: the squares to click, and the index of the legal move it plays. */
export interface Entry {
  readonly seq: readonly number[];
  readonly move: number;
}

/**
 * How Thud's moves are entered square by square. Moves on the same squares differ in what they
 * take (classic troll steps, rules/thud.md §3): the plain one is entered as is, a capture by one
 * more click on a dwarf it takes; under `troll-capture="one"` the shove that takes every neighbour
 * is a click on one marked dwarf and then another.
 */
export function thudEntries(moves: readonly ThudMove[], shapes: readonly MoveShape[]): Entry[] {
  const groups = new Map<string, number[]>();
  shapes.forEach((sh, i) => {
    const k = [sh.from, ...sh.path].join(',');
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  const entries: Entry[] = [];
  for (const g of groups.values()) {
    const base = [shapes[g[0]].from, ...shapes[g[0]].path];
    if (g.length === 1) {
      entries.push({ seq: base, move: g[0] });
      continue;
    }
    const singles = g.some((i) => moves[i].captured.length === 1);
    for (const i of g) {
      const caps = moves[i].captured;
      if (caps.length === 0) entries.push({ seq: base, move: i });
      else if (caps.length === 1 || !singles) for (const x of caps) entries.push({ seq: [...base, x], move: i });
      else for (const x of caps) for (const y of caps) if (x !== y) entries.push({ seq: [...base, x, y], move: i });
    }
  }
  return entries;
}

/** The entries as input shapes for the board's move entry. */
export function entryShapes(entries: readonly Entry[]): InputShapes {
  return {
    shapes: entries.map((e) => ({ from: e.seq[0], path: e.seq.slice(1), captured: [] })),
    moveOf: entries.map((e) => e.move),
  };
}

/** Entries that go on from the squares entered so far (longer than them). */
export function continuing(entries: readonly Entry[], entered: readonly number[]): Entry[] {
  const n = entered.length;
  return entries.filter((e) => e.seq.length > n && entered.every((c, i) => e.seq[i] === c));
}
