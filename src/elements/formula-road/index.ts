/** `<formula-road>`: importing this module defines the element. */
import { FormulaRoad } from './formula-road.js';

export { FormulaRoad };
export type { GameMoveDetail, GameOverDetail, GameThinkingDetail, GameErrorDetail } from '../../ui/game-element.js';

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('formula-road')) customElements.define('formula-road', FormulaRoad);

declare global {
  interface HTMLElementTagNameMap {
    'formula-road': FormulaRoad;
  }
}
