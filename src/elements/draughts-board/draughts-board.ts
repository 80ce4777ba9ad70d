import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { draughts, type DraughtsMove, type DraughtsState } from '../../games/draughts/index.js';
import { GridGameElement } from '../../ui/game-element.js';
import type { CoordinateStyle } from '../../ui/grid.js';
import type { StringTable } from '../../ui/i18n.js';
import { gridGameStyles } from '../../ui/styles.js';
import { draughtsBoardStyles } from './draughts-board.styles.js';

/** Draughts vocabulary in the kit's languages (rules/draughts.md for the draw reasons). */
const STRINGS: StringTable = {
  en: {
    'side.white': 'White',
    'side.black': 'Black',
    'kind.man': 'man',
    'kind.king': 'king',
    'variant.international': 'International draughts',
    'variant.russian': 'Russian draughts',
    'variant.brazilian': 'Brazilian draughts',
    'mode.play.white': 'Play white',
    'mode.play.black': 'Play black',
    'reason.king-moves': 'kings only, no captures',
    'reason.long-diagonal': 'long-diagonal endgame',
    'reason.endgame-5': 'endgame limit',
    'reason.endgame-15': 'endgame limit',
    'reason.endgame-16': 'endgame limit',
    'reason.endgame-30': 'endgame limit',
    'reason.endgame-60': 'endgame limit',
    offerDraw: 'Agree a draw',
    proposeDraw: 'Offer a draw',
    drawDeclined: 'The computer declines the draw.',
  },
  ru: {
    'side.white': 'Белые',
    'side.black': 'Чёрные',
    'pieceSide.white': 'белая',
    'pieceSide.black': 'чёрная',
    'kind.man': 'шашка',
    'kind.king': 'дамка',
    'variant.international': 'Международные шашки',
    'variant.russian': 'Русские шашки',
    'variant.brazilian': 'Бразильские шашки',
    'mode.play.white': 'Играть белыми',
    'mode.play.black': 'Играть чёрными',
    'reason.king-moves': 'только ходы дамками',
    'reason.long-diagonal': 'эндшпиль на большой дороге',
    'reason.endgame-5': 'предел эндшпиля',
    'reason.endgame-15': 'предел эндшпиля',
    'reason.endgame-16': 'предел эндшпиля',
    'reason.endgame-30': 'предел эндшпиля',
    'reason.endgame-60': 'предел эндшпиля',
    offerDraw: 'Согласиться на ничью',
    proposeDraw: 'Предложить ничью',
    drawDeclined: 'Компьютер отклоняет ничью.',
  },
  fr: {
    'side.white': 'Blancs',
    'side.black': 'Noirs',
    'piece.white.man': 'pion blanc',
    'piece.black.man': 'pion noir',
    'piece.white.king': 'dame blanche',
    'piece.black.king': 'dame noire',
    'kind.man': 'pion',
    'kind.king': 'dame',
    'variant.international': 'Dames internationales',
    'variant.russian': 'Dames russes',
    'variant.brazilian': 'Dames brésiliennes',
    'mode.play.white': 'Jouer les Blancs',
    'mode.play.black': 'Jouer les Noirs',
    'reason.king-moves': 'coups de dames sans prise',
    'reason.long-diagonal': 'finale sur la grande diagonale',
    'reason.endgame-5': 'limite de finale',
    'reason.endgame-15': 'limite de finale',
    'reason.endgame-16': 'limite de finale',
    'reason.endgame-30': 'limite de finale',
    'reason.endgame-60': 'limite de finale',
    offerDraw: 'Nulle d’un commun accord',
    proposeDraw: 'Proposer la nulle',
    drawDeclined: 'L’ordinateur refuse la nulle.',
  },
  pl: {
    'side.white': 'Białe',
    'side.black': 'Czarne',
    'piece.white.man': 'biały pionek',
    'piece.black.man': 'czarny pionek',
    'piece.white.king': 'biała damka',
    'piece.black.king': 'czarna damka',
    'kind.man': 'pionek',
    'kind.king': 'damka',
    'variant.international': 'Warcaby stupolowe',
    'variant.russian': 'Warcaby rosyjskie',
    'variant.brazilian': 'Warcaby brazylijskie',
    'mode.play.white': 'Graj białymi',
    'mode.play.black': 'Graj czarnymi',
    'reason.king-moves': 'same ruchy damek',
    'reason.long-diagonal': 'końcówka na długiej przekątnej',
    'reason.endgame-5': 'limit końcówki',
    'reason.endgame-15': 'limit końcówki',
    'reason.endgame-16': 'limit końcówki',
    'reason.endgame-30': 'limit końcówki',
    'reason.endgame-60': 'limit końcówki',
    offerDraw: 'Remis za zgodą',
    proposeDraw: 'Zaproponuj remis',
    drawDeclined: 'Komputer odrzuca remis.',
  },
};

/**
 * International (10×10), Russian and Brazilian (8×8) draughts with a
 * computer opponent (rules/draughts.md). Squares are named by field number
 * on the 10×10 board and algebraically on 8×8 boards; multi-captures are
 * entered square by square (or by the final square alone when that is
 * unambiguous), Escape taking back the last square.
 *
 * @tag draughts-board
 * @summary A draughts board: play a person or the computer (levels 1–7), by mouse, touch or keyboard.
 *
 * @attr variant - `international` (default), `russian` or `brazilian`. Changing it starts a new game.
 * @attr side - `white` (default), `black`, `both` (two people) or `none` (the computer plays both).
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (move in PDN, position in FEN).
 */
export class DraughtsBoard extends GridGameElement<DraughtsState, DraughtsMove> {
  static override styles = [gridGameStyles, draughtsBoardStyles];

  protected readonly game = draughts;

  protected override coordinateStyle(variant: string): CoordinateStyle {
    return this.game.grid(variant).cols === 10 ? 'numeric' : 'algebraic';
  }

  protected override notationStyle(variant: string): string {
    return this.game.grid(variant).cols === 10 ? 'numeric' : 'algebraic';
  }

  protected override localStrings(): StringTable {
    return STRINGS;
  }

  /** The computer's answer to the last draw offer, shown on the status line until the next move. */
  @state() private drawAnswer: { ply: number; text: string } | null = null;
  private drawQuestion: AbortController | null = null;

  /**
   * Draws by agreement (rules/draughts.md "Draws"): two people at one board agree at once;
   * against the computer, it accepts when its evaluation says the position is level or worse for it.
   */
  protected override renderExtraActions(): TemplateResult | typeof nothing {
    if (this.readonly || this.mode === 'computer-both') return nothing;
    const label = this.mode === 'two-players' ? this.t('offerDraw') : this.t('proposeDraw');
    const busy = this.drawQuestion !== null;
    return html`<button class="btn text" type="button" ?disabled=${this.result !== null || this.ply === 0 || busy} @click=${this.offerDraw}>
      ${label}
    </button>`;
  }

  protected override renderExtraStatus(): unknown {
    return this.drawAnswer && this.drawAnswer.ply === this.ply ? html`<span>${this.drawAnswer.text}</span>` : nothing;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.drawQuestion?.abort();
  }

  private offerDraw = async (): Promise<void> => {
    if (this.result !== null) return;
    if (this.mode === 'two-players') {
      this.endGame({ winner: null, reason: 'agreement' });
      return;
    }
    const computer = this.side === 'white' ? 'black' : 'white';
    const ply = this.ply;
    const ask = new AbortController();
    this.drawQuestion = ask;
    this.requestUpdate();
    try {
      const handle = this.aiClient.think(this.searchRequest(Math.min(this.level, DRAW_OFFER_LEVEL)), { signal: ask.signal });
      const answer = await handle.result;
      if (ask.signal.aborted || this.ply !== ply || this.result !== null) return;
      // The score is the side to move's; the computer judges from its own side.
      const forComputer = this.turn === computer ? answer.score : -answer.score;
      if (forComputer <= 0) {
        this.endGame({ winner: null, reason: 'agreement' });
      } else {
        const text = this.t('drawDeclined');
        this.drawAnswer = { ply, text };
        this.announce(text);
      }
    } catch (e) {
      if ((e as Error)?.name !== 'AbortError') this.fail(e, 'ai-failed');
    } finally {
      if (this.drawQuestion === ask) this.drawQuestion = null;
      this.requestUpdate();
    }
  };
}

/** Strength the computer uses to judge a draw offer (a quick look is enough to see a dead-level position). */
const DRAW_OFFER_LEVEL = 4;
