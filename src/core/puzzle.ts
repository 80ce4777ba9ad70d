/**
 * A puzzle's solution as lines of moves from its position: the reader's moves and the defence's
 * in turn. Pure (no DOM), so a puzzle page's answers can be checked in Node as well as judged
 * on the board.
 *
 * Text form: moves separated by spaces, alternative lines by `|`:
 * `27-22 18x27 31x22 | 27-21 16x27 31x22`. Any notation the game reads is accepted; the lines
 * are kept in canonical notation.
 */
import { GameError } from './errors.js';
import type { Rules } from './game.js';
import { splitMoveLine } from './movetext.js';

/** How a move of the reader's compares with the solution. */
export type PuzzleVerdict = 'right' | 'wrong';

export class PuzzleSolution {
  private constructor(
    /** Every line, canonical, from the puzzle's position. */
    readonly lines: readonly (readonly string[])[],
  ) {}

  /**
   * Reads a solution and checks every move of every line is legal where it is played.
   * @throws GameError `bad-option` naming the line and the move at fault.
   */
  static parse<S, M>(game: Rules<S, M>, start: S, text: string): PuzzleSolution {
    // Split as the game's lines of moves are (a Thud troll move holds a space: "T f5-f3xe2").
    const written = text
      .split('|')
      .map((l) => [...(game.splitMoves?.(l) ?? splitMoveLine(l))].filter(Boolean))
      .filter((l) => l.length > 0);
    if (written.length === 0) throw new GameError('bad-option', 'The solution is empty; give the moves of at least one line, e.g. "27-22 18x27 31x22".');
    const lines = written.map((moves, i) => {
      let s = start;
      const canonical: string[] = [];
      for (const text of moves) {
        if (game.outcome(s)) throw new GameError('bad-option', `Solution line ${i + 1} goes on after the game is over, at "${text}".`);
        let m: M;
        try {
          m = game.parseMove(s, text);
        } catch {
          const after = canonical.length ? ` after ${canonical.join(' ')}` : '';
          throw new GameError('bad-option', `Solution line ${i + 1}: "${text}" is not a legal move${after}.`);
        }
        canonical.push(game.formatMove(s, m));
        s = game.play(s, m);
      }
      return canonical;
    });
    return new PuzzleSolution(lines);
  }

  /** The lines that begin with the moves played so far. */
  private following(played: readonly string[]): (readonly string[])[] {
    return this.lines.filter((l) => l.length >= played.length && played.every((m, i) => l[i] === m));
  }

  /** Whether `move`, played after `played`, is on a line of the solution. */
  judge(played: readonly string[], move: string): PuzzleVerdict {
    return this.following([...played, move]).length > 0 ? 'right' : 'wrong';
  }

  /** The next move of the first line that goes on from `played` (the defence's answer, or the reader's move shown), or null. */
  next(played: readonly string[]): string | null {
    return this.following(played).find((l) => l.length > played.length)?.[played.length] ?? null;
  }

  /** Whether `played` is a whole line: the puzzle is solved. */
  solvedBy(played: readonly string[]): boolean {
    return played.length > 0 && this.following(played).some((l) => l.length === played.length);
  }

  /** The moves the reader may play after `played` (every line's next move there). */
  choices(played: readonly string[]): string[] {
    return [...new Set(this.following(played).flatMap((l) => (l.length > played.length ? [l[played.length]] : [])))];
  }
}

/**
 * Whether a search score, from the defence's point of view after the reader's move, proves the
 * defence lost within `plies` more plies (scores are WIN_SCORE less the distance in plies).
 */
export function lostWithin(score: number, winScore: number, plies: number): boolean {
  return score <= -(winScore - plies);
}
