/**
 * Thud's start (rules/thud.md §2): the set-up options read and a variant's opening position, what a
 * board draws before the rest of the rules (game.ts: moves, play, positions read) arrive.
 */
import { checkSetupOptions } from '../../core/options.js';
import { GameError } from '../../core/errors.js';
import type { Rules, SetupOptions } from '../../core/game.js';
import type { PlayRules } from '../../core/board.js';
import {
  SIDES, VARIANTS, countedState, formatPosition, initialBoard,
  type FirstBattle, type MatchMode, type ThudConfig, type ThudMove, type ThudState, type ThudVariant, type TrollCapture,
} from './state.js';

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

/** The set-up `o` asks for, checked: rules, battle and the first battle's score; throws `GameError` for a bad one. */
export function readSetup(o: SetupOptions): { config: ThudConfig; battle: 1 | 2; firstBattle: FirstBattle | null } {
  checkSetupOptions(thudStart, o);
  const config = readConfig(o);
  return { config, ...readBattle(o, config) };
}

/** Thud's rules without the moves: a variant's start, read and written (`setup` refuses a `position`: game.ts reads those). */
export const thudStart: Omit<Rules<ThudState, ThudMove>, PlayRules> = {
  name: 'thud',
  title: 'Thud',
  variants: VARIANTS,
  optionNames: ['trollCapture', 'match', 'battle', 'firstBattle'],
  defaultVariant: 'classic',
  sides: SIDES,

  setup(options: SetupOptions = {}): ThudState {
    const { config, battle, firstBattle } = readSetup(options);
    if (options.position !== undefined) throw new GameError('not-ready', "A Thud position is read by the game's rules, which are not loaded here.");
    // A variant's start always has moves and nothing home: no outcome to judge.
    return countedState({ config, board: initialBoard(config.variant), side: 0, clock: 0, ply: 0, rockMax: config.variant === 'classic' ? 0 : 8, battle, firstBattle });
  },
  variant: (s) => s.config.variant,
  turn: (s) => SIDES[s.side],
  outcome: (s) => s.outcome,
  formatPosition,
  hash: (s) => s.hash,
};
