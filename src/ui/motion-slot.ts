import type { ReactiveControllerHost } from 'lit';
import type { MotionPlan } from '../core/motion.js';
import type { BoardStage } from './board-stage.js';
import { onApproach, playingParts } from './lazy.js';
import type { MotionController, MotionRecipe } from './motion-controller.js';

/**
 * Where an element keeps its animator (src/ui/motion-controller.ts), loaded with the panels of a
 * board that plays, and when a reader's pointer or focus reaches a diagram (which animates its
 * steps); until then moves show without motion.
 */
export class MotionSlot {
  private controller: MotionController | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly stage: BoardStage,
    private readonly recipe: MotionRecipe,
  ) {
    onApproach(host, () => void this.load().catch(() => undefined));
  }

  load(): Promise<void> {
    return playingParts.load().then((m) => void (this.controller ??= new m.MotionController(this.host, this.stage, this.recipe)));
  }

  /** Plays `plan` after the next render (see `MotionController.play`); before the animator is there, the move just shows. */
  play(plan: MotionPlan, skipFrom = -1): void {
    if (this.controller) this.controller.play(plan, skipFrom);
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
