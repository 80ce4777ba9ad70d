/**
 * What a Kamisado move does on the board (src/core/motion.ts). A move slides its tower; a push
 * slides the pusher and every tower it pushes together (rules/kamisado.md §4, §7); a non-stop goal
 * move slides the tower to the goal row, then to the home-row square it re-enters on (§7); the
 * Defender's fill-left / fill-right slides every tower that changes square at once, slowly enough
 * to follow (§6). A move that ends a round (or scores a non-stop point) holds the board on show so
 * the computer does not regroup before it has been seen (§5).
 */
import type { MotionPlan, SlideTrack } from '../../core/motion.js';
import { KIND_FL, KIND_FR, KIND_REENTER, POS, moveFrom, moveKind, moveReentry, moveTo, type KamisadoMove, type KamisadoState } from './state.js';

/** In steps (a step is the element's `animation`, 200 ms by default): a regroup glides for 700 ms, a won round shows for 1.2 s. */
export const KAMISADO_MOTION = { regroupSteps: 3.5, roundHold: 6 } as const;

export function kamisadoMotion(before: KamisadoState, move: KamisadoMove, after: KamisadoState): MotionPlan {
  const kind = moveKind(move);
  if (kind === KIND_FL || kind === KIND_FR) return { tracks: towerSlides(before, after, -1, KAMISADO_MOTION.regroupSteps) };
  const from = moveFrom(move);
  const to = moveTo(move);
  const mover = before.buf[from];
  const path = kind === KIND_REENTER ? [from, to, moveReentry(move)] : [from, to];
  // Pushed towers (the only others that change square) move one square, in step with the pusher.
  const tracks: SlideTrack[] = [{ kind: 'slide', path }, ...towerSlides(before, after, mover, 1)];
  const roundEnds = after.results.length > before.results.length;
  return roundEnds ? { tracks, hold: KAMISADO_MOTION.roundHold } : { tracks };
}

/** A slide for every tower but `skip` whose square differs between the two states. */
function towerSlides(before: KamisadoState, after: KamisadoState, skip: number, steps: number): SlideTrack[] {
  const out: SlideTrack[] = [];
  for (let t = 0; t < 16; t++) {
    const a = before.buf[POS + t];
    const b = after.buf[POS + t];
    if (t !== skip && a !== b) out.push({ kind: 'slide', path: [a, b], steps });
  }
  return out;
}
