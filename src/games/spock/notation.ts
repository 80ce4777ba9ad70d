/**
 * Spock notation (rules/spock.md §4): cell names, the move strings `a1-a3`,
 * `a1xa4`, `c1~b3`, and the position string `placement side clock ply`.
 */
import { GameError } from '../../core/errors.js';
import {
  BLUE, CELLS, LIMITS, RED, SIZE, SPOCK,
  makePiece, makeState, moveFrom, moveTo, moveType, pieceKind, pieceSide,
  type SideCode, type SpockMove, type SpockState,
} from './rules.js';

const FILES = 'abcde';
/** Piece letters by kind (index 1–5), Blue's; Red's are lower case (rules/spock.md §1). */
const LETTERS = ' RSLPK';
const SEPARATORS = ['-', 'x', '~'];

/** `a1`…`e5` of a cell (row 0 is rank 5). */
export function cellName(cell: number): string {
  return FILES[cell % SIZE] + String(SIZE - Math.floor(cell / SIZE));
}

/** The cell of `a1`…`e5`, or -1. */
export function parseCell(text: string): number {
  if (text.length !== 2) return -1;
  const f = FILES.indexOf(text[0].toLowerCase());
  const r = text.charCodeAt(1) - 48;
  if (f < 0 || r < 1 || r > SIZE) return -1;
  return (SIZE - r) * SIZE + f;
}

export function formatMoveText(m: SpockMove): string {
  if (!Number.isInteger(m) || m < 0 || m >= 3 << 10 || moveFrom(m) >= CELLS || moveTo(m) >= CELLS) {
    throw new GameError('bad-move', `${String(m)} is not a Spock move value.`);
  }
  return cellName(moveFrom(m)) + SEPARATORS[moveType(m)] + cellName(moveTo(m));
}

/** Accepted move text: two cells, optionally separated by `-`, `x`, `~` or `:` (spaces allowed). */
const MOVE_RE = /^([a-e][1-5])\s*([-x~:]?)\s*([a-e][1-5])$/i;

/**
 * Parses move text against the legal moves. A separator that does not fit the
 * move (`a1-a4` for a capture) is refused, so a typo cannot pass for a capture.
 */
export function parseMoveText(s: SpockState, text: string, legal: readonly SpockMove[]): SpockMove {
  if (typeof text !== 'string') throw new GameError('bad-move', 'A move must be given as text, such as a1-a3.');
  const t = text.trim();
  const mm = MOVE_RE.exec(t);
  if (!mm) throw new GameError('bad-move', `"${text}" is not a Spock move; write it like a1-a3, a1xa4 or c1~b3.`);
  const from = parseCell(mm[1]);
  const to = parseCell(mm[3]);
  const sep = mm[2].toLowerCase() === ':' ? 'x' : mm[2].toLowerCase();
  const found = legal.find((m) => moveFrom(m) === from && moveTo(m) === to);
  if (found === undefined) {
    const why = legal.length === 0 ? 'no move can be played here' : `it is not a legal move for ${s.side === BLUE ? 'Blue' : 'Red'}`;
    throw new GameError('illegal-move', `${mm[1].toLowerCase()}${sep || '-'}${mm[3].toLowerCase()} cannot be played: ${why}.`);
  }
  if (sep !== '' && sep !== SEPARATORS[moveType(found)]) {
    throw new GameError('illegal-move', `"${text}" has the wrong separator; the legal move is ${formatMoveText(found)}.`);
  }
  return found;
}

/** Position string of rules/spock.md §4. */
export function formatPosition(s: SpockState): string {
  const ranks: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    let txt = '';
    let empty = 0;
    for (let f = 0; f < SIZE; f++) {
      const p = s.board[r * SIZE + f];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) txt += String(empty);
      empty = 0;
      const l = LETTERS[pieceKind(p)];
      txt += pieceSide(p) === BLUE ? l : l.toLowerCase();
    }
    if (empty) txt += String(empty);
    ranks.push(txt);
  }
  return `${ranks.join('/')} ${s.side === BLUE ? 'b' : 'r'} ${s.clock} ${s.ply}`;
}

function bad(message: string): never {
  throw new GameError('bad-position', message);
}

/**
 * Parses a position string. The two counters may be left out together (they
 * default to 0), which keeps hand-written diagrams short.
 */
export function parsePosition(text: string): SpockState {
  if (typeof text !== 'string') bad('A Spock position must be text such as "psksp/rrrrr/5/RRRRR/PSKSP b 0 0".');
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2 && fields.length !== 4) {
    bad(`"${text}" must have a placement, a side and optionally two counters, such as "psksp/rrrrr/5/RRRRR/PSKSP b 0 0".`);
  }
  const [placement, sideText, clockText = '0', plyText = '0'] = fields;
  const rows = placement.split('/');
  if (rows.length !== SIZE) bad(`The placement "${placement}" must have 5 ranks separated by "/", but it has ${rows.length}.`);
  const board = new Int8Array(CELLS);
  rows.forEach((row, r) => {
    let f = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '5') {
        f += ch.charCodeAt(0) - 48;
      } else {
        const kind = LETTERS.indexOf(ch.toUpperCase());
        if (kind < 1) bad(`Rank ${SIZE - r} ("${row}") has "${ch}", which is neither a piece letter (R S L P K, lower case for Red) nor a digit 1–5.`);
        if (f < SIZE) board[r * SIZE + f] = makePiece(kind, ch === ch.toUpperCase() ? BLUE : RED);
        f++;
      }
      if (f > SIZE) bad(`Rank ${SIZE - r} ("${row}") describes more than 5 squares.`);
    }
    if (f !== SIZE) bad(`Rank ${SIZE - r} ("${row}") describes ${f} squares instead of 5.`);
  });
  const side = sideText.toLowerCase();
  if (side !== 'b' && side !== 'r') bad(`The side to move must be "b" (Blue) or "r" (Red), not "${sideText}".`);
  if (!/^\d+$/.test(clockText) || !/^\d+$/.test(plyText)) bad(`The clock and ply counters must be whole numbers, not "${clockText}" and "${plyText}".`);
  const clock = Number(clockText);
  const ply = Number(plyText);
  if (clock > LIMITS.clock) bad(`The clock ${clock} is impossible: the game is drawn when it reaches ${LIMITS.clock}.`);
  if (ply > LIMITS.plyCap) bad(`The ply count ${ply} is impossible: the game is drawn when it reaches ${LIMITS.plyCap}.`);
  if (clock > ply) bad(`The clock ${clock} cannot exceed the number of plies played (${ply}).`);
  let spocks = 0;
  for (let c = 0; c < CELLS; c++) if (pieceKind(board[c]) === SPOCK) spocks++;
  if (spocks === 0) bad('The position is impossible: neither side has a Spock, and a game ends as soon as one side has none.');
  return makeState(board, (side === 'b' ? BLUE : RED) as SideCode, clock, ply);
}
