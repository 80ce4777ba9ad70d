import { expect } from 'chai';
import { isGameError } from '../../src/core/errors.js';
import type { SetupOptions } from '../../src/core/game.js';
import { GameSession, type SessionView } from '../../src/core/session.js';
import { StartSession } from '../../src/core/start-session.js';
import { games } from '../../src/engines/registry.js';

/** Everything a view reads of a session at its start. */
function reading(s: SessionView): Record<string, unknown> {
  return {
    variant: s.variant,
    position: s.position,
    startPosition: s.startPosition,
    turn: s.turn,
    ply: s.ply,
    length: s.length,
    result: s.result,
    history: s.history,
    fullHistory: s.fullHistory,
    lastMove: s.lastMove,
    previousState: s.previousState,
    moveAt0: s.moveAt(0),
    legalMoves: s.legalMoves(),
    linePath: s.linePath,
    lines: s.lines,
    comment: s.comment(),
    comment0: s.comment(0),
    comments: [...s.comments],
    mainLine: s.mainLine(),
    setupOptions: s.setupOptions(),
  };
}

/** Set-ups of every game: its default, each variant, and a drawn or given seed where the game has one. */
const SETUPS: Record<string, readonly SetupOptions[]> = {
  draughts: [{}, { variant: 'russian' }, { variant: 'brazilian' }, { position: 'W:W31,32:B1,2' }],
  thud: [{}, { variant: 'koom-valley' }, { variant: 'koom-valley-football' }, { variant: 'classic', trollCapture: 'one' }],
  kamisado: [{}, { variant: 'marathon' }],
  spock: [{}],
  robots: [{}, { seed: 7 }, { seed: 7, level: 5 }],
  formula: [{}, { seed: 3 }],
};

describe('core/start-session: a game at its start, read as a session reads it', () => {
  it('covers every game of the kit', () => {
    expect(Object.keys(SETUPS).sort()).to.deep.equal(Object.keys(games).sort());
  });

  for (const [name, setups] of Object.entries(SETUPS)) {
    it(`${name}: reads as a session started from the same set-up does, and a session made from it keeps its start`, () => {
      const game = games[name];
      for (const setup of setups) {
        const start = new StartSession(game, setup);
        // A seed drawn by the set-up is the start's: the session made from it plays that one.
        const whole = new GameSession(game, setup, start.state);
        expect(whole.state, JSON.stringify(setup)).to.equal(start.state);
        expect(whole.startState).to.equal(start.startState);
        expect(reading(start), `${name} ${JSON.stringify(setup)}`).to.deep.equal(reading(whole));
        expect(start.stateAt(0)).to.equal(start.state);
        // The list of moves is worked out once.
        expect(start.legalMoveValues()).to.equal(start.legalMoveValues());
        const fresh = new GameSession(game, { ...setup, ...start.setupOptions() });
        expect(fresh.position).to.equal(start.position);
        // It plays on from there.
        const first = whole.legalMoves()[0];
        expect(whole.play(first)).to.equal(first);
        expect(whole.ply).to.equal(1);
      }
    });
  }

  it('has no moves in a finished position, as a session has none', () => {
    const game = games.draughts;
    // White to move with no pieces left: the game is over.
    const setup = { position: 'W:W:B1,2' };
    const start = new StartSession(game, setup);
    expect(start.result).to.not.equal(null);
    expect(start.legalMoveValues()).to.deep.equal([]);
    expect(reading(start)).to.deep.equal(reading(new GameSession(game, setup)));
  });

  it('refuses a set-up the game refuses, with the same error', () => {
    const game = games.thud;
    const bad = { variant: 'koom-valley', position: 'not a position' };
    let a: unknown, b: unknown;
    try {
      new StartSession(game, bad);
    } catch (e) {
      a = e;
    }
    try {
      new GameSession(game, bad);
    } catch (e) {
      b = e;
    }
    expect(isGameError(a)).to.equal(true);
    expect((a as Error).message).to.equal((b as Error).message);
  });
});
