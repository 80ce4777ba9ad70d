import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/kamisado-board/index.js';
import '../../src/elements/spock-board/index.js';
import '../../src/elements/thud-board/index.js';
import { createGame } from '../../src/engines/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import type { GameElement } from '../../src/ui/game-element.js';
import { expectWarned, reported } from './fixtures/report.js';

type AnyElement = GameElement<unknown, unknown, string>;

const part = (el: HTMLElement): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('[part=comment]')!;
/** The comment as shown: its text, '' while hidden. */
const shownComment = (el: HTMLElement): string => (part(el).hidden ? '' : part(el).textContent!.trim());
const announced = (el: HTMLElement): string => el.shadowRoot!.querySelector('.sr-only[role=status]')!.textContent!.trim();
/** Clicks a toolbar button and waits for the render. */
async function press(el: HTMLElement & { updateComplete: Promise<boolean> }, label: RegExp): Promise<void> {
  toolbarButton(el, label).click();
  await el.updateComplete;
}
function toolbarButton(el: HTMLElement, label: RegExp): HTMLButtonElement {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=toolbar] button')].find((b) => label.test(b.getAttribute('aria-label') ?? ''));
  if (!found) throw new Error(`no toolbar button ${label}`);
  return found;
}
/** The move-list buttons of the main line (`.moves > li:not(.side-line)`) or of the side lines. */
function moveButtons(el: HTMLElement, where: 'main' | 'side'): HTMLButtonElement[] {
  const sel = where === 'main' ? '.moves > li:not(.side-line) > button.move' : '.moves > li.side-line button.move';
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>(sel)];
}
const square = (el: HTMLElement, name: string): HTMLElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')].find((c) => c.getAttribute('aria-label')!.split(',')[0] === name)!;

describe('annotated replays: comments and side lines (issue 17)', () => {
  it('shows the comment of the ply on show in part=comment and announces it with the move (goTo, prev, next)', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="{from the start} 32-28 {the classic start} 17-21 37-32 21-26"></draughts-board>`);
    expect(el.ply).to.equal(4);
    expect(part(el).hidden).to.equal(true);
    expect(shownComment(el)).to.equal('');
    el.goTo(1);
    await el.updateComplete;
    expect(shownComment(el)).to.equal('the classic start');
    expect(announced(el)).to.equal('White: 32-28. the classic start');
    await press(el, /^Previous move$/);
    expect(el.ply).to.equal(0);
    expect(shownComment(el)).to.equal('from the start');
    expect(announced(el)).to.equal('from the start');
    await press(el, /^Next move$/);
    expect(shownComment(el)).to.equal('the classic start');
    expect(announced(el)).to.equal('White: 32-28. the classic start');
    await press(el, /^Next move$/);
    expect(el.ply).to.equal(2);
    expect(shownComment(el)).to.equal('');
  });

  it('draws a comment as text, never as markup', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 {<b>bold</b> &amp; <img src=x onerror=alert(1)>}"></draughts-board>`);
    expect(part(el).querySelector('b, img')).to.equal(null);
    expect(shownComment(el)).to.equal('<b>bold</b> & <img src=x onerror=alert(1)>');
  });

  it('a slotted <p slot="ply-2"> with a link shows at ply 2 only, and is read out', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 17-21 37-32">
      <p slot="ply-2">See <a href="#rules">the rules</a> first.</p>
    </draughts-board>`);
    const p = el.querySelector('p')!;
    expect(p.assignedSlot).to.equal(null);
    expect(part(el).hidden).to.equal(true);
    el.goTo(2);
    await el.updateComplete;
    expect(p.assignedSlot).to.not.equal(null);
    expect(part(el).hidden).to.equal(false);
    expect(p.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(announced(el)).to.equal('Black: 17-21. See the rules first.');
    el.goTo(1);
    await el.updateComplete;
    expect(p.assignedSlot).to.equal(null);
    expect(part(el).hidden).to.equal(true);
  });

  it('works for other games: Thud and Kamisado moves with comments', async () => {
    const cases: [string, string[], string, number, string][] = [
      ['<thud-board side="both" moves="f15-g14 {a dwarf steps} T g9-g10 {the troll answers}"></thud-board>', ['f15-g14', 'T g9-g10'], 'the troll answers', 1, 'a dwarf steps'],
      ['<kamisado-board side="both" moves="{the start} h1-g2 a8-a7 {second}"></kamisado-board>', ['h1-g2', 'a8-a7'], 'second', 0, 'the start'],
    ];
    for (const [markup, history, last, ply, earlier] of cases) {
      const el = await fixture<AnyElement>(markup);
      expect(el.history).to.deep.equal(history);
      expect(shownComment(el)).to.equal(last);
      el.goTo(ply);
      await el.updateComplete;
      expect(shownComment(el)).to.equal(earlier);
      expect(announced(el)).to.contain(earlier);
      expect(el.exportGame()).to.contain(`{${earlier}}`).and.contain(`{${last}}`);
    }
  });

  it('bad moves text keeps the last good game and fires game-error', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 {good} 17-21"></draughts-board>`);
    for (const bad of ['32-28 {never closed 17-21', '32-28 {a {nested} one}', '32-28 17-21 (18-23 28x19) 37-32', '32-28 (17-21']) {
      const r = await reported(async () => {
        el.moves = bad;
        await el.updateComplete;
      }, el);
      expect(r.details, bad).to.have.length(1);
      expectWarned(r, 'draughts-board');
      const [e] = r.details;
      expect(e.code, bad).to.equal(e.code === 'illegal-move' ? 'illegal-move' : 'bad-move');
      expect(e.message, bad).to.match(/moves attribute/);
      expect(el.history).to.deep.equal(['32-28', '17-21']);
      el.goTo(1);
      await el.updateComplete;
      expect(shownComment(el)).to.equal('good');
      el.goTo(2);
    }
  });

  it('shows side lines in the move list and steps into one, keeping the main line', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 17-21 (18-23 {sharp} 28-22 17x28) 37-32 21-26"></draughts-board>`);
    const side = el.shadowRoot!.querySelector('.moves > li.side-line')!;
    expect(side.textContent!.replace(/\s+/g, ' ').replace(/\( | \)/g, (m) => m.trim()).trim()).to.equal('(1… 18-23 2. 28-22 17x28)');
    expect(moveButtons(el, 'main').map((b) => b.textContent!.trim())).to.deep.equal(['32-28', '17-21', '37-32', '21-26']);
    moveButtons(el, 'side')[1].click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['32-28', '18-23', '28-22']);
    expect(square(el, '22').getAttribute('aria-label')).to.equal('22, white man, last move');
    expect(square(el, '23').getAttribute('aria-label')).to.equal('23, black man');
    expect(moveButtons(el, 'side')[1].getAttribute('aria-current')).to.equal('step');
    expect(moveButtons(el, 'main').some((b) => b.hasAttribute('aria-current'))).to.equal(false);
    // The toolbar steps along the side line.
    await press(el, /^Previous move$/);
    expect(shownComment(el)).to.equal('sharp');
    toolbarButton(el, /^Next move$/).click();
    toolbarButton(el, /^Next move$/).click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['32-28', '18-23', '28-22', '17x28']);
    // Back to the main line, which is whole.
    moveButtons(el, 'main')[3].click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['32-28', '17-21', '37-32', '21-26']);
    expect(moveButtons(el, 'main')[3].getAttribute('aria-current')).to.equal('step');
    // goTo with a path does the same from a page's script.
    el.goTo(2, [0]);
    await el.updateComplete;
    expect(el.history).to.deep.equal(['32-28', '18-23']);
    expect(el.exportGame().replace(/\s+/g, ' ')).to.contain('1. 32-28 17-21 (1... 18-23 {sharp} 2. 28-22 17x28) 2. 37-32');
  });

  it('is accessible with a comment and a side line on show', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" moves="32-28 {the classic start} 17-21 (18-23 28-22) 37-32">
      <p slot="ply-2">A <a href="#more">link</a>.</p>
    </draughts-board>`);
    el.goTo(1);
    await el.updateComplete;
    expect(shownComment(el)).to.equal('the classic start');
    await expect(el).to.be.accessible();
    el.goTo(2);
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  for (const [tag, name] of [['thud-board', 'thud'], ['kamisado-board', 'kamisado'], ['spock-board', 'spock']] as const) {
    it(`<${tag}> shows the side lines of its own record and steps into one`, async () => {
      // A record with a commented side line instead of the second ply, written by the engine.
      const g = createGame(name);
      const main: string[] = [];
      for (let i = 0; i < 3; i++) main.push(g.play(g.legalMoves()[0]));
      g.goTo(1);
      const side = [g.play(g.legalMoves()[1])];
      side.push(g.play(g.legalMoves()[0]));
      const writer = createGame(name);
      writer.playLine(main, {}, [{ at: 1, moves: side, comments: { 2: 'the other way' } }]);
      const record = writer.exportGame();
      expect(record).to.match(/\(.*the other way.*\)/s);
      const el = await fixture<AnyElement>(`<${tag} side="both" animation="0"></${tag}>`);
      el.importGame(record);
      await el.updateComplete;
      expect(el.history).to.deep.equal(main);
      expect(el.shadowRoot!.querySelectorAll('.moves > li.side-line')).to.have.length(1);
      expect(moveButtons(el, 'side').map((b) => b.textContent!.trim())).to.have.length(2);
      moveButtons(el, 'side')[1].click();
      await el.updateComplete;
      expect(el.history).to.deep.equal([main[0], ...side]);
      expect(moveButtons(el, 'side')[1].getAttribute('aria-current')).to.equal('step');
      // The comment after the side line's first move.
      moveButtons(el, 'side')[0].click();
      await el.updateComplete;
      expect(shownComment(el)).to.equal('the other way');
      // The record it writes keeps the side line.
      expect(el.exportGame()).to.equal(record);
      await expect(el).to.be.accessible();
    });
  }
});

