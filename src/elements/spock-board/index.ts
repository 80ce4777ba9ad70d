/** `<spock-board>`: importing this module defines the element. */
import { SpockBoard } from './spock-board.js';

export { SpockBoard };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('spock-board')) customElements.define('spock-board', SpockBoard);

declare global {
  interface HTMLElementTagNameMap {
    'spock-board': SpockBoard;
  }
}
