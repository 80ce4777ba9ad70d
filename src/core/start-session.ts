import { GameError } from './errors.js';
import type { AnyRules, Outcome, SetupOptions, Variation } from './game.js';
import type { LineView, SessionView } from './session.js';

const MAIN_LINE: LineView = { path: [], at: 0, moves: [], sides: [] };

/**
 * A game at its start, before any move: what a board draws first while the code of a whole
 * `GameSession` (moves, side lines, comments, records) is still on its way. It reads as a session
 * does; the element's controller makes the session from it (the same start state) when the game first changes.
 */
export class StartSession<S = unknown, M = unknown> implements SessionView<S, M> {
  readonly state: S;
  readonly ply = 0;
  readonly length = 0;
  readonly lastMove: M | undefined = undefined;
  readonly previousState: S | undefined = undefined;
  readonly linePath: readonly number[] = [];
  readonly revision = 0;
  readonly lines = MAIN_LINE;
  readonly comments: ReadonlyMap<number, string> = new Map();
  private legal: readonly M[] | null = null;

  /** Sets up the game from `options`; throws the game's `GameError` for a set-up it refuses. */
  constructor(
    readonly game: AnyRules,
    readonly options: SetupOptions,
  ) {
    this.state = game.setup(options) as S;
  }

  get startState(): S {
    return this.state;
  }
  get variant(): string {
    return this.game.variant(this.state);
  }
  get position(): string {
    return this.game.formatPosition(this.state);
  }
  get startPosition(): string {
    return this.position;
  }
  get turn(): string {
    return this.game.turn(this.state);
  }
  get result(): Outcome | null {
    return this.game.outcome(this.state) as Outcome | null;
  }
  get history(): string[] {
    return [];
  }
  get fullHistory(): string[] {
    return [];
  }
  /** The start: its only ply is 0. */
  stateAt(_ply: number): S {
    return this.state;
  }
  moveAt(_ply: number): M | undefined {
    return undefined;
  }
  legalMoves(): string[] {
    return this.legalMoveValues().map((m) => this.game.formatMove(this.state, m));
  }
  /** Throws `not-ready` for a game's start whose rules have not arrived yet (see `GridStart`). */
  legalMoveValues(): readonly M[] {
    if (this.result) return [];
    if (typeof this.game.moves !== 'function') {
      throw new GameError('not-ready', "The legal moves wait for the game's rules, which load just after the board is drawn: ask once updateComplete has settled (or after game-ready).");
    }
    this.legal ??= this.game.moves(this.state) as readonly M[];
    return this.legal;
  }
  comment(_ply?: number): string {
    return '';
  }
  mainLine(): { moves: string[]; comments: Record<number, string>; variations: Variation[] } {
    return { moves: [], comments: {}, variations: [] };
  }
  /** As `GameSession.setupOptions` (kept apart: the page loads this class long before the session's code). */
  setupOptions(): Record<string, unknown> {
    const { variant: _v, position: _p, ...rest } = this.options;
    return { ...rest, ...(this.game.options?.(this.state) ?? {}) };
  }
}
