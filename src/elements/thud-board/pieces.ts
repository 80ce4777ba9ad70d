import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';

/**
 * Thud's pieces for a 100×100 view box, told apart by shape: a dwarf (a stout body, a round
 * helmet with a nasal and a beard), a troll (a hulking, hunched mass with small eyes and tusks),
 * the Thudstone (a standing stone), the Rock (a broad boulder) and the ball.
 */
export function drawThudPiece(piece: PieceView): SVGTemplateResult {
  switch (piece.kind) {
    case 'dwarf':
      return svg`
        <path class="p-body" d="M24 92 L30 58 Q50 46 70 58 L76 92 Z"></path>
        <circle class="p-body" cx="50" cy="38" r="17"></circle>
        <path class="p-beard" d="M37 42 Q50 70 63 42 Q50 50 37 42 Z"></path>
        <path class="p-helmet" d="M31 36 Q32 13 50 12 Q68 13 69 36 Z"></path>
        <rect class="p-helmet" x="47" y="30" width="6" height="14" rx="2"></rect>`;
    case 'troll':
      return svg`
        <path class="p-body" d="M10 92 Q6 58 22 38 Q34 14 56 14 Q82 16 88 44 Q96 66 90 92 Z"></path>
        <circle class="p-eye" cx="40" cy="40" r="5"></circle>
        <circle class="p-eye" cx="62" cy="40" r="5"></circle>
        <path class="p-tusk" d="M38 58 L42 70 L46 58 Z"></path>
        <path class="p-tusk" d="M56 58 L60 70 L64 58 Z"></path>`;
    case 'thudstone':
      return svg`
        <path class="p-stone" d="M30 94 L26 36 Q30 8 50 6 Q70 8 74 36 L70 94 Z"></path>
        <path class="p-crack" d="M44 22 L52 40 L46 56 L54 76"></path>`;
    case 'rock':
      return svg`
        <path class="p-rock" d="M8 74 L16 40 L38 20 L66 22 L88 40 L94 70 L76 88 L28 90 Z"></path>
        <path class="p-crack" d="M36 34 L46 52 L40 70 M64 38 L58 56"></path>`;
    case 'ball':
    default:
      return svg`
        <circle class="p-ball" cx="50" cy="50" r="40"></circle>
        <path class="p-patch" d="M50 36 L63 45 L58 60 L42 60 L37 45 Z"></path>
        <path class="p-patch" d="M50 10 L58 14 L50 21 L42 14 Z M88 44 L86 54 L79 48 Z M12 44 L14 54 L21 48 Z M30 82 L38 88 L36 78 Z M70 82 L62 88 L64 78 Z"></path>`;
  }
}
