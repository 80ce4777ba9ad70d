import type { ReactiveControllerHost } from 'lit';
import { GameError } from '../core/errors.js';
import type { ComputerController } from './computer-controller.js';
import { emit } from './events.js';
import type { Feedback } from './feedback.js';

/**
 * "Which move would the computer play here?": asked through the computer's `ask()`, shown as
 * a note (and by the element wherever it draws hints), announced, and fired as `game-hint`.
 * A new position drops the hint and a question still out.
 */
export class Hint {
  /** The suggested move, for the position it was asked in (null: none). */
  move: string | null = null;
  /** What the status line says of it. */
  note = '';
  private asking = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly computer: Pick<ComputerController, 'ask'>,
    private readonly feedback: Feedback,
    /** How the hint reads ("Hint: step west"), and whether the game is over. */
    private readonly recipe: { describe(move: string): string; over(): boolean },
  ) {}

  get busy(): boolean {
    return this.asking;
  }

  /** Asks for a hint; resolves with the move ('' when the position changed meanwhile). A failure is reported and thrown. */
  async ask(): Promise<string> {
    if (this.recipe.over()) {
      throw this.feedback.report(new GameError('game-over', 'The game is over; there is nothing to hint.'), 'game-over');
    }
    this.asking = true;
    this.host.requestUpdate();
    try {
      const answer = await this.computer.ask();
      const move = answer?.move;
      if (!move) return '';
      this.move = move;
      this.note = this.recipe.describe(move);
      this.feedback.announce(this.note);
      emit(this.host, 'game-hint', { move });
      return move;
    } finally {
      this.asking = false;
      this.host.requestUpdate();
    }
  }

  /** The position changed: the hint no longer applies. */
  clear(): void {
    this.move = null;
    this.note = '';
  }

  /** A button's handler: asks, errors already reported. */
  readonly onClick = (): void => {
    this.ask().catch(() => {});
  };
}
