/**
 * A Node worker of `npm run match` (scripts/match.mjs): plays the games it is sent, one at a time, and
 * posts each report back. Each player keeps its search service (and transposition table) across games.
 */
import { parentPort } from 'node:worker_threads';
import { newService, playGame, type GameJob } from './match.js';

const services = { a: newService(), b: newService() };

parentPort?.on('message', (job: GameJob | null) => {
  if (job === null) {
    parentPort?.close();
    return;
  }
  playGame(job, services).then(
    (report) => parentPort?.postMessage({ report }),
    (e: unknown) => parentPort?.postMessage({ error: `${e instanceof Error ? e.message : String(e)}` }),
  );
});
