import { css } from 'lit';

/** What Spock adds to the shared board look: blue and red tiles, glyphs, attack marks, the legend. */
export const spockBoardStyles = css`
  :host {
    --_attack: var(--spock-attack, #c4281c);
    /* A cool slate board: the kit's properties still win when a page sets them. */
    --_light: var(--octarine-light-square, #e6ebf1);
    --_dark: var(--octarine-dark-square, #a3b3c6);
    --_frame: var(--octarine-frame, #3b4a5c);
  }
  /* Blue: a dark solid tile with white glyphs; Red: a pale tile with red glyphs — the two
     sides differ in lightness as well as hue, and in the letter's case. */
  .piece.side-0 {
    --_fill: var(--octarine-white-piece, #2b63c6);
    --_edge: var(--octarine-white-piece-edge, #17386f);
    --_glyph: var(--spock-blue-glyph, #ffffff);
  }
  .piece.side-1 {
    --_fill: var(--octarine-black-piece, #fdecea);
    --_edge: var(--octarine-black-piece-edge, #b3261e);
    --_glyph: var(--spock-red-glyph, #a51d16);
  }
  .swatch.side-0 {
    background: var(--octarine-white-piece, #2b63c6);
  }
  .swatch.side-1 {
    background: var(--octarine-black-piece, #fdecea);
    border: 2px solid var(--octarine-black-piece-edge, #b3261e);
  }
  .piece.side-1 .p-body {
    stroke-width: 4;
  }
  .sp-glyph {
    fill: var(--_glyph);
  }
  .sp-cut {
    fill: none;
    stroke: var(--_fill);
    stroke-width: 3.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .sp-line,
  .sp-ring {
    fill: none;
    stroke: var(--_glyph);
    stroke-width: 5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .sp-line.thick {
    stroke-width: 10;
  }
  .sp-line.thin {
    stroke-width: 4.2;
  }
  .sp-pivot {
    fill: var(--_fill);
  }
  .sp-letter {
    font: 800 17px system-ui, sans-serif;
    fill: var(--_glyph);
  }

  /* An enemy piece the selected piece could remove: a bracketed ring (a shape, not just a colour). */
  .square.attacked .piece:not(.ghost) {
    outline: 3px dashed var(--_attack);
    outline-offset: 1px;
    border-radius: 22%;
  }

  /* Status-line extras: the legend and the last leap. */
  .leap-note {
    color: var(--_text);
  }
  .legend {
    flex-basis: 100%;
    margin: 6px 0 0;
    padding: 8px 10px;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }
  .legend p {
    margin: 0 0 6px;
  }
  .legend ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  .legend li {
    display: grid;
    grid-template-columns: 28px minmax(5.5em, max-content) 1fr;
    align-items: center;
    gap: 8px;
  }
  .legend .piece,
  .legend .beats .piece {
    position: static;
    display: inline-block;
    vertical-align: middle;
    width: 26px;
    height: 26px;
    filter: none;
  }
  .legend .beats .piece {
    width: 18px;
    height: 18px;
  }
  .legend .name {
    font-weight: 600;
  }
  .legend .how {
    color: var(--_muted);
  }
  .btn[aria-pressed='true'] {
    background: var(--octarine-hover, #eef2f6);
    border-color: var(--_accent);
  }
`;
