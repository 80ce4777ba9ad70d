import type { ReactiveElement } from 'lit';
import { GameError, type GameErrorCode } from '../core/errors.js';
import type { SetupOptions } from '../core/game.js';
import { attributeValue, BAD, type OptionContext, type OptionSpec, type OptionTable } from './options.js';

/** What the option values need of the game: the names its options choose from. */
interface GameNames {
  readonly sides: readonly string[];
  readonly variants: readonly string[];
  readonly defaultVariant: string;
}

/** Who hears what the option values cannot settle themselves. */
interface OptionOwner {
  /** Reports a refused value (as the element shows errors); returns the error. */
  report(e: unknown, code: GameErrorCode): GameError;
  /** A set-up option took a new value: the game in progress is out of date. */
  setupChanged(): void;
}

/** Options that make the set-up: those a game's `setup` reads, and the moves played from it. */
export const isSetup = (prop: string, spec: OptionSpec): boolean => spec.setup !== undefined || prop === 'moves';

/**
 * The element's option values (DESIGN.md "GameController: option table → validated config"): each
 * option's good value, or its default while none is set; a bad value refused and reported; and the
 * host's attributes kept saying the values in force. What the values make of the game is the
 * `GameController`'s concern.
 */
export class OptionValues implements OptionContext {
  private readonly values = new Map<string, unknown>();
  /** Set-up values the game drew for itself (a seed), by set-up name, kept until `redraw`. */
  private readonly drawnValues = new Map<string, unknown>();
  /** A check that the attributes still say the options' values is on its way. */
  private agreeing = false;

  constructor(
    private readonly host: ReactiveElement,
    private readonly game: GameNames,
    private readonly table: OptionTable,
    private readonly owner: OptionOwner,
  ) {}

  get sides(): readonly string[] {
    return this.game.sides;
  }
  get variants(): readonly string[] {
    return this.game.variants;
  }
  get defaultVariant(): string {
    return this.game.defaultVariant;
  }

  /** The good value of an option (its default while none was set). */
  value<T = unknown>(prop: string): T {
    const spec = this.spec(prop);
    if (spec.alias) return this.value<T>(spec.alias);
    if (this.values.has(prop)) return this.values.get(prop) as T;
    return this.fallback(prop) as T;
  }

  /** True when the page set `prop` (rather than leaving it to its default). */
  has(prop: string): boolean {
    return this.values.has(prop);
  }

  /** A property write or attribute change: a bad value is reported and the good one kept (and shown on the attribute again). */
  write(prop: string, raw: unknown): void {
    const spec = this.spec(prop);
    const good = spec.parse(raw, this);
    const old = this.value(prop);
    if (good === BAD) {
      this.owner.report(new GameError(spec.code, spec.message(raw, this)), spec.code);
      // The attribute shows the good state again (`reflect`), after the attribute change in progress: lit does not
      // reflect a property while it sets it from its attribute.
      if (spec.reflect) queueMicrotask(() => this.reflect(prop, raw));
      return;
    }
    // An alias sets the option it renames (and only its own attribute shows it).
    const target = spec.alias ?? prop;
    const before = this.value(target);
    if (good === undefined) this.values.delete(target);
    else this.values.set(target, good);
    // A value it already has changes no set-up: the game in progress stays, and reads as it is. Told before
    // lit compares the property's old and new values, since the property reads the game in progress.
    if (isSetup(target, this.spec(target)) && !Object.is(this.value(target), before)) this.owner.setupChanged();
    this.host.requestUpdate(prop, old);
    // Another name of the same option (Formula's `mode` and `variant`) shows the new value on its attribute too.
    for (const [p, s] of Object.entries(this.table)) if (p !== prop && (p === target || s.alias === target)) this.reflect(p, old);
    this.agreeLater();
  }

  /** Sets `prop` to a value the game in progress holds (an import, a saved game), shown on its attribute. */
  follow(prop: string, v: unknown): void {
    const old = this.value(prop);
    this.values.set(prop, v);
    if (old !== v) this.reflect(prop, old);
  }

  /** The set-up values the page set, by option (for `restoreSetup`). */
  setupValues(): Map<string, unknown> {
    return new Map([...this.setupProps()].map((p) => [p, this.values.get(p)]));
  }

  /** Puts the set-up options back to `saved` (a refused set-up), and shows them on their attributes. */
  restoreSetup(saved: ReadonlyMap<string, unknown>): void {
    for (const prop of this.setupProps()) {
      const v = saved.get(prop);
      if (v === undefined) this.values.delete(prop);
      else this.values.set(prop, v);
      this.reflect(prop);
    }
  }

  /** The options that make the set-up. */
  *setupProps(): Iterable<string> {
    for (const [prop, spec] of Object.entries(this.table)) if (isSetup(prop, spec) && !spec.alias) yield prop;
  }

  /** The set-up the options ask for: each set-up option's value (or the one the game drew), blanks left out. */
  setup(): SetupOptions {
    const setup: Record<string, unknown> = {};
    for (const [prop, spec] of Object.entries(this.table)) {
      if (!spec.setup || spec.alias) continue;
      const v = this.value(prop) ?? this.drawnValues.get(spec.setup);
      if (v !== undefined && v !== '') setup[spec.setup] = v;
    }
    return setup;
  }

  /** Keeps the values the game drew for itself (`inForce`: its options in force), for the next build. */
  rememberDrawn(inForce: SetupOptions): void {
    for (const spec of Object.values(this.table)) {
      if (spec.drawn && spec.setup && inForce[spec.setup] !== undefined) this.drawnValues.set(spec.setup, inForce[spec.setup]);
    }
  }

  /** Forgets the set-up values the game drew for itself (a seed): the next new game draws again. */
  redraw(): void {
    this.drawnValues.clear();
  }

  spec(prop: string): OptionSpec {
    const spec = this.table[prop];
    if (!spec) throw new Error(`No option "${prop}".`);
    return spec;
  }

  /** An option's default (it may follow other options: orientation follows side). */
  private fallback(prop: string): unknown {
    const spec = this.spec(prop);
    return typeof spec.default === 'function' ? (spec.default as (ctx: OptionContext) => unknown)(this) : spec.default;
  }

  /** Shows the good state of an option, and of every other name of it, on its attribute (`agree`). */
  private reflect(prop: string, old?: unknown): void {
    this.host.requestUpdate();
    for (const [p, spec] of Object.entries(this.table)) if (p === prop || spec.alias === prop) this.agree(p, spec, old);
  }

  /**
   * Where the page wrote an option's attribute and its text no longer says the value in force, the attribute
   * shows the good state again: the value set, or no attribute where none is set — a default may follow other
   * options (orientation follows side) and must not stay frozen on the host. No attribute appears unasked.
   */
  private agree(prop: string, spec: OptionSpec, old?: unknown): void {
    const text = spec.reflect ? this.host.getAttribute(spec.attribute) : null;
    if (text === null) return;
    const target = spec.alias ?? prop;
    const meant = spec.parse(attributeValue(spec, text), this);
    // The page's text still says the value in force (a blank for the default, " 4 " for 4): it stays as written.
    if (Object.is(meant === undefined ? this.fallback(target) : meant, this.value(target))) return;
    if (this.values.has(target)) this.host.requestUpdate(prop, old === undefined ? BAD : old);
    else this.host.removeAttribute(spec.attribute);
  }

  /** After a change, every reflected attribute still says its option's value (a default may have moved with the change). */
  private agreeLater(): void {
    if (this.agreeing) return;
    this.agreeing = true;
    queueMicrotask(() => {
      this.agreeing = false;
      for (const [p, spec] of Object.entries(this.table)) this.agree(p, spec);
    });
  }
}
