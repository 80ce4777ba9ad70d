import { expect } from 'chai';
import { gamePositions, nodesToDepth } from '../../bench/table-size.js';

describe('bench/table-size', () => {
  const games = gamePositions(1, 7, 2_000);

  it('takes every second position from ply 16 of each game', () => {
    expect(games).to.have.length(1);
    expect(games[0]).to.have.length(27);
  });

  it('counts the same nodes for the same table, and fewer for a table that holds more', () => {
    const small = nodesToDepth(games, 6, 6);
    expect(nodesToDepth(games, 6, 6).nodes).to.equal(small.nodes);
    // 64 entries are overwritten all the time; 2^16 keep what the earlier searches of the game found.
    expect(nodesToDepth(games, 6, 16).nodes).to.be.lessThan(small.nodes);
  });
});
