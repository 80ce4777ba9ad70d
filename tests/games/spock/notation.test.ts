/** Position and move notation, game records and bad input (rules/spock.md §4). */
import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { spock } from '../../../src/games/spock/index.js';
import { errorCode, playLine, pos } from './helpers.js';

const EXAMPLES = [
  'psksp/rrrrr/5/RRRRR/PSKSP b 0 0',
  'psksp/rrrrr/5/RRRRR/PSKSP r 0 0',
  '4k/r2s1/2L2/PS3/R2K1 b 0 0',
  '4k/r2p1/2L2/PS3/R2K1 b 0 0',
  '2k2/5/1p3/5/2K2 b 0 0',
  '2k2/5/1K3/5/2K2 r 0 1',
  '2r2/5/1k3/5/2K2 b 0 2',
  '2r2/5/1K3/5/2R2 r 0 3',
  '4k/5/1K3/5/2K2 b 0 0',
  '4k/5/1R3/5/2K2 r 1 1',
  '2k2/5/5/2L2/K4 b 0 0',
  'k4/3r1/5/5/K4 b 0 0',
  'lpslk/LPSLK/5/5/5 r 17 233',
];

describe('spock: position notation', () => {
  it('formatPosition → setup round trips every example position', () => {
    for (const p of EXAMPLES) expect(spock.formatPosition(pos(p))).to.equal(p);
  });
  it('accepts extra whitespace and leaves the counters at 0 when both are omitted', () => {
    expect(spock.formatPosition(pos('  4k/5/1K3/5/2K2   b  ')).toString()).to.equal('4k/5/1K3/5/2K2 b 0 0');
    expect(spock.formatPosition(pos('4k/5/1K3/5/2K2\tr 3 9'))).to.equal('4k/5/1K3/5/2K2 r 3 9');
    expect(spock.formatPosition(pos('4k/5/1K3/5/11K11 b 0 0'))).to.equal('4k/5/1K3/5/2K2 b 0 0');
  });
  it('setup without a position is the initial position; an unknown variant is refused', () => {
    expect(spock.formatPosition(spock.setup({ variant: 'standard' }))).to.equal(EXAMPLES[0]);
    expect(errorCode(() => spock.setup({ variant: 'blitz' }))).to.equal('unknown-variant');
    expect(errorCode(() => spock.grid('blitz'))).to.equal('unknown-variant');
  });
  it('rejects malformed or impossible positions with bad-position and one sentence', () => {
    const bad = [
      'psksp/rrrrr/5/RRRRR b 0 0', // 4 ranks
      'psksp/rrrrr/5/RRRRR/PSKSP/5 b 0 0', // 6 ranks
      'psksp/rrrrr/4/RRRRR/PSKSP b 0 0', // short rank
      'psksp/rrrrrr/5/RRRRR/PSKSP b 0 0', // long rank
      'psksp/rrrrr/6/RRRRR/PSKSP b 0 0', // digit 6
      'psksp/rrrrr/0/RRRRR/PSKSP b 0 0', // digit 0
      'psksp/rrrrr/2x2/RRRRR/PSKSP b 0 0', // bad letter
      'psksp/rrrrr/5/RRRRR/PSKSP w 0 0', // bad side
      'psksp/rrrrr/5/RRRRR/PSKSP b 0', // one counter only
      'psksp/rrrrr/5/RRRRR/PSKSP b -1 0',
      'psksp/rrrrr/5/RRRRR/PSKSP b 1.5 3',
      'psksp/rrrrr/5/RRRRR/PSKSP b 5 3', // clock above ply
      'psksp/rrrrr/5/RRRRR/PSKSP b 51 100', // clock beyond its draw
      'psksp/rrrrr/5/RRRRR/PSKSP b 0 401', // beyond the ply cap
      'pssp/rrrrr/5/RRRRR/PSSSP b 0 0', // no Spock at all (and a short rank)
      'pssp1/rrrrr/5/RRRRR/PSSSP b 0 0', // no Spock at all
      'psksp/rrrrr/5/RRRRR/PSKSP b 0 0 extra',
    ];
    for (const p of bad) {
      let err: unknown;
      try {
        pos(p);
      } catch (e) {
        err = e;
      }
      expect(err, p).to.be.instanceOf(Error);
      expect((err as { code: string }).code, p).to.equal('bad-position');
      const msg = (err as Error).message;
      expect(msg, p).to.match(/^[A-Z"].*\.$/);
      expect(msg.split(/\.\s+[A-Z]/), p).to.have.length(1);
    }
    expect(spock.formatPosition(pos('psksp/rrrrr/5/RRRRR/PSKSP b'))).to.equal(EXAMPLES[0]);
    expect(spock.formatPosition(spock.setup({ position: '' }))).to.equal(EXAMPLES[0]);
  });
});

describe('spock: move notation', () => {
  it('formats quiet moves, captures and leaps canonically', () => {
    const s = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    const texts = spock.moves(s).map((m) => spock.formatMove(s, m));
    expect(texts).to.include.members(['a1-a3', 'a1xd4', 'd1~b2']);
  });
  it('parseMove(formatMove(m)) === m for every move, and variants of the text are accepted', () => {
    const s = pos('4k/r2s1/2L2/PS3/R2K1 b 0 0');
    for (const m of spock.moves(s)) expect(spock.parseMove(s, spock.formatMove(s, m))).to.equal(m);
    const m = spock.parseMove(s, 'a1xd4');
    expect(spock.parseMove(s, ' A1XD4 ')).to.equal(m);
    expect(spock.parseMove(s, 'a1d4')).to.equal(m);
    expect(spock.parseMove(s, 'a1:d4')).to.equal(m);
    expect(spock.parseMove(s, 'd1 ~ b2')).to.equal(spock.parseMove(s, 'd1~b2'));
  });
  it('malformed text is bad-move; well-formed but illegal is illegal-move', () => {
    const s = spock.setup();
    for (const t of ['', 'a1', 'a1-', 'f1-a3', 'a0-a3', 'a6-a3', 'a1--a3', 'a1/a3', 'Ra1-a3', 'a1-a3-a4', 'hello']) {
      expect(errorCode(() => spock.parseMove(s, t)), t).to.equal('bad-move');
    }
    for (const t of ['a1-a5', 'c3-c4', 'a2-a4', 'b1-b2', 'c5~b3', 'a1-a4', 'a1~a3', 'c1-a2', 'a2xa3']) {
      expect(errorCode(() => spock.parseMove(s, t)), t).to.equal('illegal-move');
    }
    expect(errorCode(() => spock.parseMove(pos('k4/3r1/5/5/K4 b 0 0'), 'a1~b3'))).to.equal('illegal-move');
  });
  it('formatMove refuses values that are not moves', () => {
    expect(errorCode(() => spock.formatMove(spock.setup(), -1))).to.equal('bad-move');
    expect(errorCode(() => spock.formatMove(spock.setup(), 1.5))).to.equal('bad-move');
  });
});

describe('spock: game records', () => {
  it('export → import through a session replays the same game', () => {
    const a = new GameSession(spock);
    for (const m of ['c1~a2', 'a4-a3', 'a1xa3', 'c5~e4']) a.play(m);
    const text = a.exportGame({ Event: 'Test' });
    expect(text).to.match(/\[Game "spock"\]/);
    expect(text).to.match(/\[Event "Test"\]/);
    expect(text).to.match(/1\. c1~a2 a4-a3 2\. a1xa3 c5~e4 \*/);
    expect(text).to.not.match(/\[Position/);
    const b = new GameSession(spock, { record: text });
    expect(b.history).to.deep.equal(a.history);
    expect(b.position).to.equal(a.position);
  });
  it('a set-up position goes into a Position tag, Red to move starts with "1...", and the result is written', () => {
    const a = new GameSession(spock, { position: '2k2/5/1K3/5/2K2 r 0 1' });
    a.play('c5~b3');
    a.play('c1~b3');
    const text = a.exportGame();
    expect(text).to.match(/\[Position "2k2\/5\/1K3\/5\/2K2 r 0 1"\]/);
    expect(text).to.match(/\[Result "1-0"\]/);
    expect(text).to.match(/1\.\.\. c5~b3 2\. c1~b3 1-0/);
    const b = new GameSession(spock, { record: text });
    expect(b.result).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(b.startPosition).to.equal('2k2/5/1K3/5/2K2 r 0 1');
  });
  it('import tolerates whitespace, glued move numbers and comments', () => {
    const rec = spock.importRecord!('  [Game   "spock"]\n\n\n1.a2-a3   {good}\n a4-a3\r\n 2.   b2xb3 *  ');
    expect(rec.moves).to.deep.equal(['a2-a3', 'a4-a3', 'b2xb3']);
    expect(rec.comments).to.deep.equal({ 1: 'good' });
    expect(rec.result).to.equal('*');
    expect(rec.variant).to.equal('standard');
  });
  it('comments survive export and import', () => {
    const text = spock.exportRecord!({
      variant: 'standard', moves: ['a2-a3', 'a4-a3'], outcome: null, comments: { 0: 'start', 2: 'after two' },
    });
    const rec = spock.importRecord!(text);
    expect(rec.comments).to.deep.equal({ 0: 'start', 2: 'after two' });
    expect(rec.moves).to.deep.equal(['a2-a3', 'a4-a3']);
  });
  it('bad records throw bad-record', () => {
    const bad = [
      '',
      '[Game "draughts"] 1. a2-a3 *',
      '[Variant "blitz"] 1. a2-a3 *',
      '[Game "spock"] 1. a2-a3 zz9 *',
      '[Game "spock"] 1. a2-a3 {unclosed *',
      '[Game spock] 1. a2-a3 *',
      '[Result "1-0"] 1. a2-a3 0-1',
      '1. a2-a3 * a4-a3',
      '1. a2-a3 [Game "spock"]',
    ];
    for (const t of bad) expect(errorCode(() => spock.importRecord!(t)), t).to.equal('bad-record');
    // Illegal moves in a well-formed record fail when the session replays it.
    expect(errorCode(() => new GameSession(spock, { record: '1. a2-a4 *' }))).to.equal('bad-record');
    expect(errorCode(() => new GameSession(spock, { record: '[Position "5/5/5/5/5 b 0 0"] *' }))).to.equal('bad-record');
  });
  it('a session plays a whole example game through text', () => {
    const g = new GameSession(spock, { position: '2k2/5/1p3/5/2K2 b 0 0' });
    expect(g.legalMoves()).to.deep.equal(['c1~b3']);
    for (const m of ['c1~b3', 'c5~b3', 'c1~b3']) g.play(m);
    expect(g.result).to.deep.equal({ winner: 'blue', reason: 'no-spock' });
    expect(g.perft(1)).to.equal(0);
    expect(playLine(pos('2k2/5/1p3/5/2K2 b 0 0'), 'c1~b3').ply).to.equal(1);
  });
});
