/**
 * Thud's rules alone (rules/thud.md: set-up, moves, outcome, notation). grid.ts adds what a board
 * draws and the records, for pages; search-hooks.ts and search-board.ts what the AI needs. So neither
 * loads the other's code.
 */
import { checkSetupOptions } from '../../core/options.js';
import { GameError } from '../../core/errors.js';
import type { Rules, SetupOptions } from '../../core/game.js';
import { formatMove, formatPosition, parseMove, parsePosition } from './notation.js';
import {
  SIDES, VARIANTS, applyMove, generate, initialBoard, makeState,
  type FirstBattle, type MatchMode, type ThudConfig, type ThudMove, type ThudState,
  type ThudVariant, type TrollCapture,
} from './rules.js';

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


export const thudRules: Rules<ThudState, ThudMove> = {
  name: 'thud',
  title: 'Thud',
  variants: VARIANTS,
  optionNames: ['trollCapture', 'match', 'battle', 'firstBattle'],
  defaultVariant: 'classic',
  sides: SIDES,

  setup(options: SetupOptions = {}): ThudState {
    checkSetupOptions(thudRules, options);
    const config = readConfig(options);
    const { battle, firstBattle } = readBattle(options, config);
    if (options.position === undefined) {
      return makeState({ config, board: initialBoard(config.variant), side: 0, clock: 0, ply: 0, rockMax: config.variant === 'classic' ? 0 : 8, battle, firstBattle });
    }
    return makeState({ ...parsePosition(options.position as string, config), battle, firstBattle });
  },
  variant: (s) => s.config.variant,
  turn: (s) => SIDES[s.side],
  moves: legalMoves,
  play(s, m) {
    return applyMove(s, m);
  },
  outcome: (s) => s.outcome,

  formatMove,
  parseMove: (s, text) => parseMove(s, text, movesForParse(s)),
  formatPosition,

  hash: (s) => s.hash,
};
