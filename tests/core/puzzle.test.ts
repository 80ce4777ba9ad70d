/** PuzzleSolution (src/core/puzzle.ts) and the demo's puzzles (demo/puzzles.ts), checked by exact search. */
import { expect } from 'chai';
import { GameError } from '../../src/core/errors.js';
import { lostWithin, PuzzleSolution } from '../../src/core/puzzle.js';
import { WIN_SCORE, type Game } from '../../src/core/game.js';
import { draughts } from '../../src/games/draughts/index.js';
import { kamisado } from '../../src/games/kamisado/index.js';
import { spock } from '../../src/games/spock/index.js';
import { thud } from '../../src/games/thud/index.js';
import { PUZZLES } from '../../demo/puzzles.js';
import { WIN_IN_3_SINGLE, winsWithin } from '../games/kamisado/win-in-3.js';
import { forcesWinIn2, WIN_IN_2 } from '../games/spock/win-in-2.js';

const g = draughts as unknown as Game<unknown, unknown>;
const russian = (position: string): unknown => g.setup({ variant: 'russian', position });
const SHOT = PUZZLES[0].attrs;

/** Whether `side` can force a won game within `plies` plies (exact, by the rules). */
function wins(s: unknown, side: string, plies: number): boolean {
  const o = g.outcome(s);
  if (o) return o.winner === side;
  if (plies === 0) return false;
  const next = g.moves(s).map((m) => g.play(s, m));
  return g.turn(s) === side ? next.some((t) => wins(t, side, plies - 1)) : next.every((t) => wins(t, side, plies - 1));
}

describe('core/puzzle: PuzzleSolution', () => {
  const start = russian(SHOT.position);
  const solution = PuzzleSolution.parse(g, start, SHOT.solution);

  it('reads lines separated by |, in any notation, and keeps them canonical', () => {
    expect(solution.lines).to.have.length(4);
    const alt = PuzzleSolution.parse(g, start, ' e5-d6  c7:e5 |e5-d6 c7xe5 ');
    expect(alt.lines).to.deep.equal([['e5-d6', 'c7:e5'], ['e5-d6', 'c7:e5']]);
  });

  it('judges a move by the lines that go on from the moves played', () => {
    expect(solution.judge([], 'e5-d6')).to.equal('right');
    expect(solution.judge([], 'e5-f6')).to.equal('wrong');
    expect(solution.judge(['e5-d6', 'c7:e5'], 'd2-e3')).to.equal('right');
    expect(solution.judge(['e5-d6', 'c7:e5'], 'c3-d4')).to.equal('wrong');
  });

  it('names the next move of the first line that goes on, the reader’s choices, and when a line is complete', () => {
    expect(solution.next([])).to.equal('e5-d6');
    expect(solution.next(['e5-d6'])).to.equal('c7:e5');
    expect(solution.choices(['e5-d6', 'c7:e5', 'd2-e3', 'a3-b2'])).to.deep.equal(['c3:a1']);
    expect(solution.next(['e5-d6', 'c7:e5', 'd2-e3', 'e5-f4'])).to.equal('e3:g5');
    expect(solution.solvedBy(['e5-d6', 'c7:e5', 'd2-e3', 'e5-d4', 'e3:c5', 'a3-b2'])).to.equal(false);
    expect(solution.solvedBy(['e5-d6', 'c7:e5', 'd2-e3', 'e5-d4', 'e3:c5', 'a3-b2', 'c3:a1'])).to.equal(true);
    expect(solution.solvedBy([])).to.equal(false);
  });

  it('refuses an empty solution, an illegal move and a line that goes on after the end, naming the line', () => {
    const fails = (text: string): string => {
      try {
        PuzzleSolution.parse(g, start, text);
      } catch (e) {
        expect(e).to.be.instanceOf(GameError);
        expect((e as GameError).code).to.equal('bad-option');
        return (e as Error).message;
      }
      throw new Error(`accepted ${text}`);
    };
    expect(fails('  |  ')).to.match(/empty/);
    expect(fails('e5-d6 | e5-d6 c7-d6')).to.equal('Solution line 2: "c7-d6" is not a legal move after e5-d6.');
    const won = SHOT.solution.split('|')[0].trim();
    expect(fails(`${won} b8-a7`)).to.match(/^Solution line 1 goes on after the game is over/);
  });

  it('reads a search score as a loss within so many plies', () => {
    expect(lostWithin(-(WIN_SCORE - 3), WIN_SCORE, 4)).to.equal(true);
    expect(lostWithin(-(WIN_SCORE - 5), WIN_SCORE, 4)).to.equal(false);
    expect(lostWithin(-500, WIN_SCORE, 4)).to.equal(false);
  });
});

describe('the demo’s puzzles are real', () => {
  it('draughts lines: every line ends in White’s win, each Black answer has its line, and only the first move wins', () => {
    const start = russian(SHOT.position);
    const solution = PuzzleSolution.parse(g, start, SHOT.solution);
    for (const line of solution.lines) {
      let s = start;
      for (const [i, m] of line.entries()) {
        if (i % 2 === 1) {
          // Every defence here is covered by some line.
          const answers = g.moves(s).map((x) => g.formatMove(s, x));
          for (const a of answers) expect(solution.judge(line.slice(0, i), a), `${line.slice(0, i).join(' ')} ${a}`).to.equal('right');
        }
        s = g.play(s, g.parseMove(s, m));
      }
      expect(g.outcome(s)?.winner).to.equal('white');
    }
    const winning = g.moves(start).filter((m) => wins(g.play(start, m), 'white', 6)).map((m) => g.formatMove(start, m));
    expect(winning).to.deep.equal(['e5-d6']);
  });

  it('draughts goal: White wins within the depth, with one first move only', () => {
    const p = PUZZLES[1].attrs;
    const start = russian(p.position);
    const depth = Number(p.depth);
    expect(wins(start, 'white', 2 * depth - 1)).to.equal(true);
    expect(wins(start, 'white', 2 * depth - 3)).to.equal(false);
    const winning = g.moves(start).filter((m) => wins(g.play(start, m), 'white', 2 * depth - 2));
    expect(winning).to.have.length(1);
  });

  it('Kamisado and Spock goals come from the checked sets, and win within their depth', () => {
    const k = PUZZLES.find((p) => p.tag === 'kamisado-board')!.attrs;
    expect(WIN_IN_3_SINGLE).to.include(k.position);
    expect(winsWithin(kamisado.setup({ variant: k.variant, position: k.position }), Number(k.depth))).to.equal(true);
    const sp = PUZZLES.find((p) => p.tag === 'spock-board')!.attrs;
    expect(WIN_IN_2).to.include(sp.position);
    const s = spock.setup({ position: sp.position });
    expect(spock.moves(s).some((m) => forcesWinIn2(s, m))).to.equal(true);
  });

  it('Thud captures: each solution is one legal move, the only one that takes that many', () => {
    const thuds = PUZZLES.filter((p) => p.tag === 'thud-board');
    expect(thuds).to.have.length(2);
    for (const { attrs } of thuds) {
      const s = thud.setup({ position: attrs.position });
      const solution = PuzzleSolution.parse(thud as unknown as Game<unknown, unknown>, s, attrs.solution);
      expect(solution.lines).to.deep.equal([[attrs.solution]]);
      const taken = thud.moves(s).map((m) => [thud.formatMove(s, m), m.captured.length] as const);
      const best = Math.max(...taken.map(([, n]) => n));
      expect(taken.filter(([, n]) => n === best).map(([t]) => t), attrs.position).to.deep.equal([attrs.solution]);
      expect(best).to.be.greaterThan(0);
    }
  });
});
