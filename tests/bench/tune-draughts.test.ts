import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gamesText } from '../../bench/games-file.js';
import { openingFor } from '../../bench/openings.js';
import { mulberry32 } from '../../src/core/random.js';
import { quietPositions } from '../../bench/score-positions.js';
import { draughts } from '../../src/games/draughts/index.js';
import { EVAL, evaluate, unpackSquares } from '../../src/games/draughts/evaluate.js';

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

  it("fits to an engine's scores of positions (--scores): the weight the scores were made with is found again", function () {
    this.timeout(120_000);
    // Scores made by the kit's evaluation with the back row worth 60 (the kit's: 28), White's view.
    const truth = { ...EVAL.international, backRow: 60 };
    const lines: string[] = [];
    for (let i = 0; lines.length < 400; i++) {
      for (const s of quietPositions('international', openingFor('draughts', { variant: 'international' }, 30, 7, i), 4, 3)) {
        lines.push(`${draughts.formatPosition(s)}\t${(s.side === 1 ? 1 : -1) * evaluate(s, truth)}`);
      }
    }
    const scores = join(dir, 'scores.tsv');
    writeFileSync(scores, `${lines.join('\n')}\n`);
    const out = join(dir, 'from-scores.json');
    const run = tune(['--scores', scores, '--weights', 'backRow', '--out', out]);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.match(new RegExp(`^${lines.length} scored positions: \\d+ to tune on, \\d+ held out`, 'm'));
    expect((JSON.parse(readFileSync(out, 'utf8')) as { backRow: number }).backRow).to.be.closeTo(60, 4);
  });

  it('refuses a scores file too short to hold positions out, in one sentence', () => {
    const scores = join(dir, 'few.tsv');
    writeFileSync(scores, 'W:W31-50:B1-20\t0\n');
    const run = tune(['--scores', scores]);
    expect(run.status).to.not.equal(0);
    expect(run.stderr).to.match(/The scores file holds too few positions to tune on \(1; a fifth are held out in blocks of 50\)\./);
  });

  it('mixes in the games\' results with --lambda below 1, and refuses a line without one, in one sentence', function () {
    this.timeout(120_000);
    const lines: string[] = [];
    for (let i = 0; lines.length < 300; i++) {
      for (const s of quietPositions('international', openingFor('draughts', { variant: 'international' }, 30, 9, i), 4, 3)) {
        lines.push(`${draughts.formatPosition(s)}\t0\t${s.side === 1 ? 1 : 0}`); // every score even, every game won by the side to move
      }
    }
    const scores = join(dir, 'mixed.tsv');
    writeFileSync(scores, `${lines.join('\n')}\n`);
    // The results alone say the move is worth a lot: the weight of having the move (tempo) grows with them.
    const tempo = (lambda: string): number => {
      const out = join(dir, `mixed-${lambda}.json`);
      const run = tune(['--scores', scores, '--lambda', lambda, '--weights', 'tempo', '--out', out]);
      expect(run.status, run.stderr).to.equal(0);
      return (JSON.parse(readFileSync(out, 'utf8')) as { tempo?: number }).tempo ?? EVAL.international.tempo;
    };
    const [mixed, scoresOnly] = [tempo('0.5'), tempo('1')];
    expect(mixed, `tempo ${mixed} with the results, ${scoresOnly} without`).to.be.greaterThan(scoresOnly + 50);
    writeFileSync(scores, lines.map((l) => l.replace(/\t[01]$/, '')).join('\n'));
    const run = tune(['--scores', scores, '--lambda', '0.5']);
    expect(run.status).to.not.equal(0);
    expect(run.stderr).to.match(/--lambda below 1 needs each line's game result; line 1 has none\./);
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
