import { asText, BAD, choice, flag, seedSpec, shown, unset, wholeIn, type OptionContext, type OptionSpec, type OptionTable } from './options.js';
import type { ControlsMode } from './toolbar.js';

/** The contract's options as an element's properties. */
export interface GameOptionValues {
  /** Rules variant; changing it starts a new game. */
  variant: string;
  /** The person's side, `both` or `none`. */
  side: string;
  /** Computer strength 1–7. */
  level: number;
  /** Reading: the current position. Writing: the starting position (a new game). */
  position: string;
  /** Moves replayed from `position`. */
  moves: string;
  /** Side shown at the bottom. */
  orientation: string;
  /** A diagram: no input, no computer moves. */
  readonly: boolean;
  controls: ControlsMode;
  seed: number | undefined;
  /** localStorage key under which the game in progress is kept. */
  persist: string;
  /** The game is kept in the page's URL hash (see GameElement's `share`). */
  share: boolean;
  /** ms per step of a move's animation; 0 turns it off. */
  animation: number;
  /** A puzzle's solution: lines of moves from the position, alternatives separated by `|`. */
  solution: string;
  /** A puzzle judged by the engine: `win` (any move keeping a forced win within `depth` moves is right). */
  goal: string;
  /** The reader's moves a `goal` puzzle allows for the win. */
  depth: number;
}

/** The most moves a `goal` puzzle may ask for: the engine must see the whole win. */
export const PUZZLE_MAX_DEPTH = 6;

/** The levels of the computer. */
export const LEVELS = { min: 1, max: 7, default: 3 } as const;

/** A level option (the computer's strength, or a hall's or road's in the Arsac games). */
export function levelSpec(fallback: number = LEVELS.default, setup?: string): OptionSpec<number> {
  return {
    attribute: 'level',
    type: 'number',
    default: fallback,
    reflect: true,
    parse: (raw) => (unset(raw) ? undefined : (wholeIn(raw, LEVELS.min, LEVELS.max) ?? BAD)),
    code: 'bad-level',
    message: (raw) => `Level must be a whole number from ${LEVELS.min} to ${LEVELS.max}; got ${shown(raw)}.`,
    setup,
  };
}

/** Text options: a value that is no text (an object, a list) is refused rather than read as "[object Object]". */
const text = (raw: unknown): string | undefined | typeof BAD => (unset(raw) ? undefined : (asText(raw) ?? BAD));
/** Side and orientation names: text only (a list holding "both" is no side). */
const name = (raw: unknown, names: readonly string[]): string | undefined | typeof BAD => {
  if (unset(raw)) return undefined;
  const t = asText(raw);
  return t !== undefined && names.includes(t) ? t : BAD;
};

/** The element contract's attributes (DESIGN.md "The element contract"), as every element has them. */
export const GAME_OPTIONS = {
  variant: {
    attribute: 'variant',
    reflect: true,
    default: (ctx: OptionContext) => ctx.defaultVariant,
    parse: text,
    code: 'unknown-variant',
    message: (raw) => `The variant must be a name; got ${shown(raw)}.`,
    setup: 'variant',
  },
  side: {
    attribute: 'side',
    reflect: true,
    default: (ctx: OptionContext) => ctx.sides[0],
    parse: (raw, ctx) => name(raw, [...ctx.sides, 'both', 'none']),
    code: 'bad-option',
    message: (raw, ctx) => `Side must be one of ${[...ctx.sides, 'both', 'none'].join(', ')}; got ${shown(raw)}.`,
  },
  level: levelSpec(),
  position: {
    attribute: 'position',
    default: '',
    parse: text,
    code: 'bad-position',
    message: (raw) => `The position must be text in the game's notation; got ${shown(raw)}.`,
    setup: 'position',
  },
  moves: { attribute: 'moves', default: '', parse: text, code: 'bad-move', message: (raw) => `The moves must be text; got ${shown(raw)}.` },
  orientation: {
    attribute: 'orientation',
    reflect: true,
    // Follows the person's side until one is chosen.
    default: (ctx: OptionContext) => {
      const side = ctx.value('side') as string;
      return ctx.sides.includes(side) ? side : ctx.sides[0];
    },
    parse: (raw, ctx) => name(raw, ctx.sides),
    code: 'bad-option',
    message: (raw, ctx) => `Orientation must be one of ${ctx.sides.join(', ')}; got ${shown(raw)}.`,
  },
  readonly: flag('readonly'),
  controls: choice<ControlsMode>('controls', ['none', 'minimal', 'full'], 'full'),
  seed: seedSpec(),
  lang: { attribute: 'lang', reflect: true, default: '', parse: text, code: 'bad-option', message: (raw) => `lang must be a language code such as en; got ${shown(raw)}.` },
  persist: { attribute: 'persist', default: '', parse: text, code: 'bad-option', message: (raw) => `persist must be a storage key (text); got ${shown(raw)}.` },
  share: flag('share', false),
  animation: {
    attribute: 'animation',
    type: 'number',
    default: 200,
    parse: (raw) => (unset(raw) ? undefined : (wholeIn(raw, 0, 60_000) ?? BAD)),
    code: 'bad-option',
    message: (raw) => `animation must be a whole number of milliseconds (0 turns it off); got ${shown(raw)}.`,
  },
  // A puzzle (src/ui/puzzle.ts): the controller reads these whenever they change.
  solution: { attribute: 'solution', default: '', parse: text, code: 'bad-option', message: (raw) => `The solution must be moves as text; got ${shown(raw)}.` },
  goal: {
    attribute: 'goal',
    default: '',
    parse: (raw) => (unset(raw) || raw === '' ? undefined : raw === 'win' ? 'win' : BAD),
    code: 'bad-option',
    message: (raw) => `goal must be "win"; got ${shown(raw)}.`,
  },
  depth: {
    attribute: 'depth',
    type: 'number',
    default: 3,
    parse: (raw) => (unset(raw) ? undefined : (wholeIn(raw, 1, PUZZLE_MAX_DEPTH) ?? BAD)),
    code: 'bad-option',
    message: (raw) => `depth must be a whole number of moves from 1 to ${PUZZLE_MAX_DEPTH}; got ${shown(raw)}.`,
  },
} satisfies OptionTable;
