import { expect } from 'chai';
import { parsePlayer, playGame, playerText } from '../../bench/match.js';
import { fenOfHub, fromHubMove, hubMove, hubPosition, parseHubLine } from '../../bench/protocols.js';
import type { GridGame } from '../../src/core/board.js';
import { mulberry32 } from '../../src/core/random.js';
import { GameSession } from '../../src/core/session.js';
import { games } from '../../src/engines/registry.js';

const draughts = games.draughts as unknown as GridGame<unknown, unknown>;
/** The kit itself as an engine, as the match starts any engine: a shell command. */
/** A game's moves played by the rules from its set-up: the history the session keeps. */
function replayed(name: string, setup: Record<string, unknown>, moves: readonly string[]): string[] {
  const s = new GameSession(games[name], setup);
  for (const m of moves) s.play(m);
  return s.history;
}
const kitEngine = (protocol: 'hub' | 'line', level: number): string => `node --no-experimental-require-module --import tsx bench/engine.ts ${protocol} level=${level}`;

describe('bench/protocols: engines written elsewhere (Hub, and a plain line protocol)', () => {
  it('Hub positions: the side, then a letter a square, and back to the same position', () => {
    const start = draughts.setup({ variant: 'international' });
    expect(hubPosition(start)).to.equal(`W${'b'.repeat(20)}${'e'.repeat(10)}${'w'.repeat(20)}`);
    const fen = 'B:W31,K45,46-48:BK3,11,12';
    const pos = hubPosition(draughts.setup({ variant: 'international', position: fen }));
    expect(pos).to.have.length(51);
    expect([pos[0], pos[3], pos[11], pos[31], pos[45], pos[47]]).to.deep.equal(['B', 'B', 'b', 'w', 'W', 'w']);
    expect(draughts.formatPosition(draughts.setup({ variant: 'international', position: fenOfHub(pos) }))).to.equal(draughts.formatPosition(draughts.setup({ variant: 'international', position: fen })));
    expect(() => fenOfHub('Wxyz')).to.throw(/not a Hub position/);
  });

  it('Hub moves: every legal move of random games reads back as itself, captures with their captured squares', () => {
    const rnd = mulberry32(18);
    let captures = 0;
    for (let g = 0; g < 6; g++) {
      let s = draughts.setup({ variant: 'international' });
      for (let ply = 0; ply < 80 && !draughts.outcome(s); ply++) {
        const moves = draughts.moves(s);
        for (const m of moves) {
          const text = hubMove(s, m);
          if (text.includes('x')) {
            captures++;
            expect(text.split('x').length, text).to.equal(2 + draughts.moveShape(s, m).captured.length);
          } else expect(text).to.match(/^\d+-\d+$/);
          expect(fromHubMove(s, text)).to.equal(m);
        }
        s = draughts.play(s, moves[rnd() % moves.length]);
      }
    }
    expect(captures).to.be.greaterThan(20);
    expect(() => fromHubMove(draughts.setup({ variant: 'international' }), '31-22')).to.throw(/not legal/);
  });

  it('Hub lines: a command, name=value arguments (quoted or not) and flags', () => {
    const { command, args } = parseHubLine('info depth=21 score=-0.01 pv="32-28 17-22" go');
    expect(command).to.equal('info');
    expect([...args]).to.deep.equal([['depth', '21'], ['score', '-0.01'], ['pv', '32-28 17-22'], ['go', '']]);
    expect(parseHubLine('done move=32-28 ponder=17-22').args.get('move')).to.equal('32-28');
  });

  it('a player is an engine by its protocol and command, with its time per move', () => {
    expect(parsePlayer('hub:./scan hub,ms=200')).to.deep.equal({ engine: { protocol: 'hub', command: './scan hub' }, timeMs: 200 });
    expect(parsePlayer('line: node my-engine.js --fast ')).to.deep.equal({ engine: { protocol: 'line', command: 'node my-engine.js --fast' } });
    expect(playerText(parsePlayer('hub:./scan hub,ms=200'))).to.equal('hub:./scan hub,ms=200');
    expect(() => parsePlayer('hub:./scan,ms=fast')).to.throw(/whole number of milliseconds/);
  });

  it('a game against an engine over Hub (the kit\'s own, in a process of its own): legal, to the end or the ply limit', async function () {
    this.timeout(120_000);
    const job = { game: 'draughts', setup: { variant: 'international' }, a: { level: 1 }, b: parsePlayer(`hub:${kitEngine('hub', 1)},ms=30`), index: 1, opening: ['32-28', '19-23'], seed: 3, maxPlies: 24 };
    const r = await playGame(job);
    expect(r.aSide).to.equal('black');
    expect(r.plies).to.be.at.least(24);
    expect(r.b.moves).to.be.greaterThan(5);
    expect(r.b.depth).to.be.greaterThan(0);
    // The whole game replays by the rules.
    expect(replayed('draughts', { variant: 'international' }, r.moves)).to.deep.equal(r.moves);
  });

  it('a game against an engine over the line protocol, in another game (Spock)', async function () {
    this.timeout(120_000);
    const r = await playGame({ game: 'spock', setup: {}, a: parsePlayer(`line:${kitEngine('line', 1)},ms=30`), b: { level: 1 }, index: 0, opening: [], seed: 5, maxPlies: 16 });
    expect(r.a.moves).to.be.greaterThan(3);
    expect(replayed('spock', {}, r.moves)).to.deep.equal(r.moves);
  });

  it('an engine that is no engine: the game fails with a clear error', async function () {
    this.timeout(60_000);
    const job = { game: 'spock', setup: {}, a: parsePlayer('line:node -e "process.exit(3)"'), b: { level: 1 }, index: 0, opening: [], seed: 5, maxPlies: 4 };
    let error: unknown;
    await playGame(job).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/stopped/);
  });
});
