import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/draughts-board/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import { games } from '../../src/engines/registry.js';
import { withoutAutoplayPause } from './fixtures/autoplay.js';

/** The square labelled `name` ("32", "c3"). */
function square(el: DraughtsBoard, name: string): HTMLElement {
  const cells = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
  const found = cells.find((c) => c.getAttribute('aria-label')!.split(',')[0] === name);
  if (!found) throw new Error(`no square ${name}`);
  return found;
}
async function click(el: DraughtsBoard, ...names: string[]): Promise<void> {
  for (const n of names) {
    square(el, n).click();
    await el.updateComplete;
  }
}
/** The centre of a square in viewport pixels, for real mouse input. */
function centre(el: DraughtsBoard, name: string): [number, number] {
  const r = square(el, name).getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}
function toolbarButton(el: DraughtsBoard, label: RegExp): HTMLButtonElement {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=toolbar] button')].find((b) =>
    label.test(`${b.getAttribute('aria-label') ?? ''} ${b.textContent ?? ''}`),
  );
  if (!found) throw new Error(`no toolbar button ${label}`);
  return found;
}
const statusText = (el: DraughtsBoard): string => el.shadowRoot!.querySelector('[part=status]')!.textContent!.replace(/\s+/g, ' ');

describe('<draughts-board>', () => {
  it('renders international draughts on 10×10 with field numbers', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    expect(el.variant).to.equal('international');
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(100);
    expect(el.shadowRoot!.querySelectorAll('[part~=piece]')).to.have.length(40);
    expect(square(el, '32').getAttribute('aria-label')).to.equal('32, white man');
    expect(square(el, '32').dataset.field).to.equal('32');
    expect(statusText(el)).to.contain('International draughts').and.contain('White to move');
  });

  it('plays 32-28 by clicks', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    const moved = oneEvent(el, 'game-move');
    await click(el, '32', '28');
    expect((await moved).detail).to.include({ move: '32-28', ply: 1, side: 'white' });
    expect(el.history).to.deep.equal(['32-28']);
  });

  it('plays c3-d4 in Russian draughts, with algebraic coordinates', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both" lang="ru"></draughts-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(64);
    expect(square(el, 'a1').dataset.file).to.equal('a');
    expect(square(el, 'c3').getAttribute('aria-label')).to.equal('c3, белая шашка');
    expect(statusText(el)).to.contain('Русские шашки').and.contain('Ход: Белые');
    await click(el, 'c3', 'd4');
    expect(el.history).to.deep.equal(['c3-d4']);
  });

  it('the computer answers through the default AI client', async () => {
    // The worker finds games through the engines registry.
    expect(games.draughts).to.exist;
    const el = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="white" level="1"></draughts-board>`);
    await click(el, 'c3', 'd4');
    const reply = await oneEvent(el, 'game-move');
    expect(reply.detail.side).to.equal('black');
    expect(el.history).to.have.length(2);
  });

  it('two players may agree a draw', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 19-23"></draughts-board>`);
    const over = oneEvent(el, 'game-over');
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=toolbar] button')].find((b) => b.textContent!.includes('draw'))!.click();
    expect((await over).detail.result).to.deep.equal({ winner: null, reason: 'agreement' });
  });

  it('is accessible', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    await expect(el).to.be.accessible();
    await click(el, '32');
    await expect(el).to.be.accessible();
  });

  describe('the contract, in draughts', () => {
    it('plays by real mouse clicks and by a real drag', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" animation="0"></draughts-board>`);
      await sendMouse({ type: 'click', position: centre(el, '32') });
      await el.updateComplete;
      expect(square(el, '28').getAttribute('aria-label')).to.contain('legal target');
      await sendMouse({ type: 'click', position: centre(el, '28') });
      await el.updateComplete;
      expect(el.history).to.deep.equal(['32-28']);
      const [fx, fy] = centre(el, '19');
      const [tx, ty] = centre(el, '23');
      await sendMouse({ type: 'move', position: [fx, fy] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round((fx + tx) / 2), Math.round((fy + ty) / 2)] });
      await sendMouse({ type: 'move', position: [tx, ty] });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
      expect(el.history).to.deep.equal(['32-28', '19-23']);
    });

    it('plays a whole move by keyboard: arrows, then Enter on the piece and on its target', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" animation="0"></draughts-board>`);
      square(el, '32').focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowRight' });
      expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.match(/^28,/);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.history).to.deep.equal(['32-28']);
    });

    it('enters a multi-capture square by square; Escape takes back a square; the final square alone is enough', async () => {
      const el = await fixture<DraughtsBoard>(
        html`<draughts-board variant="russian" side="both" animation="0" position="W:Wc3:Bd4,f6,d6"></draughts-board>`,
      );
      // After c3:e5 the capture may go on over f6 or over d6: the entry waits for the next square.
      await click(el, 'c3', 'e5');
      expect(el.history).to.deep.equal([], 'the capture goes on');
      expect(statusText(el)).to.contain('c3').and.contain('e5');
      square(el, 'e5').focus();
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(statusText(el)).to.not.contain('e5');
      await click(el, 'g7');
      expect(el.history).to.deep.equal(['c3:g7']);
      expect(el.position).to.equal('B:W8:B10', 'the man is on g7 (8); d4 and f6 are gone, d6 (10) stays');
    });

    it('the computer replies through the worker; stop() interrupts it and computerMove() makes it move now', async () => {
      // A position the opening book does not hold: from the start the book answers at once, often before the
      // element is ready, and there would be no thinking to stop.
      const el = await fixture<DraughtsBoard>(
        html`<draughts-board side="black" level="7" animation="0" position="W:W31,32,33,34,35,36,37,38:B11,12,13,14,15,16,17,18"></draughts-board>`,
      );
      await waitUntil(() => el.thinking, 'the computer starts thinking as White');
      el.stop();
      await waitUntil(() => !el.thinking, 'stop() ends the thinking', { timeout: 500 });
      await aTimeout(300);
      expect(el.history).to.deep.equal([], 'a stopped computer plays nothing');
      const moved = oneEvent(el, 'game-move');
      el.computerMove();
      await waitUntil(() => el.thinking);
      el.computerMove(); // "move now" while thinking
      expect((await moved).detail.side).to.equal('white');
    });

    it('undo, redo, prev/next and a replayed game from the moves attribute', async () => {
      const el = await fixture<DraughtsBoard>(
        html`<draughts-board side="both" animation="0" moves="32-28 19-23 28x19 14x23"></draughts-board>`,
      );
      expect(el.history).to.deep.equal(['32-28', '19-23', '28x19', '14x23']);
      el.undo();
      expect(el.history).to.have.length(3);
      el.redo();
      expect(el.history).to.have.length(4);
      el.goTo(0);
      await el.updateComplete;
      expect(el.position).to.equal('W:W31-50:B1-20');
      toolbarButton(el, /next/i).click();
      await el.updateComplete;
      expect(el.history).to.deep.equal(['32-28']);
      toolbarButton(el, /prev/i).click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      // Playing another move from an earlier point replaces the rest of the line.
      await click(el, '33', '29');
      expect(el.history).to.deep.equal(['33-29']);
      expect(el.redo()).to.equal(false);
    });

    it('exports PDN and imports it again, FEN set-up included', async () => {
      const el = await fixture<DraughtsBoard>(
        html`<draughts-board variant="russian" side="both" position="W:Wc3,e3:Bd6,f6" moves="c3-d4 f6-g5"></draughts-board>`,
      );
      const pdn = el.exportGame();
      expect(pdn).to.contain('[GameType "25"]').and.contain('[SetUp "1"]').and.contain('[FEN "');
      const other = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
      other.importGame(pdn);
      expect(other.variant).to.equal('russian');
      expect(other.history).to.deep.equal(['c3-d4', 'f6-g5']);
      expect(other.position).to.equal(el.position);
    });

    it('attributes change at runtime: variant, level, orientation, readonly', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
      el.play('32-28');
      el.setAttribute('variant', 'brazilian');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(64);
      expect(el.history).to.deep.equal([]);
      expect(statusText(el)).to.contain('Brazilian draughts');
      const firstLabel = () => el.shadowRoot!.querySelector('[role=gridcell][aria-label]')!.getAttribute('aria-label')!;
      const before = firstLabel();
      el.setAttribute('orientation', 'black');
      await el.updateComplete;
      expect(firstLabel()).to.not.equal(before);
      el.setAttribute('level', '6');
      await el.updateComplete;
      expect(el.level).to.equal(6);
      el.setAttribute('readonly', '');
      await el.updateComplete;
      await click(el, 'c3', 'd4');
      expect(el.history).to.deep.equal([], 'a diagram takes no input');
    });

    it('bad input of every kind: game-error with a code, the last good state kept', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28"></draughts-board>`);
      const warn = console.warn;
      console.warn = () => {};
      try {
        const cases: [string, () => unknown][] = [
          ['unknown-variant', () => el.setAttribute('variant', 'checkers')],
          ['bad-position', () => el.setAttribute('position', 'W:W99:B1')],
          ['bad-level', () => el.setAttribute('level', '9')],
          ['illegal-move', () => el.play('28-22')],
          ['bad-move', () => el.play('hello')],
          ['bad-record', () => el.importGame('[GameType "20"]\n1. 32-28 99-98 *')],
        ];
        for (const [code, act] of cases) {
          const error = oneEvent(el, 'game-error');
          try {
            act();
          } catch {
            // play() and importGame() also throw; the event is what the page sees
          }
          const detail = (await error).detail;
          expect(detail.code, code).to.equal(code);
          expect(detail.message).to.match(/\.$/);
          await el.updateComplete;
          expect(el.history, code).to.deep.equal(['32-28']);
          expect(el.variant).to.equal('international');
        }
        expect(el.level).to.not.equal(9);
      } finally {
        console.warn = warn;
      }
    });

    it('the computer accepts a draw in a dead-level position and declines when it is winning', async () => {
      const level = await fixture<DraughtsBoard>(
        html`<draughts-board variant="russian" side="white" level="2" position="W:WKc1:BKf8" moves="c1-d2 f8-e7"></draughts-board>`,
      );
      const over = oneEvent(level, 'game-over');
      toolbarButton(level, /draw/i).click();
      expect((await over).detail.result).to.deep.equal({ winner: null, reason: 'agreement' });

      const losing = await fixture<DraughtsBoard>(
        html`<draughts-board variant="russian" side="white" level="2" position="W:Wa1:BKf8,Kd8,Kb8" moves="a1-b2 d8-e7"></draughts-board>`,
      );
      toolbarButton(losing, /draw/i).click();
      await waitUntil(() => statusText(losing).includes('declines'), 'the computer declines', { timeout: 10_000 });
      expect(losing.result).to.equal(null);
    });

    it('after Take back, replaying the same move wakes the computer (issue 14)', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="white" level="1" animation="0"></draughts-board>`);
      el.play('32-28');
      await waitUntil(() => el.history.length === 2 && !el.thinking, 'the computer replies', { timeout: 10_000 });
      const second = el.legalMoves()[0];
      el.play(second);
      await waitUntil(() => el.history.length === 4 && !el.thinking, 'the computer replies again', { timeout: 10_000 });
      toolbarButton(el, /^Take back /).click();
      await el.updateComplete;
      expect(el.ply).to.equal(2);
      el.play(second);
      await waitUntil(() => el.ply === 4 && el.turn === 'white' && !el.thinking, 'the computer answers the replayed move', { timeout: 10_000 });
      expect(el.history[2]).to.equal(second);
    });

    it('the computer declines a draw in the opening (issue 14)', async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="white" level="2" moves="32-28 19-23"></draughts-board>`);
      toolbarButton(el, /draw/i).click();
      await waitUntil(() => statusText(el).includes('declines'), 'the computer declines', { timeout: 10_000 });
      expect(el.result).to.equal(null);
    });

    it('side="none": the computer plays itself to the end', () =>
      withoutAutoplayPause(async () => {
        const el = await fixture<DraughtsBoard>(
          html`<draughts-board variant="russian" side="none" level="1" animation="0" position="W:Wa1,c1,e1:Bf8,h8"></draughts-board>`,
        );
        await waitUntil(() => el.result !== null, 'the game ends', { timeout: 50_000, interval: 50 });
        expect(el.history.length).to.be.greaterThan(2);
      }));
  });
});
