import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../core/board.js';

/**
 * Piece drawings: SVG fragments for a 100×100 view box, coloured only through
 * classes so the element's stylesheet (and so the page, through custom
 * properties) decides the colours. A drawing gets the piece and the index of
 * its side in `game.sides` (0 = the first side, drawn with
 * `--octarine-white-piece`; 1 = `--octarine-black-piece`).
 */
export type PieceDrawer = (piece: PieceView, sideIndex: number) => SVGTemplateResult;

/** Proportions of the default draughts men, in view-box units. */
const MAN = {
  radius: 40,
  /** The disc sits a little high so the rim below reads as thickness. */
  lift: 4,
  rim: 5,
  innerRing: 27,
  innerRing2: 15,
};

function disc(dy: number): SVGTemplateResult {
  const cy = 50 - MAN.lift + dy;
  return svg`
    <circle class="p-edge" cx="50" cy=${cy + MAN.rim} r=${MAN.radius}></circle>
    <circle class="p-body" cx="50" cy=${cy} r=${MAN.radius}></circle>
    <circle class="p-ring" cx="50" cy=${cy} r=${MAN.innerRing}></circle>
    <circle class="p-ring" cx="50" cy=${cy} r=${MAN.innerRing2}></circle>`;
}

/** A crown of five points, centred at (50, cy). */
function crown(cy: number): SVGTemplateResult {
  const top = cy - 11;
  const base = cy + 9;
  const d = `M30 ${base} L27 ${top + 4} L38.5 ${cy - 1} L50 ${top - 2} L61.5 ${cy - 1} L73 ${top + 4} L70 ${base} Z`;
  return svg`
    <path class="p-crown" d=${d}></path>
    <rect class="p-crown" x="30" y=${base + 2} width="40" height="5" rx="2"></rect>`;
}

/**
 * The default drawing: a draughts man (a disc with turned rings), and a king
 * (the same disc with a crown, kinds `king` and `queen`). Unknown kinds are
 * drawn as men with their kind's first letter, so a new game is never blank.
 */
export const drawDraughtsPiece: PieceDrawer = (piece) => {
  switch (piece.kind) {
    case 'man':
      return disc(0);
    case 'king':
    case 'queen':
      return svg`${disc(0)}${crown(50 - MAN.lift + 1)}`;
    default:
      return svg`${disc(0)}<text class="p-letter" x="50" y="58" text-anchor="middle">${piece.kind.slice(0, 1).toUpperCase()}</text>`;
  }
};
