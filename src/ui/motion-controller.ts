import { render, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { PieceView } from '../core/board.js';
import type { BoardStage } from './board-stage.js';
import { planSteps, trackSteps, type AppearTrack, type MotionPlan, type SlideTrack, type VanishTrack } from '../core/motion.js';

/** Timing of the animator. */
export const MOTION_TUNING = {
  /** Default time of one step (the `animation` attribute's default), ms. */
  stepMs: 200,
  /** A whole plan never takes longer than this; longer plans play faster, ms. */
  maxPlanMs: 1200,
} as const;

/** How the animator draws and times a plan. */
export interface MotionRecipe {
  /** Draws a piece (for the ghost of one the move takes off). */
  drawPiece(piece: PieceView): TemplateResult;
  /** Time of one step, ms (0: no motion — `animation="0"`). Reduced motion is honoured here. */
  stepMs(): number;
}

/**
 * The one animator: plays a game's `MotionPlan` after the render that shows the new position,
 * with transforms only. Distances are in container units of the board (`.board` is an
 * inline-size container, its squares are `100cqw / cols` wide), so no layout is read at all;
 * vanishing pieces are ghosts placed by percentages on a layer over the board.
 */
export class MotionController implements ReactiveController {
  private pending: { plan: MotionPlan; skipFrom: number; ms: number } | null = null;
  private running: Animation[] = [];
  private ghosts: HTMLElement[] = [];
  /** When the board is still again (performance.now() time), hold included. */
  private busyUntil = 0;

  constructor(
    host: ReactiveControllerHost,
    private readonly stage: BoardStage,
    private readonly recipe: MotionRecipe,
  ) {
    host.addController(this);
  }

  /** Plays `plan` after the next render; `skipFrom`: a dragged piece is already where it was dropped. */
  play(plan: MotionPlan, skipFrom = -1): void {
    this.stop();
    const ms = this.stepLength(plan);
    if (ms === 0 || plan.tracks.length + (plan.scroll ? 1 : 0) === 0) return;
    this.pending = { plan, skipFrom, ms };
    this.busyUntil = performance.now() + ms * (planSteps(plan) + (plan.hold ?? 0));
  }

  /** Ends whatever is playing (a new position is on show). */
  stop(): void {
    this.pending = null;
    for (const a of this.running) a.cancel();
    this.running = [];
    for (const g of this.ghosts) g.remove();
    this.ghosts = [];
    this.busyUntil = 0;
  }

  /** How long the board stays busy with the last move, ms. */
  remainingMs(): number {
    return Math.max(0, this.busyUntil - performance.now());
  }

  hostUpdated(): void {
    const p = this.pending;
    this.pending = null;
    if (p) this.run(p.plan, p.skipFrom, p.ms);
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stepLength(plan: MotionPlan): number {
    const ms = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : this.recipe.stepMs();
    if (ms <= 0) return 0;
    return Math.min(ms, MOTION_TUNING.maxPlanMs / Math.max(1, planSteps(plan)));
  }

  /** Plays a plan with steps of `ms`. */
  private run(plan: MotionPlan, skipFrom: number, ms: number): void {
    const board = this.stage.board();
    if (!board) return;
    for (const t of plan.tracks) {
      if (t.kind === 'slide') {
        if (t.path[0] !== skipFrom) this.slide(board, t, ms);
      } else if (t.kind === 'vanish') this.vanish(t, ms);
      else this.appear(board, t, ms);
    }
    if (plan.scroll) this.scroll(board, plan.scroll, ms);
  }

  /** Display row and column of a cell (a flipped board is turned by 180°). */
  private at(cell: number): [number, number] {
    const { rows, cols, flipped } = this.stage.geometry();
    const d = flipped ? rows * cols - 1 - cell : cell;
    return [Math.floor(d / cols), d % cols];
  }

  /** A translation by whole squares, in the board's container units. */
  private offset(dr: number, dc: number): string {
    const { cols } = this.stage.geometry();
    return `translate(calc(${dc} * 100cqw / ${cols}), calc(${dr} * 100cqw / ${cols}))`;
  }

  private slide(board: HTMLElement, t: SlideTrack, ms: number): void {
    const end = t.path[t.path.length - 1];
    const piece = board.querySelector<SVGElement>(`[data-cell="${end}"] .piece`);
    if (!piece || typeof piece.animate !== 'function') return;
    const [er, ec] = this.at(end);
    const frames = t.path.map((c) => {
      const [r, k] = this.at(c);
      return { transform: this.offset(r - er, k - ec) };
    });
    piece.classList.add('moving');
    const a = piece.animate(frames, { duration: trackSteps(t) * ms, delay: (t.at ?? 0) * ms, easing: 'ease-in-out', fill: 'backwards' });
    this.track(a, () => piece.classList.remove('moving'));
  }

  private vanish(t: VanishTrack, ms: number): void {
    const layer = this.stage.layer();
    if (!layer) return;
    const { rows, cols } = this.stage.geometry();
    const [r, c] = this.at(t.cell);
    const ghost = document.createElement('div');
    ghost.className = `ghost ${t.effect ?? 'fade'}`;
    // Placed through the CSSOM, which a strict Content-Security-Policy allows (a style attribute it would not).
    ghost.style.setProperty('left', `${(c * 100) / cols}%`);
    ghost.style.setProperty('top', `${(r * 100) / rows}%`);
    ghost.style.setProperty('width', `${100 / cols}%`);
    ghost.style.setProperty('height', `${100 / rows}%`);
    render(this.recipe.drawPiece(t.piece), ghost);
    ghost.firstElementChild?.classList.add('ghost');
    layer.append(ghost);
    this.ghosts.push(ghost);
    let to = 'scale(0.85)';
    if (t.to !== undefined) {
      const [tr, tc] = this.at(t.to);
      // The ghost is one square: percentages of itself are squares.
      to = `translate(${(tc - c) * 100}%, ${(tr - r) * 100}%) ${t.effect === 'spin' ? 'scale(0.6) rotate(180deg)' : 'scale(0.5)'}`;
    } else if (t.effect === 'fall') to = 'scale(0.2)';
    const a = ghost.animate([{ transform: 'none', opacity: 1 }, { transform: to, opacity: 0 }], {
      duration: trackSteps(t) * ms,
      delay: (t.at ?? 0) * ms,
      easing: 'ease-in',
      fill: 'both',
    });
    this.track(a, () => {
      ghost.remove();
      this.ghosts = this.ghosts.filter((g) => g !== ghost);
    });
  }

  private appear(board: HTMLElement, t: AppearTrack, ms: number): void {
    const piece = board.querySelector<SVGElement>(`[data-cell="${t.cell}"] .piece`);
    if (!piece || typeof piece.animate !== 'function') return;
    const a = piece.animate(
      [{ transform: 'scale(0.2)', opacity: 0 }, { transform: 'scale(1.12)', opacity: 1, offset: 0.8 }, { transform: 'none', opacity: 1 }],
      { duration: trackSteps(t) * ms, delay: (t.at ?? 0) * ms, easing: 'ease-out', fill: 'backwards' },
    );
    this.track(a, () => {});
  }

  private scroll(board: HTMLElement, scroll: NonNullable<MotionPlan['scroll']>, ms: number): void {
    const rows = [...board.querySelectorAll<HTMLElement>(':scope > .row')];
    for (const row of rows.slice(0, Math.max(0, rows.length - scroll.keep))) {
      const a = row.animate([{ transform: `translateY(${-scroll.rows * 100}%)` }, { transform: 'none' }], { duration: ms, easing: 'ease-out' });
      this.track(a, () => {});
    }
  }

  private track(a: Animation, done: () => void): void {
    this.running.push(a);
    const end = (): void => {
      done();
      this.running = this.running.filter((x) => x !== a);
    };
    a.onfinish = end;
    a.oncancel = end;
  }
}
