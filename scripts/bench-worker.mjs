// Search speed where the computer really thinks: the kit's AI worker in headless Chromium, asked as an
// element asks it (a level, a game, its moves), on positions out of the opening book, one request at a
// time. Prints nodes per second per game and level (the nodes and time the worker reports summed over
// the positions). `BENCH_WORKER_LEVELS` picks the levels (default 6,7), `BENCH_WORKER_GAMES` the games.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { launchChromium } from './find-chromium.mjs';

const LEVELS = (process.env.BENCH_WORKER_LEVELS ?? '6,7').split(',').map(Number);
/** Positions: `plies` seeded random moves from the set-up (`openingFor`), for draughts past its opening book. */
const CASES = [
  { game: 'draughts', setup: { variant: 'international' }, plies: [20, 26, 32, 38] },
  { game: 'draughts', setup: { variant: 'russian' }, plies: [14, 18, 22, 26] },
  { game: 'thud', setup: { variant: 'classic' }, plies: [4, 8, 12, 20] },
  { game: 'thud', setup: { variant: 'koom-valley' }, plies: [4, 8, 12, 20] },
  { game: 'kamisado', setup: {}, plies: [0, 1, 2, 3] },
  { game: 'spock', setup: {}, plies: [0, 2, 4, 6] },
  { game: 'robots', setup: { seed: 1 }, plies: [0, 2, 4, 6] },
  { game: 'formula', setup: { seed: 1 }, plies: [0, 2, 4, 6] },
].filter((c) => !process.env.BENCH_WORKER_GAMES || process.env.BENCH_WORKER_GAMES.split(',').includes(c.game));

const server = await createServer({ configFile: 'vite.config.ts', logLevel: 'error', server: { port: 0 } });
await server.listen();
const base = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  // Any page of the demo's origin: the bench imports what it needs itself.
  await page.goto(`${base}bare.html?tag=none`);
  const root = server.config.root.replace(/\/demo$/, '');
  console.log('game (variant)             level  positions  nodes/s in the worker  ms/move  depth');
  for (const c of CASES) {
    for (const level of LEVELS) {
      const r = await page.evaluate(
        async ({ root, c, level }) => {
          const from = (path) => import(`/@fs${root}/${path}`);
          const [{ WorkerPoolClient }, { kitWorker }, { loadGame }, { openingFor }] = await Promise.all([
            from('src/ai/client.ts'),
            from('src/engines/kit-worker.ts'),
            from('src/engines/loaders.ts'),
            from('bench/openings.ts'),
          ]);
          const game = await loadGame(c.game);
          const client = new WorkerPoolClient({ worker: kitWorker, loadGame, maxWorkers: 1 });
          let nodes = 0;
          let ms = 0;
          let depth = 0;
          let searched = 0;
          try {
            const lines = c.plies.map((plies) => openingFor(c.game, c.setup, plies, 1, 0, { [c.game]: game }));
            // A warm-up pass (not timed): a worker lives for a whole game, so its code is compiled and
            // optimised after the first moves; a cold worker's first searches run at half speed.
            for (const moves of lines) await client.think({ game: c.game, setup: c.setup, moves, level, seed: 2 }).result;
            for (const moves of lines) {
              const result = await client.think({ game: c.game, setup: c.setup, moves, level, seed: 1 }).result;
              if (result.where !== 'worker') throw new Error(`searched on the ${result.where}`);
              // A book move or a table's answer takes no search: it says nothing of speed.
              if (result.nodes < 1000) continue;
              nodes += result.nodes;
              ms += result.timeMs;
              depth += result.depth;
              searched++;
            }
          } finally {
            client.dispose();
          }
          return { nodes, ms, depth, searched };
        },
        { root, c, level },
      );
      const name = `${c.game}${c.setup.variant ? ` (${c.setup.variant})` : ''}`;
      const nps = r.ms > 0 ? Math.round((r.nodes / r.ms) * 1000).toLocaleString('en') : '—';
      const perMove = r.searched ? Math.round(r.ms / r.searched) : '—';
      const depth = r.searched ? (r.depth / r.searched).toFixed(1) : '—';
      console.log(`${name.padEnd(26)} ${String(level).padStart(5)}  ${String(r.searched).padStart(9)}  ${nps.padStart(21)}  ${String(perMove).padStart(7)}  ${depth.padStart(5)}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
