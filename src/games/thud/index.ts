/**
 * Thud as a `GridGame` (rules/thud.md): classic Thud, Koom Valley Thud and Koom
 * Valley football. Registry name `thud`.
 *
 * Extra setup options: `trollCapture` (`all` | `one`, classic), `match`
 * (`single` | `two-battle`, classic), and for resuming a match `battle` (1 | 2)
 * with `firstBattle` (`"<dwarfs>-<trolls>"`, the battle-1 score).
 */
import { checkSetupOptions } from '../../core/options.js';
import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { GameRecord, RecordInput, SetupOptions } from '../../core/game.js';
import { evaluate, futilityMargin, isNoisy, moveOrderHint } from './evaluate.js';
import {
  CELLS, DWARF, FILES, PLAYABLE, ROCK, SIZE, STONE, TROLL, cellName as nameOf, colOf, rankOf,
} from './geometry.js';
import { THUD_LEVELS } from './levels.js';
import { moveKey } from './movegen.js';
import { thudSearchBoard } from './search-board.js';
import { thudMotion } from './motion.js';
import * as notation from './notation.js';
import {
  KIND_NUMBER, LIMITS, SIDES, VARIANTS, applyMove, endByAction, generate, generateNoisy, initialBoard, makeState, passTurn,
  type FirstBattle, type MatchMode, type ThudConfig, type ThudMove, type ThudState,
  type ThudVariant, type TrollCapture,
} from './rules.js';

export type { ThudMove, ThudState, ThudVariant, ThudOutcome, TrollCapture, MatchMode, BattleScore, FirstBattle, MoveKind } from './rules.js';
export { LIMITS, VARIANTS as THUD_VARIANTS } from './rules.js';
export { WEIGHTS as THUD_WEIGHTS } from './evaluate.js';
export { THUD_LEVELS } from './levels.js';
export { lineBehindEnd } from './geometry.js';
export { thudMotion } from './motion.js';

function readConfig(o: SetupOptions): ThudConfig {
  const variant = (o.variant ?? 'classic') as ThudVariant;
  if (typeof variant !== 'string' || !VARIANTS.includes(variant)) {
    throw new GameError('unknown-variant', `Thud has no variant "${String(o.variant)}"; use ${VARIANTS.join(', ')}.`);
  }
  const trollCapture = (o.trollCapture ?? 'all') as TrollCapture;
  if (trollCapture !== 'all' && trollCapture !== 'one') {
    throw new GameError('bad-option', `trollCapture must be "all" or "one", not "${String(o.trollCapture)}".`);
  }
  const match = (o.match ?? 'single') as MatchMode;
  if (match !== 'single' && match !== 'two-battle') {
    throw new GameError('bad-option', `match must be "single" or "two-battle", not "${String(o.match)}".`);
  }
  // Classic-only options are checked but ignored elsewhere, so an element can pass its attributes as they are.
  if (variant !== 'classic') return { variant, trollCapture: 'all', match: 'single' };
  return { variant, trollCapture, match };
}

function readBattle(o: SetupOptions, config: ThudConfig): { battle: 1 | 2; firstBattle: FirstBattle | null } {
  const raw = o.battle ?? 1;
  const battle = typeof raw === 'string' ? Number(raw) : raw;
  if (battle !== 1 && battle !== 2) throw new GameError('bad-option', `battle must be 1 or 2, not "${String(raw)}".`);
  if (battle === 1) {
    if (o.firstBattle !== undefined) throw new GameError('bad-option', 'firstBattle is only meaningful with battle 2.');
    return { battle, firstBattle: null };
  }
  if (config.match !== 'two-battle') throw new GameError('bad-option', 'battle 2 needs match "two-battle".');
  const m = typeof o.firstBattle === 'string' ? /^(\d{1,3})-(\d{1,3})$/.exec(o.firstBattle) : null;
  if (!m) throw new GameError('bad-option', 'firstBattle must give the battle-1 score as "<dwarfs>-<trolls>", e.g. "20-16".');
  return { battle, firstBattle: { score: { dwarfs: Number(m[1]), trolls: Number(m[2]) }, reason: 'given' } };
}

/**
 * The last list `moves` returned, so `parseMove` right after it hands back those very values
 * (capture-free moves are shared objects anyway). One entry: the search makes a state per node,
 * and a per-state cache would only add garbage-collector work there.
 */
let last: { state: ThudState; moves: readonly ThudMove[] } | null = null;

function legalMoves(s: ThudState): readonly ThudMove[] {
  if (s.outcome) return [];
  const moves = generate(s);
  last = { state: s, moves };
  return moves;
}

function movesForParse(s: ThudState): readonly ThudMove[] {
  if (s.outcome) return [];
  return last && last.state === s ? last.moves : legalMoves(s);
}

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

export const thud: GridGame<ThudState, ThudMove> = {
  name: 'thud',
  title: 'Thud',
  variants: VARIANTS,
  optionNames: ['trollCapture', 'match', 'battle', 'firstBattle'],
  defaultVariant: 'classic',
  sides: SIDES,

  setup(options: SetupOptions = {}): ThudState {
    checkSetupOptions(thud, options);
    const config = readConfig(options);
    const { battle, firstBattle } = readBattle(options, config);
    if (options.position === undefined) {
      return makeState({ config, board: initialBoard(config.variant), side: 0, clock: 0, ply: 0, rockMax: config.variant === 'classic' ? 0 : 8, battle, firstBattle });
    }
    return makeState({ ...notation.parsePosition(options.position as string, config), battle, firstBattle });
  },
  variant: (s) => s.config.variant,
  turn: (s) => SIDES[s.side],
  moves: legalMoves,
  play(s, m) {
    return applyMove(s, m);
  },
  outcome: (s) => s.outcome,

  formatMove: notation.formatMove,
  parseMove: (s, text) => notation.parseMove(s, text, movesForParse(s)),
  formatPosition: notation.formatPosition,

  hash: (s) => s.hash,
  evaluate,
  isNoisy,
  noisyMoves: (s) => (s.outcome ? [] : generateNoisy(s)),
  futilityMargin,
  lateMoveReduction: { fromMove: 3, minDepth: 3 },
  nullMove: passTurn,
  // Near the horizon only the first quiet moves in history order: the rest of a dwarf's 600 rarely matter there.
  lateMovePruning: [16, 32],
  // Ordering only: (piece, from, to) names a move well enough; captures differing only in what they take share a key.
  moveKey: (_s, m) => moveKey(KIND_NUMBER[m.kind], m.from, m.to),
  moveOrderHint,
  // The search plays on a working board; one made for a copy of this object without some hooks goes without them too.
  searchBoard(s) {
    return thudSearchBoard(s, this ?? thud);
  },
  // One ply more per level (levels.ts says why).
  levels: THUD_LEVELS,

  perft(s, depth) {
    return perft(s, depth);
  },
  options: stateOptions,
  exportRecord: (input: RecordInput) => notation.exportRecord(input),
  importRecord: (text: string): GameRecord => notation.importRecord(text, VARIANTS, 'classic'),
  splitMoves: notation.splitMoves,

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
  motion: thudMotion,
  cellName(variant: string, cell: number): string {
    checkVariant(variant);
    if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || !PLAYABLE[cell]) {
      throw new GameError('bad-option', `Cell ${cell} is not a square of the Thud board.`);
    }
    return nameOf(cell);
  },
};

/**
 * The classic options in force in `s` (rules/thud.md, top), so a record or the AI worker rebuilds
 * the same game: `trollCapture` and `match`, plus `battle`/`firstBattle` when `s` starts battle 2.
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

/** Leaf count, counting each (from, landing squares, captured set) once; bulk-counted at depth 1. */
export function perft(s: ThudState, depth: number): number {
  if (depth === 0) return 1;
  if (s.outcome) return 0;
  const ms = generate(s);
  if (depth === 1) return ms.length;
  let n = 0;
  for (const m of ms) n += perft(applyMove(s, m), depth - 1);
  return n;
}

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
