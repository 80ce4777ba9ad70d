import { expect } from '@open-wc/testing';
import { sessionCode } from '../../src/ui/lazy.js';
import { expectWarned, reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy } from './fixtures/toy-game.js';

const KEY_A = 'octarine-test-saves-a';
const KEY_B = 'octarine-test-saves-b';

// The saves (saves.ts) load once for the page, so what happens before they arrive is seen only by the
// boards made before any board of this page has loaded them: the first part of the first test.
describe('ui/SavesSlot: the saves load with the panels, or before the first build of a board that keeps its game', () => {
  after(() => {
    localStorage.removeItem(KEY_A);
    localStorage.removeItem(KEY_B);
  });

  it('a page that reads a kept game before the saves arrive sees the start, then the saved game unless it changed meanwhile', async () => {
    // The code that plays moves came first (with another board's panels, say): a move can be played before the saves arrive.
    await sessionCode.load();
    const a = document.createElement('octarine-toy-board') as ToyBoard;
    const b = document.createElement('octarine-toy-board') as ToyBoard;
    const seed = JSON.stringify({ v: 1, game: 'toy', variant: 'standard', start: toy.formatPosition(toy.setup()), moves: ['a1-a2', 'e5-e4'], ply: 2 });
    for (const [el, key] of [[a, KEY_A], [b, KEY_B]] as const) {
      localStorage.setItem(key, seed);
      el.setAttribute('side', 'both');
      el.setAttribute('persist', key);
      document.body.append(el);
    }
    const r = await reported(async () => {
      // Read at once: the saves are still on their way.
      expect(a.history).to.deep.equal([]);
      expect(() => a.shareLink()).to.throw(/shareLink\(\) waits for the part of the board that keeps games/);
      // The reader plays on the second board before they arrive: that game is kept, not the saved one.
      b.play('b1-b2');
      await a.updateComplete;
      await b.updateComplete;
    });
    expect(r.details.map((d) => d.code)).to.deep.equal(['not-ready']);
    expectWarned(r, 'octarine-toy-board');
    expect(a.history, 'the saved game').to.deep.equal(['a1-a2', 'e5-e4']);
    expect(b.history, 'the reader\'s game').to.deep.equal(['b1-b2']);
    expect(JSON.parse(localStorage.getItem(KEY_B)!).moves, 'and it is what is kept').to.deep.equal(['b1-b2']);
    expect(a.shareLink()).to.match(/#octarine-toy-board=/);
    a.remove();
    b.remove();
  });
});
