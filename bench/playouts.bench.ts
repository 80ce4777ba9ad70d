/**
 * Random playouts of every engine (issue 15): for every game and variant (and the set-up options
 * the rules offer: Thud's trollCapture "one" and two-battle match, Kamisado's Gold-first start,
 * seeded Robots halls and Formula 1 roads), 10,000 complete seeded random games, checking the
 * `Game` contract after every ply and an export/import round trip at every game's end.
 *
 * At every position of the "full" games:
 * - `moves()` is empty exactly when `outcome()` is non-null;
 * - every listed move's `formatMove` text is unique and `parseMove` gives it back (the very move,
 *   an equal value, or one that plays to the same position and hash);
 * - `formatPosition` parses back through `setup({ …options, variant, position })` to the same
 *   text, hash, legal move count and outcome — at the end, unless the position text cannot carry
 *   why the game ended (a repetition or draw counter: `reloadLoses`; Kamisado's reason: `reloadKeepsReason`);
 * - `hash` and `formatPosition` are stable, `play` is deterministic and leaves the state it was given
 *   unchanged, and at the game's end every earlier state still has its text and hash (undo and
 *   history navigation keep earlier state values and go back to them).
 * At every position of every game: moves non-empty iff no outcome, the played move's text round
 * trip, and `play` leaving its input's hash alone. Every game must end by a rule of the game: the
 * bench's own guard (`guardPlies`, far above every rule's cap) counts as a failure. At every game's
 * end, `exportRecord` → `importRecord` gives the same variant and moves, whose replay (as
 * GameSession.importGame does it) reaches the same final position, hash and outcome.
 *
 * Same seed, same games: game i of every configuration uses seed i (the move choices, and the hall
 * or road of Robots and Formula 1), whichever thread plays it. Environment: `PLAYOUT_GAMES` (games
 * per configuration, default 10,000), `PLAYOUT_FULL` (how many of them, from the first, get the
 * every-position checks; default per configuration, see `CONFIGS`), `PLAYOUT_ONLY` (configurations
 * whose label contains it), `PLAYOUT_FIRST` (first seed, default 1), `PLAYOUT_WORKERS` (threads,
 * default 2; 1 plays in this thread). A failure names configuration, seed and ply; replay it with
 * `PLAYOUT_ONLY="<configuration>" PLAYOUT_FIRST=<seed> PLAYOUT_GAMES=1 PLAYOUT_WORKERS=1`.
 */
import type { AnyGame, Outcome, SetupOptions } from '../src/core/game.js';
import { mulberry32 } from '../src/core/random.js';
import { draughts } from '../src/games/draughts/index.js';
import { formula } from '../src/games/formula/index.js';
import { kamisado } from '../src/games/kamisado/index.js';
import { robots } from '../src/games/robots/index.js';
import { spock } from '../src/games/spock/index.js';
import { thud } from '../src/games/thud/index.js';

/** Sizes of a run (the environment overrides them, see the header). */
export const PLAYOUT_BENCH = {
  games: 10_000,
  /** A game still going after this many plies is a failure: every engine's rules end games far sooner. */
  guardPlies: 100_000,
  /** Failures listed per configuration (all are counted). */
  failuresShown: 5,
  /** Threads playing games (Node worker threads; 1 = this thread only). */
  workers: 2,
  /** Games per unit of work handed to a thread. */
  chunk: 250,
} as const;

/** One configuration: a game, its set-up options for game `i`, and what its position text cannot carry. */
export interface PlayoutConfig {
  readonly label: string;
  readonly game: AnyGame;
  readonly options: (i: number) => SetupOptions;
  /**
   * End reasons decided by history the position text does not hold (repetitions, draw counters):
   * reloading such a final position gives a live game, so only its text and hash are compared.
   */
  readonly reloadLoses?: ReadonlySet<string>;
  /**
   * False when the position text cannot say why a finished game ended (Kamisado writes `#` and
   * the winner, rules/kamisado.md §9): a reloaded final position then keeps the winner only.
   */
  readonly reloadKeepsReason?: boolean;
  /** Games (from the first) that get the every-position checks; the rest get the cheap ones. */
  readonly full: number;
}

const DRAUGHTS_COUNTERS = new Set(['repetition', 'king-moves', 'endgame-16', 'endgame-5', 'endgame-15', 'long-diagonal', 'endgame-30', 'endgame-60']);
const REPETITION = new Set(['repetition']);
/** rules/thud.md §6: trolls already round the Rock in a loaded position have not won (only a troll move wins). */
const KOOM_VALLEY = new Set(['repetition', 'trolls-surround']);

/**
 * Games checked at every position where 10,000 would not fit the ten minutes: a Thud position lists
 * hundreds of moves (each one's text is parsed back) and a game runs 100–600 plies; Kamisado's long
 * matches run 140–290 plies.
 */
const THUD_FULL = 250;
const KAMISADO_FULL: Readonly<Record<string, number>> = { long: 5_000, marathon: 2_500 };

/** Every game and variant. */
const CONFIGS: readonly PlayoutConfig[] = [
  ...draughts.variants.map((variant): PlayoutConfig => ({ label: `draughts ${variant}`, game: draughts, options: () => ({ variant }), reloadLoses: DRAUGHTS_COUNTERS, full: 10_000 })),
  { label: 'thud classic', game: thud, options: () => ({ variant: 'classic' }), reloadLoses: REPETITION, full: THUD_FULL },
  { label: 'thud classic trollCapture=one', game: thud, options: () => ({ variant: 'classic', trollCapture: 'one' }), reloadLoses: REPETITION, full: THUD_FULL },
  { label: 'thud classic match=two-battle', game: thud, options: () => ({ variant: 'classic', match: 'two-battle' }), reloadLoses: REPETITION, full: THUD_FULL },
  { label: 'thud koom-valley', game: thud, options: () => ({ variant: 'koom-valley' }), reloadLoses: KOOM_VALLEY, full: THUD_FULL },
  { label: 'thud koom-valley-football', game: thud, options: () => ({ variant: 'koom-valley-football' }), reloadLoses: KOOM_VALLEY, full: THUD_FULL },
  // Gold opens every other game (rules/kamisado.md §2); the record must say so.
  ...kamisado.variants.map((variant): PlayoutConfig => ({ label: `kamisado ${variant}`, game: kamisado, options: (i) => ({ variant, first: i % 2 ? 'gold' : 'black' }), reloadKeepsReason: false, full: KAMISADO_FULL[variant] ?? 10_000 })),
  { label: 'spock standard', game: spock, options: () => ({ variant: 'standard' }), reloadLoses: REPETITION, full: 10_000 },
  // Seeded halls, every level, safe moves on and off.
  { label: 'robots standard (seed i, levels 1-7)', game: robots, options: (i) => ({ variant: 'standard', seed: i, level: 1 + (i % 7), safeMoves: i % 2 ? 'on' : 'off' }), full: 10_000 },
  // Seeded roads, every level and starting speed; every fifth race has a finish line.
  ...formula.variants.map((variant): PlayoutConfig => ({
    label: `formula ${variant} (seed i, levels 1-7)`,
    game: formula,
    options: (i) => ({ variant, seed: i, level: 1 + (i % 7), speed: 1 + (i % 8), ...(i % 5 === 0 ? { length: 60 } : {}) }),
    full: 10_000,
  })),
];

class PlayoutFailure extends Error {}

interface GameResult {
  readonly plies: number;
  readonly outcome: Outcome;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Options as a session keeps them for a record (GameSession.setupOptions). */
function recordOptions(config: PlayoutConfig, i: number, start: unknown): Record<string, unknown> {
  const { variant: _v, position: _p, ...rest } = config.options(i);
  return { ...rest, ...(config.game.options?.(start) ?? {}) };
}

/** Plays game `i` of `config` to its end; throws PlayoutFailure naming seed and ply at the first broken rule. */
function playGame(config: PlayoutConfig, i: number, full: boolean): GameResult {
  const { game } = config;
  const options = config.options(i);
  const rnd = mulberry32(i);
  let ply = 0;
  let s: unknown = game.setup(options);
  const start = s;
  const variant = game.variant(start);
  const fail = (what: string): never => {
    let where = '';
    try {
      where = ` — position ${game.formatPosition(s)}`;
    } catch {
      /* the position itself may be what broke */
    }
    throw new PlayoutFailure(`${config.label}: seed ${i} ply ${ply}: ${what}${where}`);
  };
  const texts: string[] = [];
  /** Full games: every state reached, with its text and hash then (what undo goes back to). */
  const line: { state: unknown; text: string; hash: number }[] = [];

  for (;;) {
    const out = game.outcome(s) as Outcome | null;
    const ms = game.moves(s);
    if ((ms.length === 0) !== (out !== null)) {
      fail(out ? `moves() lists ${ms.length} moves after the end (${out.reason})` : 'moves() is empty but outcome() is null');
    }
    const hash = game.hash(s);
    let text = '';
    if (full) {
      text = game.formatPosition(s);
      if (game.hash(s) !== hash || game.formatPosition(s) !== text) fail('hash or formatPosition differs between two calls');
      line.push({ state: s, text, hash });
      // Move texts first: some engines keep the last move list for parseMove (Thud), and the reload below replaces it.
      const seen = new Set<string>();
      for (const m of ms) {
        const t = game.formatMove(s, m);
        if (seen.has(t)) fail(`two legal moves are both written ${t}`);
        seen.add(t);
        let m2: unknown;
        try {
          m2 = game.parseMove(s, t);
        } catch (e) {
          fail(`parseMove refuses formatMove's ${t}: ${(e as Error).message}`);
        }
        // The very move, or an equal value, needs no replay (play is checked pure and deterministic below);
        // another value must play to the same position.
        if (m2 !== m && !same(m2, m)) {
          const a = game.play(s, m);
          const b = game.play(s, m2);
          if (game.formatPosition(a) !== game.formatPosition(b) || game.hash(a) !== game.hash(b)) fail(`parseMove(${t}) plays to another position`);
        }
      }
      let back: unknown;
      try {
        back = game.setup({ ...options, ...(game.options?.(s) ?? {}), variant, position: text });
      } catch (e) {
        fail(`setup({ position }) refuses formatPosition's own text: ${(e as Error).message}`);
      }
      const backText = game.formatPosition(back);
      if (backText !== text) fail(`position round trip gives ${backText}`);
      if (game.hash(back) !== hash) fail(`reloaded position has hash ${game.hash(back)}, not ${hash}`);
      if (!out || !config.reloadLoses?.has(out.reason)) {
        const backOut = game.outcome(back) as Outcome | null;
        const want = out && config.reloadKeepsReason === false ? { winner: out.winner, reason: backOut?.reason } : out;
        if (!same(backOut, want)) fail(`reloaded position has outcome ${JSON.stringify(backOut)}, not ${JSON.stringify(out)}`);
        const n = game.moves(back).length;
        if (n !== ms.length) fail(`reloaded position has ${n} legal moves, not ${ms.length}`);
      }
    }
    if (out) {
      // Undo: every earlier state of the game is still the value it was when reached.
      for (const [k, e] of line.entries()) {
        if (game.formatPosition(e.state) !== e.text || game.hash(e.state) !== e.hash) fail(`the state of ply ${k} changed later in the game (undo would not restore it)`);
      }
      return finish(config, i, start, s, texts, out, fail);
    }
    if (ply >= PLAYOUT_BENCH.guardPlies) fail(`no end after ${ply} plies (the bench's guard, not a rule)`);

    const m = ms[rnd() % ms.length];
    const t = game.formatMove(s, m);
    if (!full) {
      let m2: unknown;
      try {
        m2 = game.parseMove(s, t);
      } catch (e) {
        fail(`parseMove refuses formatMove's ${t}: ${(e as Error).message}`);
      }
      if (m2 !== m && !same(m2, m) && game.hash(game.play(s, m2)) !== game.hash(game.play(s, m))) fail(`parseMove(${t}) plays to another position`);
    }
    const next = game.play(s, m);
    if (game.hash(s) !== hash) fail(`play(${t}) changed the hash of the state it was given`);
    if (full) {
      if (game.formatPosition(s) !== text) fail(`play(${t}) changed the state it was given (undo would not restore it)`);
      const again = game.play(s, m);
      if (game.formatPosition(again) !== game.formatPosition(next) || game.hash(again) !== game.hash(next)) fail(`play(${t}) twice gives two positions`);
    }
    texts.push(t);
    s = next;
    ply++;
  }
}

/** Export → import → replay at the game's end. */
function finish(config: PlayoutConfig, i: number, start: unknown, end: unknown, texts: readonly string[], out: Outcome, fail: (what: string) => never): GameResult {
  const { game } = config;
  if (!game.exportRecord || !game.importRecord) fail(`${game.name} has no record format`);
  const variant = game.variant(start);
  const options = recordOptions(config, i, start);
  const initial = game.formatPosition(game.setup({ ...config.options(i), position: undefined }));
  const startText = game.formatPosition(start);
  const record = game.exportRecord!({ variant, position: startText === initial ? undefined : startText, moves: texts, outcome: out, options });
  let rec;
  try {
    rec = game.importRecord!(record);
  } catch (e) {
    fail(`importRecord refuses exportRecord's record: ${(e as Error).message}\n${record}`);
  }
  if (rec!.variant !== variant) fail(`the record's variant is ${rec!.variant}, not ${variant}`);
  if (!same(rec!.moves, texts)) {
    const k = texts.findIndex((t, j) => rec!.moves[j] !== t);
    fail(`the record's moves differ from the game's (${rec!.moves.length} vs ${texts.length}; first at move ${k + 1}: ${rec!.moves[k]} vs ${texts[k]})`);
  }
  // As GameSession.importGame does it.
  let s: unknown;
  try {
    s = game.setup({ ...config.options(i), ...(rec!.options ?? {}), variant: rec!.variant, position: rec!.position });
  } catch (e) {
    fail(`the record's set-up fails: ${(e as Error).message}`);
  }
  if (game.formatPosition(s) !== startText) fail(`the record starts from ${game.formatPosition(s)}, not ${startText}`);
  rec!.moves.forEach((t, j) => {
    if (game.outcome(s)) fail(`replaying the record: the game is over before move ${j + 1}`);
    let m: unknown;
    try {
      m = game.parseMove(s, t);
    } catch (e) {
      fail(`replaying the record: move ${j + 1} (${t}): ${(e as Error).message}`);
    }
    s = game.play(s, m);
  });
  if (game.formatPosition(s) !== game.formatPosition(end) || game.hash(s) !== game.hash(end)) fail(`the record replays to ${game.formatPosition(s)}`);
  if (!same(game.outcome(s), out)) fail(`the record replays to outcome ${JSON.stringify(game.outcome(s))}, not ${JSON.stringify(out)}`);
  return { plies: texts.length, outcome: out };
}

/** What a chunk of games of one configuration gave (plain data: it crosses from a worker thread). */
export interface ChunkStats {
  readonly config: number;
  games: number;
  full: number;
  plies: number;
  /** Time spent playing, summed over the threads that played the chunks. */
  ms: number;
  readonly reasons: Record<string, number>;
  readonly failures: string[];
  failed: number;
}

/** A chunk of work: games `first`..`first + count − 1` of a configuration, the first `full` of them checked in full. */
interface Chunk {
  readonly config: number;
  readonly first: number;
  readonly count: number;
  readonly full: number;
}

/** Plays one chunk. */
function playChunk(job: Chunk): ChunkStats {
  const config = CONFIGS[job.config];
  const stats: ChunkStats = { config: job.config, games: 0, full: 0, plies: 0, ms: 0, reasons: {}, failures: [], failed: 0 };
  const t0 = performance.now();
  for (let k = 0; k < job.count; k++) {
    const i = job.first + k;
    const full = k < job.full;
    try {
      const r = playGame(config, i, full);
      stats.plies += r.plies;
      const who = r.outcome.winner ?? (config.game.sides.length > 1 ? 'draw' : '');
      const key = who ? `${r.outcome.reason} (${who})` : r.outcome.reason;
      stats.reasons[key] = (stats.reasons[key] ?? 0) + 1;
    } catch (e) {
      stats.failed++;
      const msg = e instanceof PlayoutFailure ? e.message : `${config.label}: seed ${i}: ${(e as Error).stack ?? String(e)}`;
      if (stats.failures.length < PLAYOUT_BENCH.failuresShown) stats.failures.push(msg);
    }
    stats.games++;
    if (full) stats.full++;
  }
  stats.ms = performance.now() - t0;
  return stats;
}

function merge(into: ChunkStats, add: ChunkStats): void {
  into.games += add.games;
  into.full += add.full;
  into.plies += add.plies;
  into.ms += add.ms;
  into.failed += add.failed;
  for (const [k, n] of Object.entries(add.reasons)) into.reasons[k] = (into.reasons[k] ?? 0) + n;
  for (const f of add.failures) if (into.failures.length < PLAYOUT_BENCH.failuresShown) into.failures.push(f);
}

// ------------------------------------------------------------------ threads (Node's worker_threads)

/** The part of node:worker_threads used here (the project's type-check has no Node types). */
interface Port {
  on(event: 'message', listener: (data: unknown) => void): void;
  postMessage(data: unknown): void;
}
interface ThreadWorker extends Port {
  on(event: 'message' | 'error', listener: (data: unknown) => void): void;
  terminate(): Promise<number>;
}
interface WorkerThreads {
  readonly isMainThread: boolean;
  readonly workerData: unknown;
  readonly parentPort: Port | null;
  readonly Worker: new (url: URL, options: { workerData: unknown }) => ThreadWorker;
}

const WORKER_FLAG = 'octarinePlayouts';

async function workerThreads(): Promise<WorkerThreads | null> {
  const spec = 'node:worker_threads';
  try {
    return (await import(/* @vite-ignore */ spec)) as WorkerThreads;
  } catch {
    return null;
  }
}

// This very module is the worker's script: in a worker thread it serves chunks.
const threads = await workerThreads();
if (threads && !threads.isMainThread && (threads.workerData as Record<string, unknown> | null)?.[WORKER_FLAG] && threads.parentPort) {
  const port = threads.parentPort;
  port.on('message', (job) => port.postMessage(playChunk(job as Chunk)));
}

/** Runs the chunks on `workers` threads (or in this thread), calling `done` as each one finishes. */
async function runChunks(chunks: readonly Chunk[], workers: number, done: (s: ChunkStats) => void): Promise<void> {
  if (workers <= 1 || !threads) {
    for (const c of chunks) done(playChunk(c));
    return;
  }
  let next = 0;
  const pool = Array.from({ length: Math.min(workers, chunks.length) }, () => new threads.Worker(new URL(import.meta.url), { workerData: { [WORKER_FLAG]: true } }));
  try {
    await Promise.all(
      pool.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const feed = (): void => {
              if (next < chunks.length) w.postMessage(chunks[next++]);
              else resolve();
            };
            w.on('message', (data) => {
              done(data as ChunkStats);
              feed();
            });
            w.on('error', (e) => reject(e));
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

// ------------------------------------------------------------------ the run

function env(): Record<string, string | undefined> {
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
}

function envInt(name: string): number | undefined {
  const v = env()[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${v}"`);
  return n;
}

const pad = (s: string | number, n: number, right = false): string => (right ? String(s).padEnd(n) : String(s).padStart(n));

export async function run(): Promise<void> {
  const games = envInt('PLAYOUT_GAMES') ?? PLAYOUT_BENCH.games;
  const fullOverride = envInt('PLAYOUT_FULL');
  const first = envInt('PLAYOUT_FIRST') ?? 1;
  const workers = envInt('PLAYOUT_WORKERS') ?? PLAYOUT_BENCH.workers;
  const only = env().PLAYOUT_ONLY ?? '';
  const picked = CONFIGS.map((c, k) => [c, k] as const).filter(([c]) => c.label.includes(only));
  if (picked.length === 0) throw new Error(`PLAYOUT_ONLY="${only}" matches no configuration: ${CONFIGS.map((c) => c.label).join('; ')}`);

  const chunks: Chunk[] = [];
  const totals = new Map<number, ChunkStats>();
  const pending = new Map<number, number>();
  for (const [c, k] of picked) {
    const full = Math.min(games, fullOverride ?? c.full);
    totals.set(k, { config: k, games: 0, full: 0, plies: 0, ms: 0, reasons: {}, failures: [], failed: 0 });
    let n = 0;
    for (let at = 0; at < games; at += PLAYOUT_BENCH.chunk) {
      const count = Math.min(PLAYOUT_BENCH.chunk, games - at);
      chunks.push({ config: k, first: first + at, count, full: Math.max(0, Math.min(count, full - at)) });
      n++;
    }
    pending.set(k, n);
  }

  console.log(
    `${games} seeded random games per configuration (game i uses seed i, ${first}..${first + games - 1}), on ${Math.max(1, workers)} thread(s).\n` +
      `"full" games are checked at every position (moves iff no outcome, every move's text round trip, position reload: text, hash, moves, outcome; ` +
      `hash stable, play pure and deterministic, earlier states unchanged); the rest get the per-ply cheap checks (moves iff no outcome, ` +
      `the played move's text round trip, the previous state's hash unchanged). Every game ends by a rule and passes the record round trip ` +
      `(exportRecord → importRecord → same moves → replay to the same position and outcome). time = thread time; plies/s per thread.`,
  );
  console.log(`${pad('configuration', 40, true)} ${pad('games', 6)} ${pad('full', 6)} ${pad('plies', 10)} ${pad('plies/game', 10)} ${pad('plies/s', 9)} ${pad('time', 7)} ${pad('fail', 5)}  outcomes`);
  const t0 = performance.now();
  await runChunks(chunks, workers, (st) => {
    const total = totals.get(st.config)!;
    merge(total, st);
    const left = pending.get(st.config)! - 1;
    pending.set(st.config, left);
    if (left > 0) return;
    const reasons = Object.entries(total.reasons).sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ');
    console.log(
      `${pad(CONFIGS[st.config].label, 40, true)} ${pad(total.games, 6)} ${pad(total.full, 6)} ${pad(total.plies, 10)} ` +
        `${pad((total.plies / Math.max(1, total.games - total.failed)).toFixed(1), 10)} ${pad(Math.round((total.plies / total.ms) * 1000), 9)} ` +
        `${pad((total.ms / 1000).toFixed(1) + 's', 7)} ${pad(total.failed, 5)}  ${reasons}`,
    );
    for (const f of total.failures) console.log(`    FAIL ${f}`);
  });
  const all = [...totals.values()];
  const partial = all.filter((t) => t.full < t.games);
  if (partial.length > 0) {
    console.log(
      `Too slow for every position of all ${games} games (see THUD_FULL, KAMISADO_FULL): every position checked in the first games only — ` +
        `${partial.map((t) => `${CONFIGS[t.config].label} ${t.full}`).join(', ')}; their other games got the per-ply cheap checks, the end by rule and the record round trip.`,
    );
  }
  const cpu = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process?.cpuUsage();
  const failed = all.reduce((n, s) => n + s.failed, 0);
  console.log(
    `total: ${all.reduce((n, s) => n + s.games, 0)} games (${all.reduce((n, s) => n + s.full, 0)} checked in full), ` +
      `${all.reduce((n, s) => n + s.plies, 0)} plies in ${((performance.now() - t0) / 1000).toFixed(1)}s wall time ` +
      `(${(all.reduce((n, s) => n + s.ms, 0) / 1000).toFixed(1)}s thread time${cpu ? `, ${((cpu.user + cpu.system) / 1e6).toFixed(1)}s CPU` : ''}); ${failed} failed`,
  );
  if (failed > 0) {
    const lines = all.flatMap((s) => s.failures);
    throw new Error(
      `${failed} random playouts broke the Game contract (replay one with PLAYOUT_ONLY="<configuration>" PLAYOUT_FIRST=<seed> PLAYOUT_GAMES=1 PLAYOUT_WORKERS=1):\n${lines.join('\n')}`,
    );
  }
}
