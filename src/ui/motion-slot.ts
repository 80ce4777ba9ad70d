import type { ReactiveControllerHost } from 'lit';
import type { BoardMotion } from '../core/board.js';
import type { BoardStage } from './board-stage.js';
import { onApproach, playingParts } from './lazy.js';
import type { MotionController, MotionRecipe } from './motion-controller.js';

/** What a move does on the board (a game's `motion`). */
type Planner<S, M> = BoardMotion<S, M>['motion'];

/**
 * Where an element keeps its animator (src/ui/motion-controller.ts) and what its game's moves do on the board
 * (`planner`: the game's motion.ts), loaded with the panels of a board that plays, and when a reader's pointer or
 * focus reaches a diagram (which animates its steps); until then moves show without motion.
 */
export class MotionSlot<S, M> {
  private controller: MotionController | null = null;
  private plan: Planner<S, M> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly stage: BoardStage,
    private readonly recipe: MotionRecipe,
    private readonly planner: () => Promise<Planner<S, M>>,
  ) {
    onApproach(host, () => void this.load().catch(() => undefined));
  }

  load(): Promise<void> {
    return Promise.all([playingParts.load(), this.planner()]).then(([m, plan]) => {
      this.plan = plan;
      this.controller ??= new m.MotionController(this.host, this.stage, this.recipe);
    });
  }

  /**
   * Plays what `move` (from `before` to `after`) does after the next render (see `MotionController.play`); before
   * the animator is there, the move just shows.
   */
  play(before: S, move: M, after: S, skipFrom = -1): void {
    if (this.controller && this.plan) this.controller.play(this.plan(before, move, after), skipFrom);
    else void this.load().catch(() => undefined);
  }

  stop(): void {
    this.controller?.stop();
  }

  /** How long the board stays busy with the last move, ms. */
  remainingMs(): number {
    return this.controller?.remainingMs() ?? 0;
  }
}
