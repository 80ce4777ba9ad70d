/**
 * Draughts as a page plays and draws it (a `GridGame`): the rules and the board; no records (pdn.ts's
 * `draughtsRecords`, which <draughts-board> loads a turn after its board), no move counter (perft) and no
 * search (index.ts adds them for the headless API; <draughts-board>'s computer searches in a worker).
 */
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import { checkVariant, draughtsRules } from './game.js';
import { defaultStyle, gridName, squareName, type SquareStyle } from './notation.js';
import { KING, WHITE, geometry, type DraughtsVariant } from './rules.js';
import type { DraughtsMove, DraughtsState } from './state.js';

export type { DraughtsMove, DraughtsState } from './state.js';

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

export const draughtsGridGame: GridGame<DraughtsState, DraughtsMove> = {
  ...draughtsRules,

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
  cellName(variant, cell, style?): string {
    const v = checkVariant(variant);
    const g = geometry(v);
    const sq = g.gridSq[cell];
    if (sq === undefined) throw new GameError('bad-option', `Cell ${cell} is outside the ${g.rows}x${g.cols} board.`);
    const st: SquareStyle = style === 'numeric' || style === 'algebraic' ? style : defaultStyle(v);
    return sq < 0 ? gridName(g, cell) : squareName(g, sq, st);
  },
};
