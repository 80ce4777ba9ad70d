/**
 * Game records in PDN (rules/draughts.md "Games (PDN)"), and the seed program's
 * plain history (one move per line), which the same tolerant reader accepts.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordInput } from '../../core/game.js';
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

  const words: string[] = [];
  const comment = (ply: number): void => {
    const c = input.comments?.[ply];
    if (c !== undefined && c !== '') words.push(`{${c.replace(/\{/g, '(').replace(/\}/g, ')')}}`);
  };
  comment(0);
  input.moves.forEach((mv, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    const number = Math.floor(ply / 2) + 1;
    if (ply % 2 === 0) words.push(`${number}.`);
    else if (i === 0 || input.comments?.[i] !== undefined) words.push(`${number}...`);
    words.push(mv);
    comment(i + 1);
  });
  words.push(result);
  // Wrap the move text at LINE_WIDTH.
  const body: string[] = [];
  let line = '';
  for (const w of words) {
    if (line !== '' && line.length + 1 + w.length > LINE_WIDTH) {
      body.push(line);
      line = w;
    } else line = line === '' ? w : `${line} ${w}`;
  }
  if (line !== '') body.push(line);
  return `${lines.join('\n')}\n\n${body.join('\n')}\n`;
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
  const moves: string[] = [];
  const comments: Record<number, string> = {};
  let result: string | undefined;
  let i = 0;
  const n = text.length;
  const addComment = (c: string): void => {
    const k = moves.length;
    const t = c.trim();
    if (t === '') return;
    comments[k] = comments[k] === undefined ? t : `${comments[k]} ${t}`;
  };
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
      if (moves.length > 0 || result !== undefined) break; // the next game begins
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
      i = end + 1;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) throw badRecord('A comment "{" is never closed with "}".');
      addComment(text.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    if (ch === '(') {
      // Variations are skipped (the record keeps the main line only).
      let depth = 0;
      for (; i < n; i++) {
        if (text[i] === '(') depth++;
        else if (text[i] === ')' && --depth === 0) break;
      }
      if (depth !== 0) throw badRecord('A variation "(" is never closed with ")".');
      i++;
      continue;
    }
    if (ch === ';' || (ch === '%' && (i === 0 || text[i - 1] === '\n'))) {
      const end = text.indexOf('\n', i);
      if (ch === ';') addComment(text.slice(i + 1, end < 0 ? n : end));
      i = end < 0 ? n : end + 1;
      continue;
    }
    let j = i;
    while (j < n && !/[\s[{(;]/.test(text[j])) j++;
    let word = text.slice(i, j);
    i = j;
    if (word in RESULTS) {
      result = RESULTS[word];
      if (moves.length > 0 || Object.keys(tags).length > 0) break scan;
      continue;
    }
    if (/^\$\d+$/.test(word)) continue;
    word = word.replace(/^\d+\.+/, ''); // move numbers: "1." "1..." "12.32-28"
    if (word === '') continue;
    word = word.replace(/[!?*+#]+$/, '');
    if (!MOVE_RE.test(word)) throw badRecord(`"${word}" is neither a move, a move number nor a result.`);
    moves.push(word);
  }
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
