/**
 * The kit's AI as an engine (issue 18), in each protocol of bench/protocols.ts and bench/dxp.ts: `hub`
 * (international draughts, for Hub GUIs and Hub match runners) and `line` (every game, in the kit's
 * notation) on standard input and output, and `dxp` (international draughts, DamExchange's follower, over
 * TCP to `connect=HOST:PORT`). `npm run match` plays against it as it would against any engine, which is
 * how the protocols are tested.
 *
 *   node --import tsx bench/engine.ts hub level=5
 *   node --import tsx bench/engine.ts line level=3
 *   node --import tsx bench/engine.ts dxp level=5 connect=127.0.0.1:27531
 *
 * Hub's `level move-time=S` caps the level's time per move, as `ms=T` does for a match's player; DXP's clock
 * does it as its time over DXP_CLOCK_MOVES moves (bench/dxp.ts).
 */
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { MAX_LEVEL, MIN_LEVEL } from '../src/ai/levels.js';
import { createSearchService, loaderOf } from '../src/ai/worker-host.js';
import type { SearchInfo, SearchRequest } from '../src/ai/types.js';
import type { GridGame } from '../src/core/board.js';
import type { SetupOptions } from '../src/core/game.js';
import { games } from '../src/engines/registry.js';
import { dxpMove, fromDxpMove, readDxpGameRequest, readMessages } from './dxp.js';
import { Inbox, fenOfHub, fromHubMove, hubMove, parseHubLine } from './protocols.js';

const protocol = process.argv[2];
const levelArg = process.argv.slice(3).find((a) => a.startsWith('level='));
let level = levelArg ? Number(levelArg.slice(6)) : 3;
const connectArg = process.argv.slice(3).find((a) => a.startsWith('connect='))?.slice(8);
if (!['hub', 'line', 'dxp'].includes(protocol) || !Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL || (protocol === 'dxp' && !connectArg)) {
  console.error(`usage: engine.ts hub|line [level=${MIN_LEVEL}…${MAX_LEVEL}] | engine.ts dxp [level=…] connect=HOST:PORT`);
  process.exit(2);
}

let service = createSearchService(loaderOf(games), 'worker');
let id = 0;
const out = (line: string): void => void process.stdout.write(`${line}\n`);
/** What the next search starts from (set by `pos` or `game`/`position`), and its time cap. */
let gameName = 'draughts';
let setup: SetupOptions = { variant: 'international' };
let moves: string[] = [];
let timeMs: number | undefined;

/** Searches the position set up; answers with the move as `say` writes it, or an error line. */
async function go(say: (state: unknown, move: unknown, info: SearchInfo | null) => void): Promise<void> {
  const game = games[gameName] as unknown as GridGame<unknown, unknown>;
  const request: SearchRequest = { game: gameName, setup, moves, level, ...(timeMs !== undefined ? { timeLimitMs: timeMs } : {}) };
  let info: SearchInfo | null = null;
  const reply = await service.search(++id, request, (i) => (info = i));
  if (!reply.ok || !reply.result.move) {
    out(`error message="${reply.ok ? 'no move' : reply.message.replace(/"/g, "'")}"`);
    return;
  }
  let state = game.setup(setup);
  for (const m of moves) state = game.play(state, game.parseMove(state, m));
  say(state, game.parseMove(state, reply.result.move), reply.result ?? info);
}

function hub(line: string): void {
  const { command, args } = parseHubLine(line);
  const draughts = games.draughts as unknown as GridGame<unknown, unknown>;
  switch (command) {
    case 'hub':
      out('id name=octarine version=0.1.0 author="octarine"');
      out(`param name=level value=${level} type=int min=${MIN_LEVEL} max=${MAX_LEVEL}`);
      out('wait');
      break;
    case 'set-param':
      if (args.get('name') === 'level') level = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(Number(args.get('value')) || level)));
      break;
    case 'init':
      out('ready');
      break;
    case 'new-game':
      service = createSearchService(loaderOf(games), 'worker');
      break;
    case 'ping':
      out('pong');
      break;
    case 'stop':
      // The search answers at once with its best move so far ("done" as always).
      service.moveNow(id);
      break;
    case 'pos': {
      gameName = 'draughts';
      setup = { variant: 'international', position: fenOfHub(args.get('pos') ?? '') };
      let state = draughts.setup(setup);
      moves = (args.get('moves') ?? '').split(/\s+/).filter(Boolean).map((text) => {
        const m = fromHubMove(state, text);
        const canonical = draughts.formatMove(state, m);
        state = draughts.play(state, m);
        return canonical;
      });
      break;
    }
    case 'level':
      timeMs = args.has('move-time') ? Number(args.get('move-time')) * 1000 : args.has('time') ? (Number(args.get('time')) * 1000) / Math.max(1, Number(args.get('moves') ?? 30)) : undefined;
      break;
    case 'go':
      void go((state, move, info) => {
        if (info) out(`info depth=${info.depth} score=${(info.score / 100).toFixed(2)} nodes=${info.nodes} time=${(info.timeMs / 1000).toFixed(3)}`);
        out(`done move=${hubMove(state, move)}`);
      });
      break;
    case 'quit':
      process.exit(0);
  }
}

function plain(line: string): void {
  const [command, ...rest] = line.trim().split(/\s+/);
  switch (command) {
    case 'game':
      gameName = rest[0] ?? 'draughts';
      setup = rest[1] ? { variant: rest[1] } : {};
      moves = [];
      out('ready');
      break;
    case 'position':
      setup = { ...setup, position: line.trim().slice('position'.length).trim() };
      moves = [];
      break;
    case 'go': {
      const ms = rest.find((r) => r.startsWith('ms='));
      timeMs = ms ? Number(ms.slice(3)) : undefined;
      void go((state, move, info) => {
        if (info) out(`info depth=${info.depth} nodes=${info.nodes}`);
        out(`move ${(games[gameName] as unknown as GridGame<unknown, unknown>).formatMove(state, move)}`);
      });
      break;
    }
    case 'quit':
      process.exit(0);
  }
}

/** DXP's follower: accepts any game request, answers the opponent's moves, echoes a game end. */
function dxp(address: string): void {
  const draughts = games.draughts as unknown as GridGame<unknown, unknown>;
  const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];
  const socket = connect(port, host);
  const send = (message: string): void => void socket.write(`${message}\0`, 'latin1');
  const inbox = new Inbox('The match');
  readMessages(socket, inbox);
  socket.on('close', () => process.exit(0));
  let ours = '';
  const state = (): unknown => moves.reduce((s, m) => draughts.play(s, draughts.parseMove(s, m)), draughts.setup(setup));
  const play = (): void => {
    const s = state();
    if (draughts.turn(s) !== ours || draughts.outcome(s)) return;
    const t0 = Date.now();
    void go((at, move) => {
      moves.push(draughts.formatMove(at, move));
      send(dxpMove(at, move, (Date.now() - t0) / 1000));
    });
  };
  void (async () => {
    for (;;) {
      const m = await inbox.next(() => true, 24 * 3600_000);
      if (m[0] === 'R') {
        const request = readDxpGameRequest(m);
        gameName = 'draughts';
        setup = { variant: 'international', position: request.position };
        moves = [];
        ours = request.side;
        timeMs = request.timeMs;
        service = createSearchService(loaderOf(games), 'worker');
        send(`A${'octarine'.padEnd(32)}0`);
        play();
      } else if (m[0] === 'M') {
        const s = state();
        moves.push(draughts.formatMove(s, fromDxpMove(s, m)));
        play();
      } else if (m[0] === 'E') {
        send(`E0${m[2] ?? '0'}`);
        if (m[2] === '1') socket.end();
      }
    }
  })();
}

if (protocol === 'dxp') dxp(connectArg!);
else {
  createInterface({ input: process.stdin }).on('line', (line) => {
    try {
      (protocol === 'hub' ? hub : plain)(line);
    } catch (e) {
      out(`error message="${(e instanceof Error ? e.message : String(e)).replace(/"/g, "'")}"`);
    }
  });
  process.stdin.on('end', () => process.exit(0));
}
