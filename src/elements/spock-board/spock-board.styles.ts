import { css } from 'lit';
import { themed } from '../../ui/styles.js';

/** What Spock adds to the shared board look: blue and red tiles, glyphs, attack marks, the legend. */
export const spockBoardStyles = css`
  ${themed({
    /* A cool slate board: the kit's properties still win when a page sets them. Blue: a dark solid
       tile with white glyphs; Red: a pale tile with red glyphs — the two sides differ in lightness
       as well as hue, and in the letter's case. */
    light: css`
      --_t-light: #e6ebf1;
      --_t-dark: #a3b3c6;
      --_t-frame: #3b4a5c;
      --_t-white: #2b63c6;
      --_t-white-edge: #17386f;
      --_t-black: #fdecea;
      --_t-black-edge: #b3261e;
      --_t-blue-glyph: #ffffff;
      --_t-red-glyph: #a51d16;
      --_t-attack: #c4281c;
      --_t-coord-on-light: #3b4a5c;
      --_t-coord-on-dark: #1c2430;
    `,
    dark: css`
      --_t-light: #8d9bae;
      --_t-dark: #5d6c80;
      --_t-frame: #1c2430;
      --_t-white: #2e67cc;
      --_t-white-edge: #0e2552;
      --_t-black: #fbe3e0;
      --_t-black-edge: #c0362b;
      --_t-blue-glyph: #ffffff;
      --_t-red-glyph: #a51d16;
      --_t-attack: #ff6b5e;
      --_t-coord-on-light: #1c2430;
      --_t-coord-on-dark: #ffffff;
    `,
    /* On wood the squares are the kit's; the tiles stay blue and red. */
    wood: css`
      --_t-white: #2b5fb8;
      --_t-white-edge: #142f63;
      --_t-black: #fbe6df;
      --_t-black-edge: #a8261d;
      --_t-blue-glyph: #ffffff;
      --_t-red-glyph: #a51d16;
      --_t-attack: #b0170c;
    `,
  })}
  :host {
    --_attack: var(--spock-attack, var(--_t-attack));
  }
  .piece.side-0 {
    --_glyph: var(--spock-blue-glyph, var(--_t-blue-glyph));
    --_shine: rgba(255, 255, 255, 0.4);
    --_shade: rgba(0, 0, 0, 0.25);
  }
  .piece.side-1 {
    --_glyph: var(--spock-red-glyph, var(--_t-red-glyph));
    --_shine: rgba(255, 255, 255, 0.9);
    --_shade: rgba(120, 20, 10, 0.16);
  }
  .swatch.side-1 {
    border: 2px solid var(--_black-edge);
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
    display: block;
    font: 800 17px / 1 system-ui, sans-serif;
    text-align: center;
    color: var(--_glyph);
  }
  .sp-letter::before {
    content: attr(data-letter);
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
    background: var(--_hover);
    border-color: var(--_accent);
  }
`;
