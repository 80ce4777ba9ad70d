/**
 * DamExchange (DXP), the protocol over which draughts programs play one another by TCP (Moby Dam, Kingsrow and
 * most engines of international draughts speak it), so a match can set the kit against them (issue 18):
 *
 *   npm run match -- --game draughts --variant international --a level=7 \
 *     --b "dxp:./mobydam -c 127.0.0.1 -p {port},ms=1600"
 *
 * The match is DXP's initiator: it listens on a free port of this machine, starts the engine's command with
 * `{port}` replaced by that port, and once the engine has connected asks it for a game from the position at
 * hand, the engine to move. Then each side sends its moves, and the match ends the game. Messages are ASCII,
 * each ended by a NUL byte:
 * - `R` game request: version `01`, the initiator's name (32 characters), the colour the engine plays (`W` or
 *   `Z`), the thinking time in minutes (3), the number of moves it is for (3; `000`: the whole game), then
 *   `B`, the side to move and a letter a square 1…50 (`e`, `w` `z` men, `W` `Z` kings);
 * - `A` game accept: the engine's name (32), then `0` when it accepts;
 * - `M` move: seconds used (4), from and to squares (2 each), how many it captures (2), each captured square (2);
 * - `E` game end: the reason (`0` none given, `1` I lose, `2` draw, `3` I win) and `0` (another game may
 *   follow) or `1` (the last); the other side answers with one of its own;
 * - `C` chat (read and ignored); takebacks (`B`, `K`) are not used.
 * The clock is the whole game's: `ms` times DXP_CLOCK_MOVES (sudden death), in minutes. Most engines spread it
 * over the moves they expect, more than `ms` a move early on; one with a limit a move of its own can be held to
 * `ms` (Moby Dam's console command `time`: `dxp:(echo time 1600; cat) | ./mobydam …`).
 */
import { createServer, type Socket } from 'node:net';
import { GameError } from '../src/core/errors.js';
import { EngineProcess, GRACE_MS, Inbox, fenOfHub, hubPosition, moveBySquares, serviceOver, squaresOf, type ExternalService, type Speaker } from './protocols.js';

/**
 * How many moves a game's clock is for. A game of the kit's matches lasts 40–110 moves a side; an engine that
 * spreads its clock over the moves it expects (Moby Dam counts on 60 at the start, at least 15 more at any
 * time) then never runs short before move 120 or so.
 */
export const DXP_CLOCK_MOVES = 150;
const NAME = 'octarine match';
const digits = (n: number, width: number): string => {
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** width) throw new RangeError(`${n} does not fit DXP's ${width} digits.`);
  return String(n).padStart(width, '0');
};

/** A draughts position as DXP writes it: the side to move (`W`, `Z`), then a letter a square (`e w z W Z`). */
export const dxpPosition = (state: unknown): string => hubPosition(state).replace(/b/g, 'z').replace(/B/g, 'Z');

/**
 * What a game request asks (as `dxpGameRequest` writes it): the position as the kit's FEN, the colour the follower
 * plays, and the time a move its clock means.
 */
export function readDxpGameRequest(message: string): { position: string; side: 'white' | 'black'; timeMs: number } {
  if (!/^R01.{32}[WZ][\d.]{3}\d{3}B[WZ][ewzWZ]{50}$/.test(message)) throw new GameError('bad-position', `"${message}" is not a DXP game request from a position.`);
  return {
    position: fenOfHub(message.slice(43, 94).replace(/z/g, 'b').replace(/Z/g, 'B')),
    side: message[35] === 'W' ? 'white' : 'black',
    timeMs: (Number(message.slice(36, 39)) * 60_000) / DXP_CLOCK_MOVES,
  };
}

/**
 * The clock of a game request, in DXP's three characters of minutes: whole minutes where they fit the time,
 * else minutes with one decimal (`1.6`: 96 s), as Moby Dam reads them.
 */
export function dxpMinutes(timeMs: number): string {
  const minutes = (timeMs * DXP_CLOCK_MOVES) / 60_000;
  if (Number.isInteger(minutes) || minutes >= 10) return digits(Math.min(999, Math.ceil(minutes)), 3);
  return Math.max(0.1, Math.ceil(minutes * 10) / 10).toFixed(1);
}

/** The game request for a game from `state` with the engine playing `engineSide`, `timeMs` a move. */
export function dxpGameRequest(state: unknown, engineSide: string, timeMs: number): string {
  return `R01${NAME.padEnd(32)}${engineSide === 'white' ? 'W' : 'Z'}${dxpMinutes(timeMs)}000B${dxpPosition(state)}`;
}

/** A draughts move as DXP sends it, `seconds` used. */
export function dxpMove(state: unknown, move: unknown, seconds = 0): string {
  const { from, to, captured } = squaresOf(state, move);
  return `M${digits(Math.min(9999, Math.round(seconds)), 4)}${digits(Number(from), 2)}${digits(Number(to), 2)}${digits(captured.length, 2)}${captured.map((c) => digits(Number(c), 2)).join('')}`;
}

/** The legal move a DXP move message names (captured squares in any order). */
export function fromDxpMove(state: unknown, message: string): unknown {
  const field = (at: number): number => Number(message.slice(at, at + 2));
  const count = field(9);
  const ok = /^M\d{10}/.test(message) && message.length >= 11 + 2 * count;
  const move = ok ? moveBySquares(state, field(5), field(7), Array.from({ length: count }, (_, i) => field(11 + 2 * i))) : undefined;
  if (move === undefined) throw new GameError('illegal-move', `The DXP move "${message}" is not legal here.`);
  return move;
}

/** A TCP connection's messages, split at their NUL bytes, into `inbox` (which ends when the connection closes). */
export function readMessages(socket: Socket, inbox: Inbox): void {
  let pending = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\0');
    pending = parts.pop()!;
    for (const m of parts) inbox.push(m);
  });
  socket.on('close', () => inbox.end('The DXP engine closed the connection.'));
  socket.on('error', () => {});
}

/** The game the engine is in: the position it was asked from (the match's start, as text) and the moves since, as the match writes them. */
interface DxpGame {
  readonly start: string;
  readonly moves: string[];
}

/** An engine over DXP: started by the first search, one game request for each game the searches belong to. */
export function dxpService(command: string, timeMs: number): ExternalService {
  const inbox = new Inbox('The DXP engine');
  let socket: Socket | null = null;
  let engine: EngineProcess | null = null;
  let connected: Promise<void> | null = null;
  let current: DxpGame | null = null;
  const send = (message: string): void => void socket?.write(`${message}\0`, 'latin1');

  const connect = async (): Promise<void> => {
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const arrived = new Promise<Socket>((resolve) => server.once('connection', resolve));
    engine = new EngineProcess(command.replace(/\{port\}/g, String(port)));
    void engine.stopped.then((why) => inbox.end(why));
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new GameError('ai-failed', `The DXP engine "${command}" did not connect to port ${port} within ${GRACE_MS} ms.`)), GRACE_MS).unref());
    try {
      socket = await Promise.race([arrived, timeout, engine.stopped.then((why) => Promise.reject(new GameError('ai-failed', why)))]);
    } finally {
      server.close();
    }
    readMessages(socket, inbox);
  };

  /** Ends the game the engine is in (it answers with a game end of its own). */
  const endGame = async (last: boolean): Promise<void> => {
    current = null;
    send(`E0${last ? 1 : 0}`);
    await inbox.next((m) => m.startsWith('E'), GRACE_MS);
  };

  const speaker: Speaker = {
    async answer(request, game, start, played, state) {
      if (request.game !== 'draughts' || game.variant(state) !== 'international') {
        throw new GameError('bad-option', 'A DXP engine plays international draughts only.');
      }
      connected ??= connect();
      await connected;
      // The engine's game goes on when this search's game extends it; else it gets a new one from here.
      const from = game.formatPosition(start);
      const known = current;
      if (known && known.start === from && known.moves.length <= played.length && known.moves.every((m, i) => m === request.moves[i])) {
        let s = start;
        played.forEach((m, i) => {
          if (i >= known.moves.length) {
            send(dxpMove(s, m));
            known.moves.push(request.moves[i]);
          }
          s = game.play(s, m);
        });
      } else {
        if (current) await endGame(false);
        send(dxpGameRequest(state, game.turn(state), timeMs));
        const accept = await inbox.next((m) => m.startsWith('A'), GRACE_MS * 3);
        if (accept[33] !== '0') throw new GameError('ai-failed', `The DXP engine declined the game (code ${accept[33] ?? 'none'}).`);
        current = { start: from, moves: [...request.moves] };
      }
      const message = await inbox.next((m) => m.startsWith('M') || m.startsWith('E'), timeMs + GRACE_MS);
      if (message.startsWith('E')) {
        current = null;
        throw new GameError('ai-failed', `The DXP engine ended the game (reason ${message[1] ?? '?'}) where the rules go on.`);
      }
      const move = fromDxpMove(state, message);
      current?.moves.push(game.formatMove(state, move));
      return { move, depth: 0, nodes: 0 };
    },
    async close() {
      // The last game's end, answered by the engine's own (Moby Dam then exits), before the process is stopped.
      if (current && socket) await endGame(true).catch(() => {});
      socket?.end();
      await engine?.close();
    },
  };
  return serviceOver(speaker);
}
