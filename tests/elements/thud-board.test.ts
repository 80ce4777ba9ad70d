import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/thud-board/index.js';
import type { ThudBoard } from '../../src/elements/thud-board/index.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';
import { withoutAutoplayPause } from './fixtures/autoplay.js';

// Positions of rules/thud.md §9 (built with tests/games/thud/helpers.ts).
const HURL = '5/7/9/11/13/15/15/4T2X7/15/15/3d9/2d8/1d7/7/5 d 0 0'; // dwarfs e3 e4 e5, troll e8
const TROLLS = '5/7/9/1T9/2T10/1d1T11/2d12/7X7/15/2d1d10/13/11/9/7/5 t 0 0'; // trolls d10 d11 d12; dwarfs b10 c9 c6 e6
const TROLLS_E8 = '5/7/9/1T9/2T10/1d1T11/2d12/4d2X7/15/2d1d10/13/11/9/7/5 t 0 0';
const CHAIN = '5/7/1T7/2d8/13/4dd9/15/7R7/15/15/13/11/9/7/5 t 0 0 8'; // KV: troll e13; dwarfs e12 e10 f10
/** Koom Valley: the Rock on h13 with dwarfs g12 i12, trolls far away: the dwarfs win in two Rock moves. */
const ROCK_HOME = '5/7/4R4/4d1d4/13/15/15/15/15/15/13/11/9/T5T/5 d 0 0 13';

function square(el: ThudBoard, name: string): HTMLElement {
  const cells = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')];
  const found = cells.find((c) => c.getAttribute('aria-label')?.split(',')[0] === name);
  if (!found) throw new Error(`no square ${name}`);
  return found;
}
async function click(el: ThudBoard, ...names: string[]): Promise<void> {
  for (const n of names) {
    square(el, n).click();
    await el.updateComplete;
  }
}
/** A real mouse click in the middle of a square. */
async function mouseClick(el: ThudBoard, name: string): Promise<void> {
  const r = square(el, name).getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await el.updateComplete;
}
/** Moves a (synthetic) mouse pointer over a square: what previews use. */
async function hover(el: ThudBoard, name: string): Promise<void> {
  square(el, name).dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, pointerType: 'mouse' }));
  await el.updateComplete;
}
const statusText = (el: ThudBoard): string => el.shadowRoot!.querySelector('[part=status]')!.textContent!.replace(/\s+/g, ' ');
const overlay = (el: ThudBoard): Element => el.shadowRoot!.querySelector('[part=overlay]')!;
function toolbarButton(el: ThudBoard, text: string): HTMLButtonElement {
  const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=toolbar] button')].find((x) => x.textContent!.includes(text));
  if (!b) throw new Error(`no button ${text}`);
  return b;
}
async function errorOf(el: ThudBoard, act: () => unknown): Promise<string> {
  const ev = oneEvent(el, 'game-error');
  const r = await reported(async () => {
    try {
      act();
    } catch {
      // play() and importGame() also throw
    }
    await ev;
  }, el);
  expectWarned(r, 'thud-board');
  return (await ev).detail.code;
}

describe('<thud-board>', () => {
  it('draws the classic octagon: cut corners, 32 dwarfs, 8 trolls and the Thudstone', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both"></thud-board>`);
    expect(el.variant).to.equal('classic');
    const drawn = el.shadowRoot!.querySelectorAll('[role=gridcell]:not(.cut)');
    expect(drawn).to.have.length(165);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-dwarf')).to.have.length(32);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-troll')).to.have.length(8);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-thudstone')).to.have.length(1);
    expect(square(el, 'h8').getAttribute('aria-label')).to.equal('h8, the Thudstone');
    expect(square(el, 'f1').getAttribute('aria-label')).to.equal('f1, dwarf');
    expect(overlay(el).querySelector('.outline')).to.exist;
    expect(statusText(el)).to.contain('Classic Thud').and.contain('Dwarfs to move').and.contain('Dwarfs 32 · Trolls 32');
  });

  it('plays a hurl with the real mouse, previewing the line and the troll taken', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${HURL} animation="0"></thud-board>`);
    await mouseClick(el, 'e5');
    await hover(el, 'e8');
    expect(overlay(el).querySelector('.push'), 'the dwarf line behind').to.exist;
    expect(overlay(el).querySelectorAll('.victim')).to.have.length(1);
    expect(el.history).to.deep.equal([]);
    const moved = oneEvent(el, 'game-move');
    await mouseClick(el, 'e8');
    expect((await moved).detail).to.include({ move: 'e5xe8', side: 'dwarfs' });
    expect(el.result).to.include({ winner: 'dwarfs' });
  });

  it('on touch, a first tap on a capturing target previews the move and a second tap plays it', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${TROLLS}></thud-board>`);
    const tap = async (name: string): Promise<void> => {
      square(el, name).dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerType: 'touch' }));
      await el.updateComplete;
    };
    await tap('d10');
    await tap('d7');
    expect(el.history, 'the first tap only previews').to.deep.equal([]);
    expect(overlay(el).querySelectorAll('.victim')).to.have.length(2);
    await tap('d7');
    expect(el.history).to.deep.equal(['T d10-d7xc6,e6']);
    // A quiet step needs no preview: one tap plays it.
    await tap('c9');
    await tap('c10');
    expect(el.history).to.deep.equal(['T d10-d7xc6,e6', 'c9-c10']);
  });

  it('plays a shove: the dwarfs about to go are marked before the click', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${TROLLS}></thud-board>`);
    await click(el, 'd10');
    await hover(el, 'd7');
    expect(overlay(el).querySelectorAll('.victim')).to.have.length(2);
    expect(overlay(el).querySelector('.push')).to.exist;
    await click(el, 'd7');
    expect(el.history).to.deep.equal(['T d10-d7xc6,e6']);
    expect(statusText(el)).to.contain('Dwarfs 2 · Trolls 12');
  });

  it('troll-capture="all": a step stops for the choice, a marked dwarf takes them all, the troll again steps quietly', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${TROLLS}></thud-board>`);
    await click(el, 'd10', 'c10');
    expect(el.history).to.deep.equal([]);
    expect(statusText(el)).to.contain('press Enter to stop here').and.contain('take all the marked dwarfs');
    expect(overlay(el).querySelectorAll('.choice')).to.have.length(2);
    await click(el, 'c9');
    expect(el.history).to.deep.equal(['T d10-c10xb10,c9']);
    el.undo();
    await el.updateComplete;
    await click(el, 'd10', 'c10', 'c10');
    expect(el.history).to.deep.equal(['T d10-c10']);
  });

  it('troll-capture="one": the dwarf clicked is taken; a second marked dwarf shoves and takes both', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" troll-capture="one" position=${TROLLS}></thud-board>`);
    expect(el.legalMoves()).to.have.length(28);
    await click(el, 'd10', 'c10', 'c9', 'c9');
    expect(el.history).to.deep.equal(['T d10-c10xc9']);
    el.undo();
    await el.updateComplete;
    // With a dwarf on e8 too, d10-d9 (two trolls behind) is also a one-square shove taking c9 and e8.
    el.setAttribute('position', TROLLS_E8);
    await el.updateComplete;
    await click(el, 'd10', 'd9');
    expect(statusText(el)).to.contain('a second one takes them all');
    await click(el, 'c9');
    expect(el.history).to.deep.equal([]);
    expect(statusText(el)).to.contain('another marked dwarf to take them all');
    await click(el, 'e8');
    expect(el.history).to.deep.equal(['T d10-d9xc9,e8']);
  });

  it('enters a Koom Valley trample chain jump by jump and stops by keyboard, or goes on by clicks', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" variant="koom-valley" position=${CHAIN}></thud-board>`);
    await click(el, 'e13', 'e11');
    expect(statusText(el)).to.contain('press Enter to stop here').and.contain('jump again');
    // Enter on the last entered square stops the chain there.
    square(el, 'e11').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['T e13xe11']);
    el.undo();
    await el.updateComplete;
    await click(el, 'e13', 'e11', 'e9', 'g11');
    expect(el.history).to.deep.equal(['T e13xe11xe9xg11']);
    expect(el.result).to.deep.equal({ winner: 'trolls', reason: 'no-moves' });
  });

  it('plays a whole move by keyboard', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" animation="0"></thud-board>`);
    square(el, 'f1').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['f1-f3']);
    expect(el.turn).to.equal('trolls');
  });

  it('replays a moves attribute written with the canonical piece letters ("T g7-g6")', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" moves="f1-f5 T g7-g6 f5-f4 Tg6-g5"></thud-board>`);
    expect(el.history).to.deep.equal(['f1-f5', 'T g7-g6', 'f5-f4', 'T g6-g5']);
  });

  it('shows the Rock\'s progress in Koom Valley and the ball in football', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" variant="koom-valley"></thud-board>`);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-rock')).to.have.length(1);
    expect(statusText(el)).to.contain('Rock on rank 8 of 15');
    el.play('R h8-g8');
    await el.updateComplete;
    el.variant = 'koom-valley-football';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-ball')).to.have.length(1);
    expect(statusText(el)).to.contain('Ball on rank 8 of 15');
    expect(el.legalMoves()).to.have.length(390);
  });

  it('the computer answers through the default AI client (worker)', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="dwarfs" level="1" animation="0"></thud-board>`);
    await click(el, 'f1', 'f3');
    const reply = await oneEvent(el, 'game-move');
    expect(reply.detail.side).to.equal('trolls');
    expect(el.history).to.have.length(2);
  });

  it('computer against computer plays a Koom Valley game to its end', async () => {
    const over = new Promise<CustomEvent>((resolve) => document.addEventListener('game-over', (e) => resolve(e as CustomEvent), { once: true }));
    const el = await fixture<ThudBoard>(html`<thud-board side="none" level="1" variant="koom-valley" animation="0" position=${ROCK_HOME}></thud-board>`);
    const e = await withoutAutoplayPause(() => over);
    expect(e.detail.result.winner).to.equal('dwarfs');
    expect(el.result).to.not.equal(null);
    expect(el.history.length).to.be.greaterThan(1);
  });

  it('claims the end of a classic battle once the capture clock reaches 30', async () => {
    const quiet = TROLLS.replace(' t 0 0', ' t 30 40');
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${quiet}></thud-board>`);
    const over = oneEvent(el, 'game-over');
    toolbarButton(el, 'Claim').click();
    const r = (await over).detail.result as { winner: string; reason: string; score: unknown };
    expect(r).to.deep.include({ winner: 'trolls', reason: 'claim', score: { dwarfs: 4, trolls: 12 } });
    expect(statusText(el)).to.contain('Trolls win by 8');
  });

  it('runs a two-battle match: agreement ends battle 1, sides swap, battle 2 is scored into totals', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" match="two-battle" animation="0"></thud-board>`);
    expect(statusText(el)).to.contain('Battle 1 of 2');
    el.play('f1-f3');
    await el.updateComplete;
    toolbarButton(el, 'Agree').click();
    await el.updateComplete;
    expect(statusText(el)).to.contain('Battle 2 of 2').and.contain('battle 1: 32–32');
    expect(el.turn).to.equal('dwarfs');
    expect(el.result).to.equal(null);
    const over = oneEvent(el, 'game-over');
    el.play('f1-f3');
    await el.updateComplete;
    toolbarButton(el, 'Agree').click();
    const r = (await over).detail.result as { winner: string | null; match: unknown };
    expect(r.winner).to.equal(null);
    expect(r.match).to.deep.equal({ first: 0, second: 0 });
  });

  it('against the computer, an offer to end is declined in the opening (issue 14)', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="dwarfs" level="1" animation="0"></thud-board>`);
    el.stop();
    el.play('f1-f3');
    el.play('T g7-g6');
    await el.updateComplete;
    toolbarButton(el, 'Offer').click();
    await waitUntil(() => statusText(el).includes('declin'), 'the computer declines', { timeout: 10_000 });
    expect(el.result).to.equal(null);
  });

  it('against the computer, the person swaps to the Trolls for battle 2', async () => {
    // Twenty quiet plies on the capture clock: the battle has settled, and the computer takes an offer in a level position.
    const quiet = 'dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TXT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 20 20';
    const el = await fixture<ThudBoard>(html`<thud-board side="dwarfs" level="1" match="two-battle" animation="0" position=${quiet}></thud-board>`);
    el.stop();
    el.play('f1-f3');
    el.play('T g7-g6');
    await el.updateComplete;
    toolbarButton(el, 'Offer').click();
    // The computer weighs the offer with a search in its worker (a level position: it accepts).
    await waitUntil(() => el.side === 'trolls', 'the offer is accepted and the sides swap', { timeout: 10_000 });
    await el.updateComplete;
    expect(statusText(el)).to.contain('Battle 2 of 2');
    el.stop();
  });

  it('changes attributes at runtime', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both"></thud-board>`);
    el.play('f1-f3');
    el.setAttribute('troll-capture', 'one');
    await el.updateComplete;
    expect(el.history, 'new rules, new game').to.deep.equal([]);
    el.setAttribute('variant', 'koom-valley');
    await el.updateComplete;
    expect(el.legalMoves()).to.have.length(388);
    el.setAttribute('orientation', 'trolls');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.board')!.classList.contains('flipped')).to.equal(true);
    el.setAttribute('lang', 'fr');
    await el.updateComplete;
    expect(statusText(el)).to.contain('Nains');
    el.setAttribute('readonly', '');
    await el.updateComplete;
    await click(el, 'h7');
    expect(el.shadowRoot!.querySelector('.selected')).to.equal(null);
  });

  it('refuses bad input of every kind with a code, keeping the game', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both"></thud-board>`);
    el.play('f1-f3');
    await el.updateComplete;
    const pos = el.position;
    expect(await errorOf(el, () => el.play('nonsense'))).to.equal('bad-move');
    expect(await errorOf(el, () => el.play('f15-h8'))).to.equal('illegal-move');
    expect(await errorOf(el, () => el.importGame('[Variant "chess"]'))).to.equal('bad-record');
    expect(await errorOf(el, () => el.setAttribute('troll-capture', 'some'))).to.equal('bad-option');
    expect(el.trollCapture).to.equal('all');
    expect(await errorOf(el, () => el.setAttribute('level', '9'))).to.equal('bad-level');
    expect(await errorOf(el, () => el.setAttribute('side', 'elves'))).to.equal('bad-option');
    expect(el.position).to.equal(pos);
    expect(el.history).to.deep.equal(['f1-f3']);
    expect(await errorOf(el, () => el.setAttribute('position', 'dd1dd/zz'))).to.equal('bad-position');
    expect(await errorOf(el, () => el.setAttribute('variant', 'chess'))).to.equal('unknown-variant');
    expect(el.variant).to.equal('classic');
    expect(statusText(el)).to.contain('variant');
  });

  it('exports and imports a record with its classic options', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" troll-capture="one" position=${TROLLS}></thud-board>`);
    el.play('T d10-c10xc9');
    const record = el.exportGame();
    expect(record).to.contain('[TrollCapture "one"]');
    const other = await fixture<ThudBoard>(html`<thud-board side="both"></thud-board>`);
    other.importGame(record);
    await other.updateComplete;
    expect(other.trollCapture).to.equal('one');
    expect(other.history).to.deep.equal(['T d10-c10xc9']);
    expect(other.legalMoves().length).to.be.greaterThan(0);
  });

  it('is accessible', async () => {
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position=${TROLLS}></thud-board>`);
    await expect(el).to.be.accessible();
    await click(el, 'd10', 'c10');
    await expect(el).to.be.accessible();
  });
});
