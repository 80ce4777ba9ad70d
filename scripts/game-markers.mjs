// Telling built code apart by game, for the checks that a page loads only the games it plays
// (scripts/check-game-split.mjs, tests/node/game-split.test.mjs).
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * A message from each game's rules (src/games/<game>), written by no shared or element code, nor by
 * the game's page-only modules (records, drawing): it marks the one chunk of rules that a page and
 * its AI worker share (of a game whose page draws its start first, the start's: it loads with the board).
 */
export const GAME_MARKERS = {
  draughts: 'is not a draughts variant; use',
  thud: 'trollCapture must be',
  kamisado: 'The option "first" must be',
  spock: 'is not a Spock move',
  robots: 'Robots has one variant',
  formula: 'Not a Formula 1 position',
};

/**
 * The games the AI worker takes as modules of its own rather than the files its page loads (vite.config.ts,
 * `aiGameCopies`): Thud, whose page loads its start and its rules apart (grid-start.ts), which with its search
 * would reach the worker as three files, 20.7 KB gzip against its 20 KB budget (one file: 19.2 KB).
 */
export const WORKER_OWN_COPY = ['thud'];

/** The games whose markers occur in `text`. */
export const gamesIn = (text) => Object.keys(GAME_MARKERS).filter((g) => text.includes(GAME_MARKERS[g]));

/** Built files a built module imports statically, transitively, itself included. */
export async function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = await readFile(file, 'utf8');
  for (const m of text.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    await staticClosure(resolve(dirname(file), m[1]), seen);
  }
  return seen;
}

/** The games in the static closure of a built module. */
export async function gamesImportedBy(file) {
  const texts = await Promise.all([...(await staticClosure(file))].map((f) => readFile(f, 'utf8')));
  return gamesIn(texts.join('\n'));
}
