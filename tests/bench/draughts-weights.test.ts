import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { draughtsWithWeights, readWeights } from '../../bench/draughts-weights.js';
import { playGame } from '../../bench/match.js';
import { draughts } from '../../src/games/draughts/index.js';
import { EVAL } from '../../src/games/draughts/evaluate.js';

const dir = mkdtempSync(join(tmpdir(), 'octarine-weights-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('draughts evaluation weights for tuning and matches (bench/draughts-weights.ts)', () => {
  it('readWeights reads the weights a file changes', () => {
    expect(readWeights(file('w.json', '{"backRow": 20, "king": 250}'))).to.deep.equal({ backRow: 20, king: 250 });
  });

  it('readWeights refuses an unknown weight, a weight that is no number, or a file that is not JSON, in one sentence', () => {
    expect(() => readWeights(file('bad.json', '{"queen": 900}'))).to.throw(/no weight "queen"/);
    expect(() => readWeights(file('bad2.json', '{"king": "big"}'))).to.throw(/^A weight is a number/);
    expect(() => readWeights(file('bad.txt', 'backRow = 20'))).to.throw(/^Weights are a JSON object/);
    expect(() => readWeights(file('bad3.json', '{"squares": [1, 2, 3]}'))).to.throw(/^"squares" is a list of 50 or 32 whole numbers/);
    expect(() => readWeights(file('bad4.json', `{"squares": [${Array(50).fill(0.5)}]}`))).to.throw(/^"squares" is a list/);
  });

  it('a game with changed weights evaluates by them in every variant, in its pure functions and its search board alike', () => {
    // The positional terms at their full weight, so that the back row counts whole.
    const heavy = draughtsWithWeights({ backRow: 50, positional: 100 });
    const base = draughtsWithWeights({ positional: 100 });
    const cases: [string, string][] = [
      ['international', 'W:W31,46,47:B5,10'],
      ['russian', 'W:Wa1,c1,e3:Bh8,g5'],
    ];
    for (const [variant, fen] of cases) {
      const s = draughts.setup({ variant, position: fen });
      // White guards its back row with two men, Black with one.
      expect(heavy.evaluate(s), variant).to.equal(base.evaluate(s) + (50 - EVAL[s.variant].backRow));
      const board = heavy.searchBoard!(s);
      expect(board.evaluate(), variant).to.equal(heavy.evaluate(s));
      board.release?.();
    }
  });

  it('values by square change the variants of their size only, Black\'s mirrored', () => {
    const squares = Array.from({ length: 50 }, (_, i) => (i === 45 ? 40 : 0)); // White's square 46, Black's 5
    expect(readWeights(file('sq.json', JSON.stringify({ squares })))).to.deep.equal({ squares });
    const valued = draughtsWithWeights({ squares, positional: 100 });
    const flat = draughtsWithWeights({ squares: Array(50).fill(0), positional: 100 });
    const white46 = draughts.setup({ variant: 'international', position: 'W:W46,47:B10,20' });
    const black5 = draughts.setup({ variant: 'international', position: 'W:W47,31:B5,20' });
    expect(valued.evaluate(white46)).to.equal(flat.evaluate(white46) + 40);
    expect(valued.evaluate(black5)).to.equal(flat.evaluate(black5) - 40);
    const board = valued.searchBoard!(white46);
    expect(board.evaluate()).to.equal(valued.evaluate(white46));
    board.release?.();
    const russian = draughts.setup({ variant: 'russian', position: 'W:Wa1,c1:Bh8,g7' });
    expect(valued.evaluate(russian)).to.equal(draughts.evaluate(russian));
  });

  it('a match player with a weights file plays draughts, and only draughts', async () => {
    const weights = file('m.json', '{"centre": 12}');
    const job = { setup: {}, a: { level: 1, weights }, b: { level: 1 }, opening: [], seed: 2, index: 0, maxPlies: 12 };
    const r = await playGame({ ...job, game: 'draughts' });
    expect(r.plies).to.equal(12);
    let error: unknown;
    await playGame({ ...job, game: 'spock' }).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/weights are for draughts only/i);
  });
});
