import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { GameError, type GameErrorCode } from '../../src/core/errors.js';
import { GAME_OPTIONS } from '../../src/ui/game-options.js';
import { OptionValues } from '../../src/ui/option-values.js';
import { defineOptions, seedSpec, type OptionHost } from '../../src/ui/options.js';

/** The common options, with a seed the game draws for itself when none is set (as Robots and Formula have it). */
const TABLE = { ...GAME_OPTIONS, seed: seedSpec('seed') };
const NAMES = { sides: ['white', 'black'], variants: ['standard', 'small'], defaultVariant: 'standard' };

/** An element whose options are an `OptionValues` and nothing else (no game): what it reports, and when the set-up changed. */
class ValuesHost extends LitElement implements OptionHost {
  readonly reports: GameErrorCode[] = [];
  setupChanges = 0;
  readonly values = new OptionValues(this, NAMES, TABLE, {
    report: (e, code) => {
      this.reports.push(code);
      return e as GameError;
    },
    setupChanged: () => void this.setupChanges++,
  });
  readOption(prop: string): unknown {
    return this.values.value(prop);
  }
  writeOption(prop: string, raw: unknown): void {
    this.values.write(prop, raw);
  }
}
interface ValuesHost {
  variant: unknown;
  side: unknown;
  orientation: unknown;
  level: unknown;
  seed: unknown;
  position: unknown;
}
defineOptions(ValuesHost, TABLE);
customElements.define('test-option-values', ValuesHost);

describe('ui/OptionValues', () => {
  it('gives each option its default until one is set, and a default may follow another option', async () => {
    const el = await fixture<ValuesHost>(html`<test-option-values></test-option-values>`);
    expect([el.variant, el.side, el.orientation, el.level]).to.deep.equal(['standard', 'white', 'white', 3]);
    el.side = 'black';
    expect(el.orientation).to.equal('black');
    expect(el.values.has('side')).to.equal(true);
    expect(el.values.has('orientation')).to.equal(false);
  });

  it('refuses a bad value with one report, keeps the good one, and shows it on the attribute again', async () => {
    const el = await fixture<ValuesHost>(html`<test-option-values side="black"></test-option-values>`);
    el.setAttribute('side', 'purple');
    // The attribute is put right in the update after the one the change asked for.
    await el.updateComplete;
    await el.updateComplete;
    expect(el.reports).to.deep.equal(['bad-option']);
    expect(el.side).to.equal('black');
    expect(el.getAttribute('side')).to.equal('black');
  });

  it('says the set-up changed only when a set-up option takes a new value', async () => {
    const el = await fixture<ValuesHost>(html`<test-option-values></test-option-values>`);
    el.level = 5;
    el.side = 'black';
    expect(el.setupChanges, 'level and side are not set-up').to.equal(0);
    el.variant = 'standard';
    expect(el.setupChanges, 'the default variant set again').to.equal(0);
    el.variant = 'small';
    el.variant = 'small';
    expect(el.setupChanges).to.equal(1);
    el.position = 'xyz';
    expect(el.setupChanges).to.equal(2);
  });

  it('asks for the set-up the options say, blanks left out, a drawn seed kept until redraw', async () => {
    const el = await fixture<ValuesHost>(html`<test-option-values variant="small" position=""></test-option-values>`);
    expect(el.values.setup()).to.deep.equal({ variant: 'small' });
    el.values.rememberDrawn({ seed: 99 });
    expect(el.values.setup()).to.deep.equal({ variant: 'small', seed: 99 });
    el.seed = 5;
    expect(el.values.setup().seed, 'a seed set wins over the one drawn').to.equal(5);
    el.seed = undefined;
    el.values.redraw();
    expect(el.values.setup()).to.deep.equal({ variant: 'small' });
  });

  it('puts the set-up options back, attributes included, and follows a game it is handed', async () => {
    const el = await fixture<ValuesHost>(html`<test-option-values variant="small"></test-option-values>`);
    const saved = el.values.setupValues();
    el.setAttribute('variant', 'standard');
    el.position = 'xyz';
    el.values.restoreSetup(saved);
    await el.updateComplete;
    expect([el.variant, el.position]).to.deep.equal(['small', '']);
    expect(el.getAttribute('variant')).to.equal('small');
    el.values.follow('variant', 'standard');
    await el.updateComplete;
    expect(el.variant).to.equal('standard');
    expect(el.getAttribute('variant'), 'the attribute the page wrote says the value in force').to.equal('standard');
  });

  it('throws on an option the table does not have (a bug in the element, not bad input)', () => {
    const values = new OptionValues(document.createElement('test-option-values') as ValuesHost, NAMES, TABLE, {
      report: (e) => e as GameError,
      setupChanged: () => {},
    });
    expect(() => values.value('colour')).to.throw('No option "colour".');
    expect(() => values.spec('colour')).to.throw('No option "colour".');
  });
});
