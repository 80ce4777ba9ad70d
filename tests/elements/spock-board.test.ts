import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/spock-board/index.js';
import type { GameErrorDetail, SpockBoard } from '../../src/elements/spock-board/index.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';
import { withoutAutoplayPause } from './fixtures/autoplay.js';

/** The square labelled `name` ("c3"). */
function square(el: SpockBoard, name: string): HTMLElement {
  const cells = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
  const found = cells.find((c) => c.getAttribute('aria-label')!.split(',')[0] === name);
  if (!found) throw new Error(`no square ${name}`);
  return found;
}
const label = (el: SpockBoard, name: string): string => square(el, name).getAttribute('aria-label')!;
async function click(el: SpockBoard, ...names: string[]): Promise<void> {
  for (const n of names) {
    square(el, n).click();
    await el.updateComplete;
  }
}
function centre(el: SpockBoard, name: string): [number, number] {
  const r = square(el, name).getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}
const statusText = (el: SpockBoard): string => el.shadowRoot!.querySelector('[part=status]')!.textContent!.replace(/\s+/g, ' ');
const button = (el: SpockBoard, text: RegExp): HTMLButtonElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=toolbar] button')].find((b) => text.test(b.textContent! + (b.title ?? '')))!;

/** Runs `f`, expecting one `game-error` with `code`; returns its message. */
async function expectError(el: SpockBoard, code: string, f: () => unknown): Promise<string> {
  const errors: GameErrorDetail[] = [];
  const on = (e: Event): void => void errors.push((e as CustomEvent<GameErrorDetail>).detail);
  el.addEventListener('game-error', on);
  const r = await reported(async () => {
    try {
      f();
    } catch {
      // play()/importGame() throw as well as report
    }
    await el.updateComplete;
  }, el);
  el.removeEventListener('game-error', on);
  expectWarned(r, 'spock-board');
  expect(errors.map((e) => e.code)).to.deep.equal([code]);
  expect(errors[0].message).to.match(/\S.*\.$/);
  return errors[0].message;
}

describe('<spock-board>', () => {
  it('draws the 5×5 start with five distinct, labelled pieces', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both"></spock-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(25);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell] [part~=piece]')).to.have.length(20);
    expect(label(el, 'c1')).to.equal('c1, blue Spock');
    expect(label(el, 'a5')).to.equal('a5, red paper');
    expect(label(el, 'b2')).to.equal('b2, blue rock');
    expect(statusText(el)).to.contain('Blue to move');
    // Kind by shape and letter, side by letter case: nothing depends on colour.
    const letter = (n: string): string => square(el, n).querySelector<HTMLElement>('.sp-letter')!.dataset.letter!;
    expect(['a1', 'b1', 'c1', 'a2'].map(letter)).to.deep.equal(['P', 'S', 'K', 'R']);
    expect(['a5', 'b5', 'c5', 'a4'].map(letter)).to.deep.equal(['p', 's', 'k', 'r']);
    const glyph = (n: string): string => square(el, n).querySelector('svg.piece')!.innerHTML.replace(/<foreignObject[\s\S]*<\/foreignObject>/, '');
    expect(new Set(['a1', 'b1', 'c1', 'a2'].map(glyph)).size).to.equal(4);
  });

  it('plays by real mouse clicks; a selected piece marks the enemy pieces it attacks', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="0" position="4k/r2s1/2L2/PS3/R2K1 b 0 0"></spock-board>`);
    await sendMouse({ type: 'click', position: centre(el, 'a1') });
    await el.updateComplete;
    // rules/spock.md §5 example 2: the Rock on a1 passes over b2 and c3 and attacks the Scissors on d4.
    expect(square(el, 'd4').classList.contains('attacked')).to.equal(true);
    expect(label(el, 'd4')).to.contain('legal target').and.contain('attacked');
    expect(label(el, 'a3')).to.contain('legal target').and.not.contain('attacked');
    expect(square(el, 'a4').classList.contains('attacked')).to.equal(false);
    await sendMouse({ type: 'click', position: centre(el, 'd4') });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['a1xd4']);
    expect(el.shadowRoot!.querySelectorAll('.attacked')).to.have.length(0);
  });

  it('plays a move by keyboard: arrows, Enter on the piece and on its target', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="0"></spock-board>`);
    square(el, 'a1').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.match(/^a3,/);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['a1-a3']);
    expect(statusText(el)).to.contain('Red to move');
  });

  it('animates a Spock leap: the target is sent back and reappears transformed on the origin', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="150" position="2k2/5/1p3/5/2K2 b 0 0"></spock-board>`);
    const moved = oneEvent(el, 'game-move');
    await click(el, 'c1', 'b3');
    expect((await moved).detail).to.include({ move: 'c1~b3', side: 'blue', position: '2k2/5/1K3/5/2K2 r 0 1' });
    // rules/spock.md §5 example 4: the red Paper became a second blue Spock on c1.
    expect(label(el, 'c1')).to.equal('c1, blue Spock, last move');
    expect(label(el, 'b3')).to.contain('blue Spock');
    expect(statusText(el)).to.contain('Leap: new blue Spock on c1');
    const live = el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
    expect(live, 'the live region says what the leap made').to.equal('Blue: c1~b3. Leap: new blue Spock on c1');
    const born = square(el, 'c1').querySelector<SVGElement>('.piece')!;
    expect(born.getAnimations().length, 'the new piece grows in').to.be.greaterThan(0);
    // The animator draws pieces a move takes off on its layer over the board, where they stood.
    const ghost = el.shadowRoot!.querySelector<HTMLElement>('.motion .ghost');
    expect(ghost, 'the red Paper fades out').to.not.equal(null);
    expect(ghost!.querySelector('.piece.side-red.kind-paper'), 'it is the red Paper').to.not.equal(null);
    expect(ghost!.getAnimations().length).to.be.greaterThan(0);
    // Red answers with its own leap; Blue then takes Red's last Spock.
    await click(el, 'c5', 'b3');
    expect(label(el, 'c5')).to.equal('c5, red rock, last move');
    const over = oneEvent(el, 'game-over');
    await click(el, 'c1', 'b3');
    expect((await over).detail.result).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(statusText(el)).to.contain('Blue wins: no Spock left');
  });

  it('shows the legend on demand (toolbar button and attribute)', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both"></spock-board>`);
    expect(el.shadowRoot!.querySelector('.legend')).to.equal(null);
    const toggle = button(el, /What beats what/);
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    expect(el.hasAttribute('legend')).to.equal(true);
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    const legend = el.shadowRoot!.querySelector('.legend')!;
    expect(legend.querySelectorAll('li')).to.have.length(5);
    expect(legend.querySelector('li .how')!.textContent!.replace(/\s+/g, ' ')).to.match(/one step any way; takes .*Scissors .*Lizard/);
    el.removeAttribute('legend');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.legend')).to.equal(null);
  });

  it('two people may agree a draw', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" moves="a1-a3"></spock-board>`);
    const over = oneEvent(el, 'game-over');
    button(el, /Agree a draw/).click();
    expect((await over).detail.result).to.deep.equal({ winner: null, reason: 'agreement' });
  });

  it('the computer replies through the default worker client', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="blue" level="1" animation="0"></spock-board>`);
    await click(el, 'a2', 'a3');
    const reply = await oneEvent(el, 'game-move');
    expect(reply.detail.side).to.equal('red');
    expect(el.history).to.have.length(2);
    expect(el.turn).to.equal('blue');
  });

  it('plays computer against computer to the end of a game', async function () {
    this.timeout(30_000);
    const el = await fixture<SpockBoard>(
      html`<spock-board side="none" level="1" animation="0" position="1sk2/1r1r1/5/1R1R1/2KS1 b 0 0"></spock-board>`,
    );
    const over = await withoutAutoplayPause(() => oneEvent(el, 'game-over'));
    expect(over.detail.result.reason).to.be.oneOf(['no-spock', 'no-moves', 'repetition', 'clock', 'ply-cap']);
    expect(el.result).to.deep.equal(over.detail.result);
    expect(el.history.length).to.be.greaterThan(2);
    await aTimeout(600);
    expect(el.thinking).to.equal(false);
  });

  it('undo, redo, export and import', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="0" moves="a1-a3 b4-b3 c1~a2"></spock-board>`);
    expect(el.history).to.deep.equal(['a1-a3', 'b4-b3', 'c1~a2']);
    el.undo();
    expect(el.history).to.have.length(2);
    el.redo();
    expect(el.position).to.equal('psksp/r1rrr/Pr3/KRRRR/1SSSP r 3 3');
    const record = el.exportGame();
    expect(record).to.contain('[Game "spock"]').and.contain('1. a1-a3 b4-b3 2. c1~a2 *');
    const other = await fixture<SpockBoard>(html`<spock-board side="both"></spock-board>`);
    other.importGame(record);
    expect(other.history).to.deep.equal(el.history);
    expect(other.position).to.equal(el.position);
  });

  it('keeps the game in progress under its persist key', async () => {
    localStorage.removeItem('spock-test-persist');
    const el = await fixture<SpockBoard>(html`<spock-board side="both" persist="spock-test-persist"></spock-board>`);
    el.play('c1~a2');
    el.remove();
    const again = await fixture<SpockBoard>(html`<spock-board side="both" persist="spock-test-persist"></spock-board>`);
    expect(again.history).to.deep.equal(['c1~a2']);
    localStorage.removeItem('spock-test-persist');
  });

  it('changes attributes at runtime: orientation, side, level, lang, position, readonly', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="0"></spock-board>`);
    const first = (): string => el.shadowRoot!.querySelector('[role=gridcell]')!.getAttribute('aria-label')!;
    expect(first()).to.match(/^a5,/);
    el.setAttribute('orientation', 'red');
    await el.updateComplete;
    expect(first()).to.match(/^e1,/);
    el.setAttribute('side', 'red');
    el.setAttribute('level', '5');
    await el.updateComplete;
    expect(statusText(el)).to.contain('Level 5');
    el.stop();
    el.setAttribute('lang', 'ru');
    await el.updateComplete;
    expect(label(el, 'c1')).to.equal('c1, синий Спок');
    el.setAttribute('lang', 'en');
    el.setAttribute('side', 'both');
    el.setAttribute('position', '2k2/5/5/2L2/K4 b 0 0');
    await el.updateComplete;
    expect(el.legalMoves()).to.have.length(15);
    el.setAttribute('readonly', '');
    await el.updateComplete;
    await click(el, 'c2');
    expect(square(el, 'c2').getAttribute('aria-selected')).to.equal(null);
    expect(statusText(el)).to.match(/diagram/i);
  });

  it('refuses bad input of every kind with a game-error, keeping the game', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" animation="0" moves="a1-a3"></spock-board>`);
    const keep = el.position;
    await expectError(el, 'illegal-move', () => el.play('a3-a5'));
    await expectError(el, 'bad-move', () => el.play('hello'));
    await expectError(el, 'bad-position', () => el.setAttribute('position', 'psksp/rrrrr/6/RRRRR/PSKSP b 0 0'));
    expect(el.position).to.equal(keep);
    await expectError(el, 'bad-level', () => el.setAttribute('level', '9'));
    expect(el.level).to.equal(3);
    await expectError(el, 'bad-option', () => el.setAttribute('side', 'green'));
    expect(el.side).to.equal('both');
    await expectError(el, 'bad-option', () => el.setAttribute('orientation', 'green'));
    await expectError(el, 'bad-record', () => el.importGame('[Game "chess"]\n\n1. e4 *'));
    await expectError(el, 'bad-record', () => el.importGame('1. a1-a3 a5-a3 2. a3-a5 *'));
    expect(el.history).to.deep.equal(['a1-a3']);
    expect(statusText(el)).to.contain('Red to move');
  });

  it('is accessible, with a piece selected and the legend open', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board side="both" legend></spock-board>`);
    await expect(el).to.be.accessible();
    await click(el, 'a1');
    await expect(el).to.be.accessible();
  });
});
