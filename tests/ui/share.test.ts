import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/robots-hall/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import type { RobotsHall } from '../../src/elements/robots-hall/index.js';
import { flushShares, SHARE_TUNING } from '../../src/ui/share.js';
import { expectWarned, reported } from './fixtures/report.js';

/** No hash, and none waiting to be written by the last test's elements. */
const clearHash = (): void => {
  flushShares();
  history.replaceState(history.state, '', location.pathname + location.search);
};
/** The hash's entries as key → data. */
const entries = (hash = location.hash): Map<string, string> =>
  new Map(hash.slice(1).split('&').filter(Boolean).map((e) => (e.includes('=') ? [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] : [e, '']) as [string, string]));
/** Until the address has been written with what is waiting (at most SHARE_TUNING.writeMs). */
const written = (): Promise<void> => new Promise((r) => setTimeout(r, SHARE_TUNING.writeMs + 20));
/** A hash entry's data read back as the save it holds. */
const decode = (data: string): { game: string; moves: string[]; ply: number; variant: string } =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

describe('share', () => {
  beforeEach(clearHash);
  after(clearHash);

  it('writes the game to the hash under the element\'s id as it goes, adding no history entries', async () => {
    const length = history.length;
    const el = await fixture<DraughtsBoard>(html`<draughts-board id="game1" share variant="russian" side="both"></draughts-board>`);
    el.play('c3-d4');
    el.play('f6-g5');
    await written();
    const data = entries().get('game1')!;
    expect(data).to.match(/^[A-Za-z0-9_-]+$/);
    expect(decode(data)).to.deep.include({ game: 'draughts', variant: 'russian', moves: ['c3-d4', 'f6-g5'], ply: 2 });
    el.undo();
    await written();
    expect(decode(entries().get('game1')!).ply).to.equal(1);
    expect(history.length).to.equal(length);
  });

  it('writes the address at most once per SHARE_TUNING.writeMs, the last state last, and at once when the page is left', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board id="game5" share variant="russian" side="both"></draughts-board>`);
    flushShares();
    await written();
    const real = history.replaceState;
    const writeMs = SHARE_TUNING.writeMs;
    let writes = 0;
    history.replaceState = function (this: History, ...args: Parameters<History['replaceState']>) {
      writes++;
      return real.apply(this, args);
    };
    try {
      // Stepping back and forth at key-repeat speed: one write at once, the rest wait.
      el.play('c3-d4');
      expect(writes).to.equal(1);
      // The rest wait past the end of the test, however slow the machine (a new element's fixture takes its turns).
      (SHARE_TUNING as { writeMs: number }).writeMs = 60_000;
      el.play('f6-g5');
      for (let i = 0; i < 20; i++) i % 2 ? el.redo() : el.undo();
      el.play('g3-h4');
      expect(writes).to.equal(1);
      expect(decode(entries().get('game5')!).moves).to.deep.equal(['c3-d4']);
      // A new element restores what is waiting, not the stale address.
      const twin = await fixture<DraughtsBoard>(html`<draughts-board id="game5" share side="both"></draughts-board>`);
      expect(twin.history).to.deep.equal(['c3-d4', 'f6-g5', 'g3-h4']);
      twin.remove();
      dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(writes).to.equal(2);
      expect(decode(entries().get('game5')!)).to.deep.include({ moves: ['c3-d4', 'f6-g5', 'g3-h4'], ply: 3 });
      // Nothing is left waiting.
      flushShares();
      expect(writes).to.equal(2);
    } finally {
      (SHARE_TUNING as { writeMs: number }).writeMs = writeMs;
      history.replaceState = real;
      flushShares();
    }
  });

  it('restores a shared game into a new element; it wins over position and moves', async () => {
    const first = await fixture<DraughtsBoard>(html`<draughts-board id="game2" share variant="russian" side="both"></draughts-board>`);
    first.play('c3-d4');
    first.play('f6-g5');
    const position = first.position;
    first.remove();
    const again = await fixture<DraughtsBoard>(html`<draughts-board id="game2" share variant="russian" side="both" moves="a3-b4"></draughts-board>`);
    expect(again.history).to.deep.equal(['c3-d4', 'f6-g5']);
    expect(again.position).to.equal(position);
  });

  it('keys by tag name without an id, keeps the hash\'s other entries, and writes nothing without share', async () => {
    history.replaceState(history.state, '', '#intro&other=1');
    const plain = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both"></draughts-board>`);
    plain.play('c3-d4');
    expect(location.hash).to.equal('#intro&other=1');
    const el = await fixture<DraughtsBoard>(html`<draughts-board share variant="russian" side="both"></draughts-board>`);
    el.play('c3-d4');
    await written();
    const hash = entries();
    expect([...hash.keys()]).to.deep.equal(['intro', 'other', 'draughts-board']);
    expect(hash.get('other')).to.equal('1');
    expect(decode(hash.get('draughts-board')!).moves).to.deep.equal(['c3-d4']);
  });

  it('shareLink() gives a link that restores the same game, with or without share', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board id="game3" variant="russian" side="both"></draughts-board>`);
    el.play('c3-d4');
    el.play('f6-g5');
    el.goTo(1);
    const link = el.shareLink();
    const url = new URL(link);
    expect(url.origin + url.pathname).to.equal(location.origin + location.pathname);
    expect(location.hash).to.equal('');
    history.replaceState(history.state, '', url.hash);
    const back = await fixture<DraughtsBoard>(html`<draughts-board id="game3" share side="both"></draughts-board>`);
    expect(back.variant).to.equal('russian');
    expect(back.ply).to.equal(1);
    back.redo();
    expect(back.history).to.deep.equal(['c3-d4', 'f6-g5']);
  });

  it('restores a one-player game with its drawn seed', async () => {
    const hall = await fixture<RobotsHall>(html`<robots-hall id="hall" share></robots-hall>`);
    const seed = hall.hallSeed;
    const start = hall.position;
    hall.remove();
    const again = await fixture<RobotsHall>(html`<robots-hall id="hall" share></robots-hall>`);
    expect(again.hallSeed).to.equal(seed);
    expect(again.position).to.equal(start);
  });

  for (const garbled of ['%%%', 'bm90IGEgZ2FtZQ', btoa(JSON.stringify({ v: 1, game: 'thud', variant: 'classic', start: '', moves: [], ply: 0 }))]) {
    it(`refuses a garbled hash (${garbled.slice(0, 12)}…) with one bad-record, and starts from the attributes`, async () => {
      history.replaceState(history.state, '', `#game4=${garbled}`);
      let el!: DraughtsBoard;
      const r = await reported(async () => {
        el = await fixture<DraughtsBoard>(html`<draughts-board id="game4" share variant="russian" side="both" moves="c3-d4"></draughts-board>`);
      });
      expect(r.details.map((d) => d.code)).to.deep.equal(['bad-record']);
      expect(r.details[0].message).to.match(/^The shared game in the page's address could not be restored \([^)]+\); a new game starts\.$/);
      expectWarned(r, 'draughts-board');
      expect(el.history).to.deep.equal(['c3-d4']);
      // The hash now holds the game in play.
      await written();
      expect(decode(entries().get('game4')!).moves).to.deep.equal(['c3-d4']);
    });
  }
});
