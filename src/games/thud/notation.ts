/**
 * Position and move notation of Thud (rules/thud.md §7); records are in record.ts.
 */
import { GameError } from '../../core/errors.js';
import {
  CENTRE, DWARF, PLAY_CELLS, RANK_CELLS, ROCK, STONE, TROLL, cellName, parseCell, rankOf,
} from './geometry.js';
import {
  LIMITS, emptyBoard, type FirstBattle, type SideIndex, type StateFields, type ThudConfig, type ThudMove, type ThudState,
} from './state.js';

export { formatPosition } from './state.js';

/** Upper bounds on piece counts: the setups' numbers, since pieces are never added (rules/thud.md §2). */
const MAX_PIECES = {
  classic: { dwarfs: 32, trolls: 8 },
  kv: { dwarfs: 16, trolls: 8 },
} as const;

// ---------------------------------------------------------------------------------------------
// Positions

function bad(message: string): never {
  throw new GameError('bad-position', message);
}

/**
 * Reads `placement side clock ply [rockMax]` into state fields, checking that the
 * position could occur in the variant (rules/thud.md §7).
 */
export function parsePosition(text: string, config: ThudConfig): StateFields {
  if (typeof text !== 'string') bad('The position must be a text string.');
  const fields = text.trim().split(/\s+/);
  const classic = config.variant === 'classic';
  const want = classic ? 4 : 5;
  if (fields.length !== want) {
    bad(classic
      ? 'A classic position has four fields: placement, side (d or t), capture clock and ply count.'
      : 'A Koom Valley position has five fields: placement, side (d or t), progress clock, ply count and the Rock\'s highest rank.');
  }
  const [placement, sideText, clockText, plyText, maxText] = fields;
  const rows = placement.split('/');
  if (rows.length !== 15) bad(`The placement must list 15 ranks separated by "/", not ${rows.length}.`);
  const board = emptyBoard();
  rows.forEach((row, i) => {
    const cells = RANK_CELLS[i];
    const rank = 15 - i;
    let at = 0;
    const re = /(1[0-5]|[1-9])|([dTRX])|(.)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(row))) {
      if (m[3] !== undefined) bad(`Rank ${rank} contains "${m[3]}"; only d, T, R, X and numbers 1–15 are allowed.`);
      if (m[1] !== undefined) {
        at += Number(m[1]);
        if (at > cells.length) bad(`Rank ${rank} covers more than its ${cells.length} squares.`);
        continue;
      }
      if (at >= cells.length) bad(`Rank ${rank} covers more than its ${cells.length} squares.`);
      const c = cells[at++];
      board[c] = m[2] === 'd' ? DWARF : m[2] === 'T' ? TROLL : m[2] === 'R' ? ROCK : STONE;
    }
    if (at !== cells.length) bad(`Rank ${rank} covers ${at} of its ${cells.length} squares.`);
  });
  let dwarfs = 0;
  let trolls = 0;
  let rocks = 0;
  let stones = 0;
  for (const c of PLAY_CELLS) {
    const p = board[c];
    if (p === DWARF) dwarfs++;
    else if (p === TROLL) trolls++;
    else if (p === ROCK) rocks++;
    else if (p === STONE) stones++;
  }
  const max = classic ? MAX_PIECES.classic : MAX_PIECES.kv;
  if (classic) {
    if (rocks) bad('Classic Thud has no Rock (R); the Thudstone is X.');
    if (stones !== 1 || board[CENTRE] !== STONE) bad('Classic Thud needs the Thudstone (X) on h8 and nowhere else.');
  } else {
    if (stones) bad('Koom Valley has no Thudstone (X); the Rock is R.');
    if (rocks !== 1) bad(`A Koom Valley position needs exactly one Rock (R), not ${rocks}.`);
  }
  if (dwarfs > max.dwarfs) bad(`There can be at most ${max.dwarfs} dwarfs, not ${dwarfs}.`);
  if (trolls > max.trolls) bad(`There can be at most ${max.trolls} trolls, not ${trolls}.`);
  if (sideText !== 'd' && sideText !== 't') bad(`The side to move must be "d" or "t", not "${sideText}".`);
  const side: SideIndex = sideText === 'd' ? 0 : 1;
  const clock = wholeNumber(clockText, 'clock');
  const ply = wholeNumber(plyText, 'ply count');
  const clockMax = classic ? LIMITS.captureClock : LIMITS.progressClock;
  if (clock > clockMax) bad(`The clock cannot exceed ${clockMax}, the limit that ends the game.`);
  if (ply > LIMITS.plyCap) bad(`The ply count cannot exceed ${LIMITS.plyCap}.`);
  if (clock > ply) bad(`The clock (${clock}) cannot exceed the number of plies played (${ply}).`);
  let rockMax = 0;
  if (!classic) {
    rockMax = wholeNumber(maxText, "Rock's highest rank");
    let rockRank = 8;
    for (const c of PLAY_CELLS) if (board[c] === ROCK) rockRank = rankOf(c);
    if (rockMax < 8 || rockMax > 15) bad(`The Rock's highest rank must be from 8 to 15, not ${rockMax}.`);
    if (rockMax < rockRank) bad(`The Rock stands on rank ${rockRank}, above the highest rank given (${rockMax}).`);
  }
  return { config, board, side, clock, ply, rockMax, battle: 1, firstBattle: null as FirstBattle | null };
}

function wholeNumber(text: string, what: string): number {
  if (!/^\d{1,4}$/.test(text)) bad(`The ${what} must be a whole number, not "${text}".`);
  return Number(text);
}

// ---------------------------------------------------------------------------------------------
// Moves

export function formatMove(s: ThudState, m: ThudMove): string {
  const piece = s.board[m.from];
  const from = cellName(m.from);
  if (piece === ROCK) return `R ${from}-${cellName(m.to)}`;
  const caps = m.captured.map(cellName).join(',');
  if (piece === DWARF) {
    if (m.kind === 'hurl') return `${from}x${cellName(m.to)}`;
    return caps ? `${from}-${cellName(m.to)}x${caps}` : `${from}-${cellName(m.to)}`;
  }
  if (m.hops) return `T ${from}x${m.hops.map(cellName).join('x')}`;
  return caps ? `T ${from}-${cellName(m.to)}x${caps}` : `T ${from}-${cellName(m.to)}`;
}

/** A move read from text: the squares it names, before it is matched against the legal moves. */
interface ParsedMove {
  readonly prefix: '' | 'T' | 'R';
  readonly from: number;
  /** Destination of a `-` move, or −1 for a capture chain (`x` after the start). */
  readonly to: number;
  /** Squares after `x`: captures of a `-` move, or landing squares of an `x` chain. */
  readonly list: readonly number[];
}

const SQ = '[a-o](?:1[0-5]|[1-9])';
const MOVE_RE = new RegExp(`^(?:([TR])\\s*)?(${SQ})(?:-(${SQ})(?:x(${SQ}(?:,${SQ})*))?|((?:x${SQ})+))$`);

function badMove(text: string, why: string): never {
  throw new GameError('bad-move', `"${text}" is not a Thud move: ${why}`);
}

function square(text: string, raw: string): number {
  const c = parseCell(raw);
  if (c < 0) badMove(text, `${raw} is not a square of the octagon.`);
  return c;
}

/** Piece letters are upper case in the notation and squares lower case; accept either, with any spacing. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^([tr])(?=\s|[a-o])/i, (x) => x.toUpperCase())
    .replace(/[A-O](?=\d)/g, (x) => x.toLowerCase())
    .replace(/X(?=[a-o])/g, 'x')
    .replace(/\s*([-x,])\s*/g, '$1');
}

export function readMove(text: string): ParsedMove {
  if (typeof text !== 'string') badMove(String(text), 'a move must be text.');
  // Canonical text matches at once; anything else is normalised first (case, spacing).
  const m = MOVE_RE.exec(text) ?? MOVE_RE.exec(normalise(text));
  if (!m) badMove(text, 'expected forms like "f1-f5", "e5xe8", "T g7-g6", "T d10-d7xc6,e6", "T e13xe11xe9" or "R h8-h9".');
  const prefix = (m[1] ?? '') as '' | 'T' | 'R';
  const from = square(text, m[2]);
  if (m[3] !== undefined) {
    const to = square(text, m[3]);
    const list = m[4] ? m[4].split(',').map((x) => square(text, x)) : [];
    return { prefix, from, to, list };
  }
  const list = m[5].split('x').filter(Boolean).map((x) => square(text, x));
  return { prefix, from, to: -1, list };
}

/** Finds the legal move a text names; `moves` is the state's legal move list. */
export function parseMove(s: ThudState, text: string, moves: readonly ThudMove[]): ThudMove {
  const p = readMove(text);
  const illegal = (why: string): never => {
    throw new GameError('illegal-move', `${text.trim()} is not legal here: ${why}`);
  };
  const piece = s.board[p.from];
  if (p.prefix === 'T' && piece !== TROLL) illegal(`there is no troll on ${cellName(p.from)}.`);
  if (p.prefix === 'R' && piece !== ROCK) illegal(`the ${s.config.variant === 'koom-valley-football' ? 'ball' : 'Rock'} is not on ${cellName(p.from)}.`);
  if (piece !== DWARF && piece !== TROLL && piece !== ROCK) illegal(`there is no piece to move on ${cellName(p.from)}.`);
  const caps = p.to >= 0 ? p.list.slice().sort((a, b) => a - b) : null;
  for (const m of moves) {
    if (m.from !== p.from) continue;
    if (p.to >= 0) {
      if (m.to !== p.to || m.hops) continue;
      // A hurl is written `e5xe8`; accept `e5-e8xe8` as well.
      if (sameSet(m.captured, caps!)) return m;
    } else if (m.hops) {
      if (m.hops.length === p.list.length && m.hops.every((h, i) => h === p.list[i])) return m;
    } else if (m.kind === 'hurl' && p.list.length === 1 && m.to === p.list[0]) {
      return m;
    }
  }
  if (s.outcome) illegal('the game is over.');
  if ((piece === DWARF ? 0 : 1) !== s.side && piece !== ROCK) illegal(`it is the ${s.side === 0 ? 'Dwarfs' : 'Trolls'}' turn.`);
  return illegal('no legal move matches it.');
}

function sameSet(a: readonly number[], sortedB: readonly number[]): boolean {
  if (a.length !== sortedB.length) return false;
  if (a.length === 0) return true;
  const sa = a.slice().sort((x, y) => x - y);
  return sa.every((x, i) => x === sortedB[i]);
}
