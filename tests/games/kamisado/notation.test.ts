/** Position, move and record notation of rules/kamisado.md §9, and bad input. */
import { expect } from 'chai';
import { GameSession } from '../../../src/core/session.js';
import { FL, FR, kamisado } from '../../../src/games/kamisado/index.js';
import { errorCode, playAll, pos } from './helpers.js';

const DEADLOCK_LINE = 'b1-b6 d8-d6 c1-e3 f8-f3 h1-h7 c8-h3 b6-a7 f3-e2';

describe('kamisado notation', () => {
  describe('positions', () => {
    const samples: [string, string][] = [
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 0', 'single'],
      ['ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black F 1-0 1 10', 'standard'],
      ['ob2y1gn/G+6O/3p4/8/8/4R2u/4r3/N2YPUB1 black # 1-0 1 10', 'single'],
      ['o1upy1gn/8/8/3r+4/3b4/3Y++4/8/NGR1PUBO black Y 3-1 4 6', 'long'],
      ['ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 0-0 1 4', 'non-stop'],
      ['obR++++pyrgn/8/8/8/8/8/2u5/NG1YPUBO black # 15-0 4 5', 'marathon'],
    ];
    it('round-trips through setup and formatPosition', () => {
      for (const [p, v] of samples) expect(kamisado.formatPosition(pos(p, v)), p).to.equal(p);
    });
    it('tolerates surrounding and repeated whitespace', () => {
      expect(kamisado.formatPosition(pos('  obupyrgn/8/8/8/8/8/8/NGRYPUBO   black - 0-0  1 0 '))).to.equal(
        'obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 0',
      );
    });
    const bad: [string, string][] = [
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1', 'five fields'],
      ['obupyrgn/8/8/8/8/8/NGRYPUBO black - 0-0 1 0', 'seven ranks'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUB black - 0-0 1 0', 'short rank / missing tower'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBOO black - 0-0 1 0', 'nine squares'],
      ['obupyrgx/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 0', 'bad letter'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBB black - 0-0 1 0', 'two towers of a colour'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO white - 0-0 1 0', 'bad side'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black o 0-0 1 0', 'lower-case to-move'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0:0 1 0', 'bad score'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 0 0', 'round 0'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 x', 'bad ply'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 3', 'free choice after ply 0'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO+ black - 0-0 1 0', 'Sumo without points (standard)'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO+ black - 1-0 1 0', 'Sumo in round 1'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO++++ black - 15-0 5 0', 'Quadruple in a live game'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black F 0-0 1 0', 'fill choice with nothing won'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black # 0-0 1 0', 'game over with nobody at the target'],
      ['obRpyrgn/8/8/8/8/7u/8/NG1YPUBO gold Y 0-0 1 3', 'Black tower on its goal row in a live round'],
      ['obupyrgn/8/8/8/8/8/8/NGRYPUBO black O 0-0 1 300', 'past the move cap'],
      ['1bupyrgn/8/8/3Y4/8/8/o7/NGR1PUBO gold O 0-0 1 1', 'blocked tower to move'],
      ['8/8/8/8/8/8/obupyrgn/NGRYPUBO black - 0-0 1 0', 'free choice with every tower blocked'],
    ];
    it('rejects malformed or impossible positions with bad-position', () => {
      for (const [p, why] of bad) {
        const v = why.includes('standard') ? 'standard' : 'single';
        expect(errorCode(() => pos(p, v)), why).to.equal('bad-position');
      }
      let msg = '';
      try {
        pos('obupyrgn/8/8/8/8/8/8/NGRYPUB black - 0-0 1 0');
      } catch (e) {
        msg = (e as Error).message;
      }
      expect(msg).to.match(/^[A-Z].*\.$/);
    });
    it('non-stop: round 1 only, promotions bounded by points, no fill choice', () => {
      expect(errorCode(() => pos('obupyrgn/8/8/8/8/8/8/NGRYPUBO+ black - 0-0 1 0', 'non-stop'))).to.equal('bad-position');
      expect(errorCode(() => pos('obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 2 0', 'non-stop'))).to.equal('bad-position');
      expect(errorCode(() => pos('obupyrgn/8/8/8/8/8/8/NGRYPUBO+ black - 3-0 1 0', 'non-stop'))).to.equal('none');
    });
    it('first is ignored when a position is given (the position names the side to move)', () => {
      expect(kamisado.turn(kamisado.setup({ first: 'gold', position: 'obupyrgn/8/8/8/8/8/8/NGRYPUBO black - 0-0 1 0' }))).to.equal('black');
    });
    it('unknown variant and bad options', () => {
      expect(errorCode(() => kamisado.setup({ variant: 'blitz' }))).to.equal('unknown-variant');
      expect(errorCode(() => kamisado.setup({ first: 3 }))).to.equal('bad-option');
      expect(kamisado.variant(kamisado.setup({ variant: 'marathon' }))).to.equal('marathon');
    });
  });

  describe('moves', () => {
    it('formats every kind canonically and parses it back to the same move value', () => {
      const s0 = kamisado.setup({ variant: 'standard' });
      expect(kamisado.formatMove(s0, kamisado.parseMove(s0, 'd1-d5'))).to.equal('d1-d5');
      const push = pos('1upoby1n/8/8/8/2g5/7O/6r1/NYPUBRG+1 black G 1-0 2 3', 'standard');
      const pm = kamisado.parseMove(push, 'g1>g2');
      expect(kamisado.formatMove(push, pm)).to.equal('g1>g2');
      expect(kamisado.parseMove(push, 'g1-g2')).to.equal(pm); // tolerated spelling of the push
      expect(kamisado.parseMove(push, ' G1 > G2 ')).to.equal(pm);
      const fill = playAll(s0, DEADLOCK_LINE);
      expect(kamisado.parseMove(fill, 'FL')).to.equal(FL);
      expect(kamisado.parseMove(fill, 'fr')).to.equal(FR);
      expect(kamisado.formatMove(fill, FR)).to.equal('FR');
      const ns = pos('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 0-0 1 4', 'non-stop');
      const re = kamisado.parseMove(ns, 'c1-c8@h1');
      expect(kamisado.formatMove(ns, re)).to.equal('c1-c8@h1');
    });
    it('bad-move for malformed text, illegal-move for well-formed illegal moves', () => {
      const s = kamisado.setup();
      for (const t of ['', 'd1', 'd1-d9', 'i1-i2', 'd1--d5', 'FX', 'd1-d5@', 'hello']) {
        expect(errorCode(() => kamisado.parseMove(s, t)), t).to.equal('bad-move');
      }
      for (const t of ['d1-d8', 'd8-d5', 'd1-e3', 'FL', 'd1>d2', 'd1-d1', 'd1-d5@a1']) {
        expect(errorCode(() => kamisado.parseMove(s, t)), t).to.equal('illegal-move');
      }
      const ns = pos('ob1pyr1n/1u6/8/6g1/8/7O/N7/1GRYPUB1 black R 0-0 1 4', 'non-stop');
      expect(errorCode(() => kamisado.parseMove(ns, 'c1-c8'))).to.equal('illegal-move'); // re-entry square needed
      expect(errorCode(() => kamisado.parseMove(ns, 'c1-c8@b1'))).to.equal('illegal-move'); // b1 is occupied
      const after = playAll(s, 'd1-d5');
      expect(errorCode(() => kamisado.parseMove(after, 'b8-b7'))).to.equal('illegal-move'); // wrong colour
    });
  });

  describe('records', () => {
    it('export writes tags, numbered moves with their passes and the result; import reads it back', () => {
      const session = new GameSession(kamisado, { variant: 'standard' });
      for (const m of DEADLOCK_LINE.split(' ')) session.play(m);
      session.play('FL');
      session.play('a8-g2');
      const text = session.exportGame({ Event: 'test' });
      expect(text).to.contain('[Game "kamisado"]');
      expect(text).to.contain('[Variant "standard"]');
      expect(text).to.contain('[Event "test"]');
      expect(text).to.contain('8. f3-e2 a7-a7 e2-e2 9. FL 10. a8-g2');
      expect(text.trim().endsWith('*')).to.equal(true);
      const rec = kamisado.importRecord!(text);
      expect(rec.variant).to.equal('standard');
      expect(rec.moves).to.deep.equal([...DEADLOCK_LINE.split(' '), 'FL', 'a8-g2']);
      const copy = new GameSession(kamisado, { record: text });
      expect(copy.position).to.equal(session.position);
    });
    it('writes the set-up position and the result of a finished game', () => {
      const session = new GameSession(kamisado, { variant: 'single', position: 'ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2' });
      session.play('c1-c8');
      const text = session.exportGame();
      expect(text).to.contain('[Position "ob1pyrgn/8/8/8/8/7u/8/NGRYPUBO black R 0-0 1 2"]');
      expect(text).to.contain('[Result "1-0"]');
      expect(text).to.match(/1\. c1-c8 1-0\s*$/);
      const copy = new GameSession(kamisado, { record: text });
      expect(copy.result).to.deep.equal({ winner: 'black', reason: 'goal' });
    });
    it('a game begun with first="gold" says so in a First tag', () => {
      const session = new GameSession(kamisado, { first: 'gold' });
      session.play('e8-e4');
      const text = session.exportGame();
      expect(text).to.contain('[First "gold"]').and.not.contain('[Position');
      expect(new GameSession(kamisado, { record: text }).position).to.equal(session.position);
    });
    it('import is tolerant of layout, move numbers, comments and missing passes', () => {
      const text = `  [Game "kamisado"]  [Variant "single"]\n\n{start} 1.b1-b6   2. d8-d6\n3. c1-e3 ; a note\n 4. f8-f3 h1-h7 c8-h3 b6-a7 f3-e2 1-0`;
      const rec = kamisado.importRecord!(text);
      expect(rec.moves).to.deep.equal(DEADLOCK_LINE.split(' '));
      expect(rec.result).to.equal('1-0');
      expect(rec.comments![0]).to.equal('start');
      const s = new GameSession(kamisado, { record: text });
      expect(s.result).to.deep.equal({ winner: 'black', reason: 'deadlock' });
    });
    it('rejects bad records with bad-record', () => {
      for (const t of ['', '[Game "chess"]\n1. e2-e4', '[Variant "blitz"]\n1. d1-d5', '[Variant "single"]\n1. d1-d5 zz', '[Variant "single"]\n1. d1-d5 * d8-d7', '[Variant single]\n1. d1-d5']) {
        expect(errorCode(() => kamisado.importRecord!(t)), t).to.equal('bad-record');
      }
      expect(errorCode(() => new GameSession(kamisado, { record: '[Variant "single"]\n1. d1-d8' }))).to.equal('bad-record');
    });
  });
});
