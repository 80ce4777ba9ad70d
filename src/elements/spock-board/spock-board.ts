import { html, nothing, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { PieceView } from '../../core/board.js';
import {
  BEATS, KINDS, LEAP, attacks, moveFrom, moveTo, moveType, spock, spockLeapResult,
  type SpockKind, type SpockMove, type SpockState,
} from '../../games/spock/index.js';
import { GridGameElement } from '../../ui/game-element.js';
import { renderPiece } from '../../ui/grid.js';
import type { StringTable } from '../../ui/i18n.js';
import { gridGameStyles } from '../../ui/styles.js';
import { drawSpockPiece } from './pieces.js';
import { spockBoardStyles } from './spock-board.styles.js';

/** Tuning of the element. */
export const SPOCK_BOARD_TUNING = {
  /**
   * The search the computer plays with (src/ai/algorithms.ts). Alpha-beta with the Spock
   * evaluation beat MCTS at equal budgets in bench/spock-ai.bench.ts (7–1 over levels 2 and 4),
   * so the levels keep it.
   */
  algorithm: 'alphabeta' as string | undefined,
  /** The transformation: the new piece grows on the origin over this share of the slide, after it. */
  appearShare: 1.2,
} as const;

/** Spock vocabulary (rules/spock.md §1–§3) in the kit's languages. */
const STRINGS: StringTable = {
  en: {
    'side.blue': 'Blue',
    'side.red': 'Red',
    'kind.rock': 'rock',
    'kind.scissors': 'scissors',
    'kind.lizard': 'lizard',
    'kind.paper': 'paper',
    'kind.spock': 'Spock',
    'variant.standard': 'Spock',
    'mode.play.blue': 'Play blue',
    'mode.play.red': 'Play red',
    'reason.no-spock': 'no Spock left',
    'reason.no-moves': 'no legal move',
    'reason.clock': '50 plies without a removal',
    'reason.ply-cap': 'move limit',
    'mark.attacked': 'attacked',
    legend: 'What beats what',
    agreeDraw: 'Agree a draw',
    legendCycle: 'Each piece beats the next two in the cycle Rock → Scissors → Lizard → Paper → Spock → Rock. Pieces pass over their own side.',
    'how.rock': 'one step any way',
    'how.scissors': 'slides diagonally',
    'how.lizard': 'slides any way',
    'how.paper': 'slides straight',
    'how.spock': 'knight leap onto any piece; that piece becomes the next in the cycle, yours, on the square the Spock left',
    beats: 'takes',
    leapNote: 'Leap: new {piece} on {square}',
  },
  ru: {
    'side.blue': 'Синие',
    'side.red': 'Красные',
    'pieceSide.blue': 'синий',
    'pieceSide.red': 'красный',
    'kind.rock': 'камень',
    'kind.scissors': 'ножницы',
    'kind.lizard': 'ящерица',
    'kind.paper': 'бумага',
    'kind.spock': 'Спок',
    'variant.standard': 'Спок',
    'mode.play.blue': 'Играть синими',
    'mode.play.red': 'Играть красными',
    'reason.no-spock': 'не осталось Спока',
    'reason.no-moves': 'нет ходов',
    'reason.clock': '50 полуходов без взятий',
    'reason.ply-cap': 'предел ходов',
    'mark.attacked': 'под ударом',
    legend: 'Кто кого бьёт',
    agreeDraw: 'Согласиться на ничью',
    legendCycle: 'Каждая фигура бьёт две следующие по кругу: камень → ножницы → ящерица → бумага → Спок → камень. Свои фигуры не мешают ходу.',
    'how.rock': 'шаг в любую сторону',
    'how.scissors': 'по диагонали',
    'how.lizard': 'в любую сторону',
    'how.paper': 'по прямой',
    'how.spock': 'прыжок коня на любую фигуру; она становится следующей по кругу и вашей, на поле, откуда прыгнул Спок',
    beats: 'бьёт',
    leapNote: 'Прыжок: на {square} — {piece}',
  },
  fr: {
    'side.blue': 'Bleus',
    'side.red': 'Rouges',
    'pieceSide.blue': 'bleu',
    'pieceSide.red': 'rouge',
    'kind.rock': 'pierre',
    'kind.scissors': 'ciseaux',
    'kind.lizard': 'lézard',
    'kind.paper': 'feuille',
    'kind.spock': 'Spock',
    'piece.blue.rock': 'pierre bleue',
    'piece.red.rock': 'pierre rouge',
    'piece.blue.paper': 'feuille bleue',
    'piece.red.paper': 'feuille rouge',
    'piece.blue.scissors': 'ciseaux bleus',
    'piece.red.scissors': 'ciseaux rouges',
    'piece.blue.lizard': 'lézard bleu',
    'piece.red.lizard': 'lézard rouge',
    'piece.blue.spock': 'Spock bleu',
    'piece.red.spock': 'Spock rouge',
    'variant.standard': 'Spock',
    'mode.play.blue': 'Jouer les Bleus',
    'mode.play.red': 'Jouer les Rouges',
    'reason.no-spock': 'plus de Spock',
    'reason.no-moves': 'aucun coup',
    'reason.clock': '50 demi-coups sans prise',
    'reason.ply-cap': 'limite de coups',
    'mark.attacked': 'attaqué',
    legend: 'Qui bat qui',
    agreeDraw: 'Nulle d’un commun accord',
    legendCycle: 'Chaque pièce bat les deux suivantes du cycle pierre → ciseaux → lézard → feuille → Spock → pierre. Les pièces passent par-dessus leur propre camp.',
    'how.rock': 'un pas dans tous les sens',
    'how.scissors': 'glisse en diagonale',
    'how.lizard': 'glisse dans tous les sens',
    'how.paper': 'glisse en ligne droite',
    'how.spock': 'saut de cavalier sur une pièce ; elle devient la suivante du cycle, à vous, sur la case quittée',
    beats: 'prend',
    leapNote: 'Saut : {piece} en {square}',
  },
  pl: {
    'side.blue': 'Niebieskie',
    'side.red': 'Czerwone',
    'pieceSide.blue': 'niebieski',
    'pieceSide.red': 'czerwony',
    'kind.rock': 'kamień',
    'kind.scissors': 'nożyce',
    'kind.lizard': 'jaszczurka',
    'kind.paper': 'papier',
    'kind.spock': 'Spock',
    'variant.standard': 'Spock',
    'mode.play.blue': 'Graj niebieskimi',
    'mode.play.red': 'Graj czerwonymi',
    'reason.no-spock': 'brak Spocka',
    'reason.no-moves': 'brak ruchu',
    'reason.clock': '50 posunięć bez bicia',
    'reason.ply-cap': 'limit ruchów',
    'mark.attacked': 'atakowany',
    legend: 'Co bije co',
    agreeDraw: 'Remis za zgodą',
    legendCycle: 'Każda bierka bije dwie następne w cyklu kamień → nożyce → jaszczurka → papier → Spock → kamień. Własne bierki nie blokują.',
    'how.rock': 'krok w dowolną stronę',
    'how.scissors': 'po przekątnej',
    'how.lizard': 'w dowolną stronę',
    'how.paper': 'po prostej',
    'how.spock': 'skok skoczka na dowolną bierkę; staje się następną w cyklu i twoją, na polu, które Spock opuścił',
    beats: 'bije',
    leapNote: 'Skok: {piece} na {square}',
  },
};

/** A leap just played: what to animate once it is drawn. */
interface PendingLeap {
  readonly from: number;
  readonly to: number;
}

/**
 * Spock, the rock–paper–scissors–lizard–Spock chess variant on 5×5
 * (rules/spock.md), with a computer opponent. Every piece shows its kind by a
 * glyph and a letter (upper case Blue, lower case Red), so neither kind nor
 * side depends on colour. Selecting a piece marks its legal targets and, with a
 * dashed frame, the enemy pieces it attacks; the legend (toolbar button or the
 * `legend` attribute) lists what beats what. A Spock's leap is animated: the
 * Spock jumps, the piece it lands on is sent back to the origin and reappears
 * there as the next kind in the cycle, in the mover's colour.
 *
 * @tag spock-board
 * @summary A Spock board: rock–paper–scissors–lizard–Spock chess on 5×5, against a person or the computer (levels 1–7).
 *
 * @attr side - `blue` (default), `red`, `both` (two people) or `none` (the computer plays both).
 * @attr orientation - `blue` or `red` at the bottom; defaults to the person's side.
 * @attr legend - Show the legend of what each piece beats and how it moves.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (move like `a1-a3`, `a1xa4` or `c1~b3`; position as `placement side clock ply`).
 *
 * @cssprop --spock-attack - Frame of enemy pieces the selected piece attacks.
 * @cssprop --spock-blue-glyph - Glyph and letter colour on Blue pieces.
 * @cssprop --spock-red-glyph - Glyph and letter colour on Red pieces.
 */
export class SpockBoard extends GridGameElement<SpockState, SpockMove> {
  static override styles = [gridGameStyles, spockBoardStyles];

  protected readonly game = spock;

  /** Show the legend of what each piece beats. */
  @property({ type: Boolean, reflect: true })
  legend = false;

  private pendingLeap: PendingLeap | null = null;
  private seenState: SpockState | undefined;
  private attackCache: { state: SpockState; cell: number; cells: ReadonlySet<number> } | null = null;

  protected override drawPiece(piece: PieceView, sideIndex: number): SVGTemplateResult {
    return drawSpockPiece(piece, sideIndex);
  }

  protected override localStrings(): StringTable {
    return STRINGS;
  }

  protected override searchAlgorithm(): string | undefined {
    return SPOCK_BOARD_TUNING.algorithm;
  }

  /** Enemy pieces the selected piece could remove in one move (rules/spock.md §2). */
  protected override squareMarks(cell: number, selected: number): readonly string[] {
    const s = this.session?.state;
    if (!s || selected < 0) return [];
    let c = this.attackCache;
    if (!c || c.state !== s || c.cell !== selected) {
      c = { state: s, cell: selected, cells: new Set(attacks(s, selected)) };
      this.attackCache = c;
    }
    return c.cells.has(cell) ? ['attacked'] : [];
  }

  protected override gameChanged(): void {
    const s = this.session;
    if (!s) return;
    // One step forward from the position last drawn (a move, redo or "next"): animate a leap.
    const stepped = s.previousState !== undefined && s.previousState === this.seenState;
    const m = s.lastMove;
    this.pendingLeap = stepped && m !== undefined && moveType(m) === LEAP ? { from: moveFrom(m), to: moveTo(m) } : null;
    this.seenState = s.state;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const leap = this.pendingLeap;
    this.pendingLeap = null;
    if (leap) this.animateLeap(leap);
  }

  /**
   * The transformation (rules/spock.md §2): the base class slides the Spock to the
   * target and fades the piece it replaced; here that piece travels back to the
   * origin as it fades, and the new piece grows there in the mover's colour.
   */
  private animateLeap({ from, to }: PendingLeap): void {
    const ms = Number.isFinite(this.animation) ? Math.max(0, this.animation) : 0;
    if (ms === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = this.renderRoot;
    const rect = (c: number): DOMRect | undefined => root.querySelector(`[data-cell="${c}"]`)?.getBoundingClientRect();
    const a = rect(from);
    const b = rect(to);
    if (!a || !b) return;
    const ghost = root.querySelector<SVGElement>(`[data-cell="${to}"] .piece.ghost`);
    if (ghost && typeof ghost.animate === 'function') {
      const dx = a.left - b.left;
      const dy = a.top - b.top;
      ghost.animate(
        [
          { transform: 'translate(0, 0) scale(1)', opacity: 1 },
          { transform: `translate(${dx}px, ${dy}px) scale(0.6) rotate(180deg)`, opacity: 0 },
        ],
        { duration: ms, easing: 'ease-in', fill: 'forwards' },
      );
    }
    const born = root.querySelector<SVGElement>(`[data-cell="${from}"] .piece:not(.ghost)`);
    if (born && typeof born.animate === 'function') {
      born.animate(
        [
          { transform: 'scale(0.2) rotate(-180deg)', opacity: 0 },
          { transform: 'scale(0.2) rotate(-180deg)', opacity: 0, offset: 0.4 },
          { transform: 'scale(1.12) rotate(0deg)', opacity: 1, offset: 0.85 },
          { transform: 'scale(1) rotate(0deg)', opacity: 1 },
        ],
        { duration: ms * (1 + SPOCK_BOARD_TUNING.appearShare), easing: 'ease-out' },
      );
    }
  }

  private kindName(kind: string): string {
    const k = this.tOr(`kind.${kind}`, kind);
    return k.charAt(0).toUpperCase() + k.slice(1);
  }

  private pieceName(side: string, kind: string): string {
    const adjective = this.tOr(`pieceSide.${side}`, this.sideName(side).toLowerCase());
    return this.tOr(`piece.${side}.${kind}`, `${adjective} ${this.tOr(`kind.${kind}`, kind)}`);
  }

  /** The legend toggle, and for two people at one board a draw by agreement (rules/spock.md §3.3). */
  protected override renderExtraActions(): TemplateResult {
    const draw =
      this.mode === 'two-players' && !this.readonly
        ? html`<button class="btn text" type="button" ?disabled=${this.result !== null || this.ply === 0} @click=${this.agreeDraw}>
            ${this.t('agreeDraw')}
          </button>`
        : nothing;
    return html`<button class="btn text" type="button" aria-pressed=${this.legend ? 'true' : 'false'} @click=${this.toggleLegend}>
        ${this.t('legend')}
      </button>
      ${draw}`;
  }

  private agreeDraw = (): void => {
    if (this.result === null) this.endGame({ winner: null, reason: 'agreement' });
  };

  private toggleLegend = (): void => {
    this.legend = !this.legend;
  };

  /** "Leap: new blue lizard on c1" after a Spock leap (the transformation, rules/spock.md §2), else ''. */
  private leapText(): string {
    const s = this.session;
    const m = s?.lastMove;
    if (!s || m === undefined || s.previousState === undefined || moveType(m) !== LEAP) return '';
    const born = spockLeapResult(s.previousState, m)!;
    return this.t('leapNote', { piece: this.pieceName(born.side, born.kind), square: this.cellName(born.cell) });
  }

  /** The live region says what a leap created, as the status line shows it. */
  protected override moveAnnouncement(side: string, move: string): string {
    const said = super.moveAnnouncement(side, move);
    const leap = this.leapText();
    return leap ? `${said}. ${leap}` : said;
  }

  protected override renderExtraStatus(): unknown {
    const leap = this.leapText();
    const note = leap ? html`<span class="leap-note">${leap}</span>` : nothing;
    return html`${note}${this.legend ? this.renderLegend() : nothing}`;
  }

  private renderLegend(): TemplateResult {
    const side = this.game.sides.includes(this.orientation) ? this.orientation : this.game.sides[0];
    const draw = (p: PieceView, i: number): SVGTemplateResult => this.drawPiece(p, i);
    const icon = (kind: SpockKind): TemplateResult => renderPiece({ side, kind }, this.game.sides, draw);
    return html`<div class="legend" role="group" aria-label=${this.t('legend')}>
      <p>${this.t('legendCycle')}</p>
      <ul>
        ${KINDS.map(
          (kind) => html`<li>
            ${icon(kind)}<span class="name">${this.kindName(kind)}</span>
            <span class="how"
              >${this.t(`how.${kind}`)}${kind === 'spock'
                ? nothing
                : html`; ${this.t('beats')}
                    <span class="beats">${BEATS[kind].map((k) => html`${icon(k)} ${this.kindName(k)} `)}</span>`}</span
            >
          </li>`,
        )}
      </ul>
    </div>`;
  }
}
