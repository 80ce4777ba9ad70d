/**
 * Draughts' rules alone (set-up, moves, outcome, notation). grid.ts adds what a board draws and the
 * records (PDN), for pages; search-hooks.ts and search-board.ts what the AI needs. So neither loads
 * the other's code.
 */
import { checkSetupOptions } from '../../core/options.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, Rules, SetupOptions } from '../../core/game.js';
import { drawReason } from './draws.js';
import { formatFen, formatMoveText, parseFen, parseMoveText } from './notation.js';
import { BLACK, WHITE, VARIANTS, type DraughtsVariant } from './rules.js';
import { initialState, legalMoves, playMove, type DraughtsMove, type DraughtsState } from './state.js';

const SIDES = ['white', 'black'] as const;

export function checkVariant(v: unknown): DraughtsVariant {
  if (typeof v === 'string' && (VARIANTS as readonly string[]).includes(v)) return v as DraughtsVariant;
  throw new GameError('unknown-variant', `"${String(v)}" is not a draughts variant; use international, russian or brazilian.`);
}

export const draughtsRules: Rules<DraughtsState, DraughtsMove> = {
  name: 'draughts',
  title: 'Draughts',
  variants: VARIANTS,
  optionNames: [],
  defaultVariant: 'international',
  sides: SIDES,

  setup(options: SetupOptions = {}): DraughtsState {
    checkSetupOptions(draughtsRules, options);
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
  parseMove: (s, text) => parseMoveText(s, text, draughtsRules.moves(s)),
  formatPosition: formatFen,

  hash: (s) => s.hash,
};

/** Whether the side to move has a piece on the board (a man or king of its colour). */
function hasPieces(s: DraughtsState): boolean {
  for (const v of s.board) if ((v & (WHITE | BLACK)) === s.side) return true;
  return false;
}
