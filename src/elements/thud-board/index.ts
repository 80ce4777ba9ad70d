/** `<thud-board>`: importing this module defines the element. */
import { ThudBoard } from './thud-board.js';
import { nextMacrotask } from '../../ai/macrotask.js';

export { ThudBoard };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/events.js';

// Defined in a task of its own (a page loading several elements upgrades each kind apart; a module
// importing this one still finds the element defined), with a literal tag name, so the manifest
// analyser ties the tag to the class.
await nextMacrotask();
if (!customElements.get('thud-board')) customElements.define('thud-board', ThudBoard);

declare global {
  interface HTMLElementTagNameMap {
    'thud-board': ThudBoard;
  }
}
