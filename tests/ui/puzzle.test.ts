/** Puzzle mode (src/ui/puzzle.ts) on real elements: explicit solutions, engine-judged goals, the puzzle bar. */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/spock-board/index.js';
import '../../src/elements/thud-board/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import type { SpockBoard } from '../../src/elements/spock-board/index.js';
import type { ThudBoard } from '../../src/elements/thud-board/index.js';
import { PUZZLE_TUNING } from '../../src/ui/puzzle.js';
import { PUZZLES } from '../../demo/puzzles.js';

const SHOT = PUZZLES[0].attrs;
const GOAL = PUZZLES[1].attrs;
const SPOCK = PUZZLES.find((p) => p.tag === 'spock-board')!.attrs;

const bar = (el: HTMLElement): HTMLElement | null => el.shadowRoot!.querySelector('[part=puzzle]');
const note = (el: HTMLElement): string => bar(el)?.querySelector('.puzzle-note')?.textContent?.trim() ?? '';
const button = (el: HTMLElement, name: string): HTMLButtonElement | null => bar(el)?.querySelector(`[part~="puzzle-${name}"]`) ?? null;
const phase = (el: HTMLElement): string | undefined => bar(el)?.dataset.phase;

async function shot(): Promise<DraughtsBoard> {
  return fixture<DraughtsBoard>(
    html`<draughts-board variant="russian" animation="0" position=${SHOT.position} solution=${SHOT.solution}></draughts-board>`,
  );
}

describe('ui/puzzle: puzzle mode', function () {
  this.timeout(30_000);
  let showStep: number;
  before(() => {
    // "Show solution" waits between moves so a reader can follow; the test needs no such pause.
    showStep = PUZZLE_TUNING.showStepMs;
    (PUZZLE_TUNING as { showStepMs: number }).showStepMs = 20;
  });
  after(() => ((PUZZLE_TUNING as { showStepMs: number }).showStepMs = showStep));

  it('shows the task; a wrong try is answered, taken back, and refuted on demand', async () => {
    const el = await shot();
    expect(bar(el)!.querySelector('.puzzle-task')!.textContent).to.equal('White to play');
    expect(el.thinking, 'the computer sits out').to.equal(false);
    const status = el.shadowRoot!.querySelector('[part=status]')!.textContent!;
    expect(status, 'the status line names no computer').to.contain('Puzzle').and.not.match(/vs computer|Level/);
    el.play('e5-f6');
    await el.updateComplete;
    expect(note(el)).to.equal('Not this one: e5-f6.');
    expect(phase(el)).to.equal('wrong');
    expect([el.ply, el.history]).to.deep.equal([0, []]);
    button(el, 'refutation')!.click();
    await waitUntil(() => el.ply === 2, 'the wrong try and its answer are played', { timeout: 20_000 });
    await el.updateComplete;
    expect(el.history[0]).to.equal('e5-f6');
    expect(note(el)).to.match(/^e5-f6 is answered by \S+\.$/);
    button(el, 'again')!.click();
    await el.updateComplete;
    expect([el.ply, phase(el)]).to.deep.equal([0, 'solving']);
  });

  it('answers right moves with the defence and fires game-solved at the end of a line', async () => {
    const el = await shot();
    const solved = oneEvent(el, 'game-solved');
    for (const move of ['e5-d6', 'd2-e3', 'e3:c5', 'c3:a1']) {
      await waitUntil(() => el.turn === 'white' && el.legalMoves().includes(move), `${move} can be played`, { timeout: 5000 });
      el.play(move);
      await el.updateComplete;
      if (move !== 'c3:a1') expect(note(el)).to.equal('Right!');
    }
    const { detail } = await solved;
    expect(detail.moves).to.deep.equal(['e5-d6', 'c7:e5', 'd2-e3', 'e5-d4', 'e3:c5', 'a3-b2', 'c3:a1']);
    await el.updateComplete;
    expect([phase(el), note(el)]).to.deep.equal(['solved', 'Solved!']);
    expect(button(el, 'solution'), 'nothing left to show').to.equal(null);
  });

  it('Thud: a troll move (a space inside) as the solution; a lesser capture is not it, the shove that takes three is, by clicks', async () => {
    const p = PUZZLES.find((x) => x.tag === 'thud-board' && x.attrs.position.endsWith(' t 0 0'))!.attrs;
    const el = await fixture<ThudBoard>(html`<thud-board animation="0" side=${p.side} position=${p.position} solution=${p.solution}></thud-board>`);
    expect(bar(el)!.querySelector('.puzzle-task')!.textContent).to.equal('Trolls to play');
    el.play('T k10-k9xj9,l9');
    await el.updateComplete;
    expect(note(el)).to.match(/^Not this one/);
    await waitUntil(() => el.history.length === 0, 'the wrong try is taken back', { timeout: 5000 });
    const solved = oneEvent(el, 'game-solved');
    // Two clicks: the troll at the head of the line, then its square two steps on.
    const cell = (name: string): HTMLElement => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')].find((c) => c.getAttribute('aria-label')?.startsWith(`${name},`))!;
    await waitUntil(() => cell('f5').classList.contains('movable'), 'the reader may move', { timeout: 5000 });
    cell('f5').click();
    await el.updateComplete;
    cell('f3').click();
    const { detail } = await solved;
    expect(detail.moves).to.deep.equal(['T f5-f3xe2,f2,g2']);
    await el.updateComplete;
    expect([phase(el), note(el)]).to.deep.equal(['solved', 'Solved!']);
  });

  it('"Show solution" plays the first line from the start, and that is not solving it', async () => {
    const el = await shot();
    el.play('e5-d6');
    let solvedFired = false;
    el.addEventListener('game-solved', () => (solvedFired = true));
    button(el, 'solution')!.click();
    await waitUntil(() => phase(el) === 'shown', 'the solution is played through', { timeout: 10_000 });
    expect(el.history).to.deep.equal(SHOT.solution.split('|')[0].trim().split(' '));
    expect(note(el)).to.equal(`The solution: ${el.history.join(' ')}`);
    expect(solvedFired).to.equal(false);
  });

  it('goal="win": the engine judges each try and defends; a forced win within the depth solves it', async () => {
    const el = await fixture<DraughtsBoard>(
      html`<draughts-board variant="russian" animation="0" position=${GOAL.position} goal="win" depth=${GOAL.depth}></draughts-board>`,
    );
    expect(bar(el)!.querySelector('.puzzle-task')!.textContent).to.equal('White to play and win in 3');
    el.play('f6-g7');
    await waitUntil(() => phase(el) === 'wrong', 'the engine finds no forced win after f6-g7', { timeout: 20_000 });
    expect(el.ply).to.equal(0);
    expect(button(el, 'solution'), 'a goal puzzle has no lines to show').to.equal(null);
    const solved = oneEvent(el, 'game-solved');
    el.play('a3-b4');
    // White's next moves are captures, each the only legal move.
    for (let i = 0; i < 2; i++) {
      await waitUntil(() => el.turn === 'white' && phase(el) === 'solving', 'the defence answered', { timeout: 20_000 });
      expect(el.legalMoves()).to.have.length(1);
      el.play(el.legalMoves()[0]);
    }
    const { detail } = await solved;
    expect(detail.moves).to.have.length(5);
    expect(el.result?.winner).to.equal('white');
  });

  it('goal="win" in Spock: a forcing move is right', async () => {
    const el = await fixture<SpockBoard>(html`<spock-board animation="0" position=${SPOCK.position} goal="win" depth="2"></spock-board>`);
    expect(bar(el)!.querySelector('.puzzle-task')!.textContent).to.match(/^Blue to play and win in 2$/);
    expect(el.turn).to.equal('blue');
    expect(el.legalMoves().length).to.be.greaterThan(1);
  });

  it('a bad solution is refused with game-error, and the element stays a plain board', async () => {
    const el = document.createElement('draughts-board') as DraughtsBoard;
    el.setAttribute('variant', 'russian');
    el.setAttribute('position', SHOT.position);
    el.setAttribute('solution', 'e5-d6 c7-d6');
    const error = oneEvent(el, 'game-error');
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args[0]);
    try {
      (await fixture(html`<div></div>`)).append(el);
      await error;
    } finally {
      console.warn = warn;
    }
    const { detail } = await error;
    expect(warned).to.have.length(1);
    expect(detail.code).to.equal('bad-option');
    expect(detail.message).to.equal('Solution line 1: "c7-d6" is not a legal move after e5-d6.');
    await el.updateComplete;
    expect(bar(el)).to.equal(null);
  });

  it('is accessible with the puzzle bar and a verdict shown', async () => {
    const el = await shot();
    el.play('e5-f6');
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
