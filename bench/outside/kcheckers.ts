/**
 * KCheckers' computer player (KCheckers 0.8.1, Debian's `kcheckers`, GPL; source from Debian) as an engine
 * of the line protocol (bench/protocols.ts), for Russian draughts: so a match can set the kit against a
 * program written elsewhere on this machine (issue 18).
 *
 *   bash bench/outside/build-kcheckers.sh            # once: fetches the source, builds kcheckers-move
 *   npm run match -- --game draughts --variant russian --a level=3 \
 *     --b "line:node --import tsx bench/outside/kcheckers.ts 9" --games 40
 *
 * The argument is KCheckers' skill, the depth it searches in plies: 2 Beginner, 4 Novice, 6 Average,
 * 7 Good, 8 Expert, 9 Master. KCheckers itself has no clock (it searches to its depth however long that
 * takes); here it deepens one ply at a time and plays its deepest answer within the match's time a move.
 * KCheckers' computer answers with the board after its move; the move is the legal move (by the kit's
 * rules) that leads to that board.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { GameError } from '../../src/core/errors.js';
import { BLACK, KING, WHITE, geometry } from '../../src/games/draughts/rules.js';
import { parseSquare } from '../../src/games/draughts/notation.js';
import { draughts, type DraughtsMove, type DraughtsState } from '../../src/games/draughts/index.js';

/** KCheckers' squares 0…31 as the kit's algebraic names: rank 8 first, b8 d8 f8 h8, then a7 c7 e7 g7, … */
const NAMES = Array.from({ length: 32 }, (_, e) => {
  const row = Math.floor(e / 4);
  const col = 2 * (e % 4) + (row % 2 === 0 ? 1 : 0);
  return 'abcdefgh'[col] + String(8 - row);
});

/**
 * A Russian position as KCheckers' computer reads it: it always plays the side at the top of its board,
 * so with White to move the board is turned round. `M`/`K` are the man and king of the side to move,
 * `m`/`k` the opponent's, `.` an empty square.
 */
export function kcheckersSquares(s: DraughtsState, mover: number = s.side): string {
  if (s.variant !== 'russian') throw new GameError('bad-option', `KCheckers plays Russian draughts, not ${s.variant}.`);
  const g = geometry(s.variant);
  let out = '';
  for (let e = 0; e < 32; e++) {
    const sq = parseSquare(g, NAMES[mover === WHITE ? 31 - e : e]);
    const v = s.board[g.sqCell[sq]];
    const man = (v & (WHITE | BLACK)) === 0 ? '.' : (v & mover) !== 0 ? 'M' : 'm';
    out += v & KING && man !== '.' ? (man === 'M' ? 'K' : 'k') : man;
  }
  return out;
}

/** The legal move whose board is KCheckers' answer; a clear error when none is. */
export function moveOfAnswer(s: DraughtsState, answer: string): DraughtsMove {
  const found = draughts.moves(s).find((m) => kcheckersSquares(draughts.play(s, m), s.side) === answer);
  if (!found) throw new GameError('illegal-move', `KCheckers answered a board no legal move leads to: ${answer}.`);
  return found;
}

const BINARY = fileURLToPath(new URL('../../node_modules/.cache/kcheckers/kcheckers-move', import.meta.url));

/**
 * The built kcheckers-move, asked for one depth at a time. KCheckers searches every move to its depth
 * without pruning, so a depth can take minutes among flying kings: a search that outlasts its time is
 * killed, and the next one starts a new process.
 */
class KCheckersProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private answers: AsyncIterator<string> | null = null;

  /** The board after KCheckers' move at `depth`, or null when it took longer than `timeoutMs`. */
  async ask(depth: number, squares: string, timeoutMs: number): Promise<string | null> {
    if (!this.child) {
      this.child = spawn(BINARY, []);
      this.child.on('error', () => {
        console.error(`${BINARY} is missing: run bash bench/outside/build-kcheckers.sh first.`);
        process.exit(1);
      });
      this.answers = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
    }
    this.child.stdin.write(`${depth} ${squares}\n`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve(null), Math.max(0, timeoutMs));
    });
    const answer = await Promise.race([this.answers!.next().then((r) => String(r.value ?? '').trim()), late]);
    clearTimeout(timer);
    if (answer === null) this.close();
    return answer;
  }

  close(): void {
    this.child?.kill();
    this.child = null;
    this.answers = null;
  }
}

/**
 * The line protocol. Each `go ms=T` searches depth 1, 2, … up to `skill` (as a time control would),
 * and plays the deepest answer found within T.
 */
function serve(skill: number): void {
  const engine = new KCheckersProcess();
  const out = (line: string): void => void process.stdout.write(`${line}\n`);
  let state: DraughtsState | null = null;
  let busy = Promise.resolve();
  const quit = (): void => {
    engine.close();
    process.exit(0);
  };
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, ...rest] = line.trim().split(/\s+/);
    busy = busy.then(async () => {
      try {
        if (command === 'game') {
          if (rest[0] !== 'draughts' || rest[1] !== 'russian') throw new GameError('bad-option', 'KCheckers plays Russian draughts only.');
          out('ready');
        } else if (command === 'position') {
          state = draughts.setup({ variant: 'russian', position: rest.join(' ') });
        } else if (command === 'go') {
          if (!state) throw new GameError('bad-option', 'No position was given.');
          const ms = Number(rest.find((r) => r.startsWith('ms='))?.slice(3) ?? Infinity);
          const deadline = Date.now() + ms;
          const squares = kcheckersSquares(state);
          let best: { depth: number; answer: string } | null = null;
          for (let depth = 1; depth <= skill; depth++) {
            // Depth 1 always: a move is owed even when the time is short.
            const answer = await engine.ask(depth, squares, depth === 1 ? Infinity : deadline - Date.now());
            if (answer === null) break;
            best = { depth, answer };
          }
          const move = moveOfAnswer(state, best!.answer);
          out(`info depth=${best!.depth} nodes=0`);
          out(`move ${draughts.formatMove(state, move)}`);
        } else if (command === 'quit') {
          quit();
        }
      } catch (e) {
        out(`error message="${(e instanceof Error ? e.message : String(e)).replace(/"/g, "'")}"`);
      }
    });
  });
  process.stdin.on('end', () => void busy.then(quit));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const skill = Number(process.argv[2] ?? 9);
  if (!Number.isInteger(skill) || skill < 1 || skill > 12) {
    console.error('usage: kcheckers.ts <skill 1…12> (2 Beginner, 4 Novice, 6 Average, 7 Good, 8 Expert, 9 Master)');
    process.exit(2);
  }
  serve(skill);
}
