/** `<draughts-board>`: importing this module defines the element. */
import { DraughtsBoard } from './draughts-board.js';
import { nextMacrotask } from '../../ai/macrotask.js';

export { DraughtsBoard };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/events.js';

// Defined in a task of its own (a page loading several elements upgrades each kind apart; a module
// importing this one still finds the element defined), with a literal tag name, so the manifest
// analyser ties the tag to the class.
await nextMacrotask();
if (!customElements.get('draughts-board')) customElements.define('draughts-board', DraughtsBoard);

declare global {
  interface HTMLElementTagNameMap {
    'draughts-board': DraughtsBoard;
  }
}
