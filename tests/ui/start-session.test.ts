import { expect } from '@open-wc/testing';
import type { SessionView } from '../../src/core/session.js';
import { StartSession } from '../../src/core/start-session.js';
import { Feedback } from '../../src/ui/feedback.js';
import { GameController, type SavedLine } from '../../src/ui/game-controller.js';
import { GAME_OPTIONS } from '../../src/ui/game-options.js';
import { sessionCode } from '../../src/ui/lazy.js';
import { expectWarned, reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy } from './fixtures/toy-game.js';

/** The toy board, telling what it was first drawn from. */
class WatchedBoard extends ToyBoard {
  firstDrawnFrom: SessionView | null = null;
  protected override firstUpdated(): void {
    this.firstDrawnFrom = this.session as SessionView;
  }
  /** The game in progress, as the element's parts read it. */
  get game_(): SessionView {
    return this.session as SessionView;
  }
}
customElements.define('octarine-watched-board', WatchedBoard);

// The session's code loads once for the page: what happens before it arrives is seen only by the first
// boards of this page (the first test).
describe('ui/GameController: a board drawn at its start before the session\'s code arrives', () => {
  it('draws and reads its start at once, refuses moves until it is ready, then plays on from that start', async () => {
    expect(sessionCode.loaded, 'nothing of this page loaded it yet').to.equal(null);
    const el = document.createElement('octarine-watched-board') as WatchedBoard;
    el.setAttribute('side', 'both');
    document.body.append(el);
    // Read before the first drawing: the start.
    expect(el.history).to.deep.equal([]);
    expect(el.turn).to.equal('white');
    expect(el.legalMoves()).to.deep.equal(toy.moves(toy.setup()).map((m) => toy.formatMove(toy.setup(), m)));
    const start = el.game_.state;
    const r = await reported(() => {
      expect(() => el.play('a1-a2')).to.throw(/wait for the part of the board that plays them/);
      expect(() => el.goTo(0)).to.throw(/wait for the part of the board that plays them/);
    });
    expect(r.details.map((d) => d.code)).to.deep.equal(['not-ready', 'not-ready']);
    expectWarned(r, 'octarine-watched-board');
    expect(el.history, 'nothing changed').to.deep.equal([]);
    await el.updateComplete;
    // (Compared as booleans: chai would print a failing session whole.)
    expect(el.firstDrawnFrom instanceof StartSession, 'first drawn from its start alone').to.equal(true);
    expect(sessionCode.loaded, 'loaded with the panels').to.not.equal(null);
    expect(el.play('a1-a2')).to.equal('a1-a2');
    expect(el.history).to.deep.equal(['a1-a2']);
    expect(el.game_ instanceof StartSession, 'a whole session now').to.equal(false);
    // The session starts from the very state the board was drawn from.
    expect(el.game_.startState === start, 'the same start state').to.equal(true);
    el.remove();
  });

  it('takes a saved game that arrives after its start was made whole, unless the game changed from there', () => {
    const code = sessionCode.loaded!;
    expect(code, 'loaded by the first test').to.not.equal(null);
    const saved: SavedLine = { setup: {}, moves: ['a1-a2', 'e5-e4'], ply: 2 };
    const made = (): { ctl: GameController<unknown, unknown>; saves: { here: boolean } } => {
      const saves = { here: false };
      const host = document.createElement('octarine-watched-board') as WatchedBoard;
      const ctl = new GameController<unknown, unknown>(host, toy, GAME_OPTIONS, new Feedback(host), {
        restorePending: () => !saves.here,
        restore: () => (saves.here ? saved : null),
      });
      return { ctl, saves };
    };
    try {
      // As before the session's code arrived: each game starts as its start alone, its saved game on its way.
      sessionCode.loaded = null;
      const a = made();
      const b = made();
      expect(a.ctl.session instanceof StartSession).to.equal(true);
      expect(b.ctl.session instanceof StartSession).to.equal(true);
      sessionCode.loaded = code;
      // A made whole without a change (a record written, say); b played on.
      a.ctl.wholeSession();
      b.ctl.play('b1-b2', 'api');
      a.saves.here = b.saves.here = true;
      expect(a.ctl.savesArrived(), 'a takes its saved game').to.equal(true);
      expect(a.ctl.session.history).to.deep.equal(['a1-a2', 'e5-e4']);
      expect(b.ctl.savesArrived(), 'b keeps its own').to.equal(false);
      expect(b.ctl.session.history).to.deep.equal(['b1-b2']);
    } finally {
      sessionCode.loaded = code;
    }
  });

  it('builds a whole session at once once the code is here', async () => {
    const el = document.createElement('octarine-watched-board') as WatchedBoard;
    el.setAttribute('side', 'both');
    document.body.append(el);
    expect(el.game_ instanceof StartSession).to.equal(false);
    expect(el.play('a1-a2')).to.equal('a1-a2');
    await el.updateComplete;
    el.remove();
  });
});
