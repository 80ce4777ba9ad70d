import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/kamisado-board/index.js';
import '../../src/elements/robots-hall/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import type { KamisadoBoard } from '../../src/elements/kamisado-board/index.js';
import type { RobotsHall } from '../../src/elements/robots-hall/index.js';
import { ScriptedAi } from '../elements/fixtures/scripted-ai.js';
import { expectWarned, reported } from './fixtures/report.js';

type Board = HTMLElement & { updateComplete: Promise<boolean> };

/** The square labelled `name` ("32", "c3"). */
function square(el: Board, name: string): HTMLElement {
  const found = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')].find((c) => c.getAttribute('aria-label')!.split(',')[0] === name);
  if (!found) throw new Error(`no square ${name}`);
  return found;
}
const cellOf = (el: Board, name: string): number => Number(square(el, name).dataset.cell);
function centre(el: Board, name: string): [number, number] {
  const r = square(el, name).getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}
const layer = (el: Board): SVGSVGElement | null => el.shadowRoot!.querySelector<SVGSVGElement>('svg.marks');
const summary = (el: Board): string => el.shadowRoot!.querySelector('.marks-summary')?.textContent ?? '';
/** The drawn marks as `kind from[-to] colour`, in cells. */
function drawn(el: Board): string[] {
  return [...(layer(el)?.querySelectorAll<SVGElement>('[data-from]') ?? [])].map((s) => {
    const kind = s.classList[0].replace('mark-', '');
    const color = [...s.classList].find((c) => c.startsWith('c-'))!.slice(2);
    return `${kind} ${s.dataset.from}${s.dataset.to ? `-${s.dataset.to}` : ''} ${color}`;
  });
}
/** An arrow's tip and tail in viewport pixels. */
function arrowEnds(el: Board): { tip: DOMPoint; tail: DOMPoint } {
  const svg = layer(el)!;
  const poly = svg.querySelector<SVGPolygonElement>('.mark-arrow')!;
  const pts = poly.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
  const ctm = svg.getScreenCTM()!;
  const at = (x: number, y: number): DOMPoint => new DOMPoint(x, y).matrixTransform(ctm);
  return { tip: at(pts[3][0], pts[3][1]), tail: at((pts[0][0] + pts[6][0]) / 2, (pts[0][1] + pts[6][1]) / 2) };
}
const near = (p: DOMPoint, [x, y]: [number, number], tolerance: number): boolean => Math.hypot(p.x - x, p.y - y) < tolerance;

async function rightDrag(el: Board, from: string, to: string): Promise<void> {
  await sendMouse({ type: 'move', position: centre(el, from) });
  await sendMouse({ type: 'down', button: 'right' });
  await sendMouse({ type: 'move', position: centre(el, to) });
  await sendMouse({ type: 'up', button: 'right' });
  await el.updateComplete;
}

describe('marks drawn on the board', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('draws the marks attribute in draughts\' field numbers, and says them for screen readers', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" marks="arrow:32-28 square:27 circle:19:red"></draughts-board>`);
    expect(el.marks).to.equal('arrow:32-28 square:27 circle:19:red');
    expect(drawn(el)).to.deep.equal([`square ${cellOf(el, '27')} green`, `circle ${cellOf(el, '19')} red`, `arrow ${cellOf(el, '32')}-${cellOf(el, '28')} green`]);
    expect(layer(el)!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(layer(el)!).pointerEvents).to.equal('none');
    expect(summary(el)).to.equal('Arrows: 32–28. Highlighted squares: 27. Circles: 19 (red).');
    const { tip, tail } = arrowEnds(el);
    const size = square(el, '32').getBoundingClientRect().width;
    expect(near(tail, centre(el, '32'), size / 4), 'tail on 32').to.equal(true);
    expect(near(tip, centre(el, '28'), size / 2), 'tip on 28').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('setMarks takes text or a list of marks; the property and the attribute replace them; nothing clears them', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    expect(layer(el)).to.equal(null);
    el.setMarks('[%cal G3228] [%csl Y27]');
    await el.updateComplete;
    expect(drawn(el)).to.deep.equal([`square ${cellOf(el, '27')} yellow`, `arrow ${cellOf(el, '32')}-${cellOf(el, '28')} green`]);
    el.setMarks([{ kind: 'circle', from: cellOf(el, '19'), color: 'blue' }]);
    await el.updateComplete;
    expect(drawn(el)).to.deep.equal([`circle ${cellOf(el, '19')} blue`]);
    expect(el.marks).to.equal('circle:19:blue');
    el.marks = 'arrow:31-26';
    await el.updateComplete;
    expect(drawn(el)).to.deep.equal([`arrow ${cellOf(el, '31')}-${cellOf(el, '26')} green`]);
    el.setAttribute('marks', 'circle:50');
    await el.updateComplete;
    expect(drawn(el)).to.deep.equal([`circle ${cellOf(el, '50')} green`]);
    el.removeAttribute('marks');
    await el.updateComplete;
    expect(layer(el)).to.equal(null);
    expect(el.marks).to.equal('');
  });

  it('reads an algebraic game\'s square names (Kamisado)', async () => {
    const el = await fixture<KamisadoBoard>(html`<kamisado-board side="both" marks="arrow:a1-a5:blue [%csl Rd4]"></kamisado-board>`);
    expect(drawn(el)).to.deep.equal([`square ${cellOf(el, 'd4')} red`, `arrow ${cellOf(el, 'a1')}-${cellOf(el, 'a5')} blue`]);
    expect(summary(el)).to.equal('Arrows: a1–a5 (blue). Highlighted squares: d4 (red).');
    await expect(el).to.be.accessible();
  });

  it('follows the orientation: flipped, the arrow points the other way on screen', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" marks="arrow:32-28"></draughts-board>`);
    const up = arrowEnds(el);
    expect(up.tip.y).to.be.lessThan(up.tail.y);
    el.orientation = 'black';
    await el.updateComplete;
    const down = arrowEnds(el);
    expect(down.tip.y).to.be.greaterThan(down.tail.y);
    const size = square(el, '32').getBoundingClientRect().width;
    expect(near(down.tail, centre(el, '32'), size / 4), 'tail on 32, now at the top').to.equal(true);
    expect(near(down.tip, centre(el, '28'), size / 2), 'tip on 28').to.equal(true);
  });

  it('refuses bad marks with game-error in one sentence and keeps the last good ones', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" marks="arrow:32-28"></draughts-board>`);
    const before = drawn(el);
    const r = await reported(async () => {
      el.marks = 'arrow:32-99';
      el.setAttribute('marks', 'circle:c3:pink');
      expect(() => el.setMarks('line:1-2')).to.throw(/not a mark/);
      expect(() => el.setMarks([{ kind: 'circle', from: 500, color: 'green' }])).to.throw(/cells 0 to 99/);
      await el.updateComplete;
    });
    expect(r.details.map((d) => d.code)).to.deep.equal(['bad-option', 'bad-option', 'bad-option', 'bad-option']);
    expect(r.details[0].message).to.equal('Marks: "99" in "arrow:32-99" is not a square of this board.');
    expect(r.details[1].message).to.equal('Marks: "pink" is not a mark colour; use green, red, blue, yellow.');
    expectWarned(r, 'draughts-board');
    expect(el.marks).to.equal('arrow:32-28');
    expect(drawn(el)).to.deep.equal(before);
    // The status line shows the last refusal.
    expect(el.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('with cells 0 to 99');
  });

  it('a bad marks attribute at load is reported once the board is drawn', async () => {
    const r = await reported(async () => {
      const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" marks="arrow:32-28 circle:zz"></draughts-board>`);
      expect(layer(el)).to.equal(null);
    });
    expect(r.details).to.have.length(1);
    expect(r.details[0].message).to.contain('"zz"');
    expectWarned(r, 'draughts-board');
  });

  it('the reader draws with the right button: a drag an arrow, a click a circle; no menu, no move; gone after the next move, the author\'s marks stay', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both" marks="square:27:yellow"></draughts-board>`);
    const moves: Event[] = [];
    el.addEventListener('game-move', (e) => moves.push(e));
    const menus: boolean[] = [];
    const onMenu = (e: Event): number => menus.push(e.defaultPrevented);
    document.addEventListener('contextmenu', onMenu);
    try {
      await rightDrag(el, '33', '29');
      await rightDrag(el, '19', '19');
      expect(drawn(el)).to.deep.equal([
        `square ${cellOf(el, '27')} yellow`,
        `circle ${cellOf(el, '19')} green`,
        `arrow ${cellOf(el, '33')}-${cellOf(el, '29')} green`,
      ]);
      expect(menus).to.not.be.empty;
      expect(menus.every((prevented) => prevented), 'context menus kept off the board').to.equal(true);
      // Drawn again, a mark goes.
      await rightDrag(el, '19', '19');
      expect(drawn(el)).to.not.include(`circle ${cellOf(el, '19')} green`);
      await rightDrag(el, '19', '19');
      expect(moves).to.have.length(0);
      expect(el.history).to.deep.equal([]);
      el.play('32-28');
      await el.updateComplete;
      expect(drawn(el)).to.deep.equal([`square ${cellOf(el, '27')} yellow`]);
      // A right press off the board opens the menu as usual.
      menus.length = 0;
      await sendMouse({ type: 'move', position: [2, 2] });
      await sendMouse({ type: 'down', button: 'right' });
      await sendMouse({ type: 'up', button: 'right' });
      expect(menus).to.deep.equal([false]);
    } finally {
      document.removeEventListener('contextmenu', onMenu);
    }
  });

  it('Shift draws red; the keyboard draws with M on one square then M on another', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    await sendKeys({ down: 'Shift' });
    await rightDrag(el, '31', '27');
    await sendKeys({ up: 'Shift' });
    expect(drawn(el)).to.deep.equal([`arrow ${cellOf(el, '31')}-${cellOf(el, '27')} red`]);
    square(el, '32').focus();
    await sendKeys({ press: 'm' });
    square(el, '28').focus();
    await sendKeys({ press: 'm' });
    await el.updateComplete;
    expect(drawn(el)).to.include(`arrow ${cellOf(el, '32')}-${cellOf(el, '28')} green`);
    expect(el.shadowRoot!.querySelector('[aria-live]')!.textContent).to.contain('Arrows: 31–27 (red), 32–28');
    square(el, '19').focus();
    await sendKeys({ press: 'm' });
    await sendKeys({ press: 'm' });
    await el.updateComplete;
    expect(drawn(el)).to.include(`circle ${cellOf(el, '19')} green`);
    expect(el.history).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('draws the computer\'s hint as an arrow in its own colour until the position changes', async () => {
    // Robots (rules/arsac.md §A7): the player at (8,5), a robot far away; the hint steps west.
    const chars = Array.from({ length: 11 * 18 }, () => '.');
    chars[5 * 18] = '+';
    chars[5 * 18 + 8] = 'X';
    chars[17] = 'R';
    const rows = Array.from({ length: 11 }, (_, y) => chars.slice(y * 18, y * 18 + 18).join(''));
    const ai = new ScriptedAi(['W'], true);
    const el = await fixture<RobotsHall>(html`<robots-hall position=${`${rows.join('/')} 12 0 0 20 12345`} animation="0" .aiClient=${ai}></robots-hall>`);
    expect(await el.hint()).to.equal('W');
    await el.updateComplete;
    expect(drawn(el)).to.deep.equal([`arrow ${5 * 18 + 8}-${5 * 18 + 7} hint`]);
    expect(summary(el)).to.equal('Suggested move: 8,5–7,5.');
    await expect(el).to.be.accessible();
    el.play('W');
    await el.updateComplete;
    expect(layer(el)).to.equal(null);
  });

  it('a two-player board\'s toolbar asks for a hint, fires game-hint and draws it as an arrow', async () => {
    const ai = new ScriptedAi(['32-28'], true);
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="white" animation="0" .aiClient=${ai}></draughts-board>`);
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Hint"]')!;
    expect(button.disabled, 'the person is to move').to.equal(false);
    const fired = new Promise<CustomEvent>((resolve) => el.addEventListener('game-hint', (e) => resolve(e as CustomEvent), { once: true }));
    button.click();
    expect((await fired).detail.move).to.equal('32-28');
    await el.updateComplete;
    // Fields 32 and 28 are the cells 6 × 10 + 3 and 5 × 10 + 4 of the 10×10 grid.
    expect(drawn(el)).to.deep.equal(['arrow 63-54 hint']);
    expect(el.history, 'a hint plays nothing').to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('Hint: 32-28');
    await expect(el).to.be.accessible();
  });
});
