/**
 * Engines written elsewhere, over a text protocol on their standard input and output (issue 18), so a
 * match can set the kit against them (`npm run match -- --b "hub:./scan hub,ms=200"`):
 * - Hub (version 2, the protocol of Scan and the Hub GUI) for international draughts: positions as the
 *   side to move and one letter a square (`w b W B e`), moves as `32-28` or `28x19x23` (from, to, then
 *   every captured square).
 * - A plain line protocol for every game of the kit, in the kit's own notation:
 *   `game <name> <variant>` (answered `ready`), `position <position>`, `go ms=<T>` (answered by any
 *   `info depth=… nodes=…` lines, then `move <move>`), `quit`.
 * bench/engine.ts is the kit's own AI speaking both, which the tests play against.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { GameError } from '../src/core/errors.js';
import type { GridGame } from '../src/core/board.js';
import type { SearchReply } from '../src/ai/worker-host.js';
import type { SearchRequest, SearchResult } from '../src/ai/types.js';
import { games } from '../src/engines/registry.js';

/** An engine a player is: its protocol and the command that starts it (run by the shell). */
export interface EngineSpec {
  readonly protocol: 'hub' | 'line';
  readonly command: string;
}

type AnyGame = GridGame<unknown, unknown>;
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
function squaresOf(state: unknown, move: unknown): { from: string; to: string; captured: string[] } {
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

/** The legal draughts move a Hub move names (captured squares in any order). */
export function fromHubMove(state: unknown, text: string): unknown {
  const parts = text.trim().split(/[-x]/);
  const [from, to, ...captured] = parts;
  const want = [...captured].sort().join(' ');
  const move = draughts()
    .moves(state)
    .find((m) => {
      const s = squaresOf(state, m);
      return s.from === from && s.to === to && (text.includes('x') ? [...s.captured].sort().join(' ') === want : s.captured.length === 0);
    });
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

/** An engine started by the shell: lines out, lines in, a wait for the next line that matches. */
export class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiter: (() => void) | null = null;
  private ended = false;
  private readonly stderr: string[] = [];

  constructor(readonly command: string) {
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout }).on('line', (l) => {
      this.lines.push(l);
      this.waiter?.();
    });
    this.child.stderr.on('data', (d: Buffer) => this.stderr.push(d.toString()));
    this.child.on('close', () => {
      this.ended = true;
      this.waiter?.();
    });
    this.child.stdin.on('error', () => {});
  }

  send(line: string): void {
    if (!this.ended) this.child.stdin.write(`${line}\n`);
  }

  /** The next line `wanted` accepts (earlier lines are passed to `seen`), within `timeoutMs`. */
  async next(wanted: (line: string) => boolean, timeoutMs: number, seen: (line: string) => void = () => {}): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.lines.length > 0) {
        const line = this.lines.shift()!;
        if (wanted(line)) return line;
        seen(line);
      }
      if (this.ended) throw new GameError('ai-failed', `The engine "${this.command}" stopped${this.stderr.length ? `: ${this.stderr.join('').trim().split('\n').pop()}` : ''}.`);
      const left = deadline - Date.now();
      if (left <= 0) throw new GameError('ai-failed', `The engine "${this.command}" did not answer within ${timeoutMs} ms.`);
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

  close(quit: string): void {
    this.send(quit);
    this.child.stdin.end();
    setTimeout(() => this.child.kill(), 1000).unref();
  }
}

/** How long beyond its time an engine may take to answer before it counts as lost. */
const GRACE_MS = 10_000;

/** A search service over an external engine: what `playGame` asks a player for, answered by the engine. */
export interface ExternalService {
  search(id: number, request: SearchRequest): Promise<SearchReply>;
  close(): void;
}

/** Starts the engine and speaks its protocol; a Hub engine plays international draughts only. */
export function externalService(spec: EngineSpec, timeMs: number): ExternalService {
  const engine = new EngineProcess(spec.command);
  let ready: Promise<void> | null = null;
  const numbers = (line: string): { depth: number; nodes: number } => {
    const args = parseHubLine(line).args;
    return { depth: Number(args.get('depth') ?? 0) || 0, nodes: Number(args.get('nodes') ?? 0) || 0 };
  };
  return {
    async search(_id, request) {
      const game = games[request.game] as unknown as AnyGame;
      let state = game.setup(request.setup);
      const start = state;
      const played: unknown[] = [];
      for (const text of request.moves) {
        const m = game.parseMove(state, text);
        played.push(m);
        state = game.play(state, m);
      }
      let last = { depth: 0, nodes: 0 };
      const t0 = Date.now();
      const result = (move: unknown): SearchReply => {
        const text = game.formatMove(state, move);
        const r: SearchResult = { move: text, depth: last.depth, nodes: last.nodes, score: 0, timeMs: Date.now() - t0, pv: [text], interrupted: false, where: 'worker' };
        return { ok: true, result: r };
      };
      try {
        if (spec.protocol === 'hub') {
          if (request.game !== 'draughts' || game.variant(state) !== 'international') {
            throw new GameError('bad-option', 'A Hub engine plays international draughts only.');
          }
          ready ??= (async () => {
            engine.send('hub');
            await engine.next((l) => parseHubLine(l).command === 'wait', GRACE_MS);
            engine.send('init');
            await engine.next((l) => parseHubLine(l).command === 'ready', GRACE_MS * 3);
          })();
          await ready;
          // The game from its start, so the engine sees repetitions.
          let s = start;
          const moves = played.map((m) => {
            const text = hubMove(s, m);
            s = game.play(s, m);
            return text;
          });
          engine.send(`pos pos=${hubPosition(start)}${moves.length ? ` moves="${moves.join(' ')}"` : ''}`);
          engine.send(`level move-time=${(timeMs / 1000).toFixed(3)}`);
          engine.send('go think');
          const done = await engine.next((l) => parseHubLine(l).command === 'done', timeMs + GRACE_MS, (l) => {
            if (parseHubLine(l).command === 'info') last = numbers(l);
          });
          return result(fromHubMove(state, parseHubLine(done).args.get('move') ?? ''));
        }
        ready ??= (async () => {
          engine.send(`game ${request.game} ${game.variant(state)}`);
          await engine.next((l) => l.trim() === 'ready', GRACE_MS * 3);
        })();
        await ready;
        engine.send(`position ${game.formatPosition(state)}`);
        engine.send(`go ms=${timeMs}`);
        const line = await engine.next((l) => l.startsWith('move '), timeMs + GRACE_MS, (l) => {
          if (l.startsWith('info ')) last = numbers(l);
        });
        return result(game.parseMove(state, line.slice(5).trim()));
      } catch (e) {
        return { ok: false, code: 'ai-failed', message: e instanceof Error ? e.message : String(e) };
      }
    },
    close: () => engine.close('quit'),
  };
}
