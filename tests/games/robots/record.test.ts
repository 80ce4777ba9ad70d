import { expect } from 'chai';
import { readTaggedRecord, writeTaggedRecord } from '../../../src/core/record.js';
import { GameSession } from '../../../src/core/session.js';
import { createGame } from '../../../src/engines/index.js';
import { robots } from '../../../src/games/robots/index.js';
import { expectCode } from './helpers.js';

describe('robots: records carry the seed and options (Game.options, src/core/record.ts)', () => {
  it('options(state) gives seed, level and safe-moves', () => {
    expect(robots.options!(robots.setup({ seed: 9, level: 2, safeMoves: 'off' }))).to.deep.equal({ level: 2, safeMoves: 'off', seed: 9 });
  });

  it('exportGame/importGame round-trip a seeded hall into a session with other options', () => {
    const a = new GameSession(robots, { seed: 31, level: 6 });
    for (let i = 0; i < 8 && !a.result; i++) a.play(a.legalMoves()[(i * 3) % a.legalMoves().length]);
    const text = a.exportGame();
    expect(text).to.match(/^\[Game "robots"\]\n\[Variant "standard"\]\n\[Seed "31"\]\n\[Level "6"\]\n\[SafeMoves "on"\]/);
    expect(text).to.not.contain('[Position', 'the seed rebuilds the start');
    const b = new GameSession(robots, { seed: 1, level: 1 });
    const rec = b.importGame(text);
    expect(rec.options).to.deep.equal({ level: 6, safeMoves: 'on', seed: 31 });
    expect(b.position).to.equal(a.position);
    expect(b.history).to.deep.equal(a.history);
    expect(b.setupOptions()).to.include({ seed: 31, level: 6 });
    expect(b.exportGame()).to.equal(text);
  });

  it('createGame("robots") headless draws a seed and its record still replays', () => {
    const g = createGame('robots', { level: 3 });
    g.play(g.legalMoves()[0]);
    const text = g.exportGame();
    const h = createGame('robots');
    h.importGame(text);
    expect(h.position).to.equal(g.position);
  });

  it('the shared writer and reader: tags, numbered turns with spaces, comments, result', () => {
    const text = writeTaggedRecord({
      game: 'toy',
      variant: 'standard',
      moves: ['xN W', '.'],
      result: '1-0',
      tags: { Seed: '4', Event: 'test', Result: 'ignored' },
      comments: { 0: 'start', 2: 'won' },
      tagOrder: ['Seed'],
    });
    expect(text).to.equal('[Game "toy"]\n[Variant "standard"]\n[Seed "4"]\n[Event "test"]\n[Result "1-0"]\n\n{start} 1. xN W 2. . {won} 1-0\n');
    const back = readTaggedRecord('toy', text);
    expect(back.moves).to.deep.equal(['xN W', '.']);
    expect(back.comments).to.deep.equal({ 0: 'start', 2: 'won' });
    expect(back.result).to.equal('1-0');
    expect(back.tags.Seed).to.equal('4');
    expectCode(() => readTaggedRecord('other', text), 'bad-record');
    expectCode(() => readTaggedRecord('toy', '1. W 3. .'), 'bad-record');
    expectCode(() => readTaggedRecord('toy', 'W'), 'bad-record');
    expectCode(() => readTaggedRecord('toy', '1. W 1-0 2. .'), 'bad-record');
  });
});
