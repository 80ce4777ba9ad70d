import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamesText } from '../../bench/games-file.js';
import { openingFor } from '../../bench/openings.js';
import { mulberry32 } from '../../src/core/random.js';
import { unpackSquares } from '../../src/games/draughts/evaluate.js';

const dir = mkdtempSync(join(tmpdir(), 'octarine-tune-'));

/** `npm run tune` on `args`, in Node as npm runs it. */
const tune = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'bench/tune-draughts.ts', '--variant', 'international', ...args], { encoding: 'utf8' });

/** Seeded random international games of `plies` plies (the match's random openings), each filed twice (both colours, the same moves), results at random. */
function gamesFile(count: number, plies: number): string {
  const rnd = mulberry32(5);
  const games = [];
  for (let i = 0; i < count; i++) {
    const moves = openingFor('draughts', { variant: 'international' }, plies, 5, i);
    const score = [0, 0.5, 1][rnd() % 3];
    games.push({ index: 2 * i, aSide: 'white', score, moves }, { index: 2 * i + 1, aSide: 'black', score: 1 - score, moves });
  }
  const path = join(dir, 'games.txt');
  writeFileSync(path, gamesText(games, 'level=1'));
  return path;
}

describe('npm run tune (bench/tune-draughts.ts)', () => {
  it('fits values by square: each game once, even values, and the packed text of the same values', function () {
    this.timeout(120_000);
    const out = join(dir, 'tuned.json');
    const run = tune(['--squares', '--weights', 'backRow', '--out', out, gamesFile(12, 40)]);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.match(/^12 games: \d+ positions to tune on/m);
    const tuned = JSON.parse(readFileSync(out, 'utf8')) as { squares: number[]; advance: number; centre: number };
    expect(tuned.squares).to.have.length(50);
    expect(tuned.squares.every((v) => v % 2 === 0)).to.equal(true);
    // The advance and centre terms now live in the values.
    expect([tuned.advance ?? 0, tuned.centre ?? 0]).to.deep.equal([0, 0]);
    // The descent reckons each step's loss from how each coordinate moves the evaluations (it is linear in
    // them): at its last weights the evaluation itself agrees, but for its rounding to whole centi-men.
    const [, reckoned, evaluated] = /at the descent's last weights, loss ([\d.]+) as it reckoned, ([\d.]+) evaluated/.exec(run.stdout) ?? [];
    expect(Number(reckoned)).to.be.closeTo(Number(evaluated), 1e-4);
    expect(run.stdout).to.match(/square \d+ → /); // it did move some
    const packed = /as src\/games\/draughts\/evaluate\.ts writes them: (".*")$/m.exec(run.stdout)?.[1];
    expect(unpackSquares(JSON.parse(packed!) as string)).to.deep.equal(tuned.squares);
  });

  it('refuses games too few to tune on, in one sentence', () => {
    const run = tune([join(dir, 'none.txt')].map((f) => (writeFileSync(f, ''), f)));
    expect(run.status).to.not.equal(0);
    expect(run.stderr).to.match(/The games files hold too few positions to tune on \(0 games\)\./);
  });

  it('refuses a weight it does not know, in one sentence', () => {
    const run = tune(['--weights', 'queen', gamesFile(1, 12)]);
    expect(run.status).to.not.equal(0);
    expect(run.stderr).to.match(/--weights names some of king, kingUnopposed, advance, .*; got "queen"\./);
  });
});
