import { expect, fixture, html } from '@open-wc/testing';
import { FakeAiClient } from './fixtures/fake-ai.js';
import { DrawOfferHost } from './fixtures/game-host.js';
import { reported } from './fixtures/report.js';

const button = (el: DrawOfferHost): HTMLButtonElement | null => el.shadowRoot!.querySelector<HTMLButtonElement>('.actions button');
const status = (el: DrawOfferHost): string => el.shadowRoot!.querySelector('.status')!.textContent!.trim();

/**
 * A game against the computer where the person (white) is to move after two moves; the computer's
 * answers carry `score`, and the game counts as simplified or not.
 */
async function vsComputer(score: number, levelWithin?: number, level = 5, simple = true): Promise<{ el: DrawOfferHost; ai: FakeAiClient }> {
  const ai = new FakeAiClient(1);
  ai.score = score;
  const el = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="white" level=${level} moves="a1-a2 e5-e4" .ai=${ai}></test-draw-offer-host>`);
  el.terms.levelWithin = levelWithin;
  el.simple = simple;
  return { el, ai };
}

describe('ui/DrawOffer', () => {
  it('two players agree at once, without asking the computer', async () => {
    const ai = new FakeAiClient(1);
    const el = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="both" moves="a1-a2" .ai=${ai}></test-draw-offer-host>`);
    expect(button(el)!.textContent!.trim()).to.equal('Agree a draw');
    button(el)!.click();
    await el.updateComplete;
    expect(el.accepted).to.equal(1);
    expect(el.result).to.deep.equal({ winner: null, reason: 'agreement' });
    expect(ai.requests).to.have.length(0);
    expect(button(el), 'gone once the game is over').to.equal(null);
  });

  it('in a simplified game the computer accepts when its own score is at most levelWithin (0 by default), asked at the offer’s level at most', async () => {
    // The score is the side to move's (the person's here): the computer's is its opposite.
    for (const [score, levelWithin, accepted] of [
      [0, undefined, 1],
      [1, undefined, 1],
      [-1, undefined, 0],
      [-2, 2, 1],
      [-3, 2, 0],
    ] as const) {
      const { el, ai } = await vsComputer(score, levelWithin);
      expect(button(el)!.textContent!.trim()).to.equal('Offer a draw');
      await el.offer.offer();
      const what = `score ${score}, level within ${levelWithin}`;
      expect(el.accepted, what).to.equal(accepted);
      expect(ai.requests.map((r) => r.level), what).to.deep.equal([2]);
    }
    const weak = await vsComputer(0, undefined, 1);
    await weak.el.offer.offer();
    expect(weak.ai.requests.map((r) => r.level)).to.deep.equal([1]);
  });

  it('declines a level game that has not simplified (the opening), and accepts at any stage when clearly behind (issue 14)', async () => {
    // behindBy is 5 in the fixture: the computer's own score must be −5 or lower.
    for (const [score, accepted] of [
      [0, 0],
      [4, 0],
      [-4, 0],
      [5, 1],
      [9, 1],
    ] as const) {
      const { el } = await vsComputer(score, 2, 5, false);
      await el.offer.offer();
      expect(el.accepted, `computer's score ${-score}, not simplified`).to.equal(accepted);
      if (!accepted) expect(status(el)).to.equal('Draw declined');
    }
  });

  it('judges from its own side when asked on its own turn', async () => {
    const ai = new FakeAiClient(1);
    const el = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="white" moves="a1-a2" .ai=${ai}></test-draw-offer-host>`);
    el.computer.stop();
    expect(el.turn).to.equal('black');
    ai.score = 1;
    await el.offer.offer();
    expect(el.accepted).to.equal(0);
    ai.score = 0;
    await el.offer.offer();
    expect(el.accepted).to.equal(1);
  });

  it('shows and announces a refusal until the next move', async () => {
    const { el } = await vsComputer(-1);
    button(el)!.click();
    await el.updateComplete;
    expect(button(el)!.disabled, 'while the computer weighs it').to.equal(true);
    await new Promise((r) => setTimeout(r, 10));
    await el.updateComplete;
    expect(el.accepted).to.equal(0);
    expect(status(el)).to.equal('Draw declined');
    expect(el.feedback.announcement).to.equal('Draw declined');
    expect(button(el)!.disabled).to.equal(false);
    el.gameCtl.play('b1-b2', 'api');
    await el.updateComplete;
    expect(status(el)).to.equal('');
  });

  it('drops the answer when the game moved on meanwhile', async () => {
    const { el, ai } = await vsComputer(0);
    ai.delayMs = 20;
    const pending = el.offer.offer();
    el.gameCtl.play('b1-b2', 'api');
    await pending;
    expect(el.accepted).to.equal(0);
    expect(el.result).to.equal(null);
    expect(status(el)).to.equal('');
  });

  it('lets a failing computer report itself, and the offer can be made again', async () => {
    const { el } = await vsComputer(0);
    el.ai = { think: () => ({ result: Promise.reject(new Error('no worker')), moveNow() {}, cancel() {} }) };
    const { details } = await reported(() => el.offer.offer());
    expect(details.map((d) => d.code)).to.deep.equal(['ai-failed']);
    await el.updateComplete;
    expect(button(el)!.disabled).to.equal(false);
    expect(el.accepted).to.equal(0);
  });

  it('has no button for a computer playing itself, in a diagram or after the end; none to press before the first move', async () => {
    const ai = new FakeAiClient(Infinity);
    const self = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="none" .ai=${ai}></test-draw-offer-host>`);
    expect(button(self) === null, 'no button for a computer playing itself').to.equal(true);
    const diagram = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="both" readonly moves="a1-a2"></test-draw-offer-host>`);
    expect(button(diagram) === null, 'no button in a diagram').to.equal(true);
    const fresh = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="both"></test-draw-offer-host>`);
    expect(button(fresh)!.disabled).to.equal(true);
    const over = await fixture<DrawOfferHost>(html`<test-draw-offer-host side="both" position="...../..b../...../..b../..w.. w" moves="c1xc3xc5"></test-draw-offer-host>`);
    expect(over.result).to.not.equal(null);
    expect(button(over) === null, 'no button after the end').to.equal(true);
  });
});
