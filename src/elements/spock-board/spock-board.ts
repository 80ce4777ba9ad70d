import { html, nothing, type TemplateResult } from 'lit';
import { attacks, BEATS, KINDS, LEAP, moveType, spockGridGame, spockLeapResult, type SpockKind, type SpockMove, type SpockState } from '../../games/spock/grid.js';
import { renderPiece } from '../../ui/board-view.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS } from '../../ui/game-options.js';
import { defineOptions, flag } from '../../ui/options.js';
import type { ElementRecipe } from '../../ui/recipe.js';
import { gridGameStyles } from '../../ui/styles.js';
import { drawSpockPiece } from './pieces.js';
import { spockBoardStyles } from './spock-board.styles.js';
import en from './strings.en.js';
import type { SpockKey } from './strings.js';

const SPOCK_OPTIONS = { legend: flag('legend') };

/**
 * Spock, the rock–paper–scissors–lizard–Spock chess variant on 5×5 (rules/spock.md), with a
 * computer opponent. Every piece shows its kind by a glyph and a letter (upper case Blue, lower
 * case Red), so neither kind nor side depends on colour. Selecting a piece marks its legal
 * targets and, with a dashed frame, the enemy pieces it attacks; the legend (toolbar button or
 * the `legend` attribute) lists what beats what. A Spock's leap is animated: the Spock jumps, the
 * piece it lands on is sent back to the origin and reappears there as the next kind in the
 * cycle, in the mover's colour.
 *
 * @tag spock-board
 * @summary A Spock board: rock–paper–scissors–lizard–Spock chess on 5×5, against a person or the computer (levels 1–7).
 *
 * @attr side - `blue` (default), `red`, `both` (two people) or `none` (the computer plays both).
 * @attr orientation - `blue` or `red` at the bottom; defaults to the person's side.
 * @attr legend - Show the legend of what each piece beats and how it moves.
 *
 * @prop {boolean} legend - Show the legend.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (move like `a1-a3`, `a1xa4` or `c1~b3`; position as `placement side clock ply`).
 * @fires {CustomEvent<GameOverDetail>} game-over - The game ended: `{result: {winner, reason}}`.
 *
 * @cssprop --spock-attack - Frame of enemy pieces the selected piece attacks.
 * @cssprop --spock-blue-glyph - Glyph and letter colour on Blue pieces.
 * @cssprop --spock-red-glyph - Glyph and letter colour on Red pieces.
 */
export class SpockBoard extends GameElement<SpockState, SpockMove, SpockKey> {
  static override styles = [gridGameStyles, spockBoardStyles];
  static override recipe: ElementRecipe = {
    game: spockGridGame,
    records: () => import('../../games/spock/record.js').then((m) => m.spockRecords),
    motion: () => import('../../games/spock/motion.js').then((m) => m.spockMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: { ...GAME_OPTIONS, ...SPOCK_OPTIONS },
    drawPiece: drawSpockPiece,
  };

  declare legend: boolean;

  /** Enemy pieces the selected piece could remove in one move (rules/spock.md §2), once per selection. */
  private attacked: { state: SpockState | null; cell: number; cells: ReadonlySet<number> } = { state: null, cell: -1, cells: new Set() };

  protected override squareMarks(cell: number, selected: number): readonly string[] {
    if (selected < 0) return [];
    const state = this.session.state;
    if (this.attacked.state !== state || this.attacked.cell !== selected) this.attacked = { state, cell: selected, cells: new Set(attacks(state, selected)) };
    return this.attacked.cells.has(cell) ? ATTACKED : [];
  }

  /** The live region says what a leap created, as the status line does. */
  protected override moveAnnouncement(side: string, move: string): string {
    const said = this.words.moveSaid(side, move);
    const leap = this.leapText();
    return leap ? `${said}. ${leap}` : said;
  }

  /** The legend toggle, and for two people at one board a draw by agreement (rules/spock.md §3.3). */
  protected override renderActions(): TemplateResult {
    const draw =
      this.mode === 'two-players' && !this.readonly
        ? html`<button class="btn text" type="button" ?disabled=${this.result !== null || this.ply === 0} @click=${this.agreeDraw}>${this.words.t('agreeDraw')}</button>`
        : nothing;
    return html`<button class="btn text" type="button" aria-pressed=${this.legend ? 'true' : 'false'} @click=${() => (this.legend = !this.legend)}>
        ${this.words.t('legend')}</button
      >${draw}`;
  }

  protected override renderStatusExtra(): unknown {
    const leap = this.leapText();
    return html`${leap ? html`<span class="leap-note">${leap}</span>` : nothing}${this.legend ? this.renderLegend() : nothing}`;
  }

  private agreeDraw = (): void => {
    if (this.result === null) this.endGame({ winner: null, reason: 'agreement' });
  };

  /** "Leap: new blue lizard on c1" after a Spock leap (the transformation, rules/spock.md §2), else ''. */
  private leapText(): string {
    const s = this.session;
    const m = s.lastMove;
    if (m === undefined || s.previousState === undefined || moveType(m) !== LEAP) return '';
    const born = spockLeapResult(s.previousState, m)!;
    return this.words.t('leapNote', { piece: this.words.pieceName(born), square: this.cellName(born.cell) });
  }

  private renderLegend(): TemplateResult {
    const w = this.words;
    const side = this.orientation;
    const name = (kind: SpockKind): string => {
      const k = w.tOr(`kind.${kind}`, kind);
      return k.charAt(0).toUpperCase() + k.slice(1);
    };
    const icon = (kind: SpockKind): TemplateResult => renderPiece({ side, kind }, spockGridGame.sides, drawSpockPiece);
    return html`<div class="legend" role="group" aria-label=${w.t('legend')}>
      <p>${w.t('legendCycle')}</p>
      <ul>
        ${KINDS.map(
          (kind) => html`<li>
            ${icon(kind)}<span class="name">${name(kind)}</span>
            <span class="how"
              >${w.tOr(`how.${kind}`, kind)}${kind === 'spock'
                ? nothing
                : html`; ${w.t('beats')} <span class="beats">${BEATS[kind].map((k) => html`${icon(k)} ${name(k)} `)}</span>`}</span
            >
          </li>`,
        )}
      </ul>
    </div>`;
  }
}

const ATTACKED = ['attacked'] as const;

defineOptions(SpockBoard, SPOCK_OPTIONS);
