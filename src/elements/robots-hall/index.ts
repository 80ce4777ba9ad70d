/** `<robots-hall>`: importing this module defines the element. */
import { RobotsHall } from './robots-hall.js';

export { RobotsHall };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('robots-hall')) customElements.define('robots-hall', RobotsHall);

declare global {
  interface HTMLElementTagNameMap {
    'robots-hall': RobotsHall;
  }
}
