import { expect } from 'chai';
import { mulberry32 } from '../../../src/core/random.js';
import { formula, formulaInfo } from '../../../src/games/formula/index.js';

describe('formula: random playouts', () => {
  it('with length 0 every random race ends by a crash or a stall', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 200; g++) {
      const rnd = mulberry32(g + 1);
      let s = formula.setup({ seed: 3000 + g, level: 1 + (g % 7), mode: g % 3 === 0 ? 'fixed' : 'variable', speed: 1 + (g % 8) });
      let n = 0;
      while (!formula.outcome(s)) {
        const ms = formula.moves(s);
        const t = formula.play(s, ms[rnd() % ms.length]);
        expect(formulaInfo(t).score).to.be.at.least(formulaInfo(s).score - 1);
        s = t;
        expect(++n).to.be.below(10000);
      }
      seen.add(formula.outcome(s)!.reason);
      expect(['crash', 'stall']).to.include(formula.outcome(s)!.reason);
    }
    expect([...seen].sort()).to.deep.equal(['crash', 'stall']);
  });

  it('with a length, a careful driver finishes some races (won, reason finished)', () => {
    let finished = 0;
    for (let g = 0; g < 20; g++) {
      let s = formula.setup({ seed: 77 + g, level: 1 + (g % 7), length: 150 });
      while (!formula.outcome(s)) {
        const ms = formula.moves(s);
        // Prefer a command that keeps running; look one turn ahead only.
        const safe = ms.filter((m) => {
          const t = formula.play(s, m);
          return !formula.outcome(t) || formula.outcome(t)!.winner !== null;
        });
        s = formula.play(s, [...(safe.length ? safe : ms)].sort((a, b) => formula.evaluate(formula.play(s, b)) - formula.evaluate(formula.play(s, a)))[0]);
      }
      if (formula.outcome(s)!.reason === 'finished') finished++;
    }
    expect(finished).to.be.greaterThan(0);
  });
});
