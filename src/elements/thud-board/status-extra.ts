import { css, html } from 'lit';
import type { ThudMove, ThudState } from '../../games/thud/grid.js';
import type { Localize } from '../../ui/localize.js';
import type { Entry } from './entry.js';
import type { ThudKey } from './strings.js';
import type { THUD_BOARD_TUNING } from './thud-board.js';

/**
 * Thud's own part of the status line: the score (`score`, the pieces' values on the board), the
 * battle of a match, the quiet clock or the Koom Valley rank, and `hint`, what the entry in progress
 * may do still. Drawn in the status line, so loaded with it. It imports no game code (which would
 * split the worker's) nor the element's module (`T`, its tuning, is handed in).
 */
export function thudStatus(
  w: Localize<ThudKey>,
  T: typeof THUD_BOARD_TUNING,
  st: ThudState,
  over: boolean,
  score: { readonly d: number; readonly t: number },
  hint: string,
): unknown[] {
  const bits: unknown[] = [];
  if (st.config.variant === 'classic') {
    bits.push(html`<span class="score">${w.t('score', score)}</span>`);
    if (st.config.match === 'two-battle') {
      const first = st.firstBattle ? ` (${w.t('firstBattle', { d: st.firstBattle.score.dwarfs, t: st.firstBattle.score.trolls })})` : '';
      bits.push(html`<span>${w.t('battleOf', { n: st.battle })}${first}</span>`);
    }
    if (st.clock >= T.clockShownFrom && !over) bits.push(html`<span class="muted">${w.t('quiet', { n: st.clock })}</span>`);
  } else {
    const rank = st.rock >= 0 ? T.goalRank - Math.floor(st.rock / T.goalRank) : 0;
    const best = st.rockMax > rank ? ` (${w.t('bestRank', { r: st.rockMax })})` : '';
    bits.push(html`<span class="score">${w.t(st.config.variant === 'koom-valley' ? 'rockRank' : 'ballRank', { r: rank, goal: T.goalRank })}${best}</span>`);
    if (st.clock >= T.clockShownFrom && !over) bits.push(html`<span class="muted">${w.t('quietKv', { n: st.clock })}</span>`);
  }
  if (hint) bits.push(html`<span class="hint">${hint}</span>`);
  return bits;
}

/**
 * What more the entry in progress (`entered`, on a board the person plays) may do: take dwarfs, or jump
 * on. `cands`: the entries that go on from it (`continuing`, from the element's module).
 */
export function entryHint(w: Localize<ThudKey>, moves: readonly ThudMove[], cands: readonly Entry[], entered: readonly number[], trollCapture: string): string {
  const n = entered.length;
  if (n < 2 || cands.length === 0) return '';
  if (moves[cands[0].move].kind === 'trample') return w.t('hintChain');
  if (trollCapture !== 'one') return w.t('hintCaptureAll');
  // A dwarf already picked: another marked one makes it the shove that takes them all.
  if (n >= 3) return w.t('hintTakeAll');
  return w.t(cands.some((e) => e.seq.length > n + 1) ? 'hintCaptureOne' : 'hintCaptureOneOnly');
}

/** Its look, added to the element's sheets when it is first drawn (see `addLateStyles`). */
export const statusExtraStyles = css`
  .status .score {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .status .hint {
    color: var(--_accent);
  }
`;
