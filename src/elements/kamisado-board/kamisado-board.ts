import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome } from '../../core/game.js';
import {
  COLOUR_LETTERS,
  COLOUR_NAMES,
  KIND_FL,
  KIND_FR,
  KIND_PUSH,
  KIND_REENTER,
  SQUARE_COLOUR,
  duty,
  kamisado,
  matchScore,
  moveFrom,
  moveKind,
  pushedCells,
  roundResults,
  searchHorizon,
  towerCells,
  type KamisadoMove,
  type KamisadoState,
  type RoundResult,
} from '../../games/kamisado/index.js';
import { GridGameElement, type GameOverDetail, type GridGameEventMap } from '../../ui/game-element.js';
import type { AiClient, SearchRequest, ThinkHandle, ThinkOptions } from '../../ai/types.js';
import type { StringTable } from '../../ui/i18n.js';
import { gridGameStyles } from '../../ui/styles.js';
import { LIGHT_COLOURS, kamisadoBoardStyles } from './kamisado-board.styles.js';
import { KAMISADO_STRINGS } from './strings.js';

/** Tuning of the element's own motion and drawing. */
export const KAMISADO_TUNING = {
  /** Regroup (fill left/right): every tower glides home, ms. */
  regroupMs: 700,
  /** Towers moved by a push, ms. */
  pushMs: 220,
  /** The computer waits this long after a round ends before it regroups, so the winning move can be seen, ms. */
  roundPauseMs: 1200,
  /** Tower drawing, in the 100×100 piece view box. */
  octagonRadius: 45,
  discRadius: 22,
  /** Sumo rings: the first ring's radius and the gap between rings. */
  sumoRing: 27,
  sumoGap: 4.2,
} as const;

/** `game-over` detail of Kamisado: the result plus the final score and every round's result. */
export interface KamisadoGameOverDetail extends GameOverDetail {
  readonly score: { readonly black: number; readonly gold: number; readonly target: number };
  readonly rounds: readonly RoundResult[];
}

const SIDE_KEYS = ['black', 'gold'] as const;

/** Points of a regular octagon with a flat top, for the tower body. */
function octagon(r: number, cy = 50): string {
  const pts: string[] = [];
  for (let k = 0; k < 8; k++) {
    const a = ((22.5 + 45 * k) * Math.PI) / 180;
    pts.push(`${(50 + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}
const BODY = octagon(KAMISADO_TUNING.octagonRadius, 48);
const RIM = octagon(KAMISADO_TUNING.octagonRadius, 52);

interface Motion {
  readonly before: readonly number[];
  readonly after: readonly number[];
  /** Tower id the base class already slides (the mover), or −1. */
  readonly skip: number;
  readonly ms: number;
}

/**
 * Kamisado (rules/kamisado.md): a single round, matches to 3, 7 or 15 points with sumo
 * towers and pushes, and the non-stop house variant, against the computer or a friend.
 * The board is drawn in the eight Kamisado colours, each square also carrying its colour
 * letter; a tower shows its owner (black or gold octagon), its colour (disc and letter)
 * and its rank (sumo rings). The tower that must move is ringed and lifted; a blocked
 * tower's pass is marked and announced; after a round the Defender chooses to fill from
 * the left or the right, and the towers glide back to their home rows. In non-stop, a
 * goal move is entered as tower → goal square → free home-row square where it re-enters.
 *
 * @tag kamisado-board
 * @summary A Kamisado board: single rounds, sumo matches and non-stop, against the computer (levels 1–7) or a friend.
 *
 * @attr variant - `single` (default), `standard` (3 points), `long` (7), `marathon` (15) or `non-stop` (7). Changing it starts a new game.
 * @attr side - `black` (default), `gold`, `both` (two people) or `none` (the computer plays both).
 * @attr first - Who moves first in round 1 (and in a non-stop game): `black` (default) or `gold`. Changing it starts a new game.
 *
 * @prop {string} first - Who moves first in round 1: `black` or `gold`.
 *
 * @fires {CustomEvent<KamisadoGameOverDetail>} game-over - The match (or single round) ended: `{result: {winner, reason}, score: {black, gold, target}, rounds}`.
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (`FL`/`FR` for the Defender's fill choice, `c1-c8@h1` for a non-stop re-entry).
 *
 * @csspart fill-choice - The Defender's fill-left / fill-right choice between rounds.
 * @csspart match - The score and round line.
 *
 * @cssprop --kamisado-orange - Orange squares and tower discs.
 * @cssprop --kamisado-blue - Blue squares and tower discs.
 * @cssprop --kamisado-purple - Purple squares and tower discs.
 * @cssprop --kamisado-pink - Pink squares and tower discs.
 * @cssprop --kamisado-yellow - Yellow squares and tower discs.
 * @cssprop --kamisado-red - Red squares and tower discs.
 * @cssprop --kamisado-green - Green squares and tower discs.
 * @cssprop --kamisado-brown - Brown squares and tower discs.
 * @cssprop --kamisado-black-tower - Body of Black's towers.
 * @cssprop --kamisado-black-tower-edge - Edge of Black's towers.
 * @cssprop --kamisado-gold-tower - Body of Gold's towers.
 * @cssprop --kamisado-gold-tower-edge - Edge of Gold's towers.
 * @cssprop --kamisado-must-move - Ring around the tower that must move.
 */
export class KamisadoBoard extends GridGameElement<KamisadoState, KamisadoMove> {
  static override styles = [gridGameStyles, kamisadoBoardStyles];

  protected readonly game = kamisado;

  /** Who moves first in round 1: `black` or `gold` (rules/kamisado.md §2). */
  @property({ reflect: true, useDefault: true })
  first = '';

  private goodFirst: 'black' | 'gold' | '' = '';
  private shown: KamisadoState | null = null;
  private motion: Motion | null = null;
  private legalCache: { state: KamisadoState; moves: readonly KamisadoMove[] } | null = null;
  /** Until this time (performance.now) the computer holds its next move: a regroup or a round's end is on show. */
  private holdUntil = 0;
  private paced: AiClient | null = null;

  /** The computer player, paced so its moves never cut short the regroup or a round's last move. */
  override get aiClient(): AiClient {
    return (this.paced ??= pacedClient(super.aiClient, () => this.holdUntil));
  }
  override set aiClient(client: AiClient) {
    super.aiClient = client;
    this.paced = null;
  }

  protected override localStrings(): StringTable {
    return KAMISADO_STRINGS;
  }

  protected override setupOptions(): Record<string, unknown> {
    return this.goodFirst ? { first: this.goodFirst } : {};
  }

  /** The computer searches to the end of the current round (rules/kamisado.md §5): see `searchHorizon`. */
  protected override searchRequest(level?: number): SearchRequest {
    const request = super.searchRequest(level);
    const s = this.session?.state;
    if (!s || s.rules.nonStop) return request;
    return { ...request, setup: { ...request.setup, searchHorizon: searchHorizon(s) } };
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('first')) this.checkFirst();
    super.willUpdate(changed);
  }

  /** Keeps the last good `first`; a new one restarts the game (like `variant`). */
  private checkFirst(): void {
    const v = this.first;
    if (v !== '' && v !== 'black' && v !== 'gold') {
      this.fail(new GameError('bad-option', `The attribute "first" must be "black" or "gold", not "${v}".`), 'bad-option');
      this.first = this.goodFirst;
      return;
    }
    if (v === this.goodFirst) return;
    this.goodFirst = v;
    if (this.session) this.reset();
  }

  // ------------------------------------------------------------ drawing

  /** A tower: owner's octagon, colour disc with its letter, one sumo ring per rank. */
  protected override drawPiece(piece: PieceView, sideIndex: number): SVGTemplateResult {
    const colour = Math.max(0, COLOUR_LETTERS.indexOf(piece.kind.charAt(0) as (typeof COLOUR_LETTERS)[number]));
    const rank = piece.kind.length - 1;
    const name = COLOUR_NAMES[colour];
    const t = KAMISADO_TUNING;
    const rings: SVGTemplateResult[] = [];
    for (let i = 0; i < rank; i++) {
      rings.push(svg`<circle class="t-sumo" cx="50" cy="48" r=${t.sumoRing + i * t.sumoGap}></circle>`);
    }
    const letterClass = LIGHT_COLOURS.has(name) ? 'on-light' : 'on-dark';
    // Gold's towers carry a small notch at the top, Black's none: owner by shape too, not only by colour.
    const notch = sideIndex === 1 ? svg`<circle class="t-owner" cx="50" cy="11" r="3.2"></circle>` : nothing;
    return svg`
      <polygon class="t-rim" points=${RIM}></polygon>
      <polygon class="t-body" points=${BODY}></polygon>
      ${rings}
      <circle class="t-disc k-${name}" cx="50" cy="48" r=${t.discRadius}></circle>
      <text class="t-letter ${letterClass}" x="50" y="49">${COLOUR_LETTERS[colour]}</text>
      ${notch}`;
  }

  protected override squareMarks(cell: number, selected: number): readonly string[] {
    const marks = [`sq-${COLOUR_NAMES[SQUARE_COLOUR[cell]]}`];
    const s = this.session?.state;
    if (!s) return marks;
    const d = duty(s);
    if (d.kind === 'tower' && d.cell === cell) marks.push('must-move');
    if (s.passes.includes(cell)) marks.push('passed');
    if (selected >= 0 && this.inputEnabled()) {
      for (const m of this.legalOf(s)) {
        if (moveKind(m) === KIND_PUSH && moveFrom(m) === selected && pushedCells(s, m).includes(cell)) {
          marks.push(s.side === 0 ? 'pushed-up' : 'pushed-down');
          break;
        }
      }
    }
    return marks;
  }

  private legalOf(s: KamisadoState): readonly KamisadoMove[] {
    if (this.legalCache?.state !== s) this.legalCache = { state: s, moves: kamisado.moves(s) };
    return this.legalCache.moves;
  }

  // ------------------------------------------------------------ match flow

  protected override resultText(r: Outcome): string {
    const text = super.resultText(r);
    const s = this.session?.state;
    if (!s || s.rules.target <= 1) return text;
    const sc = matchScore(s);
    return this.t('k.matchScore', { result: text, black: sc.black, gold: sc.gold });
  }

  /** `game-over` also carries the final score and the round results. */
  protected override emit<K extends keyof GridGameEventMap>(type: K, detail: GridGameEventMap[K]['detail']): void {
    const s = this.session?.state;
    if (type === 'game-over' && s) {
      const sc = matchScore(s);
      const full: KamisadoGameOverDetail = {
        ...(detail as GameOverDetail),
        score: { black: sc.black, gold: sc.gold, target: sc.target },
        rounds: roundResults(s),
      };
      super.emit(type, full as GridGameEventMap[K]['detail']);
      return;
    }
    super.emit(type, detail);
  }

  protected override gameChanged(): void {
    const s = this.session;
    if (!s) return;
    const cur = s.state;
    const prev = s.previousState;
    const m = s.lastMove;
    this.motion = null;
    // Animate only a fresh step forward from what was on screen (a move, redo or "next").
    if (prev && prev === this.shown && m !== undefined) {
      const kind = moveKind(m);
      const t = KAMISADO_TUNING;
      let hold = 0;
      if (kind === KIND_FL || kind === KIND_FR) {
        this.motion = { before: towerCells(prev), after: towerCells(cur), skip: -1, ms: t.regroupMs };
        hold = t.regroupMs;
      } else if (kind === KIND_PUSH) {
        this.motion = { before: towerCells(prev), after: towerCells(cur), skip: prev.buf[moveFrom(m)], ms: t.pushMs };
        hold = t.pushMs;
      }
      if (duty(cur).kind === 'fill') hold = t.roundPauseMs;
      if (this.motionAllowed()) this.holdUntil = performance.now() + hold;
    }
    this.shown = cur;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const motion = this.motion;
    this.motion = null;
    if (motion) this.runMotion(motion);
  }

  private motionAllowed(): boolean {
    return this.animation > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** Slides every tower that changed square (pushed towers, the regroup) from where it stood. */
  private runMotion(motion: Motion): void {
    const root = this.renderRoot;
    if (!this.motionAllowed()) return;
    const rect = (c: number): DOMRect | undefined => root.querySelector(`[data-cell="${c}"]`)?.getBoundingClientRect();
    for (let t = 0; t < 16; t++) {
      const a = motion.before[t];
      const b = motion.after[t];
      if (a === b || t === motion.skip) continue;
      const from = rect(a);
      const to = rect(b);
      const piece = root.querySelector<SVGElement>(`[data-cell="${b}"] .piece:not(.ghost)`);
      if (!from || !to || !piece || typeof piece.animate !== 'function') continue;
      piece.classList.add('moving');
      const anim = piece.animate(
        [{ transform: `translate(${from.left - to.left}px, ${from.top - to.top}px)` }, { transform: 'translate(0, 0)' }],
        { duration: motion.ms, easing: 'ease-in-out' },
      );
      anim.onfinish = anim.oncancel = () => piece.classList.remove('moving');
    }
  }

  private fill(move: 'FL' | 'FR'): void {
    try {
      this.play(move);
    } catch {
      // reported by play()
    }
  }

  private colourText(c: number): string {
    return this.t(`colour.${c}`);
  }

  private towerText(side: string, kind: string): string {
    return this.tOr(`piece.${side}.${kind}`, kind);
  }

  /** What just happened that the board alone does not say: passes, a round's end, a regroup, a non-stop point. */
  private newsText(s: KamisadoState): string {
    const sess = this.session!;
    const parts: string[] = [];
    const prev = sess.previousState;
    const m = sess.lastMove;
    if (prev && m !== undefined) {
      const kind = moveKind(m);
      if ((kind === KIND_FL || kind === KIND_FR) && s.ply === 0) {
        parts.push(
          this.t(kind === KIND_FL ? 'k.filled.FL' : 'k.filled.FR', {
            side: this.sideName(SIDE_KEYS[prev.side]),
            n: s.round,
            loser: this.sideName(SIDE_KEYS[s.side]),
          }),
        );
      }
      if (kind === KIND_REENTER && s.results.length > prev.results.length) {
        const r = s.results[s.results.length - 1];
        parts.push(
          this.t('k.goalPoint', {
            side: this.sideName(r.winner),
            tower: this.towerText(r.winner, r.tower ?? ''),
            square: this.cellName(r.cell),
            black: r.score[0],
            gold: r.score[1],
          }),
        );
      }
      // Passes come from the rules after the move (§3.3): name each blocked tower.
      for (const cell of s.passes) {
        const t = s.buf[cell];
        parts.push(this.t('k.pass', { side: this.sideName(SIDE_KEYS[t >> 3]), colour: this.colourText(t & 7), square: this.cellName(cell) }));
      }
      if (kind !== KIND_FL && kind !== KIND_FR && !s.rules.nonStop && s.results.length > prev.results.length) {
        const r = s.results[s.results.length - 1];
        parts.push(
          this.t('k.roundWon', {
            side: this.sideName(r.winner),
            n: r.round,
            reason: this.tOr(`reason.${r.reason}`, r.reason),
            points: r.points,
            tower: this.towerText(r.winner, r.tower ?? ''),
            black: r.score[0],
            gold: r.score[1],
          }),
        );
      }
    }
    return parts.join('. ');
  }

  protected override renderExtraStatus(): TemplateResult | typeof nothing {
    const sess = this.session;
    if (!sess) return nothing;
    const s = sess.state;
    const sc = matchScore(s);
    const d = duty(s);
    const match = s.rules.target > 1;
    const turnSide = SIDE_KEYS[s.side];
    let dutyLine: TemplateResult | typeof nothing = nothing;
    if (d.kind === 'tower') {
      const name = COLOUR_NAMES[d.colour];
      dutyLine = html`<span class="k-duty"
        ><span class="k-swatch" style="background:var(--_k-${name});color:${LIGHT_COLOURS.has(name) ? '#1b1b1b' : '#fff'}"
          >${COLOUR_LETTERS[d.colour]}</span
        >${this.t('k.mustMove', { side: this.sideName(turnSide), colour: this.colourText(d.colour), square: this.cellName(d.cell) })}</span
      >`;
    } else if (d.kind === 'free') {
      dutyLine = html`<span class="k-duty">${this.t('k.free', { side: this.sideName(turnSide) })}</span>`;
    }
    let fillLine: TemplateResult | typeof nothing = nothing;
    if (d.kind === 'fill' && sess.ply === sess.length) {
      const mine = this.inputEnabled();
      fillLine = html`<div part="fill-choice" class="k-fill" role="group" aria-label=${this.t('k.fillWait', { side: this.sideName(turnSide) })}>
        <span>${this.t(mine ? 'k.fillAsk' : 'k.fillWait', { side: this.sideName(turnSide) })}</span>
        ${mine
          ? html`<button class="btn text" type="button" data-fill="FL" @click=${() => this.fill('FL')}>⇤ ${this.t('k.fillLeft')}</button>
              <button class="btn text" type="button" data-fill="FR" @click=${() => this.fill('FR')}>${this.t('k.fillRight')} ⇥</button>`
          : nothing}
      </div>`;
    }
    const hint =
      this.inputEnabled() && this.legalOf(s).some((m) => moveKind(m) === KIND_REENTER)
        ? html`<span class="muted">${this.t('k.reentryHint')}</span>`
        : nothing;
    const rounds = roundResults(s);
    return html`<div class="k-info">
      ${match
        ? html`<span part="match" class="k-score">
            ${s.rules.nonStop ? nothing : html`<span>${this.t('k.round', { n: sc.round })}</span>`}
            <span class="k-chip black" aria-hidden="true"></span>${this.sideName('black')}
            ${this.t('k.score', { black: sc.black, gold: sc.gold })} ${this.sideName('gold')}<span class="k-chip gold" aria-hidden="true"></span>
            <span class="muted">(${this.t('k.target', { n: sc.target })})</span>
          </span>`
        : nothing}
      ${sess.result ? nothing : dutyLine}
      <span class="k-news" role="status" aria-live="polite">${this.newsText(s)}</span>
      ${hint} ${fillLine}
      ${match && rounds.length > 0 && !s.rules.nonStop
        ? html`<ul class="k-rounds" aria-label=${this.t('k.rounds')}>
            ${rounds.map(
              (r) => html`<li>${this.t('k.roundLine', { n: r.round, side: this.sideName(r.winner), points: r.points })}</li>`,
            )}
          </ul>`
        : nothing}
    </div>`;
  }
}

/** An AI client whose answers are held back until `holdUntil()` (the board's motion has finished). */
function pacedClient(inner: AiClient, holdUntil: () => number): AiClient {
  return {
    think(request: SearchRequest, options?: ThinkOptions): ThinkHandle {
      const handle = inner.think(request, options);
      const result = handle.result.then(async (r) => {
        const wait = holdUntil() - performance.now();
        if (wait > 0) await new Promise((done) => setTimeout(done, wait));
        return r;
      });
      return { result, moveNow: () => handle.moveNow(), cancel: () => handle.cancel() };
    },
  };
}
