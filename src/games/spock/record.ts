/**
 * A PDN-like game record for Spock: `[Tag "value"]` lines (Game, Variant,
 * Position when set up, Result), then numbered moves, `{comments}` and the
 * result; `( … )` side lines after the move they replace. Whitespace and line breaks are free.
 * `spockRecords`, which a page loads a turn after its board.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, Outcome, RecordFormat, RecordInput } from '../../core/game.js';
import { pairNumbers, readMoveText, readTags, writeMoveText, writeTags } from '../../core/movetext.js';

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

export function exportRecord(input: RecordInput): string {
  const result = resultText(input.outcome);
  const tags: Record<string, string> = { Game: 'spock', Variant: input.variant };
  if (input.position !== undefined) tags.Position = input.position;
  for (const [k, v] of Object.entries(input.tags ?? {})) if (!(k in tags) && k !== 'Result' && k !== 'Position') tags[k] = v;
  tags.Result = result;
  // Blue moves first only when the set-up position says so (rules/spock.md §4).
  const redFirst = input.position !== undefined && /^\S+\s+r/i.test(input.position.trim());
  const body = writeMoveText(input, result, { number: pairNumbers(redFirst ? 1 : 0), lineWidth: LINE_WIDTH });
  return `${writeTags(Object.entries(tags))}\n\n${body}\n`;
}

function bad(message: string): never {
  throw new GameError('bad-record', message);
}

export function importRecord(text: string): GameRecord {
  if (typeof text !== 'string') bad('A Spock record must be text.');
  const { tags, rest } = readTags(text, '[Game "spock"]');
  const { moves, comments, variations, result } = readMoveText(rest, {
    results: RESULTS,
    move: (word) => (MOVE_TOKEN.test(word) ? word : bad(`"${word}" is neither a move (like a1-a3), a move number nor a result.`)),
  });
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
    ...(variations.length > 0 ? { variations } : {}),
  };
}

/** Spock's record format, which `spockGridGame` leaves out (see `RecordFormat`). */
export const spockRecords: RecordFormat = { exportRecord, importRecord };
