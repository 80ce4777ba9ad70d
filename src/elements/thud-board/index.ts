/** `<thud-board>`: importing this module defines the element. */
import { ThudBoard } from './thud-board.js';

export { ThudBoard };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('thud-board')) customElements.define('thud-board', ThudBoard);

declare global {
  interface HTMLElementTagNameMap {
    'thud-board': ThudBoard;
  }
}
