/** `<kamisado-board>`: importing this module defines the element. */
import { KamisadoBoard } from './kamisado-board.js';
import { nextMacrotask } from '../../ai/macrotask.js';

export { KamisadoBoard };
export type { KamisadoGameOverDetail } from './kamisado-board.js';
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/events.js';

// Defined in a task of its own (a page loading several elements upgrades each kind apart; a module
// importing this one still finds the element defined), with a literal tag name, so the manifest
// analyser ties the tag to the class.
await nextMacrotask();
if (!customElements.get('kamisado-board')) customElements.define('kamisado-board', KamisadoBoard);

declare global {
  interface HTMLElementTagNameMap {
    'kamisado-board': KamisadoBoard;
  }
}
