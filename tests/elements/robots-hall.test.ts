import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/robots-hall/index.js';
import type { RobotsHall } from '../../src/elements/robots-hall/index.js';
import { ROBOTS_STRINGS, type RobotsKey } from '../../src/elements/robots-hall/strings.js';
import { turnInWords } from '../../src/elements/robots-hall/words.js';
import { parseRobotsTurn, robots } from '../../src/games/robots/index.js';
import { Localize } from '../../src/ui/localize.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';
import { ScriptedAi } from './fixtures/scripted-ai.js';
import { withoutAutoplayPause } from './fixtures/autoplay.js';

const W = 18;
/** A §A7 position: the exit at (0,5), the player, robots and crevasses as given. */
function position(player: [number, number], robotCells: [number, number][], crevasses: [number, number][] = [], charges = 12, target = 20): string {
  const chars = Array.from({ length: 11 * W }, () => '.');
  chars[5 * W] = '+';
  chars[player[1] * W + player[0]] = 'X';
  for (const [x, y] of robotCells) chars[y * W + x] = 'R';
  for (const [x, y] of crevasses) chars[y * W + x] = '0';
  const rows: string[] = [];
  for (let y = 0; y < 11; y++) rows.push(chars.slice(y * W, y * W + W).join(''));
  return `${rows.join('/')} ${charges} 0 0 ${target} 12345`;
}
/** §A9.4: player (8,5); robots (7,5), (8,4), (5,8); 12 charges. */
const A94 = position([8, 5], [[7, 5], [8, 4], [5, 8]]);

const cellEl = (el: RobotsHall, x: number, y: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${y * W + x}"]`)!;
function centre(el: RobotsHall, x: number, y: number): [number, number] {
  const r = cellEl(el, x, y).getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** A turn as the English hint words it, worked out apart from the element (§A6 notation in, words out). */
function inEnglish(turn: string): string {
  const to: Record<string, string> = { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west' };
  const tokens = turn.split(' ');
  const last = tokens.pop()!;
  const step = last === '.' ? 'stay where you are' : `step ${to[last]}`;
  const zapped = tokens.map((t) => `to the ${to[t.slice(1)]}`);
  if (zapped.length === 0) return step;
  const at = zapped.length === 1 ? zapped[0] : `${zapped.slice(0, -1).join(', ')} and ${zapped.at(-1)}`;
  return `zap the robot${zapped.length > 1 ? 's' : ''} ${at}, then ${step}`;
}

const live = (el: RobotsHall): string => el.shadowRoot!.querySelector('[aria-live]')!.textContent!.trim();
const panel = (el: RobotsHall): string => el.shadowRoot!.querySelector('.play-panel')!.textContent!.replace(/\s+/g, ' ');
const button = (el: RobotsHall, text: string): HTMLButtonElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim().startsWith(text))!;
const status = (el: RobotsHall): string => el.shadowRoot!.querySelector('.status')!.textContent!.replace(/\s+/g, ' ');
const toolbarButton = (el: RobotsHall, label: string): HTMLButtonElement | null => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part=toolbar] button[aria-label="${label}"]`);
const toolbarLabels = (el: RobotsHall): string[] => [...el.shadowRoot!.querySelectorAll('[part=toolbar] button')].map((b) => b.getAttribute('aria-label')!);
const attributeNames = (el: Element): string[] => [...el.attributes].map((a) => a.name).sort();

describe('<robots-hall>', () => {
  it('draws the 11×18 hall of a seed at Arsac\'s level 4, with counters and the seed', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="1"></robots-hall>`);
    expect(el.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(198);
    expect(el.level).to.equal(4);
    expect(el.hallSeed).to.equal(1);
    expect(el.position).to.equal(robots.formatPosition(robots.setup({ seed: 1, level: 4 })));
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-robot')).to.have.length(20);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-crevasse')).to.have.length(30);
    expect(cellEl(el, 17, 5).getAttribute('aria-label')).to.equal('17,5, you, you can step here');
    expect(cellEl(el, 0, 5).getAttribute('aria-label')).to.contain('exit');
    expect(panel(el)).to.contain('Charges 12').and.contain('Robots 20/20').and.contain('Hall 1');
  });

  it('steps by a real mouse click on a square next to the player, and narrates the turn', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="1" animation="0"></robots-hall>`);
    const step = el.legalMoves().find((m) => !m.startsWith('x') && m !== '.')!;
    const d: Record<string, [number, number]> = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] };
    const [dx, dy] = d[step];
    expect(cellEl(el, 17 + dx, 5 + dy).classList.contains('step')).to.equal(true);
    const moved = oneEvent(el, 'game-move');
    await sendMouse({ type: 'click', position: centre(el, 17 + dx, 5 + dy) });
    expect((await moved).detail.move).to.equal(step);
    await el.updateComplete;
    expect(live(el)).to.match(/^Turn 1: you step/);
  });

  it('clicks mark adjacent robots for disintegration, then a square plays xN xW SW (§A9.4)', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${A94} animation="0"></robots-hall>`);
    cellEl(el, 7, 5).click();
    await el.updateComplete;
    expect(cellEl(el, 7, 5).classList.contains('zap')).to.equal(true);
    expect(cellEl(el, 7, 5).getAttribute('aria-label')).to.contain('marked for disintegration');
    cellEl(el, 8, 4).click();
    await el.updateComplete;
    cellEl(el, 7, 6).click();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['xN xW SW']);
    expect(panel(el)).to.contain('Charges 10');
    expect(cellEl(el, 6, 7).querySelector('.kind-robot')).to.not.equal(null, 'robot (5,8) moved to (6,7)');
  });

  it('plays by keyboard: QWE/ASD/ZXC, arrow chords for diagonals, S to stay', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${position([8, 5], [[17, 0]])} animation="0"></robots-hall>`);
    cellEl(el, 8, 5).focus();
    await sendKeys({ press: 'a' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['W']);
    // Up and Left held together: NW.
    await sendKeys({ down: 'ArrowUp' });
    await sendKeys({ down: 'ArrowLeft' });
    await sendKeys({ up: 'ArrowUp' });
    await sendKeys({ up: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['W', 'NW']);
    // With Shift held, the arrows may come one after the other: SE.
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Shift' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['W', 'NW', 'SE']);
    await sendKeys({ press: 's' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['W', 'NW', 'SE', '.', 'W']);
  });

  it('F then a direction marks a robot; Escape clears the marks', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${A94} animation="0"></robots-hall>`);
    cellEl(el, 8, 5).focus();
    await sendKeys({ press: 'f' });
    await sendKeys({ press: 'a' });
    await el.updateComplete;
    expect(cellEl(el, 7, 5).classList.contains('zap')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(cellEl(el, 7, 5).classList.contains('zap')).to.equal(false);
    for (const k of ['f', 'a', 'f', 'w', 'z']) await sendKeys({ press: k });
    await el.updateComplete;
    expect(el.history).to.deep.equal(['xN xW SW']);
  });

  it('takes typed Arsac commands in the command box', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${A94} animation="0"></robots-hall>`);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('#robots-command')!;
    input.value = 'xW   xN SW';
    el.shadowRoot!.querySelector<HTMLFormElement>('form.command')!.requestSubmit();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['xN xW SW']);
    expect(input.value).to.equal('');
  });

  it('refuses bad input of every kind with game-error and keeps the game', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${A94} animation="0"></robots-hall>`);
    const start = el.position;
    const codes: string[] = [];
    el.addEventListener('game-error', (e) => codes.push(e.detail.code));
    // Every refusal is also told on the console, once: caught here and checked, not printed.
    const r = await reported(async () => {
      for (const bad of ['xE .', 'N', 'hello', 'xW xW W', '']) expect(() => el.play(bad)).to.throw();
      expect(codes).to.deep.equal(['illegal-move', 'illegal-move', 'bad-move', 'bad-move', 'bad-move']);
      expect(el.position).to.equal(start);
      const input = el.shadowRoot!.querySelector<HTMLInputElement>('#robots-command')!;
      input.value = 'NNW';
      el.shadowRoot!.querySelector<HTMLFormElement>('form.command')!.requestSubmit();
      await el.updateComplete;
      expect(input.value).to.equal('NNW', 'the text stays to be corrected');
      expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('not a step');
      expect(() => el.importGame('[Game "robots"]\n1. Q *')).to.throw();
      expect(codes.at(-1)).to.equal('bad-record');
      el.level = 9;
      await el.updateComplete;
      expect(codes.at(-1)).to.equal('bad-level');
      expect(el.level).to.equal(4);
      el.setAttribute('safe-moves', 'maybe');
      await el.updateComplete;
      expect(codes.at(-1)).to.equal('bad-option');
      expect(el.safeMoves).to.equal('on');
      el.seed = -5;
      await el.updateComplete;
      expect(codes.at(-1)).to.equal('bad-option');
      el.position = 'not a hall';
      await el.updateComplete;
      expect(codes.at(-1)).to.equal('bad-position');
      expect(el.position).to.equal(start);
      // With safe-moves on, walking into a robot's reach is refused: §A9.5.
      const caught = await fixture<RobotsHall>(html`<robots-hall position=${position([5, 5], [[6, 6]])}></robots-hall>`);
      expect(() => caught.play('.')).to.throw(/caught/);
      expect(caught.play('xSE .')).to.equal('xSE .');
    });
    expectWarned(r, 'robots-hall');
  });

  it('changes hall, seed, safe-moves, language and readonly at runtime', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="3" animation="0"></robots-hall>`);
    el.play(el.legalMoves()[0]);
    el.level = 1;
    await el.updateComplete;
    expect(el.history).to.deep.equal([], 'a new level is a new hall');
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-robot')).to.have.length(8);
    expect(panel(el)).to.contain('Charges 20');
    el.seed = 4;
    await el.updateComplete;
    expect(el.hallSeed).to.equal(4);
    expect(el.position).to.equal(robots.formatPosition(robots.setup({ seed: 4, level: 1 })));
    el.setAttribute('safe-moves', 'off');
    await el.updateComplete;
    expect(el.exportGame()).to.contain('[SafeMoves "off"]');
    el.lang = 'ru';
    await el.updateComplete;
    expect(panel(el)).to.contain('Заряды');
    el.readonly = true;
    await el.updateComplete;
    cellEl(el, 16, 5).click();
    await sendKeys({ press: 'a' });
    expect(el.history).to.deep.equal([]);
  });

  it('"new hall" draws a new seed; "replay this hall" starts it again', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall animation="0"></robots-hall>`);
    const seed = el.hallSeed;
    expect(panel(el)).to.contain(`Hall ${seed}`);
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    button(el, 'Replay this hall').click();
    await el.updateComplete;
    expect(el.history).to.deep.equal([]);
    expect(el.hallSeed).to.equal(seed);
    button(el, 'New hall').click();
    await el.updateComplete;
    expect(el.hallSeed).to.not.equal(seed);
  });

  it('replays a whole game from the seed and the turns, and records round-trip the seed', async () => {
    const a = await fixture<RobotsHall>(html`<robots-hall seed="42" level="2" animation="0"></robots-hall>`);
    for (let i = 0; i < 6 && !a.result; i++) a.play(a.legalMoves()[i % a.legalMoves().length]);
    const record = a.exportGame();
    expect(record).to.contain('[Seed "42"]').and.contain('[Level "2"]');
    const b = await fixture<RobotsHall>(html`<robots-hall seed="7" animation="0"></robots-hall>`);
    b.importGame(record);
    expect(b.position).to.equal(a.position);
    expect(b.history).to.deep.equal(a.history);
    const c = await fixture<RobotsHall>(html`<robots-hall seed="42" level="2" moves=${a.history.join(' ')}></robots-hall>`);
    expect(c.position).to.equal(a.position);
  });

  it('gives a hint through the real AI worker', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="5" animation="0"></robots-hall>`);
    const hinted = oneEvent(el, 'game-hint');
    button(el, 'Hint').click();
    const move = (await hinted).detail.move as string;
    expect(el.legalMoves()).to.include(move);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.square.hint').length).to.be.greaterThan(0);
    // In words, not in the turn notation.
    expect(panel(el)).to.contain(`Hint: ${inEnglish(move)}`).and.not.contain(`Hint: ${move}`);
    expect(live(el)).to.equal(`Hint: ${inEnglish(move)}`);
  });

  it('words a hint in the element\'s language: "zap the robot to the north, then step south", not "xN S"', async () => {
    const ai = new ScriptedAi(['xN S', 'xN S', 'SW'], true);
    const el = await fixture<RobotsHall>(html`<robots-hall position=${position([8, 5], [[8, 4], [17, 0]])} animation="0" .aiClient=${ai}></robots-hall>`);
    expect(await el.hint()).to.equal('xN S');
    await el.updateComplete;
    expect(panel(el)).to.contain('Hint: zap the robot to the north, then step south').and.not.contain('xN');
    expect(live(el)).to.equal('Hint: zap the robot to the north, then step south');
    el.lang = 'ru';
    await el.updateComplete;
    await el.hint();
    await el.updateComplete;
    expect(live(el)).to.equal('Подсказка: уничтожьте робота на севере, затем шагните на юг');
    el.lang = 'en';
    el.play('S');
    await el.updateComplete;
    await el.hint();
    expect(live(el)).to.equal('Hint: step south-west');
  });

  it('puts turns into words in every language', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const cases: [string, string, string][] = [
      ['en', 'NW', 'step north-west'],
      ['en', '.', 'stay where you are'],
      ['en', 'xN xW SW', 'zap the robots to the north and to the west, then step south-west'],
      ['ru', 'xE .', 'уничтожьте робота на востоке, затем оставайтесь на месте'],
      ['fr', 'xN xE xW S', 'désintégrez les robots au nord, à l’est et à l’ouest, puis faites un pas vers le sud'],
      ['pl', 'xSW NE', 'zdezintegruj robota na południowym zachodzie, potem zrób krok na północny wschód'],
    ];
    for (const [lang, turn, words] of cases) {
      expect(turnInWords(new Localize<RobotsKey>(host, ROBOTS_STRINGS, () => lang), parseRobotsTurn(turn)), `${lang} ${turn}`).to.equal(words);
    }
    for (const turn of ['NW', '.', 'xN xW SW', 'xN xE xW S', 'xSW NE']) {
      expect(turnInWords(new Localize<RobotsKey>(host, ROBOTS_STRINGS, () => 'en'), parseRobotsTurn(turn))).to.equal(inEnglish(turn));
    }
  });

  it('shows a legend of the hall under it, in the element\'s language', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="1"></robots-hall>`);
    const legend = el.shadowRoot!.querySelector<HTMLElement>('.legend')!;
    expect(legend.getAttribute('aria-label')).to.equal('Legend');
    const items = (): string[] => [...legend.querySelectorAll('li')].map((li) => li.textContent!.trim());
    expect(items()).to.deep.equal(['You', 'Robot', 'Crevasse: robots fall in', 'Exit']);
    // Each entry draws its piece as the hall does.
    for (const part of ['.p-head', '.r-body', '.c-hole', '.x-door']) expect(legend.querySelector(`svg ${part}`), part).to.not.equal(null);
    const box = legend.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    expect(box.top).to.be.at.least(el.shadowRoot!.querySelector('[part=board]')!.getBoundingClientRect().bottom);
    el.lang = 'ru';
    await el.updateComplete;
    expect(legend.getAttribute('aria-label')).to.equal('Обозначения');
    expect(items()).to.deep.equal(['Вы', 'Робот', 'Трещина: роботы в неё падают', 'Выход']);
  });

  it('one player: the toolbar drops new game, flip, move now and stop; take back, redo, history, level and mode stay', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="3" animation="0"></robots-hall>`);
    // No new game, flip, move now or stop.
    expect(toolbarLabels(el)).to.deep.equal(['Take back', 'Redo', 'Previous move', 'Next move']);
    // One new game (the panel's "New hall"), one level picker, one mode picker without a second person.
    expect([...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.textContent!.trim() === 'New hall')).to.have.length(1);
    const selects = el.shadowRoot!.querySelectorAll<HTMLSelectElement>('select');
    expect(selects).to.have.length(2);
    const [level, mode] = selects;
    expect([...mode.options].map((o) => o.value)).to.deep.equal(['player', 'none']);
    el.play(el.legalMoves()[0]);
    el.play(el.legalMoves()[0]);
    const line = el.history;
    await el.updateComplete;
    toolbarButton(el, 'Take back')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    toolbarButton(el, 'Redo')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(2);
    toolbarButton(el, 'Previous move')!.click();
    toolbarButton(el, 'Previous move')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(0);
    toolbarButton(el, 'Next move')!.click();
    await el.updateComplete;
    expect(el.ply).to.equal(1);
    expect(el.history).to.deep.equal(line.slice(0, 1));
    level.value = '2';
    level.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.level).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('.piece.kind-robot')).to.have.length(12);
    // controls="minimal": take back only.
    el.controls = 'minimal';
    await el.updateComplete;
    expect(toolbarLabels(el)).to.deep.equal(['Take back']);
  });

  it('writes no attribute the page did not write: first render, moves, take-back, new and replayed halls', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall></robots-hall>`);
    expect(attributeNames(el)).to.deep.equal([]);
    el.play(el.legalMoves()[0]);
    await el.updateComplete;
    el.undo();
    await el.updateComplete;
    button(el, 'New hall').click();
    await el.updateComplete;
    el.play(el.legalMoves()[0]);
    button(el, 'Replay this hall').click();
    await el.updateComplete;
    el.reset();
    await el.updateComplete;
    expect(attributeNames(el)).to.deep.equal([]);
    const written = await fixture<RobotsHall>(html`<robots-hall seed="3" animation="0" lang="en"></robots-hall>`);
    written.play(written.legalMoves()[0]);
    await written.updateComplete;
    button(written, 'Replay this hall').click();
    await written.updateComplete;
    expect(attributeNames(written)).to.deep.equal(['animation', 'lang', 'seed']);
    expect(written.getAttribute('seed')).to.equal('3');
  });

  it('fits 320 px without scrolling sideways, direction pad and keys help included', async () => {
    await setViewport({ width: 320, height: 800 });
    try {
      const el = await fixture<RobotsHall>(html`<robots-hall seed="1"></robots-hall>`);
      const width = document.documentElement.clientWidth;
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const wide = [...el.shadowRoot!.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => e.className);
      expect(wide).to.deep.equal([]);
      for (const part of ['.pad', '.keys-help', '.legend', 'form.command']) {
        const r = el.shadowRoot!.querySelector(part)!.getBoundingClientRect();
        expect(r.left, part).to.be.at.least(0);
        expect(r.right, part).to.be.at.most(width);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('leaves the keyboard help out on touch-only screens', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="1"></robots-hall>`);
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const touchOnly = rules.filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && /hover: none/.test(r.conditionText) && /pointer: coarse/.test(r.conditionText));
    const hidden = touchOnly.flatMap((m) => [...m.cssRules]).filter((r) => r instanceof CSSStyleRule && r.selectorText === '.keys-help' && r.style.display === 'none');
    expect(hidden).to.have.length(1);
    // With a mouse it is shown.
    expect(getComputedStyle(el.shadowRoot!.querySelector('.keys-help')!).display).to.not.equal('none');
  });

  it('campaign: after an escape, "Next hall" opens level + 1 with seed + 1 and adds the scores up', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall campaign seed="41" level="6" position=${position([1, 5], [[17, 0]])} animation="0"></robots-hall>`);
    expect(el.hallSeed).to.equal(41);
    let failed = '';
    el.addEventListener('game-error', (e) => (failed = (e as CustomEvent).detail.code));
    const r = await reported(async () => void (await el.nextHall().catch(() => undefined)), el);
    expect(failed, 'no next hall before an escape').to.equal('bad-option');
    expectWarned(r, 'robots-hall');
    el.play('W');
    await el.updateComplete;
    const first = robots.setup({ position: el.position }).score;
    expect(first).to.be.greaterThan(0);
    expect(panel(el)).to.contain('You escaped!').and.contain(`Campaign ${first} (1 hall(s) escaped)`);
    button(el, 'Next hall (level 7)').click();
    await waitUntil(() => el.hallSeed === 42);
    await el.updateComplete;
    expect(el.level).to.equal(7);
    expect(el.result).to.equal(null);
    // The next hall, with the score carried on (§A8, robotsCampaignNext).
    expect(el.position).to.equal(robots.formatPosition({ ...robots.setup({ seed: 42, level: 7 }), score: first }));
    expect(panel(el)).to.contain(`Campaign ${first} (1 hall(s) escaped)`);
    // Choosing a hall by hand starts the campaign over.
    el.seed = 5;
    await el.updateComplete;
    expect(panel(el)).to.contain('Campaign 0 (0 hall(s) escaped)');
    await expect(el).to.be.accessible();
  });

  it('side="none": the computer plays the hall to the end', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall position=${position([3, 5], [[17, 0]])} side="none" animation="0"></robots-hall>`);
    const over = await withoutAutoplayPause(() => oneEvent(el, 'game-over'));
    expect(over.detail.result).to.deep.equal({ winner: 'player', reason: 'escaped' });
    await el.updateComplete;
    expect(panel(el)).to.contain('You escaped!');
    expect(el.shadowRoot!.querySelector('[part=game-over]'), 'the panel says it: no banner over the hall').to.equal(null);
    await waitUntil(() => !el.thinking);
  });

  it('side="none": the status and the announcements speak of the computer, never "Your turn"', async () => {
    const ai = new ScriptedAi(['W']);
    const el = await fixture<RobotsHall>(html`<robots-hall position=${position([10, 5], [[7, 5], [17, 0]])} side="none" animation="0" .aiClient=${ai}></robots-hall>`);
    await waitUntil(() => ai.pending > 0, 'the computer thinks');
    await el.updateComplete;
    expect(status(el)).to.contain('Computer’s turn').and.not.match(/your turn/i);
    const moved = oneEvent(el, 'game-move');
    ai.release();
    expect((await moved).detail.move).to.equal('W');
    await el.updateComplete;
    expect(live(el)).to.match(/^Turn 1: the computer steps west to 9,5\. /).and.contain('Robots next to the player: to the west.');
    expect(live(el)).to.not.match(/\byou(r)?\b/i);
    expect(status(el)).to.contain('Computer’s turn').and.not.match(/your turn/i);
    expect(el.shadowRoot!.querySelector('.legend li')!.textContent!.trim()).to.equal('The player');
    el.lang = 'ru';
    await el.updateComplete;
    expect(status(el)).to.contain('Ход компьютера').and.not.contain('Ваш ход');
    // The person's own game still says so.
    el.side = 'player';
    await el.updateComplete;
    expect(status(el)).to.contain('Ваш ход');
  });

  it('persist keeps the game in progress across a reload', async () => {
    localStorage.removeItem('test-robots-persist');
    const a = await fixture<RobotsHall>(html`<robots-hall seed="8" persist="test-robots-persist" animation="0"></robots-hall>`);
    a.play(a.legalMoves()[0]);
    const b = await fixture<RobotsHall>(html`<robots-hall seed="8" persist="test-robots-persist"></robots-hall>`);
    expect(b.history).to.deep.equal(a.history);
    expect(b.position).to.equal(a.position);
    localStorage.removeItem('test-robots-persist');
  });

  it('is accessible', async () => {
    const el = await fixture<RobotsHall>(html`<robots-hall seed="1"></robots-hall>`);
    await expect(el).to.be.accessible();
  });
});
