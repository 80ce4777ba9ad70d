/**
 * Where the kit's lost games against Moby Dam turn (issue 18). Reads the log a Moby Dam process writes in a match
 * (`-l FILE`: each game's start position as a board, then each move, with `evals=… score=S` after each of its own
 * searches), and in each game it won finds its turning point: the first of its searches scoring `jump` centi-men
 * or more above its first. A game it won is one its last score puts 3 men up or more (the draw rules of the
 * ending may still have held the kit to a draw: Moby Dam without its databases does not know them). At the kit's
 * moves in the `plies` before that, level 7 searches again at two node budgets (a fresh table, no book): about its
 * own at 2.9 s a move, and about Moby Dam's. Do ten times the nodes see the turn coming, or choose another move?
 * With `--at-turn` it searches the turn itself instead, Moby Dam to move: does the kit see from there the gain
 * Moby Dam's search saw, at its own nodes and at Moby Dam's? With `--pv` too, Moby Dam searches each turn again
 * (`--md-ms`, its console's `verbose` line of moves) and the kit searches where that line ends, at its own nodes:
 * is the gain material the line already wins, and does the kit see it from there? A gain the kit sees from the
 * line's end but not from the turn lies beyond its horizon. With `--compiled a.ts,b.ts` the searches are level 7's
 * middle-game search instead (src/games/draughts/compiled/), one copy compiled from each AssemblyScript file, at
 * `--ms` a search with level 7's tools and a fresh table: a change to it, tried on the positions where games were lost.
 *
 *   npx tsx bench/lost-games.ts [--nodes 4000000] [--deep 40000000] [--plies 8] [--jump 50] [--at-turn [--pv]
 *     [--md-ms 2900] [--engine PATH]] [--compiled a.ts,b.ts [--ms 2900]] md.LOG [more logs]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { draughts, type DraughtsState } from '../src/games/draughts/index.js';
import { WHITE } from '../src/games/draughts/rules.js';
import { dxpService } from './dxp.js';
import { newService } from './match.js';
import { MOBYDAM_MAN } from './score-positions.js';
import { compileInternational } from './wasm/international.js';
import { COMPILED_TUNING } from '../src/games/draughts/compiled/engine.js';
import { draughtsSearchTuning } from '../src/games/draughts/search-hooks.js';

/** A ply of a logged game: its move as Moby Dam writes it, and Moby Dam's score (centi-men, its view) where it searched. */
export interface LoggedPly {
  readonly move: string;
  readonly byMobyDam: boolean;
  readonly score?: number;
}

export interface LoggedGame {
  /** Moby Dam's count of the games its process played. */
  readonly number: number;
  /** The position the game started from (after the match's opening plies), as FEN. */
  readonly fen: string;
  readonly plies: readonly LoggedPly[];
}

/** The games of a Moby Dam match log. */
export function readMatchLog(log: string): LoggedGame[] {
  const lines = log.split('\n');
  const games: { number: number; fen: string; plies: LoggedPly[] }[] = [];
  let score: number | undefined;
  let byMobyDam = false;
  lines.forEach((line, i) => {
    const start = /^starting game number (\d+)/.exec(line);
    if (start) {
      games.push({ number: Number(start[1]), fen: boardFen(lines.slice(i - 10, i)), plies: [] });
      byMobyDam = false;
      return;
    }
    const evals = /^evals=\d+ score=(-?\d+)/.exec(line);
    if (evals) [score, byMobyDam] = [Math.round((Number(evals[1]) * 100) / MOBYDAM_MAN), true];
    else if (line.startsWith('only one valid move')) byMobyDam = true;
    else if (line.startsWith('move received')) byMobyDam = false;
    const move = /^move=\d+\.(?:\.\.)? (\S+)/.exec(line);
    if (move && games.length > 0) {
      games[games.length - 1].plies.push({ move: move[1], byMobyDam, ...(byMobyDam && score !== undefined ? { score } : {}) });
      [score, byMobyDam] = [undefined, false];
    }
  });
  return games;
}

/** Moby Dam's board (ten rows of five squares: w, b, W, B for kings, dots; the last row says who moves) as FEN. */
function boardFen(rows: readonly string[]): string {
  const cells = rows.flatMap((row) => row.replace(/\(.*\)/, '').trim().split(/\s+/));
  if (cells.length !== 50) throw new Error(`A board of 50 squares was expected before "starting game"; got ${cells.length}.`);
  const list = (man: string): string => cells.flatMap((c, i) => (c === man ? [`${i + 1}`] : c === man.toUpperCase() ? [`K${i + 1}`] : [])).join(',');
  return `${/\(w to move\)/.test(rows[9]) ? 'W' : 'B'}:W${list('w')}:B${list('b')}`;
}

/** The index of the game's turning ply: Moby Dam's first search `jump` or more above its first one; −1 if none. */
export function turningPly(game: LoggedGame, jump: number): number {
  const first = game.plies.find((p) => p.score !== undefined)?.score;
  return first === undefined ? -1 : game.plies.findIndex((p) => p.score !== undefined && p.score - first >= jump);
}

/**
 * Whether the kit's score (centi-men, Moby Dam's side to move) at the turn sees what Moby Dam saw there: at least
 * `jump` − 10 above Moby Dam's first score of the game.
 */
export const seesTurn = (kitScore: number, first: number, jump: number): boolean => kitScore - first >= jump - 10;

/**
 * Moby Dam's line of moves of each game request in a log written with its console's `verbose` on (one search a
 * request): the last the search printed, `D.M score=S pv=…` or `D.M new best=S pv=…` (at most 20 moves); empty
 * where it printed none (a single legal move is played at once).
 */
export function readPvs(log: string): string[][] {
  return log
    .split('gamereq received')
    .slice(1)
    .map((search) => {
      const lines = [...search.matchAll(/^\d+\.\d+ (?:score|new best)=-?\d+ pv=(.*)$/gm)];
      return lines.length === 0 ? [] : lines[lines.length - 1][1].trim().split(/\s+/);
    });
}

/** Where `line` (moves in Moby Dam's notation) leads from `start`: played up to its first move the kit cannot read. */
export function lineEnd(start: DraughtsState, line: readonly string[]): { state: DraughtsState; plies: number } {
  let state = start;
  let plies = 0;
  for (const text of line) {
    try {
      state = draughts.play(state, draughts.parseMove(state, text));
    } catch {
      break;
    }
    plies++;
  }
  return { state, plies };
}

/** Material for `side` (WHITE or BLACK): men, and a king as three (about what Moby Dam and the kit pay for one). */
export function materialFor(s: DraughtsState, side: number): number {
  const white = s.wm + 3 * s.wk - s.bm - 3 * s.bk;
  return side === WHITE ? white : -white;
}

/** Moby Dam's line of moves from each position: one game request a position, its log read afterwards. */
async function mobyDamLines(engine: string, ms: number, positions: readonly string[]): Promise<string[][]> {
  const log = join(mkdtempSync(join(tmpdir(), 'octarine-pv-')), 'md.log');
  const command = `(echo verbose; sleep 0.3; echo time ${ms}; cat) | ${engine} -c 127.0.0.1 -p {port} -t 22 -b /dev/null -e '' -m /dev/null -l ${log} -f /dev/null`;
  const service = dxpService(command, 2 * ms);
  for (const [i, fen] of positions.entries()) {
    await service.search(i, { game: 'draughts', setup: { variant: 'international', position: fen }, moves: [], level: 1 });
  }
  await service.close();
  const lines = readPvs(readFileSync(log, 'latin1'));
  if (lines.length !== positions.length) throw new Error(`Moby Dam's log holds ${lines.length} searches for ${positions.length} positions.`);
  return lines;
}

/** What searches the positions: level 7 at a number of nodes, or a copy of the compiled search at a time. */
interface Searcher {
  readonly name: string;
  search(state: DraughtsState, fen: string, moves: readonly string[]): Promise<{ move: string | null; score: number; depth: number }>;
}

function levelSearcher(nodes: number): Searcher {
  const service = newService(undefined, { nodes, noBook: true, freshTable: true });
  let id = 0;
  return {
    name: `${nodes} nodes`,
    search: async (_state, fen, moves) => {
      const reply = await service.search(++id, { game: 'draughts', setup: { variant: 'international', position: fen }, moves: [...moves], level: 7 });
      if (!reply.ok) throw new Error(reply.message);
      return reply.result;
    },
  };
}

async function compiledSearcher(source: string, ms: number): Promise<Searcher> {
  const wasm = await compileInternational(undefined, { source });
  return {
    name: `${source.split('/').pop()} at ${ms} ms`,
    search: async (state) => {
      wasm.setTools(COMPILED_TUNING.tools);
      wasm.setTableBits(COMPILED_TUNING.tableBits);
      const r = wasm.choose(state, ms, draughtsSearchTuning.levels[7].softTimeShare);
      return { move: r.move && draughts.formatMove(state, r.move), score: r.score, depth: r.depth };
    },
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      nodes: { type: 'string', default: '4000000' },
      deep: { type: 'string', default: '40000000' },
      plies: { type: 'string', default: '8' },
      jump: { type: 'string', default: '50' },
      'at-turn': { type: 'boolean', default: false },
      pv: { type: 'boolean', default: false },
      'md-ms': { type: 'string', default: '2900' },
      engine: { type: 'string', default: 'node_modules/.cache/mobydam/main/mobydam' },
      compiled: { type: 'string' },
      ms: { type: 'string', default: '2900' },
    },
  });
  const [nodes, deep, plies, jump] = [values.nodes, values.deep, values.plies, values.jump].map(Number);
  const atTurn = values['at-turn'];
  const searchers = values.compiled
    ? await Promise.all(values.compiled.split(',').map((source) => compiledSearcher(source, Number(values.ms))))
    : [nodes, deep].map(levelSearcher);
  const tally = { positions: 0, other: searchers.map(() => 0), sees: searchers.map(() => 0), depth: searchers.map(() => 0) };
  const turns: Turn[] = [];
  /** Each searcher's move and score, `moves` played from the game's start (to `state`). */
  const searchAll = async (state: DraughtsState, fen: string, moves: readonly string[]) => {
    const found = [];
    for (const [j, searcher] of searchers.entries()) {
      const r = await searcher.search(state, fen, moves);
      tally.depth[j] += r.depth;
      found.push(r);
    }
    tally.positions++;
    return found;
  };
  const line = (found: readonly { move: string | null; score: number; depth: number }[]): string =>
    found.map((r, j) => `${searchers[j].name}: ${r.move} ${r.score} (depth ${r.depth})`).join('; ');
  for (const file of positionals) {
    for (const game of readMatchLog(readFileSync(file, 'latin1'))) {
      const scores = game.plies.flatMap((p) => (p.score === undefined ? [] : [p.score]));
      const turn = turningPly(game, jump);
      if (scores.length === 0 || scores[scores.length - 1] < 300 || turn < 0) continue; // games Moby Dam did not win or lead by 3 men at the end
      console.log(`${file} game ${game.number}: Moby Dam ${scores[0]} at first, ${game.plies[turn].score} at ply ${turn + 1}`);
      let state = draughts.setup({ variant: 'international', position: game.fen });
      const moves: string[] = [];
      for (let k = 0; k < turn; k++) {
        const move = draughts.parseMove(state, game.plies[k].move);
        const played = draughts.formatMove(state, move);
        if (!atTurn && k >= turn - plies && !game.plies[k].byMobyDam && draughts.moves(state).length > 1) {
          const found = await searchAll(state, game.fen, moves);
          found.forEach((r, j) => {
            if (r.move !== played) tally.other[j]++;
            // The kit's view is the opposite of Moby Dam's: "sees the turn" is 30 centi-men below where the game started.
            if (r.score <= -scores[0] - 30) tally.sees[j]++;
          });
          console.log(`  ply ${k + 1}: played ${played}; ${line(found)}`);
        }
        moves.push(played);
        state = draughts.play(state, move);
      }
      if (atTurn) {
        // Moby Dam to move, where its search first saw the gain: does the kit, searching for Moby Dam's side?
        const found = await searchAll(state, game.fen, moves);
        const mobyDam = draughts.formatMove(state, draughts.parseMove(state, game.plies[turn].move));
        found.forEach((r, j) => {
          if (r.move !== mobyDam) tally.other[j]++;
          if (seesTurn(r.score, scores[0], jump)) tally.sees[j]++;
        });
        console.log(`  ply ${turn + 1}: Moby Dam played ${mobyDam}; ${line(found)}`);
        turns.push({ name: `${file} game ${game.number} ply ${turn + 1}`, state, first: scores[0], seen: seesTurn(found[0].score, scores[0], jump) });
      }
    }
  }
  for (const [j, b] of searchers.entries()) {
    const depth = `depth ${(tally.depth[j] / tally.positions).toFixed(2)} on average`;
    console.log(
      atTurn
        ? `${b.name}: another move than Moby Dam's in ${tally.other[j]} of ${tally.positions} turns, its gain (${jump - 10} or more above its first score) seen in ${tally.sees[j]}; ${depth}`
        : `${b.name}: another move than the game's in ${tally.other[j]} of ${tally.positions} positions, 30 or more below the start in ${tally.sees[j]}; ${depth}`,
    );
  }
  if (atTurn && values.pv) await searchLineEnds(turns, values.engine!, Number(values['md-ms']), searchers[0], jump);
}

/** A turn (`--at-turn`): its position, Moby Dam's first score of the game and whether the kit saw the gain at its own nodes. */
interface Turn {
  readonly name: string;
  readonly state: DraughtsState;
  readonly first: number;
  readonly seen: boolean;
}

/**
 * `--pv`: Moby Dam's line from each turn, and the kit's search (at `budget`) where it ends. Counts the lines that
 * win material, and the turns the kit did not see at the turn but sees from the line's end.
 */
async function searchLineEnds(
  turns: readonly Turn[],
  engine: string,
  ms: number,
  searcher: Searcher,
  jump: number,
): Promise<void> {
  console.log(`Moby Dam's line from each of ${turns.length} turns (${ms} ms a search), and the kit (${searcher.name}) where it ends:`);
  const lines = await mobyDamLines(engine, ms, turns.map((t) => draughts.formatPosition(t.state)));
  const count = { material: 0, unseen: 0, fromEnd: 0, fromEndLevel: 0, unseenLevel: 0 };
  for (const [i, t] of turns.entries()) {
    const side = t.state.side;
    const { state: end, plies } = lineEnd(t.state, lines[i]);
    // The kit scores for the side to move at the line's end (Moby Dam's side after an even number of plies); a
    // line that ends the game scores ±10,000 for Moby Dam's side, or 0 for a draw.
    const over = draughts.outcome(end);
    let kit: number;
    let depth = 0;
    if (over) kit = over.winner === null ? 0 : (over.winner === (side === WHITE ? 'white' : 'black') ? 1 : -1) * 10_000;
    else {
      const r = await searcher.search(end, draughts.formatPosition(end), []);
      kit = end.side === side ? r.score : -r.score;
      depth = r.depth;
    }
    const won = materialFor(end, side) > materialFor(t.state, side);
    const fromEnd = seesTurn(kit, t.first, jump);
    count.material += +won;
    if (!t.seen) {
      count.unseen++;
      count.fromEnd += +fromEnd;
      if (!won) (count.unseenLevel++, (count.fromEndLevel += +fromEnd));
    }
    console.log(`  ${t.name}: ${plies} plies, material ${materialFor(t.state, side)} → ${materialFor(end, side)}; the kit there ${kit} (depth ${depth})${t.seen ? ', seen at the turn' : ''}: ${lines[i].slice(0, plies).join(' ')}`);
  }
  console.log(
    `Moby Dam's line wins material in ${count.material} of ${turns.length}. Of the ${count.unseen} turns the kit (${searcher.name}) did not see, ` +
      `it sees the gain from the line's end in ${count.fromEnd}; of the ${count.unseenLevel} where the line wins no material, in ${count.fromEndLevel}.`,
  );
}

if (process.argv[1]?.endsWith('lost-games.ts')) {
  await main();
  process.exit(0); // the search services keep their games loaded
}
