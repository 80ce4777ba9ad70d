import { html, nothing, type TemplateResult } from 'lit';
import type { GridStart, PieceView } from '../core/board.js';
import type { SessionView } from '../core/session.js';
import { renderPiece } from './board-view.js';
import type { Localize } from './localize.js';
import type { PieceDrawer } from './pieces.js';

/** Pieces taken up to a point of the line: owner → kind → count. */
type Counts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * The captured-pieces tray. Counts are kept per position of the line and grown one move at a
 * time from the position before, so a move costs one move's captures, not a replay of the game.
 */
export class CaptureTray<S, M> {
  private counts = new WeakMap<object, Counts>();

  constructor(private readonly game: GridStart<S, M>) {}

  render(s: SessionView<S, M>, draw: PieceDrawer, l: Localize): TemplateResult | typeof nothing {
    const counts = this.at(s, s.ply);
    if (counts.size === 0) return nothing;
    const sides = this.game.sides.filter((side) => counts.has(side));
    const groups = sides.map(
      (side) => html`<span class="tray-group"
        >${[...counts.get(side)!.entries()].map(([kind, n]) => html`${renderPiece({ side, kind }, this.game.sides, draw)}<span>×${n}</span>`)}</span
      >`,
    );
    const summary = sides.map((side) => `${l.sideName(side)} ${[...counts.get(side)!.values()].reduce((a, b) => a + b, 0)}`).join(', ');
    return html`<span class="tray" role="img" aria-label="${l.t('captured')}: ${summary}">${groups}</span>`;
  }

  private at(s: SessionView<S, M>, ply: number): Counts {
    const state = s.stateAt(ply) as object;
    const known = this.counts.get(state);
    if (known) return known;
    // From the nearest earlier position already counted (so each position is counted once).
    let from = ply;
    while (from > 0 && !this.counts.has(s.stateAt(from - 1) as object)) from--;
    let counts: Counts = from > 0 ? this.counts.get(s.stateAt(from - 1) as object)! : new Map();
    if (from === 0) this.counts.set(s.stateAt(0) as object, counts);
    for (let i = Math.max(1, from); i <= ply; i++) {
      counts = this.add(counts, s.stateAt(i - 1), s.moveAt(i));
      this.counts.set(s.stateAt(i) as object, counts);
    }
    return counts;
  }

  private add(counts: Counts, before: S, move: M | undefined): Counts {
    if (move === undefined) return counts;
    const taken = this.game.moveShape(before, move).captured;
    if (taken.length === 0) return counts;
    const pieces = this.game.pieces(before);
    const out = new Map([...counts].map(([side, kinds]) => [side, new Map(kinds)]));
    for (const cell of taken) {
      const p: PieceView | null = pieces[cell];
      if (!p) continue;
      const bySide = out.get(p.side) ?? new Map<string, number>();
      bySide.set(p.kind, (bySide.get(p.kind) ?? 0) + 1);
      out.set(p.side, bySide);
    }
    return out;
  }
}
