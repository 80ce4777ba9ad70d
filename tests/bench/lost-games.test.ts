import { expect } from 'chai';
import { lineEnd, materialFor, readMatchLog, readPvs, seesTurn, turningPly } from '../../bench/lost-games.js';
import { draughts } from '../../src/games/draughts/index.js';

/** A Moby Dam match log (`-l FILE`), shortened: a game's start after four opening plies, searches and a forced move. */
const LOG = `Moby Dam (Dec  7 2026)
depth limit = 64
unlimited moves in 780000 ms
     b   b   b   b   b
   b   b   b   b   b
     b   b   b   b   b
   .   .   b   b   b
     w   b   .   .   .
   .   .   .   .   .
     .   .   w   w   w
   w   w   w   w   w
     w   w   w   w   w
   w   w   w   w   W   (b to move)
starting game number 3
reached depth=17 move=0
nodes total=45023232 nonleaf=19853245 leaf=25169987
evals=23636981 score=20000
move=1... 22-28
engine used 2900 ms, leaving 435100 ms for unlimited moves
move received from octarine match
move=2. 33x22
opponent used 2 ms, leaving 437998 ms for unlimited moves
reached depth=18 move=0
evals=23636981 score=5100000
move=2... 18x27x16
move received from octarine match
move=3. 37-32
only one valid move, no need to search
move=3... 16-21
gameend received with reason=0
`;

describe('bench/lost-games: where a lost game against Moby Dam turns', () => {
  it("reads each game's start, its moves, who made them and Moby Dam's scores in centi-men", () => {
    const [game] = readMatchLog(LOG);
    expect(game.number).to.equal(3);
    expect(draughts.formatPosition(draughts.setup({ variant: 'international', position: game.fen }))).to.equal('B:W21,33-49,K50:B1-15,18-20,22');
    expect(game.plies).to.deep.equal([
      { move: '22-28', byMobyDam: true, score: 0 },
      { move: '33x22', byMobyDam: false },
      { move: '18x27x16', byMobyDam: true, score: 51 },
      { move: '37-32', byMobyDam: false },
      { move: '16-21', byMobyDam: true },
    ]);
    // The moves are legal from that start, in Moby Dam's notation.
    let s = draughts.setup({ variant: 'international', position: game.fen });
    for (const p of game.plies) s = draughts.play(s, draughts.parseMove(s, p.move));
    expect(readMatchLog('Moby Dam (Dec  7 2026)\n')).to.deep.equal([]);
  });

  it("finds the turn: Moby Dam's first search at least `jump` above its first", () => {
    const [game] = readMatchLog(LOG);
    expect(turningPly(game, 50)).to.equal(2);
    expect(turningPly(game, 60)).to.equal(-1);
    expect(turningPly({ ...game, plies: game.plies.filter((p) => p.score === undefined) }, 50)).to.equal(-1);
  });

  it("sees the turn when the kit scores Moby Dam's side at least jump − 10 above Moby Dam's first score", () => {
    expect(seesTurn(40, 0, 50)).to.equal(true);
    expect(seesTurn(39, 0, 50)).to.equal(false);
    expect(seesTurn(-60, -100, 50)).to.equal(true);
    expect(seesTurn(130, 100, 50)).to.equal(false);
  });

  it("reads Moby Dam's last line of moves of each search (`verbose`), a new best's too, and none where it did not search", () => {
    const log = `verbose = on
gamereq received from octarine match
15.0 score=1234 pv=32-28 19-23 28x19 14x23
     b   b   b   b   b
15.complete, 1000 ms, score=1234 move=32-28
16.0 score=2000 pv=32-28 19-23
16.3 merit=5000 pv=33-29 18-23
16.3 re-search
16.3 new best=5100 pv=33-29 18-23 29x18
gamereq received from octarine match
only one valid move, no need to search
gamereq received from octarine match
9.0 score=-3 pv=46-41
`;
    expect(readPvs(log)).to.deep.equal([['33-29', '18-23', '29x18'], [], ['46-41']]);
    expect(readPvs('Moby Dam (Dec  7 2026)\n')).to.deep.equal([]);
  });

  it("plays a line up to the first move it cannot read, and counts material with a king as three men", () => {
    const start = draughts.setup({ variant: 'international' });
    const { state, plies } = lineEnd(start, ['32-28', '19-23', '28x19', '14x23', '50-45', '23-28']);
    expect(plies).to.equal(4);
    expect(draughts.formatPosition(state)).to.equal('W:W31,33-50:B1-13,15-18,20,23');
    expect(lineEnd(start, []).plies).to.equal(0);
    const kings = draughts.setup({ variant: 'international', position: 'W:W31,32,K50:B1,2' });
    expect([materialFor(kings, 1), materialFor(kings, 2)]).to.deep.equal([3, -3]);
    expect(materialFor(state, 1)).to.equal(0);
  });
});
