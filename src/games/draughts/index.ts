/**
 * Draughts (international, Russian, Brazilian) as a `GridGame`: the public face
 * of src/games/draughts (rules/draughts.md).
 */
import { checkSetupOptions } from '../../core/options.js';
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, SetupOptions } from '../../core/game.js';
import { drawReason } from './draws.js';
import { evaluate, isNoisy, moveOrderHint } from './evaluate.js';
import { defaultStyle, formatFen, formatMoveText, gridName, parseFen, parseMoveText, squareName, type SquareStyle } from './notation.js';
import { draughtsMotion } from './motion.js';
import { exportPdn, importPdn } from './pdn.js';
import { perftBoard } from './perft.js';
import { draughtsSearchBoard } from './search-board.js';
import { BLACK, KING, WHITE, geometry, VARIANTS, type DraughtsVariant } from './rules.js';
import { initialState, legalMoves, playMove, type DraughtsMove, type DraughtsState } from './state.js';

export type { DraughtsMove, DraughtsState } from './state.js';
export type { DraughtsVariant } from './rules.js';
export type { SquareStyle } from './notation.js';
export { DRAW_LIMITS } from './draws.js';
export { EVAL } from './evaluate.js';
export { draughtsMotion } from './motion.js';

const SIDES = ['white', 'black'] as const;

function checkVariant(v: unknown): DraughtsVariant {
  if (typeof v === 'string' && (VARIANTS as readonly string[]).includes(v)) return v as DraughtsVariant;
  throw new GameError('unknown-variant', `"${String(v)}" is not a draughts variant; use international, russian or brazilian.`);
}

const grids = new Map<DraughtsVariant, GridShape>();

function gridShape(variant: DraughtsVariant): GridShape {
  let shape = grids.get(variant);
  if (shape) return shape;
  const g = geometry(variant);
  const playable: boolean[] = [];
  for (let cell = 0; cell < g.rows * g.cols; cell++) playable.push(g.gridSq[cell] >= 0);
  shape = {
    rows: g.rows,
    cols: g.cols,
    playable,
    dark: playable,
    files: 'abcdefghij'.slice(0, g.cols).split(''),
    // Indexed by row: row 0 (top, Black's side) carries the highest rank.
    ranks: Array.from({ length: g.rows }, (_, r) => String(g.rows - r)),
  };
  grids.set(variant, shape);
  return shape;
}

export const draughts: GridGame<DraughtsState, DraughtsMove> = {
  name: 'draughts',
  title: 'Draughts',
  variants: VARIANTS,
  optionNames: [],
  defaultVariant: 'international',
  sides: SIDES,

  setup(options: SetupOptions = {}): DraughtsState {
    checkSetupOptions(draughts, options);
    const variant = checkVariant(options.variant ?? 'international');
    if (options.position === undefined || options.position === '') return initialState(variant);
    if (typeof options.position !== 'string') throw new GameError('bad-position', 'A position must be given as FEN text.');
    return parseFen(variant, options.position);
  },
  variant: (s) => s.variant,
  turn: (s) => (s.side === WHITE ? 'white' : 'black'),
  moves: (s) => (drawReason(s) ? [] : legalMoves(s)),
  play: playMove,
  outcome(s): Outcome | null {
    // rules/draughts.md "Common rules": no legal move loses (with no piece left, or all blocked).
    if (legalMoves(s).length === 0) return { winner: s.side === WHITE ? 'black' : 'white', reason: hasPieces(s) ? 'no-moves' : 'no-pieces' };
    const draw = drawReason(s);
    return draw ? { winner: null, reason: draw } : null;
  },

  formatMove: (s, m) => formatMoveText(s, m),
  parseMove: (s, text) => parseMoveText(s, text, draughts.moves(s)),
  formatPosition: formatFen,

  hash: (s) => s.hash,
  evaluate,
  isNoisy,
  moveOrderHint,
  // Killers and history rank quiet moves, which one (from, to) pair names (squares are 1–50).
  moveKey: (_s, m) => m.from * 64 + m.to,
  searchBoard: draughtsSearchBoard,
  perft: (s, depth) => perftBoard(s.variant, s.board, s.side, depth),
  exportRecord: exportPdn,
  importRecord: importPdn,

  grid: (variant) => gridShape(checkVariant(variant)),
  pieces(s): (PieceView | null)[] {
    const g = geometry(s.variant);
    const out: (PieceView | null)[] = new Array(g.rows * g.cols).fill(null);
    for (let sq = 0; sq < g.squares; sq++) {
      const v = s.board[g.sqCell[sq]];
      if (v !== 0) out[g.sqGrid[sq]] = { side: v & WHITE ? 'white' : 'black', kind: v & KING ? 'king' : 'man' };
    }
    return out;
  },
  moveShape(s, m): MoveShape {
    const g = geometry(s.variant);
    const cell = (sq: number): number => g.sqGrid[sq - 1];
    return {
      from: cell(m.from),
      path: m.path.map(cell),
      captured: m.captured.map(cell),
      ...(m.promotes ? { promotesTo: 'king' } : {}),
    };
  },
  motion: draughtsMotion,
  cellName(variant, cell, style?): string {
    const v = checkVariant(variant);
    const g = geometry(v);
    const sq = g.gridSq[cell];
    if (sq === undefined) throw new GameError('bad-option', `Cell ${cell} is outside the ${g.rows}x${g.cols} board.`);
    const st: SquareStyle = style === 'numeric' || style === 'algebraic' ? style : defaultStyle(v);
    return sq < 0 ? gridName(g, cell) : squareName(g, sq, st);
  },
};

/** Whether the side to move has a piece on the board (a man or king of its colour). */
function hasPieces(s: DraughtsState): boolean {
  for (const v of s.board) if ((v & (WHITE | BLACK)) === s.side) return true;
  return false;
}
