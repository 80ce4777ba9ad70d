import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';
import { COLOUR_LETTERS, COLOUR_NAMES } from '../../games/kamisado/geometry.js';
import { LIGHT_COLOURS } from './kamisado-board.styles.js';

/** Tower drawing, in the 100×100 piece view box. */
export const KAMISADO_TUNING = {
  octagonRadius: 45,
  discRadius: 22,
  /** Sumo rings: the first ring's radius and the gap between rings. */
  sumoRing: 27,
  sumoGap: 4.2,
} as const;

/** The points of a regular octagon with a flat top, centred at (50, cy). */
function octagonPoints(r: number, cy: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let k = 0; k < 8; k++) {
    const a = ((22.5 + 45 * k) * Math.PI) / 180;
    pts.push([50 + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}
const points = (pts: [number, number][]): string => pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');
/** A run of an octagon's edge, from corner `from` for `n` edges (corners clockwise from the lower right). */
function edgeRun(r: number, cy: number, from: number, n: number): string {
  const pts = octagonPoints(r, cy);
  const run = Array.from({ length: n + 1 }, (_, i) => pts[(from + i) % 8]);
  return `M${run.map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join(' L')}`;
}

const R = KAMISADO_TUNING.octagonRadius;
const BODY = points(octagonPoints(R, 48));
const RIM = points(octagonPoints(R, 52));
/** The bevel, just inside the body's edge: light along the upper left, shade along the lower right. */
const SHINE = edgeRun(R - 5, 48, 3, 3);
const SHADE = edgeRun(R - 5, 48, 7, 3);

/**
 * A tower: the owner's octagon standing on its rim, a bevel for depth, the colour disc with its
 * letter, one sumo ring per rank; Gold's carry a notch (owner by shape too). The letter is written
 * by CSS from `data-letter`, like the squares' letters: no text of the page (the square's label
 * names the tower).
 */
export function drawTower(piece: PieceView, sideIndex: number): SVGTemplateResult {
  const colour = Math.max(0, COLOUR_LETTERS.indexOf(piece.kind.charAt(0) as (typeof COLOUR_LETTERS)[number]));
  const name = COLOUR_NAMES[colour];
  const t = KAMISADO_TUNING;
  const rings: SVGTemplateResult[] = [];
  for (let i = 0; i < piece.kind.length - 1; i++) rings.push(svg`<circle class="t-sumo" cx="50" cy="48" r=${t.sumoRing + i * t.sumoGap}></circle>`);
  return svg`
    <polygon class="t-rim" points=${RIM}></polygon>
    <polygon class="t-body" points=${BODY}></polygon>
    <path class="p-shine" d=${SHINE}></path>
    <path class="p-shade" d=${SHADE}></path>
    ${rings}
    <circle class="t-disc k-${name}" cx="50" cy="48" r=${t.discRadius}></circle>
    <path class="t-gloss" d="M35 44 A16 16 0 0 1 46 33"></path>
    <foreignObject x="26" y="25" width="48" height="48"><span class="t-letter ${LIGHT_COLOURS.has(name) ? 'on-light' : 'on-dark'}" data-letter=${COLOUR_LETTERS[colour]}></span></foreignObject>
    ${sideIndex === 1 ? svg`<circle class="t-owner" cx="50" cy="11" r="3.2"></circle>` : nothing}`;
}
