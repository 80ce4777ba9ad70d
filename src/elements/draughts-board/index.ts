/** `<draughts-board>`: importing this module defines the element. */
import { DraughtsBoard } from './draughts-board.js';

export { DraughtsBoard };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('draughts-board')) customElements.define('draughts-board', DraughtsBoard);

declare global {
  interface HTMLElementTagNameMap {
    'draughts-board': DraughtsBoard;
  }
}
