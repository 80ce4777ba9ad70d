import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { levelSpec } from '../../src/ui/game-options.js';
import { GAME_OPTIONS } from '../../src/ui/game-options.js';
import { asText, attributeValue, BAD, choice, defineOptions, flag, seedSpec, shown, unset, wholeIn, type OptionHost, type OptionSpec, type OptionTable } from '../../src/ui/options.js';

const TABLE = {
  level: levelSpec(3),
  seed: seedSpec(),
  readonly: flag('readonly'),
  safeMoves: choice('safe-moves', ['on', 'off'], 'on'),
  persist: { attribute: 'persist', default: '', parse: (raw: unknown) => raw, code: 'bad-option', message: () => '' },
} satisfies OptionTable;

/** An option store that keeps what it is given and says what it was given (the table's accessors call it). */
class OptionsHost extends LitElement implements OptionHost {
  readonly store = new Map<string, unknown>();
  readonly writes: [string, unknown][] = [];
  readOption(prop: string): unknown {
    return this.store.has(prop) ? this.store.get(prop) : `default ${prop}`;
  }
  writeOption(prop: string, raw: unknown): void {
    this.writes.push([prop, raw]);
    const old = this.readOption(prop);
    this.store.set(prop, raw);
    this.requestUpdate(prop, old);
  }
}
interface OptionsHost {
  level: unknown;
  seed: unknown;
  readonly: unknown;
  safeMoves: unknown;
  persist: unknown;
}
defineOptions(OptionsHost, TABLE);
customElements.define('test-options-host', OptionsHost);

describe('ui/options: defineOptions', () => {
  it('observes each option’s attribute (kebab-case) and none other', () => {
    const observed = (OptionsHost as unknown as { observedAttributes: string[] }).observedAttributes;
    expect([...observed].sort()).to.deep.equal(['level', 'persist', 'readonly', 'safe-moves', 'seed']);
  });

  it('makes accessors that read and write through the element’s option store', async () => {
    const el = await fixture<OptionsHost>(html`<test-options-host></test-options-host>`);
    expect(el.level).to.equal('default level');
    el.safeMoves = 'off';
    expect(el.writes).to.deep.equal([['safeMoves', 'off']]);
    expect(el.safeMoves).to.equal('off');
    expect(Object.getOwnPropertyDescriptor(OptionsHost.prototype, 'safeMoves')?.get).to.be.a('function');
  });

  it('converts attribute text by the option’s type: numbers parse, booleans are presence, text stays text', async () => {
    const el = await fixture<OptionsHost>(html`<test-options-host></test-options-host>`);
    el.setAttribute('level', '5');
    el.setAttribute('safe-moves', 'off');
    el.setAttribute('readonly', '');
    expect(el.writes).to.deep.equal([
      ['level', 5],
      ['safeMoves', 'off'],
      ['readonly', true],
    ]);
    el.writes.length = 0;
    el.removeAttribute('readonly');
    el.setAttribute('level', ' ');
    el.removeAttribute('level');
    expect(el.writes).to.deep.equal([
      ['readonly', false],
      ['level', null],
      ['level', null],
    ]);
  });

  it('a number attribute given text stays text, so the parser refuses it by name', async () => {
    const el = await fixture<OptionsHost>(html`<test-options-host></test-options-host>`);
    el.setAttribute('seed', 'twelve');
    el.setAttribute('level', '4x');
    expect(el.writes).to.deep.equal([
      ['seed', 'twelve'],
      ['level', '4x'],
    ]);
    expect(TABLE.seed.parse('twelve', null!)).to.equal(BAD);
    expect(TABLE.seed.message('twelve', null!)).to.contain('"twelve"');
    expect(TABLE.level.parse('4x', null!)).to.equal(BAD);
    expect(TABLE.level.message('4x', null!)).to.contain('"4x"');
  });

  it('reflects an option marked so once the store has a value, and only that one', async () => {
    const el = await fixture<OptionsHost>(html`<test-options-host></test-options-host>`);
    expect(el.hasAttribute('level')).to.equal(false);
    el.level = 6;
    el.safeMoves = 'off';
    el.persist = 'key';
    el.seed = 42;
    await el.updateComplete;
    expect(el.getAttribute('level')).to.equal('6');
    expect(el.getAttribute('safe-moves')).to.equal('off');
    expect(el.hasAttribute('persist')).to.equal(false);
    expect(el.hasAttribute('seed')).to.equal(false);
    el.readonly = true;
    await el.updateComplete;
    expect(el.hasAttribute('readonly')).to.equal(true);
  });
});

describe('ui/options: parsers', () => {
  it('unset: undefined, null and the empty text, nothing else', () => {
    for (const v of [undefined, null, '']) expect(unset(v), String(v)).to.equal(true);
    for (const v of [0, false, ' ', 'x', NaN]) expect(unset(v), String(v)).to.equal(false);
  });

  it('wholeIn: whole numbers in range, from numbers or numeric text', () => {
    expect(wholeIn(3, 1, 7)).to.equal(3);
    expect(wholeIn('7', 1, 7)).to.equal(7);
    expect(wholeIn(' 1 ', 1, 7)).to.equal(1);
    for (const v of [0, 8, 2.5, '2.5', '', ' ', 'three', null, undefined, true, NaN, Infinity]) {
      expect(wholeIn(v, 1, 7), String(v)).to.equal(undefined);
    }
  });

  it('choice: one of its words, the default when unset, refused otherwise with the words listed', () => {
    const spec = choice('controls', ['none', 'minimal', 'full'], 'full');
    expect(spec.default).to.equal('full');
    expect(spec.reflect).to.equal(true);
    expect(spec.code).to.equal('bad-option');
    expect(spec.parse('minimal', null!)).to.equal('minimal');
    expect(spec.parse('', null!)).to.equal(undefined);
    expect(spec.parse(null, null!)).to.equal(undefined);
    expect(spec.parse('Full', null!)).to.equal(BAD);
    expect(spec.parse('lots', null!)).to.equal(BAD);
    expect(spec.message('lots', null!)).to.equal('controls must be none or minimal or full; got "lots".');
    expect(choice('x', ['a'], 'a', 'bad-level').code).to.equal('bad-level');
  });

  it('flag: a boolean attribute, off by default; "false" reads as off', () => {
    const spec = flag('campaign');
    expect(spec.type).to.equal('boolean');
    expect(spec.default).to.equal(false);
    expect(spec.reflect).to.equal(true);
    expect(flag('x', false).reflect).to.equal(false);
    expect(spec.parse(true, null!)).to.equal(true);
    expect(spec.parse('', null!)).to.equal(false);
    expect(spec.parse(false, null!)).to.equal(false);
    expect(spec.parse('false', null!)).to.equal(false);
    expect(spec.parse(null, null!)).to.equal(false);
  });

  it('shown: refused text quoted and cut at 40 characters, other values named by their kind (issue 15 fuzz)', () => {
    expect(shown('lots')).to.equal('"lots"');
    expect(shown('x'.repeat(10_000))).to.equal(`"${'x'.repeat(40)}…"`);
    // Cut between characters, not inside one.
    expect(shown('😀'.repeat(50))).to.equal(`"${'😀'.repeat(40)}…"`);
    expect(shown(9)).to.equal('"9"');
    expect(shown(NaN)).to.equal('"NaN"');
    expect(shown(null)).to.equal('null');
    expect(shown(undefined)).to.equal('undefined');
    expect(shown({})).to.equal('an object');
    expect(shown(['both'])).to.equal('a list');
    expect(shown(Symbol('s'))).to.equal('a symbol');
    expect(shown(() => 1)).to.equal('a function');
    // Every message of the contract's table quotes this way: no "[object Object]", no 10,000 characters.
    const ctx = { sides: ['white', 'black'], variants: ['standard'], defaultVariant: 'standard', value: () => 'white' };
    for (const [prop, spec] of Object.entries(GAME_OPTIONS)) {
      for (const raw of [{}, ['white'], 'x'.repeat(10_000)]) {
        if (spec.parse(raw, ctx) !== BAD) continue;
        const message = spec.message(raw, ctx);
        expect(message, `${prop} ${shown(raw)}`).to.not.match(/\[object|xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx/);
        expect(message.length, `${prop}: ${message}`).to.be.within(10, 200);
      }
    }
  });

  it('text options refuse what is no text; side and orientation take text only (issue 15 fuzz)', () => {
    const ctx = { sides: ['white', 'black'], variants: ['standard'], defaultVariant: 'standard', value: () => 'white' };
    expect(asText('a')).to.equal('a');
    expect(asText(7)).to.equal('7');
    for (const v of [{}, [], ['both'], Symbol('s'), () => 1, 10n]) expect(asText(v), shown(v)).to.equal(undefined);
    for (const prop of ['variant', 'position', 'moves', 'lang', 'persist'] as const) {
      const spec: OptionSpec = GAME_OPTIONS[prop];
      expect(spec.parse({}, ctx), prop).to.equal(BAD);
      expect(spec.parse('text', ctx), prop).to.equal('text');
      expect(spec.message({}, ctx), prop).to.contain('an object');
    }
    expect(GAME_OPTIONS.side.parse(['both'], ctx)).to.equal(BAD);
    expect(GAME_OPTIONS.side.parse('both', ctx)).to.equal('both');
    expect(GAME_OPTIONS.orientation.parse({ toString: () => 'black' }, ctx)).to.equal(BAD);
    expect(GAME_OPTIONS.orientation.parse('black', ctx)).to.equal('black');
  });

  it('attributeValue: what lit hands the parser for an attribute’s text', () => {
    expect(attributeValue(GAME_OPTIONS.level, ' 4 ')).to.equal(4);
    expect(attributeValue(GAME_OPTIONS.level, ' \n ')).to.equal(null);
    expect(attributeValue(GAME_OPTIONS.level, 'four')).to.equal('four');
    expect(attributeValue(GAME_OPTIONS.readonly, '')).to.equal(true);
    expect(attributeValue(GAME_OPTIONS.side, 'both')).to.equal('both');
  });

  it('seedSpec: 0 to 2^32 − 1 or unset; drawn by the game only when it feeds the set-up', () => {
    const spec = seedSpec();
    expect(spec.type).to.equal('number');
    expect(spec.default).to.equal(undefined);
    expect(spec.parse(0, null!)).to.equal(0);
    expect(spec.parse(4294967295, null!)).to.equal(4294967295);
    expect(spec.parse('17', null!)).to.equal(17);
    expect(spec.parse('', null!)).to.equal(undefined);
    expect(spec.parse(null, null!)).to.equal(undefined);
    for (const v of [-1, 4294967296, 1.5, 'seed']) expect(spec.parse(v, null!), String(v)).to.equal(BAD);
    expect(spec.setup).to.equal(undefined);
    expect(spec.drawn).to.equal(false);
    const drawn = seedSpec('seed');
    expect(drawn.setup).to.equal('seed');
    expect(drawn.drawn).to.equal(true);
  });
});
