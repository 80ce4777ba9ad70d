import { expect } from 'chai';
import { isMoveNumberOrResult } from '../../src/core/move-words.js';
import { splitMoveLine } from '../../src/core/movetext.js';

describe('core/record: a line of moves written by hand', () => {
  it('splits on any white space and leaves out move numbers and results', () => {
    expect(splitMoveLine('1. c3-d4 f6-e5\n2.  d4xf6 g7xe5 3... a1 1-0')).to.deep.equal(['c3-d4', 'f6-e5', 'd4xf6', 'g7xe5', 'a1']);
    expect(splitMoveLine('  ')).to.deep.equal([]);
  });

  it('knows numbers and results from moves', () => {
    for (const t of ['1.', '12...', '*', '1-0', '0-1', '2-0', '0-2', '1-1', '1/2-1/2', '½-½']) expect(isMoveNumberOrResult(t), t).to.equal(true);
    for (const t of ['1', '22-17', 'f1-f5', '.', 'xN', '1x', '12']) expect(isMoveNumberOrResult(t), t).to.equal(false);
  });
});
