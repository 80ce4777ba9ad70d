import { GameError, isGameError } from '../../core/errors.js';
import type { GameRecord, Outcome, RecordInput } from '../../core/game.js';

/** Result tag of a single-player record: 1-0 = the player won, 0-1 = lost, * = unfinished. */
export function resultTag(outcome: Outcome | null): string {
  return outcome === null ? '*' : outcome.winner !== null ? '1-0' : '0-1';
}

const escapeTag = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * PDN-like record (same shape as the Robots one): tags, then numbered turns
 * (`1. A 2. L`), then the result. Tags in `first` come first in that order.
 */
export function writeRecord(game: string, first: readonly string[], input: RecordInput): string {
  const tags: Record<string, string> = { ...(input.tags ?? {}) };
  delete tags.Game;
  delete tags.Variant;
  delete tags.Position;
  delete tags.Result;
  const lines = [`[Game "${game}"]`, `[Variant "${escapeTag(input.variant)}"]`];
  for (const k of first) if (k in tags) lines.push(`[${k} "${escapeTag(tags[k])}"]`);
  for (const k of Object.keys(tags)) if (!first.includes(k)) lines.push(`[${k} "${escapeTag(tags[k])}"]`);
  if (input.position !== undefined) lines.push(`[Position "${escapeTag(input.position)}"]`);
  const result = resultTag(input.outcome);
  lines.push(`[Result "${result}"]`, '');
  const body: string[] = [];
  const comment = (i: number): void => {
    const c = input.comments?.[i];
    if (c) body.push(`{${c.replace(/[{}]/g, '')}}`);
  };
  comment(0);
  input.moves.forEach((m, i) => {
    body.push(`${i + 1}. ${m}`);
    comment(i + 1);
  });
  body.push(result);
  lines.push(body.join(' '));
  return lines.join('\n') + '\n';
}

/** Splits a record into tags, turns, comments and the result; throws GameError('bad-record'). */
export function readRecord(game: string, text: string): GameRecord {
  if (typeof text !== 'string') throw new GameError('bad-record', 'A record must be text.');
  const tags: Record<string, string> = {};
  let rest = text.replace(/^\uFEFF/, '');
  const tagRe = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
  for (let m = tagRe.exec(rest); m; m = tagRe.exec(rest)) {
    tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    rest = rest.slice(m[0].length);
  }
  if (tags.Game !== undefined && tags.Game !== game) {
    throw new GameError('bad-record', `This is a record of "${tags.Game}", not of ${game}.`);
  }
  const comments: Record<number, string> = {};
  const moves: string[] = [];
  let current: string[] | null = null;
  let result: string | undefined;
  const flush = (): void => {
    if (current) {
      if (current.length === 0) throw new GameError('bad-record', `Turn ${moves.length + 1} is empty.`);
      moves.push(current.join(' '));
    }
    current = null;
  };
  const tokens = rest.match(/\{[^}]*\}|[^\s{}]+|[{}]/g) ?? [];
  for (const tok of tokens) {
    if (result !== undefined) throw new GameError('bad-record', `Nothing may follow the result "${result}".`);
    if (tok.startsWith('{')) {
      if (!tok.endsWith('}')) throw new GameError('bad-record', 'A comment is not closed with "}".');
      flush();
      comments[moves.length] = tok.slice(1, -1).trim();
    } else if (/^\d+\.$/.test(tok)) {
      flush();
      if (Number(tok.slice(0, -1)) !== moves.length + 1) {
        throw new GameError('bad-record', `Turn number ${tok} is out of sequence (expected ${moves.length + 1}.).`);
      }
      current = [];
    } else if (tok === '*' || tok === '1-0' || tok === '0-1') {
      flush();
      result = tok;
    } else if (current) {
      current.push(tok);
    } else {
      throw new GameError('bad-record', `"${tok}" is outside any numbered turn.`);
    }
  }
  flush();
  if (tags.Result !== undefined && result !== undefined && tags.Result !== result) {
    throw new GameError('bad-record', `The Result tag (${tags.Result}) and the final result (${result}) differ.`);
  }
  result ??= tags.Result;
  return {
    variant: tags.Variant ?? '',
    position: tags.Position,
    moves,
    result,
    tags,
    comments,
  };
}

/** Wraps any failure while replaying a record into GameError('bad-record'). */
export function asRecordError(e: unknown, where: string): GameError {
  return new GameError('bad-record', `${where}: ${isGameError(e) || e instanceof Error ? e.message : String(e)}`);
}
