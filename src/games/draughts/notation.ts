/**
 * Squares, positions (FEN) and moves as text (rules/draughts.md "Notation").
 */
import { GameError } from '../../core/errors.js';
import { BLACK, BK, BM, KING, WHITE, WK, WM, emptyBoard, geometry, type DraughtsVariant, type Geometry } from './rules.js';
import { legalMoves, stateFromBoard, type DraughtsMove, type DraughtsState } from './state.js';

export type SquareStyle = 'numeric' | 'algebraic';

/** The notation a variant writes by default (rules/draughts.md "Variants"). */
export function defaultStyle(variant: DraughtsVariant): SquareStyle {
  return variant === 'international' ? 'numeric' : 'algebraic';
}

const FILES = 'abcdefghij';

/** Name of a dense square index (0-based) in the given style. */
export function squareName(g: Geometry, sq: number, style: SquareStyle): string {
  if (style === 'numeric') return String(sq + 1);
  return gridName(g, g.sqGrid[sq]);
}

/** Algebraic name of any grid cell (files a… from White's left, ranks 1… from White's side). */
export function gridName(g: Geometry, cell: number): string {
  const row = Math.floor(cell / g.cols);
  const col = cell % g.cols;
  return FILES[col] + String(g.rows - row);
}

/** Dense square index of a square written numerically or (any board) algebraically, or −1. */
export function parseSquare(g: Geometry, text: string): number {
  const t = text.trim().toLowerCase();
  if (/^\d{1,2}$/.test(t)) {
    const n = Number(t);
    return n >= 1 && n <= g.squares ? n - 1 : -1;
  }
  const m = /^([a-j])(\d{1,2})$/.exec(t);
  if (!m) return -1;
  const col = FILES.indexOf(m[1]);
  const rank = Number(m[2]);
  if (col >= g.cols || rank < 1 || rank > g.rows) return -1;
  return g.gridSq[(g.rows - rank) * g.cols + col];
}

// ---------------------------------------------------------------- positions

/** Canonical FEN (PDN 3.0): `W:W31-50:B1-20`, ascending squares, `K` before kings, runs of 3+ men as ranges. */
export function formatFen(s: DraughtsState): string {
  const g = geometry(s.variant);
  const list = (colour: number): string => {
    const items: string[] = [];
    let sq = 0;
    while (sq < g.squares) {
      const v = s.board[g.sqCell[sq]];
      if (v === 0 || (v & colour) === 0) {
        sq++;
        continue;
      }
      if (v & KING) {
        items.push('K' + (sq + 1));
        sq++;
        continue;
      }
      let end = sq;
      while (end + 1 < g.squares && s.board[g.sqCell[end + 1]] === colour) end++;
      if (end - sq >= 2) items.push(`${sq + 1}-${end + 1}`);
      else for (let k = sq; k <= end; k++) items.push(String(k + 1));
      sq = end + 1;
    }
    return items.join(',');
  };
  return `${s.side === WHITE ? 'W' : 'B'}:W${list(WHITE)}:B${list(BLACK)}`;
}

function badPosition(msg: string): GameError {
  return new GameError('bad-position', msg);
}

/** Reads a FEN (ranges, `K` prefixes, numeric or algebraic squares); throws GameError('bad-position'). */
export function parseFen(variant: DraughtsVariant, text: string): DraughtsState {
  const g = geometry(variant);
  let t = text.replace(/\s+/g, '');
  t = t.replace(/^"(.*)"$/, '$1').replace(/\.$/, '');
  const parts = t.split(':');
  const turn = parts[0].toUpperCase();
  if (turn !== 'W' && turn !== 'B') {
    throw badPosition(`A position must start with the side to move, W or B (got "${parts[0]}").`);
  }
  const b = emptyBoard(g);
  const seen = new Set<number>();
  for (const part of parts.slice(1)) {
    if (part === '') continue;
    const head = part[0].toUpperCase();
    if ((head === 'H' || head === 'F') && /^\d+$/.test(part.slice(1))) continue; // PDN move counters: not used
    if (head !== 'W' && head !== 'B') {
      throw badPosition(`Each piece list must start with W or B (got "${part}").`);
    }
    const colour = head === 'W' ? WHITE : BLACK;
    const body = part.slice(1);
    if (body === '') continue;
    for (const raw of body.split(',')) {
      let item = raw;
      let king = false;
      if (/^k/i.test(item)) {
        king = true;
        item = item.slice(1);
      }
      let squares: number[];
      const range = /^(\d+)-(\d+)$/.exec(item);
      if (range) {
        const a = parseSquare(g, range[1]);
        const z = parseSquare(g, range[2]);
        if (a < 0 || z < 0 || z < a) throw badPosition(`"${raw}" is not a valid range of squares on this board.`);
        squares = [];
        for (let k = a; k <= z; k++) squares.push(k);
      } else {
        const sq = parseSquare(g, item);
        if (sq < 0) throw badPosition(`"${raw}" is not a dark square of the ${g.rows}x${g.cols} board.`);
        squares = [sq];
      }
      for (const sq of squares) {
        if (seen.has(sq)) throw badPosition(`Square ${sq + 1} is given twice in the position.`);
        seen.add(sq);
        const cell = g.sqCell[sq];
        if (!king && g.promo[colour][cell]) {
          throw badPosition(`A ${colour === WHITE ? 'white' : 'black'} man cannot stand on square ${sq + 1}, its promotion row.`);
        }
        b[cell] = colour === WHITE ? (king ? WK : WM) : king ? BK : BM;
      }
    }
  }
  return stateFromBoard(variant, b, turn === 'W' ? WHITE : BLACK);
}

// -------------------------------------------------------------------- moves

/** rules/draughts.md "Notation": `32-28`, `28x19`, Russian `c3:e5`. */
function separator(variant: DraughtsVariant, capture: boolean): string {
  if (!capture) return '-';
  return variant === 'russian' ? ':' : 'x';
}

/** Shortest unambiguous text: start and end, or the whole landing path when another move shares them. */
export function formatMoveText(s: DraughtsState, m: DraughtsMove, style: SquareStyle = defaultStyle(s.variant)): string {
  const g = geometry(s.variant);
  const ambiguous = legalMoves(s).some((o) => o !== m && o.from === m.from && o.to === m.to && !sameMove(o, m));
  const squares = ambiguous ? [m.from, ...m.path] : [m.from, m.to];
  return squares.map((sq) => squareName(g, sq - 1, style)).join(separator(s.variant, m.captured.length > 0));
}

export function sameMove(a: DraughtsMove, b: DraughtsMove): boolean {
  if (a.from !== b.from || a.to !== b.to || a.promotes !== b.promotes || a.captured.length !== b.captured.length) return false;
  const set = new Set(a.captured);
  return b.captured.every((c) => set.has(c));
}

/**
 * Any unambiguous form: start and end, the full landing path, or start, end and
 * some landing squares in order. Throws `bad-move` (malformed) or `illegal-move`.
 */
export function parseMoveText(s: DraughtsState, text: string, moves: readonly DraughtsMove[]): DraughtsMove {
  const g = geometry(s.variant);
  const t = text.trim().replace(/[!?]+$/, '');
  if (t === '') throw new GameError('bad-move', 'A move cannot be empty.');
  const tokens = t.split(/\s*[-x:×]\s*/i);
  if (tokens.length < 2 || tokens.some((k) => k === '')) {
    throw new GameError('bad-move', `"${text}" is not a move: write squares joined by "-", "x" or ":", e.g. "32-28".`);
  }
  const squares = tokens.map((k) => {
    const sq = parseSquare(g, k);
    if (sq < 0) throw new GameError('bad-move', `"${k}" in "${text}" is not a dark square of the ${g.rows}x${g.cols} board.`);
    return sq + 1;
  });
  const from = squares[0];
  const to = squares[squares.length - 1];
  const middle = squares.slice(1, -1);
  const found = moves.filter((m) => m.from === from && m.to === to && isSubsequence(middle, m.path.slice(0, -1)));
  if (found.length === 1) return found[0];
  // A full path is exact even when it is also a part of a longer path.
  const exact = found.filter((m) => m.path.length === middle.length + 1 && middle.every((x, i) => m.path[i] === x));
  if (exact.length === 1) return exact[0];
  if (found.length === 0) throw new GameError('illegal-move', `The move ${t} is not legal in this position.`);
  throw new GameError(
    'illegal-move',
    `The move ${t} is ambiguous: write the landing squares too, e.g. ${formatMoveText(s, found[0])} or ${formatMoveText(s, found[1])}.`,
  );
}

function isSubsequence(part: readonly number[], whole: readonly number[]): boolean {
  let i = 0;
  for (const x of whole) if (i < part.length && part[i] === x) i++;
  return i === part.length;
}
