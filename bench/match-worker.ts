/**
 * A Node worker of `npm run match` (scripts/match.mjs): plays the games it is sent, one at a time, and
 * posts each report back. Each player keeps its search service (and transposition table), or its engine
 * process, across games; the engines are stopped when the work is done.
 */
import { parentPort } from 'node:worker_threads';
import { playGame, serviceFor, type GameJob, type MoveSource } from './match.js';

let services: { a: MoveSource; b: MoveSource } | null = null;

parentPort?.on('message', (job: GameJob | null) => {
  if (job === null) {
    // The engines stopped before the thread ends (the match waits for it), so none outlives the match.
    void Promise.all([services?.a.close?.(), services?.b.close?.()]).finally(() => parentPort?.close());
    return;
  }
  services ??= { a: serviceFor(job.a), b: serviceFor(job.b) };
  playGame(job, services).then(
    (report) => parentPort?.postMessage({ report }),
    (e: unknown) => parentPort?.postMessage({ error: `${e instanceof Error ? e.message : String(e)}` }),
  );
});
