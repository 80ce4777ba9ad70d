import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { robots } from '../../src/games/robots/index.js';
import { brief, MESSAGE_CHARS } from '../../src/ui/game-controller.js';
import { GameHost, RobotsHost } from './fixtures/game-host.js';
import { expectWarned, reported } from './fixtures/report.js';

/** Toy positions (fixtures/toy-game.ts). */
const UNIQUE = '...../..b../...../..b../..w.. w';
const SMALL = '..../..b./.w../.... w';
const INITIAL = 'bbbbb/...../...../...../wwwww w';

const restarts = (el: GameHost): string[] => el.changes.filter((c) => c.kind === 'restart').map((c) => c.cause!);

describe('ui/GameController: options', () => {
  it('refuses a bad value at once: one game-error, one warning, the good value kept', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" level="5"></test-game-host>`);
    const { details, warns } = await reported(() => {
      el.level = 9;
    });
    expect(details.map((d) => d.code)).to.deep.equal(['bad-level']);
    expect(details[0].message).to.contain('"9"');
    expect(warns).to.have.length(1);
    expect(el.level).to.equal(5);
    expect(el.feedback.error).to.equal(details[0].message);
    const again = await reported(() => {
      el.side = 'purple';
      el.controls = 'lots' as never;
    });
    expect(again.details.map((d) => d.code)).to.deep.equal(['bad-option', 'bad-option']);
    expect(again.warns).to.have.length(2);
    expect(el.side).to.equal('both');
    expect(el.controls).to.equal('full');
  });

  it('shows a reflected attribute’s good value again after a bad attribute change', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" level="5"></test-game-host>`);
    const { details } = await reported(() => {
      el.setAttribute('level', '0');
      el.setAttribute('side', 'purple');
    });
    expect(details.map((d) => d.code)).to.deep.equal(['bad-level', 'bad-option']);
    await waitUntil(() => el.getAttribute('level') === '5' && el.getAttribute('side') === 'both', 'the attributes show the good values again');
    expect(el.level).to.equal(5);
    // A good one is taken, and a property write shows on the attribute.
    el.setAttribute('level', '2');
    el.side = 'white';
    await el.updateComplete;
    expect(el.level).to.equal(2);
    expect(el.getAttribute('side')).to.equal('white');
  });

  it('tells errors raised before the element is connected once it is', async () => {
    const el = document.createElement('test-game-host');
    const early = await reported(() => {
      el.level = 12;
    }, el);
    expect(early.details).to.deep.equal([]);
    expect(early.warns).to.deep.equal([]);
    expect(el.level).to.equal(3);
    const { details, warns } = await reported(async () => {
      document.body.append(el);
      await el.updateComplete;
    });
    try {
      expect(details.map((d) => d.code)).to.deep.equal(['bad-level']);
      expect(warns).to.have.length(1);
    } finally {
      el.remove();
    }
  });
});

describe('ui/GameController: set-up', () => {
  it('keeps the game in progress when variant, position or moves are set to the value they have', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" variant="standard" position=${INITIAL} moves="a1-a2"></test-game-host>`);
    el.gameCtl.play('e5-e4', 'api');
    await el.updateComplete;
    const before = restarts(el).length;
    el.variant = 'standard';
    el.setAttribute('position', INITIAL);
    el.moves = 'a1-a2';
    el.setAttribute('moves', 'a1-a2');
    await el.updateComplete;
    expect(el.session.history).to.deep.equal(['a1-a2', 'e5-e4']);
    expect(restarts(el)).to.have.length(before);
    // The same game in other words: the default variant named, an empty position for the initial one.
    const plain = await fixture<GameHost>(html`<test-game-host side="both"></test-game-host>`);
    plain.gameCtl.play('a1-a2', 'api');
    plain.variant = 'standard';
    plain.position = '';
    await plain.updateComplete;
    expect(plain.session.history).to.deep.equal(['a1-a2']);
    expect(restarts(plain)).to.deep.equal(['setup']);
  });

  it('starts a new game on a real change of variant, position or moves', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" moves="a1-a2"></test-game-host>`);
    el.moves = 'b1-b2';
    await el.updateComplete;
    expect(el.session.history).to.deep.equal(['b1-b2']);
    el.moves = '';
    el.position = UNIQUE;
    await el.updateComplete;
    expect(el.session.startPosition).to.equal(UNIQUE);
    expect(el.session.history).to.deep.equal([]);
    el.position = '';
    el.variant = 'small';
    await el.updateComplete;
    expect(el.session.variant).to.equal('small');
    expect(el.session.startPosition).to.equal('bbbb/..../..../wwww w');
    expect(restarts(el)).to.deep.equal(['setup', 'setup', 'setup', 'setup']);
  });

  it('keeps the game when a set-up cannot be built, and puts the set-up options back', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" variant="standard"></test-game-host>`);
    el.gameCtl.play('a1-a2', 'api');
    await el.updateComplete;
    const bad = await reported(async () => {
      el.setAttribute('variant', 'nonsense');
      await el.updateComplete;
    });
    expect(bad.details.map((d) => d.code)).to.deep.equal(['unknown-variant']);
    expect(bad.warns).to.have.length(1);
    expect(el.session.history).to.deep.equal(['a1-a2']);
    expect(el.variant).to.equal('standard');
    await waitUntil(() => el.getAttribute('variant') === 'standard', 'the variant attribute shows the game’s variant again');
    const badPosition = await reported(async () => {
      el.position = 'not a position';
      await el.updateComplete;
    });
    expect(badPosition.details.map((d) => d.code)).to.deep.equal(['bad-position']);
    expect(el.session.history).to.deep.equal(['a1-a2']);
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('not a position');
    // The refused values are gone: a good change builds from the set-up in force, and says nothing.
    const good = await reported(async () => {
      el.moves = 'b1-b2';
      await el.updateComplete;
    });
    expect(good.details).to.deep.equal([]);
    expect(el.session.variant).to.equal('standard');
    expect(el.session.startPosition).to.equal(INITIAL);
    expect(el.session.history).to.deep.equal(['b1-b2']);
    expect(el.feedback.error).to.equal('');
  });

  it('falls back to the default game when the first set-up is bad, its message kept', async () => {
    let el!: GameHost;
    const { details, warns } = await reported(async () => {
      el = await fixture<GameHost>(html`<test-game-host side="both" variant="small" position="garbage"></test-game-host>`);
    });
    expect(details.map((d) => d.code)).to.deep.equal(['bad-position']);
    expect(warns).to.have.length(1);
    // Step by step: the variant asked for is kept, without the position it cannot read.
    expect(el.session.variant).to.equal('small');
    expect(el.session.startPosition).to.equal('bbbb/..../..../wwww w');
    expect(el.feedback.error).to.equal(details[0].message);
    expect(details[0].message).to.contain('garbage');
    expect(el.shadowRoot!.querySelector('.error')!.textContent).to.contain('garbage');
    let other!: GameHost;
    const unknown = await reported(async () => {
      other = await fixture<GameHost>(html`<test-game-host side="both" variant="nonsense" moves="a1-a2"></test-game-host>`);
    });
    expect(unknown.details.map((d) => d.code)).to.deep.equal(['unknown-variant']);
    expect(other.session.variant).to.equal('standard');
    expect(other.session.history).to.deep.equal([]);
    expect(other.feedback.error).to.contain('nonsense');
    // The options follow the game that was built: a later good change does not try the bad one again.
    const later = await reported(async () => {
      other.moves = 'b1-b2';
      await other.updateComplete;
    });
    expect(later.details).to.deep.equal([]);
    expect(other.session.history).to.deep.equal(['b1-b2']);
  });
});

describe('ui/GameController: what the fuzz found (issue 15)', () => {
  it('quotes long bad input short: no message runs past 300 characters', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both"></test-game-host>`);
    const { details } = await reported(async () => {
      el.position = 'x'.repeat(10_000);
      await el.updateComplete;
      el.side = 'y'.repeat(10_000);
      el.moves = 'a1-a2 '.repeat(2000) + 'z'.repeat(5000);
      await el.updateComplete;
    });
    expect(details.map((d) => d.code)).to.deep.equal(['bad-position', 'bad-option', 'illegal-move']);
    for (const d of details) expect(d.message.length, d.message.slice(0, 80)).to.be.at.most(MESSAGE_CHARS);
    expect(details[0].message).to.equal(`"${'x'.repeat(40)}…" is not a 5×5 toy position.`);
    expect(details[1].message).to.contain(`got "${'y'.repeat(40)}…"`);
    expect(el.shadowRoot!.querySelector('.error')!.textContent!.length).to.be.at.most(MESSAGE_CHARS);
    expect(brief(new Error('x'.repeat(500)))).to.be.an('error').with.property('message').that.has.length(500);
  });

  it('a new game that cannot be built is reported once, and its set-up options are put back', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both"></test-game-host>`);
    el.gameCtl.play('a1-a2', 'api');
    await el.updateComplete;
    const { details, warns } = await reported(async () => {
      // Robots' "New hall" with a `moves` line the new hall cannot replay was told twice: by restart(), then by the render.
      el.position = 'garbage';
      expect(() => el.gameCtl.restart()).to.throw(/garbage/);
      await el.updateComplete;
      await el.updateComplete;
    });
    expect(details.map((d) => d.code)).to.deep.equal(['bad-position']);
    expect(warns).to.have.length(1);
    expect(el.session.history).to.deep.equal(['a1-a2']);
    expect(el.gameCtl.value('position')).to.equal('');
    // replay() keeps the flow's set-up when the new one fails.
    el.gameCtl.restart({ position: UNIQUE });
    el.moves = 'a1-a2';
    const replayed = await reported(async () => {
      expect(() => el.gameCtl.replay()).to.throw();
      await el.updateComplete;
    });
    expect(replayed.details).to.have.length(1);
    expectWarned(replayed, 'test-game-host');
    expect(el.session.startPosition).to.equal(UNIQUE);
    el.moves = '';
    await el.updateComplete;
    el.gameCtl.replay();
    expect(el.session.startPosition).to.equal(UNIQUE);
  });

  it('a refused attribute shows the good state again: a value set, or no attribute for a default (orientation follows side)', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="black"></test-game-host>`);
    const refused = await reported(async () => {
      el.setAttribute('orientation', 'up');
      await waitUntil(() => !el.hasAttribute('orientation'), 'the bad text goes, and no default is frozen in its place');
    });
    expect(refused.details.map((d) => d.code)).to.deep.equal(['bad-option']);
    expectWarned(refused, 'test-game-host');
    expect(el.orientation).to.equal('black');
    el.side = 'white';
    await el.updateComplete;
    expect(el.orientation).to.equal('white');
    expect(el.hasAttribute('orientation')).to.equal(false);
    // A refused property write adds no attribute.
    await reported(async () => {
      el.level = 99;
      await el.updateComplete;
    });
    expect(el.hasAttribute('level')).to.equal(false);
    // A value unset by a property leaves no stale text when its default moves.
    el.orientation = 'black';
    await el.updateComplete;
    expect(el.getAttribute('orientation')).to.equal('black');
    el.side = 'black';
    el.orientation = null as never;
    await el.updateComplete;
    el.side = 'white';
    await el.updateComplete;
    await el.updateComplete;
    expect(el.orientation).to.equal('white');
    const shown = el.getAttribute('orientation');
    expect(shown === null || shown === 'white', `orientation="${shown}"`).to.equal(true);
  });
});

describe('ui/GameController: new games and navigation', () => {
  it('importGame makes the options follow the record without a restart; reset() then starts from it', async () => {
    let el!: GameHost;
    // The moves do not fit the start (c1 cannot go to b1 there): told once, as the page opens.
    const unfit = await reported(async () => {
      el = await fixture<GameHost>(html`<test-game-host side="both" variant="standard" moves="c1-b1"></test-game-host>`);
    });
    expect(unfit.details.map((d) => d.message)).to.deep.equal(['Move 1 ("c1-b1") of the moves attribute cannot be played: c1-b1 is not a legal move here.']);
    expectWarned(unfit, 'test-game-host');
    // A set-up the game's flow added is dropped by a record.
    el.gameCtl.restart({ position: UNIQUE });
    el.changes.length = 0;
    el.gameCtl.importGame(`[Game "toy"]\n[Variant "small"]\n[Position "${SMALL}"]\n\n1. b2-b3 *`);
    expect(restarts(el)).to.deep.equal(['import']);
    expect(el.variant).to.equal('small');
    expect(el.gameCtl.value('position')).to.equal(SMALL);
    expect(el.moves).to.equal('');
    await el.updateComplete;
    expect(el.getAttribute('variant')).to.equal('small');
    expect(el.session.history).to.deep.equal(['b2-b3']);
    expect(restarts(el)).to.deep.equal(['import']);
    // The game in progress again from its start: the record's.
    el.gameCtl.replay();
    expect(el.session.startPosition).to.equal(SMALL);
    expect(el.session.history).to.deep.equal([]);
    el.gameCtl.play('b2-b3', 'api');
    el.changes.length = 0;
    el.gameCtl.restart();
    await el.updateComplete;
    expect(restarts(el)).to.deep.equal(['reset']);
    expect(el.session.variant).to.equal('small');
    expect(el.session.startPosition).to.equal(SMALL);
    expect(el.session.history).to.deep.equal([]);
  });

  it('restart(extra) is a new game of the flow; replay() keeps its set-up until an option changes', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both"></test-game-host>`);
    el.gameCtl.restart({ position: UNIQUE });
    expect(restarts(el)).to.deep.equal(['setup', 'flow']);
    expect(el.session.startPosition).to.equal(UNIQUE);
    el.gameCtl.play('c1-b1', 'api');
    el.gameCtl.replay();
    expect(restarts(el)).to.deep.equal(['setup', 'flow', 'flow']);
    expect(el.session.startPosition).to.equal(UNIQUE);
    expect(el.session.history).to.deep.equal([]);
    // Options that are not the set-up, or a set-up option set to what it was, change nothing.
    el.level = 6;
    el.moves = '';
    await el.updateComplete;
    el.gameCtl.replay();
    expect(el.session.startPosition).to.equal(UNIQUE);
    // A set-up change drops the flow's set-up, for replay too.
    el.moves = 'a1-a2';
    await el.updateComplete;
    expect(el.session.startPosition).to.equal(INITIAL);
    expect(el.session.history).to.deep.equal(['a1-a2']);
    el.gameCtl.replay();
    expect(restarts(el).slice(-2)).to.deep.equal(['setup', 'reset']);
    expect(el.session.startPosition).to.equal(INITIAL);
    expect(el.session.history).to.deep.equal(['a1-a2']);
  });

  it('back(side) and forward(side) step along the line, to that side’s turn when given', async () => {
    const el = await fixture<GameHost>(html`<test-game-host side="both" moves="a1-a2 e5-e4 b1-b2 d5-d4"></test-game-host>`);
    const g = el.gameCtl;
    const ply = (): number => el.session.ply;
    expect(ply()).to.equal(4);
    expect(g.back('white')).to.equal(true);
    expect(ply()).to.equal(2);
    expect(el.changes.at(-1)).to.deep.include({ kind: 'nav', step: undefined });
    expect(g.back(null)).to.equal(true);
    expect(ply()).to.equal(1);
    expect(g.forward('white')).to.equal(true);
    expect(ply()).to.equal(2);
    expect(el.changes.at(-1)!.step).to.deep.include({ text: 'e5-e4', side: 'black' });
    expect(g.forward('black')).to.equal(true);
    expect(ply()).to.equal(3);
    expect(g.forward(null)).to.equal(true);
    expect(g.forward(null)).to.equal(false);
    expect(ply()).to.equal(4);
    expect(g.back('black')).to.equal(true);
    expect(ply()).to.equal(3);
    expect(g.back('white')).to.equal(true);
    expect(ply()).to.equal(2);
    expect(g.back('black')).to.equal(true);
    expect(ply()).to.equal(1);
    expect(g.back('black')).to.equal(true);
    expect(ply()).to.equal(0);
    expect(g.back(null)).to.equal(false);
    expect(el.session.length).to.equal(4);
  });

  it('keeps a seed the game drew across restarts until redraw()', async () => {
    const el = await fixture<RobotsHost>(html`<test-robots-host></test-robots-host>`);
    const seed = (): unknown => robots.options!(el.session.startState).seed;
    const drawn = seed();
    expect(drawn).to.be.a('number');
    expect(el.seed).to.equal(undefined);
    el.gameCtl.restart();
    expect(seed()).to.equal(drawn);
    el.gameCtl.replay();
    expect(seed()).to.equal(drawn);
    el.gameCtl.redraw();
    el.gameCtl.restart();
    const redrawn = seed();
    expect(redrawn).to.be.a('number').and.not.equal(drawn);
    el.gameCtl.restart();
    expect(seed()).to.equal(redrawn);
    // A seed set by the page is the page's.
    el.seed = 77;
    await el.updateComplete;
    expect(seed()).to.equal(77);
    el.gameCtl.restart();
    expect(seed()).to.equal(77);
  });
});
