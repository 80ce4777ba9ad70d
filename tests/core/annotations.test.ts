import { expect } from 'chai';
import { parseMoveText } from '../../src/core/annotations.js';
import { isGameError } from '../../src/core/errors.js';
import { createGame } from '../../src/engines/index.js';
import { splitMoves as splitThudMoves } from '../../src/games/thud/record.js';

/** The error `f` throws. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('nothing was thrown');
}

// International draughts: 32-28 17-21 37-32 21-26 is the main line; 18-23 28-22 17x28 replaces 17-21.
const MAIN = ['32-28', '17-21', '37-32', '21-26'];

describe('core/annotations: comments and side lines in a line of moves', () => {
  it('the example the docs give (README, the moves attribute, this module) plays, side line included', async () => {
    const { readFileSync } = await import('node:fs');
    const texts = ['README.md', 'src/ui/game-element.ts', 'src/core/annotations.ts'].map((f) => readFileSync(f, 'utf8'));
    const examples = texts.map((t) => /`(?:moves=")?(32-28 \{the classic start\}[^`"]*)"?`/.exec(t)?.[1]);
    expect(examples.every((x) => x === examples[0] && x !== undefined), JSON.stringify(examples)).to.equal(true);
    const line = parseMoveText(examples[0]!);
    const game = createGame('draughts', {});
    game.playLine(line.moves, line.comments, line.variations);
    expect(game.history.length).to.equal(line.moves.length);
    expect(game.mainLine().variations).to.have.length(1);
  });

  it('reads comments on plies, the start included', () => {
    const line = parseMoveText('{before} 32-28 {the classic start} 17-21 37-32 {two words}');
    expect(line.moves).to.deep.equal(['32-28', '17-21', '37-32']);
    expect(line.comments).to.deep.equal({ 0: 'before', 1: 'the classic start', 3: 'two words' });
    expect(line.variations).to.deep.equal([]);
  });

  it('tidies white space, joins two comments on one ply and keeps parentheses inside a comment', () => {
    const line = parseMoveText('1. 32-28 {a\n   long   note} {more (and this)} 17-21');
    expect(line.moves).to.deep.equal(['32-28', '17-21']);
    expect(line.comments).to.deep.equal({ 1: 'a long note more (and this)' });
  });

  it('reads side lines, nested ones and their comments, with plies counted from the start', () => {
    const line = parseMoveText('32-28 17-21 (18-23 {the sharp try} 28-22 (33-29) 17x28) 37-32 21-26');
    expect(line.moves).to.deep.equal(MAIN);
    expect(line.variations).to.deep.equal([
      { at: 1, moves: ['18-23', '28-22', '17x28'], comments: { 2: 'the sharp try' }, variations: [{ at: 2, moves: ['33-29'] }] },
    ]);
  });

  it('splits the moves with the game\'s own splitter (Thud moves hold a space)', () => {
    const line = parseMoveText('f15-g14 {a dwarf} T g9-g10 (T g9-h10)', splitThudMoves);
    expect(line.moves).to.deep.equal(['f15-g14', 'Tg9-g10']);
    expect(line.comments).to.deep.equal({ 1: 'a dwarf' });
    expect(line.variations).to.deep.equal([{ at: 1, moves: ['Tg9-h10'] }]);
  });

  it('refuses an unclosed or nested brace and misplaced parentheses, with a clear sentence', () => {
    const cases: [string, RegExp][] = [
      ['32-28 {open 17-21', /never closed with "}"/],
      ['32-28 {a {nested} one} 17-21', /comments do not nest/],
      ['32-28 } 17-21', /closes no comment/],
      ['(17-21) 32-28', /must follow the move it replaces/],
      ['32-28 17-21 (18-23', /never closed with "\)"/],
      ['32-28 17-21)', /closes no side line/],
      ['32-28 () 17-21', /has no moves/],
    ];
    for (const [text, why] of cases) {
      const e = thrown(() => parseMoveText(text));
      expect(isGameError(e), text).to.equal(true);
      expect((e as Error & { code?: string }).code).to.equal('bad-move');
      expect(e.message, text).to.match(why);
    }
  });
});

describe('core/annotations: the session keeps comments and side lines', () => {
  const pdn = '[GameType "20"]\n\n{the start} 1. 32-28 {the classic start} 17-21 (1... 18-23 {sharp} 2. 28-22 (2. 33-29) 17x28) 2. 37-32 21-26 *\n';

  it('reads PDN comments and variations', () => {
    const r = createGame('draughts').game.importRecord!(pdn);
    expect(r.moves).to.deep.equal(MAIN);
    expect(r.comments).to.deep.equal({ 0: 'the start', 1: 'the classic start' });
    expect(r.variations).to.deep.equal([
      { at: 1, moves: ['18-23', '28-22', '17x28'], comments: { 2: 'sharp' }, variations: [{ at: 2, moves: ['33-29'] }] },
    ]);
  });

  it('refuses a PDN variation that is never closed, or closed twice', () => {
    const d = createGame('draughts').game;
    expect(thrown(() => d.importRecord!('1. 32-28 (1. 33-29 *')).message).to.match(/never closed/);
    expect(thrown(() => d.importRecord!('1. 32-28 17-21) *')).message).to.match(/closes no variation/);
  });

  it('steps into a side line and back to the main line', () => {
    const g = createGame('draughts', { record: pdn });
    expect(g.ply).to.equal(4);
    expect(g.comment(1)).to.equal('the classic start');
    expect(g.lines.sides.map((v) => v.moves.map((m) => m.text))).to.deep.equal([['18-23', '28-22', '17x28']]);
    g.goTo(3, [0]);
    expect(g.linePath).to.deep.equal([0]);
    expect(g.history).to.deep.equal(['32-28', '18-23', '28-22']);
    expect(g.comment()).to.equal('');
    expect(g.comment(2)).to.equal('sharp');
    g.goTo(3, [0, 0]);
    expect(g.history).to.deep.equal(['32-28', '18-23', '33-29']);
    g.goTo(1);
    expect(g.comment()).to.equal('the classic start');
    g.goTo(2, []);
    expect(g.linePath).to.deep.equal([]);
    expect(g.history).to.deep.equal(['32-28', '17-21']);
    expect(g.fullHistory).to.deep.equal(MAIN);
    expect(() => g.goTo(1, [3])).to.throw(/no side line/);
    expect(() => g.goTo(9, [0])).to.throw(/outside this side line/);
  });

  it('a move played in a side line changes that line only', () => {
    const g = createGame('draughts', { record: pdn });
    g.goTo(2, [0]);
    g.play('34-29');
    expect(g.linePath).to.deep.equal([0]);
    expect(g.history).to.deep.equal(['32-28', '18-23', '34-29']);
    g.goTo(4, []);
    expect(g.history).to.deep.equal(MAIN);
    expect(g.lines.sides[0].moves.map((m) => m.text)).to.deep.equal(['18-23', '34-29']);
    // A new move on the main line drops the comments after it and keeps the side lines before it.
    g.goTo(2);
    g.play('31-27');
    expect(g.fullHistory).to.deep.equal(['32-28', '17-21', '31-27']);
    expect(g.lines.sides).to.have.length(1);
  });

  it('round trip: export then import keeps comments and side lines (PDN)', () => {
    const g = createGame('draughts', { record: pdn });
    const text = g.exportGame();
    expect(text).to.contain('{the classic start}');
    expect(text.replace(/\s+/g, ' ')).to.contain('1... 17-21 (1... 18-23 {sharp} 2. 28-22 (2. 33-29) 2... 17x28) 2. 37-32');
    const back = createGame('draughts', { record: text });
    expect(back.fullHistory).to.deep.equal(MAIN);
    expect([...back.comments]).to.deep.equal([
      [0, 'the start'],
      [1, 'the classic start'],
    ]);
    expect(back.exportGame()).to.equal(text);
  });

  it('comments and side lines given to playLine, as the moves attribute gives them', () => {
    const g = createGame('draughts');
    const line = parseMoveText('{go} 32-28 {the classic start} 17-21 (18-23 28-22 17x28) 37-32 21-26');
    g.playLine(line.moves, line.comments, line.variations, 'the moves attribute');
    expect(g.fullHistory).to.deep.equal(MAIN);
    expect(g.comment(0)).to.equal('go');
    expect(g.lines.sides[0].at).to.equal(1);
    const bad = createGame('draughts');
    const e = thrown(() => bad.playLine(['32-28', '17-21', '99-98'], {}, [], 'the moves attribute'));
    expect(e.message).to.match(/^Move 3 \("99-98"\) of the moves attribute cannot be played/);
    const side = createGame('draughts');
    expect(thrown(() => side.playLine(MAIN, {}, [{ at: 1, moves: ['18-23', '28x19'] }])).message).to.match(/side line/);
  });

  it('round trip in the tagged records of the other games (Thud, Kamisado)', () => {
    const thud = createGame('thud');
    thud.playLine(['f15-g14', 'T g9-g10'], { 0: 'the start', 1: 'a dwarf {moves}', 2: 'a troll' });
    const t = createGame('thud', { record: thud.exportGame() });
    expect(t.fullHistory).to.deep.equal(['f15-g14', 'T g9-g10']);
    expect(t.comment(0)).to.equal('the start');
    // Braces in a comment are written as parentheses, as PDN does.
    expect(t.comment(1)).to.equal('a dwarf (moves)');
    expect(t.comment(2)).to.equal('a troll');
    const kam = createGame('kamisado');
    kam.playLine(['h1-g2', 'a8-a7'], { 1: 'first', 2: 'second' });
    const k = createGame('kamisado', { record: kam.exportGame() });
    expect([...k.comments]).to.deep.equal([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  for (const name of ['thud', 'kamisado', 'spock'] as const) {
    it(`side lines, nested and commented, round trip through ${name}'s record`, () => {
      // Legal lines found from the start: a main line of four plies; instead of its second ply a side line
      // of two plies with a comment, and inside that, instead of its second ply, another of one.
      const g = createGame(name);
      const pick = (moves: string[], k: number): string => moves[Math.min(k, moves.length - 1)];
      const main: string[] = [];
      for (let i = 0; i < 4; i++) main.push(g.play(pick(g.legalMoves(), 0)));
      g.goTo(1);
      const side = [g.play(pick(g.legalMoves(), 1))];
      side.push(g.play(pick(g.legalMoves(), 1)));
      g.goTo(2);
      const inner = [g.play(pick(g.legalMoves(), 2))];
      const variations = [{ at: 1, moves: side, comments: { 2: 'the other try {sharp}' }, variations: [{ at: 2, moves: inner }] }];
      const a = createGame(name);
      a.playLine(main, { 0: 'from the start' }, variations);
      const text = a.exportGame();
      expect(text).to.match(/\(.*\{the other try \(sharp\)\}.*\(.*\)\)/s);
      const b = createGame(name, { record: text });
      expect(b.fullHistory).to.deep.equal(a.fullHistory);
      expect(b.mainLine().moves).to.deep.equal(main);
      expect(b.mainLine().comments).to.deep.equal({ 0: 'from the start' });
      expect(b.mainLine().variations).to.deep.equal([{ at: 1, moves: side, comments: { 2: 'the other try (sharp)' }, variations: [{ at: 2, moves: inner }] }]);
      // And the record reads back the same once more.
      expect(createGame(name, { record: b.exportGame() }).exportGame()).to.equal(text);
    });
  }
});

