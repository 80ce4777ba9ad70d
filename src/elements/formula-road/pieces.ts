import { svg, type SVGTemplateResult } from 'lit';
import type { PieceView } from '../../core/board.js';

/**
 * Pieces of the road, for a 100×100 view box: a truck, and the car seen from above. The car
 * carries its crash look (a grey body and a burst, shown by the square's `crashed` mark in CSS),
 * so its drawing does not depend on the race's state.
 */
export function drawFormulaPiece(piece: PieceView): SVGTemplateResult {
  if (piece.kind === 'truck') {
    return svg`<rect class="t-body" x="22" y="26" width="56" height="66" rx="6"></rect><rect class="t-cab" x="26" y="6" width="48" height="24" rx="6"></rect>`;
  }
  return svg`<g class="car">
      <rect class="car-wheel" x="14" y="16" width="14" height="22" rx="4"></rect><rect class="car-wheel" x="72" y="16" width="14" height="22" rx="4"></rect>
      <rect class="car-wheel" x="12" y="64" width="16" height="24" rx="4"></rect><rect class="car-wheel" x="72" y="64" width="16" height="24" rx="4"></rect>
      <path class="car-body" d="M42 4 H58 L62 40 L70 56 L70 90 H30 L30 56 L38 40 Z"></path>
      <rect class="car-body" x="20" y="6" width="60" height="8" rx="3"></rect>
      <circle class="car-pilot" cx="50" cy="56" r="9"></circle></g>
    <path class="boom" d="M50 8 L58 34 L86 26 L66 48 L92 64 L62 64 L66 92 L50 70 L34 92 L38 64 L8 64 L34 48 L14 26 L42 34 Z"></path>`;
}
