import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { formula, type FormulaMove, type FormulaState } from '../../../src/games/formula/index.js';

describe('formula: records carry the seed and options (Game.options)', () => {
  it('options(state) gives seed, level, mode, speed, rows and length', () => {
    expect(formula.options!(formula.setup({ seed: 3, level: 2, mode: 'fixed', speed: 5, rows: 9, length: 50 }))).to.deep.equal({
      seed: 3,
      level: 2,
      mode: 'fixed',
      speed: 5,
      rows: 9,
      length: 50,
    });
  });

  it('exportGame/importGame round-trip a race into a session with other options', () => {
    const a = new GameSession(formula, { seed: 8, level: 5, speed: 3, rows: 10, length: 200, variant: 'fixed' });
    for (let i = 0; i < 6 && !a.result; i++) a.play(a.legalMoves()[i % a.legalMoves().length]);
    const text = a.exportGame();
    expect(text).to.contain('[Variant "fixed"]').and.contain('[Seed "8"]').and.contain('[Rows "10"]').and.contain('[Length "200"]');
    const b = new GameSession<FormulaState, FormulaMove>(formula, { seed: 1 });
    b.importGame(text);
    expect(b.position).to.equal(a.position);
    expect(b.history).to.deep.equal(a.history);
    expect(b.state.rows).to.equal(10);
    expect(b.state.length).to.equal(200);
    expect(b.exportGame()).to.equal(text);
  });
});
