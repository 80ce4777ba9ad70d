import { expect, fixture, html } from '@open-wc/testing';
import { render } from 'lit';
import { loadLanguage } from '../../src/ui/i18n.js';
import { Localize } from '../../src/ui/localize.js';
import { renderToolbar, type ControlsMode, type ToolbarActions, type ToolbarParts, type ToolbarView } from '../../src/ui/toolbar.js';

/** What each button and menu was asked to do. */
function recorder(calls: string[]): ToolbarActions {
  const note =
    (name: string) =>
    (arg?: unknown): void =>
      void calls.push(typeof arg === 'string' || typeof arg === 'number' ? `${name}:${arg}` : name);
  return {
    newGame: note('newGame'),
    undo: note('undo'),
    redo: note('redo'),
    prev: note('prev'),
    next: note('next'),
    moveNow: note('moveNow'),
    stop: note('stop'),
    hint: note('hint'),
    flip: note('flip'),
    level: note('level'),
    side: note('side'),
    rules: note('rules'),
  };
}

/** The toolbar drawn into a fresh container, with a game in the middle of its line (something to take back and redo). */
async function drawn(controls: ControlsMode, parts?: ToolbarParts, side = 'white', more: Partial<ToolbarView> = {}): Promise<{ root: HTMLElement; calls: string[] }> {
  const root = await fixture<HTMLElement>(html`<div></div>`);
  const calls: string[] = [];
  const view: ToolbarView = {
    controls,
    parts,
    readonly: false,
    ply: 2,
    length: 4,
    over: false,
    thinking: true,
    computerToMove: true,
    level: 3,
    levels: [1, 2, 3, 4, 5, 6, 7],
    side,
    sides: ['white', 'black'],
    variant: 'a',
    variants: ['a'],
    extra: null,
    on: recorder(calls),
    ...more,
  };
  render(renderToolbar(view, new Localize<string>(root, { en: {} }, () => 'en')), root);
  return { root, calls };
}

const labels = (root: HTMLElement): string[] => [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')!);
const byLabel = (root: HTMLElement, label: string): HTMLButtonElement => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const modeChoices = (root: HTMLElement): string[] => [...root.querySelectorAll<HTMLSelectElement>('select')[1].options].map((o) => o.value);

describe('ui/toolbar', () => {
  // The toolbar's English words load with the panels, as an element loads them.
  before(() => loadLanguage('en'));
  it('shows every part unless told otherwise', async () => {
    const { root } = await drawn('full');
    expect(labels(root)).to.deep.equal(['New game', 'Take back', 'Redo', 'Previous move', 'Next move', 'Move now', 'Stop thinking', 'Hint', 'Flip board']);
    // No hint while the computer thinks or is to move: it would be the computer's own move.
    expect(byLabel(root, 'Hint').disabled).to.equal(true);
    expect(modeChoices(root)).to.deep.equal(['white', 'black', 'both', 'none']);
    const minimal = await drawn('minimal');
    expect(labels(minimal.root)).to.deep.equal(['New game', 'Take back', 'Flip board']);
  });

  it('a one-player recipe leaves out new game, flip, move now, stop and the two-people mode; the rest still works', async () => {
    const solo: ToolbarParts = { newGame: false, flip: false, computer: false, twoPeople: false };
    const { root, calls } = await drawn('full', solo);
    expect(labels(root)).to.deep.equal(['Take back', 'Redo', 'Previous move', 'Next move']);
    // No empty group is left behind to take room.
    expect(root.querySelectorAll('.toolbar > .group:not(:empty)')).to.have.length(2);
    expect(modeChoices(root)).to.deep.equal(['white', 'black', 'none']);
    for (const label of ['Take back', 'Redo', 'Previous move', 'Next move']) byLabel(root, label).click();
    const [level, mode] = root.querySelectorAll('select');
    level.value = '5';
    level.dispatchEvent(new Event('change'));
    mode.value = 'none';
    mode.dispatchEvent(new Event('change'));
    expect(calls).to.deep.equal(['undo', 'redo', 'prev', 'next', 'level:5', 'side:none']);
    const minimal = await drawn('minimal', solo);
    expect(labels(minimal.root)).to.deep.equal(['Take back']);
  });

  it('keeps the two-people mode on offer while it is the mode in force', async () => {
    const { root } = await drawn('full', { twoPeople: false }, 'both');
    expect(modeChoices(root)).to.deep.equal(['white', 'black', 'both', 'none']);
    expect(root.querySelectorAll('select')[1].value).to.equal('both');
  });

  it('keeps the rules of a game under way, and says how to change them', async () => {
    const rules = (root: HTMLElement): HTMLSelectElement => root.querySelectorAll('select')[2];
    const variants = ['a', 'b'];
    const fresh = await drawn('full', undefined, 'white', { ply: 0, length: 0, variants });
    expect(rules(fresh.root).disabled).to.equal(false);
    expect(rules(fresh.root).hasAttribute('title')).to.equal(false);
    rules(fresh.root).value = 'b';
    rules(fresh.root).dispatchEvent(new Event('change'));
    expect(fresh.calls).to.deep.equal(['rules:b']);
    // After a move the menu is shut: an arrow key on it would end the game. It tells the way out, to the eye and to screen readers.
    const underWay = await drawn('full', undefined, 'white', { variants });
    expect(rules(underWay.root).disabled).to.equal(true);
    expect(rules(underWay.root).title).to.equal('Start a new game to change the rules.');
    await expect(underWay.root).to.be.accessible();
    // A read-only board changes nothing, so it has nothing to explain.
    const readonly = await drawn('full', undefined, 'white', { variants, readonly: true });
    expect(rules(readonly.root).disabled).to.equal(true);
    expect(rules(readonly.root).hasAttribute('title')).to.equal(false);
  });
});
