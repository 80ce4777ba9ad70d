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
  it('readWeights changes only the weights the file names, a king value per variant', () => {
    const w = readWeights(file('w.json', '{"backRow": 20, "king": {"russian": 250}}'));
    expect(w.backRow).to.equal(20);
    expect(w.king).to.deep.equal({ ...EVAL.king, russian: 250 });
    expect(w.mobility).to.equal(EVAL.mobility);
  });

  it('readWeights refuses an unknown weight or a file that is not JSON, in one sentence', () => {
    expect(() => readWeights(file('bad.json', '{"queen": 900}'))).to.throw(/no weight "queen"/);
    expect(() => readWeights(file('bad.txt', 'backRow = 20'))).to.throw(/^Weights are a JSON object/);
  });

  it('a game with other weights evaluates by them, in its pure functions and its search board alike', () => {
    const heavy = draughtsWithWeights({ ...EVAL, backRow: 50 });
    const s = draughts.setup({ variant: 'international', position: 'W:W31,46,47:B5,10' });
    // White guards its back row with two men (46, 47), Black with one (5).
    expect(heavy.evaluate(s)).to.equal(draughts.evaluate(s) + (50 - EVAL.backRow));
    const board = heavy.searchBoard!(s);
    expect(board.evaluate()).to.equal(heavy.evaluate(s));
    board.release?.();
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
