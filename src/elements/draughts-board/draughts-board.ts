import { draughtsGridGame, type DraughtsMove, type DraughtsState } from '../../games/draughts/grid.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS } from '../../ui/game-options.js';
import { OfferSlot } from '../../ui/offer-slot.js';
import { drawDraughtsPiece } from '../../ui/pieces.js';
import type { ElementRecipe } from '../../ui/recipe.js';
import { gridGameStyles } from '../../ui/styles.js';
import { draughtsBoardStyles } from './draughts-board.styles.js';
import en from './strings.en.js';
import type { DraughtsKey } from './strings.js';

/** Squares are named by field number on the 10×10 board, algebraically on 8×8 boards. */
const notation = (variant: string): 'numeric' | 'algebraic' => (draughtsGridGame.grid(variant).cols === 10 ? 'numeric' : 'algebraic');

/** How the computer judges a draw offer (scores in centi-men, its own side's view). */
const DRAW_OFFER = {
  /** Its strength for the judgement (a quick look is enough to see who stands better). */
  level: 4,
  /** A game with at most this share of its men left has simplified: a level position there is a draw. */
  simplifiedAt: 0.5,
  /** A man and a half behind, it takes a draw at any stage. */
  behindBy: 150,
} as const;

/**
 * International (10×10), Russian and Brazilian (8×8) draughts with a computer opponent
 * (rules/draughts.md). Multi-captures are entered square by square (or by the final square
 * alone when that is unambiguous), Escape taking back the last square. Against the computer a
 * draw may be offered: it declines in the opening, and accepts once half the men are gone and its
 * own search says the position is level or worse for it, or at any stage when it is clearly behind.
 *
 * @tag draughts-board
 * @summary A draughts board: play a person or the computer (levels 1–7), by mouse, touch or keyboard.
 *
 * @attr variant - `international` (default), `russian` or `brazilian`. Changing it starts a new game.
 * @attr side - `white` (default), `black`, `both` (two people) or `none` (the computer plays both).
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (move in PDN, position in FEN).
 * @fires {CustomEvent<GameOverDetail>} game-over - The game ended: `{result: {winner, reason}}`.
 */
export class DraughtsBoard extends GameElement<DraughtsState, DraughtsMove, DraughtsKey> {
  static override styles = [gridGameStyles, draughtsBoardStyles];
  static override recipe: ElementRecipe = {
    game: draughtsGridGame,
    records: () => import('../../games/draughts/pdn.js').then((m) => m.draughtsRecords),
    motion: () => import('../../games/draughts/motion.js').then((m) => m.draughtsMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: GAME_OPTIONS,
    drawPiece: drawDraughtsPiece,
    coordinates: notation,
    notation,
  };

  private readonly drawOffer = new OfferSlot(this, this.computer, this.feedback, (m) => ({
    level: DRAW_OFFER.level,
    behindBy: DRAW_OFFER.behindBy,
    simplified: () => m.fewPiecesLeft(this.game, this.session.state, DRAW_OFFER.simplifiedAt),
    accept: () => this.endGame({ winner: null, reason: 'agreement' }),
    words: () => ({ agree: this.words.t('offerDraw'), offer: this.words.t('proposeDraw'), declined: this.words.t('drawDeclined') }),
  }));

  protected override loadOwnParts(playing: boolean): Promise<unknown> {
    return playing ? this.drawOffer.load() : Promise.resolve();
  }

  protected override renderActions(): unknown {
    return this.drawOffer.button();
  }

  protected override renderStatusExtra(): unknown {
    return this.drawOffer.status();
  }
}
