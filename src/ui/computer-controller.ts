import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { GameError, type GameErrorCode } from '../core/errors.js';
import type { AiClient, SearchRequest, SearchResult, ThinkHandle } from '../ai/types.js';
import { emit } from './events.js';
import type { GameChange, GameController } from './game-controller.js';

/** What the computer needs from the element it plays in, besides its game. */
export interface ComputerRecipe {
  /** The AI client (created on first use, so a diagram starts no worker). */
  client(): AiClient;
  /** The level it plays at (the element's `level`, or a game's fixed one). */
  level(): number;
  /** The search algorithm (`src/ai/algorithms.ts`); alpha-beta when undefined. */
  readonly algorithm?: string;
  /** How long the board is still busy showing the last move, ms (the computer's move waits). */
  busyMs(): number;
  report(e: unknown, code: GameErrorCode): GameError;
  /** The computer sits out while this is true (a puzzle, whose defence plays the solution); questions still get answers. */
  sitsOut?(): boolean;
}

/** Pacing of the computer. */
export const COMPUTER_TUNING = {
  /** Pause between moves when the computer plays both sides, so people can follow, ms. */
  autoplayPauseMs: 400,
} as const;

interface Job {
  readonly ctrl: AbortController;
  readonly handle: ThinkHandle;
  readonly key: string;
}

/**
 * The computer player: decides when it is its turn, thinks through the AI client, plays its
 * move once the board is still, and answers one-off questions (`ask`: a hint, a draw offer).
 * `stop()` makes it wait; `moveNow()` makes it move (at once, if it is thinking).
 */
export class ComputerController<S = unknown, M = unknown> implements ReactiveController {
  private job: Job | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly asks = new Set<AbortController>();
  /** Stopped by the person: it waits for `moveNow()` or a new game. */
  private stopped = false;
  /** `moveNow()` asked for a move whoever's turn it is. */
  private forced = false;
  /** The line is being browsed (taken back or stepped through), not played. */
  private browsing = false;
  private thinkingNow = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: GameController<S, M>,
    private readonly recipe: ComputerRecipe,
  ) {
    host.addController(this);
  }

  /** The search request for the position on show, at the computer's level or at `level`. */
  request(level = this.recipe.level()): SearchRequest {
    const s = this.game.session;
    return {
      game: this.game.game.name,
      setup: { ...s.setupOptions(), variant: s.variant, position: s.startPosition, ...this.game.game.searchSetup?.(s.state) },
      moves: s.history,
      level,
      seed: this.game.value<number | undefined>('seed'),
      algorithm: this.recipe.algorithm,
    };
  }

  /** What a request is about (the game, the ply, the position, the level): an answer for another key is stale. */
  private key(): string {
    const s = this.game.session;
    return `${this.game.sessionId}:${s.ply}:${s.position}:${this.recipe.level()}`;
  }

  /** Playing both sides, it leaves a beat between moves so people can follow. */
  private playsBoth(): boolean {
    return this.game.value<string>('side') === 'none' && this.game.session.ply > 0;
  }

  get thinking(): boolean {
    return this.thinkingNow;
  }

  hostUpdated(): void {
    // After the update, not inside it: starting to think changes state, which would render twice.
    queueMicrotask(() => this.schedule());
  }

  hostDisconnected(): void {
    this.cancel();
    this.cancelAsks();
  }

  /** Every change of the game: a search for another position is dropped; a new move or game ends a stop. */
  gameChanged(change: GameChange<S, M>, atEnd: boolean): void {
    if (change.kind !== 'nav') this.stopped = false;
    this.browsing = change.kind === 'nav' && !atEnd;
    this.forced = false;
    this.cancel();
    this.cancelAsks();
  }

  /** The person changed side: the computer may play again, from the position on show. */
  sideChanged(): void {
    this.stopped = false;
    this.browsing = false;
  }

  /** Interrupts the computer; it then waits for `moveNow()` or its next game. */
  stop(): void {
    this.stopped = true;
    this.forced = false;
    this.cancel();
  }

  /** "Move now": while thinking, the best move so far is played at once; otherwise the computer moves for the side to move. */
  moveNow(): void {
    if (this.job) {
      this.job.handle.moveNow();
      return;
    }
    this.stopped = false;
    this.forced = true;
    this.think();
  }

  /**
   * A one-off question about the position on show (a hint, a draw offer). Resolves with the
   * computer's answer, or null when the position changed or the question was dropped; a
   * failure is reported (`ai-failed`) and thrown.
   */
  async ask(level?: number): Promise<SearchResult | null> {
    const key = this.key();
    const ctrl = new AbortController();
    this.asks.add(ctrl);
    try {
      const result = await this.recipe.client().think(this.request(level), { signal: ctrl.signal }).result;
      return this.key() === key ? result : null;
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') return null;
      throw this.recipe.report(e, 'ai-failed');
    } finally {
      this.asks.delete(ctrl);
    }
  }

  /** Whether a question is being worked out. */
  get asking(): boolean {
    return this.asks.size > 0;
  }

  private wants(): boolean {
    if (!this.host.isConnected) return false;
    if (this.forced) return true;
    return !this.stopped && !this.browsing && !this.recipe.sitsOut?.() && this.game.mover() === 'computer';
  }

  /** Starts, keeps or drops a search to fit the game as it now stands. */
  schedule(): void {
    if (this.job && (!this.wants() || this.job.key !== this.key())) this.cancel();
    if (this.job || this.timer !== undefined || !this.wants()) return;
    // It thinks while the board shows the last move; only its answer waits for the board (see `think`).
    const wait = this.playsBoth() && !this.forced ? COMPUTER_TUNING.autoplayPauseMs : 0;
    if (wait <= 0) return this.think();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.wants()) this.think();
    }, wait);
  }

  private think(): void {
    if (this.job || !this.host.isConnected) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const ctrl = new AbortController();
    let handle: ThinkHandle;
    try {
      handle = this.recipe.client().think(this.request(), { signal: ctrl.signal });
    } catch (e) {
      this.giveUp(e);
      return;
    }
    const job: Job = { ctrl, handle, key: this.key() };
    this.job = job;
    this.setThinking(true);
    handle.result.then(
      (res) => {
        if (this.job !== job) return;
        if (!res.move) return this.finish(job, () => this.giveUp(new GameError('ai-failed', 'The computer found no move to play.')));
        const move = res.move;
        // The board may still be showing the last move: the answer waits for it.
        const wait = this.recipe.busyMs();
        if (wait <= 0) return this.finish(job, () => this.playMove(move));
        this.timer = setTimeout(() => {
          this.timer = undefined;
          if (this.job === job && job.key === this.key()) this.finish(job, () => this.playMove(move));
        }, wait);
      },
      (err: unknown) => {
        if (this.job !== job) return;
        if ((err as Error)?.name === 'AbortError') return this.finish(job, () => {});
        // No retry in a loop: the computer waits for "move now" or its next turn.
        this.finish(job, () => this.giveUp(new GameError('ai-failed', `The computer could not think: ${(err as Error)?.message ?? String(err)}`)));
      },
    );
  }

  private finish(job: Job, then: () => void): void {
    if (this.job !== job) return;
    this.job = null;
    this.forced = false;
    this.setThinking(false);
    then();
  }

  private playMove(move: string): void {
    try {
      this.game.play(move, 'computer');
    } catch (e) {
      this.giveUp(new GameError('ai-failed', `The computer chose a move that cannot be played: ${(e as Error).message}`));
    }
  }

  private giveUp(e: unknown): void {
    this.forced = false;
    this.stopped = true;
    this.recipe.report(e, 'ai-failed');
  }

  private cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const job = this.job;
    if (!job) return;
    this.job = null;
    job.ctrl.abort();
    try {
      job.handle.cancel();
    } catch {
      // already finished
    }
    this.setThinking(false);
  }

  private cancelAsks(): void {
    for (const a of this.asks) a.abort();
    this.asks.clear();
  }

  private setThinking(on: boolean): void {
    if (this.thinkingNow === on) return;
    this.thinkingNow = on;
    emit(this.host, 'game-thinking', { thinking: on });
    this.host.requestUpdate();
  }
}
