import { GameError } from '../../core/errors.js';
import type { Road } from './road.js';
import { COLUMNS, onRoad } from './road.js';
import type { FormulaMode, FormulaMove, FormulaState, FormulaStatus } from './rules.js';
import { FORMULA_COMMANDS } from './rules.js';

/** §C10: exactly one of `. A D L R AL AR DL DR`; anything else is GameError('bad-move'). */
export function parseCommand(text: string): FormulaMove {
  if (typeof text === 'string' && (FORMULA_COMMANDS as readonly string[]).includes(text)) return text as FormulaMove;
  throw new GameError('bad-move', `${JSON.stringify(text)} is not a command: use . A D L R AL AR DL or DR.`);
}

/** Save notation of rules/arsac.md §B5: `<seed> <level> <mode> <speed0> <d> <c> <v> <turn> <status>`. */
export function formatFormulaPosition(s: FormulaState): string {
  return `${s.seed} ${s.level} ${s.mode} ${s.speed0} ${s.d} ${s.c} ${s.v} ${s.turn} ${s.status}`;
}

/** What a save (§B5) holds; the road is rebuilt from the seed. */
export type ParsedFormulaPosition = Pick<FormulaState, 'seed' | 'level' | 'mode' | 'speed0' | 'd' | 'c' | 'v' | 'turn' | 'status'>;

function bad(why: string): never {
  throw new GameError('bad-position', `Not a Formula 1 position: ${why}`);
}

/** Reads the fields of §B5; the caller checks them against the road (which needs the options). */
export function parseFormulaFields(text: string): ParsedFormulaPosition {
  if (typeof text !== 'string') bad('expected text.');
  const f = text.trim().split(/\s+/);
  if (f.length !== 9) bad('expected nine fields: seed, level, mode, speed0, d, c, v, turn and status.');
  const num = (i: number, what: string, min: number, max: number): number => {
    if (!/^-?\d+$/.test(f[i])) bad(`${what} must be a whole number, not "${f[i]}".`);
    const n = Number(f[i]);
    if (n < min || n > max) bad(`${what} must be from ${min} to ${max}, not ${n}.`);
    return n;
  };
  const seed = num(0, 'the seed', 0, 4294967295);
  const level = num(1, 'the level', 1, 7);
  if (f[2] !== 'variable' && f[2] !== 'fixed') bad(`the mode must be "variable" or "fixed", not "${f[2]}".`);
  const speed0 = num(3, 'the starting speed', 1, 1000);
  const d = num(4, 'the distance', 0, 1e9);
  const c = num(5, 'the column', -1, COLUMNS);
  const v = num(6, 'the speed', 0, 1000);
  const turn = num(7, 'the turn', 0, 1e9);
  if (!['run', 'crash', 'stall', 'done'].includes(f[8])) bad(`the status must be run, crash, stall or done, not "${f[8]}".`);
  return { seed, level, mode: f[2] as FormulaMode, speed0, d, c, v, turn, status: f[8] as FormulaStatus };
}

/** Checks a parsed position against its road and the view options (throws GameError('bad-position')). */
export function checkFormulaPosition(p: ParsedFormulaPosition, road: Road, rows: number, length: number): void {
  const top = rows - 1;
  if (p.speed0 > top) bad(`the starting speed ${p.speed0} is above the top speed ${top} (rows − 1).`);
  if (p.v > top) bad(`the speed ${p.v} is above the top speed ${top}.`);
  if (p.turn > p.d) bad('every turn moves the car at least one row, so turn cannot exceed d.');
  if (p.mode === 'fixed' && p.status !== 'stall' && p.v !== p.speed0) bad('in fixed mode the speed stays at speed0.');
  const clear = p.c >= 0 && p.c < COLUMNS && onRoad(road, p.d, p.c) && !road.obstacle(p.d, p.c);
  switch (p.status) {
    case 'run':
    case 'done':
      if (p.v < 1) bad('a moving car has a speed of at least 1.');
      if (!clear) bad(`the car at (${p.d},${p.c}) is not on a free road square.`);
      if (p.status === 'run' && length > 0 && p.d >= length) bad('the car is past the finish but the race still runs.');
      break;
    case 'stall':
      if (p.mode === 'fixed') bad('a car cannot stall in fixed mode.');
      if (p.v !== 0) bad('a stalled car has speed 0 (§C7).');
      if (!clear) bad(`the car at (${p.d},${p.c}) is not on a free road square.`);
      break;
    case 'crash':
      if (p.v < 1 || p.d < 1) bad('a crash happens on a move, at speed 1 or more.');
      if (clear) bad(`(${p.d},${p.c}) is a free road square, not a crash.`);
      break;
  }
}

/**
 * The view of §B6.1: rows d+rows−1 (top) down to d, each labelled with its distance,
 * `.` road, `0` obstacle, `-` off-road, `*` the car.
 */
export function formatView(s: FormulaState): string[] {
  const top = s.d + s.rows - 1;
  const width = String(top).length;
  const lines: string[] = [];
  for (let d = top; d >= s.d; d--) {
    let row = '';
    for (let c = 0; c < COLUMNS; c++) {
      if (d === s.d && c === s.c) row += '*';
      else if (!onRoad(s.road, d, c)) row += '-';
      else row += s.road.obstacle(d, c) ? '0' : '.';
    }
    lines.push(`${String(d).padStart(width)} ${row}`);
  }
  return lines;
}
