/**
 * The move text of the kit's PDN-like records (issue 17): numbered moves, `{comments}` and
 * `( … )` side lines played instead of the move before them, nested, then a result. Each game
 * says how its words are moves and how its moves are numbered; reading and writing the text, its
 * comments, side lines and line breaks is done here for all of them.
 */
import { GameError } from './errors.js';
import type { Variation } from './game.js';
import { isMoveNumberOrResult, tidyComment } from './move-words.js';

/** A line of moves with its comments and side lines, plies counted from the start of the game. */
export interface RecordLine {
  readonly moves: readonly string[];
  /** Comments by ply (0: before the first move). */
  readonly comments?: Readonly<Record<number, string>>;
  readonly variations?: readonly Variation[];
}

/** How a game reads the words of its move text. */
export interface MoveTextReader {
  /** Result tokens; one ends the move text. */
  readonly results: readonly string[];
  /** Words that begin a move of two words, joined to the next with a space (Thud's `T` and `R`). */
  readonly prefix?: RegExp;
  /**
   * The move a word is, move number removed: as it goes into the record, or null for a word the
   * game skips (a pass its rules imply). Throws GameError('bad-record') for a word that is no move.
   */
  move(word: string, ply: number): string | null;
}

/** What the move text holds. */
export interface ReadMoveText extends Required<RecordLine> {
  readonly result?: string;
}

interface Frame {
  readonly at: number;
  readonly moves: string[];
  readonly comments: Record<number, string>;
  readonly variations: Variation[];
}

const bad = (message: string): GameError => new GameError('bad-record', message);

/**
 * A line of moves with its comments and nested side lines, built as a reader meets them: the one
 * stack behind every reader of move text (an element's `moves` attribute, the games' records, PDN).
 * The readers differ in their words and in how they word an error, so the builder reports what is
 * out of place and leaves the sentence to them.
 */
export class LineBuilder {
  private readonly main: Frame = { at: 0, moves: [], comments: {}, variations: [] };
  private readonly stack: Frame[] = [this.main];
  private top = this.main;

  /** The ply the next move read will be (from the start of the game). */
  get ply(): number {
    return this.top.at + this.top.moves.length;
  }

  /** Side lines open around the reader. */
  get depth(): number {
    return this.stack.length - 1;
  }

  addMove(move: string): void {
    this.top.moves.push(move);
  }

  /** The comment on the ply before the reader (tidied; a second one on the same ply is joined to the first). */
  addComment(text: string): void {
    const t = tidyComment(text);
    if (t === '') return;
    const { comments } = this.top;
    const ply = this.ply;
    comments[ply] = comments[ply] === undefined ? t : `${comments[ply]} ${t}`;
  }

  /** Opens a side line played instead of the last move read; false when the line read has no move yet. */
  openSideLine(): boolean {
    if (this.top.moves.length === 0) return false;
    this.top = { at: this.top.at + this.top.moves.length - 1, moves: [], comments: {}, variations: [] };
    this.stack.push(this.top);
    return true;
  }

  /** Closes the side line being read: `none` when none is open, `empty` when it holds no move (it is dropped). */
  closeSideLine(): 'closed' | 'none' | 'empty' {
    if (this.stack.length === 1) return 'none';
    const done = this.stack.pop()!;
    this.top = this.stack[this.stack.length - 1];
    if (done.moves.length === 0) return 'empty';
    this.top.variations.push(sideLine(done.at, done));
    return 'closed';
  }

  /** The main line read (side lines still open are left out: the reader says they are unclosed). */
  line(): Required<RecordLine> {
    return { moves: this.main.moves, comments: this.main.comments, variations: this.main.variations };
  }
}

/** A line read or built, with only what it holds. */
export function sideLine(at: number, line: RecordLine): Variation {
  return {
    at,
    moves: line.moves,
    ...(line.comments && Object.keys(line.comments).length > 0 ? { comments: line.comments } : {}),
    ...(line.variations && line.variations.length > 0 ? { variations: line.variations } : {}),
  };
}

/**
 * Reads move text: words, move numbers (`12.`, `12...`, glued or not), `{comments}`, `;` comments
 * to the end of the line, `( … )` side lines and a result, after which nothing may follow. Two
 * comments on one ply are joined. Throws GameError('bad-record') saying what is wrong.
 */
export function readMoveText(text: string, reader: MoveTextReader): ReadMoveText {
  const line = new LineBuilder();
  let result: string | undefined;
  let held = '';
  const tokenRe = /\{([^}]*)\}|\{|;([^\n]*)|[()]|[^\s{}();]+|\}/g;
  for (let m = tokenRe.exec(text); m; m = tokenRe.exec(text)) {
    const tok = m[0];
    if (result !== undefined) throw bad(`"${tok}" follows the result "${result}"; nothing may come after it.`);
    if (tok === '{') throw bad('A comment "{" is never closed with "}".');
    if (tok === '}') throw bad('A "}" closes no comment.');
    if (held && (tok.startsWith('{') || tok.startsWith(';') || tok === '(' || tok === ')')) throw bad(`"${held}" is not followed by its move.`);
    if (m[1] !== undefined || m[2] !== undefined) {
      line.addComment(m[1] ?? m[2]);
    } else if (tok === '(') {
      if (!line.openSideLine()) throw bad('A side line "(" must follow the move it is played instead of.');
    } else if (tok === ')') {
      const closed = line.closeSideLine();
      if (closed === 'none') throw bad('A ")" closes no side line.');
      if (closed === 'empty') throw bad('A side line "( )" holds no moves.');
    } else {
      // A move number alone ("12." "12..."), or glued to its move ("12.32-28").
      const word = tok.replace(/^\d+\.+/, '');
      if (word === '') continue;
      if (!held && reader.results.includes(word)) {
        if (line.depth > 0) throw bad('A side line "(" is never closed with ")".');
        result = word;
      } else if (!held && reader.prefix?.test(word)) {
        held = word;
      } else {
        const move = reader.move(held ? `${held} ${word}` : word, line.ply);
        held = '';
        if (move !== null) line.addMove(move);
      }
    }
  }
  if (held) throw bad(`"${held}" is not followed by its move.`);
  if (line.depth > 0) throw bad('A side line "(" is never closed with ")".');
  return { ...line.line(), ...(result !== undefined ? { result } : {}) };
}

/** How a game numbers and lays out its move text. */
export interface MoveTextWriter {
  /**
   * The number written before the move of `ply` (from 0), or '' for none. `resumed`: the move
   * starts a side line or follows a side line (or a comment, where `resumeAfterComment`), so a
   * second player's move is numbered there too (`12...`).
   */
  number(ply: number, resumed: boolean): string;
  /** A comment interrupts the numbering as a side line does (PDN); default false. */
  readonly resumeAfterComment?: boolean;
  /** A move's number is kept on the same line as the move; default false. */
  readonly glueNumber?: boolean;
  /** Characters per line; default 80. */
  readonly lineWidth?: number;
}

/**
 * Writes a line of moves, its comments and side lines (nested, each after the move it replaces),
 * then the result, wrapped at the writer's line width; a side line's parentheses hug its first and
 * last words. Braces in a comment are written as parentheses.
 */
export function writeMoveText(line: RecordLine, result: string, writer: MoveTextWriter): string {
  const words: string[] = [];
  const write = (at: number, l: RecordLine): void => {
    const comment = (ply: number): boolean => {
      const c = l.comments?.[ply];
      if (c === undefined || c === '') return false;
      words.push(`{${c.replace(/\{/g, '(').replace(/\}/g, ')')}}`);
      return true;
    };
    let resumed = comment(at) && writer.resumeAfterComment === true;
    l.moves.forEach((mv, i) => {
      const number = writer.number(at + i, i === 0 || resumed);
      if (number && writer.glueNumber) words.push(`${number} ${mv}`);
      else words.push(...(number ? [number, mv] : [mv]));
      resumed = comment(at + i + 1) && writer.resumeAfterComment === true;
      for (const v of l.variations ?? []) {
        if (v.at !== at + i) continue;
        words.push('(');
        write(v.at, v);
        words.push(')');
        resumed = true;
      }
    });
  };
  write(0, line);
  words.push(result);
  const glued: string[] = [];
  for (let k = 0; k < words.length; k++) {
    if (words[k - 1] === '(') glued[glued.length - 1] += words[k];
    else if (words[k] === ')') glued[glued.length - 1] += ')';
    else glued.push(words[k]);
  }
  const width = writer.lineWidth ?? 80;
  const body: string[] = [];
  let text = '';
  for (const w of glued) {
    if (text !== '' && text.length + 1 + w.length > width) {
      body.push(text);
      text = w;
    } else text = text === '' ? w : `${text} ${w}`;
  }
  if (text !== '') body.push(text);
  return body.join('\n');
}

/** Numbering by pairs of plies (`1. a b 2. c d`); `shift` 1 when the second player moved first. */
export function pairNumbers(shift = 0): MoveTextWriter['number'] {
  return (ply, resumed) => {
    const k = ply + shift;
    if (k % 2 === 0) return `${k / 2 + 1}.`;
    return resumed ? `${(k + 1) / 2}...` : '';
  };
}

/**
 * Reads `[Name "value"]` tags from the start of a record. Returns them and the text after them;
 * throws GameError('bad-record') for a malformed tag, with `example` showing the right form.
 */
export function readTags(text: string, example: string): { tags: Record<string, string>; rest: string } {
  const tags: Record<string, string> = {};
  let rest = text.replace(/^\uFEFF/, '');
  const tagRe = /^\s*\[\s*([A-Za-z][\w-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
  for (let m = tagRe.exec(rest); m; m = tagRe.exec(rest)) {
    tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    rest = rest.slice(m[0].length);
  }
  if (/^\s*\[/.test(rest)) throw bad(`A tag of the record is malformed; write tags like ${example}.`);
  return { tags, rest };
}

/** Tag lines, in the order given. */
export function writeTags(tags: readonly (readonly [string, string])[]): string {
  return tags.map(([k, v]) => `[${k} "${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`).join('\n');
}

/** The moves of a line such as `1. c3-d4 f6-e5 2. …`: split on white space, move numbers and results left out. */
export function splitMoveLine(text: string): string[] {
  return text.split(/\s+/).filter((t) => t && !isMoveNumberOrResult(t));
}
