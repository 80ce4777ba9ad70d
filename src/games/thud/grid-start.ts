/**
 * Thud's start as a page draws it (a `GridStart`): the board, the pieces and a variant's opening
 * position, which <thud-board> draws before the rest of the rules (grid.ts's `thudGridGame`) arrive.
 */
import type { GridShape, GridStart, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import { CELLS, DWARF, FILES, PLAYABLE, ROCK, SIZE, STONE, TROLL, cellName as nameOf, colOf, rankOf } from './geometry.js';
import { thudStart } from './start.js';
import { LIMITS, VARIANTS, type ThudMove, type ThudState, type ThudVariant } from './state.js';

export type { ThudMove, ThudOutcome, ThudState } from './state.js';
export { LIMITS } from './state.js';

const gridShape: GridShape = (() => {
  const playable: boolean[] = [];
  const dark: boolean[] = [];
  for (let c = 0; c < CELLS; c++) {
    playable.push(PLAYABLE[c] === 1);
    dark.push(PLAYABLE[c] === 1 && (colOf(c) + rankOf(c)) % 2 === 0);
  }
  const ranks: string[] = [];
  for (let r = 0; r < SIZE; r++) ranks.push(String(SIZE - r));
  return { rows: SIZE, cols: SIZE, playable, dark, files: FILES.split(''), ranks };
})();

const VIEWS: Readonly<Record<string, PieceView>> = {
  dwarf: { side: 'dwarfs', kind: 'dwarf' },
  troll: { side: 'trolls', kind: 'troll' },
  thudstone: { side: 'none', kind: 'thudstone' },
  rock: { side: 'none', kind: 'rock' },
  ball: { side: 'none', kind: 'ball' },
};

function checkVariant(variant: string): void {
  if (!VARIANTS.includes(variant as ThudVariant)) throw new GameError('unknown-variant', `Thud has no variant "${variant}".`);
}

export const thudGridStart: GridStart<ThudState, ThudMove> = {
  ...thudStart,
  options: stateOptions,

  grid(variant: string): GridShape {
    checkVariant(variant);
    return gridShape;
  },
  pieces(s): readonly (PieceView | null)[] {
    const out: (PieceView | null)[] = new Array(CELLS).fill(null);
    const ball = s.config.variant === 'koom-valley-football';
    for (let c = 0; c < CELLS; c++) {
      const p = s.board[c];
      if (p === DWARF) out[c] = VIEWS.dwarf;
      else if (p === TROLL) out[c] = VIEWS.troll;
      else if (p === STONE) out[c] = VIEWS.thudstone;
      else if (p === ROCK) out[c] = ball ? VIEWS.ball : VIEWS.rock;
    }
    return out;
  },
  moveShape(_s, m): MoveShape {
    return { from: m.from, path: m.hops ? m.hops.slice() : [m.to], captured: m.captured.slice() };
  },
  cellName(variant: string, cell: number): string {
    checkVariant(variant);
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || !PLAYABLE[cell]) {
      throw new GameError('bad-option', `Cell ${cell} is not a square of the Thud board.`);
    }
    return nameOf(cell);
  },
};

/** Whether the player to move may claim the end of a classic battle now. */
export function canClaim(s: ThudState): boolean {
  return !s.outcome && s.config.variant === 'classic' && s.clock >= LIMITS.claimFrom;
}

/**
 * The classic options in force in `s` (rules/thud.md, top), so a record or the AI worker rebuilds
 * the same game: `trollCapture` and `match`, plus `battle`/`firstBattle` when `s` starts battle 2.
 * The page reads them (the worker is sent its set-up), so they live here, not in game.ts.
 */
function stateOptions(s: ThudState): Record<string, unknown> {
  if (s.config.variant !== 'classic') return {};
  const out: Record<string, unknown> = { trollCapture: s.config.trollCapture, match: s.config.match };
  if (s.battle === 2 && s.firstBattle) {
    out.battle = 2;
    out.firstBattle = `${s.firstBattle.score.dwarfs}-${s.firstBattle.score.trolls}`;
  }
  return out;
}
