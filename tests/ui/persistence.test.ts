import { expect, fixture, html } from '@open-wc/testing';
import { GameSession } from '../../src/core/session.js';
import { robots, type RobotsMove, type RobotsState } from '../../src/games/robots/index.js';
import { Persistence } from '../../src/ui/persistence.js';
import { GameHost } from './fixtures/game-host.js';
import { reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy } from './fixtures/toy-game.js';

const KEY = 'octarine-test-persistence';
const SMALL = '..../..b./.w../.... w';

/** A Persistence under `key`, reporting through a connected host's Feedback. */
async function persistence(key = KEY, game = 'toy'): Promise<{ p: Persistence; host: GameHost }> {
  const host = await fixture<GameHost>(html`<test-game-host></test-game-host>`);
  return { p: new Persistence(game, () => key, host.feedback), host };
}

/** A toy game in progress: three moves played, one taken back. */
function toySession(): GameSession {
  const s = new GameSession(toy, { variant: 'standard' });
  for (const m of ['a1-a2', 'e5-e4', 'b1-b2']) s.play(m);
  s.goTo(2);
  return s;
}

describe('ui/Persistence', () => {
  beforeEach(() => localStorage.removeItem(KEY));
  after(() => localStorage.removeItem(KEY));

  it('keeps the whole line, the point reached and the set-up, and gives them back', async () => {
    const { p } = await persistence();
    p.save(toySession());
    const saved = JSON.parse(localStorage.getItem(KEY)!);
    expect(saved).to.deep.include({ v: 1, game: 'toy', variant: 'standard', start: 'bbbbb/...../...../...../wwwww w', ply: 2 });
    expect(saved.moves).to.deep.equal(['a1-a2', 'e5-e4', 'b1-b2']);
    expect(p.restore()).to.deep.equal({
      setup: { variant: 'standard', position: 'bbbbb/...../...../...../wwwww w' },
      moves: ['a1-a2', 'e5-e4', 'b1-b2'],
      ply: 2,
    });
  });

  it('keeps a seed the game drew, so the same game comes back', async () => {
    const { p } = await persistence(KEY, 'robots');
    const s = new GameSession<RobotsState, RobotsMove>(robots, {});
    p.save(s);
    const back = p.restore()!;
    expect(back.setup.seed).to.equal(robots.options!(s.startState).seed);
    expect(new GameSession(robots, back.setup).startPosition).to.equal(s.startPosition);
  });

  it('does nothing without a key', async () => {
    localStorage.setItem('', 'untouched');
    try {
      const { p } = await persistence('');
      p.save(toySession());
      expect(localStorage.getItem('')).to.equal('untouched');
      expect(p.restore()).to.equal(null);
    } finally {
      localStorage.removeItem('');
    }
  });

  it('refuses and drops a save of another game or version, an incomplete or unreadable one, reporting each once', async () => {
    const { p } = await persistence();
    const good = { v: 1, game: 'toy', variant: 'standard', start: 'bbbbb/...../...../...../wwwww w', moves: [], ply: 0 };
    for (const bad of [{ ...good, game: 'draughts' }, { ...good, v: 2 }, { ...good, moves: 'a1-a2' }, { ...good, ply: 'two' }, '{nonsense']) {
      localStorage.setItem(KEY, typeof bad === 'string' ? bad : JSON.stringify(bad));
      let back: unknown;
      const { details, warns } = await reported(() => {
        back = p.restore();
      });
      expect(back, JSON.stringify(bad)).to.equal(null);
      expect(details.map((d) => d.code), JSON.stringify(bad)).to.deep.equal(['bad-record']);
      expect(details[0].message).to.contain('could not be restored');
      expect(warns).to.have.length(1);
      expect(localStorage.getItem(KEY), JSON.stringify(bad)).to.equal(null);
    }
    // Nothing saved: nothing to say.
    const none = await reported(() => {
      expect(p.restore()).to.equal(null);
    });
    expect(none.details).to.deep.equal([]);
  });

  it('failed() drops a save that could not be replayed and says why', async () => {
    const { p } = await persistence();
    p.save(toySession());
    const { details } = await reported(() => p.failed(new Error('move 2 is illegal')));
    expect(details.map((d) => d.code)).to.deep.equal(['bad-record']);
    expect(details[0].message).to.contain('move 2 is illegal');
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('keeps nothing, quietly, when storage is full or blocked', async () => {
    const { p } = await persistence();
    const { setItem, getItem } = Storage.prototype;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      const { details } = await reported(() => {
        p.save(toySession());
        expect(p.restore()).to.equal(null);
      });
      expect(details).to.deep.equal([]);
    } finally {
      Storage.prototype.setItem = setItem;
      Storage.prototype.getItem = getItem;
    }
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  describe('in an element (persist)', () => {
    it('a saved game wins over variant, position and moves, and the options follow it', async () => {
      const a = await fixture<ToyBoard>(html`<octarine-toy-board side="both" variant="small" position=${SMALL} persist=${KEY}></octarine-toy-board>`);
      a.play('b2-b3');
      a.remove();
      const b = await fixture<ToyBoard>(html`<octarine-toy-board side="both" moves="a1-a2 e5-e4" persist=${KEY}></octarine-toy-board>`);
      expect(b.variant).to.equal('small');
      expect(b.history).to.deep.equal(['b2-b3']);
      expect(b.moves).to.equal('');
      expect(b.shadowRoot!.querySelectorAll('[role=gridcell]')).to.have.length(16);
      // Every change is kept, navigation included.
      b.undo();
      expect(JSON.parse(localStorage.getItem(KEY)!).ply).to.equal(0);
      b.reset();
      expect(JSON.parse(localStorage.getItem(KEY)!).moves).to.deep.equal([]);
    });

    it('a save that cannot be replayed is reported once and dropped; the options’ game starts', async () => {
      localStorage.setItem(KEY, JSON.stringify({ v: 1, game: 'toy', variant: 'standard', start: 'bbbbb/...../...../...../wwwww w', moves: ['a1-a4'], ply: 1 }));
      let el!: ToyBoard;
      const { details, warns } = await reported(async () => {
        el = await fixture<ToyBoard>(html`<octarine-toy-board side="both" moves="a1-a2" persist=${KEY}></octarine-toy-board>`);
      });
      expect(details.map((d) => d.code)).to.deep.equal(['bad-record']);
      expect(warns).to.have.length(1);
      expect(el.history).to.deep.equal(['a1-a2']);
      expect(el.shadowRoot!.querySelector('[part=status]')!.textContent).to.contain('could not be restored');
      // The new game is what is kept now.
      expect(JSON.parse(localStorage.getItem(KEY)!).moves).to.deep.equal(['a1-a2']);
    });
  });
});
