import { expect } from 'chai';
import { isGameError } from '../../src/core/errors.js';
import { draughts } from '../../src/games/draughts/index.js';
import { checkMarks, formatMarks, parseMarks, toggleMark, type Mark, type NameToCell } from '../../src/ui/marks.js';

/** Square names of a variant's board as an element looks them up: its notation's, then algebraic ones. */
function names(variant: string): { lookup: NameToCell; name: (cell: number) => string } {
  const { rows, cols, playable } = draughts.grid(variant);
  const map = new Map<string, number>();
  const own: string[] = [];
  for (let c = 0; c < rows * cols; c++) {
    const n = playable[c] ? draughts.cellName(variant, c) : draughts.cellName(variant, c, 'algebraic');
    own[c] = n;
    map.set(n.toLowerCase(), c);
  }
  for (let c = 0; c < rows * cols; c++) {
    const alias = draughts.cellName(variant, c, 'algebraic').toLowerCase();
    if (!map.has(alias)) map.set(alias, c);
  }
  return { lookup: (n) => map.get(n.toLowerCase()), name: (c) => own[c] };
}

const intl = names('international');
const russian = names('russian');
const cell = (n: { lookup: NameToCell }, name: string): number => n.lookup(name)!;

/** The message of the error `run` throws, checking it is a bad-option GameError. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(isGameError(e), String(e)).to.equal(true);
    expect((e as { code: string }).code).to.equal('bad-option');
    return (e as Error).message;
  }
  throw new Error('not refused');
}

describe('ui/marks: parseMarks', () => {
  it('reads arrows, squares and circles in a numbered board\'s names, green by default', () => {
    const marks = parseMarks('arrow:32-28 square:27 circle:19:red', intl.lookup);
    expect(marks).to.deep.equal([
      { kind: 'arrow', from: cell(intl, '32'), to: cell(intl, '28'), color: 'green' },
      { kind: 'square', from: cell(intl, '27'), color: 'green' },
      { kind: 'circle', from: cell(intl, '19'), color: 'red' },
    ]);
  });

  it('reads algebraic names, in any case, and extra spaces', () => {
    expect(parseMarks('  ARROW:C3-E5:Blue\n\tcircle:d4 ', russian.lookup)).to.deep.equal([
      { kind: 'arrow', from: cell(russian, 'c3'), to: cell(russian, 'e5'), color: 'blue' },
      { kind: 'circle', from: cell(russian, 'd4'), color: 'green' },
    ]);
  });

  it('reads the chess GUIs\' [%cal], [%csl] and [%draw] as the same marks', () => {
    const gui = parseMarks('[%cal Gc3e5,Rd4-f6] [%csl Yd4] [%draw circle,h2,blue] [%draw arrow,a1,b2,yellow] [%draw full,e3,red]', russian.lookup);
    const own = parseMarks('arrow:c3-e5 arrow:d4-f6:red square:d4:yellow circle:h2:blue arrow:a1-b2:yellow square:e3:red', russian.lookup);
    expect(gui).to.deep.equal(own);
  });

  it('splits numbers run together when only one split names two squares, else asks for a dash', () => {
    expect(parseMarks('[%cal G3228]', intl.lookup)).to.deep.equal([{ kind: 'arrow', from: cell(intl, '32'), to: cell(intl, '28'), color: 'green' }]);
    expect(refusal(() => parseMarks('[%cal G123]', intl.lookup))).to.match(/more than one arrow/);
    // Algebraic names on a numbered board are the same squares.
    expect(parseMarks('[%cal Gc3e5]', intl.lookup)[0]).to.include({ from: intl.lookup('c3'), to: intl.lookup('e5') });
  });

  it('keeps a mark given twice once, with its last colour', () => {
    expect(parseMarks('circle:c3 circle:c3:red', russian.lookup)).to.deep.equal([{ kind: 'circle', from: cell(russian, 'c3'), color: 'red' }]);
  });

  it('reads nothing as no marks', () => {
    expect(parseMarks('', intl.lookup)).to.deep.equal([]);
    expect(parseMarks('   ', intl.lookup)).to.deep.equal([]);
  });

  it('refuses bad marks in one sentence naming what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['arrow:32-99', /"99" in "arrow:32-99" is not a square of this board/],
      ['line:32-28', /"line:32-28" is not a mark/],
      ['circle:c3:pink', /"pink" is not a mark colour; use green, red, blue, yellow/],
      ['arrow:32-32', /two different squares/],
      ['arrow:32', /needs two squares/],
      ['circle:', /is not a mark/],
      ['[%cal Xc3e5]', /colour letter G, R, B or Y/],
      ['[%foo bar]', /not a mark command/],
      ['[%cal Gc3e5', /not a mark command/],
      ['[%draw arrow,c3,red]', /\[%draw arrow,from,to,colour\]/],
    ];
    for (const [text, expected] of cases) {
      const lookup = text.includes('32') ? intl.lookup : russian.lookup;
      const message = refusal(() => parseMarks(text, lookup));
      expect(message, text).to.match(expected);
      expect(message, text).to.match(/^Marks: [^]*\.$/);
      expect(message.split(/\.\s/).length, `${text}: one sentence`).to.equal(1);
    }
  });

  it('formats marks back as the attribute writes them, and they read the same', () => {
    const marks = parseMarks('arrow:32-28 square:27:yellow circle:19', intl.lookup);
    const text = formatMarks(marks, intl.name);
    expect(text).to.equal('arrow:32-28 square:27:yellow circle:19');
    expect(parseMarks(text, intl.lookup)).to.deep.equal(marks);
  });
});

describe('ui/marks: toggleMark and checkMarks', () => {
  const arrow: Mark = { kind: 'arrow', from: 1, to: 2, color: 'green' };
  it('adds a mark, recolours it, and removes it when drawn again in its colour', () => {
    const one = toggleMark([], arrow);
    expect(one).to.deep.equal([arrow]);
    const red = toggleMark(one, { ...arrow, color: 'red' });
    expect(red).to.deep.equal([{ ...arrow, color: 'red' }]);
    expect(toggleMark(red, { ...arrow, color: 'red' })).to.deep.equal([]);
    // The reverse arrow is another mark.
    expect(toggleMark(one, { ...arrow, from: 2, to: 1 })).to.have.length(2);
  });

  it('checks marks given as values against the board', () => {
    expect(checkMarks([{ kind: 'circle', from: 3 }], 64)).to.deep.equal([{ kind: 'circle', from: 3, color: 'green' }]);
    expect(checkMarks([arrow], 64)).to.deep.equal([arrow]);
    expect(refusal(() => checkMarks([{ kind: 'arrow', from: 1 }], 64))).to.match(/mark 1 must be/);
    expect(refusal(() => checkMarks([{ kind: 'circle', from: 64 }], 64))).to.match(/cells 0 to 63/);
    expect(refusal(() => checkMarks([{ kind: 'circle', from: 1, color: 'pink' }], 64))).to.match(/mark 1/);
    expect(refusal(() => checkMarks({ kind: 'circle', from: 1 }, 64))).to.match(/text or a list/);
  });
});
