/**
 * Engines written elsewhere, over a text protocol on their standard input and output (issue 18), so a
 * match can set the kit against them (`npm run match -- --b "hub:./scan hub,ms=200"`):
 * - Hub (version 2, the protocol of Scan and the Hub GUI) for international draughts: positions as the
 *   side to move and one letter a square (`w b W B e`), moves as `32-28` or `28x19x23` (from, to, then
 *   every captured square).
 * - A plain line protocol for every game of the kit, in the kit's own notation:
 *   `game <name> <variant>` (answered `ready`), `position <position>`, `go ms=<T>` (answered by any
 *   `info depth=… nodes=…` lines, then `move <move>`), `quit`.
 * - DamExchange (DXP), over TCP: bench/dxp.ts, which builds on this module.
 * bench/engine.ts is the kit's own AI speaking all three, which the tests play against.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { GameError } from '../src/core/errors.js';
import type { GridGame } from '../src/core/board.js';
import type { SearchReply } from '../src/ai/worker-host.js';
import type { SearchRequest, SearchResult } from '../src/ai/types.js';
import { games } from '../src/engines/registry.js';

/** An engine a player is: its protocol and the command that starts it (run by the shell). */
export interface EngineSpec {
  readonly protocol: 'hub' | 'line' | 'dxp';
  readonly command: string;
}

export type AnyGame = GridGame<unknown, unknown>;
const draughts = (): AnyGame => games.draughts as unknown as AnyGame;

// ---------------------------------------------------------------------------------------------
// Hub positions and moves

/** A draughts position as Hub writes it: the side to move, then a letter a square (`w b W B e`), in square order. */
export function hubPosition(state: unknown): string {
  const game = draughts();
  const variant = game.variant(state);
  const squares: string[] = [];
  game.pieces(state).forEach((p, cell) => {
    const n = Number(game.cellName(variant, cell, 'numeric'));
    if (!game.grid(variant).playable[cell] || !Number.isInteger(n)) return;
    const letter = p ? (p.side === 'white' ? 'w' : 'b') : 'e';
    squares[n - 1] = p?.kind === 'king' ? letter.toUpperCase() : letter;
  });
  return `${game.turn(state) === 'black' ? 'B' : 'W'}${squares.join('')}`;
}

/** A Hub position as the kit's FEN. */
export function fenOfHub(pos: string): string {
  if (!/^[WB][wbWBe]+$/.test(pos)) throw new GameError('bad-position', `"${pos}" is not a Hub position (W or B, then one of w b W B e a square).`);
  const list = (man: string, king: string): string =>
    [...pos.slice(1)].flatMap((c, i) => (c === man ? [String(i + 1)] : c === king ? [`K${i + 1}`] : [])).join(',');
  return `${pos[0]}:W${list('w', 'W')}:B${list('b', 'B')}`;
}

/** The squares a draughts move touches, by number: from, to, and those it captures. */
export function squaresOf(state: unknown, move: unknown): { from: string; to: string; captured: string[] } {
  const game = draughts();
  const variant = game.variant(state);
  const shape = game.moveShape(state, move);
  const name = (cell: number): string => game.cellName(variant, cell, 'numeric');
  return { from: name(shape.from), to: name(shape.path[shape.path.length - 1]), captured: shape.captured.map(name) };
}

/** A draughts move as Hub writes it. */
export function hubMove(state: unknown, move: unknown): string {
  const { from, to, captured } = squaresOf(state, move);
  return captured.length === 0 ? `${from}-${to}` : [from, to, ...captured].join('x');
}

/** The legal draughts move from square `from` to `to` that captures exactly `captured` (any order), by number. */
export function moveBySquares(state: unknown, from: number, to: number, captured: readonly number[]): unknown {
  const want = [...captured].sort((x, y) => x - y).join(' ');
  return draughts()
    .moves(state)
    .find((m) => {
      const s = squaresOf(state, m);
      return Number(s.from) === from && Number(s.to) === to && s.captured.map(Number).sort((x, y) => x - y).join(' ') === want;
    });
}

/** The legal draughts move a Hub move names (captured squares in any order). */
export function fromHubMove(state: unknown, text: string): unknown {
  const [from, to, ...captured] = text.trim().split(/[-x]/).map(Number);
  const move = moveBySquares(state, from, to, captured);
  if (move === undefined) throw new GameError('illegal-move', `The Hub move "${text}" is not legal here.`);
  return move;
}

/** Reads a Hub line: its command and its `name=value` (or flag) arguments, values maybe in double quotes. */
export function parseHubLine(line: string): { command: string; args: Map<string, string> } {
  const [command = '', ...rest] = line.trim().match(/[^\s=]+="[^"]*"|[^\s=]+=[^\s"]*|\S+/g) ?? [];
  const args = new Map<string, string>();
  for (const token of rest) {
    const eq = token.indexOf('=');
    if (eq < 0) args.set(token, '');
    else args.set(token.slice(0, eq), token.slice(eq + 1).replace(/^"(.*)"$/, '$1'));
  }
  return { command, args };
}

// ---------------------------------------------------------------------------------------------
// An engine process

/** Messages in the order they came (an engine's lines, or DXP's messages), and a wait for the next one that matches. */
export class Inbox {
  private readonly items: string[] = [];
  private waiter: (() => void) | null = null;
  private endedWith: string | null = null;

  /** `who` names the sender in the errors of `next`. */
  constructor(private readonly who: string) {}

  push(item: string): void {
    this.items.push(item);
    this.waiter?.();
  }

  /** Nothing more will come: `next` then fails with `why` (the first reason given stands). */
  end(why: string): void {
    this.endedWith ??= why;
    this.waiter?.();
  }

  /** The next message `wanted` accepts (earlier ones are passed to `seen`), within `timeoutMs`. */
  async next(wanted: (item: string) => boolean, timeoutMs: number, seen: (item: string) => void = () => {}): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.items.length > 0) {
        const item = this.items.shift()!;
        if (wanted(item)) return item;
        seen(item);
      }
      if (this.endedWith !== null) throw new GameError('ai-failed', this.endedWith);
      const left = deadline - Date.now();
      if (left <= 0) throw new GameError('ai-failed', `${this.who} did not answer within ${timeoutMs} ms.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          this.waiter = null;
          resolve();
        };
      });
    }
  }
}

/** An engine started by the shell: lines in, its lines out (`lines`), and `stopped` once it has ended. */
export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  readonly lines: Inbox;
  /** Settles when the process has ended, with a sentence saying so (its last line of errors, if any). */
  readonly stopped: Promise<string>;
  private ended = false;
  private readonly stderr: string[] = [];

  constructor(readonly command: string) {
    this.lines = new Inbox(`The engine "${command}"`);
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout }).on('line', (l) => this.lines.push(l));
    this.child.stderr.on('data', (d: Buffer) => this.stderr.push(d.toString()));
    this.stopped = new Promise((resolve) =>
      this.child.on('close', () => {
        this.ended = true;
        const why = `The engine "${command}" stopped${this.stderr.length ? `: ${this.stderr.join('').trim().split('\n').pop()}` : ''}.`;
        this.lines.end(why);
        resolve(why);
      }),
    );
    this.child.stdin.on('error', () => {});
  }

  /** The shell's process id. */
  get pid(): number | undefined {
    return this.child.pid;
  }

  send(line: string): void {
    if (!this.ended) this.child.stdin.write(`${line}\n`);
  }

  /** Says `quit` (if any) and closes its input; ends it if it is still running a second later. */
  async close(quit?: string): Promise<void> {
    if (quit !== undefined) this.send(quit);
    this.child.stdin.end();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.stopped, new Promise((resolve) => (timer = setTimeout(resolve, 1000)))]);
    clearTimeout(timer);
    if (this.ended || this.child.pid === undefined) return;
    // The shell's children too (a pipeline's programs), leaves first; then the shell.
    for (const pid of descendants(this.child.pid).reverse()) {
      try {
        process.kill(pid);
      } catch {
        // gone already
      }
    }
    this.child.kill();
  }
}

/** A process's descendants, parents before their children (Linux's /proc; none where it is not there). */
export function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    return children.flatMap((c) => [c, ...descendants(c)]);
  } catch {
    return [];
  }
}

/** How long beyond its time an engine may take to answer before it counts as lost. */
export const GRACE_MS = 10_000;

/** A search service over an external engine: what `playGame` asks a player for, answered by the engine. */
export interface ExternalService {
  search(id: number, request: SearchRequest): Promise<SearchReply>;
  /** Stops the engine; settles once it has ended. */
  close(): Promise<void>;
}

/** An engine's answer: its move, and the depth and nodes it reported (0 when it does not say). */
export interface EngineAnswer {
  readonly move: unknown;
  readonly depth: number;
  readonly nodes: number;
}

/** A protocol's side of a search: the move the engine plays in `state`, reached from `start` by `played`. */
export interface Speaker {
  answer(request: SearchRequest, game: AnyGame, start: unknown, played: readonly unknown[], state: unknown): Promise<EngineAnswer>;
  close(): Promise<void>;
}

/** A search service that asks `speaker` for each move: replays the request's game, times the answer, reports errors as a failed search. */
export function serviceOver(speaker: Speaker): ExternalService {
  return {
    async search(_id, request) {
      const t0 = Date.now();
      try {
        const game = games[request.game] as unknown as AnyGame;
        let state = game.setup(request.setup);
        const start = state;
        const played: unknown[] = [];
        for (const text of request.moves) {
          const m = game.parseMove(state, text);
          played.push(m);
          state = game.play(state, m);
        }
        const { move, depth, nodes } = await speaker.answer(request, game, start, played, state);
        const text = game.formatMove(state, move);
        const result: SearchResult = { move: text, depth, nodes, score: 0, timeMs: Date.now() - t0, pv: [text], interrupted: false, where: 'worker' };
        return { ok: true, result };
      } catch (e) {
        return { ok: false, code: 'ai-failed', message: e instanceof Error ? e.message : String(e) };
      }
    },
    close: () => speaker.close(),
  };
}

/** The depth and nodes of an engine's `info` line (Hub's, or the line protocol's). */
function infoNumbers(line: string): { depth: number; nodes: number } {
  const args = parseHubLine(line).args;
  return { depth: Number(args.get('depth') ?? 0) || 0, nodes: Number(args.get('nodes') ?? 0) || 0 };
}

/** Hub: international draughts only; each search sends the game from its start, so the engine sees repetitions. */
function hubSpeaker(command: string, timeMs: number): Speaker {
  const engine = new EngineProcess(command);
  let ready: Promise<void> | null = null;
  return {
    async answer(request, game, start, played, state) {
      if (request.game !== 'draughts' || game.variant(state) !== 'international') {
        throw new GameError('bad-option', 'A Hub engine plays international draughts only.');
      }
      ready ??= (async () => {
        engine.send('hub');
        await engine.lines.next((l) => parseHubLine(l).command === 'wait', GRACE_MS);
        engine.send('init');
        await engine.lines.next((l) => parseHubLine(l).command === 'ready', GRACE_MS * 3);
      })();
      await ready;
      let s = start;
      const moves = played.map((m) => {
        const text = hubMove(s, m);
        s = game.play(s, m);
        return text;
      });
      engine.send(`pos pos=${hubPosition(start)}${moves.length ? ` moves="${moves.join(' ')}"` : ''}`);
      engine.send(`level move-time=${(timeMs / 1000).toFixed(3)}`);
      engine.send('go think');
      let last = { depth: 0, nodes: 0 };
      const done = await engine.lines.next((l) => parseHubLine(l).command === 'done', timeMs + GRACE_MS, (l) => {
        if (parseHubLine(l).command === 'info') last = infoNumbers(l);
      });
      return { move: fromHubMove(state, parseHubLine(done).args.get('move') ?? ''), ...last };
    },
    close: () => engine.close('quit'),
  };
}

/** The line protocol: any game, in the kit's own notation. */
function lineSpeaker(command: string, timeMs: number): Speaker {
  const engine = new EngineProcess(command);
  let ready: Promise<void> | null = null;
  return {
    async answer(request, game, _start, _played, state) {
      ready ??= (async () => {
        engine.send(`game ${request.game} ${game.variant(state)}`);
        await engine.lines.next((l) => l.trim() === 'ready', GRACE_MS * 3);
      })();
      await ready;
      engine.send(`position ${game.formatPosition(state)}`);
      engine.send(`go ms=${timeMs}`);
      let last = { depth: 0, nodes: 0 };
      const line = await engine.lines.next((l) => l.startsWith('move '), timeMs + GRACE_MS, (l) => {
        if (l.startsWith('info ')) last = infoNumbers(l);
      });
      return { move: game.parseMove(state, line.slice(5).trim()), ...last };
    },
    close: () => engine.close('quit'),
  };
}

/** Starts a Hub or line engine and speaks its protocol (a DXP engine: bench/dxp.ts). */
export function externalService(spec: EngineSpec & { protocol: 'hub' | 'line' }, timeMs: number): ExternalService {
  return serviceOver(spec.protocol === 'hub' ? hubSpeaker(spec.command, timeMs) : lineSpeaker(spec.command, timeMs));
}
