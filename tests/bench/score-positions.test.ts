import { expect } from 'chai';
import { mobyDamScores, quietPositions } from '../../bench/score-positions.js';
import { draughts } from '../../src/games/draughts/index.js';

/** A Moby Dam log as its console command `verbose` writes it, shortened: two searches, then a forced move. */
const LOG = `Moby Dam (Dec  6 2026)
verbose = on
depth limit = 12
gamereq received from octarine match
1.complete, 1 ms, score=-19999072 move=50-44
2.0 score=-20000144 pv=50-44 17-22
2.complete, 1 ms, score=-20000144 move=50-44
3.0 score=-20000144 pv=50-44 17-22 28x17 12x21
move=1. 50-44
gamereq received from octarine match
1.complete, 0 ms, score=120 move=32-28
2.complete, 3 ms, score=-2500000 move=33-28
move=1. 33-28
gamereq received from octarine match
move=1. 27x18
`;

describe('bench/score-positions: an outside engine scores positions as tuning targets', () => {
  it("reads each search's last completed iteration from Moby Dam's log, null where it searched none", () => {
    expect(mobyDamScores(LOG)).to.deep.equal([-20000144, -2500000, null]);
    expect(mobyDamScores('Moby Dam (Dec  6 2026)\n')).to.deep.equal([]);
  });

  it('keeps the quiet positions of a game from ply `skip` on, every `every`-th', () => {
    // 32-28 19-23 28x19 14x23: the third ply is a capture, so the position before it is not quiet.
    const moves = ['32-28', '19-23', '28x19', '14x23', '37-32', '10-14'];
    const all = quietPositions('international', moves, 0, 1);
    expect(all.map((s) => draughts.moves(s).some((m) => m.captured.length > 0))).to.deep.equal(all.map(() => false));
    expect(all).to.have.length(4); // plies 0, 1, 4, 5; plies 2 and 3 have a capture to make
    expect(quietPositions('international', moves, 1, 2)).to.have.length(2); // plies 1 and 5
    expect(quietPositions('international', moves, 6, 1)).to.deep.equal([]);
  });
});
