/**
 * Annotated lines of moves, as an element's `moves` attribute holds them (issue 17):
 * `32-28 {the classic start} 19-23 (18-23 28-22) 28x19`. Braces hold a comment on the
 * ply before them (before the first move: on the start); parentheses hold a side line
 * played instead of the move before them. Side lines nest; comments do not.
 */
import { GameError } from './errors.js';
import type { Variation } from './game.js';
import { LineBuilder, splitMoveLine } from './movetext.js';

/** A line of moves with its comments and side lines (plies count from the start of the game). */
export interface AnnotatedLine {
  readonly moves: readonly string[];
  /** Comments by ply (0: the starting position). */
  readonly comments: Readonly<Record<number, string>>;
  readonly variations: readonly Variation[];
}

/**
 * Reads a line of moves with `{comments}` and `(side lines)`; the text between them is split into
 * moves by `split` (a game's own splitter when its moves hold spaces). Throws GameError('bad-move')
 * for an unclosed or nested brace, or a parenthesis out of place.
 */
export function parseMoveText(text: string, split: (text: string) => readonly string[] = splitMoveLine): AnnotatedLine {
  const line = new LineBuilder();
  let start = 0;
  const flush = (end: number): void => {
    const run = text.slice(start, end);
    if (run.trim() !== '') for (const m of split(run)) line.addMove(m);
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '{' && ch !== '}' && ch !== '(' && ch !== ')') continue;
    flush(i);
    if (ch === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) throw new GameError('bad-move', `A comment opened with "{" (character ${i + 1}) is never closed with "}".`);
      const inner = text.indexOf('{', i + 1);
      if (inner >= 0 && inner < end) throw new GameError('bad-move', `A comment may not hold "{" (character ${inner + 1}): comments do not nest.`);
      line.addComment(text.slice(i + 1, end));
      i = end;
    } else if (ch === '}') {
      throw new GameError('bad-move', `"}" (character ${i + 1}) closes no comment.`);
    } else if (ch === '(') {
      if (!line.openSideLine()) throw new GameError('bad-move', `A side line "(" (character ${i + 1}) must follow the move it replaces.`);
    } else {
      const closed = line.closeSideLine();
      if (closed === 'none') throw new GameError('bad-move', `")" (character ${i + 1}) closes no side line.`);
      if (closed === 'empty') throw new GameError('bad-move', `The side line closed at character ${i + 1} has no moves.`);
    }
    start = i + 1;
  }
  flush(text.length);
  if (line.depth > 0) throw new GameError('bad-move', 'A side line opened with "(" is never closed with ")".');
  return line.line();
}
