/**
 * The words of move text that a board needs before its records load (src/core/movetext.ts reads
 * and writes whole records, a turn later): which tokens are move numbers or results, and how a
 * comment is shown.
 */

/** Tokens of a line of moves that are not moves: move numbers and results. */
const NOT_A_MOVE = /^(\d+\.+|\*|1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|½-½)$/;

/** Whether a token of a line of moves is a move number (`12.`, `3...`) or a result rather than a move. */
export function isMoveNumberOrResult(token: string): boolean {
  return NOT_A_MOVE.test(token);
}

/** Comment text as shown: runs of white space (line breaks in an attribute or a record) become one space. */
export function tidyComment(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
