import { css, html, nothing, type TemplateResult } from 'lit';
import { COLOUR_LETTERS, COLOUR_NAMES } from '../../games/kamisado/geometry.js';
import type { Duty, KamisadoState, MatchScore, RoundResult } from '../../games/kamisado/grid.js';
import type { Localize } from '../../ui/localize.js';
import type { KamisadoKey } from './strings.js';

const SIDE_KEYS = ['black', 'gold'] as const;

/**
 * What Kamisado's part of the status line draws from: the position on show and what the element
 * works out of it (the rules' own functions stay out of this module, which the worker's game code
 * would otherwise split over).
 */
export interface KamisadoStatus {
  readonly w: Localize<KamisadoKey>;
  readonly s: KamisadoState;
  /** The position before the last move (none at the start). */
  readonly prev: KamisadoState | undefined;
  /** What the last move was: a fill choice, a re-entry, any other move, or none. */
  readonly last: 'FL' | 'FR' | 'reenter' | 'move' | '';
  readonly over: boolean;
  /** The position on show is the line's last. */
  readonly atEnd: boolean;
  readonly score: MatchScore;
  readonly duty: Duty;
  readonly rounds: readonly RoundResult[];
  /** The person may play now. */
  readonly mine: boolean;
  /** A tower may re-enter among the legal moves. */
  readonly reentry: boolean;
  colourText(c: number): string;
  towerText(side: string, kind: string): string;
  cellName(cell: number): string;
  fill(move: 'FL' | 'FR'): void;
}

/**
 * Kamisado's part of the status line: the match's score and rounds, the tower that must move, the
 * news of the last move, the re-entry hint and the Defender's fill choice. Drawn in the status line,
 * so loaded with it.
 */
export function kamisadoStatus(v: KamisadoStatus): TemplateResult {
  const { w, s, score: sc, duty: d } = v;
  const match = s.rules.target > 1;
  const turnSide = w.sideName(SIDE_KEYS[s.side]);
  let dutyLine: unknown = nothing;
  if (d.kind === 'tower' && !v.over) {
    const name = COLOUR_NAMES[d.colour];
    dutyLine = html`<span class="k-duty"
      ><span class="k-swatch k-${name}">${COLOUR_LETTERS[d.colour]}</span>${w.t('k.mustMove', { side: turnSide, colour: v.colourText(d.colour), square: v.cellName(d.cell) })}</span
    >`;
  } else if (d.kind === 'free' && !v.over) {
    dutyLine = html`<span class="k-duty">${w.t('k.free', { side: turnSide })}</span>`;
  }
  let fillLine: unknown = nothing;
  if (d.kind === 'fill' && v.atEnd) {
    fillLine = html`<div part="fill-choice" class="k-fill" role="group" aria-label=${w.t('k.fillWait', { side: turnSide })}>
      <span>${w.t(v.mine ? 'k.fillAsk' : 'k.fillWait', { side: turnSide })}</span>
      ${v.mine
        ? html`<button class="btn text" type="button" data-fill="FL" @click=${() => v.fill('FL')}>⇤ ${w.t('k.fillLeft')}</button>
            <button class="btn text" type="button" data-fill="FR" @click=${() => v.fill('FR')}>${w.t('k.fillRight')} ⇥</button>`
        : nothing}
    </div>`;
  }
  const rounds = v.rounds;
  return html`<div class="k-info">
    ${match
      ? html`<span part="match" class="k-score">
          ${s.rules.nonStop ? nothing : html`<span>${w.t('k.round', { n: sc.round })}</span>`}
          <span class="k-chip black" aria-hidden="true"></span>${w.sideName('black')} ${w.t('k.score', { black: sc.black, gold: sc.gold })}
          ${w.sideName('gold')}<span class="k-chip gold" aria-hidden="true"></span>
          <span class="muted">(${w.t('k.target', { n: sc.target })})</span>
        </span>`
      : nothing}
    ${dutyLine}
    <span class="k-news" role="status" aria-live="polite">${newsText(v)}</span>
    ${v.mine && v.reentry ? html`<span class="muted">${w.t('k.reentryHint')}</span>` : nothing} ${fillLine}
    ${match && rounds.length > 0 && !s.rules.nonStop
      ? html`<ul class="k-rounds" aria-label=${w.t('k.rounds')}>
          ${rounds.map((r) => html`<li>${w.t('k.roundLine', { n: r.round, side: w.sideName(r.winner), points: r.points })}</li>`)}
        </ul>`
      : nothing}
  </div>`;
}

/** What just happened that the board alone does not say: passes, a round's end, a regroup, a non-stop point. */
function newsText(v: KamisadoStatus): string {
  const { w, s, prev } = v;
  if (!prev || !v.last) return '';
  const parts: string[] = [];
  const regroup = v.last === 'FL' || v.last === 'FR';
  if (regroup && s.ply === 0) {
    parts.push(w.t(v.last === 'FL' ? 'k.filled.FL' : 'k.filled.FR', { side: w.sideName(SIDE_KEYS[prev.side]), n: s.round, loser: w.sideName(SIDE_KEYS[s.side]) }));
  }
  const scored = s.results.length > prev.results.length ? s.results[s.results.length - 1] : null;
  if (scored && v.last === 'reenter') {
    parts.push(
      w.t('k.goalPoint', {
        side: w.sideName(scored.winner),
        tower: v.towerText(scored.winner, scored.tower ?? ''),
        square: v.cellName(scored.cell),
        black: scored.score[0],
        gold: scored.score[1],
      }),
    );
  }
  // Passes come from the rules after the move (§3.3): name each blocked tower.
  for (const cell of s.passes) {
    const t = s.buf[cell];
    parts.push(w.t('k.pass', { side: w.sideName(SIDE_KEYS[t >> 3]), colour: v.colourText(t & 7), square: v.cellName(cell) }));
  }
  if (scored && !regroup && !s.rules.nonStop) {
    parts.push(
      w.t('k.roundWon', {
        side: w.sideName(scored.winner),
        n: scored.round,
        reason: w.reason({ winner: scored.winner, reason: scored.reason }),
        points: scored.points,
        tower: v.towerText(scored.winner, scored.tower ?? ''),
        black: scored.score[0],
        gold: scored.score[1],
      }),
    );
  }
  return parts.join('. ');
}

/** Its look (the match information under the status line), added to the element's sheets when it is first drawn (see `addLateStyles`). */
export const statusExtraStyles = css`
  .k-info {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 14px;
  }
  .k-score {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .k-chip {
    width: 12px;
    height: 12px;
    border-radius: 3px;
    border: 1px solid rgba(0, 0, 0, 0.6);
  }
  .k-chip.black {
    background: var(--_k-black);
  }
  .k-chip.gold {
    background: var(--_k-gold);
  }
  .k-duty {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .k-swatch {
    width: 14px;
    height: 14px;
    border-radius: 3px;
    border: 1px solid rgba(0, 0, 0, 0.5);
    display: inline-grid;
    place-items: center;
    font: 700 9px/1 system-ui, sans-serif;
  }
  .k-news {
    color: var(--_accent);
    font-weight: 600;
  }
  .k-news:empty {
    display: none;
  }
  .k-fill {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_accent) 10%, var(--_surface));
    border: 1px solid color-mix(in srgb, var(--_accent) 40%, var(--_border));
  }
  .k-fill .btn {
    font-weight: 600;
  }
  .k-rounds {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 2px 10px;
    color: var(--_muted);
    font-size: 12px;
  }
`;
