/**
 * Scores positions with an outside engine's search, as tuning targets (issue 18): the quiet positions of
 * games files, each searched by Moby Dam over DXP to a fixed depth, written one a line as
 * `FEN<TAB>score<TAB>result`: the score in centi-men for White, and the result for White (1, 0.5, 0) of the
 * first game the position came from. `npm run tune -- --scores FILE` then fits the kit's evaluation to those
 * scores instead of to the games' results (one engine's judgement of a position is a far less noisy target
 * than the result of a game played on from it).
 *
 *   npx tsx bench/score-positions.ts --depth 12 --every 2 --jobs 2 --out scores.tsv games.txt [more.txt]
 *
 * Moby Dam says its score only in its log (console command `verbose`: a line a completed iteration,
 * `D.complete, T ms, score=S move=…`, S for the side to move, a man 10,000,000); each process writes its own,
 * and asks the positions one game request at a time, so the n-th search of a log is its n-th position.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { draughts, type DraughtsState } from '../src/games/draughts/index.js';
import type { DraughtsVariant } from '../src/games/draughts/rules.js';
import { dxpService } from './dxp.js';
import { readGames } from './games-file.js';

/** Moby Dam's man, in its score's units. */
export const MOBYDAM_MAN = 10_000_000;

/**
 * The score of each game's search in a Moby Dam log (side to move's view, its units): its last completed
 * iteration, or null where it searched none (a single legal move is played at once).
 */
export function mobyDamScores(log: string): (number | null)[] {
  const scores: (number | null)[] = [];
  for (const line of log.split('\n')) {
    if (line.startsWith('gamereq received')) scores.push(null);
    const m = /^\d+\.complete, \d+ ms, score=(-?\d+)/.exec(line);
    if (m && scores.length > 0) scores[scores.length - 1] = Number(m[1]);
  }
  return scores;
}

/** The quiet positions of a game's moves (no capture to make, the game going on) from ply `skip`, every `every`-th. */
export function quietPositions(variant: DraughtsVariant, moves: readonly string[], skip: number, every: number): DraughtsState[] {
  const out: DraughtsState[] = [];
  let s = draughts.setup({ variant });
  moves.forEach((text, ply) => {
    if (ply >= skip && (ply - skip) % every === 0 && !draughts.outcome(s) && !draughts.moves(s).some((m) => m.captured.length > 0)) out.push(s);
    s = draughts.play(s, draughts.parseMove(s, text));
  });
  return out;
}

/** The distinct quiet positions of games files (`quietPositions`), as FEN, each with its first game's result for White. */
export function positionsOf(texts: readonly string[], skip: number, every: number): Map<string, number> {
  const positions = new Map<string, number>();
  for (const text of texts) {
    for (const g of readGames(text)) {
      const white = g.aSide === 'white' ? g.score : 1 - g.score;
      for (const s of quietPositions('international', g.moves, skip, every)) {
        const fen = draughts.formatPosition(s);
        if (!positions.has(fen)) positions.set(fen, white);
      }
    }
  }
  return positions;
}

async function main(): Promise<void> {
  const { values: opts, positionals: files } = parseArgs({
    allowPositionals: true,
    options: {
      depth: { type: 'string', default: '12' },
      every: { type: 'string', default: '2' },
      skip: { type: 'string', default: '10' },
      jobs: { type: 'string', default: '2' },
      out: { type: 'string', default: 'scores.tsv' },
      engine: { type: 'string', default: 'node_modules/.cache/mobydam/main/mobydam' },
    },
  });
  const results = positionsOf(
    files.map((f) => readFileSync(f, 'utf8')),
    Number(opts.skip),
    Number(opts.every),
  );
  const positions = [...results.keys()];
  const jobs = Number(opts.jobs);
  const logs = mkdtempSync(join(tmpdir(), 'octarine-scores-'));
  console.log(`${positions.length} positions, depth ${opts.depth}, ${jobs} processes; logs in ${logs}`);
  const t0 = Date.now();
  const parts = Array.from({ length: jobs }, (_, j) => positions.filter((_, i) => i % jobs === j));
  const searched = await Promise.all(
    parts.map(async (part, j) => {
      // Moby Dam takes one console command a read: lines sent together would run as one (and be ignored).
      const command = `(echo verbose; sleep 0.3; echo depth ${opts.depth}; sleep 0.3; echo time 60000; cat) | ${opts.engine} -c 127.0.0.1 -p {port} -t 22 -b /dev/null -e '' -m /dev/null -l ${logs}/log.${j} -f /dev/null`;
      const service = dxpService(command, 5000);
      for (let i = 0; i < part.length; i++) {
        await service.search(i, { game: 'draughts', setup: { variant: 'international', position: part[i] }, moves: [], level: 1 });
        if (j === 0 && i % 200 === 0) console.log(`  ${i * jobs} of ${positions.length}, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
      await service.close();
      return part;
    }),
  );
  const lines: string[] = [];
  searched.forEach((part, j) => {
    const scores = mobyDamScores(readFileSync(join(logs, `log.${j}`), 'latin1'));
    if (scores.length !== part.length) throw new Error(`Log ${j} holds ${scores.length} scores for ${part.length} positions.`);
    part.forEach((fen, i) => {
      const white = fen.startsWith('W') ? 1 : -1;
      if (scores[i] !== null) lines.push(`${fen}\t${Math.round((white * scores[i]! * 100) / MOBYDAM_MAN)}\t${results.get(fen)}`);
    });
  });
  writeFileSync(opts.out!, `${lines.join('\n')}\n`);
  console.log(`${lines.length} scores written to ${opts.out} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

if (process.argv[1]?.endsWith('score-positions.ts')) await main();
