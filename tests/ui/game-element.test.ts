import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { GameErrorDetail } from '../../src/ui/events.js';
import { FakeAiClient } from './fixtures/fake-ai.js';
import { ToyBoard } from './fixtures/toy-board.js';

/** Positions of the toy game (fixtures/toy-game.ts). */
const BRANCH = '...../..b../.b.b./..b../..w.. w'; // c1xc3 then on to c5, a3 or e3
const UNIQUE = '...../..b../...../..b../..w.. w'; // c1xc3xc5 is the only capture

/** Cell index of an algebraic square on a board `cols` wide and `rows` high. */
function idx(name: string, rows = 5, cols = 5): number {
  return (rows - Number(name.slice(1))) * cols + (name.charCodeAt(0) - 97);
}
function cellEl(el: ToyBoard, name: string, rows = 5): HTMLElement {
  const c = el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${idx(name, rows, rows)}"]`);
  if (!c) throw new Error(`no square ${name}`);
  return c;
}
async function click(el: ToyBoard, ...names: string[]): Promise<void> {
  for (const n of names) {
    cellEl(el, n).click();
    await el.updateComplete;
  }
}
async function key(el: ToyBoard, k: string): Promise<void> {
  const target = el.shadowRoot!.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')!;
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}
function button(el: ToyBoard, label: string): HTMLButtonElement {
  const b = el.shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  if (!b) throw new Error(`no button ${label}`);
  return b;
}
function statusText(el: ToyBoard): string {
  return el.shadowRoot!.querySelector('[part=status]')!.textContent!.replace(/\s+/g, ' ');
}
const tick = (ms = 0): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Replaces console.warn while `run` goes, returning the warnings. */
async function warnings(run: () => Promise<void> | void): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const orig = console.warn;
  console.warn = (...args: unknown[]) => calls.push(args);
  try {
    await run();
  } finally {
    console.warn = orig;
  }
  return calls;
}

/** Collects game-error details fired anywhere in the document while `run` goes. */
async function errors(run: () => Promise<void> | void): Promise<{ details: GameErrorDetail[]; warns: unknown[][] }> {
  const details: GameErrorDetail[] = [];
  const listen = (e: Event): number => details.push((e as CustomEvent<GameErrorDetail>).detail);
  document.addEventListener('game-error', listen);
  try {
    const warns = await warnings(run);
    return { details, warns };
  } finally {
    document.removeEventListener('game-error', listen);
  }
}

describe('ui/GameElement', () => {
  describe('rendering', () => {
    it('draws an ARIA grid with labelled squares, pieces, parts and fires game-ready', async () => {
      let ready = 0;
      const onReady = (): number => ready++;
      document.addEventListener('game-ready', onReady);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      document.removeEventListener('game-ready', onReady);
      expect(ready).to.equal(1);
      const root = el.shadowRoot!;
      expect(root.querySelector('[part=board]')!.getAttribute('role')).to.equal('grid');
      expect(root.querySelectorAll('[role=row]')).to.have.length(5);
      expect(root.querySelectorAll('[role=gridcell]')).to.have.length(25);
      expect(root.querySelectorAll('[part~=piece]')).to.have.length(10);
      expect(cellEl(el, 'a1').getAttribute('aria-label')).to.equal('a1, white man');
      expect(cellEl(el, 'c3').getAttribute('aria-label')).to.equal('c3, empty');
      expect(root.querySelectorAll('[tabindex="0"][role=gridcell]')).to.have.length(1);
      for (const part of ['status', 'toolbar', 'history']) expect(root.querySelector(`[part=${part}]`), part).to.exist;
      expect(cellEl(el, 'a1').dataset.file).to.equal('a');
      expect(cellEl(el, 'a1').dataset.rank).to.equal('1');
      expect(statusText(el)).to.contain('Toy').and.contain('White to move').and.contain('two players');
      expect(el.position).to.equal('bbbbb/...../...../...../wwwww w');
      expect(el.turn).to.equal('white');
      expect(el.legalMoves()).to.include('a1-a2');
    });

    it('fits a narrow container, also as a grid item (its width never comes from a placeholder size)', async () => {
      const wrap = await fixture<HTMLElement>(html`<div style="display: grid; grid-template-columns: 1fr; width: 300px"><octarine-toy-board side="both"></octarine-toy-board></div>`);
      const el = wrap.querySelector('octarine-toy-board')!;
      await el.updateComplete;
      expect(el.getBoundingClientRect().width).to.be.at.most(300);
      expect(wrap.scrollWidth).to.be.at.most(300);
    });

    it('is accessible (axe), also with a selection and with minimal controls', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      await expect(el).to.be.accessible();
      await click(el, 'b1');
      await expect(el).to.be.accessible();
      const min = await fixture<ToyBoard>(html`<octarine-toy-board side="both" controls="minimal" lang="ru"></octarine-toy-board>`);
      await expect(min).to.be.accessible();
    });
  });

  describe('input', () => {
    it('plays by clicks, highlighting the legal targets, and fires game-move', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      await click(el, 'a1');
      expect(cellEl(el, 'a1').classList.contains('selected')).to.equal(true);
      expect(cellEl(el, 'a2').classList.contains('target')).to.equal(true);
      expect(cellEl(el, 'a2').getAttribute('aria-label')).to.contain('legal target');
      expect(cellEl(el, 'b2').classList.contains('target')).to.equal(false);
      const moved = oneEvent(el, 'game-move');
      cellEl(el, 'a2').click();
      const { detail } = await moved;
      expect(detail).to.deep.equal({ move: 'a1-a2', ply: 1, side: 'white', position: 'bbbbb/...../...../w..../.wwww b' });
      await el.updateComplete;
      expect(el.history).to.deep.equal(['a1-a2']);
      expect(cellEl(el, 'a2').classList.contains('last-move')).to.equal(true);
      expect(cellEl(el, 'a1').classList.contains('last-move')).to.equal(true);
      expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.contain('White: a1-a2');
    });

    it('plays by dragging with pointer events (and ignores the click that follows)', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" style="width:400px"></octarine-toy-board>`);
      const board = el.shadowRoot!.querySelector<HTMLElement>('.board')!;
      const centre = (n: string): { clientX: number; clientY: number } => {
        const r = cellEl(el, n).getBoundingClientRect();
        return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
      };
      const opts = { bubbles: true, composed: true, pointerId: 7, pointerType: 'mouse', button: 0, isPrimary: true };
      cellEl(el, 'b1').dispatchEvent(new PointerEvent('pointerdown', { ...opts, ...centre('b1') }));
      board.dispatchEvent(new PointerEvent('pointermove', { ...opts, ...centre('b2') }));
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.drag-ghost .piece')).to.exist;
      expect(cellEl(el, 'b2').classList.contains('target')).to.equal(true);
      board.dispatchEvent(new PointerEvent('pointerup', { ...opts, ...centre('b2') }));
      cellEl(el, 'b2').click();
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b1-b2']);
      expect(el.shadowRoot!.querySelector('.drag-ghost .piece')).to.not.exist;
      expect(el.shadowRoot!.querySelector('.selected')).to.not.exist;
    });

    it('plays by keyboard: arrows move the focus, Enter selects and moves', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      const stop = () => el.shadowRoot!.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')!;
      expect(stop().dataset.cell).to.equal(String(idx('a1')));
      await key(el, 'ArrowRight');
      expect(stop().dataset.cell).to.equal(String(idx('b1')));
      expect(el.shadowRoot!.activeElement).to.equal(stop());
      await key(el, 'Enter');
      expect(cellEl(el, 'b1').classList.contains('selected')).to.equal(true);
      await key(el, 'ArrowUp');
      await key(el, 'Escape');
      expect(el.shadowRoot!.querySelector('.selected')).to.not.exist;
      await key(el, 'ArrowDown');
      await key(el, ' ');
      await key(el, 'ArrowUp');
      await key(el, 'Enter');
      expect(el.history).to.deep.equal(['b1-b2']);
      // Black's turn, by keyboard too: e5 down to e4.
      for (let i = 0; i < 3; i++) await key(el, 'ArrowUp');
      for (let i = 0; i < 3; i++) await key(el, 'ArrowRight');
      await key(el, 'End');
      await key(el, 'Enter');
      await key(el, 'ArrowDown');
      await key(el, 'Enter');
      expect(el.history).to.deep.equal(['b1-b2', 'e5-e4']);
    });

    it('enters a multi-capture square by square, shows the entered squares, Escape takes them back', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${BRANCH}></octarine-toy-board>`);
      await click(el, 'c1', 'c3');
      expect(statusText(el)).to.contain('Entered: c1-c3');
      for (const t of ['c5', 'a3', 'e3']) expect(cellEl(el, t).classList.contains('target'), t).to.equal(true);
      expect(cellEl(el, 'c3').classList.contains('entered')).to.equal(true);
      await key(el, 'Escape');
      expect(statusText(el)).to.contain('Entered: c1').and.not.contain('c1-c3');
      await key(el, 'Escape');
      expect(statusText(el)).to.not.contain('Entered');
      await click(el, 'c1', 'c3', 'a3');
      expect(el.history).to.deep.equal(['c1xc3xa3']);
      // The whole path is the last move; the captured squares are marked; the tray counts them.
      for (const s of ['c1', 'c3', 'a3']) expect(cellEl(el, s).classList.contains('last-move'), s).to.equal(true);
      for (const s of ['c2', 'b3']) expect(cellEl(el, s).classList.contains('captured'), s).to.equal(true);
      expect(el.shadowRoot!.querySelector('.tray')!.getAttribute('aria-label')).to.equal('Captured: Black 2');
    });

    it('completes a move from its only continuation or from its final square alone', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${UNIQUE}></octarine-toy-board>`);
      await click(el, 'c1', 'c3');
      expect(el.history).to.deep.equal(['c1xc3xc5']);
      el.undo();
      await el.updateComplete;
      await click(el, 'c1', 'c5');
      expect(el.history).to.deep.equal(['c1xc3xc5']);
      el.undo();
      await el.updateComplete;
      // Nothing selected: b1 ends exactly one move (c1-b1).
      await click(el, 'b1');
      expect(el.history).to.deep.equal(['c1-b1']);
    });

    it('offers to stop a chain that could go on (second click or Enter confirms)', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" variant="chain" position=${UNIQUE}></octarine-toy-board>`);
      await click(el, 'c1', 'c3');
      expect(el.history).to.deep.equal([]);
      expect(statusText(el)).to.contain('Click the square again');
      await click(el, 'c3');
      expect(el.history).to.deep.equal(['c1xc3']);
      el.undo();
      await el.updateComplete;
      await click(el, 'c1', 'c3');
      await key(el, 'Enter');
      expect(el.history).to.deep.equal(['c1xc3']);
    });

    it('fires game-over and announces the result', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${UNIQUE}></octarine-toy-board>`);
      const over = oneEvent(el, 'game-over');
      await click(el, 'c1', 'c5');
      expect((await over).detail.result).to.deep.equal({ winner: 'white', reason: 'goal' });
      await el.updateComplete;
      expect(el.result).to.deep.equal({ winner: 'white', reason: 'goal' });
      expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).to.contain('White: c1xc3xc5. White wins: reached the far row');
      expect(statusText(el)).to.contain('White wins');
      expect(el.legalMoves()).to.deep.equal([]);
    });
  });

  describe('computer', () => {
    it('replies through the AI client, firing game-thinking', async () => {
      const ai = new FakeAiClient(5);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="white" level="4" seed="9" .aiClient=${ai}></octarine-toy-board>`);
      const thinking: boolean[] = [];
      el.addEventListener('game-thinking', (e) => thinking.push(e.detail.thinking));
      await click(el, 'a1', 'a2');
      expect(el.thinking).to.equal(true);
      const reply = await oneEvent(el, 'game-move');
      expect(reply.detail.side).to.equal('black');
      expect(ai.requests).to.have.length(1);
      expect(ai.requests[0]).to.deep.include({ game: 'toy', moves: ['a1-a2'], level: 4, seed: 9 });
      expect(ai.requests[0].setup).to.deep.include({ variant: 'standard', position: 'bbbbb/...../...../...../wwwww w' });
      expect(thinking).to.deep.equal([true, false]);
      expect(el.history).to.have.length(2);
    });

    it('plays both sides with side="none", and none at all when readonly', async () => {
      const ai = new FakeAiClient(1);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="none" .aiClient=${ai}></octarine-toy-board>`);
      const sides: string[] = [];
      el.addEventListener('game-move', (e) => sides.push(e.detail.side));
      await waitUntil(() => sides.length >= 2, 'two computer moves', { timeout: 5000 });
      // White and Black in turn (the first may have come while the controls were still on their way).
      expect(new Set(sides.slice(0, 2)).size).to.equal(2);
      expect(ai.requests.length).to.be.at.least(2);
      el.remove();
      const ai2 = new FakeAiClient(1);
      const ro = await fixture<ToyBoard>(html`<octarine-toy-board side="none" readonly .aiClient=${ai2}></octarine-toy-board>`);
      await tick(20);
      expect(ai2.requests).to.have.length(0);
      expect(ro.history).to.deep.equal([]);
    });

    it('stop() interrupts and waits; computerMove() starts, then moves now', async () => {
      const ai = new FakeAiClient(Infinity);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="black" .aiClient=${ai}></octarine-toy-board>`);
      expect(el.thinking).to.equal(true);
      expect(ai.requests).to.have.length(1);
      el.stop();
      expect(ai.cancels).to.equal(1);
      expect(el.thinking).to.equal(false);
      await tick(20);
      await el.updateComplete;
      expect(ai.requests).to.have.length(1);
      el.computerMove();
      expect(ai.requests).to.have.length(2);
      const moved = oneEvent(el, 'game-move');
      el.computerMove();
      expect(ai.moveNows).to.equal(1);
      expect((await moved).detail.side).to.equal('white');
    });

    it('⚡ (move now) is for the computer’s turn: off on the person’s turn and for two people (issue 14)', async () => {
      const ai = new FakeAiClient(Infinity);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="black" .aiClient=${ai}></octarine-toy-board>`);
      await el.updateComplete;
      expect(button(el, 'Move now').disabled, 'while the computer thinks').to.equal(false);
      el.stop();
      await el.updateComplete;
      expect(button(el, 'Move now').disabled, 'stopped on its own turn').to.equal(false);
      const moved = oneEvent(el, 'game-move');
      button(el, 'Move now').click();
      el.computerMove();
      await moved;
      await el.updateComplete;
      expect(el.turn).to.equal('black');
      expect(button(el, 'Move now').disabled, 'the person’s turn').to.equal(true);
      const both = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      await both.updateComplete;
      expect(button(both, 'Move now').disabled, 'two people').to.equal(true);
    });

    it('cancels the search when removed from the page, and on a level change restarts it', async () => {
      const ai = new FakeAiClient(Infinity);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="black" .aiClient=${ai}></octarine-toy-board>`);
      el.level = 6;
      await el.updateComplete;
      expect(ai.cancels).to.equal(1);
      expect(ai.requests.map((r) => r.level)).to.deep.equal([3, 6]);
      el.remove();
      expect(ai.cancels).to.equal(2);
      expect(el.thinking).to.equal(false);
    });

    it('starts thinking when a side change makes it the computer’s turn', async () => {
      const ai = new FakeAiClient(Infinity);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" .aiClient=${ai}></octarine-toy-board>`);
      expect(ai.requests).to.have.length(0);
      el.side = 'black';
      await el.updateComplete;
      expect(ai.requests).to.have.length(1);
      expect(el.getAttribute('side')).to.equal('black');
      el.side = 'white';
      await el.updateComplete;
      expect(ai.cancels).to.equal(1);
      expect(el.thinking).to.equal(false);
    });
  });

  describe('game over', () => {
    const banner = (el: ToyBoard): HTMLElement | null => el.shadowRoot!.querySelector<HTMLElement>('[part=game-over]');
    const bannerButton = (el: ToyBoard, text: string): HTMLButtonElement =>
      [...banner(el)!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === text)!;

    it('shows a banner on the board with the result, announced once with the move; Review steps back to the start (issue 14)', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${UNIQUE}></octarine-toy-board>`);
      expect(banner(el)).to.equal(null);
      el.play('c1xc3xc5');
      await el.updateComplete;
      const b = banner(el)!;
      expect(b.classList.contains('at-top'), 'away from the move, which ended on the far (top) row').to.equal(false);
      expect(b.getAttribute('role')).to.equal('group');
      expect(b.getAttribute('aria-live'), 'the live region says it, not the banner').to.equal(null);
      expect(b.textContent!.replace(/\s+/g, ' ')).to.contain('Game over').and.contain('White wins: reached the far row');
      const live = el.shadowRoot!.querySelectorAll('[aria-live]');
      expect(live.length).to.equal(1);
      expect(live[0].textContent).to.contain('White: c1xc3xc5. White wins: reached the far row');
      await expect(el).to.be.accessible();
      bannerButton(el, 'Review').click();
      await el.updateComplete;
      expect(el.ply).to.equal(0);
      expect(banner(el)).to.equal(null);
      el.goTo(1);
      await el.updateComplete;
      expect(banner(el), 'put away for this game').to.equal(null);
    });

    it('"New game" starts again; no banner in a diagram', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${UNIQUE}></octarine-toy-board>`);
      el.play('c1xc3xc5');
      await el.updateComplete;
      expect(banner(el)).to.not.equal(null);
      el.goTo(0);
      await el.updateComplete;
      expect(banner(el), 'not while browsing').to.equal(null);
      el.goTo(1);
      await el.updateComplete;
      bannerButton(el, 'New game').click();
      await el.updateComplete;
      expect(el.history).to.deep.equal([]);
      expect(el.result).to.equal(null);
      expect(banner(el)).to.equal(null);
      const diagram = await fixture<ToyBoard>(html`<octarine-toy-board readonly position=${UNIQUE} moves="c1xc3xc5"></octarine-toy-board>`);
      expect(diagram.result).to.not.equal(null);
      expect(banner(diagram)).to.equal(null);
    });
  });

  describe('history', () => {
    it('undo, redo, goTo, prev/next buttons, the move list, and replacing the rest of the line', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`);
      for (const m of ['a1-a2', 'e5-e4', 'b1-b2']) el.play(m);
      await el.updateComplete;
      expect(el.undo()).to.equal(true);
      expect(el.history).to.deep.equal(['a1-a2', 'e5-e4']);
      expect(el.redo()).to.equal(true);
      expect(el.redo()).to.equal(false);
      el.goTo(1);
      await el.updateComplete;
      expect(el.history).to.deep.equal(['a1-a2']);
      button(el, 'Next move').click();
      await el.updateComplete;
      expect(el.history).to.have.length(2);
      button(el, 'Previous move').click();
      button(el, 'Previous move').click();
      await el.updateComplete;
      expect(el.history).to.deep.equal([]);
      expect(button(el, 'Previous move').disabled).to.equal(true);
      const moves = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.moves .move');
      expect([...moves].map((b) => b.textContent!.trim())).to.deep.equal(['a1-a2', 'e5-e4', 'b1-b2']);
      moves[2].click();
      await el.updateComplete;
      expect(el.history).to.have.length(3);
      expect(el.shadowRoot!.querySelector('.move[aria-current=step]')!.textContent!.trim()).to.equal('b1-b2');
      el.goTo(1);
      el.play('d5-d4');
      await el.updateComplete;
      expect(el.history).to.deep.equal(['a1-a2', 'd5-d4']);
      expect(el.shadowRoot!.querySelectorAll('.moves .move')).to.have.length(2);
    });

    it('against the computer, undo goes back to the person’s turn', async () => {
      const ai = new FakeAiClient(1);
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="white" .aiClient=${ai}></octarine-toy-board>`);
      el.play('a1-a2');
      await oneEvent(el, 'game-move');
      await el.updateComplete;
      expect(el.history).to.have.length(2);
      el.undo();
      await el.updateComplete;
      expect(el.history).to.deep.equal([]);
      expect(el.thinking).to.equal(false);
      el.redo();
      await el.updateComplete;
      expect(el.history).to.have.length(2);
      expect(el.thinking).to.equal(false);
      expect(ai.requests).to.have.length(1);
    });

    it('exports and imports a record; reset starts a new game', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      el.play('a1-a2');
      el.play('e5-e4');
      const record = el.exportGame();
      expect(record).to.contain('[Variant "standard"]').and.contain('1. a1-a2 e5-e4');
      el.reset();
      expect(el.history).to.deep.equal([]);
      el.importGame(record);
      expect(el.history).to.deep.equal(['a1-a2', 'e5-e4']);
      el.importGame('[Game "toy"]\n[Variant "small"]\n\n1. a1-a2 *');
      await el.updateComplete;
      expect(el.variant).to.equal('small');
      expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(16);
      // Load from the panel.
      const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea')!;
      area.value = record;
      area.dispatchEvent(new Event('input'));
      await el.updateComplete;
      el.shadowRoot!.querySelector<HTMLButtonElement>('.record-actions button:last-child')!.click();
      await el.updateComplete;
      expect(el.variant).to.equal('standard');
      expect(el.history).to.deep.equal(['a1-a2', 'e5-e4']);
    });

    it('persist keeps the game across a reload', async () => {
      const key = 'octarine-test-persist';
      localStorage.removeItem(key);
      const a = await fixture<ToyBoard>(html`<octarine-toy-board side="both" persist=${key}></octarine-toy-board>`);
      a.play('a1-a2');
      a.play('e5-e4');
      a.play('b1-b2');
      a.goTo(2);
      a.remove();
      const b = await fixture<ToyBoard>(html`<octarine-toy-board side="both" persist=${key}></octarine-toy-board>`);
      expect(b.history).to.deep.equal(['a1-a2', 'e5-e4']);
      b.redo();
      expect(b.history).to.have.length(3);
      // A corrupt entry is reported and dropped; a new game starts.
      localStorage.setItem(key, '{nonsense');
      let c!: ToyBoard;
      const { details, warns } = await errors(async () => {
        c = await fixture<ToyBoard>(html`<octarine-toy-board side="both" persist=${key}></octarine-toy-board>`);
      });
      expect(details.map((d) => d.code)).to.deep.equal(['bad-record']);
      expect(warns).to.have.length(1);
      expect(c.history).to.deep.equal([]);
      localStorage.removeItem(key);
    });
  });

  describe('attributes at runtime', () => {
    it('variant and moves restart the game; position reads the current position', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" moves="1. a1-a2 e5-e4"></octarine-toy-board>`);
      expect(el.history).to.deep.equal(['a1-a2', 'e5-e4']);
      el.moves = '';
      el.variant = 'small';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(16);
      expect(el.history).to.deep.equal([]);
      el.setAttribute('moves', 'a1-a2');
      await el.updateComplete;
      expect(el.history).to.deep.equal(['a1-a2']);
      el.removeAttribute('moves');
      el.position = '..../..b./.w../.... w';
      expect(el.position).to.equal('..../..b./.w../.... w');
      expect(el.history).to.deep.equal([]);
      el.removeAttribute('variant');
      el.moves = '';
      el.position = '';
      await el.updateComplete;
      expect(el.variant).to.equal('standard');
    });

    it('readonly blocks input; orientation and flip turn the board; controls switch toolbars', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" readonly></octarine-toy-board>`);
      await click(el, 'a1');
      expect(el.shadowRoot!.querySelector('.selected')).to.not.exist;
      el.readonly = false;
      await el.updateComplete;
      await click(el, 'a1');
      expect(el.shadowRoot!.querySelector('.selected')).to.exist;
      const first = (): string => el.shadowRoot!.querySelector<HTMLElement>('[role=gridcell]')!.dataset.cell!;
      expect(first()).to.equal('0');
      el.setAttribute('orientation', 'black');
      await el.updateComplete;
      expect(first()).to.equal('24');
      expect(cellEl(el, 'e5').dataset.file).to.equal('e');
      el.flip();
      await el.updateComplete;
      expect(first()).to.equal('0');
      expect(el.getAttribute('orientation')).to.equal('white');
      el.controls = 'minimal';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[part=toolbar] button')).to.have.length(3);
      expect(el.shadowRoot!.querySelector('[part=history]')).to.not.exist;
      el.setAttribute('controls', 'none');
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part=toolbar]')).to.not.exist;
    });

    it('speaks the lang attribute, else the nearest lang, else English', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" lang="fr"></octarine-toy-board>`);
      expect(button(el, 'Nouvelle partie')).to.exist;
      expect(statusText(el)).to.contain('Au trait : Blancs');
      expect(cellEl(el, 'a1').getAttribute('aria-label')).to.equal('a1, blanc pion');
      el.lang = 'de';
      await el.updateComplete;
      expect(button(el, 'New game')).to.exist;
      const wrap = await fixture<HTMLElement>(html`<div lang="ru"><octarine-toy-board side="both"></octarine-toy-board></div>`);
      const inner = wrap.querySelector('octarine-toy-board')!;
      await inner.updateComplete;
      expect(button(inner, 'Новая игра')).to.exist;
      const pl = await fixture<ToyBoard>(html`<octarine-toy-board side="both" lang="pl-PL"></octarine-toy-board>`);
      expect(button(pl, 'Nowa gra')).to.exist;
    });

    it('animates a move along its path with captured pieces fading, unless animation is 0', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${BRANCH} animation="60"></octarine-toy-board>`);
      el.play('c1xc3xa3');
      await el.updateComplete;
      const root = el.shadowRoot!;
      expect(root.querySelectorAll('.piece.ghost')).to.have.length(2);
      const moving = cellEl(el, 'a3').querySelector('.piece')!;
      expect(moving.classList.contains('moving')).to.equal(true);
      expect(moving.getAnimations()).to.have.length(1);
      // Once the slide is over (however late a loaded machine draws its frames), the fading pieces are gone.
      await Promise.all(moving.getAnimations().map((a) => a.finished));
      await waitUntil(() => root.querySelectorAll('.piece.ghost').length === 0, 'the captured pieces are gone after the slide', { timeout: 5000 });
      const still = await fixture<ToyBoard>(html`<octarine-toy-board side="both" position=${BRANCH} animation="0"></octarine-toy-board>`);
      still.play('c1xc3xa3');
      await still.updateComplete;
      expect(still.shadowRoot!.querySelectorAll('.piece.ghost')).to.have.length(0);
      expect(cellEl(still, 'a3').querySelector('.piece')!.getAnimations()).to.have.length(0);
    });

    it('the rules select changes the variant only before the first move', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" moves="a1-a2"></octarine-toy-board>`);
      const rules = el.shadowRoot!.querySelectorAll('select')[2];
      expect(rules.disabled).to.equal(true);
      el.reset();
      el.moves = '';
      await el.updateComplete;
      expect(rules.disabled).to.equal(false);
      rules.value = 'small';
      rules.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.variant).to.equal('small');
      expect(el.getAttribute('variant')).to.equal('small');
      expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(16);
    });

    it('the level and mode selects set level and side', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      const [level, mode] = el.shadowRoot!.querySelectorAll('select');
      level.value = '7';
      level.dispatchEvent(new Event('change'));
      mode.value = 'white';
      mode.dispatchEvent(new Event('change'));
      await el.updateComplete;
      expect(el.level).to.equal(7);
      expect(el.side).to.equal('white');
      expect(statusText(el)).to.contain('vs computer').and.contain('Level 7');
    });
  });

  describe('bad input never breaks the page', () => {
    async function expectOneError(run: () => Promise<void> | void, code: string): Promise<void> {
      const { details, warns } = await errors(run);
      expect(details.map((d) => d.code)).to.deep.equal([code]);
      expect(details[0].message).to.be.a('string').and.not.equal('');
      expect(warns).to.have.length(1);
    }

    it('an unknown variant at start falls back to the default game', async () => {
      let el!: ToyBoard;
      await expectOneError(async () => {
        el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" variant="nonsense"></octarine-toy-board>`);
      }, 'unknown-variant');
      expect(el.variant).to.equal('standard');
      expect(statusText(el)).to.contain('nonsense');
      expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(25);
    });

    it('a bad variant, position or moves later keeps the game in progress', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      el.play('a1-a2');
      await el.updateComplete;
      await expectOneError(async () => {
        el.variant = 'nonsense';
        await el.updateComplete;
      }, 'unknown-variant');
      expect(el.history).to.deep.equal(['a1-a2']);
      expect(el.variant).to.equal('standard');
      await expectOneError(async () => {
        el.setAttribute('position', 'not a position');
        await el.updateComplete;
      }, 'bad-position');
      expect(el.history).to.deep.equal(['a1-a2']);
      await expectOneError(async () => {
        el.moves = 'a1-a2 a2-a4';
        await el.updateComplete;
      }, 'illegal-move');
      await expectOneError(async () => {
        el.moves = 'a1-a2 ???';
        await el.updateComplete;
      }, 'bad-move');
      expect(el.history).to.deep.equal(['a1-a2']);
      // A good change afterwards works.
      el.moves = 'b1-b2';
      await el.updateComplete;
      expect(el.history).to.deep.equal(['b1-b2']);
    });

    it('bad moves at start keep the position without them', async () => {
      let el!: ToyBoard;
      await expectOneError(async () => {
        el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" moves="a1-a2 zz"></octarine-toy-board>`);
      }, 'bad-move');
      expect(el.history).to.deep.equal([]);
    });

    it('illegal and malformed moves through play() throw and are reported', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      await expectOneError(() => {
        expect(() => el.play('a1-a3')).to.throw(/not a legal move/);
      }, 'illegal-move');
      await expectOneError(() => {
        expect(() => el.play('hello')).to.throw();
      }, 'bad-move');
      await el.updateComplete;
      expect(statusText(el)).to.contain('"hello" is not a toy move');
      el.play('a1-a2');
      await el.updateComplete;
      expect(statusText(el)).to.not.contain('hello');
    });

    it('a level out of range, a bad side, orientation, controls, ply or record', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" level="5"></octarine-toy-board>`);
      await expectOneError(async () => {
        el.setAttribute('level', '9');
        await el.updateComplete;
      }, 'bad-level');
      expect(el.level).to.equal(5);
      expect(el.getAttribute('level')).to.equal('5');
      await expectOneError(async () => {
        el.level = 2.5;
        await el.updateComplete;
      }, 'bad-level');
      await expectOneError(async () => {
        el.side = 'purple';
        await el.updateComplete;
      }, 'bad-option');
      expect(el.side).to.equal('both');
      await expectOneError(async () => {
        el.orientation = 'up';
        await el.updateComplete;
      }, 'bad-option');
      expect(el.orientation).to.equal('white');
      await expectOneError(async () => {
        el.setAttribute('controls', 'lots');
        await el.updateComplete;
      }, 'bad-option');
      expect(el.controls).to.equal('full');
      await expectOneError(() => {
        expect(() => el.goTo(5)).to.throw();
      }, 'bad-option');
      el.play('a1-a2');
      await expectOneError(() => {
        expect(() => el.importGame('[Game "toy"]\n[Variant "standard"]\n\n1. a1-a4 *')).to.throw();
      }, 'bad-record');
      await expectOneError(() => {
        expect(() => el.importGame('garbage')).to.throw();
      }, 'bad-record');
      expect(el.history).to.deep.equal(['a1-a2']);
    });

    it('values of the wrong type for play(), goTo() and importGame() are refused in a sentence, not a TypeError (issue 15 fuzz)', async () => {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both"></octarine-toy-board>`);
      el.play('a1-a2');
      const said: string[] = [];
      const call = (what: () => unknown): void => {
        try {
          what();
        } catch (e) {
          said.push((e as Error).message);
        }
      };
      for (const junk of [undefined, null, 42, {}, ['a1-a2'], Symbol('move')]) {
        await expectOneError(() => call(() => el.play(junk as never)), 'bad-move');
      }
      for (const junk of [{}, '1', null, 1.5, NaN]) await expectOneError(() => call(() => el.goTo(junk as never)), 'bad-option');
      for (const junk of [null, 42, ['[Game "toy"]'], {}]) await expectOneError(() => call(() => el.importGame(junk as never)), 'bad-record');
      expect(said).to.have.length(15);
      for (const m of said) expect(m).to.not.match(/Cannot|is not a function|reading|\[object/);
      expect(said[0]).to.equal("play() takes a move as text in the game's notation; got undefined.");
      expect(said[3]).to.equal("play() takes a move as text in the game's notation; got an object.");
      expect(said[6]).to.equal('A ply is a whole number of moves, from 0 to 1.');
      expect(said[9]).to.equal('A ply is a whole number of moves, from 0 to 1; got 1.5.');
      expect(said[11]).to.equal('A game record is text; this is none.');
      expect(el.history).to.deep.equal(['a1-a2']);
    });
  });
});

describe('ui/GameElement: a failing computer', () => {
  it('reports ai-failed once and waits instead of retrying', async () => {
    const broken = {
      calls: 0,
      think() {
        this.calls++;
        return { result: Promise.reject(new Error('no worker')), moveNow() {}, cancel() {} };
      },
    };
    const details: string[] = [];
    const listen = (e: Event): number => details.push((e as CustomEvent<{ code: string }>).detail.code);
    document.addEventListener('game-error', listen);
    const orig = console.warn;
    let warns = 0;
    console.warn = () => warns++;
    try {
      const el = await fixture<ToyBoard>(html`<octarine-toy-board side="black" .aiClient=${broken}></octarine-toy-board>`);
      await new Promise((r) => setTimeout(r, 30));
      await el.updateComplete;
      expect(broken.calls).to.equal(1);
      expect(details).to.deep.equal(['ai-failed']);
      expect(warns).to.equal(1);
      expect(el.thinking).to.equal(false);
    } finally {
      console.warn = orig;
      document.removeEventListener('game-error', listen);
    }
  });
});
