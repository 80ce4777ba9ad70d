import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { levelSpec } from '../../src/ui/game-options.js';
import { BAD, choice, defineOptions, flag, seedSpec, unset, wholeIn, type OptionHost, type OptionTable } from '../../src/ui/options.js';

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
