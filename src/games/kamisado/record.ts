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
 * A side line `( … )` follows the move it is played instead of, its moves written the same way.
 * `kamisadoRecords`, which a page loads a turn after its board.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordFormat, RecordInput, Variation } from '../../core/game.js';
import { readMoveText, readTags, sideLine, writeMoveText, writeTags, type RecordLine } from '../../core/movetext.js';
import { VARIANTS, cellName } from './geometry.js';
import { formatMove, formatPosition, isMoveText, parseMove, setupState } from './notation.js';
import { generateMoves, playMove, type KamisadoState } from './rules.js';

/** Layout of written records. */
const RECORD = { lineWidth: 80 } as const;

const RESULT_TOKENS = ['1-0', '0-1', '1/2-1/2', '*'] as const;

/**
 * A line as written: each move with the automatic passes that followed it, its side lines the same
 * way from where they branch; null when a move does not replay.
 */
function written(start: KamisadoState, line: RecordLine, at = 0): RecordLine | null {
  const states = [start];
  const moves: string[] = [];
  try {
    for (const text of line.moves) {
      const s = states[states.length - 1];
      const m = parseMove(s, text, generateMoves(s));
      const next = playMove(s, m);
      moves.push([formatMove(m), ...next.passes.map((c) => `${cellName(c)}-${cellName(c)}`)].join(' '));
      states.push(next);
    }
  } catch {
    return null;
  }
  const variations: Variation[] = [];
  for (const v of line.variations ?? []) {
    const side = written(states[v.at - at], v, v.at);
    if (!side) return null;
    variations.push(sideLine(v.at, side));
  }
  return { moves, comments: line.comments, variations };
}

export function exportRecord(input: RecordInput): string {
  let position = input.position;
  let line: RecordLine | null = null;
  // §2: a game begun by Gold from the set-up says so in a [First "gold"] tag.
  const goldFirst = position === undefined && input.options?.first === 'gold';
  try {
    line = written(setupState({ variant: input.variant, position, ...(goldFirst ? { first: 'gold' } : {}) }), input);
    if (!line && position === undefined) {
      // A game begun with first="gold": write its start position so the record stands alone.
      const gold = setupState({ variant: input.variant, first: 'gold' });
      line = written(gold, input);
      if (line) position = formatPosition(gold);
    }
  } catch {
    line = null;
  }
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
  const body = writeMoveText(line ?? input, result, { number: (ply) => `${ply + 1}.`, glueNumber: true, lineWidth: RECORD.lineWidth });
  return `${writeTags(tags)}\n\n${body}\n`;
}

export function importRecord(text: string): GameRecord {
  const bad = (msg: string): GameError => new GameError('bad-record', msg);
  if (typeof text !== 'string' || text.trim() === '') throw bad('The record is empty.');
  const { tags, rest } = readTags(text, '[Variant "standard"]');
  if (tags.Game !== undefined && tags.Game.toLowerCase() !== 'kamisado') throw bad(`This is a record of "${tags.Game}", not of Kamisado.`);
  const variant = tags.Variant ?? 'single';
  if (!(VARIANTS as readonly string[]).includes(variant)) throw bad(`The record's variant "${variant}" is not a Kamisado variant.`);
  const read = readMoveText(rest, {
    results: RESULT_TOKENS,
    move: (word) => {
      if (!isMoveText(word)) throw bad(`"${word}" is not a Kamisado move.`);
      const pass = /^([a-h][1-8])-([a-h][1-8])$/i.exec(word);
      // Passes are implied by the rules.
      return pass && pass[1].toLowerCase() === pass[2].toLowerCase() ? null : word;
    },
  });
  let result = read.result;
  if (result === undefined && tags.Result !== undefined && (RESULT_TOKENS as readonly string[]).includes(tags.Result)) result = tags.Result;
  const first = tags.First?.toLowerCase();
  if (first !== undefined && first !== 'black' && first !== 'gold') throw bad(`The record's First tag must be "black" or "gold", not "${tags.First}".`);
  const record: GameRecord = { variant, moves: read.moves, tags, comments: read.comments, ...(first ? { options: { first } } : {}) };
  return {
    ...record,
    ...(read.variations.length > 0 ? { variations: read.variations } : {}),
    ...(tags.Position !== undefined ? { position: tags.Position } : {}),
    ...(result !== undefined ? { result } : {}),
  };
}

/** Kamisado's record format, which `kamisadoGridGame` leaves out (see `RecordFormat`). */
export const kamisadoRecords: RecordFormat = { exportRecord, importRecord };
