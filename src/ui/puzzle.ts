import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { SearchResult } from '../ai/types.js';
import { WIN_SCORE } from '../core/game.js';
import type { GridGame } from '../core/board.js';
import { lostWithin, PuzzleSolution } from '../core/puzzle.js';
import { emit } from './events.js';
import { panelStyles, puzzleStyles } from './panels.styles.js';
import type { Feedback } from './feedback.js';
import type { GameChange, GameController } from './game-controller.js';
import type { Localize } from './localize.js';

/** Pacing of a puzzle's own moves. */
export const PUZZLE_TUNING = {
  /** The defence answers a right move after this pause, ms (and after the move's animation). */
  replyPauseMs: 350,
  /** "Show solution" plays a move this often, ms. */
  showStepMs: 800,
  /** The level that judges a `goal` puzzle and finds refutations: the strongest. */
  askLevel: 7,
} as const;

/** What a puzzle needs from its element besides the game. */
export interface PuzzleRecipe {
  /** The computer's answer in the position on show (null when the position changed meanwhile). */
  ask(level: number): Promise<SearchResult | null>;
  /** How long the board still shows the last move, ms. */
  busyMs(): number;
}

/**
 * Where a puzzle stands: `solving` (the reader's turn, or the defence answering), `thinking` (the
 * engine judges a `goal` move), `wrong` (a try was taken back), `refuted` (the wrong try and its
 * answer on show), `showing`/`shown` (the solution played through), `solved`.
 */
export type PuzzlePhase = 'off' | 'solving' | 'thinking' | 'wrong' | 'refuted' | 'showing' | 'shown' | 'solved';

/**
 * Puzzle mode (`solution`, or `goal="win"` with `depth`): the reader plays the side to move at the
 * puzzle's start; a right move is answered by the defence (the solution's next move, or the
 * engine's best reply), a wrong one is taken back with "Not this one" and its refutation on demand,
 * and a finished line fires `game-solved`. The computer sits out: its moves are the defence's.
 */
export class PuzzleController<S, M> implements ReactiveController {
  /** The puzzle bar's look; its buttons are the toolbar's, which may not have loaded yet (see `addLateStyles`). */
  readonly styles = [panelStyles, puzzleStyles];
  phase: PuzzlePhase = 'off';
  /** What the puzzle bar says of the last move. */
  note = '';
  private solution: PuzzleSolution | null = null;
  private goal = false;
  private depth = 3;
  /** The option values the puzzle was set up from. */
  private key = '';
  /** A new game began since: the puzzle is set up again for its start. */
  private restarted = false;
  /** The ply where the puzzle begins (after the `moves` of its set-up) and the side the reader plays. */
  private startPly = 0;
  private restartPly = 0;
  private reader = '';
  private wrongMove = '';
  private wrongAt = 0;
  private refutation: string | null = null;
  /** The puzzle itself is moving the pieces: those moves are not the reader's. */
  private busy = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every new course of events, so a late answer or timer of an old one does nothing. */
  private epoch = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly ctl: GameController<S, M>,
    private readonly game: GridGame<S, M>,
    private readonly words: Localize<string>,
    private readonly feedback: Feedback,
    private readonly recipe: PuzzleRecipe,
  ) {
    // Made once the element asks for a puzzle (see PuzzleSlot): its game starts where it stands now.
    this.restartPly = ctl.session.ply;
    host.addController(this);
    ctl.onChange((c) => this.changed(c));
  }

  /** Whether the element is a puzzle. */
  get active(): boolean {
    return this.phase !== 'off';
  }

  /** Whether the reader may enter a move now. */
  readerToMove(): boolean {
    const s = this.ctl.session;
    return !this.busy && !s.result && s.turn === this.reader && ['solving', 'wrong'].includes(this.phase) && !this.ctl.value<boolean>('readonly');
  }

  hostDisconnected(): void {
    this.halt();
  }

  /**
   * Before each render: a changed solution, goal or depth sets the puzzle up again, and so does a new
   * game (whose start the solution must fit).
   */
  hostUpdate(): void {
    const key = [this.ctl.value('solution'), this.ctl.value('goal'), this.ctl.value('depth')].join('\u0000');
    if (key === this.key && !this.restarted) return;
    const changed = key !== this.key;
    this.key = key;
    this.restarted = false;
    this.configure(changed);
  }

  /**
   * Reads the puzzle's options for the game's start. A solution that does not fit is an error when it
   * was just given (`game-error`; the element stays a plain board); when a new game's start no longer
   * fits it, the puzzle is only put aside with a note, since the new game itself was good input.
   */
  private configure(given: boolean): void {
    this.halt();
    this.solution = null;
    this.note = '';
    const text = this.ctl.value<string>('solution') ?? '';
    this.goal = this.ctl.value<string>('goal') === 'win';
    this.depth = this.ctl.value<number>('depth') ?? 3;
    this.phase = 'off';
    if (!text.trim() && !this.goal) return;
    const s = this.ctl.session;
    this.startPly = Math.min(this.restartPly, s.length);
    const start = s.stateAt(this.startPly);
    this.reader = this.game.turn(start);
    if (text.trim()) {
      try {
        this.solution = PuzzleSolution.parse(this.game, start, text);
      } catch (e) {
        if (given) this.ctl.report(e, 'bad-option');
        else this.feedback.note((e as Error).message);
        return;
      }
    }
    this.phase = 'solving';
  }

  private changed(c: GameChange<S, M>): void {
    if (c.kind === 'restart') {
      this.restartPly = this.ctl.session.ply;
      this.restarted = true; // set up again for the new game, at the next render
      this.host.requestUpdate();
      return;
    }
    if (!this.active || this.busy) return;
    if (c.kind === 'nav') {
      // The reader went along the line: whatever was said no longer applies.
      this.halt();
      if (this.phase !== 'solved') this.phase = 'solving';
      this.note = '';
      return;
    }
    const step = c.step;
    if (c.kind !== 'move' || !step || step.side !== this.reader || step.source === 'computer') return;
    if (this.phase === 'solved' || this.phase === 'shown') return;
    void this.judge(step.text);
  }

  /** The moves from the puzzle's start to the position on show. */
  private played(): string[] {
    const s = this.ctl.session;
    return s.history.slice(this.startPly, s.ply);
  }

  private async judge(move: string): Promise<void> {
    const played = this.played();
    const epoch = ++this.epoch;
    if (this.solution) {
      if (this.solution.judge(played.slice(0, -1), move) === 'wrong') return this.wrong(move, null);
      if (this.solution.solvedBy(played)) return this.solved();
      this.right();
      const reply = this.solution.next(played);
      if (reply) this.later(epoch, () => this.defend(reply, () => this.solution!.solvedBy(this.played()) && this.solved()));
      return;
    }
    // A goal puzzle: the game won is solved; otherwise the engine must see the defence lost in time.
    const over = this.ctl.session.result;
    if (over) return over.winner === this.reader ? this.solved() : this.wrong(move, null);
    this.phase = 'thinking';
    this.host.requestUpdate();
    // After every listener has heard the move (the computer drops questions asked about an older position).
    await null;
    if (epoch !== this.epoch) return;
    const answer = await this.recipe.ask(PUZZLE_TUNING.askLevel).catch(() => null);
    if (epoch !== this.epoch) return;
    if (!answer?.move) {
      this.phase = 'solving';
      this.host.requestUpdate();
      return;
    }
    const readerMoves = played.filter((_, i) => this.game.turn(this.ctl.session.stateAt(this.startPly + i)) === this.reader).length;
    const left = this.depth - readerMoves;
    if (this.game.turn(this.ctl.session.state) === this.reader) {
      // The defence could not move and passed (a blocked Kamisado tower): the reader moves again, so the
      // engine spoke for the reader, who must win within its `left` moves, the defence's between them.
      if (!lostWithin(-answer.score, WIN_SCORE, 2 * left - 1)) return this.wrong(move, null);
      return this.right();
    }
    if (!lostWithin(answer.score, WIN_SCORE, 2 * left)) return this.wrong(move, answer.move);
    this.right();
    this.later(epoch, () => this.defendGoal(epoch, answer.move!));
  }

  /** Plays the defence's reply in a goal puzzle, and asks for the next while the defence is still to move (the reader passed). */
  private defendGoal(epoch: number, reply: string): void {
    this.defend(reply, async () => {
      const { result, state } = this.ctl.session;
      if (result) return result.winner === this.reader && this.solved();
      if (this.game.turn(state) === this.reader) return;
      const next = await this.recipe.ask(PUZZLE_TUNING.askLevel).catch(() => null);
      if (epoch === this.epoch && next?.move) this.later(epoch, () => this.defendGoal(epoch, next.move!));
    });
  }

  private right(): void {
    this.phase = 'solving';
    this.say(this.words.t('puzzleRight'));
  }

  /** Plays the defence's move, then checks the line. */
  private defend(reply: string, then: () => unknown): void {
    this.move(() => this.ctl.play(reply, 'computer'));
    then();
    this.host.requestUpdate();
  }

  /** The reader's try is taken back; its refutation waits to be asked for. */
  private wrong(move: string, refutation: string | null): void {
    this.wrongMove = move;
    this.wrongAt = this.ctl.session.ply - 1;
    this.refutation = refutation;
    this.phase = 'wrong';
    this.move(() => this.ctl.goTo(this.wrongAt));
    this.say(this.words.t('puzzleWrong', { move }));
  }

  private solved(): void {
    this.halt();
    this.phase = 'solved';
    this.say(this.words.t('puzzleSolved'));
    emit(this.host, 'game-solved', { moves: this.played() });
  }

  /** "Show refutation": the wrong try again, and the defence's answer to it. */
  async showRefutation(): Promise<void> {
    if (this.phase !== 'wrong') return;
    const epoch = ++this.epoch;
    this.move(() => {
      this.ctl.goTo(this.wrongAt);
      this.ctl.play(this.wrongMove, 'api');
    });
    this.phase = 'refuted';
    this.host.requestUpdate();
    const reply = this.refutation ?? (await this.recipe.ask(PUZZLE_TUNING.askLevel).catch(() => null))?.move ?? null;
    if (epoch !== this.epoch) return;
    if (!reply) return this.say(this.words.t('puzzleNoRefutation', { move: this.wrongMove }));
    this.later(epoch, () => {
      this.move(() => this.ctl.play(reply, 'computer'));
      this.say(this.words.t('puzzleRefuted', { move: this.wrongMove, reply }));
    });
  }

  /** Back to the position before the wrong try. */
  tryAgain(): void {
    this.halt();
    this.move(() => this.ctl.goTo(this.wrongAt));
    this.phase = 'solving';
    this.say('');
  }

  /** Plays the first line of the solution from the puzzle's start, a move at a time. */
  showSolution(): void {
    const line = this.solution?.lines[0];
    if (!line || this.phase === 'showing') return;
    this.halt();
    const epoch = ++this.epoch;
    this.move(() => this.ctl.goTo(this.startPly));
    this.phase = 'showing';
    this.say('');
    const step = (i: number): void => {
      if (epoch !== this.epoch) return;
      if (i === line.length) {
        this.phase = 'shown';
        this.say(this.words.t('puzzleShown', { moves: line.join(' ') }));
        return;
      }
      this.move(() => this.ctl.play(line[i], 'api'));
      this.host.requestUpdate();
      this.timer = setTimeout(() => step(i + 1), PUZZLE_TUNING.showStepMs);
    };
    this.timer = setTimeout(() => step(0), PUZZLE_TUNING.showStepMs / 2);
  }

  /** The puzzle bar: the task, what was said of the last move, and the buttons that apply. */
  render(): TemplateResult | typeof nothing {
    if (!this.active) return nothing;
    const w = this.words;
    const side = w.sideName(this.reader);
    const task = this.goal ? w.t('puzzleToWin', { side, n: this.depth }) : w.t('puzzleToPlay', { side });
    const p = this.phase;
    const button = (label: string, act: () => unknown, name: string): TemplateResult =>
      html`<button type="button" class="btn text" part="button puzzle-${name}" @click=${act}>${label}</button>`;
    return html`<div class="puzzle" part="puzzle" role="group" aria-label=${w.t('puzzle')} data-phase=${p}>
      <span class="puzzle-task">${task}</span>
      <span class="puzzle-note">${p === 'thinking' ? w.t('thinking') : this.note}</span>
      ${p === 'wrong' ? button(w.t('showRefutation'), () => void this.showRefutation(), 'refutation') : nothing}
      ${p === 'refuted' ? button(w.t('tryAgain'), () => this.tryAgain(), 'again') : nothing}
      ${this.solution && p !== 'solved' && p !== 'showing' && p !== 'shown' ? button(w.t('showSolution'), () => this.showSolution(), 'solution') : nothing}
    </div>`;
  }

  /** Runs a change of the puzzle's own (not a move of the reader's to judge). */
  private move(change: () => unknown): void {
    this.busy = true;
    try {
      change();
    } finally {
      this.busy = false;
    }
  }

  /** After the pause and the board's animation, unless something else happened first. */
  private later(epoch: number, act: () => void): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (epoch === this.epoch) act();
    }, PUZZLE_TUNING.replyPauseMs + this.recipe.busyMs());
  }

  private say(text: string): void {
    this.note = text;
    if (text) this.feedback.announce(text);
    this.host.requestUpdate();
  }

  /** Drops a pending answer or step. */
  private halt(): void {
    this.epoch++;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
