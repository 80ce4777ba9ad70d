import { expect, fixture, html } from '@open-wc/testing';
import type { ArrowChord } from '../../src/ui/arrow-chords.js';
import type { DirectionPad } from '../../src/ui/input-controller.js';
import { InputHost } from './fixtures/board-host.js';
import { toy } from './fixtures/toy-game.js';

/** Cell index of a square of the toy game's 5×5 board. */
const cell = (name: string): number => (5 - Number(name.slice(1))) * 5 + (name.charCodeAt(0) - 97);
const square = (el: InputHost, name: string): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${cell(name)}"]`)!;

/** Fires a key event (bubbling out of the shadow root, as a real one does); returns it. */
function press(target: EventTarget, type: 'keydown' | 'keyup', key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const code = init.code ?? (key.startsWith('Arrow') || key === 'Enter' || key === 'Escape' || key === 'Shift' ? key : key === ' ' ? 'Space' : `Key${key.toUpperCase()}`);
  const e = new KeyboardEvent(type, { key, code, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e;
}
/** A key pressed and released. */
function tap(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const down = press(target, 'keydown', key, init);
  press(target, 'keyup', key, init);
  return down;
}

/** A pointer event of `pointerType` on a square. */
function point(target: EventTarget, type: string, pointerType: string): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType, pointerId: 3, isPrimary: true }));
}

/** A direction pad that writes down what it is told. */
function recordingPad(): DirectionPad & { log: string[]; chords: ArrowChord[] } {
  const log: string[] = [];
  const chords: ArrowChord[] = [];
  return {
    log,
    chords,
    chord: (c) => chords.push(c),
    keys: {
      KeyQ: () => log.push('Q'),
      Numpad7: () => log.push('Numpad7'),
    },
    escape: () => {
      log.push('escape');
      return true;
    },
    cell: (c) => log.push(`cell ${c}`),
  };
}
const chord = (...parts: (keyof ArrowChord)[]): ArrowChord => ({
  up: parts.includes('up'),
  down: parts.includes('down'),
  left: parts.includes('left'),
  right: parts.includes('right'),
});

async function padHost(pad: DirectionPad): Promise<InputHost> {
  return fixture<InputHost>(html`<test-input-host .pad=${pad}></test-input-host>`);
}

describe('ui/InputController: the direction pad', () => {
  it('makes a chord of two arrows held together, played when the last is released', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    const down = press(el, 'keydown', 'ArrowUp');
    expect(down.defaultPrevented).to.equal(true);
    press(el, 'keydown', 'ArrowLeft');
    press(el, 'keyup', 'ArrowUp');
    expect(pad.chords).to.deep.equal([]);
    press(el, 'keyup', 'ArrowLeft');
    expect(pad.chords).to.deep.equal([chord('up', 'left')]);
    tap(el, 'ArrowDown');
    expect(pad.chords).to.deep.equal([chord('up', 'left'), chord('down')]);
  });

  it('with Shift held, makes a chord of arrows pressed one after the other, played when Shift is released', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    press(el, 'keydown', 'Shift', { shiftKey: true });
    tap(el, 'ArrowDown', { shiftKey: true });
    tap(el, 'ArrowRight', { shiftKey: true });
    expect(pad.chords).to.deep.equal([]);
    press(el, 'keyup', 'Shift');
    expect(pad.chords).to.deep.equal([chord('down', 'right')]);
  });

  it('runs the pad’s commands by key code, once per press (not on auto-repeat)', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    // By code, so an AZERTY "a" on the Q key is still Q.
    const q = press(el, 'keydown', 'a', { code: 'KeyQ' });
    expect(q.defaultPrevented).to.equal(true);
    press(el, 'keydown', 'a', { code: 'KeyQ', repeat: true });
    press(el, 'keydown', '7', { code: 'Numpad7' });
    const other = press(el, 'keydown', 'k', { code: 'KeyK' });
    expect(other.defaultPrevented).to.equal(false);
    expect(pad.log).to.deep.equal(['Q', 'Numpad7']);
  });

  it('gives Enter or Space on a square to the pad’s cell, unless a command has that key; Escape to its escape', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    press(square(el, 'c3'), 'keydown', 'Enter');
    press(square(el, 'b2'), 'keydown', ' ');
    // Enter on a button is the button's; on the host itself, no square's.
    press(el.shadowRoot!.querySelector('button')!, 'keydown', 'Enter');
    press(el, 'keydown', 'Enter');
    const esc = press(el, 'keydown', 'Escape');
    expect(esc.defaultPrevented).to.equal(true);
    expect(pad.log).to.deep.equal([`cell ${cell('c3')}`, `cell ${cell('b2')}`, 'escape']);
    const withSpace = recordingPad();
    (withSpace.keys as Record<string, () => void>).Space = () => withSpace.log.push('Space command');
    const el2 = await padHost(withSpace);
    press(square(el2, 'b2'), 'keydown', ' ');
    expect(withSpace.log).to.deep.equal(['Space command']);
    // A click on a square is the pad's too.
    square(el2, 'd4').click();
    expect(withSpace.log).to.deep.equal(['Space command', `cell ${cell('d4')}`]);
  });

  it('does nothing while input is off, and forgets a chord begun before', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    press(el, 'keydown', 'ArrowUp');
    el.enabled = false;
    press(el, 'keyup', 'ArrowUp');
    tap(el, 'ArrowLeft');
    tap(el, 'q', { code: 'KeyQ' });
    press(square(el, 'c3'), 'keydown', 'Enter');
    press(el, 'keydown', 'Escape');
    square(el, 'c3').click();
    expect(pad.chords).to.deep.equal([]);
    expect(pad.log).to.deep.equal([]);
    el.enabled = true;
    tap(el, 'ArrowRight');
    expect(pad.chords).to.deep.equal([chord('right')]);
  });

  it('ignores keys typed into a form field, and browser shortcuts', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    const field = el.shadowRoot!.querySelector('input')!;
    const typed = press(field, 'keydown', 'q', { code: 'KeyQ' });
    press(field, 'keydown', 'ArrowLeft');
    press(field, 'keyup', 'ArrowLeft');
    press(field, 'keydown', 'Escape');
    tap(el, 'q', { code: 'KeyQ', ctrlKey: true });
    tap(el, 'ArrowUp', { altKey: true });
    expect(typed.defaultPrevented).to.equal(false);
    expect(pad.chords).to.deep.equal([]);
    expect(pad.log).to.deep.equal([]);
  });

  it('forgets a chord in progress when the focus leaves', async () => {
    const pad = recordingPad();
    const el = await padHost(pad);
    press(el, 'keydown', 'ArrowUp');
    el.dispatchEvent(new FocusEvent('focusout'));
    press(el, 'keydown', 'ArrowLeft');
    press(el, 'keyup', 'ArrowLeft');
    press(el, 'keyup', 'ArrowUp');
    expect(pad.chords).to.deep.equal([chord('left')]);
  });
});

describe('ui/InputController: piece entry', () => {
  it('handles events that come before its handlers have loaded once they have, in order', async () => {
    const el = document.createElement('test-input-host') as InputHost;
    document.body.append(el);
    try {
      el.setPosition();
      // Drawn, but not awaited: what turns events into moves has not loaded for this host yet.
      await new Promise((r) => requestAnimationFrame(r));
      square(el, 'a1').click();
      square(el, 'a2').click();
      expect(el.played, 'played before the handlers loaded').to.have.length(0);
      await el.input.load();
      // The held events' turns come in the microtasks after the load: all are done by the next task.
      await new Promise((r) => setTimeout(r));
      expect(el.played.map((p) => [toy.formatMove(toy.setup(), p.move), p.source])).to.deep.equal([['a1-a2', 'click']]);
    } finally {
      el.remove();
    }
  });

  it('plays a legal move by clicks, and by keys on the focused square', async () => {
    const el = await fixture<InputHost>(html`<test-input-host></test-input-host>`);
    el.setPosition();
    square(el, 'a1').click();
    expect(el.input.entry.entered).to.deep.equal([cell('a1')]);
    square(el, 'a2').click();
    expect(el.played.map((p) => [toy.formatMove(toy.setup(), p.move), p.source])).to.deep.equal([['a1-a2', 'click']]);
    el.input.focusCell = cell('b1');
    press(square(el, 'b1'), 'keydown', 'Enter');
    press(square(el, 'b1'), 'keydown', 'ArrowUp');
    expect(el.input.focusCell).to.equal(cell('b2'));
    press(square(el, 'b2'), 'keydown', 'Enter');
    expect(el.played.map((p) => [toy.formatMove(toy.setup(), p.move), p.source])).to.deep.equal([
      ['a1-a2', 'click'],
      ['b1-b2', 'keyboard'],
    ]);
    el.enabled = false;
    square(el, 'c1').click();
    square(el, 'c2').click();
    expect(el.played).to.have.length(2);
  });

  it('points at the square under a mouse or pen, not under a touch', async () => {
    const el = await fixture<InputHost>(html`<test-input-host></test-input-host>`);
    el.setPosition();
    expect(el.input.pointed).to.equal(-1);
    point(square(el, 'c3'), 'pointermove', 'mouse');
    expect(el.input.pointed).to.equal(cell('c3'));
    point(square(el, 'd4'), 'pointermove', 'pen');
    expect(el.input.pointed).to.equal(cell('d4'));
    point(square(el, 'b2'), 'pointermove', 'touch');
    expect(el.input.pointed).to.equal(cell('d4'));
    point(el.shadowRoot!.querySelector('.board')!, 'pointerleave', 'mouse');
    expect(el.input.pointed).to.equal(-1);
  });

  it('a touch tap the game wants previewed only points at the square; a second tap plays', async () => {
    const el = await fixture<InputHost>(html`<test-input-host></test-input-host>`);
    el.setPosition();
    el.previewCells = new Set([cell('a2')]);
    point(square(el, 'a1'), 'click', 'touch');
    expect(el.input.entry.entered).to.deep.equal([cell('a1')]);
    point(square(el, 'a2'), 'click', 'touch');
    expect(el.played).to.have.length(0);
    expect(el.input.pointed).to.equal(cell('a2'));
    expect(el.input.entry.entered).to.deep.equal([cell('a1')]);
    point(square(el, 'a2'), 'click', 'touch');
    expect(el.played.map((p) => toy.formatMove(toy.setup(), p.move))).to.deep.equal(['a1-a2']);
    // A mouse click needs no preview: hover already showed it.
    el.setPosition();
    point(square(el, 'a1'), 'click', 'mouse');
    point(square(el, 'a2'), 'click', 'mouse');
    expect(el.played).to.have.length(2);
  });

  it('a touch tap on a square where it would do nothing goes to the nearest square where it would, within reach (issue 14)', async () => {
    const el = await fixture<InputHost>(html`<test-input-host></test-input-host>`);
    el.setPosition();
    const tapAt = (target: HTMLElement, fx: number, fy: number): void => {
      const r = target.getBoundingClientRect();
      const at = { clientX: r.left + r.width * fx, clientY: r.top + r.height * fy };
      target.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch', pointerId: 3, isPrimary: true, ...at }));
    };
    // The middle of an empty square with no piece next to it: nothing happens.
    tapAt(square(el, 'c3'), 0.5, 0.5);
    expect(el.input.entry.entered).to.deep.equal([]);
    // The lower edge of empty a2, just above the man on a1: the man is picked up.
    tapAt(square(el, 'a2'), 0.5, 0.97);
    expect(el.input.entry.entered).to.deep.equal([cell('a1')]);
    // A tap just beside its target (a2, on the edge of b2, where no move goes) plays the move.
    tapAt(square(el, 'b3'), 0.05, 0.95);
    expect(el.played.map((p) => toy.formatMove(toy.setup(), p.move))).to.deep.equal(['a1-a2']);
  });
});
