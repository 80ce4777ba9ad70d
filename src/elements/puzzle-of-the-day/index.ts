/** `<puzzle-of-the-day>`: importing this module defines the element. */
import { PuzzleOfTheDay } from './puzzle-of-the-day.js';

export { PuzzleOfTheDay };

// A literal tag name, so the manifest analyser ties the tag to the class.
if (!customElements.get('puzzle-of-the-day')) customElements.define('puzzle-of-the-day', PuzzleOfTheDay);

declare global {
  interface HTMLElementTagNameMap {
    'puzzle-of-the-day': PuzzleOfTheDay;
  }
}
