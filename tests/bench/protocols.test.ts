import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { parsePlayer, playGame, playerText } from '../../bench/match.js';
import { dxpGameRequest, dxpMinutes, dxpMove, dxpPosition, fromDxpMove, readDxpGameRequest } from '../../bench/dxp.js';
import { EngineProcess, descendants, fenOfHub, fromHubMove, hubMove, hubPosition, parseHubLine } from '../../bench/protocols.js';
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
const kitEngine = (protocol: 'hub' | 'line' | 'dxp', level: number): string =>
  `node --no-experimental-require-module --import tsx bench/engine.ts ${protocol} level=${level}${protocol === 'dxp' ? ' connect=127.0.0.1:{port}' : ''}`;

/** Calls `check` with every legal move of six seeded random international games (80 plies at most); returns how many were captures. */
function everyMoveOfRandomGames(seed: number, check: (state: unknown, move: unknown) => void): number {
  const rnd = mulberry32(seed);
  let captures = 0;
  for (let g = 0; g < 6; g++) {
    let s = draughts.setup({ variant: 'international' });
    for (let ply = 0; ply < 80 && !draughts.outcome(s); ply++) {
      const moves = draughts.moves(s);
      for (const m of moves) {
        if (draughts.moveShape(s, m).captured.length > 0) captures++;
        check(s, m);
      }
      s = draughts.play(s, moves[rnd() % moves.length]);
    }
  }
  return captures;
}

describe('bench/protocols: engines written elsewhere (Hub, DamExchange, and a plain line protocol)', () => {
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
    const captures = everyMoveOfRandomGames(18, (s, m) => {
      const text = hubMove(s, m);
      const taken = draughts.moveShape(s, m).captured.length;
      if (taken > 0) expect(text.split('x').length, text).to.equal(2 + taken);
      else expect(text).to.match(/^\d+-\d+$/);
      expect(fromHubMove(s, text)).to.equal(m);
    });
    expect(captures).to.be.greaterThan(20);
    expect(() => fromHubMove(draughts.setup({ variant: 'international' }), '31-22')).to.throw(/not legal/);
  });

  it('DXP positions and game requests: the side, a letter a square, the engine\'s colour and its clock', () => {
    const start = draughts.setup({ variant: 'international' });
    expect(dxpPosition(start)).to.equal(`W${'z'.repeat(20)}${'e'.repeat(10)}${'w'.repeat(20)}`);
    const black = draughts.setup({ variant: 'international', position: 'B:W31,K45:BK3,11' });
    const request = dxpGameRequest(black, 'black', 1600);
    expect(request).to.have.length(94);
    expect(request.slice(0, 3)).to.equal('R01');
    expect([request[35], request.slice(36, 39), request.slice(39, 42), request[42], request[43]]).to.deep.equal(['Z', '004', '000', 'B', 'Z']);
    expect([request[43 + 3], request[43 + 11], request[43 + 31], request[43 + 45]]).to.deep.equal(['Z', 'z', 'w', 'W']);
    // The follower reads back the same position, its colour and the time a move.
    const read = readDxpGameRequest(request);
    expect(draughts.formatPosition(draughts.setup({ variant: 'international', position: read.position }))).to.equal(draughts.formatPosition(black));
    expect([read.side, read.timeMs]).to.deep.equal(['black', 1600]);
    expect(() => readDxpGameRequest('R01 short')).to.throw(/not a DXP game request/);
    // 150 moves' time: whole minutes where they fit, tenths below ten minutes, never nothing.
    expect([dxpMinutes(1000), dxpMinutes(1600), dxpMinutes(15_000), dxpMinutes(30), dxpMinutes(20_000_000)]).to.deep.equal(['2.5', '004', '038', '0.1', '999']);
  });

  it('DXP moves: every legal move of random games reads back as itself, captures with their captured squares', () => {
    const captures = everyMoveOfRandomGames(19, (s, m) => {
      const text = dxpMove(s, m, 3);
      expect(text).to.match(/^M0003\d{6}(\d\d)*$/);
      expect(text, text).to.have.length(11 + 2 * draughts.moveShape(s, m).captured.length);
      expect(fromDxpMove(s, text)).to.equal(m);
    });
    expect(captures).to.be.greaterThan(20);
    expect(() => fromDxpMove(draughts.setup({ variant: 'international' }), 'M0000312200')).to.throw(/not legal/);
    expect(() => fromDxpMove(draughts.setup({ variant: 'international' }), 'M00')).to.throw(/not legal/);
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
    expect(parsePlayer('dxp:./mobydam -c 127.0.0.1 -p {port},ms=1600')).to.deep.equal({ engine: { protocol: 'dxp', command: './mobydam -c 127.0.0.1 -p {port}' }, timeMs: 1600 });
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

  it('a game against an engine over DXP (the kit\'s own, connecting to the match\'s port): legal, the engine told each move', async function () {
    this.timeout(120_000);
    const job = { game: 'draughts', setup: { variant: 'international' }, a: parsePlayer(`dxp:${kitEngine('dxp', 1)},ms=30`), b: { level: 1 }, index: 0, opening: ['32-28', '19-23'], seed: 4, maxPlies: 30 };
    const r = await playGame(job);
    expect(r.aSide).to.equal('white');
    expect(r.plies).to.be.at.least(30);
    expect(r.a.moves).to.be.greaterThan(5);
    expect(replayed('draughts', { variant: 'international' }, r.moves)).to.deep.equal(r.moves);
  });

  it('a DXP engine that stops before it connects: the game fails with a clear error', async function () {
    this.timeout(60_000);
    const job = { game: 'draughts', setup: { variant: 'international' }, a: parsePlayer('dxp:node -e "process.exit(3)" {port}'), b: { level: 1 }, index: 0, opening: [], seed: 5, maxPlies: 4 };
    let error: unknown;
    await playGame(job).catch((e: unknown) => (error = e));
    expect(String(error)).to.match(/stopped/);
  });

  it('closing an engine ends its whole command, a pipeline that ignores its input too', async function () {
    this.timeout(20_000);
    const engine = new EngineProcess('sleep 30 | sleep 31');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const programs = descendants(engine.pid!);
    expect(programs).to.have.length(2);
    await engine.close('quit');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const alive = programs.filter((pid) => {
      try {
        process.kill(pid, 0);
        return !/zombie|\bZ\b/.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(alive).to.deep.equal([]);
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
