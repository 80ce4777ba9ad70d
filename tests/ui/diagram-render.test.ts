// A diagram's first drawing is plain DOM (no lit parts per square, issue 17): it must be the very board
// lit draws — the same elements, attributes and labels — and become lit's once anything on it changes.
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

/** Whether lit draws the squares: its markers sit among a row's squares. */
const litRows = (el: Board): boolean =>
  [...board(el).querySelectorAll('.row')].some((row) => [...row.childNodes].some((n) => n.nodeType === Node.COMMENT_NODE));

describe('ui/BoardView: a diagram is drawn in plain DOM first', () => {
  for (const [tag, attrs] of DIAGRAMS) {
    it(`<${tag} ${attrs}>: the first drawing is the board lit draws, and lit takes over at the first change`, async () => {
      const el = await diagram(tag, attrs);
      const grid = board(el);
      expect(litRows(el), 'drawn without lit parts').to.equal(false);
      const first = shape(grid);
      expect(grid.querySelectorAll('[role=gridcell]').length).to.be.above(20);
      // A render that changes no square keeps the drawing as it is.
      const square = grid.querySelector('[role=gridcell]');
      el.setAttribute('marks', '');
      (el as unknown as { requestUpdate(): void }).requestUpdate();
      await el.updateComplete;
      expect(grid.querySelector('[role=gridcell]'), 'the same square element').to.equal(square);
      // Another language relabels every square (lit's drawing now), and back: the same board as at first.
      el.setAttribute('lang', 'fr');
      await el.updateComplete;
      expect(litRows(el), 'drawn by lit after a change').to.equal(true);
      expect(shape(board(el))).not.to.equal(first);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(board(el), 'the same grid element').to.equal(grid);
      expect(shape(board(el))).to.equal(first);
    });
  }

  it('a diagram drawn in plain DOM is accessible', async () => {
    for (const [tag, attrs] of DIAGRAMS.slice(0, 4)) {
      const el = await diagram(tag, attrs);
      expect(litRows(el)).to.equal(false);
      await expect(el).to.be.accessible();
    }
  });

  it('the keyboard moves the focus over a diagram: lit draws it from the first move on, and the focus follows', async () => {
    const el = await diagram('draughts-board', 'variant="russian" moves="c3-d4"');
    const start = board(el).querySelector<HTMLElement>('[tabindex="0"]')!;
    start.focus();
    const key = (k: string): void => void el.shadowRoot!.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
    key('ArrowRight');
    await el.updateComplete;
    expect(litRows(el)).to.equal(true);
    const moved = el.shadowRoot!.activeElement as HTMLElement;
    expect(Number(moved.dataset.cell)).to.equal(Number(start.dataset.cell) + 1);
    expect(moved.getAttribute('tabindex')).to.equal('0');
    key('ArrowLeft');
    await el.updateComplete;
    expect((el.shadowRoot!.activeElement as HTMLElement).dataset.cell).to.equal(start.dataset.cell);
  });
});
