/**
 * Game records in PDN (rules/draughts.md "Games (PDN)"), and the seed program's
 * plain history (one move per line), which the same tolerant reader accepts: `draughtsRecords`, which
 * a page loads a turn after its board.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordFormat, RecordInput } from '../../core/game.js';
import { LineBuilder, pairNumbers, writeMoveText } from '../../core/movetext.js';
import { parseFen, formatFen } from './notation.js';
import { VARIANTS, type DraughtsVariant } from './rules.js';

/** PDN GameType numbers of the variants. */
export const GAME_TYPES: Readonly<Record<DraughtsVariant, string>> = { international: '20', russian: '25', brazilian: '26' };

/** Tags written first, in this order, when present (the PDN "seven tag roster"). */
const ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const LINE_WIDTH = 79;

function resultText(input: RecordInput): string {
  const o = input.outcome;
  if (!o) return '*';
  if (o.winner === null) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

function quote(v: string): string {
  return '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
}

export function exportPdn(input: RecordInput): string {
  if (!(VARIANTS as readonly string[]).includes(input.variant)) {
    throw new GameError('unknown-variant', `"${input.variant}" is not a draughts variant (international, russian, brazilian).`);
  }
  const variant = input.variant as DraughtsVariant;
  const result = resultText(input);
  const tags: Record<string, string> = { ...(input.tags ?? {}) };
  delete tags.GameType;
  delete tags.FEN;
  delete tags.SetUp;
  tags.Result = result;
  const lines: string[] = [];
  for (const k of ROSTER) if (k in tags) lines.push(`[${k} ${quote(tags[k])}]`);
  lines.push(`[GameType ${quote(GAME_TYPES[variant])}]`);
  let blackFirst = false;
  if (input.position !== undefined) {
    const fen = formatFen(parseFen(variant, input.position));
    blackFirst = fen.startsWith('B');
    lines.push(`[SetUp "1"]`, `[FEN ${quote(fen)}]`);
  }
  for (const k of Object.keys(tags)) if (!ROSTER.includes(k)) lines.push(`[${k} ${quote(tags[k])}]`);

  // Plies count from the record's start; white's moves are even, black's numbered "12..." where the text
  // before them was not their white move (a comment, a side line, the start).
  const body = writeMoveText(input, result, { number: pairNumbers(blackFirst ? 1 : 0), resumeAfterComment: true, lineWidth: LINE_WIDTH });
  return `${lines.join('\n')}\n\n${body}\n`;
}

const RESULTS: Readonly<Record<string, string>> = {
  '1-0': '1-0', '2-0': '1-0', '0-1': '0-1', '0-2': '0-1', '1/2-1/2': '1/2-1/2', '1-1': '1/2-1/2', '*': '*',
};
const MOVE_RE = /^[a-j]?\d{1,2}(?:\s*[-x:×]\s*[a-j]?\d{1,2})+$/i;

function badRecord(msg: string): GameError {
  return new GameError('bad-record', msg);
}

/** Reads the first game of a PDN text (or a plain list of moves). */
export function importPdn(text: string): GameRecord {
  const tags: Record<string, string> = {};
  // The main line, and the side lines read on top of it (PDN "( … )" variations nest).
  const line = new LineBuilder();
  let result: string | undefined;
  let i = 0;
  const n = text.length;
  scan: while (i < n) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '[') {
      const end = text.indexOf(']', i);
      if (end < 0) throw badRecord('A tag "[" is never closed with "]".');
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]$/.exec(text.slice(i, end + 1));
      if (!m) throw badRecord(`The tag ${text.slice(i, end + 1)} is not of the form [Name "value"].`);
      if (line.ply > 0 || result !== undefined) break; // the next game begins
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
      i = end + 1;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw badRecord('A comment "{" is never closed with "}".');
      line.addComment(text.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    if (ch === '(') {
      // A side line instead of the move just read.
      if (!line.openSideLine()) throw badRecord('A variation "(" must follow the move it replaces.');
      i++;
      continue;
    }
    if (ch === ')') {
      // An empty variation is dropped, as PDN readers do.
      if (line.closeSideLine() === 'none') throw badRecord('A ")" closes no variation.');
      i++;
      continue;
    }
    if (ch === ';' || (ch === '%' && (i === 0 || text[i - 1] === '\n'))) {
      const end = text.indexOf('\n', i);
      if (ch === ';') line.addComment(text.slice(i + 1, end < 0 ? n : end));
      i = end < 0 ? n : end + 1;
      continue;
    }
    let j = i;
    while (j < n && !/[\s[{();]/.test(text[j])) j++;
    let word = text.slice(i, j);
    i = j;
    if (word in RESULTS && line.depth > 0) throw badRecord('A variation "(" is never closed with ")".');
    if (word in RESULTS) {
      result = RESULTS[word];
      if (line.ply > 0 || Object.keys(tags).length > 0) break scan;
      continue;
    }
    if (/^\$\d+$/.test(word)) continue;
    word = word.replace(/^\d+\.+/, ''); // move numbers: "1." "1..." "12.32-28"
    if (word === '') continue;
    word = word.replace(/[!?*+#]+$/, '');
    if (word === '') continue; // a lone "?" or "!" (an annotation glyph)
    if (!MOVE_RE.test(word)) throw badRecord(`"${word}" is neither a move, a move number nor a result.`);
    line.addMove(word);
  }
  if (line.depth > 0) throw badRecord('A variation "(" is never closed with ")".');
  const { moves, comments, variations } = line.line();
  if (result === undefined && tags.Result !== undefined) result = RESULTS[tags.Result] ?? tags.Result;
  if (moves.length === 0 && Object.keys(tags).length === 0 && result === undefined) {
    throw badRecord('The record has no tags and no moves.');
  }

  const variant = recordVariant(tags, moves);
  let position: string | undefined;
  const fen = tags.FEN;
  if (fen !== undefined && tags.SetUp !== '0') {
    try {
      position = formatFen(parseFen(variant, fen));
    } catch (e) {
      throw badRecord(`The FEN tag "${fen}" is not a valid ${variant} position: ${(e as Error).message}`);
    }
  }
  const record: GameRecord = {
    variant,
    moves,
    tags,
    ...(position !== undefined ? { position } : {}),
    ...(result !== undefined ? { result } : {}),
    ...(Object.keys(comments).length > 0 ? { comments } : {}),
    ...(variations.length > 0 ? { variations } : {}),
  };
  return record;
}

function recordVariant(tags: Record<string, string>, moves: readonly string[]): DraughtsVariant {
  const gt = tags.GameType;
  if (gt !== undefined) {
    const num = /^\s*(\d+)/.exec(gt)?.[1];
    const v = (Object.keys(GAME_TYPES) as DraughtsVariant[]).find((k) => GAME_TYPES[k] === num);
    if (!v) throw badRecord(`GameType "${gt}" is not supported (20 international, 25 Russian, 26 Brazilian).`);
    return v;
  }
  const named = tags.Variant?.toLowerCase();
  if (named !== undefined) {
    if ((VARIANTS as readonly string[]).includes(named)) return named as DraughtsVariant;
    throw badRecord(`Variant "${tags.Variant}" is not a draughts variant (international, russian, brazilian).`);
  }
  // No tag: algebraic squares mean an 8x8 game (the seed program's Russian history), numbers international.
  const fen = tags.FEN ?? '';
  return moves.some((m) => /[a-j]/i.test(m.replace(/x/gi, ''))) || /[a-h][1-8]/i.test(fen.slice(1)) ? 'russian' : 'international';
}

/** Draughts' record format (PDN), which `draughtsGridGame` leaves out (see `RecordFormat`). */
export const draughtsRecords: RecordFormat = { exportRecord: exportPdn, importRecord: importPdn };
