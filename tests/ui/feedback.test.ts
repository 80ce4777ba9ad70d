import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, type TemplateResult } from 'lit';
import { GameError } from '../../src/core/errors.js';
import { Feedback, NOTICE_MS } from '../../src/ui/feedback.js';
import { reported } from './fixtures/report.js';

/** Feedback alone on an element that shows what it says. */
class FeedbackHost extends LitElement {
  readonly feedback = new Feedback(this);
  protected override render(): TemplateResult {
    const f = this.feedback;
    return html`<p class="error">${f.error}</p>
      <p class="notice">${f.notice}</p>
      <p class="live">${f.announcement}</p>`;
  }
}
customElements.define('test-feedback-host', FeedbackHost);

const shown = (el: FeedbackHost, part: string): string => el.shadowRoot!.querySelector(`.${part}`)!.textContent!;

/** Replaces the timer functions while `run` goes: returns the timers set (by id) and the ids cleared. */
function withTimers(run: () => void): { set: Map<number, { fn: () => void; ms: number }>; cleared: unknown[] } {
  const set = new Map<number, { fn: () => void; ms: number }>();
  const cleared: unknown[] = [];
  const { setTimeout: st, clearTimeout: ct } = window;
  let id = 1000;
  window.setTimeout = ((fn: () => void, ms: number) => {
    set.set(++id, { fn, ms });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((t: unknown) => cleared.push(t)) as typeof window.clearTimeout;
  try {
    run();
  } finally {
    window.setTimeout = st;
    window.clearTimeout = ct;
  }
  return { set, cleared };
}

describe('ui/Feedback', () => {
  it('reports bad input once: game-error, one warning, the message on show and in the live region', async () => {
    const el = await fixture<FeedbackHost>(html`<test-feedback-host></test-feedback-host>`);
    const err = new GameError('bad-level', 'Level must be 1 to 7.');
    let returned: unknown;
    const { details, warns } = await reported(async () => {
      returned = el.feedback.report(err, 'bad-option');
      await el.updateComplete;
    });
    expect(returned).to.equal(err);
    expect(details).to.deep.equal([{ code: 'bad-level', message: 'Level must be 1 to 7.' }]);
    expect(warns).to.deep.equal([['<test-feedback-host>: Level must be 1 to 7.']]);
    expect(shown(el, 'error')).to.equal('Level must be 1 to 7.');
    expect(shown(el, 'live')).to.equal('Level must be 1 to 7.');
  });

  it('makes any other failure a GameError with the fallback code', async () => {
    const el = await fixture<FeedbackHost>(html`<test-feedback-host></test-feedback-host>`);
    const { details } = await reported(() => {
      const a = el.feedback.report(new Error('no worker'), 'ai-failed');
      expect(a).to.be.instanceOf(GameError);
      expect(a.code).to.equal('ai-failed');
      el.feedback.report('plain words', 'bad-move');
    });
    expect(details).to.deep.equal([
      { code: 'ai-failed', message: 'no worker' },
      { code: 'bad-move', message: 'plain words' },
    ]);
  });

  it('keeps what is reported before the element is on the page, and tells it once it is', async () => {
    const el = document.createElement('test-feedback-host');
    const early = await reported(() => {
      el.feedback.report(new GameError('bad-option', 'first'), 'bad-option');
      el.feedback.report(new GameError('bad-level', 'second'), 'bad-option');
    }, el);
    expect(early.details).to.deep.equal([]);
    expect(early.warns).to.deep.equal([]);
    expect(el.feedback.error).to.equal('second');
    const { details, warns } = await reported(async () => {
      document.body.append(el);
      await el.updateComplete;
    });
    try {
      expect(details.map((d) => d.message)).to.deep.equal(['first', 'second']);
      expect(warns).to.have.length(2);
      // Told once: moving the element does not tell again.
      const again = await reported(async () => {
        el.remove();
        document.body.append(el);
        await el.updateComplete;
      });
      expect(again.details).to.deep.equal([]);
    } finally {
      el.remove();
    }
  });

  it('a good action clears the error', async () => {
    const el = await fixture<FeedbackHost>(html`<test-feedback-host></test-feedback-host>`);
    await reported(() => void el.feedback.report(new GameError('bad-move', 'no'), 'bad-move'));
    await el.updateComplete;
    el.feedback.clearError();
    await el.updateComplete;
    expect(el.feedback.error).to.equal('');
    expect(shown(el, 'error')).to.equal('');
  });

  it('shows a notice for NOTICE_MS; a new notice starts the time again; leaving the page stops the timer', async () => {
    const el = await fixture<FeedbackHost>(html`<test-feedback-host></test-feedback-host>`);
    const first = withTimers(() => el.feedback.note('Record copied'));
    await el.updateComplete;
    expect(shown(el, 'notice')).to.equal('Record copied');
    const [[firstId, timer]] = [...first.set];
    expect(timer.ms).to.equal(NOTICE_MS);
    const second = withTimers(() => el.feedback.note('Copied again'));
    expect(second.cleared).to.include(firstId);
    const [[secondId, later]] = [...second.set];
    later.fn();
    await el.updateComplete;
    expect(shown(el, 'notice')).to.equal('');
    const gone = withTimers(() => el.remove());
    expect(gone.cleared).to.include(secondId);
  });

  it('announce() says a text in the live region', async () => {
    const el = await fixture<FeedbackHost>(html`<test-feedback-host></test-feedback-host>`);
    el.feedback.announce('White: a1-a2');
    await el.updateComplete;
    expect(shown(el, 'live')).to.equal('White: a1-a2');
  });
});

declare global {
  interface HTMLElementTagNameMap {
    'test-feedback-host': FeedbackHost;
  }
}
