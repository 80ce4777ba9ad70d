/** `<kamisado-board>`: importing this module defines the element. */
import { KamisadoBoard } from './kamisado-board.js';

export { KamisadoBoard };
export type { KamisadoGameOverDetail } from './kamisado-board.js';
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('kamisado-board')) customElements.define('kamisado-board', KamisadoBoard);

declare global {
  interface HTMLElementTagNameMap {
    'kamisado-board': KamisadoBoard;
  }
}
