/** `<formula-road>`: importing this module defines the element. */
import { FormulaRoad } from './formula-road.js';
import { nextMacrotask } from '../../ai/macrotask.js';

export { FormulaRoad };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail, GameHintDetail } from '../../ui/events.js';

// Defined in a task of its own (a page loading several elements upgrades each kind apart; a module
// importing this one still finds the element defined), with a literal tag name, so the manifest
// analyser ties the tag to the class.
await nextMacrotask();
if (!customElements.get('formula-road')) customElements.define('formula-road', FormulaRoad);

declare global {
  interface HTMLElementTagNameMap {
    'formula-road': FormulaRoad;
  }
}
