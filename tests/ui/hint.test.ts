import { expect, fixture, html } from '@open-wc/testing';
import { FakeAiClient } from './fixtures/fake-ai.js';
import { HintHost } from './fixtures/game-host.js';
import { reported, tick } from './fixtures/report.js';

const note = (el: HintHost): string => el.shadowRoot!.querySelector('.note')!.textContent!;
const WON = '...../..b../...../..b../..w.. w';

describe('ui/Hint', () => {
  it('asks the computer, fires game-hint, shows and announces the hint, and plays nothing', async () => {
    const ai = new FakeAiClient(2);
    const el = await fixture<HintHost>(html`<test-hint-host side="both" level="6" .ai=${ai}></test-hint-host>`);
    const fired: unknown[] = [];
    el.addEventListener('game-hint', (e) => fired.push(e.detail));
    const asked = el.hint.ask();
    expect(el.hint.busy).to.equal(true);
    const move = await asked;
    expect(fired).to.deep.equal([{ move }]);
    expect(el.session.legalMoves()).to.include(move);
    expect(el.hint.move).to.equal(move);
    expect(el.hint.note).to.equal(`Hint: ${move}`);
    expect(el.feedback.announcement).to.equal(`Hint: ${move}`);
    expect(el.hint.busy).to.equal(false);
    expect(el.session.history).to.deep.equal([]);
    expect(ai.requests.map((r) => r.level)).to.deep.equal([6]);
    await el.updateComplete;
    expect(note(el)).to.equal(`Hint: ${move}`);
  });

  it('is cleared when the game changes', async () => {
    const el = await fixture<HintHost>(html`<test-hint-host side="both" .ai=${new FakeAiClient(1)}></test-hint-host>`);
    const move = await el.hint.ask();
    el.gameCtl.play(move, 'api');
    await el.updateComplete;
    expect(el.hint.move).to.equal(null);
    expect(el.hint.note).to.equal('');
    expect(note(el)).to.equal('');
  });

  it('drops a question still out when the position changes: no hint, no event', async () => {
    const el = await fixture<HintHost>(html`<test-hint-host side="both" .ai=${new FakeAiClient(20)}></test-hint-host>`);
    let hints = 0;
    el.addEventListener('game-hint', () => hints++);
    const asked = el.hint.ask();
    el.gameCtl.play('a1-a2', 'api');
    expect(await asked).to.equal('');
    await tick(30);
    expect(hints).to.equal(0);
    expect(el.hint.move).to.equal(null);
    expect(el.hint.busy).to.equal(false);
  });

  it('refuses once the game is over, reporting game-over once, without asking', async () => {
    const ai = new FakeAiClient(1);
    const el = await fixture<HintHost>(html`<test-hint-host side="both" position=${WON} moves="c1xc3xc5" .ai=${ai}></test-hint-host>`);
    let thrown: unknown;
    const { details, warns } = await reported(async () => {
      thrown = await el.hint.ask().catch((e: unknown) => e);
    });
    expect((thrown as { code?: string }).code).to.equal('game-over');
    expect(details.map((d) => d.code)).to.deep.equal(['game-over']);
    expect(warns).to.have.length(1);
    expect(ai.requests).to.have.length(0);
  });

  it('a failing computer is reported once; the button’s handler swallows the rejection', async () => {
    const broken = { think: () => ({ result: Promise.reject(new Error('no worker')), moveNow() {}, cancel() {} }) };
    const el = await fixture<HintHost>(html`<test-hint-host side="both" .ai=${broken}></test-hint-host>`);
    const unhandled: unknown[] = [];
    const onUnhandled = (e: PromiseRejectionEvent): number => unhandled.push(e.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const { details, warns } = await reported(async () => {
        el.hint.onClick();
        await tick(10);
      });
      expect(details.map((d) => d.code)).to.deep.equal(['ai-failed']);
      expect(warns).to.have.length(1);
      expect(unhandled).to.deep.equal([]);
      expect(el.hint.busy).to.equal(false);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });
});
