/**
 * Formula 1's records (tags, numbered turns and a result, src/core/record.ts): `formulaRecords`, which a
 * page loads a turn after its road.
 */
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordFormat, RecordInput } from '../../core/game.js';
import { readTaggedRecord, replaySolo, soloResultTag, writeTaggedRecord } from '../../core/record.js';
import { formulaGridGame, formulaOptions } from './grid.js';
import type { FormulaState } from './rules.js';

/** Tags that make a record self-contained (export writes them itself from `RecordInput.options`). */
export function formulaRecordTags(state: FormulaState): Record<string, string> {
  return optionTags(formulaOptions(state));
}

const TAG_OF: readonly (readonly [string, string])[] = [
  ['seed', 'Seed'],
  ['level', 'Level'],
  ['speed', 'Speed'],
  ['rows', 'Rows'],
  ['length', 'Length'],
];

function optionTags(options: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const tags: Record<string, string> = {};
  if (!options) return tags;
  for (const [key, tag] of TAG_OF) if (options[key] !== undefined && options[key] !== null) tags[tag] = String(options[key]);
  return tags;
}

/**
 * Reads a record; without a Position tag the start is rebuilt from Seed/Level/Speed and the
 * variant, so a session replays it exactly. The turns are replayed here under the record's
 * Rows/Length and the first bad one throws GameError('bad-record').
 */
function importFormula(text: string): GameRecord {
  const rec = readTaggedRecord('formula', text);
  const variant = rec.variant || 'variable';
  if (variant !== 'variable' && variant !== 'fixed') throw new GameError('bad-record', `Unknown Formula 1 mode "${variant}".`);
  const t = rec.tags;
  const options: Record<string, unknown> = { variant, seed: t.Seed, level: t.Level, speed: t.Speed, rows: t.Rows, length: t.Length };
  const recordOptions: Record<string, unknown> = {};
  for (const [key, tag] of TAG_OF) if (t[tag] !== undefined) recordOptions[key] = t[tag];
  if (rec.position !== undefined) options.position = rec.position;
  else if (t.Seed === undefined) return { ...rec, variant, options: recordOptions };
  const { state, position, result } = replaySolo<FormulaState>(formulaGridGame, options, rec, 'race');
  return { ...rec, variant: state.mode, position, result, options: { ...formulaOptions(state), mode: state.mode } };
}

/** Formula 1's record format, which `formulaGridGame` leaves out (see `RecordFormat`). */
export const formulaRecords: RecordFormat = {
  exportRecord(input: RecordInput) {
    return writeTaggedRecord({
      ...input,
      game: 'formula',
      result: soloResultTag(input.outcome),
      tags: { ...optionTags(input.options), ...(input.tags ?? {}) },
      tagOrder: TAG_OF.map(([, tag]) => tag),
    });
  },
  importRecord: importFormula,
};
