import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { endThud, thud, type ThudOutcome } from '../../../src/games/thud/index.js';

describe('thud: set-up options in records and for the AI (Game.options)', () => {
  it('options() names the classic options in force, and nothing for Koom Valley', () => {
    expect(thud.options!(thud.setup())).to.deep.equal({ trollCapture: 'all', match: 'single' });
    expect(thud.options!(thud.setup({ trollCapture: 'one', match: 'two-battle' }))).to.deep.equal({ trollCapture: 'one', match: 'two-battle' });
    expect(thud.options!(thud.setup({ match: 'two-battle', battle: 2, firstBattle: '20-16' }))).to.deep.equal({
      trollCapture: 'all',
      match: 'two-battle',
      battle: 2,
      firstBattle: '20-16',
    });
    expect(thud.options!(thud.setup({ variant: 'koom-valley' }))).to.deep.equal({});
  });

  it('a record carries the options as tags and an import rebuilds the same rules', () => {
    const s = new GameSession(thud, { trollCapture: 'one', match: 'two-battle' });
    s.play('f1-f3');
    const text = s.exportGame();
    expect(text).to.contain('[TrollCapture "one"]').and.contain('[Match "two-battle"]');
    const rec = thud.importRecord!(text);
    expect(rec.options).to.deep.equal({ trollCapture: 'one', match: 'two-battle' });
    const back = new GameSession(thud);
    back.importGame(text);
    expect((back.state as { config: { trollCapture: string } }).config.trollCapture).to.equal('one');
    expect(back.history).to.deep.equal(['f1-f3']);
  });

  it('a record without option tags has no options', () => {
    expect(thud.importRecord!('[Variant "classic"]\n\n1. f1-f5 *').options).to.equal(undefined);
  });

  it('a drawn match total is 0 both ways (no negative zero)', () => {
    const s1 = thud.setup({ match: 'two-battle', battle: 2, firstBattle: '32-32' });
    const end = endThud(s1, 'agreement').outcome as ThudOutcome;
    expect(end.winner).to.equal(null);
    expect(Object.is(end.match!.second, -0)).to.equal(false);
    expect(end.match).to.deep.equal({ first: 0, second: 0 });
  });
});
