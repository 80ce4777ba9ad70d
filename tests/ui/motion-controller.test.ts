import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { PieceView } from '../../src/core/board.js';
import type { MotionPlan } from '../../src/core/motion.js';
import { MOTION_TUNING } from '../../src/ui/motion-controller.js';
import { BOARD_PX, MotionHost } from './fixtures/board-host.js';
import { toy } from './fixtures/toy-game.js';
import { tick } from './fixtures/report.js';

/** Cell index of a square of the toy game's 5×5 board; its squares are 100 px wide in the host. */
const cell = (name: string): number => (5 - Number(name.slice(1))) * 5 + (name.charCodeAt(0) - 97);
const SQUARE_PX = BOARD_PX / 5;
const UNIQUE = '...../..b../...../..b../..w.. w';
const BLACK_MAN: PieceView = { side: 'black', kind: 'man' };

const pieceOn = (el: MotionHost, name: string): SVGElement => el.shadowRoot!.querySelector<SVGElement>(`[data-cell="${cell(name)}"] .piece`)!;
const ghosts = (el: MotionHost): HTMLElement[] => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.motion > .ghost')];
const running = (el: MotionHost): Animation[] => el.shadowRoot!.getAnimations();
/** The keyframes an animation plays. */
const keyframes = (a: Animation): ComputedKeyframe[] => (a.effect as KeyframeEffect).getKeyframes();

/**
 * Counts layout reads (boxes, offsets, client and scroll sizes, computed style) while `run` goes.
 * The animator must read none: its distances are in the board's container units.
 */
async function layoutReads(run: () => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  const restore: (() => void)[] = [];
  const spyMethod = (proto: object, name: string): void => {
    const orig = (proto as Record<string, unknown>)[name] as (...a: unknown[]) => unknown;
    (proto as Record<string, unknown>)[name] = function (this: unknown, ...a: unknown[]) {
      reads.push(name);
      return orig.apply(this, a);
    };
    restore.push(() => ((proto as Record<string, unknown>)[name] = orig));
  };
  const spyGetter = (proto: object, name: string): void => {
    const desc = Object.getOwnPropertyDescriptor(proto, name)!;
    Object.defineProperty(proto, name, {
      ...desc,
      get(this: unknown) {
        reads.push(name);
        return desc.get!.call(this);
      },
    });
    restore.push(() => Object.defineProperty(proto, name, desc));
  };
  spyMethod(Element.prototype, 'getBoundingClientRect');
  spyMethod(Element.prototype, 'getClientRects');
  spyMethod(window, 'getComputedStyle');
  for (const g of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']) spyGetter(HTMLElement.prototype, g);
  for (const g of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight']) spyGetter(Element.prototype, g);
  try {
    await run();
  } finally {
    for (const r of restore.reverse()) r();
  }
  return reads;
}

/** A transform as the board lays it out: the translation in px (read through a probe inside the board's container). */
function translationPx(el: MotionHost, transform: string): [number, number] {
  const probe = document.createElement('div');
  el.shadowRoot!.querySelector('.board')!.append(probe);
  probe.style.transform = transform;
  const m = new DOMMatrix(getComputedStyle(probe).transform);
  probe.remove();
  return [Math.round(m.m41), Math.round(m.m42)];
}

/** Plays `plan` with `after` on show, as an element does on a move: play, then the render of the new position. */
async function playOn(el: MotionHost, plan: MotionPlan, after = el.pieces, skipFrom?: number): Promise<void> {
  el.motion.play(plan, skipFrom);
  el.pieces = after;
  el.requestUpdate();
  await el.updateComplete;
}

const afterMove = (position: string, move: string): readonly (PieceView | null)[] => {
  const s = toy.setup({ position });
  return toy.pieces(toy.play(s, toy.parseMove(s, move)));
};

describe('ui/MotionController', () => {
  it('slides the piece on the destination square through every square of its path, in container units, reading no layout', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host .pieces=${toy.pieces(toy.setup({ position: UNIQUE }))}></test-motion-host>`);
    el.stepMs = 50;
    const plan: MotionPlan = { tracks: [{ kind: 'slide', path: [cell('c1'), cell('c3'), cell('c5')] }] };
    const reads = await layoutReads(() => playOn(el, plan, afterMove(UNIQUE, 'c1xc3xc5')));
    expect(reads).to.deep.equal([]);
    const piece = pieceOn(el, 'c5');
    expect(piece.classList.contains('moving')).to.equal(true);
    const [a] = piece.getAnimations();
    expect(running(el)).to.have.length(1);
    const frames = keyframes(a).map((k) => String(k.transform));
    for (const f of frames) expect(f).to.contain('cqw');
    // From c1 (four squares below c5) through c3 to c5 itself.
    expect(frames.map((f) => translationPx(el, f))).to.deep.equal([
      [0, 4 * SQUARE_PX],
      [0, 2 * SQUARE_PX],
      [0, 0],
    ]);
    expect(a.effect!.getTiming()).to.deep.include({ duration: 2 * 50, delay: 0 });
    await a.finished;
    await waitUntil(() => !piece.classList.contains('moving'), 'the piece is no longer marked moving once it has arrived');
  });

  it('slides on a flipped board the other way, and leaves a dragged piece where it was dropped', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    el.flipped = true;
    const plan: MotionPlan = { tracks: [{ kind: 'slide', path: [cell('a1'), cell('b1')] }] };
    await playOn(el, plan, afterMove('bbbbb/...../...../...../w.... w', 'a1-b1'));
    const frames = keyframes(pieceOn(el, 'b1').getAnimations()[0]);
    // Turned by 180°: a1 is drawn right of b1.
    expect(translationPx(el, String(frames[0].transform))).to.deep.equal([SQUARE_PX, 0]);
    el.motion.stop();
    await playOn(el, plan, el.pieces, cell('a1'));
    expect(running(el)).to.have.length(0);
  });

  it('draws a vanishing piece as a ghost on the motion layer, placed by percentages, removed when it ends', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    el.stepMs = 30;
    const plan: MotionPlan = {
      tracks: [
        { kind: 'vanish', cell: cell('c3'), piece: BLACK_MAN, effect: 'fade' },
        { kind: 'vanish', cell: cell('b4'), piece: { side: 'white', kind: 'king' }, to: cell('d4'), effect: 'fall' },
      ],
    };
    const reads = await layoutReads(() => playOn(el, plan));
    expect(reads).to.deep.equal([]);
    const [fade, fall] = ghosts(el);
    expect([fade.style.left, fade.style.top, fade.style.width, fade.style.height]).to.deep.equal(['40%', '40%', '20%', '20%']);
    expect([fall.style.left, fall.style.top]).to.deep.equal(['20%', '20%']);
    expect(fade.classList.contains('fade')).to.equal(true);
    expect(fade.querySelector('svg.piece.ghost.side-black.kind-man')).to.exist;
    expect(fall.querySelector('svg.piece.ghost.side-white.kind-king')).to.exist;
    // The ghost heads for `to`, two squares right: percentages of itself are squares.
    const end = keyframes(fall.getAnimations()[0]).at(-1)!;
    expect(String(end.transform)).to.contain('translate(200%, 0%)');
    expect(end.opacity).to.equal('0');
    await waitUntil(() => ghosts(el).length === 0, 'the ghosts are removed once they have played');
  });

  it('grows an appearing piece in', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    await playOn(el, { tracks: [{ kind: 'appear', cell: cell('a1'), at: 1 }] });
    const [a] = pieceOn(el, 'a1').getAnimations();
    const frames = keyframes(a);
    expect(frames[0]).to.deep.include({ transform: 'scale(0.2)', opacity: '0' });
    expect(frames.at(-1)).to.deep.include({ opacity: '1' });
    expect(a.effect!.getTiming()).to.deep.include({ delay: el.stepMs, duration: el.stepMs });
  });

  it('scrolls every row but the last `keep` in from above', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    await playOn(el, { tracks: [], scroll: { rows: 1, keep: 2 } });
    const rows = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.board > .row')];
    expect(rows.map((r) => r.getAnimations().length)).to.deep.equal([1, 1, 1, 0, 0]);
    expect(keyframes(rows[0].getAnimations()[0])[0].transform).to.equal('translateY(-100%)');
  });

  it('counts the plan and its hold down to 0 in remainingMs()', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    el.stepMs = 25;
    expect(el.motion.remainingMs()).to.equal(0);
    const start = performance.now();
    el.motion.play({ tracks: [{ kind: 'slide', path: [cell('a1'), cell('a2'), cell('a3')] }], hold: 2 });
    const left = el.motion.remainingMs();
    expect(left).to.be.within(4 * 25 - (performance.now() - start) - 1, 4 * 25);
    await tick(30);
    expect(el.motion.remainingMs()).to.be.below(left - 20);
    await waitUntil(() => el.motion.remainingMs() === 0, 'the board is still again');
    expect(performance.now() - start).to.be.at.least(4 * 25 - 1);
  });

  it('plays nothing with animation 0 or under prefers-reduced-motion', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    const plan: MotionPlan = { tracks: [{ kind: 'slide', path: [cell('a1'), cell('a2')] }, { kind: 'vanish', cell: cell('c3'), piece: BLACK_MAN }] };
    el.stepMs = 0;
    await playOn(el, plan, afterMove('bbbbb/...../...../...../wwwww w', 'a1-a2'));
    expect(el.motion.remainingMs()).to.equal(0);
    expect(running(el)).to.have.length(0);
    expect(ghosts(el)).to.have.length(0);
    el.stepMs = 200;
    const orig = window.matchMedia;
    window.matchMedia = (query: string) => ({ matches: query.includes('prefers-reduced-motion: reduce'), media: query }) as MediaQueryList;
    try {
      await playOn(el, plan);
      expect(el.motion.remainingMs()).to.equal(0);
      expect(running(el)).to.have.length(0);
      expect(ghosts(el)).to.have.length(0);
    } finally {
      window.matchMedia = orig;
    }
    // The same plan plays once motion is welcome again (the stub was what stopped it).
    await playOn(el, plan);
    expect(running(el)).to.have.length(2);
    el.motion.stop();
  });

  it('never lasts longer than maxPlanMs: a long plan plays faster', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    el.stepMs = 400;
    const path = [cell('a1'), cell('a2'), cell('a3'), cell('a4'), cell('a5'), cell('b5'), cell('c5'), cell('d5'), cell('e5')];
    const plan: MotionPlan = {
      tracks: [
        { kind: 'slide', path },
        { kind: 'vanish', cell: cell('c3'), piece: BLACK_MAN, at: 6, steps: 4 },
      ],
    };
    await playOn(el, plan);
    expect(el.motion.remainingMs()).to.be.at.most(MOTION_TUNING.maxPlanMs);
    expect(el.motion.remainingMs()).to.be.above(MOTION_TUNING.maxPlanMs - 100);
    const ends = running(el).map((a) => Number(a.effect!.getComputedTiming().endTime));
    expect(ends).to.have.length(2);
    for (const end of ends) expect(end).to.be.at.most(MOTION_TUNING.maxPlanMs);
    expect(Math.max(...ends)).to.equal(MOTION_TUNING.maxPlanMs);
    el.motion.stop();
  });

  it('stop() cancels what plays and removes the ghosts', async () => {
    const el = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    el.stepMs = 300;
    const plan: MotionPlan = { tracks: [{ kind: 'slide', path: [cell('a1'), cell('a2')] }, { kind: 'vanish', cell: cell('c3'), piece: BLACK_MAN }] };
    await playOn(el, plan, afterMove('bbbbb/...../...../...../wwwww w', 'a1-a2'));
    expect(running(el)).to.have.length(2);
    expect(ghosts(el)).to.have.length(1);
    el.motion.stop();
    expect(ghosts(el)).to.have.length(0);
    expect(el.motion.remainingMs()).to.equal(0);
    expect(running(el)).to.have.length(0);
    // The cancel event comes with the next frame.
    await waitUntil(() => !pieceOn(el, 'a2').classList.contains('moving'), 'the piece is no longer marked moving');
    // A plan waiting for its render is dropped too.
    el.motion.play(plan);
    el.motion.stop();
    el.requestUpdate();
    await el.updateComplete;
    expect(running(el)).to.have.length(0);
  });
});
