/**
 * Kamisado (rules/kamisado.md) as a page plays and draws it (a `GridGame`): its start (grid-start.ts) with the
 * rules; no records (record.ts's `kamisadoRecords`, which <kamisado-board> loads a turn after its board), no move
 * counter (perft) and no search (index.ts adds them for the headless API; <kamisado-board>'s computer searches in a
 * worker).
 */
import type { GridGame } from '../../core/board.js';
import { FORWARD, cellName as squareName } from './geometry.js';
import { kamisadoRules, searchHorizon } from './game.js';
import { kamisadoGridStart } from './grid-start.js';
import { formatMove } from './notation.js';
import { KIND_PUSH, RANK, playMove, pushCount, type KamisadoMove, type KamisadoState } from './rules.js';

export * from './grid-start.js';
export { kamisadoRules, searchHorizon } from './game.js';

/** The whole game: the start's board and towers with the rules' moves. Moves are numbers; states are immutable. */
export const kamisadoGridGame: GridGame<KamisadoState, KamisadoMove> = { ...kamisadoGridStart, ...kamisadoRules };

// ---------------------------------------------------------------- helpers for the element, once the rules are here

/** The automatic passes (`c3-c3`) the engine wrote right after the move that led to `s` (§3.3). */
export function lastPasses(s: KamisadoState): string[] {
  return s.passes.map((c) => `${squareName(c)}-${squareName(c)}`);
}

/** A move as written in the record: the move and the passes it caused. */
export function writtenMoves(s: KamisadoState, m: KamisadoMove): string[] {
  return [formatMove(m), ...lastPasses(playMove(s, m))];
}

/** Cells of the towers a push moves, nearest first (rules/kamisado.md §4, §7); empty for any other move. */
export function pushedCells(s: KamisadoState, m: KamisadoMove): number[] {
  if (((m >> 12) & 7) !== KIND_PUSH) return [];
  const from = m & 63;
  const to = (m >> 6) & 63;
  const dc = (to & 7) - (from & 7);
  const n = pushCount(s.buf, s.rules, s.side, from, dc, s.buf[RANK + s.buf[from]]);
  const step = FORWARD[s.side] * 8 + dc;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(to + i * step);
  return out;
}

/** `s` as the computer searches it: the end of the current round is a leaf (see `searchHorizon`). */
export function searchView(s: KamisadoState): KamisadoState {
  return s.rules.nonStop ? s : { ...s, rules: { ...s.rules, horizonRound: searchHorizon(s) } };
}
