/**
 * A PDN-like game record for Spock: `[Tag "value"]` lines (Game, Variant,
 * Position when set up, Result), then numbered moves, `{comments}` and the
 * result. Whitespace and line breaks are free.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, Outcome, RecordInput } from '../../core/game.js';

const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const MOVE_TOKEN = /^[a-e][1-5][-x~:]?[a-e][1-5]$/i;
/** Characters per line of the move text when writing. */
const LINE_WIDTH = 80;

export function resultText(outcome: Outcome | null): string {
  if (!outcome) return '*';
  if (outcome.winner === 'blue') return '1-0';
  if (outcome.winner === 'red') return '0-1';
  return '1/2-1/2';
}

const quote = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

export function exportRecord(input: RecordInput): string {
  const result = resultText(input.outcome);
  const tags: Record<string, string> = { Game: 'spock', Variant: input.variant };
  if (input.position !== undefined) tags.Position = input.position;
  for (const [k, v] of Object.entries(input.tags ?? {})) if (!(k in tags) && k !== 'Result' && k !== 'Position') tags[k] = v;
  tags.Result = result;
  const lines = Object.entries(tags).map(([k, v]) => `[${k} "${quote(v)}"]`);
  const words: string[] = [];
  const comment = (i: number): void => {
    const c = input.comments?.[i];
    if (c) words.push(`{${c.replace(/[{}]/g, '')}}`);
  };
  comment(0);
  // Blue moves first only when the set-up position says so (rules/spock.md §4).
  const redFirst = input.position !== undefined && /^\S+\s+r/i.test(input.position.trim());
  input.moves.forEach((m, i) => {
    const k = i + (redFirst ? 1 : 0);
    if (k % 2 === 0) words.push(`${k / 2 + 1}.`);
    else if (i === 0) words.push(`${(k + 1) / 2}...`);
    words.push(m);
    comment(i + 1);
  });
  words.push(result);
  const body: string[] = [];
  let line = '';
  for (const w of words) {
    if (line && line.length + 1 + w.length > LINE_WIDTH) {
      body.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) body.push(line);
  return `${lines.join('\n')}\n\n${body.join('\n')}\n`;
}

function bad(message: string): never {
  throw new GameError('bad-record', message);
}

export function importRecord(text: string): GameRecord {
  if (typeof text !== 'string') bad('A Spock record must be text.');
  const tags: Record<string, string> = {};
  const comments: Record<number, string> = {};
  const moves: string[] = [];
  let result: string | undefined;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '[') {
      if (moves.length || result) bad('Tags must come before the moves.');
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(text.slice(i));
      if (!m) bad(`The tag starting "${text.slice(i, i + 30)}" is malformed; write tags like [Game "spock"].`);
      tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
      i += m[0].length;
    } else if (ch === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) bad('A comment "{" is never closed.');
      const c = text.slice(i + 1, end).trim();
      comments[moves.length] = comments[moves.length] ? `${comments[moves.length]} ${c}` : c;
      i = end + 1;
    } else {
      let j = i;
      while (j < n && !/[\s{[]/.test(text[j])) j++;
      const word = text.slice(i, j);
      i = j;
      if (result !== undefined) bad(`"${word}" follows the result; nothing may come after it.`);
      // A move number may be glued to its move: "1.a2-a3".
      const num = /^(\d+)\.(?:\.\.)?(.*)$/.exec(word);
      const tok = num ? num[2] : word;
      if (tok === '') continue;
      if (RESULTS.includes(tok)) result = tok;
      else if (MOVE_TOKEN.test(tok)) moves.push(tok);
      else bad(`"${word}" is neither a move (like a1-a3), a move number nor a result.`);
    }
  }
  if (tags.Game !== undefined && tags.Game.toLowerCase() !== 'spock') bad(`This record is for the game "${tags.Game}", not spock.`);
  const variant = tags.Variant ?? 'standard';
  if (variant !== 'standard') bad(`The variant "${variant}" is unknown; Spock has only "standard".`);
  if (tags.Result !== undefined && !RESULTS.includes(tags.Result)) bad(`The result tag "${tags.Result}" must be 1-0, 0-1, 1/2-1/2 or *.`);
  if (result !== undefined && tags.Result !== undefined && tags.Result !== result) {
    bad(`The result tag "${tags.Result}" contradicts the result "${result}" after the moves.`);
  }
  if (!Object.keys(tags).length && !moves.length && result === undefined) bad('The record is empty.');
  return {
    variant,
    position: tags.Position,
    moves,
    result: result ?? tags.Result,
    tags,
    comments,
  };
}
