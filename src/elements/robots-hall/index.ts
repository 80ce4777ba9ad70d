/** `<robots-hall>`: importing this module defines the element. */
import { RobotsHall } from './robots-hall.js';
import { nextMacrotask } from '../../ai/macrotask.js';

export { RobotsHall };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail, GameHintDetail } from '../../ui/events.js';

// Defined in a task of its own (a page loading several elements upgrades each kind apart; a module
// importing this one still finds the element defined), with a literal tag name, so the manifest
// analyser ties the tag to the class.
await nextMacrotask();
if (!customElements.get('robots-hall')) customElements.define('robots-hall', RobotsHall);

declare global {
  interface HTMLElementTagNameMap {
    'robots-hall': RobotsHall;
  }
}
