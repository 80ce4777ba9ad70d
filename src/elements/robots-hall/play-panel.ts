import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Outcome } from '../../core/game.js';
import type { RobotsInfo } from '../../games/robots/grid-start.js';
import type { Localize } from '../../ui/localize.js';
import { renderDaily, renderSoloPanel, type PadKey } from '../../ui/solo-panel.js';
import type { RobotsKey } from './strings.js';
import { stepDirection } from './words.js';

export { soloPanelStyles } from '../../ui/solo-panel.styles.js';

/** Stay in place: the pad's middle key (robots-hall.ts's `STAY`, rules/arsac.md §A6 `.`). */
const STAY = -1;
/** Directions as the pad shows them, row by row (§A1 order N NE E SE S SW W NW, STAY in the middle). */
const PAD_ORDER = [7, 0, 1, 6, STAY, 2, 5, 4, 3];
const GLYPHS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];
/** The legend under the hall: each piece as drawn, and its key in the strings. */
const LEGEND: readonly { readonly kind: string; readonly side: string; readonly key: RobotsKey }[] = [
  { kind: 'player', side: 'player', key: 'legend.player' },
  { kind: 'robot', side: 'robots', key: 'legend.robot' },
  { kind: 'crevasse', side: 'hall', key: 'legend.crevasse' },
  { kind: 'exit', side: 'hall', key: 'legend.exit' },
];

/**
 * What the hall's play panel draws from: the element's state and its actions. Handed in, so this
 * module imports neither the rules (which the worker's game code would split over) nor the element's.
 */
export interface RobotsPanel {
  readonly w: Localize<RobotsKey>;
  readonly info: RobotsInfo;
  readonly result: Outcome | null;
  /** The person may play now. */
  readonly playing: boolean;
  /** Halls escaped in the campaign before this one. */
  readonly halls: number;
  readonly campaign: boolean;
  readonly readonly: boolean;
  /** The computer plays (`side="none"`). */
  readonly computerBoth: boolean;
  /** The disintegrator is armed for the next direction. */
  readonly armed: boolean;
  readonly note: string;
  readonly hint: { readonly busy: boolean; readonly note: string; readonly onClick: () => void };
  /** Robots per level (`ROBOTS_LEVELS`). */
  readonly levels: readonly { readonly robots: number }[];
  /** The element's clock, for the daily note. */
  readonly now: Date;
  drawPiece(piece: { readonly kind: string; readonly side: string }): SVGTemplateResult;
  direction(d: number): void;
  toggleArm(): void;
  nextHall(): void;
  newHall(): void;
  replayHall(): void;
  readonly onCommand: (e: Event) => void;
}

/** The hall's play panel (solo-panel.ts): the outcome, counters, legend, pad, actions and the command box. */
export function robotsPanel(v: RobotsPanel): TemplateResult {
  const { w, info, result } = v;
  const won = !!result?.winner;
  const halls = v.halls + (won ? 1 : 0);
  let outcome: { won: boolean; text: unknown } | null = null;
  if (result) {
    const end = w.t(won ? 'wonText' : result.reason === 'timeout' ? 'lostTimeout' : 'lostCaught', { score: info.score });
    const over = v.campaign && !won ? ` ${w.t('campaignOver', { total: info.score, n: halls })}` : '';
    const next =
      v.campaign && won && !v.readonly
        ? html` <button type="button" class="next-hall" @click=${() => v.nextHall()}>${w.t('nextHall', { level: Math.min(v.levels.length, info.level + 1) })}</button>`
        : nothing;
    outcome = { won, text: html`${end}${over}${next}` };
  }
  const pad: PadKey[] = PAD_ORDER.map((d) => ({
    glyph: d === STAY ? '·' : GLYPHS[d],
    label: d === STAY ? w.t('stay') : w.t('turnStep', { dir: stepDirection(w, d) }),
    disabled: !v.playing,
    onClick: () => v.direction(d),
    className: v.armed && d !== STAY ? 'armed' : '',
  }));
  return renderSoloPanel({
    outcome,
    counters: html`<span>${w.t('charges')} <b>${info.charges}</b></span>
      <span>${w.t('robotsCount')} <b>${info.robots}</b>/${v.levels[info.level - 1].robots}</span>
      <span>${w.t('score')} <b>${info.score}</b></span>
      <span>${w.t('seed')} <b class="seed">${info.seed ?? '—'}</b></span>
      ${renderDaily(w, info.seed, v.now)}
      ${v.campaign ? html`<span>${w.t('campaignTotal')} <b class="campaign-total">${info.score}</b> (${w.t('campaignHalls', { n: halls })})</span>` : nothing}`,
    legend: html`<ul class="legend" aria-label=${w.t('legend')}>
      ${LEGEND.map(
        (l) =>
          html`<li>
            <svg class="legend-icon" viewBox="0 0 100 100" aria-hidden="true">${v.drawPiece({ kind: l.kind, side: l.side })}</svg>${l.kind === 'player' && v.computerBoth ? w.t('legend.player.computer') : w.t(l.key)}
          </li>`,
      )}
    </ul>`,
    pad: v.readonly ? null : pad,
    padLabel: w.t('padLabel'),
    actions: html`<button type="button" aria-pressed=${v.armed ? 'true' : 'false'} ?disabled=${!v.playing || info.charges === 0} @click=${() => v.toggleArm()}>${w.t('zapKey')} (F)</button>
      <button type="button" ?disabled=${!!result || v.hint.busy || v.computerBoth} @click=${v.hint.onClick}>${w.t('hint')} (H)</button>
      <button type="button" @click=${() => v.newHall()}>${w.t('newHall')}</button>
      <button type="button" @click=${() => v.replayHall()}>${w.t('replayHall')}</button>`,
    extra: html`<form class="command" @submit=${v.onCommand}>
      <label for="robots-command">${w.t('command')}</label>
      <input id="robots-command" name="command" autocomplete="off" spellcheck="false" placeholder=${w.t('commandPlaceholder')} ?disabled=${!v.playing} />
      <button type="submit" ?disabled=${!v.playing}>${w.t('go')}</button>
    </form>`,
    busy: v.hint.busy ? w.t('hintThinking') : '',
    note: v.note || v.hint.note,
    keysHelp: w.t('keysHelp'),
  });
}
