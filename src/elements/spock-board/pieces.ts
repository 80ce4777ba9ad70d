import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';

/**
 * Spock's five pieces for a 100×100 view box: a tile with a glyph that tells the
 * kind apart by shape alone (a boulder, open scissors, a lizard seen from above, a
 * sheet of paper, the Vulcan salute) and the notation letter (upper case for Blue,
 * lower case for Red, as in rules/spock.md §1), so neither kind nor side depends on
 * colour. Colours come from classes only (see spock-board.styles.ts); a bevel (`p-shine`,
 * `p-shade`) gives the tile its thickness.
 */

/**
 * Glyph geometry: every glyph is drawn inside this box, the letter below it (`letterY` is its
 * baseline). The letter is written by CSS from `data-letter` (spock-board.styles.ts), like the
 * board's coordinates: no text of the page, since the square's label names the piece.
 */
const TILE = { x: 8, y: 7, size: 84, radius: 18, depth: 5, letterY: 86 } as const;

const GLYPHS: Readonly<Record<string, SVGTemplateResult>> = {
  rock: svg`
    <path class="sp-glyph" d="M27 66 Q21 55 27 43 Q33 27 48 24 Q63 21 72 33 Q80 45 75 58 Q71 68 58 69 L36 70 Q30 70 27 66 Z"></path>
    <path class="sp-cut" d="M44 30 L49 41 L43 51 M62 45 L68 55 M34 55 L40 60"></path>`,
  scissors: svg`
    <path class="sp-line" d="M41 55 L64 19"></path>
    <path class="sp-line" d="M59 55 L36 19"></path>
    <circle class="sp-ring" cx="37" cy="62" r="7"></circle>
    <circle class="sp-ring" cx="63" cy="62" r="7"></circle>
    <circle class="sp-pivot" cx="50" cy="38" r="2.6"></circle>`,
  lizard: svg`
    <ellipse class="sp-glyph" cx="50" cy="22" rx="6" ry="7.5"></ellipse>
    <path class="sp-line thick" d="M50 28 L50 51"></path>
    <path class="sp-line" d="M50 52 Q50 67 60 69 Q70 70 72 60"></path>
    <path class="sp-line thin" d="M50 35 L38 32 L34 24 M50 35 L62 32 L66 24 M50 47 L38 51 L34 59 M50 47 L62 51 L66 59"></path>`,
  paper: svg`
    <path class="sp-glyph" d="M32 19 H58 L69 30 V69 H32 Z"></path>
    <path class="sp-cut" d="M58 19 V30 H69 M38 40 H63 M38 48 H63 M38 56 H56"></path>`,
  spock: svg`
    <g class="sp-glyph">
      <rect x="35" y="44" width="29" height="25" rx="7"></rect>
      <g transform="rotate(-9 42 46)">
        <rect x="34.5" y="27" width="6.5" height="22" rx="3.2"></rect>
        <rect x="41.5" y="20" width="6.5" height="29" rx="3.2"></rect>
      </g>
      <g transform="rotate(9 57 46)">
        <rect x="51.5" y="19" width="6.5" height="30" rx="3.2"></rect>
        <rect x="58.5" y="24" width="6.5" height="25" rx="3.2"></rect>
      </g>
    </g>
    <path class="sp-line" d="M61 60 L72 47"></path>`,
};

/** The tile's bevel: a light edge along the top and left, a shade down the right, just inside the tile's edge. */
const SHINE = (() => {
  const i = TILE.x + 5;
  const r = TILE.radius - 5;
  return `M${i} ${TILE.y + 58} V${TILE.y + 5 + r} A${r} ${r} 0 0 1 ${i + r} ${TILE.y + 5} H${TILE.x + TILE.size - 24}`;
})();
const SHADE = (() => {
  const i = TILE.x + TILE.size - 5;
  const r = TILE.radius - 5;
  const bottom = TILE.y + TILE.size - 5;
  return `M${i} ${TILE.y + 30} V${bottom - r} A${r} ${r} 0 0 1 ${i - r} ${bottom}`;
})();

const LETTERS: Readonly<Record<string, string>> = { rock: 'R', scissors: 'S', lizard: 'L', paper: 'P', spock: 'K' };

/** The notation letter of a piece: upper case for Blue (side 0), lower case for Red. */
export function pieceLetter(kind: string, sideIndex: number): string {
  const l = LETTERS[kind] ?? kind.slice(0, 1).toUpperCase();
  return sideIndex === 0 ? l : l.toLowerCase();
}

/** Draws a Spock piece (unknown kinds get a blank tile and their letter). */
export function drawSpockPiece(piece: PieceView, sideIndex: number): SVGTemplateResult {
  const t = TILE;
  return svg`
    <rect class="p-edge" x=${t.x} y=${t.y + t.depth} width=${t.size} height=${t.size} rx=${t.radius}></rect>
    <rect class="p-body" x=${t.x} y=${t.y} width=${t.size} height=${t.size} rx=${t.radius}></rect>
    <path class="p-shine" d=${SHINE}></path>
    <path class="p-shade" d=${SHADE}></path>
    ${GLYPHS[piece.kind] ?? svg``}
    <foreignObject x="0" y=${t.letterY - 13} width="100" height="20"><span class="sp-letter" data-letter=${pieceLetter(piece.kind, sideIndex)}></span></foreignObject>`;
}
