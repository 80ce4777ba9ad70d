/**
 * Thud as a page plays and draws it (a `GridGame`): the rules and the board; no records (record.ts's
 * `thudRecords`, which <thud-board> loads a turn after its board), no move counter (perft) and no search
 * (index.ts adds them for the headless API; <thud-board>'s computer searches in a worker).
 */
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import { thudRules } from './game.js';
import { CELLS, DWARF, FILES, PLAYABLE, ROCK, SIZE, STONE, TROLL, cellName as nameOf, colOf, rankOf } from './geometry.js';
import {
  LIMITS, VARIANTS, endsFirstBattle, scored, secondBattle,
  type ThudMove, type ThudOutcome, type ThudState, type ThudVariant,
} from './rules.js';

export type { ThudMove, ThudOutcome, ThudState } from './rules.js';
export { LIMITS } from './rules.js';
export { lineBehindEnd } from './lines.js';

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

export const thudGridGame: GridGame<ThudState, ThudMove> = {
  ...thudRules,
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

/**
 * Ends the battle (classic) or game (Koom Valley) by agreement, or (classic only,
 * capture clock ≥ 30) by the claim of the player to move — actions, not moves
 * (rules/thud.md §3, §6, §7). In battle 1 of a match this returns battle 2's start.
 */
export function endThud(s: ThudState, action: 'agreement' | 'claim'): ThudState {
  try {
    return endByAction(s, action);
  } catch (e) {
    throw new GameError(s.outcome ? 'game-over' : 'bad-option', (e as Error).message);
  }
}

/** Whether the player to move may claim the end of a classic battle now. */
export function canClaim(s: ThudState): boolean {
  return !s.outcome && s.config.variant === 'classic' && s.clock >= LIMITS.claimFrom;
}

/**
 * Ends the current battle by agreement or by a claim (rules/thud.md §3 "End of a battle",
 * §6 "by agreement"): actions, not moves. Returns the next state (battle 2 of a match, or the
 * same position with its outcome set); throws when the action is not allowed. Here, not in
 * rules.ts: only a page ends a game so, and the AI worker loads the rules without it.
 */
function endByAction(s: ThudState, action: 'agreement' | 'claim'): ThudState {
  if (s.outcome) throw new RangeError('The game is already over.');
  const classic = s.config.variant === 'classic';
  if (action === 'claim') {
    if (!classic) throw new RangeError('Only classic Thud allows claiming the end.');
    if (s.clock < LIMITS.claimFrom) throw new RangeError(`The end can be claimed once ${LIMITS.claimFrom} plies have passed without a capture.`);
  }
  const outcome: ThudOutcome = classic ? scored(s, action) : { winner: null, reason: action };
  if (classic && endsFirstBattle(s)) return secondBattle(s, outcome);
  return { ...s, outcome };
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
