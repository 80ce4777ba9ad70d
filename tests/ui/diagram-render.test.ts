// Every board's squares are plain DOM (no lit parts per square, issue 17), built once and written in
// place: after any change, the board must be the very board a new element draws in the same state — the
// same elements, attributes and labels — and the square elements stay the same ones.
import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';

type Board = HTMLElement & { updateComplete: Promise<unknown> };

/** The diagrams of the fifty-diagram page (demo/diagrams.html): every element, with moves where it has them. */
const DIAGRAMS: [string, string][] = [
  ['draughts-board', 'variant="russian" moves="c3-d4 f6-g5 g3-f4"'],
  ['draughts-board', 'variant="international" moves="32-28 19-23 28x19 14x23"'],
  ['thud-board', 'variant="classic" moves="F1-F6 T G7-G6"'],
  ['kamisado-board', 'variant="single" moves="a1-a5"'],
  ['spock-board', ''],
  ['robots-hall', 'seed="3"'],
  ['formula-road', 'seed="3"'],
];

async function diagram(tag: string, attrs: string): Promise<Board> {
  const el = await fixture<Board>(`<${tag} readonly controls="none" animation="0" ${attrs}></${tag}>`);
  await el.updateComplete;
  return el;
}

const board = (el: Board): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>('.board')!;

/** The board's elements, attributes (sorted) and text, leaving out comments and blank text: lit's markers are its own. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent!.trim();
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const attrs = el
    .getAttributeNames()
    .sort()
    .map((a) => ` ${a}="${el.getAttribute(a)}"`)
    .join('');
  return `<${el.localName}${attrs}>${[...el.childNodes].map(shape).join('')}</${el.localName}>`;
}

/** Whether lit draws the squares: its markers would sit among a row's squares. */
const litRows = (el: Board): boolean =>
  [...board(el).querySelectorAll('.row')].some((row) => [...row.childNodes].some((n) => n.nodeType === Node.COMMENT_NODE));

/** What a change gives each diagram: another game (other moves, another hall) and the board turned where it has two sides. */
const CHANGED: string[] = [
  'variant="russian" moves="c3-b4 f6-e5" orientation="black"',
  'variant="international" moves="31-27 20-24" orientation="black"',
  'variant="classic" moves="F1-F5" orientation="trolls"',
  'variant="single" moves="a1-a4" orientation="gold"',
  'orientation="red"',
  'seed="4"',
  'seed="4"',
];

/**
 * The first square where two boards differ, shown briefly; '' when they are the same. Which square
 * holds the one tab stop is the element's focus, kept across changes, not the drawing's: each board
 * must have one, wherever it is.
 */
function difference(a: HTMLElement, b: HTMLElement): string {
  const stops = (board: HTMLElement): number => board.querySelectorAll('[tabindex="0"]').length;
  if (stops(a) !== 1 || stops(b) !== 1) return `${stops(a)} and ${stops(b)} tab stops`;
  const drawn = (sq: Element): string => shape(sq).replace(/ tabindex="(0|-1)"/, '');
  const as = [...a.querySelectorAll('[role=gridcell]')].map(drawn);
  const bs = [...b.querySelectorAll('[role=gridcell]')].map(drawn);
  if (as.length !== bs.length) return `${as.length} squares against ${bs.length}`;
  const i = as.findIndex((x, k) => x !== bs[k]);
  if (i >= 0) return `square ${i}: ${as[i].slice(0, 400)} against ${bs[i].slice(0, 400)}`;
  const frame = (board: HTMLElement): string => shape(board).replace(/<div[^>]*role="gridcell"[^>]*>.*?<\/div>/g, '');
  return frame(a) === frame(b) ? '' : 'the board element or its rows differ';
}

describe('ui/BoardView: squares drawn in plain DOM and written in place', () => {
  for (const [n, [tag, attrs]] of DIAGRAMS.entries()) {
    it(`<${tag} ${attrs}>: every change leaves the board a new element would draw, in the same square elements`, async () => {
      const el = await diagram(tag, attrs);
      const grid = board(el);
      expect(litRows(el), 'drawn without lit parts').to.equal(false);
      const first = shape(grid);
      const squares = [...grid.querySelectorAll('[role=gridcell]')];
      expect(squares.length).to.be.above(20);
      // A render that changes no square keeps the drawing as it is.
      el.setAttribute('marks', '');
      (el as unknown as { requestUpdate(): void }).requestUpdate();
      await el.updateComplete;
      expect(shape(grid) === first, 'nothing changed').to.equal(true);
      // Another language relabels every square, in place; and back: the same board as at first.
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(shape(board(el)) === first, 'relabelled').to.equal(false);
      expect(difference(board(el), board(await diagram(tag, `${attrs} lang="fr"`))), 'as a new element draws it in French').to.equal('');
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(board(el), 'the same grid element').to.equal(grid);
      expect(shape(board(el)) === first, 'the first drawing again').to.equal(true);
      // Another game and the board turned: what a new element draws with those attributes.
      const want = await diagram(tag, CHANGED[n]);
      for (const [name, value] of [...want.attributes].map((a) => [a.name, a.value])) el.setAttribute(name, value);
      for (const name of el.getAttributeNames()) if (!want.hasAttribute(name)) el.removeAttribute(name);
      await el.updateComplete;
      await el.updateComplete;
      expect(difference(board(el), board(want))).to.equal('');
      expect(litRows(el)).to.equal(false);
      const now = [...board(el).querySelectorAll('[role=gridcell]')];
      if (now.length === squares.length) expect(now.every((sq, i) => sq === squares[i]), 'the same square elements').to.equal(true);
    });
  }

  it('a diagram drawn in plain DOM is accessible', async () => {
    for (const [tag, attrs] of DIAGRAMS.slice(0, 4)) {
      const el = await diagram(tag, attrs);
      expect(litRows(el)).to.equal(false);
      await expect(el).to.be.accessible();
    }
  });

  it('the keyboard moves the focus over a diagram: the squares are written in place, and the focus follows', async () => {
    const el = await diagram('draughts-board', 'variant="russian" moves="c3-d4"');
    const start = board(el).querySelector<HTMLElement>('[tabindex="0"]')!;
    start.focus();
    const key = (k: string): void => void el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
    key('ArrowRight');
    await el.updateComplete;
    expect(litRows(el)).to.equal(false);
    const moved = el.shadowRoot!.activeElement as HTMLElement;
    expect(Number(moved.dataset.cell)).to.equal(Number(start.dataset.cell) + 1);
    expect(moved.getAttribute('tabindex')).to.equal('0');
    expect(start.getAttribute('tabindex')).to.equal('-1');
    key('ArrowLeft');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(start);
  });

  it('a board that plays: a piece selected and let go leaves the board as it was, attributes taken off included', async () => {
    const el = await fixture<Board>('<draughts-board variant="russian" side="both" animation="0"></draughts-board>');
    await el.updateComplete;
    const grid = board(el);
    const first = shape(grid);
    const c3 = grid.querySelector<HTMLElement>('[aria-label^="c3"]')!;
    c3.click();
    await el.updateComplete;
    expect(c3.getAttribute('aria-selected')).to.equal('true');
    expect(grid.querySelectorAll('.mark').length, 'targets marked').to.be.above(0);
    c3.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(c3.hasAttribute('aria-selected')).to.equal(false);
    expect(difference(grid, board(await fixture<Board>('<draughts-board variant="russian" side="both" animation="0"></draughts-board>')))).to.equal('');
    expect(shape(grid).replace(/ tabindex="(0|-1)"/g, '') === first.replace(/ tabindex="(0|-1)"/g, ''), 'as at first').to.equal(true);
  });
});
