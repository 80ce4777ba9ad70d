import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../core/board.js';

/**
 * Piece drawings: SVG fragments for a 100×100 view box, coloured only through
 * classes so the element's stylesheet (and so the page, through custom
 * properties) decides the colours — no inline styles, no ids, no data URLs, so
 * a strict Content-Security-Policy shows them whole. A drawing gets the piece
 * and the index of its side in `game.sides` (0 = the first side, drawn with
 * `--octarine-white-piece`; 1 = `--octarine-black-piece`).
 *
 * Depth comes from shapes, not gradients (a gradient needs an id, and ids
 * repeat across pieces): a darker rim below the body reads as thickness, a
 * light arc (`p-shine`) and a shade (`p-shade`) as a turned, rounded edge.
 */
export type PieceDrawer = (piece: PieceView, sideIndex: number) => SVGTemplateResult;

/** Proportions of the default draughts men and kings, in view-box units. */
export const MAN = {
  radius: 40,
  /** The disc sits a little high so the rim below reads as thickness. */
  lift: 4,
  rim: 5,
  innerRing: 27,
  innerRing2: 15,
  /** A king is two men stacked: the upper one this much higher than a man. */
  stack: 6,
} as const;

/** An arc of the circle (cx, cy, r) from angle a0 to a1 (degrees, clockwise from 3 o'clock). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const p = (a: number): string => {
    const t = (a * Math.PI) / 180;
    return `${(cx + r * Math.cos(t)).toFixed(2)} ${(cy + r * Math.sin(t)).toFixed(2)}`;
  };
  return `M${p(a0)} A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${p(a1)}`;
}

/** One disc: rim, body, the turned edge's light and shade, and (for a man) two grooves. */
function disc(cy: number, grooves: boolean): SVGTemplateResult {
  const r = MAN.radius;
  return svg`
    <circle class="p-edge" cx="50" cy=${cy + MAN.rim} r=${r}></circle>
    <circle class="p-body" cx="50" cy=${cy} r=${r}></circle>
    <path class="p-shade" d=${arc(50, cy, r - 5, -15, 105)}></path>
    <path class="p-shine" d=${arc(50, cy, r - 5, 195, 265)}></path>
    ${grooves
      ? svg`<circle class="p-ring" cx="50" cy=${cy} r=${MAN.innerRing}></circle>
    <circle class="p-ring" cx="50" cy=${cy} r=${MAN.innerRing2}></circle>`
      : svg``}`;
}

/** A three-pointed crown with a band and a ball on each point, centred at (50, cy): big enough to read on a 30 px square. */
function crown(cy: number): SVGTemplateResult {
  const top = cy - 21;
  const side = cy - 14;
  const dip = cy - 3;
  const base = cy + 10;
  const d = `M23 ${base} L18 ${side} L35 ${dip} L50 ${top} L65 ${dip} L82 ${side} L77 ${base} Z`;
  return svg`<g class="p-king">
    <path class="p-crown" d=${d}></path>
    <rect class="p-crown" x="22" y=${base + 1} width="56" height="9" rx="3"></rect>
    <circle class="p-crown" cx="18" cy=${side - 2} r="5"></circle>
    <circle class="p-crown" cx="50" cy=${top - 2} r="5.5"></circle>
    <circle class="p-crown" cx="82" cy=${side - 2} r="5"></circle>
    <circle class="p-jewel" cx="50" cy=${base + 5.5} r="2.5"></circle>
  </g>`;
}

/**
 * The default drawing: a draughts man (a disc with turned grooves), and a king (kinds `king` and
 * `queen`): two discs stacked, so it stands taller with a double rim, crowned — told from a man by
 * its outline as well as by the crown. Unknown kinds are drawn as men with their kind's first
 * letter, so a new game is never blank.
 */
export const drawDraughtsPiece: PieceDrawer = (piece) => {
  const cy = 50 - MAN.lift;
  switch (piece.kind) {
    case 'man':
      return disc(cy, true);
    case 'king':
    case 'queen': {
      const upper = cy - MAN.stack;
      return svg`${disc(cy + MAN.stack / 2 + 2, false)}${disc(upper, false)}${crown(upper + 1)}`;
    }
    default:
      return svg`${disc(cy, true)}<text class="p-letter" x="50" y="58" text-anchor="middle">${piece.kind.slice(0, 1).toUpperCase()}</text>`;
  }
};
