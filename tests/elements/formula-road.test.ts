import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/formula-road/index.js';
import type { FormulaRoad } from '../../src/elements/formula-road/index.js';
import { formula } from '../../src/games/formula/index.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';
import { ScriptedAi } from './fixtures/scripted-ai.js';
import { withoutAutoplayPause } from './fixtures/autoplay.js';

const COLS = 16;
/** The window cell of road square (row ahead, column): row 12 is the car's row with 13 rows in view. */
const cell = (el: FormulaRoad, ahead: number, c: number, rows = 13): HTMLElement =>
  el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${(rows - 1 - ahead) * COLS + c}"]`)!;
function centre(e: HTMLElement): [number, number] {
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}
const panel = (el: FormulaRoad): string => el.shadowRoot!.querySelector('.play-panel')!.textContent!.replace(/\s+/g, ' ');
const live = (el: FormulaRoad): string => el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();

/** The commands in English words (rules/arsac.md §B2). */
const COMMAND_WORDS: Readonly<Record<string, string>> = {
  '.': 'keep going',
  A: 'accelerate',
  D: 'brake',
  L: 'steer left',
  R: 'steer right',
  AL: 'accelerate and steer left',
  AR: 'accelerate and steer right',
  DL: 'brake and steer left',
  DR: 'brake and steer right',
};
const status = (el: FormulaRoad): string => el.shadowRoot!.querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
const toolbarButton = (el: FormulaRoad, label: string): HTMLButtonElement | null => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part=toolbar] button[aria-label="${label}"]`);
const toolbarLabels = (el: FormulaRoad): string[] => [...el.shadowRoot!.querySelectorAll('[part=toolbar] button')].map((b) => b.getAttribute('aria-label')!);
const attributeNames = (el: Element): string[] => [...el.attributes].map((a) => a.name).sort();
const choose = async (el: FormulaRoad, select: HTMLSelectElement, value: string): Promise<void> => {
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
};
const button = (el: FormulaRoad, text: string): HTMLButtonElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim().startsWith(text) || b.getAttribute('aria-label') === text)!;

describe('<formula-road>', () => {
  it('draws the §B6.1 road: 13 rows, the car at the bottom, trucks, the speed hidden', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1"></formula-road>`);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(13 * COLS);
    expect(el.position).to.equal('1 4 variable 4 0 7 4 0 run');
    expect(cell(el, 0, 7).getAttribute('aria-label')).to.equal('(0,7), your car');
    expect(cell(el, 9, 8).getAttribute('aria-label')).to.equal('(9,8), truck');
    expect(cell(el, 1, 4).classList.contains('playable')).to.equal(false, 'off-road');
    expect(panel(el)).to.contain('Speed hidden').and.contain('Road 1');
    el.showSpeed = true;
    await el.updateComplete;
    expect(panel(el)).to.contain('Speed 4');
  });

  it('drives by keyboard: arrows, chords (↑+← = AL), Space, and the road scrolls', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0"></formula-road>`);
    cell(el, 0, 7).focus();
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['.']);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.position).to.equal('1 4 variable 4 8 7 4 2 run', '§B6.2: (8,7) after two turns straight');
    await sendKeys({ down: 'ArrowUp' });
    await sendKeys({ down: 'ArrowLeft' });
    await sendKeys({ up: 'ArrowLeft' });
    await sendKeys({ up: 'ArrowUp' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['.', '.', 'AL']);
    expect(el.position).to.equal('1 4 variable 4 13 6 5 3 run', '§B6.2: AL reaches (13,6)');
    expect(cell(el, 0, 6).getAttribute('aria-label')).to.contain('your car');
    expect(live(el)).to.match(/^Turn 3: accelerate and steer left\. Distance 13/);
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.history.at(-1)).to.equal('D');
  });

  it('drives by a real mouse click on a reachable square and by the touch pad', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0"></formula-road>`);
    await sendMouse({ type: 'click', position: centre(cell(el, 4, 7)) });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['.']);
    button(el, 'steer left').click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['.', 'L']);
  });

  it('a crash ends the race with the distance (§B6.2: R from (8,7) hits the truck at (9,8))', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" moves=". ." animation="0"></formula-road>`);
    const over = oneEvent(el, 'game-over');
    el.play('R');
    expect((await over).detail.result).to.deep.equal({ winner: null, reason: 'crash' });
    await el.updateComplete;
    expect(panel(el)).to.contain('You hit a truck. Distance 8.');
  });

  it('fixed mode allows steering only; bad input of every kind is refused and the race kept', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" mode="fixed"></formula-road>`);
    expect(el.variant).to.equal('fixed');
    expect(el.legalMoves()).to.deep.equal(['.', 'L', 'R']);
    const codes: string[] = [];
    el.addEventListener('game-error', (e) => codes.push(e.detail.code));
    const start = el.position;
    // Every refusal is also told on the console, once: caught here and checked, not printed.
    const r = await reported(async () => {
      expect(() => el.play('A')).to.throw(/fixed/);
      expect(() => el.play('Q')).to.throw();
      expect(() => el.importGame('[Game "robots"]\n*')).to.throw();
      expect(codes).to.deep.equal(['illegal-move', 'bad-move', 'bad-record']);
      el.setAttribute('mode', 'sideways');
      await el.updateComplete;
      el.rows = 1;
      await el.updateComplete;
      el.speed = 40;
      await el.updateComplete;
      el.level = 0;
      await el.updateComplete;
      el.position = '1 4 variable 4 0 0 4 0 run';
      await el.updateComplete;
      expect(codes.slice(3)).to.deep.equal(['bad-option', 'bad-option', 'bad-option', 'bad-level', 'bad-position']);
    }, el);
    expectWarned(r, 'formula-road');
    expect(el.position).to.equal(start);
    expect(el.raceMode).to.equal('fixed');
  });

  it('changes level, seed, rows, speed and length at runtime', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0"></formula-road>`);
    el.play('.');
    el.rows = 9;
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(9 * COLS);
    el.speed = 2;
    el.length = 10;
    await el.updateComplete;
    expect(el.position).to.equal('1 4 variable 2 0 7 2 0 run');
    el.seed = 99;
    el.level = 7;
    await el.updateComplete;
    expect(el.roadSeed).to.equal(99);
    expect(el.position).to.equal('99 7 variable 2 0 7 2 0 run');
    for (let i = 0; i < 8 && !el.result; i++) el.play(el.legalMoves().includes('A') ? 'A' : '.');
    expect(el.result?.reason === 'finished' || el.result?.reason === 'crash').to.equal(true);
  });

  it('mode and variant are one option: setting either shows on the other\'s attribute (issue 15 fuzz)', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0" mode="variable"></formula-road>`);
    el.setAttribute('variant', 'fixed');
    await el.updateComplete;
    expect(el.raceMode).to.equal('fixed');
    expect(el.getAttribute('mode')).to.equal('fixed');
    el.variant = 'variable';
    await el.updateComplete;
    expect(el.getAttribute('mode')).to.equal('variable');
    el.raceMode = 'fixed';
    await el.updateComplete;
    expect(el.variant).to.equal('fixed');
    expect(el.getAttribute('mode')).to.equal('fixed');
  });

  it('records round-trip the seed and the options', async () => {
    const a = await fixture<FormulaRoad>(html`<formula-road seed="12" level="2" speed="3" rows="11" animation="0"></formula-road>`);
    for (let i = 0; i < 5 && !a.result; i++) a.play('.');
    const record = a.exportGame();
    expect(record).to.contain('[Seed "12"]').and.contain('[Rows "11"]').and.contain('[Speed "3"]');
    const b = await fixture<FormulaRoad>(html`<formula-road seed="5"></formula-road>`);
    b.importGame(record);
    await b.updateComplete;
    expect(b.position).to.equal(a.position);
    expect(b.history).to.deep.equal(a.history);
    expect(b.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(11 * COLS);
    const c = formula.importRecord!(record);
    expect(c.options).to.include({ seed: 12, level: 2, speed: 3, rows: 11 });
  });

  it('gives a hint through the real AI worker', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" moves=". ." animation="0"></formula-road>`);
    const hinted = oneEvent(el, 'game-hint');
    button(el, 'Hint (H)').click();
    const move = (await hinted).detail.move as string;
    expect(el.legalMoves()).to.include(move);
    expect(move).to.not.equal('R', 'R hits the truck at (9,8)');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.pad button.hinted')).to.not.equal(null);
    // In words, not in the command letters.
    expect(live(el)).to.equal(`Hint: ${COMMAND_WORDS[move]}`);
    expect(panel(el)).to.contain(`Hint: ${COMMAND_WORDS[move]}`);
  });

  it('words a hint as the command ("accelerate and steer left"), never the letters, in the element\'s language', async () => {
    const ai = new ScriptedAi(['AL', 'AL'], true);
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0" .aiClient=${ai}></formula-road>`);
    expect(await el.hint()).to.equal('AL');
    await el.updateComplete;
    expect(live(el)).to.equal('Hint: accelerate and steer left');
    expect(panel(el)).to.contain('Hint: accelerate and steer left').and.not.contain('AL');
    el.lang = 'fr';
    await el.updateComplete;
    await el.hint();
    expect(live(el)).to.equal('Indice : accélérer et tourner à gauche');
  });

  it('side="none": the status says the autopilot drives, never "Your turn"', async () => {
    const ai = new ScriptedAi(['.']);
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" side="none" animation="0" .aiClient=${ai}></formula-road>`);
    await waitUntil(() => ai.pending > 0, 'the autopilot thinks');
    await el.updateComplete;
    expect(status(el)).to.contain('Autopilot driving').and.not.match(/your turn/i);
    const moved = oneEvent(el, 'game-move');
    ai.release();
    await moved;
    await el.updateComplete;
    expect(live(el)).to.match(/^Turn 1: keep going\. Distance 4/).and.not.match(/your turn/i);
    expect(status(el)).to.contain('Autopilot driving');
    el.lang = 'pl';
    await el.updateComplete;
    expect(status(el)).to.contain('Prowadzi autopilot').and.not.contain('Twój ruch');
  });

  it('one player: the toolbar drops new game, flip, move now and stop; take back, redo, history, level, mode and rules stay', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1" animation="0"></formula-road>`);
    // No new game, flip, move now or stop.
    expect(toolbarLabels(el)).to.deep.equal(['Take back', 'Redo', 'Previous move', 'Next move']);
    expect([...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent!.trim() === 'New road')).to.have.length(1);
    const selects = el.shadowRoot!.querySelectorAll<HTMLSelectElement>('select');
    expect(selects).to.have.length(3);
    const [level, mode, rules] = selects;
    expect([...mode.options].map((o) => o.value)).to.deep.equal(['player', 'none']);
    expect([...rules.options].map((o) => o.value)).to.deep.equal(['variable', 'fixed']);
    el.play('.');
    el.play('.');
    await el.updateComplete;
    toolbarButton(el, 'Take back')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    toolbarButton(el, 'Redo')!.click();
    await el.updateComplete;
    expect(el.position).to.equal('1 4 variable 4 8 7 4 2 run');
    toolbarButton(el, 'Previous move')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    toolbarButton(el, 'Next move')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    await choose(el, level, '2');
    expect(el.level).to.equal(2);
    expect(el.history).to.deep.equal([]);
    await choose(el, rules, 'fixed');
    expect(el.raceMode).to.equal('fixed');
    expect(el.legalMoves()).to.deep.equal(['.', 'L', 'R']);
  });

  it('writes no attribute the page did not write: first render, moves, take-back, new and replayed roads, the rules menu', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road></formula-road>`);
    expect(attributeNames(el)).to.deep.equal([]);
    el.play('.');
    await el.updateComplete;
    el.undo();
    await el.updateComplete;
    button(el, 'New road').click();
    await el.updateComplete;
    el.play('.');
    button(el, 'Drive this road again').click();
    await el.updateComplete;
    el.reset();
    await el.updateComplete;
    expect(attributeNames(el)).to.deep.equal([]);
    // The rules menu sets the variant (the mode): no `variant` attribute appears.
    await choose(el, el.shadowRoot!.querySelectorAll<HTMLSelectElement>('select')[2], 'fixed');
    expect(el.raceMode).to.equal('fixed');
    expect(attributeNames(el)).to.deep.equal([]);
    // Where the page wrote `mode`, a refused value gives way to the good one on the attribute.
    const written = await fixture<FormulaRoad>(html`<formula-road seed="1" mode="fixed"></formula-road>`);
    const r = await reported(async () => {
      written.setAttribute('mode', 'sideways');
      await written.updateComplete;
      await written.updateComplete;
    }, written);
    expect(r.details.map((d) => d.code)).to.deep.equal(['bad-option']);
    expectWarned(r, 'formula-road');
    expect(written.getAttribute('mode')).to.equal('fixed');
    written.play('.');
    button(written, 'New road').click();
    await written.updateComplete;
    expect(attributeNames(written)).to.deep.equal(['mode', 'seed']);
  });

  it('fits 320 px without scrolling sideways, pedal pad and keys help included; the keys help is left out on touch-only screens', async () => {
    await setViewport({ width: 320, height: 800 });
    try {
      const el = await fixture<FormulaRoad>(html`<formula-road seed="1"></formula-road>`);
      const width = document.documentElement.clientWidth;
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const wide = [...el.shadowRoot!.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.className);
      expect(wide).to.deep.equal([]);
      for (const part of ['.pad', '.keys-help', '.actions']) {
        const r = el.shadowRoot!.querySelector(part)!.getBoundingClientRect();
        expect(r.left, part).to.be.at.least(0);
        expect(r.right, part).to.be.at.most(width);
      }
      const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
      const touchOnly = rules.filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && /hover: none/.test(r.conditionText) && /pointer: coarse/.test(r.conditionText));
      expect(touchOnly.flatMap((m) => [...m.cssRules]).some((r) => r instanceof CSSStyleRule && r.selectorText === '.keys-help' && r.style.display === 'none')).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('side="none": the autopilot drives a short race to the finish', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="3" level="1" length="16" side="none" animation="0"></formula-road>`);
    const over = await withoutAutoplayPause(() => oneEvent(el, 'game-over'));
    expect(over.detail.result.reason).to.equal('finished');
    await waitUntil(() => !el.thinking);
  });

  it('is accessible', async () => {
    const el = await fixture<FormulaRoad>(html`<formula-road seed="1"></formula-road>`);
    await expect(el).to.be.accessible();
  });
});
