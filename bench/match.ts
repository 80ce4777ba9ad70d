/**
 * Matches between two players of the kit's AI (issue 18): the games, the openings that vary them, and
 * the statistics of a result (score, Elo difference with its 95% interval). `npm run match` is the
 * command line (scripts/match.mjs), which runs the games of a match in parallel, one Node worker a core.
 * A player searches exactly as in a page's worker: the same service (src/ai/worker-host.ts), one
 * transposition table of its own.
 */
import type { AnyGame, Outcome, SetupOptions } from '../src/core/game.js';
import { GameError } from '../src/core/errors.js';
import { LEVEL_BUDGETS, MAX_LEVEL, MIN_LEVEL, type LevelLadder } from '../src/ai/levels.js';
import { SEARCH_TUNING } from '../src/ai/search.js';
import type { LevelBudget } from '../src/core/levels.js';
import { createSearchService, loaderOf, type GameLoader, type SearchService } from '../src/ai/worker-host.js';
import { games } from '../src/engines/registry.js';
import { loadGame } from '../src/engines/loaders.js';
import { endgameProbe, useEndgameTables } from '../src/games/draughts/endgame/loader.js';
import { TABLE_SCOPE, TableProbe, buildTables } from '../src/games/draughts/endgame/tables.js';
import type { DraughtsVariant } from '../src/games/draughts/rules.js';
import { VARIANT_TABLE, type KamisadoVariant } from '../src/games/kamisado/geometry.js';
import { draughtsWithWeights, readWeights } from './draughts-weights.js';
import { openingFor, type GameRegistry } from './openings.js';
import { dxpService } from './dxp.js';
import { MOBY_TOOLS, wasmService } from './wasm/international.js';
import { externalService, type EngineSpec } from './protocols.js';
import { readGames } from './games-file.js';

export { openingFor, type GameRegistry } from './openings.js';
export { gamesText } from './games-file.js';

/** The two-player games of the kit a match can be played in. */
export const MATCH_GAMES = ['draughts', 'thud', 'kamisado', 'spock'] as const;

/** Numbers that tune a match unless the command line says otherwise. */
export const MATCH_TUNING = {
  /**
   * Random plies before the players take over, so that games differ (each opening is played with both
   * colours), by game. A Kamisado round lasts about 13 plies: after 4 random ones many are already won
   * or lost whoever plays on, and each such pair scores 1–1 (level 4 against 3 scored 58.5% over 200
   * games from 4 random plies, 63.5% from 2).
   */
  openingPlies: { draughts: 4, thud: 4, kamisado: 2, spock: 4 } as Readonly<Record<(typeof MATCH_GAMES)[number], number>>,
  /**
   * Openings kept by game: a random line is kept when a search of the judge's level scores the position
   * within `maxScore` of even (for the side to move), else the next seeded line is tried, up to
   * `openingTries` (then the most even one seen). Spock's random plies often hand a Spock to the other
   * side: of 100 openings of 4 random plies (seed 1), level 3 saw a forced win in 25 and a piece or more
   * up in about 20 more, and 75 of 100 pairs were split 1–1 whoever played (7v6, 200 games). In
   * Kamisado level 3 finds a forced win after 2 random plies in 11 openings of 100; the side to move is
   * otherwise 100–250 up, its usual first-move edge, so only the decided ones are left out.
   */
  balance: { spock: { level: 3, maxScore: 200 }, kamisado: { level: 3, maxScore: 400 } } as Readonly<Partial<Record<(typeof MATCH_GAMES)[number], OpeningBalance>>>,
  openingTries: 64,
  /** A game still running after this many plies is scored a draw (adjudicated), unless its rules bound it (`defaultMaxPlies`). */
  maxPlies: 300,
  /** An engine's time per move unless its player says `ms=T`. */
  engineMs: 1000,
} as const;

/** One side of a match: a level of the kit, optionally with a shorter clock (fast time controls), or an engine written elsewhere. */
export interface Player {
  /** The kit's level (absent for an engine). */
  readonly level?: number;
  /** Caps the level's time per move, ms; an engine's time per move (default `MATCH_TUNING.engineMs`). */
  readonly timeMs?: number;
  /** A search algorithm other than the game's default (`mcts`, `expectimax`). */
  readonly algorithm?: string;
  /** Draughts only: a JSON file of evaluation weights to play with instead of the kit's (bench/draughts-weights.ts). */
  readonly weights?: string;
  /** Draughts only: false to search without the endgame tables (`egtb=off`), to measure what they bring. */
  readonly egtb?: boolean;
  /** An engine over a text protocol (bench/protocols.ts), started by this command. */
  readonly engine?: EngineSpec;
  /** `wasm`: the whole search in WebAssembly of bench/wasm/ (international draughts; a measurement, not a level). */
  readonly wasm?: true;
  /** `wasm,tools=single+lmr+probcut`: Moby Dam's search tools the WebAssembly search uses (`MOBY_TOOLS`, added up). */
  readonly tools?: number;
  /**
   * `wasm,soft=S`: the WebAssembly search starts no iteration once this share of its time is spent (default:
   * level 7's `softTimeShare`, 0.8); 1 searches to the end of its time, as Moby Dam does.
   */
  readonly soft?: number;
  /** `wasm,tt=B`: the WebAssembly search's table holds 2^B entries (16 to 22; default 18, 2 MiB). */
  readonly tableBits?: number;
  /** `wasm,squares=F`: the WebAssembly search weighs the kit's values of a man by square by F (0 to 2; default 1). */
  readonly squares?: number;
  /**
   * `wasm,endings=N`: a position with a king or at most N pieces is searched by the kit's level 7 in the same time
   * (with its endgame tables and draw rules, which the WebAssembly search lacks).
   */
  readonly endings?: number;
  /** `book=off`: the level searches its openings instead of playing from the game's opening book. */
  readonly noBook?: true;
  /** `cutoffs=off`: the level searches without its game's enhanced transposition cut-offs (`Game.transpositionCutoffs`). */
  readonly noCutoffs?: true;
  /** `keep=off`: the level empties its table before every search, even where its budget keeps it (`LevelBudget.keepTable`). */
  readonly freshTable?: true;
  /**
   * `depth=N`: the level searches N plies a move, `nodes=N`: as deep as N nodes allow (iterations start
   * within half of them, as a level's own node budget), either with no clock unless `ms` caps it. The
   * games then come out the same on a fast machine or a slow, a busy one or an idle (with `keep=off`
   * exactly: a kept table carries entries from the thread's earlier games).
   */
  readonly depth?: number;
  readonly nodes?: number;
}

/** The deepest search a player may ask for (`depth=N`): the search's own bound. */
const MAX_SEARCH_DEPTH = SEARCH_TUNING.maxPly / 2;
/** A fixed search's clock (`depth=N`, `nodes=N`): an hour a move, never reached in a match. */
const UNTIMED_MS = 3_600_000;

/**
 * Reads a player as the command line writes it: `level=5`, `level=7,ms=200`, `level=4,algorithm=mcts`,
 * `level=4,weights=tuned.json` or `level=4,egtb=off` (draughts), `level=5,book=off` (no opening book),
 * `level=7,cutoffs=off` or `level=7,keep=off` (the search without one of its tools), `level=7,depth=9` or
 * `level=7,nodes=50000` (a fixed search, whatever the clock), or
 * an engine `hub:<command>[,ms=T]` (Hub, international draughts), `dxp:<command with {port}>[,ms=T]`
 * (DamExchange, international draughts: bench/dxp.ts) or `line:<command>[,ms=T]` (any game), or
 * `wasm[,ms=T][,nodes=N][,tools=single+lmr+probcut][,soft=S][,tt=B][,squares=F][,endings=P]`, the whole search in WebAssembly of bench/wasm/
 * (international draughts), with some of Moby Dam's search tools, starting no iteration past share S of its time,
 * its table 2^B entries, the kit's values of a man by square weighed by F, leaving positions with a king or at most P
 * pieces to level 7.
 * @throws GameError (`bad-option`) with one sentence on what is wrong.
 */
export function parsePlayer(text: string): Player {
  const wasm = /^\s*wasm\s*((?:,\s*(?:ms|nodes|tools|soft|tt|squares|endings)\s*=\s*[^,]*)*)\s*$/.exec(text);
  if (wasm) {
    const fields = new Map(wasm[1].split(',').slice(1).map((f) => f.split('=').map((x) => x.trim()) as [string, string]));
    const number = (key: string): number | undefined => {
      if (!fields.has(key)) return undefined;
      const n = Number(fields.get(key));
      if (!(Number.isInteger(n) && n > 0)) throw new GameError('bad-option', `The WebAssembly search's ${key} is a whole number above 0; got "${text}".`);
      return n;
    };
    const ms = number('ms');
    const nodes = number('nodes');
    let tools = 0;
    for (const name of fields.get('tools')?.split('+').map((t) => t.trim()) ?? []) {
      const bit = (MOBY_TOOLS as Record<string, number>)[name];
      if (bit === undefined) throw new GameError('bad-option', `The WebAssembly search's tools are ${Object.keys(MOBY_TOOLS).join(', ')} joined by +; got "${text}".`);
      tools |= bit;
    }
    const soft = fields.has('soft') ? Number(fields.get('soft')) : undefined;
    if (soft !== undefined && !(soft > 0 && soft <= 1)) throw new GameError('bad-option', `The WebAssembly search's soft is a share of its time above 0 and at most 1; got "${text}".`);
    const tableBits = number('tt');
    const endings = number('endings');
    const squares = fields.has('squares') ? Number(fields.get('squares')) : undefined;
    if (squares !== undefined && !(squares >= 0 && squares <= 2) || fields.get('squares') === '') throw new GameError('bad-option', `The WebAssembly search's squares is a weight from 0 to 2; got "${text}".`);
    if (tableBits !== undefined && (tableBits < 16 || tableBits > 22)) throw new GameError('bad-option', `The WebAssembly search's tt is 16 to 22 (2^tt entries); got "${text}".`);
    return {
      wasm: true,
      ...(ms !== undefined ? { timeMs: ms } : {}),
      ...(nodes !== undefined ? { nodes } : {}),
      ...(tools ? { tools } : {}),
      ...(soft !== undefined ? { soft } : {}),
      ...(tableBits !== undefined ? { tableBits } : {}),
      ...(squares !== undefined ? { squares } : {}),
      ...(endings !== undefined ? { endings } : {}),
    };
  }
  const engine = /^\s*(hub|line|dxp):(.+?)(?:,\s*ms\s*=\s*([^,]*))?\s*$/.exec(text);
  if (engine) {
    const ms = engine[3] === undefined ? undefined : Number(engine[3]);
    if (ms !== undefined && !(Number.isInteger(ms) && ms > 0)) throw new GameError('bad-option', `An engine's ms is a whole number of milliseconds above 0; got "${text}".`);
    return { engine: { protocol: engine[1] as EngineSpec['protocol'], command: engine[2].trim() }, ...(ms !== undefined ? { timeMs: ms } : {}) };
  }
  const fields = new Map<string, string>();
  for (const part of text.split(',')) {
    const m = /^\s*([a-z]+)\s*=\s*([\w./-]+)\s*$/i.exec(part);
    if (!m) throw new GameError('bad-option', `A player is written as level=N[,ms=T][,algorithm=A][,weights=FILE][,egtb=off][,book=off][,cutoffs=off][,keep=off][,depth=D | nodes=N] or hub:<command>[,ms=T], dxp:<command>[,ms=T] or line:<command>[,ms=T]; got "${text}".`);
    fields.set(m[1].toLowerCase(), m[2]);
  }
  for (const key of fields.keys()) {
    if (!['level', 'ms', 'algorithm', 'weights', 'egtb', 'book', 'cutoffs', 'keep', 'depth', 'nodes'].includes(key)) {
      throw new GameError('bad-option', `A player has a level, ms, algorithm, weights, egtb, book, cutoffs, keep, depth and nodes, not "${key}" (in "${text}").`);
    }
  }
  /** Whether a switch is off (absent: on). */
  const off = (key: string): boolean => {
    const value = fields.get(key);
    if (value !== undefined && value !== 'on' && value !== 'off') throw new GameError('bad-option', `A player's ${key} is on or off; got "${text}".`);
    return value === 'off';
  };
  const level = Number(fields.get('level'));
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) {
    throw new GameError('bad-option', `A player needs a level from ${MIN_LEVEL} to ${MAX_LEVEL}; got "${text}".`);
  }
  const ms = fields.has('ms') ? Number(fields.get('ms')) : undefined;
  if (ms !== undefined && !(Number.isInteger(ms) && ms > 0)) throw new GameError('bad-option', `A player's ms is a whole number of milliseconds above 0; got "${text}".`);
  const depth = fields.has('depth') ? Number(fields.get('depth')) : undefined;
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 1 && depth <= MAX_SEARCH_DEPTH)) {
    throw new GameError('bad-option', `A player's depth is a whole number of plies from 1 to ${MAX_SEARCH_DEPTH}; got "${text}".`);
  }
  const nodes = fields.has('nodes') ? Number(fields.get('nodes')) : undefined;
  if (nodes !== undefined && !(Number.isInteger(nodes) && nodes > 0)) throw new GameError('bad-option', `A player's nodes is a whole number above 0; got "${text}".`);
  if (depth !== undefined && nodes !== undefined) throw new GameError('bad-option', `A player searches to a depth or within a number of nodes, not both; got "${text}".`);
  // MCTS has no depth: with its nodes unbounded, depth=D would leave it thinking for the fixed search's hour.
  if (depth !== undefined && fields.get('algorithm') === 'mcts') throw new GameError('bad-option', `A player searching by MCTS has no depth to fix (give it nodes=N); got "${text}".`);
  return {
    level,
    ...(ms !== undefined ? { timeMs: ms } : {}),
    ...(fields.has('algorithm') ? { algorithm: fields.get('algorithm') } : {}),
    ...(fields.has('weights') ? { weights: fields.get('weights') } : {}),
    ...(off('egtb') ? { egtb: false } : {}),
    ...(off('book') ? { noBook: true as const } : {}),
    ...(off('cutoffs') ? { noCutoffs: true as const } : {}),
    ...(off('keep') ? { freshTable: true as const } : {}),
    ...(depth !== undefined ? { depth } : {}),
    ...(nodes !== undefined ? { nodes } : {}),
  };
}

/** A player as text, the way `parsePlayer` reads it. */
export const playerText = (p: Player): string =>
  [
    p.wasm ? 'wasm' : p.engine ? `${p.engine.protocol}:${p.engine.command}` : `level=${p.level}`,
    ...(p.timeMs !== undefined ? [`ms=${p.timeMs}`] : []),
    ...(p.algorithm ? [`algorithm=${p.algorithm}`] : []),
    ...(p.weights ? [`weights=${p.weights}`] : []),
    ...(p.egtb === false ? ['egtb=off'] : []),
    ...(p.noBook ? ['book=off'] : []),
    ...(p.noCutoffs ? ['cutoffs=off'] : []),
    ...(p.freshTable ? ['keep=off'] : []),
    ...(p.depth !== undefined ? [`depth=${p.depth}`] : []),
    ...(p.nodes !== undefined ? [`nodes=${p.nodes}`] : []),
    ...(p.tools ? [`tools=${Object.entries(MOBY_TOOLS).filter(([, bit]) => (p.tools! & bit) !== 0).map(([name]) => name).join('+')}`] : []),
    ...(p.soft !== undefined ? [`soft=${p.soft}`] : []),
    ...(p.tableBits !== undefined ? [`tt=${p.tableBits}`] : []),
    ...(p.squares !== undefined ? [`squares=${p.squares}`] : []),
    ...(p.endings !== undefined ? [`endings=${p.endings}`] : []),
  ].join(',');

/** How a match judges its openings (`MATCH_TUNING.balance`): the judge's level and the widest score kept. */
export interface OpeningBalance {
  readonly level: number;
  readonly maxScore: number;
}

/** How a search at `balance.level` scores the position `line` leads to (request `id` of `judge`). */
export async function openingScore(gameName: string, setup: SetupOptions, line: readonly string[], balance: OpeningBalance, seed: number, id: number, judge: MoveSource): Promise<number> {
  const reply = await judge.search(id, { game: gameName, setup, moves: line, level: balance.level, seed }, () => {});
  if (!reply.ok) throw new GameError('ai-failed', `The opening judge failed on ${line.join(' ')}: ${reply.message}`);
  return reply.result.score;
}

/**
 * The opening of pair `pair`, kept only if it is balanced: `openingFor`'s line when a search at
 * `balance.level` scores it within `balance.maxScore` of even, else the first such line of the next seeded
 * ones (seed + k·65537), else the most even of `MATCH_TUNING.openingTries` lines; a line the game ends in
 * is never kept. Without `balance`, `openingFor`'s line.
 */
export async function balancedOpeningFor(
  gameName: string,
  setup: SetupOptions,
  plies: number,
  seed: number,
  pair: number,
  balance: OpeningBalance | undefined,
  judge: MoveSource = newService(),
): Promise<{ line: string[]; score: number | null; tries: number }> {
  if (!balance) return { line: openingFor(gameName, setup, plies, seed, pair), score: null, tries: 1 };
  let best = { line: [] as string[], score: Infinity, tries: 0 };
  for (let k = 0; k < MATCH_TUNING.openingTries; k++) {
    const line = openingFor(gameName, setup, plies, seed + k * 65_537, pair);
    if (endsTheGame(gameName, setup, line)) continue;
    const score = await openingScore(gameName, setup, line, balance, seed, pair * MATCH_TUNING.openingTries + k, judge);
    if (Math.abs(score) < Math.abs(best.score)) best = { line, score, tries: k + 1 };
    if (Math.abs(score) <= balance.maxScore) return { line, score, tries: k + 1 };
  }
  return { ...best, tries: MATCH_TUNING.openingTries };
}

/**
 * The openings of a file (`npm run match -- --openings FILE`): a games file as `--pgn` writes it (each game's
 * moves), or a line of moves a line in the game's notation (blank lines and `#` comments skipped). With `plies`,
 * each is cut to its first `plies` plies and one shorter is dropped: a match from the games' middle (their ply
 * 70, say) measures who plays better from there on. A line met twice is kept once, and a line the game ends in
 * is dropped. A move that is not legal where it stands is a `GameError` naming its line.
 */
export function openingsFromFile(text: string, gameName: string, setup: SetupOptions, plies?: number, registry: GameRegistry = games): string[][] {
  const game = registry[gameName];
  const lines = /^\s*\[Game /m.test(text)
    ? readGames(text).map((g) => g.moves)
    : text
        .split('\n')
        .map((l) => l.replace(/#.*/, '').trim())
        .filter((l) => l !== '')
        .map((l) => l.split(/\s+/));
  const seen = new Set<string>();
  const kept: string[][] = [];
  lines.forEach((moves, n) => {
    if (plies !== undefined && moves.length < plies) return;
    const line = plies === undefined ? moves : moves.slice(0, plies);
    let state = game.setup(setup);
    for (const move of line) {
      if (game.outcome(state)) throw new GameError('bad-option', `Opening ${n + 1} of the file goes on after the game has ended, at "${move}".`);
      try {
        state = game.play(state, game.parseMove(state, move));
      } catch (e) {
        throw new GameError('bad-option', `Opening ${n + 1} of the file: "${move}" is not a legal move there (${e instanceof Error ? e.message : String(e)}).`);
      }
    }
    const key = line.join(' ');
    if (game.outcome(state) || seen.has(key)) return;
    seen.add(key);
    kept.push([...line]);
  });
  return kept;
}

/** Whether playing `line` from the set-up ends the game (its last ply, or one before it when the line is short). */
function endsTheGame(gameName: string, setup: SetupOptions, line: readonly string[], registry: GameRegistry = games): boolean {
  const game = registry[gameName];
  let state = game.setup(setup);
  for (const text of line) state = game.play(state, game.parseMove(state, text));
  return game.outcome(state) !== null;
}

/** What one player did in one game. */
export interface SideStats {
  moves: number;
  ms: number;
  depth: number;
  nodes: number;
}

/** One game of a match, from player A's side. */
export interface GameReport {
  /** Index in the match (pair = index >> 1). */
  readonly index: number;
  /** The side player A played. */
  readonly aSide: string;
  /** 1 a win for A, 0.5 a draw, 0 a loss. */
  readonly score: 0 | 0.5 | 1;
  /** How it ended: the rules' reason, or `adjudicated` at the ply limit. */
  readonly reason: string;
  readonly plies: number;
  /**
   * A's points less B's when the game ends with a score (a classic Thud battle: the pieces each
   * side keeps, rules/thud.md §3), else absent. Pairs are judged by its sum (`summarizePairs`).
   */
  readonly margin?: number;
  readonly a: SideStats;
  readonly b: SideStats;
  /** The whole game, opening included, in canonical notation. */
  readonly moves: readonly string[];
}

/**
 * The ply limit of a match's games unless `--max-plies` says otherwise: `MATCH_TUNING.maxPlies`, or the
 * bound of a Kamisado match's own rules, which a marathon passes in normal play (the
 * marathon's games lasted 175–317 plies from 2v1 to 6v5): every round scores, so a match to `target` points lasts
 * at most 2 × target − 1 rounds of at most `cap` plies each (rules/kamisado.md §5, §8).
 */
export function defaultMaxPlies(game: string, setup: SetupOptions): number {
  if (game !== 'kamisado') return MATCH_TUNING.maxPlies;
  const kamisado = games.kamisado;
  const rules = VARIANT_TABLE[kamisado.variant(kamisado.setup(setup)) as KamisadoVariant];
  return rules.nonStop ? rules.cap : rules.cap * (2 * rules.target - 1);
}

/** One game to play: A takes `game.sides[index % 2]`, so the two games of a pair swap colours. */
export interface GameJob {
  readonly game: string;
  readonly setup: SetupOptions;
  readonly a: Player;
  readonly b: Player;
  readonly index: number;
  readonly opening: readonly string[];
  readonly seed: number;
  readonly maxPlies?: number;
}

/** What a player searches with: the kit's search service, or an engine over its protocol. */
export type MoveSource = Pick<SearchService, 'search'> & { close?(): void | Promise<void> };

/** Plays one game between two players, each with a search service (and table) of its own. */
export async function playGame(job: GameJob, services?: { a: MoveSource; b: MoveSource }, registry: GameRegistry = games): Promise<GameReport> {
  if (services) return play(job, services, registry);
  // Its own players, stopped after the game (an engine's process with them).
  const own = { a: serviceFor(job.a, registry), b: serviceFor(job.b, registry) };
  try {
    return await play(job, own, registry);
  } finally {
    await Promise.all([own.a.close?.(), own.b.close?.()]);
  }
}

async function play(job: GameJob, services: { a: MoveSource; b: MoveSource }, registry: GameRegistry): Promise<GameReport> {
  const game = registry[job.game];
  if (registry === games ? !(MATCH_GAMES as readonly string[]).includes(job.game) : game?.sides.length !== 2) {
    throw new GameError('unknown-game', `A match is played in ${registry === games ? MATCH_GAMES.join(', ') : 'a game of two sides'}; got "${job.game}".`);
  }
  for (const p of [job.a, job.b]) {
    if (p.weights && job.game !== 'draughts') throw new GameError('bad-option', `Evaluation weights are for draughts only; got weights=${p.weights} in ${job.game}.`);
    if (p.egtb === false && job.game !== 'draughts') throw new GameError('bad-option', `Endgame tables are for draughts only; got egtb=off in ${job.game}.`);
  }
  // A page's worker builds them beside its first search near the end; a match has them from the start,
  // so that its result does not depend on how fast the build runs beside the search.
  if (job.game === 'draughts' && registry === games) prepareEndgameTables(String(game.variant(game.setup(job.setup))) as DraughtsVariant);
  const aSide = game.sides[job.index % 2];
  const maxPlies = job.maxPlies ?? MATCH_TUNING.maxPlies;
  let state = game.setup(job.setup);
  const moves: string[] = [];
  for (const text of job.opening) {
    const move = game.parseMove(state, text);
    moves.push(game.formatMove(state, move));
    state = game.play(state, move);
  }
  const stats = { a: newStats(), b: newStats() };
  let id = 0;
  while (!game.outcome(state) && moves.length < maxPlies) {
    const who = game.turn(state) === aSide ? 'a' : 'b';
    const p = job[who];
    const t0 = performance.now();
    const reply = await services[who].search(++id, {
      game: job.game,
      setup: job.setup,
      moves,
      level: p.level ?? MIN_LEVEL,
      seed: (job.seed + job.index * 7919 + moves.length) >>> 0,
      ...(p.algorithm ? { algorithm: p.algorithm } : {}),
      ...(p.timeMs !== undefined ? { timeLimitMs: p.timeMs } : {}),
    });
    const ms = performance.now() - t0;
    if (!reply.ok || !reply.result.move) throw new GameError('ai-failed', `Game ${job.index}, ply ${moves.length + 1}: the search gave no move (${reply.ok ? 'none' : reply.message}).`);
    const s = stats[who];
    s.moves++;
    s.ms += ms;
    s.depth += reply.result.depth;
    s.nodes += reply.result.nodes;
    const move = game.parseMove(state, reply.result.move);
    moves.push(game.formatMove(state, move));
    state = game.play(state, move);
  }
  const end = game.outcome(state);
  const score = !end || end.winner === null ? 0.5 : end.winner === aSide ? 1 : 0;
  const margin = end ? marginOf(end, aSide, game.sides.find((x) => x !== aSide)!) : undefined;
  return {
    index: job.index, aSide, score, reason: end ? end.reason : 'adjudicated', plies: moves.length,
    ...(margin === undefined ? {} : { margin }), a: stats.a, b: stats.b, moves,
  };
}

/** A's points less B's, when the outcome carries points by side name (`score: {dwarfs, trolls}`). */
function marginOf(end: Outcome, aSide: string, bSide: string): number | undefined {
  const points = (end as Outcome & { score?: Readonly<Record<string, unknown>> }).score;
  const pa = points?.[aSide];
  const pb = points?.[bSide];
  return typeof pa === 'number' && typeof pb === 'number' ? pa - pb : undefined;
}

const newStats = (): SideStats => ({ moves: 0, ms: 0, depth: 0, nodes: 0 });

/** What a player of the kit may turn off, or fix (its depth or nodes a move). */
export type Switches = Pick<Player, 'noBook' | 'noCutoffs' | 'freshTable' | 'depth' | 'nodes'>;

/** A level's budget as `player` searches with it: its table emptied, or to a fixed depth or number of nodes. */
const budgetAs = (player: Switches, budget: LevelBudget): LevelBudget => ({
  ...budget,
  ...(player.freshTable ? { keepTable: false } : {}),
  ...(player.depth !== undefined ? { maxDepth: player.depth, maxNodes: Infinity, timeMs: UNTIMED_MS } : {}),
  ...(player.nodes !== undefined ? { maxDepth: MAX_SEARCH_DEPTH, maxNodes: player.nodes, timeMs: UNTIMED_MS } : {}),
});

const ladderAs = (player: Switches, ladder: LevelLadder): LevelLadder =>
  Object.fromEntries(Object.entries(ladder).map(([level, budget]) => [level, budgetAs(player, budget)]));

/**
 * `game` as `player` searches it: without its opening book, its cut-offs or its kept table where the
 * player turns them off, to a fixed depth or number of nodes where it asks.
 */
export function asPlayedBy(player: Switches, { openingMove, transpositionCutoffs, ...rest }: AnyGame): AnyGame {
  const game: AnyGame = { ...rest, ...(player.noBook ? {} : { openingMove }), ...(player.noCutoffs ? {} : { transpositionCutoffs }) };
  const fixed = player.depth !== undefined || player.nodes !== undefined;
  if (!player.freshTable && !fixed) return game;
  const variantLevels = game.variantLevels && Object.fromEntries(Object.entries(game.variantLevels).map(([variant, ladder]) => [variant, ladderAs(player, ladder)]));
  // A fixed search changes every level; an emptied table only those that keep one (levels of the game's own).
  const levels = fixed ? { ...LEVEL_BUDGETS, ...game.levels } : (game.levels ?? LEVEL_BUDGETS);
  return { ...game, levels: ladderAs(player, levels), ...(variantLevels ? { variantLevels } : {}) };
}

/** A search service as a page's worker has (its slices, its own transposition table); `player`: what it turns off in the games (`asPlayedBy`). */
export const newService = (registry: GameRegistry = games, player: Switches = {}): SearchService => {
  // The kit's games as its worker loads them (with their search boards), others as given.
  const load: GameLoader = registry === games ? loadGame : loaderOf(registry);
  const turnedOff = player.noBook || player.noCutoffs || player.freshTable || player.depth !== undefined || player.nodes !== undefined;
  return createSearchService(turnedOff ? (name) => Promise.resolve(load(name)).then((game) => asPlayedBy(player, game)) : load, 'worker');
};

/** What `player` searches with: its engine (started now), or a search service of the kit. */
export const serviceFor = (player: Player, registry: GameRegistry = games): MoveSource =>
  player.wasm
    ? wasmService(
        player.timeMs ?? (player.nodes !== undefined ? UNTIMED_MS : MATCH_TUNING.engineMs),
        player.nodes,
        player.tools,
        player.soft,
        player.tableBits,
        player.squares,
        player.endings !== undefined ? { pieces: player.endings, service: newService(registry) } : undefined,
      )
    : player.engine
    ? player.engine.protocol === 'dxp'
      ? dxpService(player.engine.command, player.timeMs ?? MATCH_TUNING.engineMs)
      : externalService({ ...player.engine, protocol: player.engine.protocol }, player.timeMs ?? MATCH_TUNING.engineMs)
    : newService(
        player.weights || player.egtb === false
          ? { ...registry, draughts: draughtsWithWeights(player.weights ? readWeights(player.weights) : {}, player.egtb !== false) }
          : registry,
        player,
      );

/** Builds a draughts variant's endgame tables at once, unless they are built (the search boards of this thread probe them). */
function prepareEndgameTables(variant: DraughtsVariant): void {
  if (!endgameProbe(variant)) useEndgameTables(new TableProbe(buildTables(variant, TABLE_SCOPE[variant])));
}

/** The Elo difference that expects `score` (0–1) of the points: 0.75 → +191. Infinite at 0 and 1. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1);
}

/** A match's result from player A's side. */
export interface MatchSummary extends ScoreStats {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly adjudicated: number;
  readonly meanPlies: number;
  readonly a: SideStats;
  readonly b: SideStats;
}

/** A's mean score over independent results (0–1 each), with half its 95% interval and the Elo differences. */
export interface ScoreStats {
  /** A's share of the points, 0–1. */
  readonly score: number;
  /** Half the 95% interval of the score (normal approximation over the results). */
  readonly margin: number;
  readonly elo: number;
  /** The Elo difference at the ends of the score's 95% interval. */
  readonly eloLow: number;
  readonly eloHigh: number;
}

function scoreStats(results: readonly number[]): ScoreStats {
  const n = results.length;
  if (n === 0) throw new RangeError('A match summary needs at least one game.');
  const score = results.reduce((t, x) => t + x, 0) / n;
  const variance = results.reduce((t, x) => t + (x - score) ** 2, 0) / n;
  const margin = 1.96 * Math.sqrt(variance / n);
  return { score, margin, elo: eloOf(score), eloLow: eloOf(Math.max(0, score - margin)), eloHigh: eloOf(Math.min(1, score + margin)) };
}

/** Sums up a match's games: W/D/L, score with its 95% interval, the Elo difference and its interval. */
export function summarize(reports: readonly GameReport[]): MatchSummary {
  const n = reports.length;
  const sum = (side: 'a' | 'b'): SideStats =>
    reports.reduce((t, r) => ({ moves: t.moves + r[side].moves, ms: t.ms + r[side].ms, depth: t.depth + r[side].depth, nodes: t.nodes + r[side].nodes }), newStats());
  return {
    games: n,
    wins: reports.filter((r) => r.score === 1).length,
    draws: reports.filter((r) => r.score === 0.5).length,
    losses: reports.filter((r) => r.score === 0).length,
    ...scoreStats(reports.map((r) => r.score)),
    adjudicated: reports.filter((r) => r.reason === 'adjudicated').length,
    meanPlies: reports.reduce((t, r) => t + r.plies, 0) / n,
    a: sum('a'),
    b: sum('b'),
  };
}

/** A match counted by pairs: each opening played with both colours, one result (0–1) for A per pair. */
export interface PairSummary extends ScoreStats {
  readonly pairs: number;
  /** Pairs A won, drew and lost (a pair's result above, at or below ½). */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Pairs judged by points (`GameReport.margin` in both games), as a classic Thud two-battle match is. */
  readonly onPoints: number;
}

/**
 * The match by pairs, for games where one side wins most games whoever plays it (classic Thud's Trolls,
 * football's Dwarfs): the side's edge cancels within a pair, what is left is the players'. A pair whose
 * games both ended with points is won by the higher total of the two (rules/thud.md §3 "Two-battle
 * match": a pair is exactly one); any other pair (a game without points: one stopped at the ply limit)
 * scores the mean of its two games.
 */
export function summarizePairs(reports: readonly GameReport[]): PairSummary {
  const byPair = new Map<number, GameReport[]>();
  for (const r of reports) byPair.set(r.index >> 1, [...(byPair.get(r.index >> 1) ?? []), r]);
  const pairs = [...byPair.values()].filter((p) => p.length === 2);
  const onPoints = (p: GameReport[]): boolean => p.every((r) => r.margin !== undefined);
  const results = pairs.map(([x, y]) => {
    if (!onPoints([x, y])) return (x.score + y.score) / 2;
    const total = x.margin! + y.margin!;
    return total > 0 ? 1 : total < 0 ? 0 : 0.5;
  });
  return {
    pairs: pairs.length,
    wins: results.filter((x) => x > 0.5).length,
    draws: results.filter((x) => x === 0.5).length,
    losses: results.filter((x) => x < 0.5).length,
    onPoints: pairs.filter(onPoints).length,
    ...scoreStats(results),
  };
}
