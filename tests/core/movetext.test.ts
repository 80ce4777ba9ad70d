import { expect } from 'chai';
import { isGameError } from '../../src/core/errors.js';
import { LineBuilder, pairNumbers, readMoveText, readTags, writeMoveText, type MoveTextReader } from '../../src/core/movetext.js';

/** Words like "a1-b2" are moves; "T" begins a two-word move; "x1-x1" is a pass the game skips. */
const reader: MoveTextReader = {
  results: ['1-0', '0-1', '*'],
  prefix: /^T$/,
  move: (word) => {
    if (word === 'x1-x1') return null;
    if (!/^(T )?[a-h]\d-[a-h]\d$/.test(word)) throw new Error(`not a move: ${word}`);
    return word;
  },
};

function refused(text: string): string {
  try {
    readMoveText(text, reader);
  } catch (e) {
    expect(isGameError(e), String(e)).to.equal(true);
    return (e as Error).message;
  }
  throw new Error(`"${text}" was read`);
}

describe('core/movetext: the move text of the PDN-like records', () => {
  it('reads moves, numbers glued or not, comments (braces and ";"), nested side lines and the result', () => {
    const read = readMoveText('{start} 1.a1-a2 b1-b2 (1... b1-b3 {sharp} 2. T a2-a3 (2. c1-c2) b3-b4) 2. x1-x1 a2-a3 ; a note\n b2-b3 1-0', reader);
    expect(read.moves).to.deep.equal(['a1-a2', 'b1-b2', 'a2-a3', 'b2-b3']);
    expect(read.comments).to.deep.equal({ 0: 'start', 3: 'a note' });
    expect(read.variations).to.deep.equal([
      { at: 1, moves: ['b1-b3', 'T a2-a3', 'b3-b4'], comments: { 2: 'sharp' }, variations: [{ at: 2, moves: ['c1-c2'] }] },
    ]);
    expect(read.result).to.equal('1-0');
  });

  it('refuses what is out of place, in one sentence each', () => {
    expect(refused('1. a1-a2 (')).to.match(/never closed/);
    expect(refused('1. a1-a2 ) b1-b2')).to.match(/closes no side line/);
    expect(refused('( a1-a2 )')).to.match(/must follow the move/);
    expect(refused('1. a1-a2 ( ) b1-b2')).to.match(/holds no moves/);
    expect(refused('1. a1-a2 (b1-b3 1-0')).to.match(/never closed/);
    expect(refused('1. a1-a2 {open')).to.match(/never closed/);
    expect(refused('1. a1-a2 } b1-b2')).to.match(/closes no comment/);
    expect(refused('1. a1-a2 * b1-b2')).to.match(/follows the result/);
    expect(refused('1. a1-a2 T')).to.match(/"T" is not followed by its move/);
    expect(refused('1. a1-a2 T (b1-b2)')).to.match(/"T" is not followed by its move/);
  });

  it('writes numbers, comments and side lines, wraps lines and reads back what it wrote', () => {
    const line = {
      moves: ['a1-a2', 'b1-b2', 'a2-a3', 'b2-b3'],
      comments: { 0: 'start', 3: 'a {braced} note' },
      variations: [{ at: 1, moves: ['b1-b3', 'T a2-a3'], comments: { 2: 'sharp' } }],
    };
    const pdn = writeMoveText(line, '*', { number: pairNumbers(), resumeAfterComment: true, lineWidth: 200 });
    expect(pdn).to.equal('{start} 1. a1-a2 b1-b2 (1... b1-b3 {sharp} 2. T a2-a3) 2. a2-a3 {a (braced) note} 2... b2-b3 *');
    expect(writeMoveText(line, '*', { number: pairNumbers() })).to.contain('{a (braced) note} b2-b3 *');
    expect(writeMoveText(line, '*', { number: pairNumbers(1) })).to.match(/^\{start\} 1\.\.\. a1-a2 2\. b1-b2 \(2\. b1-b3/);
    const numbered = writeMoveText(line, '*', { number: (ply) => `${ply + 1}.`, glueNumber: true, lineWidth: 20 });
    // Lines of at most 20 characters, a move never parted from its number.
    expect(numbered.split('\n').every((l) => l.length <= 20)).to.equal(true);
    expect(numbered).to.contain('\n').and.not.match(/\d\.\n/);
    const back = readMoveText(pdn, reader);
    expect(back.moves).to.deep.equal(line.moves);
    expect(back.variations).to.deep.equal([{ at: 1, moves: ['b1-b3', 'T a2-a3'], comments: { 2: 'sharp' } }]);
    expect(back.comments).to.deep.equal({ 0: 'start', 3: 'a (braced) note' });
  });

  it('reads tags and refuses a malformed one', () => {
    expect(readTags('\uFEFF[Game "x"]  [Event "a \\"b\\""]\n\n1. a1-a2', '[Game "x"]')).to.deep.equal({ tags: { Game: 'x', Event: 'a "b"' }, rest: '\n\n1. a1-a2' });
    expect(() => readTags('[Game x]\n1. a1-a2', '[Game "x"]')).to.throw(/malformed; write tags like \[Game "x"\]/);
  });
});

describe('LineBuilder (the stack behind every reader of move text)', () => {
  it('builds nested side lines and comments by ply, and reports what is out of place', () => {
    const line = new LineBuilder();
    expect(line.openSideLine()).to.equal(false); // nothing to play instead of yet
    expect(line.closeSideLine()).to.equal('none');
    line.addComment('  the\nstart ');
    line.addMove('a');
    line.addMove('b');
    expect(line.openSideLine()).to.equal(true);
    expect([line.ply, line.depth]).to.deep.equal([1, 1]);
    line.addMove('b2');
    line.addComment('instead');
    line.addComment('of b');
    expect(line.openSideLine()).to.equal(true);
    expect(line.closeSideLine()).to.equal('empty');
    expect(line.closeSideLine()).to.equal('closed');
    line.addMove('c');
    expect(line.line()).to.deep.equal({
      moves: ['a', 'b', 'c'],
      comments: { 0: 'the start' },
      variations: [{ at: 1, moves: ['b2'], comments: { 2: 'instead of b' } }],
    });
  });
});
