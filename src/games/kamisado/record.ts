/**
 * A PDN-like game record for Kamisado:
 *
 *   [Game "kamisado"]
 *   [Variant "standard"]
 *   [Position "..."]          (only when the game did not start from the initial position)
 *   [Result "1-0"]
 *
 *   1. b1-b6 2. d8-d6 … 8. f3-e2 a7-a7 e2-e2 9. FL … 1-0
 *
 * Each number introduces one move, written with the automatic passes that followed it
 * (rules/kamisado.md §3.3, §9); the reader drops the passes again, since they are implied.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordInput } from '../../core/game.js';
import { VARIANTS, cellName } from './geometry.js';
import { formatMove, formatPosition, isMoveText, parseMove, setupState } from './notation.js';
import { generateMoves, playMove, type KamisadoState } from './rules.js';

/** Layout of written records. */
const RECORD = { lineWidth: 80 } as const;

const RESULT_TOKENS = ['1-0', '0-1', '1/2-1/2', '*'] as const;

function quote(v: string): string {
  return v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

/** Replays `moves`; returns the written tokens per move, or null when they do not replay. */
function replay(start: KamisadoState, moves: readonly string[]): string[][] | null {
  let s = start;
  const out: string[][] = [];
  try {
    for (const text of moves) {
      const m = parseMove(s, text, generateMoves(s));
      const next = playMove(s, m);
      out.push([formatMove(m), ...next.passes.map((c) => `${cellName(c)}-${cellName(c)}`)]);
      s = next;
    }
  } catch {
    return null;
  }
  return out;
}

export function exportRecord(input: RecordInput): string {
  let position = input.position;
  let written: string[][] | null = null;
  // §2: a game begun by Gold from the set-up says so in a [First "gold"] tag.
  const goldFirst = position === undefined && input.options?.first === 'gold';
  try {
    written = replay(setupState({ variant: input.variant, position, ...(goldFirst ? { first: 'gold' } : {}) }), input.moves);
    if (!written && position === undefined) {
      // A game begun with first="gold": write its start position so the record stands alone.
      const gold = setupState({ variant: input.variant, first: 'gold' });
      written = replay(gold, input.moves);
      if (written) position = formatPosition(gold);
    }
  } catch {
    written = null;
  }
  const rows = written ?? input.moves.map((m) => [m]);
  const result = input.outcome ? (input.outcome.winner === 'black' ? '1-0' : input.outcome.winner === 'gold' ? '0-1' : '1/2-1/2') : '*';

  const tags: [string, string][] = [
    ['Game', 'kamisado'],
    ['Variant', input.variant],
  ];
  if (position !== undefined) tags.push(['Position', position]);
  if (goldFirst) tags.push(['First', 'gold']);
  for (const [k, v] of Object.entries(input.tags ?? {})) {
    if (!['Game', 'Variant', 'Position', 'First', 'Result'].includes(k)) tags.push([k, v]);
  }
  tags.push(['Result', result]);

  // Each move stays on one line with its number and passes.
  const groups: string[] = [];
  const comment = (i: number): string => {
    const c = input.comments?.[i];
    return c ? ` {${c.replace(/}/g, ')')}}` : '';
  };
  const before = comment(0).trim();
  if (before) groups.push(before);
  rows.forEach((row, i) => groups.push(`${i + 1}. ${row.join(' ')}${comment(i + 1)}`));
  groups.push(result);

  const lines: string[] = [];
  let line = '';
  for (const g of groups) {
    if (line && line.length + 1 + g.length > RECORD.lineWidth) {
      lines.push(line);
      line = g;
    } else {
      line = line ? `${line} ${g}` : g;
    }
  }
  if (line) lines.push(line);
  return `${tags.map(([k, v]) => `[${k} "${quote(v)}"]`).join('\n')}\n\n${lines.join('\n')}\n`;
}

export function importRecord(text: string): GameRecord {
  const bad = (msg: string): GameError => new GameError('bad-record', msg);
  if (typeof text !== 'string' || text.trim() === '') throw bad('The record is empty.');
  const tags: Record<string, string> = {};
  let rest = text.replace(/^\uFEFF/, '');
  const tagRe = /^\s*\[\s*([A-Za-z][\w-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
  for (let m = tagRe.exec(rest); m; m = tagRe.exec(rest)) {
    tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    rest = rest.slice(m[0].length);
  }
  if (/^\s*\[/.test(rest)) throw bad('A tag of the record is malformed; write tags like [Variant "standard"].');
  if (tags.Game !== undefined && tags.Game.toLowerCase() !== 'kamisado') throw bad(`This is a record of "${tags.Game}", not of Kamisado.`);
  const variant = tags.Variant ?? 'single';
  if (!(VARIANTS as readonly string[]).includes(variant)) throw bad(`The record's variant "${variant}" is not a Kamisado variant.`);

  const moves: string[] = [];
  const comments: Record<number, string> = {};
  let result: string | undefined;
  const tokenRe = /\{([^}]*)\}|;[^\n]*|[^\s{};]+/g;
  for (let m = tokenRe.exec(rest); m; m = tokenRe.exec(rest)) {
    const tok = m[0];
    if (m[1] !== undefined) {
      const c = m[1].trim();
      comments[moves.length] = comments[moves.length] ? `${comments[moves.length]} ${c}` : c;
      continue;
    }
    if (tok.startsWith(';')) continue;
    if (result !== undefined) throw bad(`"${tok}" follows the result; nothing may come after it.`);
    if ((RESULT_TOKENS as readonly string[]).includes(tok)) {
      result = tok;
      continue;
    }
    const body = tok.replace(/^\d+\.+/, '');
    if (body === '') continue; // a move number on its own
    if (!isMoveText(body)) throw bad(`"${tok}" is not a Kamisado move.`);
    const pass = /^([a-h][1-8])-([a-h][1-8])$/i.exec(body);
    if (pass && pass[1].toLowerCase() === pass[2].toLowerCase()) continue; // passes are implied by the rules
    moves.push(body);
  }
  if (result === undefined && tags.Result !== undefined && (RESULT_TOKENS as readonly string[]).includes(tags.Result)) result = tags.Result;
  const first = tags.First?.toLowerCase();
  if (first !== undefined && first !== 'black' && first !== 'gold') throw bad(`The record's First tag must be "black" or "gold", not "${tags.First}".`);
  const record: GameRecord = { variant, moves, tags, comments, ...(first ? { options: { first } } : {}) };
  return {
    ...record,
    ...(tags.Position !== undefined ? { position: tags.Position } : {}),
    ...(result !== undefined ? { result } : {}),
  };
}
