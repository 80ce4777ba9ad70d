import { type EntryResult, type MoveEntry } from './move-entry.js';

/**
 * The steps of square-by-square move entry (see `MoveEntry`): a click on a square, Escape, Enter. A click on
 * the final square of exactly one candidate completes the move at once. Loaded with what turns events into
 * moves (input-events.ts): a board's first drawing only reads the entry.
 */

const NONE: EntryResult = { kind: 'none' };

function last<T>(xs: readonly T[]): T {
  return xs[xs.length - 1];
}
function play(index: number): EntryResult {
  return { kind: 'play', index };
}

/** A click (or Enter) on `cell`. */
export function entryClick(entry: MoveEntry, cell: number): EntryResult {
  const e = entry.entered;
  const seqs = entry.moves;
  if (e.length === 0) {
    if (entry.movable().has(cell)) return entry.set([cell]);
    // Only the destination clicked: fine when exactly one move ends there.
    const ending = seqs.map((s, i) => (last(s) === cell ? i : -1)).filter((i) => i >= 0);
    return ending.length === 1 ? play(ending[0]) : NONE;
  }
  if (cell === last(e)) {
    if (e.length === 1) return entry.set([], 'cancel');
    const done = entry.completeIndex(e);
    return done >= 0 ? play(done) : NONE;
  }
  const next = [...e, cell];
  const cands = entry.candidates(next);
  if (cands.length > 0) {
    const done = entry.completeIndex(next);
    const longer = cands.filter((i) => seqs[i].length > next.length);
    if (done >= 0 && longer.length === 0) return play(done);
    if (done < 0 && cands.length === 1) return play(cands[0]);
    entry.set(next);
    return done >= 0 ? { kind: 'choose' } : { kind: 'select' };
  }
  // A square further along: the final square of exactly one remaining move.
  const ending = entry.live().filter((i) => last(seqs[i]) === cell);
  if (ending.length === 1) return play(ending[0]);
  if (ending.length > 1) return NONE;
  if (entry.movable().has(cell)) return entry.set([cell]);
  return entry.set([], 'cancel');
}

/** Escape: takes back the last entered square, then cancels the selection. */
export function entryBack(entry: MoveEntry): EntryResult {
  if (entry.entered.length === 0) return NONE;
  const rest = entry.entered.slice(0, -1);
  return entry.set(rest, rest.length === 0 ? 'cancel' : 'select');
}

/** Enter while the entered squares are a complete move that could go on: stop here. */
export function entryConfirm(entry: MoveEntry): EntryResult {
  const done = entry.completeIndex(entry.entered);
  return entry.entered.length >= 2 && done >= 0 ? play(done) : NONE;
}
