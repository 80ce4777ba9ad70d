/**
 * Thud's records (a PDN-like text of tags, numbered moves and a result) and lines of moves
 * written by hand: `thudRecords`. A page loads them a turn after its board; the AI worker, which loads the
 * rules alone, never does.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, Outcome, RecordFormat, RecordInput } from '../../core/game.js';
import { pairNumbers, readMoveText, readTags, splitMoveLine, writeMoveText, writeTags } from '../../core/movetext.js';
import { readMove } from './notation.js';
import { VARIANTS } from './rules.js';

/**
 * The moves of a line written by hand (`f1-f5 T g7-g6 …`): Troll and Rock moves keep their
 * canonical space, so the letter is joined to the move after it before the line is split.
 */
export function splitMoves(text: string): string[] {
  return splitMoveLine(text.replace(/\b([TR])\s+(?=[a-o]\d)/gi, '$1'));
}

const RESULT_TOKENS = new Set(['1-0', '0-1', '1/2-1/2', '*']);

export function resultToken(outcome: Outcome | null): string {
  if (!outcome) return '*';
  return outcome.winner === 'dwarfs' ? '1-0' : outcome.winner === 'trolls' ? '0-1' : '1/2-1/2';
}

/** Set-up options (`Game.options`) and the record tags that carry them. */
const OPTION_TAGS: readonly (readonly [string, string])[] = [
  ['trollCapture', 'TrollCapture'],
  ['match', 'Match'],
  ['battle', 'Battle'],
  ['firstBattle', 'FirstBattle'],
];

export function exportRecord(input: RecordInput): string {
  const result = resultToken(input.outcome);
  const tags: [string, string][] = [['Game', 'thud'], ['Variant', input.variant]];
  if (input.position !== undefined) tags.push(['Position', input.position]);
  // Classic options that change the rules travel as tags, so an import rebuilds the same game.
  const opts = input.options ?? {};
  for (const [key, tag] of OPTION_TAGS) {
    const v = opts[key];
    if (v !== undefined && v !== null && v !== '') tags.push([tag, String(v)]);
  }
  const own = new Set(['Game', 'Variant', 'Position', 'Result', ...OPTION_TAGS.map(([, t]) => t)]);
  for (const [k, v] of Object.entries(input.tags ?? {})) {
    if (!own.has(k)) tags.push([k, v]);
  }
  tags.push(['Result', result]);
  return `${writeTags(tags)}\n\n${writeMoveText(input, result, { number: pairNumbers() })}\n`;
}

function badRecord(message: string): never {
  throw new GameError('bad-record', message);
}

export function importRecord(text: string, variants: readonly string[], defaultVariant: string): GameRecord {
  if (typeof text !== 'string') badRecord('A game record must be text.');
  const { tags, rest } = readTags(text, '[Variant "classic"]');
  if (tags.Game !== undefined && tags.Game.toLowerCase() !== 'thud') badRecord(`The record is a game of "${tags.Game}", not Thud.`);
  const variant = tags.Variant ?? defaultVariant;
  if (!variants.includes(variant)) badRecord(`The record's variant "${variant}" is not one of ${variants.join(', ')}.`);
  const { moves, comments, variations, result } = readMoveText(rest, {
    results: [...RESULT_TOKENS],
    // A troll's or the Rock's move is written after its letter: "T g7-g6".
    prefix: /^[TR]$/i,
    move: (word, ply) => {
      const move = word.replace(/^[tr] /, (p) => p.toUpperCase());
      try {
        readMove(move);
      } catch (e) {
        badRecord(`Move ${Math.floor(ply / 2) + 1} of the record is malformed: ${(e as Error).message}`);
      }
      return move;
    },
  });
  if (tags.Result !== undefined && !RESULT_TOKENS.has(tags.Result)) badRecord(`The result "${tags.Result}" is not 1-0, 0-1, 1/2-1/2 or *.`);
  if (result !== undefined && tags.Result !== undefined && result !== tags.Result) {
    badRecord(`The result after the moves (${result}) differs from the Result tag (${tags.Result}).`);
  }
  const options: Record<string, unknown> = {};
  for (const [key, tag] of OPTION_TAGS) if (tags[tag] !== undefined) options[key] = key === 'battle' ? Number(tags[tag]) : tags[tag];
  return {
    variant,
    position: tags.Position,
    options: Object.keys(options).length ? options : undefined,
    moves,
    result: result ?? tags.Result,
    tags,
    comments: Object.keys(comments).length ? comments : undefined,
    ...(variations.length > 0 ? { variations } : {}),
  };
}

/** Thud's record format, which `thudGridGame` leaves out (see `RecordFormat`). */
export const thudRecords: RecordFormat = {
  exportRecord,
  importRecord: (text) => importRecord(text, VARIANTS, 'classic'),
  splitMoves,
};
