// `npm run match -- --game draughts --variant russian --a level=5 --b level=4 --games 200`: a match between
// two players of the kit's AI (issue 18). Openings are a few seeded random plies, each played twice with the
// colours swapped; the games run in parallel, one Node worker a core. Prints W/D/L from A's side, the score
// and the Elo difference with their 95% intervals, the same counted by pairs (an opening with both colours: what
// is left once a side's own edge cancels; classic Thud's pair is a two-battle match, won on points), time,
// depth and nodes per move, and how the games ended.
// A player: level=N, with ms=T to cap its time per move (fast time controls), depth=D or nodes=N to fix its
// search whatever the clock (with keep=off, the same games on any machine), or algorithm=A; or an engine
// written elsewhere, started by a shell command: hub:<command>[,ms=T] (the Hub protocol of draughts engines,
// international draughts), dxp:<command>[,ms=T] (DamExchange over TCP, international draughts: the command's
// {port} is the port the match listens on; bench/dxp.ts) or line:<command>[,ms=T] (a plain line protocol, any
// game): see bench/protocols.ts. The kit itself speaks all three: --b "hub:node --import tsx bench/engine.ts hub level=5,ms=500".
// Draughts players may add egtb=off (no endgame tables). Options: --game, --variant, --position (a start other than
// the initial one, in the game's notation), --a, --b, --games (even; default 40, or two a line of --openings), --jobs (default: the machine's cores),
// --opening-plies (default 4; Kamisado 2; with --openings, where each line is cut), --openings FILE (the openings, each
// played with both colours: a games file as --pgn writes it, or a line of moves a line; bench/match.ts' openingsFromFile), --max-plies (default 300, then a draw; a Kamisado match: its rules' own bound), --seed (default 1), --pgn FILE (the games),
// --balance level=L,score=S (keep only openings a level-L search scores within S of even; `off` for none; Spock's
// default is level=3,score=200: MATCH_TUNING.balance).
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';

const { values: opts } = parseArgs({
  options: {
    game: { type: 'string', default: 'draughts' },
    variant: { type: 'string' },
    a: { type: 'string', default: 'level=2' },
    b: { type: 'string', default: 'level=1' },
    games: { type: 'string' },
    jobs: { type: 'string', default: String(availableParallelism()) },
    'opening-plies': { type: 'string' },
    'max-plies': { type: 'string' },
    seed: { type: 'string', default: '1' },
    position: { type: 'string' },
    pgn: { type: 'string' },
    balance: { type: 'string' },
    openings: { type: 'string' },
  },
});

const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(2);
};
const whole = (name, min) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number from ${min}; got "${opts[name]}".`);
  return n;
};

// The match's own code, bundled for Node as the benchmarks are (TypeScript sources, no loader needed).
const out = mkdtempSync(join(tmpdir(), 'octarine-match-'));
// The bundles are this run's alone: gone when it ends, however it ends.
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
for (const name of ['match', 'match-worker']) {
  await build({ entryPoints: [resolve('bench', `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: join(out, `${name}.mjs`), logLevel: 'error' });
}
const match = await import(pathToFileURL(join(out, 'match.mjs')).href);

let a;
let b;
try {
  a = match.parsePlayer(opts.a);
  b = match.parsePlayer(opts.b);
} catch (e) {
  fail(e.message);
}
if (!match.MATCH_GAMES.includes(opts.game)) fail(`--game is one of ${match.MATCH_GAMES.join(', ')}; got "${opts.game}".`);
const seed = whole('seed', 0);
const setup = { ...(opts.variant ? { variant: opts.variant } : {}), ...(opts.position ? { position: opts.position } : {}) };
let fileOpenings;
if (opts.openings !== undefined) {
  try {
    const plies = opts['opening-plies'] === undefined ? undefined : whole('opening-plies', 0);
    fileOpenings = match.openingsFromFile(readFileSync(opts.openings, 'utf8'), opts.game, setup, plies);
  } catch (e) {
    fail(`--openings ${opts.openings}: ${e.message}`);
  }
}
const maxPlies = opts['max-plies'] === undefined ? match.defaultMaxPlies(opts.game, setup) : whole('max-plies', 1);

const balanceOf = (text) => {
  if (text === 'off') return undefined;
  const m = /^level=(\d),score=(\d+)$/.exec(text);
  if (!m) fail(`--balance is level=L,score=S or off; got "${text}".`);
  return { level: Number(m[1]), maxScore: Number(m[2]) };
};
const balance = opts.balance === undefined ? match.MATCH_TUNING.balance[opts.game] : balanceOf(opts.balance);
const judge = match.newService();
const openings = [];
let games;
let openingPlies;
if (fileOpenings) {
  // A file's openings are kept as they are, or dropped when the judge finds them too far from even.
  for (const [i, line] of fileOpenings.entries()) {
    const score = balance ? await match.openingScore(opts.game, setup, line, balance, seed, i, judge) : null;
    if (score === null || Math.abs(score) <= balance.maxScore) openings.push({ line, score, tries: 1 });
  }
  games = opts.games === undefined ? 2 * openings.length : whole('games', 2);
  if (games > 2 * openings.length) fail(`--games ${games} needs ${games / 2} openings; the file has ${openings.length} that are kept.`);
} else {
  opts.games ??= '40';
  games = whole('games', 2);
  openingPlies = opts['opening-plies'] === undefined ? match.MATCH_TUNING.openingPlies[opts.game] : whole('opening-plies', 0);
  for (let pair = 0; pair < games / 2; pair++) openings.push(await match.balancedOpeningFor(opts.game, setup, openingPlies, seed, pair, balance, judge));
}
if (games % 2) fail('--games must be even: each opening is played with both colours.');
const jobs = Math.min(whole('jobs', 1), games);
const queue = Array.from({ length: games }, (_, index) => ({
  game: opts.game,
  setup,
  a,
  b,
  index,
  opening: openings[index >> 1].line,
  seed,
  maxPlies,
}));

const started = performance.now();
const reports = [];
const title = `${opts.game}${opts.variant ? ` (${opts.variant})` : ''}: A = ${match.playerText(a)}, B = ${match.playerText(b)}`;
let described;
if (fileOpenings) {
  const cut = opts['opening-plies'] === undefined ? '' : `, cut at ${opts['opening-plies']} plies`;
  const judged = balance ? `, ${openings.length} of ${fileOpenings.length} kept as a level-${balance.level} search scores them within ${balance.maxScore} of even` : '';
  described = `${games / 2} openings from ${opts.openings}${cut}${judged}`;
} else {
  const balanced = balance
    ? `, kept when a level-${balance.level} search scores them within ${balance.maxScore} of even (${openings.reduce((n, o) => n + o.tries, 0)} lines tried, ${openings.filter((o) => Math.abs(o.score) > balance.maxScore).length} kept as the most even of ${match.MATCH_TUNING.openingTries})`
    : '';
  described = `${games / 2} openings of ${openingPlies} random plies${balanced}`;
}
console.log(`${title}; ${games} games (${described}, each with both colours), ${jobs} at a time`);

await Promise.all(
  Array.from({ length: jobs }, () => {
    const worker = new Worker(join(out, 'match-worker.mjs'));
    return new Promise((done, reject) => {
      const next = () => {
        const job = queue.shift();
        worker.postMessage(job ?? null);
        // No more games: the worker stops its engines, then ends (or is ended after a while).
        if (!job) {
          const late = setTimeout(done, 10_000);
          worker.once('exit', () => {
            clearTimeout(late);
            done();
          });
        }
      };
      worker.on('message', ({ report, error }) => {
        if (error) return reject(new Error(error));
        reports.push(report);
        const s = report.score === 1 ? 'A wins' : report.score === 0 ? 'B wins' : 'draw';
        process.stdout.write(`  game ${String(report.index + 1).padStart(3)}: A ${report.aSide.padEnd(7)} ${s.padEnd(6)} ${report.reason}, ${report.plies} plies\n`);
        next();
      });
      worker.on('error', reject);
      next();
    }).finally(() => worker.terminate());
  }),
).catch((e) => fail(e.message));

reports.sort((x, y) => x.index - y.index);
const sum = match.summarize(reports);
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const elo = (x) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+∞' : '−∞');
const perMove = (s) => `${(s.ms / Math.max(1, s.moves)).toFixed(0)} ms, depth ${(s.depth / Math.max(1, s.moves)).toFixed(1)}, ${Math.round(s.nodes / Math.max(1, s.ms))} k nodes/s`;
const reasons = new Map();
for (const r of reports) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
console.log(`\n${title}`);
console.log(`A: +${sum.wins} =${sum.draws} −${sum.losses} of ${sum.games}; score ${pct(sum.score)} ± ${pct(sum.margin)} (95%)`);
console.log(`Elo difference A − B: ${elo(sum.elo)} (95%: ${elo(sum.eloLow)} … ${elo(sum.eloHigh)})`);
const pairs = match.summarizePairs(reports);
if (pairs.pairs > 0) {
  const how =
    pairs.onPoints === pairs.pairs ? 'won on the two games’ total points, as a two-battle match'
    : pairs.onPoints > 0 ? `${pairs.onPoints} won on the two games’ total points, the rest scored as the mean of the two games`
    : 'scored as the mean of its two games';
  console.log(`by pairs (an opening with both colours, ${how}): +${pairs.wins} =${pairs.draws} −${pairs.losses} of ${pairs.pairs}; score ${pct(pairs.score)} ± ${pct(pairs.margin)}, Elo ${elo(pairs.elo)} (95%: ${elo(pairs.eloLow)} … ${elo(pairs.eloHigh)})`);
}
console.log(`per move: A ${perMove(sum.a)}; B ${perMove(sum.b)}`);
console.log(`games: ${sum.meanPlies.toFixed(0)} plies on average; ended by ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`time: ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (opts.pgn) {
  writeFileSync(opts.pgn, match.gamesText(reports, match.playerText(a)));
  console.log(`games written to ${opts.pgn}`);
}
