/**
 * Machine-readable codes carried by `GameError` and by the elements' `game-error` event. `not-ready`: an element
 * was asked for what loads just after its board is drawn (playing moves, its records, its saves) before it was ready.
 */
export type GameErrorCode =
  | 'unknown-game'
  | 'unknown-variant'
  | 'bad-position'
  | 'bad-move'
  | 'illegal-move'
  | 'bad-record'
  | 'bad-option'
  | 'bad-level'
  | 'game-over'
  | 'nothing-to-undo'
  | 'nothing-to-redo'
  | 'ai-failed'
  | 'not-ready';

/** An error a user can act on: a code for programs and one plain sentence for people. */
export class GameError extends Error {
  /** What went wrong, for code to act on; `message` says it in a sentence. */
  readonly code: GameErrorCode;
  constructor(code: GameErrorCode, message: string) {
    super(message);
    this.name = 'GameError';
    this.code = code;
  }
}

/** Whether `e` is a `GameError`, judged by name and code, so one rebuilt from a worker's reply counts too. */
export function isGameError(e: unknown): e is GameError {
  return e instanceof Error && typeof (e as GameError).code === 'string' && e.name === 'GameError';
}
