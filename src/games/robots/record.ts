/**
 * Robots' records (tags, numbered turns and a result, src/core/record.ts): `robotsRecords`, which a page
 * loads a turn after its hall.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordFormat, RecordInput } from '../../core/game.js';
import { readTaggedRecord, replaySolo, soloResultTag, writeTaggedRecord } from '../../core/record.js';
import { robotsGridGame, robotsOptions } from './grid.js';
import { splitTurns } from './notation.js';
import type { RobotsState } from './rules.js';

/** Tags that make a record self-contained (export writes them itself from `RecordInput.options`). */
export function robotsRecordTags(state: RobotsState): Record<string, string> {
  return optionTags(robotsOptions(state));
}

function optionTags(options: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  if (!options) return tags;
  if (options.seed !== undefined && options.seed !== null) tags.Seed = String(options.seed);
  if (options.level !== undefined) tags.Level = String(options.level);
  const safe = options.safeMoves ?? options['safe-moves'];
  if (safe !== undefined) tags.SafeMoves = safe === false || safe === 'off' ? 'off' : 'on';
  return tags;
}

/**
 * Reads a record: when it has no Position tag but a Seed, the start position is rebuilt from
 * Seed/Level, so a session replays it exactly whatever its own options. Replays every turn
 * under the record's own options and throws GameError('bad-record') at the first bad one.
 */
function importRobots(text: string): GameRecord {
  const rec = readTaggedRecord('robots', text);
  const variant = rec.variant || 'standard';
  if (variant !== 'standard') throw new GameError('bad-record', `Unknown Robots variant "${variant}".`);
  const options: Record<string, unknown> = { variant };
  if (rec.tags.Seed !== undefined) options.seed = rec.tags.Seed;
  if (rec.tags.Level !== undefined) options.level = rec.tags.Level;
  if (rec.tags.SafeMoves !== undefined) options.safeMoves = rec.tags.SafeMoves;
  const { variant: _v, ...recordOptions } = options;
  if (rec.position !== undefined) options.position = rec.position;
  else if (options.seed === undefined) return { ...rec, variant, options: recordOptions }; // nothing to rebuild from: the session's own seed applies
  const { state, position, result } = replaySolo<RobotsState>(robotsGridGame, options, rec, 'game');
  return { ...rec, variant, position, result, options: robotsOptions(state) };
}

/** Robots' record format, which `robotsGridGame` leaves out (see `RecordFormat`). */
export const robotsRecords: RecordFormat = {
  exportRecord(input: RecordInput) {
    return writeTaggedRecord({
      ...input,
      game: 'robots',
      result: soloResultTag(input.outcome),
      tags: { ...optionTags(input.options), ...(input.tags ?? {}) },
      tagOrder: ['Seed', 'Level', 'SafeMoves'],
    });
  },
  importRecord: importRobots,
  splitMoves: splitTurns,
};
