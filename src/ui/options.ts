import type { ReactiveElement } from 'lit';
import type { GameErrorCode } from '../core/errors.js';

/**
 * One declarative row per attribute: how its text becomes a value, the default, the error code
 * of a bad value, and what a change does. The same table drives the base element's options and
 * each element's own (DESIGN.md "GameController: option table → validated config").
 */
export interface OptionSpec<T = unknown> {
  /** Attribute name (kebab-case); the table key is the property name. */
  readonly attribute: string;
  /** How attribute text converts: `boolean` is presence, `number` parses text (a non-number stays text and is refused). */
  readonly type?: 'string' | 'number' | 'boolean';
  /** The value while nothing good was set. */
  readonly default: T | ((ctx: OptionContext) => T);
  /**
   * The good value for `raw` (an attribute's text or a property's value), `undefined` for "back
   * to the default" (what an attribute removed or left empty usually means), or `BAD`.
   */
  readonly parse: (raw: unknown, ctx: OptionContext) => T | undefined | typeof BAD;
  readonly code: GameErrorCode;
  /** One sentence for a bad value. */
  readonly message: (raw: unknown, ctx: OptionContext) => string;
  /** The attribute follows the property once a good value is set (defaults never appear on the host). */
  readonly reflect?: boolean;
  /**
   * Part of the game's set-up: the key it feeds to `game.setup()`. A change starts a new game
   * under it; a record or a saved game that carries the key sets the option back.
   */
  readonly setup?: string;
  /** A set-up option the game draws when it is unset (a seed): the drawn value is kept for "new game" until `redraw()`. */
  readonly drawn?: boolean;
  /** Another option this one only renames (Formula's `mode` is its `variant`). */
  readonly alias?: string;
}

/** What a parser may look at: the game's sides and variants, and the other options' good values. */
export interface OptionContext {
  readonly sides: readonly string[];
  readonly variants: readonly string[];
  readonly defaultVariant: string;
  value(prop: string): unknown;
}

/** What a parser returns for a value it refuses. */
export const BAD: unique symbol = Symbol('bad option value');

export type OptionTable = Readonly<Record<string, OptionSpec<any>>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the accessors need from the element: somewhere to read and write option values. */
export interface OptionHost {
  readOption(prop: string): unknown;
  writeOption(prop: string, raw: unknown): void;
}

/**
 * Declares `table` on an element class: a lit property per option (so attributes are observed
 * and reflected) whose accessors go through the element's option store, where bad values are
 * refused. Called once per class, after its declaration, before the element is defined.
 */
export function defineOptions(cls: typeof ReactiveElement, table: OptionTable): void {
  for (const [prop, spec] of Object.entries(table)) {
    cls.createProperty(prop, {
      attribute: spec.attribute,
      reflect: spec.reflect ?? false,
      noAccessor: true,
      type: spec.type === 'boolean' ? Boolean : spec.type === 'number' ? Number : String,
      converter: spec.type === 'number' ? numberConverter : undefined,
    });
    Object.defineProperty(cls.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: OptionHost) {
        return this.readOption(prop);
      },
      set(this: OptionHost, v: unknown) {
        this.writeOption(prop, v);
      },
    });
  }
}

/** Number attributes: a numeric text becomes a number; anything else stays text, so the parser can refuse it by name. */
const numberConverter = {
  fromAttribute(text: string | null): unknown {
    if (text === null || text.trim() === '') return null;
    const n = Number(text);
    return Number.isNaN(n) ? text : n;
  },
  toAttribute(v: unknown): unknown {
    return v === undefined || v === null ? null : String(v);
  },
};

/** How many characters of refused text a message quotes (a 10,000-character attribute is not read back whole). */
export const SHOWN_CHARS = 40;

/** How a refused value reads in a message: text quoted (cut short when long), any other value by its kind. */
export function shown(raw: unknown): string {
  if (typeof raw === 'string') {
    const chars = [...raw];
    return `"${chars.length > SHOWN_CHARS ? `${chars.slice(0, SHOWN_CHARS).join('')}…` : raw}"`;
  }
  if (typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'bigint') return `"${String(raw)}"`;
  if (raw === null || raw === undefined) return String(raw);
  if (Array.isArray(raw)) return 'a list';
  return typeof raw === 'function' ? 'a function' : typeof raw === 'symbol' ? 'a symbol' : 'an object';
}

/** The text of an attribute or property value: text as it is, a number as written; undefined for anything else (objects, lists, symbols). */
export function asText(raw: unknown): string | undefined {
  return typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : undefined;
}

/** The raw value an attribute's text gives the option's parser, as lit converts it (a present boolean attribute is true). */
export function attributeValue(spec: OptionSpec, text: string): unknown {
  return spec.type === 'boolean' ? true : spec.type === 'number' ? numberConverter.fromAttribute(text) : text;
}

/** True for an unset value: a removed attribute or an empty one. */
export const unset = (raw: unknown): boolean => raw === undefined || raw === null || raw === '';

/** A whole number in [min, max] from a number or numeric text; undefined otherwise. */
export function wholeIn(raw: unknown, min: number, max: number): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** A choice among fixed words (the default when unset). */
export function choice<T extends string>(attribute: string, words: readonly T[], fallback: T, code: GameErrorCode = 'bad-option'): OptionSpec<T> {
  return {
    attribute,
    default: fallback,
    reflect: true,
    parse: (raw) => (unset(raw) ? undefined : words.includes(raw as T) ? (raw as T) : BAD),
    code,
    message: (raw) => `${attribute} must be ${words.join(' or ')}; got ${shown(raw)}.`,
  };
}

/** A boolean attribute (present or not). */
export function flag(attribute: string, reflect = true): OptionSpec<boolean> {
  return {
    attribute,
    type: 'boolean',
    default: false,
    reflect,
    parse: (raw) => Boolean(raw) && raw !== 'false',
    code: 'bad-option',
    message: () => '',
  };
}

/** A seed: a whole number 0 to 2^32 − 1, or unset. */
export function seedSpec(setup?: string): OptionSpec<number | undefined> {
  return {
    attribute: 'seed',
    type: 'number',
    default: undefined,
    parse: (raw) => (unset(raw) ? undefined : (wholeIn(raw, 0, 4294967295) ?? BAD)),
    code: 'bad-option',
    message: (raw) => `The seed must be a whole number from 0 to 4294967295; got ${shown(raw)}.`,
    setup,
    drawn: setup !== undefined,
  };
}
