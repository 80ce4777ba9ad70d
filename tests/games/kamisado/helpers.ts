import { kamisado, type KamisadoState } from '../../../src/games/kamisado/index.js';

/** Plays moves given as text; returns the final state. */
export function playAll(s: KamisadoState, moves: string): KamisadoState {
  for (const t of moves.split(/\s+/).filter(Boolean)) s = kamisado.play(s, kamisado.parseMove(s, t));
  return s;
}

export function pos(position: string, variant = 'single'): KamisadoState {
  return kamisado.setup({ variant, position });
}

export function moveTexts(s: KamisadoState): string[] {
  return kamisado.moves(s).map((m) => kamisado.formatMove(s, m));
}

export function sorted(xs: readonly string[]): string[] {
  return [...xs].sort();
}

/** The GameError code thrown by `f`, or 'none'. */
export function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? 'no-code';
  }
  return 'none';
}
