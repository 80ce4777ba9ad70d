import { css, svg, type SVGTemplateResult } from 'lit';
import { lineBehindEnd } from '../../games/thud/lines.js';
import type { ThudOverlay } from './overlay.js';

/**
 * The move (or the choice) the pointer or the focus points at, drawn before it is played: the line
 * behind a hurling or shoving piece (rules/thud.md §3), the path, and the dwarfs it would take (crossed
 * when sure, ringed when the player still chooses). Loaded with the playing parts (it needs a move
 * being entered, so input), apart from the overlay the board's first drawing has.
 */
export function preview(o: ThudOverlay): SVGTemplateResult[] {
  const { view } = o;
  const entered = view.entered;
  const n = entered.length;
  if (!view.interactive || n === 0) return [];
  const xy = (cell: number): [number, number] => {
    const r = Math.floor(cell / view.cols);
    const c = cell % view.cols;
    return view.flipped ? [view.cols - 1 - c + 0.5, view.rows - 1 - r + 0.5] : [c + 0.5, r + 0.5];
  };
  const cands = o.entries.filter((e) => e.seq.length >= n && entered.every((c, i) => e.seq[i] === c));
  const at = view.pointed;
  let pointed = at >= 0 && !entered.includes(at) ? cands.filter((e) => e.seq[n] === at || e.seq[e.seq.length - 1] === at) : [];
  const choosing = pointed.length === 0 && n >= 2;
  if (choosing) pointed = cands;
  if (pointed.length === 0) return [];
  const moves = [...new Set(pointed.map((e) => e.move))].map((i) => o.moves[i]);
  const m = moves.reduce((a, b) => (b.captured.length > a.captured.length ? b : a));
  const victims = new Set<number>(moves.flatMap((mv) => mv.captured));
  const sure = moves[0].captured.filter((c) => moves.every((mv) => mv.captured.includes(c)));
  const parts: SVGTemplateResult[] = [];
  if (m.kind === 'hurl' || m.kind === 'shove') {
    const back = lineBehindEnd(o.state.board, m.from, m.to);
    if (back !== m.from) {
      const [x1, y1] = xy(back);
      const [x2, y2] = xy(m.from);
      parts.push(svg`<line class="push" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`);
    }
  }
  const pts = (choosing ? entered.filter((c) => !victims.has(c)) : [m.from, ...(m.hops ?? [m.to])]).map(xy);
  if (pts.length >= 2) {
    parts.push(svg`<polyline class="path" points=${pts.map((p) => p.join(' ')).join(' ')}></polyline>`);
    const [ex, ey] = pts[pts.length - 1];
    const [px, py] = pts[pts.length - 2];
    const a = Math.atan2(ey - py, ex - px);
    const tip = (d: number, s: number): string => `${ex - Math.cos(a) * d + Math.cos(a + Math.PI / 2) * s} ${ey - Math.sin(a) * d + Math.sin(a + Math.PI / 2) * s}`;
    parts.push(svg`<path class="head" d="M${tip(0.12, 0)} L${tip(0.42, 0.17)} L${tip(0.42, -0.17)} Z"></path>`);
  }
  for (const c of victims) {
    const [x, y] = xy(c);
    if (sure.includes(c) && !choosing) {
      parts.push(svg`<circle class="victim" cx=${x} cy=${y} r="0.42"></circle>
        <path class="victim-x" d="M${x - 0.2} ${y - 0.2} L${x + 0.2} ${y + 0.2} M${x + 0.2} ${y - 0.2} L${x - 0.2} ${y + 0.2}"></path>`);
    } else {
      parts.push(svg`<circle class="choice" cx=${x} cy=${y} r="0.44"></circle>`);
    }
  }
  return parts;
}

/** The preview's look, added to the element's sheets when it is first drawn (see `addLateStyles`). */
export const previewStyles = css`
  .overlay .push {
    stroke: var(--_preview);
    stroke-width: 0.34;
    stroke-linecap: round;
    opacity: 0.35;
  }
  .overlay .path {
    fill: none;
    stroke: var(--_preview);
    stroke-width: 0.1;
    stroke-linecap: round;
    stroke-linejoin: round;
    stroke-dasharray: 0.22 0.14;
  }
  .overlay .head {
    fill: var(--_preview);
  }
  .overlay .victim {
    fill: rgba(196, 43, 28, 0.18);
    stroke: var(--octarine-captured, rgba(196, 43, 28, 0.9));
    stroke-width: 0.08;
  }
  .overlay .victim-x {
    stroke: var(--octarine-captured, rgba(196, 43, 28, 0.9));
    stroke-width: 0.09;
    stroke-linecap: round;
  }
  .overlay .choice {
    fill: none;
    stroke: var(--octarine-captured, rgba(196, 43, 28, 0.9));
    stroke-width: 0.08;
    stroke-dasharray: 0.16 0.1;
  }
`;
