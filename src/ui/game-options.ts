import { BAD, choice, flag, seedSpec, unset, wholeIn, type OptionContext, type OptionSpec, type OptionTable } from './options.js';
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
  /** ms per step of a move's animation; 0 turns it off. */
  animation: number;
}

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
    message: (raw) => `Level must be a whole number from ${LEVELS.min} to ${LEVELS.max}; got "${String(raw)}".`,
    setup,
  };
}

const text = (raw: unknown): string | undefined => (unset(raw) ? undefined : String(raw));

/** The element contract's attributes (DESIGN.md "The element contract"), as every element has them. */
export const GAME_OPTIONS = {
  variant: {
    attribute: 'variant',
    reflect: true,
    default: (ctx: OptionContext) => ctx.defaultVariant,
    parse: text,
    code: 'unknown-variant',
    message: () => '',
    setup: 'variant',
  },
  side: {
    attribute: 'side',
    reflect: true,
    default: (ctx: OptionContext) => ctx.sides[0],
    parse: (raw, ctx) => (unset(raw) ? undefined : [...ctx.sides, 'both', 'none'].includes(String(raw)) ? String(raw) : BAD),
    code: 'bad-option',
    message: (raw, ctx) => `Side must be one of ${[...ctx.sides, 'both', 'none'].join(', ')}; got "${String(raw)}".`,
  },
  level: levelSpec(),
  position: { attribute: 'position', default: '', parse: text, code: 'bad-position', message: () => '', setup: 'position' },
  moves: { attribute: 'moves', default: '', parse: text, code: 'bad-move', message: () => '' },
  orientation: {
    attribute: 'orientation',
    reflect: true,
    // Follows the person's side until one is chosen.
    default: (ctx: OptionContext) => {
      const side = ctx.value('side') as string;
      return ctx.sides.includes(side) ? side : ctx.sides[0];
    },
    parse: (raw, ctx) => (unset(raw) ? undefined : ctx.sides.includes(String(raw)) ? String(raw) : BAD),
    code: 'bad-option',
    message: (raw, ctx) => `Orientation must be one of ${ctx.sides.join(', ')}; got "${String(raw)}".`,
  },
  readonly: flag('readonly'),
  controls: choice<ControlsMode>('controls', ['none', 'minimal', 'full'], 'full'),
  seed: seedSpec(),
  lang: { attribute: 'lang', reflect: true, default: '', parse: text, code: 'bad-option', message: () => '' },
  persist: { attribute: 'persist', default: '', parse: text, code: 'bad-option', message: () => '' },
  animation: {
    attribute: 'animation',
    type: 'number',
    default: 200,
    parse: (raw) => (unset(raw) ? undefined : (wholeIn(raw, 0, 60_000) ?? BAD)),
    code: 'bad-option',
    message: (raw) => `animation must be a whole number of milliseconds (0 turns it off); got "${String(raw)}".`,
  },
} satisfies OptionTable;
