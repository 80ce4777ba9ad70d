import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '../../core/game.js';
import type { FormulaInfo, FormulaMove } from '../../games/formula/grid.js';
import type { Localize } from '../../ui/localize.js';
import { renderDaily, renderSoloPanel } from '../../ui/solo-panel.js';
import type { FormulaKey } from './strings.js';

export { soloPanelStyles } from '../../ui/solo-panel.styles.js';

/** The pad, row by row as drawn: accelerate on top, brake below (rules/arsac.md §B2). */
const PAD: readonly FormulaMove[] = ['AL', 'A', 'AR', 'L', '.', 'R', 'DL', 'D', 'DR'];
const PAD_GLYPH: Readonly<Record<FormulaMove, string>> = { AL: '↖', A: '↑', AR: '↗', L: '←', '.': '•', R: '→', DL: '↙', D: '↓', DR: '↘' };

/**
 * What the road's play panel draws from: the element's state and its actions. Handed in, so this
 * module imports neither the rules (which the worker's game code would split over) nor the element's.
 */
export interface FormulaPanel {
  readonly w: Localize<FormulaKey>;
  readonly info: FormulaInfo;
  readonly result: Outcome | null;
  /** The person may play now. */
  readonly playing: boolean;
  readonly readonly: boolean;
  /** The computer plays (`side="none"`). */
  readonly computerBoth: boolean;
  readonly showSpeed: boolean;
  /** The commands legal now. */
  readonly legal: ReadonlySet<FormulaMove>;
  readonly hint: { readonly busy: boolean; readonly note: string; readonly move: string | null; readonly onClick: () => void };
  /** The element's clock, for the daily note. */
  readonly now: Date;
  commandName(m: FormulaMove): string;
  command(m: FormulaMove): void;
  toggleSpeed(): void;
  newRoad(): void;
  replayRoad(): void;
}

/** The road's play panel (solo-panel.ts): the outcome, counters, pad and actions. */
export function formulaPanel(v: FormulaPanel): TemplateResult {
  const { w, info } = v;
  const end = info.status === 'done' ? 'wonText' : info.status === 'stall' ? 'stallText' : info.crash === 'truck' ? 'crashTruck' : 'crashRoad';
  return renderSoloPanel({
    outcome: v.result ? { won: info.status === 'done', text: w.t(end, { score: info.score }) } : null,
    counters: html`<span>${w.t('distance')} <b>${info.score}</b>${info.length > 0 ? html` / ${info.length}` : nothing}</span>
      <span>${w.t('speed')} <b class="speed">${v.showSpeed ? info.speed : w.t('speedHidden')}</b></span>
      <span>${w.t('seed')} <b class="seed">${info.seed}</b></span>
      ${renderDaily(w, info.seed, v.now)}`,
    pad: v.readonly
      ? null
      : PAD.map((m) => ({
          glyph: PAD_GLYPH[m],
          label: v.commandName(m),
          disabled: !v.playing || !v.legal.has(m),
          onClick: () => v.command(m),
          className: v.hint.move === m ? 'hinted' : '',
        })),
    padLabel: w.t('padLabel'),
    actions: html`<button type="button" aria-pressed=${v.showSpeed ? 'true' : 'false'} @click=${() => v.toggleSpeed()}>
        ${v.showSpeed ? w.t('hideSpeed') : w.t('showSpeed')}
      </button>
      <button type="button" ?disabled=${!!v.result || v.hint.busy || v.computerBoth} @click=${v.hint.onClick}>${w.t('hint')} (H)</button>
      <button type="button" @click=${() => v.newRoad()}>${w.t('newRoad')}</button>
      <button type="button" @click=${() => v.replayRoad()}>${w.t('replayRoad')}</button>`,
    busy: v.hint.busy ? w.t('hintThinking') : '',
    note: v.hint.note,
    keysHelp: w.t('keysHelp'),
  });
}
