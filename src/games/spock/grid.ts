/**
 * Spock (rules/spock.md) as a page plays and draws it (a `GridGame`): the rules and the board; no
 * records (record.ts's `spockRecords`, which <spock-board> loads a turn after its board), no move counter (perft)
 * and no search (index.ts adds them for the headless API; <spock-board>'s computer searches in a worker).
 */
import { checkSetupOptions } from '../../core/options.js';
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, SetupOptions } from '../../core/game.js';
import { attackMap, attackedCells } from './attacks.js';
import { cellName, formatMoveText, formatPosition, parseCell, parseMoveText, parsePosition } from './notation.js';
import {
  CAPTURE, CELLS, LEAP, SIDE_NAMES, SIZE,
  initialState, legalMoves, moveFrom, moveTo, moveType, outcomeOf, pieceKind, pieceSide, playMove, successor,
  type SideCode, type SpockMove, type SpockState,
} from './rules.js';

export type { SpockMove, SpockState, SideCode } from './rules.js';
export { LIMITS, moveFrom, moveTo, moveType, QUIET, CAPTURE, LEAP } from './rules.js';
export { parseCell };

export type SpockKind = 'rock' | 'scissors' | 'lizard' | 'paper' | 'spock';
export type SpockSide = 'blue' | 'red';

/** Kind names by kind code 1–5, in cycle order Rock → Scissors → Lizard → Paper → Spock. */
export const KINDS: readonly SpockKind[] = ['rock', 'scissors', 'lizard', 'paper', 'spock'];
const kindName = (code: number): SpockKind => KINDS[code - 1];

/**
 * What each type beats, for the UI legend: the next two in the cycle
 * (rules/spock.md §2). The Spock's entry is the classic game's; on this board a
 * Spock never captures — it leaps and transforms (see `CAPTURES`).
 */
export const BEATS: Readonly<Record<SpockKind, readonly SpockKind[]>> = {
  rock: ['scissors', 'lizard'],
  scissors: ['lizard', 'paper'],
  lizard: ['paper', 'spock'],
  paper: ['spock', 'rock'],
  spock: ['rock', 'scissors'],
};

/** What each type may capture on this board (rules/spock.md §2 table). */
export const CAPTURES: Readonly<Record<SpockKind, readonly SpockKind[]>> = { ...BEATS, spock: [] };

/** The kind a Spock leap onto `kind` leaves on the origin (rules/spock.md §2). */
export function transformsTo(kind: SpockKind): SpockKind {
  return kindName(successor(KINDS.indexOf(kind) + 1));
}

/** The piece a move creates besides the mover (only a Spock leap creates one). */
export interface SpockBirth {
  readonly cell: number;
  readonly side: SpockSide;
  readonly kind: SpockKind;
}

/** A move's geometry plus the piece a leap leaves on the origin. */
export interface SpockMoveShape extends MoveShape {
  readonly appears?: SpockBirth;
}

/** For a leap: the new piece of the mover's colour on the origin; null for other moves. */
export function spockLeapResult(state: SpockState, move: SpockMove): SpockBirth | null {
  if (moveType(move) !== LEAP) return null;
  const target = state.board[moveTo(move)];
  return { cell: moveFrom(move), side: SIDE_NAMES[state.side], kind: kindName(successor(pieceKind(target))) };
}

/** Cells of the enemy pieces the piece on `cell` could remove in one move. */
export function attacks(state: SpockState, cell: number): number[] {
  return attackedCells(state.board, cell);
}

/** For each cell, how many moves of `side` could remove the piece on it. */
export function attackCounts(state: SpockState, side: SpockSide): Int8Array {
  return attackMap(state.board, (side === 'blue' ? 0 : 1) as SideCode);
}

const GRID: GridShape = {
  rows: SIZE,
  cols: SIZE,
  playable: Array.from({ length: CELLS }, () => true),
  // a1 dark, as on a chessboard.
  dark: Array.from({ length: CELLS }, (_, c) => (Math.floor(c / SIZE) + (c % SIZE)) % 2 === 0),
  files: ['a', 'b', 'c', 'd', 'e'],
  // Indexed by row: row 0 (top, Red's side) is rank 5.
  ranks: ['5', '4', '3', '2', '1'],
};

function checkVariant(v: unknown): 'standard' {
  if (v === undefined || v === 'standard') return 'standard';
  throw new GameError('unknown-variant', `"${String(v)}" is not a Spock variant; the only one is standard.`);
}

export const spockGridGame: GridGame<SpockState, SpockMove> = {
  name: 'spock',
  title: 'Spock',
  variants: ['standard'],
  optionNames: [],
  defaultVariant: 'standard',
  sides: SIDE_NAMES,

  setup(options: SetupOptions = {}): SpockState {
    checkSetupOptions(spockGridGame, options);
    checkVariant(options.variant);
    if (options.position === undefined || options.position === '') return initialState();
    return parsePosition(options.position);
  },
  variant: () => 'standard',
  turn: (s) => SIDE_NAMES[s.side],
  moves: legalMoves,
  // The AI calls this at every node, so it trusts that `m` came from moves(s).
  play: playMove,
  outcome: (s): Outcome | null => outcomeOf(s),

  formatMove: (_s, m) => formatMoveText(m),
  parseMove: (s, text) => parseMoveText(s, text, legalMoves(s)),
  formatPosition,

  hash: (s) => s.hash,

  grid(variant: string): GridShape {
    checkVariant(variant);
    return GRID;
  },
  pieces(s): (PieceView | null)[] {
    const out: (PieceView | null)[] = [];
    for (let c = 0; c < CELLS; c++) {
      const p = s.board[c];
      out.push(p ? { side: SIDE_NAMES[pieceSide(p)], kind: kindName(pieceKind(p)) } : null);
    }
    return out;
  },
  moveShape(s, m): SpockMoveShape {
    const from = moveFrom(m);
    const to = moveTo(m);
    const t = moveType(m);
    if (t === LEAP) {
      // The target piece is removed and replaced by the Spock; a new piece appears on the origin.
      return { from, path: [to], captured: [to], appears: spockLeapResult(s, m)! };
    }
    return { from, path: [to], captured: t === CAPTURE ? [to] : [] };
  },
  cellName: (_variant, cell) => cellName(cell),
};
