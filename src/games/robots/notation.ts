import { GameError } from '../../core/errors.js';
import { isMoveNumberOrResult } from '../../core/move-words.js';
import { CELLS, DIR_NAMES, EXIT, HEIGHT, WIDTH, cellOf } from './hall.js';
import type { RobotsMove, RobotsReason, RobotsState, RobotsStatus } from './state.js';

export { formatHall, formatRobotsPosition, formatTurn, robotsCellName, stepTarget } from './state.js';
import { ROBOTS_LIMITS } from './hall.js';

const DIR_INDEX: ReadonlyMap<string, number> = new Map(DIR_NAMES.map((n, i) => [n, i]));

/**
 * The turns of a line written by hand (`W xN NW .`): a turn holds spaces, so x tokens join the
 * step that follows them (§A6); move numbers and results are left out. Trailing x tokens with no
 * step make a turn of their own, which `parseTurn` then refuses with its reason.
 */
export function splitTurns(text: string): string[] {
  const turns: string[] = [];
  let zaps: string[] = [];
  for (const tok of text.split(/[\s,;]+/)) {
    if (!tok || isMoveNumberOrResult(tok)) continue;
    if (tok.startsWith('x')) {
      zaps.push(tok);
      continue;
    }
    turns.push([...zaps, tok].join(' '));
    zaps = [];
  }
  if (zaps.length) turns.push(zaps.join(' '));
  return turns;
}

/**
 * Reads a turn (§A6, §C4): x tokens in any order, any run of spaces between tokens, then
 * exactly one step. Throws GameError('bad-move') on anything else; legality is not checked here.
 */
export function parseTurn(text: string): RobotsMove {
  if (typeof text !== 'string' || !/^ *[^ ]/.test(text)) throw new GameError('bad-move', 'A turn needs a step: a direction or "." to stay.');
  const tokens = text.trim().split(/ +/);
  if (/[^ -~]|\t/.test(text) || tokens.some((t) => t === '')) {
    throw new GameError('bad-move', `"${text}" is not a turn: tokens are separated by spaces only.`);
  }
  let zap = 0;
  for (let i = 0; i < tokens.length - 1; i++) {
    const tok = tokens[i];
    const d = tok.startsWith('x') ? DIR_INDEX.get(tok.slice(1)) : undefined;
    if (d === undefined) throw new GameError('bad-move', `"${tok}" is not a disintegration token like xN or xSW (the step comes last).`);
    if (zap & (1 << d)) throw new GameError('bad-move', `Direction ${tok.slice(1)} is named twice.`);
    zap |= 1 << d;
  }
  const last = tokens[tokens.length - 1];
  const step = last === '.' ? -1 : DIR_INDEX.get(last);
  if (step === undefined) throw new GameError('bad-move', `"${last}" is not a step: use N, NE, E, SE, S, SW, W, NW or ".".`);
  return { zap, step };
}

/** What a position string holds; the game's options complete it into a state. */
export type ParsedRobotsPosition = Pick<
  RobotsState,
  'crevasse' | 'robots' | 'player' | 'charges' | 'turn' | 'score' | 'target' | 'rng' | 'status' | 'reason'
>;

function bad(why: string): never {
  throw new GameError('bad-position', `Not a Robots position: ${why}`);
}

function count(text: string, what: string, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(text)) bad(`${what} must be a whole number, not "${text}".`);
  const n = Number(text);
  if (n > max) bad(`${what} is too large (${text}).`);
  return n;
}

/** Parses §A7; the status follows §C2 (no X = caught, X on the exit = won, turn ≥ 500 = time-out). */
export function parseRobotsPosition(text: string): ParsedRobotsPosition {
  if (typeof text !== 'string') bad('expected text.');
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6) bad('expected six fields: rows, charges, turn, score, T and the generator state.');
  const rows = fields[0].split('/');
  if (rows.length !== HEIGHT) bad(`expected ${HEIGHT} rows separated by "/".`);
  const crevasse = new Uint8Array(CELLS);
  const robots: number[] = [];
  let player = -1;
  for (let y = 0; y < HEIGHT; y++) {
    if (rows[y].length !== WIDTH) bad(`row ${y} must have ${WIDTH} symbols.`);
    for (let x = 0; x < WIDTH; x++) {
      const ch = rows[y][x];
      const c = cellOf(x, y);
      if (ch === '+' && c !== EXIT) bad('the exit "+" can only be at (0,5).');
      if (c === EXIT && !'+XR'.includes(ch)) bad('square (0,5) is the exit: it shows +, X or R.');
      if (ch === '0') crevasse[c] = 1;
      else if (ch === 'R') robots.push(c);
      else if (ch === 'X') {
        if (player >= 0) bad('there is more than one player X.');
        player = c;
      } else if (ch !== '.' && ch !== '+') bad(`"${ch}" is not one of . 0 R X +.`);
    }
  }
  const charges = count(fields[1], 'charges', 1000);
  const turn = count(fields[2], 'turn');
  const score = count(fields[3], 'score');
  const target = count(fields[4], 'T', CELLS);
  const rng = count(fields[5], 'the generator state', 4294967295);
  let status: RobotsStatus = 'run';
  let reason: RobotsReason | null = null;
  if (player < 0) [status, reason] = ['lost', 'caught'];
  else if (player === EXIT) [status, reason] = ['won', 'escaped'];
  else if (turn >= ROBOTS_LIMITS.maxTurns) [status, reason] = ['lost', 'timeout'];
  return { crevasse, robots, player, charges, turn, score, target, rng, status, reason };
}
