/**
 * Annotated lines of moves, as an element's `moves` attribute holds them (issue 17):
 * `32-28 {the classic start} 19-23 (18-23 28-22) 28x19`. Braces hold a comment on the
 * ply before them (before the first move: on the start); parentheses hold a side line
 * played instead of the move before them. Side lines nest; comments do not.
 */
import { GameError } from './errors.js';
import type { Variation } from './game.js';
import { sideLine, splitMoveLine } from './movetext.js';

/** A line of moves with its comments and side lines (plies count from the start of the game). */
export interface AnnotatedLine {
  readonly moves: readonly string[];
  /** Comments by ply (0: the starting position). */
  readonly comments: Readonly<Record<number, string>>;
  readonly variations: readonly Variation[];
}

interface Frame {
  readonly at: number;
  readonly moves: string[];
  readonly comments: Record<number, string>;
  readonly variations: Variation[];
}

/** Comment text as shown: runs of white space (an attribute's line breaks) become one space. */
export function tidyComment(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Adds `text` to the comment of `ply` (two comments on one ply are joined). */
export function addComment(comments: Record<number, string>, ply: number, text: string): void {
  const t = tidyComment(text);
  if (t === '') return;
  comments[ply] = comments[ply] === undefined ? t : `${comments[ply]} ${t}`;
}

/**
 * Reads a line of moves with `{comments}` and `(side lines)`; the text between them is split into
 * moves by `split` (a game's own splitter when its moves hold spaces). Throws GameError('bad-move')
 * for an unclosed or nested brace, or a parenthesis out of place.
 */
export function parseMoveText(text: string, split: (text: string) => readonly string[] = splitMoveLine): AnnotatedLine {
  const root: Frame = { at: 0, moves: [], comments: {}, variations: [] };
  const stack: Frame[] = [root];
  let top = root;
  let start = 0;
  const flush = (end: number): void => {
    const run = text.slice(start, end);
    if (run.trim() !== '') top.moves.push(...split(run));
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
      addComment(top.comments, top.at + top.moves.length, text.slice(i + 1, end));
      i = end;
    } else if (ch === '}') {
      throw new GameError('bad-move', `"}" (character ${i + 1}) closes no comment.`);
    } else if (ch === '(') {
      if (top.moves.length === 0) throw new GameError('bad-move', `A side line "(" (character ${i + 1}) must follow the move it replaces.`);
      top = { at: top.at + top.moves.length - 1, moves: [], comments: {}, variations: [] };
      stack.push(top);
    } else {
      if (stack.length === 1) throw new GameError('bad-move', `")" (character ${i + 1}) closes no side line.`);
      if (top.moves.length === 0) throw new GameError('bad-move', `The side line closed at character ${i + 1} has no moves.`);
      const done = stack.pop()!;
      top = stack[stack.length - 1];
      top.variations.push(sideLine(done.at, done));
    }
    start = i + 1;
  }
  flush(text.length);
  if (stack.length > 1) throw new GameError('bad-move', 'A side line opened with "(" is never closed with ")".');
  return { moves: root.moves, comments: root.comments, variations: root.variations };
}
