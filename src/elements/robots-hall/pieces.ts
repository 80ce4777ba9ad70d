import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';

/** Pieces of the hall, for a 100×100 view box: a robot, the player, a crevasse and the exit. */
export function drawRobotsPiece(piece: PieceView): SVGTemplateResult {
  switch (piece.kind) {
    case 'robot':
      return svg`<line class="r-ant" x1="50" y1="8" x2="50" y2="22"></line><circle class="r-eye" cx="50" cy="8" r="5"></circle>
        <rect class="r-body" x="18" y="22" width="64" height="48" rx="10"></rect>
        <circle class="r-eye" cx="37" cy="44" r="7"></circle><circle class="r-eye" cx="63" cy="44" r="7"></circle>
        <rect class="r-body" x="28" y="70" width="12" height="20" rx="3"></rect><rect class="r-body" x="60" y="70" width="12" height="20" rx="3"></rect>`;
    case 'player':
      return svg`<circle class="p-head" cx="50" cy="24" r="15"></circle><path class="p-torso" d="M26 92 C26 58 36 44 50 44 C64 44 74 58 74 92 Z"></path>`;
    case 'crevasse':
      return svg`<path class="c-lip" d="M12 30 L30 10 L58 16 L88 8 L92 40 L84 70 L92 90 L58 86 L30 94 L8 72 Z"></path>
        <path class="c-hole" d="M20 34 L34 18 L58 24 L80 18 L84 42 L76 68 L82 82 L58 78 L32 86 L16 68 Z"></path>`;
    case 'exit':
      return svg`<rect class="x-door" x="14" y="8" width="72" height="84" rx="6"></rect><path class="x-arrow" d="M70 50 H30 M46 32 L28 50 L46 68"></path>`;
    default:
      return svg``;
  }
}
