import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';

/**
 * Thud's pieces for a 100×100 view box, told apart by shape: a dwarf (a stout body, a round
 * helmet with a brim and a nasal, a big beard), a troll (a hulking, hunched mass with a brow,
 * small eyes and tusks), the Thudstone (a standing stone), the Rock (a broad boulder) and the
 * ball. Squares are small on a phone (about 25 px), so every drawing fills most of its box; a
 * light arc and a shade (`p-shine`, `p-shade`) give it volume. Colours come from classes only.
 */
export function drawThudPiece(piece: PieceView): SVGTemplateResult {
  switch (piece.kind) {
    case 'dwarf':
      return svg`
        <path class="p-body" d="M8 97 Q8 70 20 62 Q34 55 50 55 Q66 55 80 62 Q92 70 92 97 Z"></path>
        <path class="p-shade" d="M80 70 Q86 78 86 92"></path>
        <circle class="p-body" cx="50" cy="43" r="21"></circle>
        <path class="p-beard" d="M27 44 Q28 78 50 93 Q72 78 73 44 Q62 55 50 53 Q38 55 27 44 Z"></path>
        <path class="p-helmet" d="M24 42 Q23 7 50 5 Q77 7 76 42 Z"></path>
        <rect class="p-helmet" x="18" y="36" width="64" height="9" rx="4"></rect>
        <rect class="p-helmet" x="45" y="38" width="10" height="19" rx="4"></rect>
        <path class="p-shine" d="M31 30 Q33 14 47 11"></path>`;
    case 'troll':
      return svg`
        <path class="p-body" d="M4 97 Q1 58 16 36 Q28 6 56 5 Q88 7 93 40 Q99 68 95 97 Z"></path>
        <path class="p-shade" d="M86 44 Q92 66 89 90"></path>
        <path class="p-shine" d="M20 40 Q30 16 52 12"></path>
        <path class="p-brow" d="M26 38 Q38 28 50 36 Q62 28 74 38"></path>
        <circle class="p-eye" cx="38" cy="44" r="6.5"></circle>
        <circle class="p-eye" cx="62" cy="44" r="6.5"></circle>
        <path class="p-tusk" d="M33 64 L39 82 L45 64 Z"></path>
        <path class="p-tusk" d="M55 64 L61 82 L67 64 Z"></path>`;
    case 'thudstone':
      return svg`
        <path class="p-stone" d="M22 97 L18 34 Q24 3 50 2 Q76 3 82 34 L78 97 Z"></path>
        <path class="p-shine" d="M28 36 Q30 14 46 9"></path>
        <path class="p-crack" d="M44 20 L54 42 L46 60 L56 84"></path>`;
    case 'rock':
      return svg`
        <path class="p-rock" d="M3 72 L12 34 L36 12 L68 14 L90 34 L97 68 L78 92 L24 94 Z"></path>
        <path class="p-shine" d="M16 38 L36 19 L62 20"></path>
        <path class="p-crack" d="M34 30 L46 52 L38 74 M66 34 L58 58"></path>`;
    case 'ball':
    default:
      return svg`
        <circle class="p-ball" cx="50" cy="50" r="44"></circle>
        <path class="p-patch" d="M50 35 L64 45 L59 61 L41 61 L36 45 Z"></path>
        <path class="p-patch" d="M50 7 L59 11 L50 19 L41 11 Z M92 44 L90 55 L82 48 Z M8 44 L10 55 L18 48 Z M27 84 L36 91 L34 80 Z M73 84 L64 91 L66 80 Z"></path>
        <path class="p-shine" d="M20 36 Q26 20 40 13"></path>`;
  }
}
