import type { GameErrorCode } from '../core/errors.js';
import type { Outcome } from '../core/game.js';

export interface GameMoveDetail {
  /** The move in the game's canonical notation. */
  readonly move: string;
  /** Number of moves played after it. */
  readonly ply: number;
  /** The side that made it. */
  readonly side: string;
  /** The position after it, in the game's position notation. */
  readonly position: string;
}
export interface GameOverDetail {
  readonly result: Outcome;
}
export interface GameThinkingDetail {
  readonly thinking: boolean;
}
export interface GameErrorDetail {
  readonly code: GameErrorCode;
  readonly message: string;
}
export type GameReadyDetail = Record<string, never>;
export interface GameSolvedDetail {
  /** The moves from the puzzle's position to its end, in canonical notation. */
  readonly moves: readonly string[];
}
export interface GameHintDetail {
  /** The suggested move in the game's notation. */
  readonly move: string;
}

/** The events the elements fire (all bubble and are composed); each element's JSDoc says which it fires. */
export interface GameEventMap {
  'game-move': CustomEvent<GameMoveDetail>;
  'game-over': CustomEvent<GameOverDetail>;
  'game-thinking': CustomEvent<GameThinkingDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
  'game-ready': CustomEvent<GameReadyDetail>;
  'game-hint': CustomEvent<GameHintDetail>;
  'game-solved': CustomEvent<GameSolvedDetail>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends GameEventMap {}
}

/**
 * Fires a typed element event. A plain function rather than a method, so the manifest lists an
 * element's events from its `@fires` tags only — where they really fire.
 */
export function emit<K extends keyof GameEventMap>(target: EventTarget, type: K, detail: GameEventMap[K]['detail']): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
