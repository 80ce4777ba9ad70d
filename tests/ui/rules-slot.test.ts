import { expect, fixture, html } from '@open-wc/testing';
import type { GridGame, GridStart } from '../../src/core/board.js';
import { GameError } from '../../src/core/errors.js';
import type { SetupOptions } from '../../src/core/game.js';
import type { SessionView } from '../../src/core/session.js';
import type { ElementRecipe } from '../../src/ui/recipe.js';
import { expectWarned, reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy, type ToyMove, type ToyState } from './fixtures/toy-game.js';

/** The toy game's start as a split game's page has it: no moves, and no set-up from a position. */
const { moves: _m, play: _p, formatMove: _f, parseMove: _pm, perft: _perft, ...toyView } = toy;
const toyStart: GridStart<ToyState, ToyMove> = {
  ...toyView,
  setup(options: SetupOptions = {}): ToyState {
    if (options.position !== undefined) throw new GameError('not-ready', 'the start reads no position');
    return toy.setup(options);
  },
};

/** The rest of the toy game's rules, which arrive when a test says so (every board of the page shares them). */
let arrive: (game: GridGame<ToyState, ToyMove>) => void = () => undefined;
const rulesArrival = new Promise<GridGame<ToyState, ToyMove>>((resolve) => (arrive = resolve));
let rulesAsked = 0;

/** A toy board whose game is drawn from its start until the rest of its rules arrive. */
class SplitBoard extends ToyBoard {
  static override recipe: ElementRecipe = {
    ...ToyBoard.recipe,
    game: toyStart,
    rules: () => {
      rulesAsked++;
      return rulesArrival;
    },
  };
  firstPieces: string | null = null;
  protected override firstUpdated(): void {
    this.firstPieces = (this.session as SessionView).position;
  }
}
customElements.define('octarine-split-board', SplitBoard);

/** A split toy board whose rules never download. */
class LostRulesBoard extends ToyBoard {
  static override recipe: ElementRecipe = {
    ...ToyBoard.recipe,
    game: toyStart,
    rules: () => Promise.reject(new Error('offline')),
  };
}
customElements.define('octarine-lost-rules-board', LostRulesBoard);

const made = (attrs: Record<string, string>): SplitBoard => {
  const el = document.createElement('octarine-split-board') as SplitBoard;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
};
const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
/** Waits for `el`'s first drawing (its panels may wait longer). */
const drawn = async (el: SplitBoard, frames = 100): Promise<void> => {
  for (let i = 0; i < frames && !el.hasUpdated; i++) await frame();
};

// The rules arrive once for the page: the tests run in order, the first ones before they arrive.
describe('ui/RulesSlot: a game whose page draws its start before the rest of its rules', () => {
  let waiting: SplitBoard | null = null;
  let keeping: SplitBoard | null = null;
  const KEPT = 'octarine-test-split-persist';
  const after = toy.play(toy.setup(), toy.moves(toy.setup())[0]);
  const position = toy.formatPosition(after);

  it('draws its start at once, and refuses what needs the rules until they arrive', async () => {
    const el = made({ side: 'both' });
    // Drawn and read at its start, the rules still on their way (the panels asked for them).
    await drawn(el);
    await frame();
    expect(el.firstPieces).to.equal(toy.formatPosition(toy.setup()));
    expect(el.turn).to.equal('white');
    expect(rulesAsked, 'asked for with the panels').to.be.greaterThan(0);
    const r = await reported(() => {
      expect(() => el.legalMoves()).to.throw(/wait for the game's rules/);
      expect(() => el.play('a1-a2')).to.throw(/wait for the part of the board that plays them/);
    });
    expect(r.details.map((d) => d.code)).to.deep.equal(['not-ready']);
    expectWarned(r, 'octarine-split-board');
    expect(el.history).to.deep.equal([]);
    // A position set now waits for the rules too: no error, the start is the game in progress meanwhile.
    const quiet = await reported(async () => {
      el.setAttribute('position', position);
      expect(el.turn, "the start's").to.equal('white');
      await frame();
    });
    expect(quiet.details, 'nothing refused').to.deep.equal([]);
    expect(el.turn).to.equal('white');
    waiting = el;
    // A game kept under `persist` is replayed by the rules: a board that keeps one waits for them with its saves.
    localStorage.removeItem(KEPT);
    const whole = await fixture<ToyBoard>(html`<octarine-toy-board side="both" persist=${KEPT}></octarine-toy-board>`);
    whole.play('a1-a2');
    whole.remove();
    keeping = made({ side: 'both', persist: KEPT });
    await drawn(keeping, 20);
    expect(keeping.hasUpdated, 'not drawn while its saved game waits for the rules').to.equal(false);
  });

  it('shows a position given before the rules arrive only once they have: never the start in its place', async () => {
    const el = made({ side: 'both', position });
    await drawn(el, 20);
    expect(el.hasUpdated, 'not drawn while the position waits for the rules').to.equal(false);
    // Set while the first board waits too: it waits for them, not drawn from its start.
    arrive({ ...toyStart, ...toy });
    await el.updateComplete;
    expect(el.firstPieces).to.equal(position);
    expect(el.position).to.equal(position);
    el.remove();
    // The board of the first test, given its position while the rules were on their way, shows it now.
    await waiting!.updateComplete;
    expect(waiting!.position).to.equal(position);
    waiting!.remove();
    // The board that keeps its game, drawn from it.
    await keeping!.updateComplete;
    expect(keeping!.history).to.deep.equal(['a1-a2']);
    keeping!.remove();
    localStorage.removeItem(KEPT);
  });

  it('refuses a position whose rules did not download, saying so, and keeps the start', async () => {
    const el = document.createElement('octarine-lost-rules-board') as LostRulesBoard;
    el.setAttribute('side', 'both');
    el.setAttribute('position', position);
    const r = await reported(async () => {
      document.body.append(el);
      await el.updateComplete;
    });
    expect(r.details.map((d) => d.code)).to.include('bad-position');
    expect(r.details.find((d) => d.code === 'bad-position')!.message).to.match(/did not download/);
    expectWarned(r, 'octarine-lost-rules-board');
    expect(el.position).to.equal(toy.formatPosition(toy.setup()));
    el.remove();
  });

  it('plays once ready, from the start state it was drawn from', async () => {
    const el = made({ side: 'both' });
    await el.updateComplete;
    const start = (el as unknown as { session: SessionView }).session.startState;
    expect(el.legalMoves()).to.deep.equal(toy.moves(toy.setup()).map((m) => toy.formatMove(toy.setup(), m)));
    el.play(el.legalMoves()[0]);
    expect(el.history).to.have.length(1);
    expect((el as unknown as { session: SessionView }).session.startState === start, 'the same start state').to.equal(true);
    el.remove();
  });
});
