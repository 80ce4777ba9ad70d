import { expect, fixture, html } from '@open-wc/testing';
import { Localize } from '../../src/ui/localize.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy } from './fixtures/toy-game.js';

/** Cell index of a square of the toy game's 5×5 board. */
const cell = (name: string): number => (5 - Number(name.slice(1))) * 5 + (name.charCodeAt(0) - 97);
const cells = (...names: string[]): number[] => names.map(cell).sort((a, b) => a - b);
const sorted = (s: Iterable<number>): number[] => [...s].sort((a, b) => a - b);
const BRANCH = '...../..b../.b.b./..b../..w.. w';

/** What a render changed on the board: the squares touched (by cell), and touches outside any square. */
interface Touched {
  readonly squares: Set<number>;
  readonly labelled: Set<number>;
  readonly outside: MutationRecord[];
}

/** Watches the board's DOM while `run` goes and the element updates. */
async function touched(el: ToyBoard, run: () => unknown): Promise<Touched> {
  const board = el.shadowRoot!.querySelector('.board')!;
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((rs) => records.push(...rs));
  observer.observe(board, { subtree: true, childList: true, attributes: true, characterData: true });
  await run();
  await el.updateComplete;
  records.push(...observer.takeRecords());
  observer.disconnect();
  const squares = new Set<number>();
  const labelled = new Set<number>();
  const outside: MutationRecord[] = [];
  for (const r of records) {
    const node = r.target instanceof Element ? r.target : r.target.parentElement;
    const square = node?.closest<HTMLElement>('[data-cell]');
    if (!square) {
      outside.push(r);
      continue;
    }
    squares.add(Number(square.dataset.cell));
    if (r.attributeName === 'aria-label' && r.target === square) labelled.add(Number(square.dataset.cell));
  }
  return { squares, labelled, outside };
}

/** The squares' state as the rules give it: pieces that can move, and the last move's squares. */
function ruleState(el: ToyBoard, start?: string): { movable: Set<number>; lastMove: Set<number> } {
  const s = toy.setup({ position: el.position });
  const movable = new Set(toy.moves(s).map((m) => m.from));
  let lastMove = new Set<number>();
  if (el.history.length > 0) {
    let st = toy.setup(start ? { position: start } : {});
    let m = toy.parseMove(st, el.history[0]);
    for (const text of el.history.slice(1)) {
      st = toy.play(st, m);
      m = toy.parseMove(st, text);
    }
    lastMove = new Set([m.from, ...m.path, ...m.captured]);
  }
  return { movable, lastMove };
}
const focusCell = (el: ToyBoard): number => Number(el.shadowRoot!.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')!.dataset.cell);

/** The squares whose state a move changes: its squares, the last move's, movable marks that changed, and the focus. */
function expectedSquares(before: ReturnType<typeof ruleState>, after: ReturnType<typeof ruleState>, focus: [number, number]): number[] {
  const out = new Set<number>([...before.lastMove, ...after.lastMove]);
  for (const c of before.movable) if (!after.movable.has(c)) out.add(c);
  for (const c of after.movable) if (!before.movable.has(c)) out.add(c);
  if (focus[0] !== focus[1]) focus.forEach((c) => out.add(c));
  return sorted(out);
}

/** Counts the square labels worked out while `run` goes (a label is asked only when its square is redrawn). */
async function labelsAsked(run: () => Promise<unknown>): Promise<number> {
  const orig = Localize.prototype.squareLabel;
  let n = 0;
  Localize.prototype.squareLabel = function (this: Localize, ...args: Parameters<Localize['squareLabel']>) {
    n++;
    return orig.apply(this, args);
  };
  try {
    await run();
  } finally {
    Localize.prototype.squareLabel = orig;
  }
  return n;
}

describe('ui/BoardView: a render touches only the squares that changed', () => {
  it('a move touches its squares, the last move’s, and the squares whose movable mark changed, no other', async () => {
    const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`);
    for (const move of ['a1-a2', 'e5-e4', 'b1-b2']) {
      const before = ruleState(el);
      const focusBefore = focusCell(el);
      let t!: Touched;
      const asked = await labelsAsked(async () => {
        t = await touched(el, () => el.play(move));
      });
      const want = expectedSquares(before, ruleState(el), [focusBefore, focusCell(el)]);
      expect(sorted(t.squares), move).to.deep.equal(want);
      expect(asked, `labels worked out for ${move}`).to.equal(want.length);
      expect(t.outside, move).to.deep.equal([]);
    }
    // For the first move, by name: a1-a2, and the movable marks passing from White's first row to Black's.
    const first = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`);
    const t = await touched(first, () => first.play('a1-a2'));
    expect(sorted(t.squares)).to.deep.equal(cells('a1', 'a2', 'b1', 'c1', 'd1', 'e1', 'a5', 'b5', 'c5', 'd5', 'e5'));
  });

  it('a capture touches the squares it empties', async () => {
    const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0" position=${BRANCH}></octarine-toy-board>`);
    const before = ruleState(el, BRANCH);
    const t = await touched(el, () => el.play('c1xc3xa3'));
    const after = ruleState(el, BRANCH);
    expect(sorted(after.lastMove)).to.deep.equal(cells('c1', 'c2', 'c3', 'b3', 'a3'));
    expect(sorted(t.squares)).to.deep.equal(expectedSquares(before, after, [0, 0]));
  });

  it('a click moves the focus and selects: only the old focus, the piece and its targets change', async () => {
    const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`);
    expect(focusCell(el)).to.equal(cell('a1'));
    const t = await touched(el, () => el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${cell('c1')}"]`)!.click());
    expect(sorted(t.squares)).to.deep.equal(cells('a1', 'c1', 'c2'));
  });

  it('a render with nothing changed on the board touches no square', async () => {
    const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0" moves="a1-a2"></octarine-toy-board>`);
    let t = await touched(el, () => el.requestUpdate());
    expect(sorted(t.squares)).to.deep.equal([]);
    expect(t.outside).to.deep.equal([]);
    // Things on show elsewhere change: the level, the toolbar.
    const asked = await labelsAsked(async () => {
      t = await touched(el, () => {
        el.level = 6;
        el.controls = 'minimal';
      });
    });
    expect(sorted(t.squares)).to.deep.equal([]);
    expect(asked).to.equal(0);
  });

  it('a change of language relabels every square', async () => {
    const el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`);
    const t = await touched(el, () => (el.lang = 'fr'));
    expect(sorted(t.labelled)).to.deep.equal(sorted(Array.from({ length: 25 }, (_, i) => i)));
    expect(el.shadowRoot!.querySelector(`[data-cell="${cell('a1')}"]`)!.getAttribute('aria-label')).to.equal('a1, blanc pion');
  });
});
