import { engine, type DraughtsVariant, type Engine } from './rules.js';

/**
 * Leaf count at `depth` from a mailbox position, counted in bulk at depth 1 on
 * the variant's engine (make/unmake in place, no allocation). Draw rules are
 * ignored, as in the published tables (rules/draughts.md "Perft").
 */
export function perftBoard(variant: DraughtsVariant, board: ArrayLike<number>, side: number, depth: number): number {
  if (depth <= 0) return 1;
  const e = engine(variant);
  e.load(board);
  const top = e.top, capTop = e.capTop, pathTop = e.pathTop;
  try {
    return walk(e, side, depth);
  } finally {
    e.release(top, capTop, pathTop);
  }
}

function walk(e: Engine, side: number, depth: number): number {
  if (depth === 1) return e.count(side);
  const base = e.top, capTop = e.capTop, pathTop = e.pathTop;
  const n = e.generate(side, false);
  let sum = 0;
  for (let i = base; i < base + n; i++) {
    const v = e.make(i);
    sum += walk(e, 3 - side, depth - 1);
    e.unmake(i, v);
  }
  e.release(base, capTop, pathTop);
  return sum;
}
