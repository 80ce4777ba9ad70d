/** Shared helpers of the Spock tests. */
import { spock, type SpockMove, type SpockState } from '../../../src/games/spock/index.js';

export function pos(text: string): SpockState {
  return spock.setup({ position: text });
}

/** Legal moves of a position (or state) as sorted canonical strings. */
export function moveList(p: string | SpockState): string[] {
  const s = typeof p === 'string' ? pos(p) : p;
  return spock
    .moves(s)
    .map((m: SpockMove) => spock.formatMove(s, m))
    .sort();
}

export function sorted(text: string): string[] {
  return text.split(/\s+/).filter(Boolean).sort();
}

/** Plays canonical move strings in order. */
export function playLine(s: SpockState, line: string): SpockState {
  for (const t of line.split(/\s+/).filter(Boolean)) s = spock.play(s, spock.parseMove(s, t));
  return s;
}

/** Runs `fn` and returns the GameError code it throws (or 'none'). */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code ?? 'not-a-game-error';
  }
  return 'none';
}
