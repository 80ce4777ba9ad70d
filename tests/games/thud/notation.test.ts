/** Position, move and record notation (rules/thud.md §7) and input errors. */
import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { thud, type ThudState } from '../../../src/games/thud/index.js';
import { load, position } from './helpers.js';

const code = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code ?? `non-game error: ${String(e)}`;
  }
  return 'no error';
};

describe('thud position notation', () => {
  it('writes the initial positions of §7', () => {
    expect(thud.formatPosition(thud.setup())).to.equal(
      'dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TXT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 0 0',
    );
    for (const variant of ['koom-valley', 'koom-valley-football']) {
      expect(thud.formatPosition(thud.setup({ variant }))).to.equal(
        '5/1T1T1T1/1TT1T1TT1/11/13/15/15/7R7/7d7/d13d/d11d/d9d/d7d/d5d/ddddd d 0 0 8',
      );
    }
  });
  it('reads what it writes, with the counters', () => {
    for (const text of [
      position('classic', { d: 'a6 e3', t: 'o6', side: 't', clock: 12, ply: 40 }),
      position('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14, clock: 3, ply: 77 }),
      position('koom-valley-football', { d: 'h7', t: 'h12', rock: 'h10', rockMax: 11, side: 't', clock: 0, ply: 9 }),
    ]) {
      const variant = text.includes('X') ? 'classic' : text.endsWith(' 11') ? 'koom-valley-football' : 'koom-valley';
      const s = thud.setup({ variant, position: text });
      expect(thud.formatPosition(s)).to.equal(text);
    }
    const s = load('koom-valley', { d: 'g7', t: 'a6', rock: 'h8', rockMax: 12, clock: 5, ply: 30, side: 't' });
    expect([s.side, s.clock, s.ply, s.rockMax]).to.deep.equal([1, 5, 30, 12]);
  });
  it('accepts surrounding whitespace', () => {
    const text = thud.formatPosition(thud.setup());
    expect(thud.formatPosition(thud.setup({ position: `  ${text.replace(/ /g, '   ')}\n` }))).to.equal(text);
  });
  const init = 'dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TXT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd';
  const kvInit = '5/1T1T1T1/1TT1T1TT1/11/13/15/15/7R7/7d7/d13d/d11d/d9d/d7d/d5d/ddddd';
  const bad: [string, string, string][] = [
    ['classic', `${init} d 0`, 'missing field'],
    ['classic', `${init} d 0 0 8`, 'extra field'],
    ['koom-valley', `${kvInit} d 0 0`, 'missing rockMax'],
    ['classic', init.replace('dd1dd', 'dd2dd') + ' d 0 0', 'rank too long'],
    ['classic', init.replace('d5d', 'd4d') + ' d 0 0', 'rank too short'],
    ['classic', init.replace('dd1dd', 'dd1dq') + ' d 0 0', 'unknown letter'],
    ['classic', init.split('/').slice(1).join('/') + ' d 0 0', '14 ranks'],
    ['classic', init.replace('6TXT6', '6TTT6') + ' d 0 0', 'no Thudstone'],
    ['classic', init.replace('6TXT6', '6TRT6') + ' d 0 0', 'a Rock in classic'],
    ['koom-valley', kvInit.replace('7R7', '15') + ' d 0 0 8', 'no Rock'],
    ['koom-valley', kvInit.replace('7R7', '7X7') + ' d 0 0 8', 'Thudstone in KV'],
    ['koom-valley', kvInit.replace('7R7', '6RR7') + ' d 0 0 8', 'two Rocks'],
    ['koom-valley', kvInit.replace('/15/15/', '/d14/15/') + ' d 0 0 8', '17 dwarfs'],
    ['classic', init.replace('d13d/d11d/d9d', 'TTT11d/d11d/d9d') + ' d 0 0', 'too many trolls'],
    ['classic', `${init} x 0 0`, 'bad side'],
    ['classic', `${init} d -1 0`, 'negative clock'],
    ['classic', `${init} d 61 70`, 'clock over 60'],
    ['classic', `${init} d 5 3`, 'clock over ply'],
    ['classic', `${init} d 0 1001`, 'ply over 1000'],
    ['koom-valley', `${kvInit} d 0 0 7`, 'rockMax below 8'],
    ['koom-valley', `${kvInit} d 0 0 16`, 'rockMax above 15'],
    ['koom-valley', kvInit.replace('/7R7/', '/15/').replace('/11/', '/5R5/') + ' d 0 0 8', 'Rock above rockMax'],
    ['classic', '', 'empty'],
  ];
  for (const [variant, text, why] of bad) {
    it(`rejects a bad position: ${why}`, () => {
      let err: unknown;
      try {
        thud.setup({ variant, position: text });
      } catch (e) {
        err = e;
      }
      expect((err as { code?: string })?.code).to.equal('bad-position');
      expect((err as Error).message).to.match(/^[A-Z].*\.$/);
    });
  }
  it('rejects unknown variants and options', () => {
    expect(code(() => thud.setup({ variant: 'koom' }))).to.equal('unknown-variant');
    expect(code(() => thud.setup({ trollCapture: 'some' }))).to.equal('bad-option');
    expect(code(() => thud.setup({ match: 'three' }))).to.equal('bad-option');
    expect(code(() => thud.setup({ colour: 'red' }))).to.equal('bad-option');
    expect(code(() => thud.setup({ battle: 2 }))).to.equal('bad-option');
    expect(code(() => thud.setup({ match: 'two-battle', battle: 2, firstBattle: 'x' }))).to.equal('bad-option');
    expect(code(() => thud.setup({ match: 'two-battle', battle: 2, firstBattle: '20-16' }))).to.equal('no error');
    expect(code(() => thud.grid('chess'))).to.equal('unknown-variant');
  });
});

describe('thud move notation', () => {
  const s3 = () => load('classic', { t: 'd10 d11 d12', d: 'b10 c9 c6 e6', side: 't' });
  it('formats every kind of move as §7 shows', () => {
    const kv = load('koom-valley', { d: 'd7 h7 f1 g7', t: 'e6 f6 g6', rock: 'h8' });
    const texts = thud.moves(kv).map((m) => thud.formatMove(kv, m));
    expect(texts).to.include('f1-f5xe6,g6');
    expect(texts).to.include('R h8-g8');
    const c = load('classic', { d: 'e3 e4 e5', t: 'e8' });
    expect(thud.moves(c).map((m) => thud.formatMove(c, m))).to.include('e5xe8');
    const t = s3();
    expect(thud.moves(t).map((m) => thud.formatMove(t, m))).to.include.members(['T d10-d9', 'T d10-d7xc6,e6']);
    const chain = load('koom-valley', { t: 'e13', d: 'e12 e10 f10', side: 't' });
    expect(thud.moves(chain).map((m) => thud.formatMove(chain, m))).to.include('T e13xe11xe9xg11');
  });
  it('parses the canonical text back to the same move value', () => {
    for (const s of [s3(), thud.setup(), thud.setup({ variant: 'koom-valley' }), load('koom-valley', { t: 'e13', d: 'e12 e10 f10', side: 't' })]) {
      for (const m of thud.moves(s)) expect(thud.parseMove(s, thud.formatMove(s, m))).to.equal(m);
    }
  });
  it('accepts loose forms: spacing, case, capture order, no piece letter, a hurl written with -', () => {
    const s = s3();
    const m = thud.parseMove(s, 'T d10-d7xc6,e6');
    expect(thud.parseMove(s, 'T d10-d7xe6,c6')).to.equal(m);
    expect(thud.parseMove(s, '  t  D10 - D7 x c6 , e6 ')).to.equal(m);
    expect(thud.parseMove(s, 'd10-d7xc6,e6')).to.equal(m);
    expect(thud.parseMove(s, 'Td10-d7xc6,e6')).to.equal(m);
    const c = load('classic', { d: 'e3 e4 e5', t: 'e8' });
    expect(thud.parseMove(c, 'e5-e8xe8')).to.equal(thud.parseMove(c, 'e5xe8'));
  });
  it('throws bad-move for malformed text', () => {
    const s = thud.setup();
    for (const text of ['', 'f1', 'f1-', 'zz', 'p1-p2', 'a1-a2', 'f1-f5x', 'f1–f5', 'T', 'Q f1-f2', 'f1-f5xe6,', 'f1xx']) {
      expect(code(() => thud.parseMove(s, text)), text).to.equal('bad-move');
    }
  });
  it('throws illegal-move for well-formed but illegal moves', () => {
    const s = thud.setup();
    for (const text of ['f1-g1', 'T g7-g6', 'R h8-h9', 'T f1-f2', 'h1-h2', 'f1-f2xe3', 'a6xh8']) {
      expect(code(() => thud.parseMove(s, text)), text).to.equal('illegal-move');
    }
    expect(code(() => thud.parseMove(s3(), 'T d10-c10xb10'))).to.equal('illegal-move'); // "all": both or none
    expect(code(() => thud.parseMove(s3(), 'T d10-d8'))).to.equal('illegal-move');
  });
  it('splits a line written by hand: a Troll or Rock letter stays with its move, numbers and results go', () => {
    expect(thud.splitMoves!('1. f1-f5 T g7-g6 2. f5-f4 Tg6-g5 r h8-h9 t  d10-d7xc6,e6 *')).to.deep.equal(['f1-f5', 'Tg7-g6', 'f5-f4', 'Tg6-g5', 'rh8-h9', 'td10-d7xc6,e6']);
    const s = new GameSession(thud, {});
    for (const m of thud.splitMoves!('f1-f5 T g7-g6 f5-f4')) s.play(m);
    expect(s.history).to.deep.equal(['f1-f5', 'T g7-g6', 'f5-f4']);
  });
});

describe('thud game records', () => {
  const playRandom = (variant: string, n: number): GameSession<ThudState> => {
    const g = new GameSession<ThudState>(thud, { variant });
    for (let i = 0; i < n && !g.result; i++) {
      const ms = g.legalMoves();
      g.play(ms[(i * 7919) % ms.length]);
    }
    return g;
  };
  it('export → import gives the same game, in each variant', () => {
    for (const variant of thud.variants) {
      const g = playRandom(variant, 60);
      const text = g.exportGame({ Event: 'test' });
      expect(text).to.match(/^\[Game "thud"\]\n\[Variant "/);
      const h = new GameSession<ThudState>(thud, { variant });
      h.importGame(text);
      expect(h.history).to.deep.equal(g.history);
      expect(h.position).to.equal(g.position);
      const rec = thud.importRecord!(text);
      expect(rec.variant).to.equal(variant);
      expect(rec.tags.Event).to.equal('test');
    }
  });
  it('keeps a set-up position and a result', () => {
    const start = position('koom-valley', { d: 'g14 i15', t: 'a6', rock: 'h14', rockMax: 14 });
    const g = new GameSession<ThudState>(thud, { variant: 'koom-valley', position: start });
    g.play('R h14-h15');
    const text = g.exportGame();
    expect(text).to.include(`[Position "${start}"]`);
    expect(text).to.include('[Result "1-0"]');
    const rec = thud.importRecord!(text);
    expect(rec.position).to.equal(start);
    expect(rec.result).to.equal('1-0');
    expect(rec.moves).to.deep.equal(['R h14-h15']);
  });
  it('imports loosely written records', () => {
    const rec = thud.importRecord!('[Variant "classic"]\n\n1.f1-f5   T g7-g6\n2.  e2-e3 {a comment}\n T g6-g5 *');
    expect(rec.moves).to.deep.equal(['f1-f5', 'T g7-g6', 'e2-e3', 'T g6-g5']);
    expect(rec.comments).to.deep.equal({ 3: 'a comment' });
    expect(rec.variant).to.equal('classic');
    expect(thud.importRecord!('1. f1-f5').variant).to.equal('classic');
  });
  it('throws bad-record on bad input', () => {
    for (const text of [
      '[Game "chess"]\n1. e2-e4',
      '[Variant "koom"]\n1. f1-f5',
      '[Variant "classic"\n1. f1-f5',
      '[Variant "classic"]\n1. f1-f5 T',
      '[Variant "classic"]\n1. f1-f99',
      '[Variant "classic"]\n1. f1-f5 1-0 f2-f3',
      '[Result "2-0"]\n1. f1-f5',
    ]) {
      expect(code(() => thud.importRecord!(text)), text).to.equal('bad-record');
    }
    const g = new GameSession<ThudState>(thud, {});
    expect(code(() => g.importGame('1. f1-g1'))).to.equal('bad-record'); // illegal move in the record
  });
});
