// Size budgets of the built library (run `vite build` first; npm test does).
// Follows the import graph of dist/ as a browser would: an element's module and every module it
// imports statically (lit included) load with it; modules behind import() load only on demand
// (the status line, with what an element draws in it, a turn after the board; then too the toolbar, move
// list, game-over banner, marks layer, animator, computer player, a draw offer and Thud's move preview, unless
// the element is a diagram; the AI client when a computer first thinks, the main-thread search
// where no worker can start, the words of a language other than English). The worker is counted per game:
// its entry plus the one game module (and what that imports) a page playing that game loads into it.
// Sizes are gzip level 9 of each file, summed: what goes over the wire, file by file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GAME_MARKERS } from './game-markers.mjs';

/**
 * Budgets in KB (1024 bytes) of gzip: issue 16's, 35 KB per element and 20 KB per game's worker. The element
 * budget held the line where the kit stood on its way there, lowered as the elements shrank. It was raised once, from 51 to 60,
 * for issue 17's writer's tools (comments and side lines, marks, share, the hint button: 5.9–8.7 KB);
 * what a page needs only sometimes (puzzles, images, the AI, other languages) loads on demand instead,
 * and what a board that plays needs after its first drawing (panels, marks, motion, the computer
 * player) a turn later: 60 → 55; what turns events into moves (input-events.ts) too: 55 → 54;
 * the games' search code (evaluation, search hooks, levels) left the page for the worker: 54 → 52; and
 * the size pass (lit, the element base and input in one file; the status line, with what elements draw
 * in it, a draw offer, Thud's move preview and what the toolbar and banner show a turn after the board;
 * draughts' pieces with <draughts-board> alone): 52 → 47; the records (a game's record format, the reading
 * of annotated lines) with the panels: 47 → 45; the saves (`persist`, `share`) with them too: 45 → 44; the
 * whole session (a board is first drawn at its start alone) with them too: 44 → 42; the kit's English words but
 * the board's with them too: 42 → 41; Thud's and Kamisado's rules but their starts (grid-start.ts) with them too: 41 → 38; Robots' too, and a move entry's
 * steps (entry-steps.ts) with what handles events: 38 → 35, the issue's budget.
 */
export const BUDGETS = { element: 35, workerPerGame: 20 };

const DIST = resolve('dist');
const ELEMENTS = readdirSync(resolve('src/elements'));
const GAMES = ['draughts', 'thud', 'kamisado', 'spock', 'robots', 'formula'];

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gz.get(file);
};

/** The relative modules a built file names: static imports and re-exports, and import() calls. */
function importsOf(file) {
  const code = readFileSync(file, 'utf8');
  const at = (spec) => resolve(dirname(file), spec);
  const staticRe = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g;
  const dynamicRe = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;
  return {
    static: [...code.matchAll(staticRe)].map((m) => at(m[1])),
    dynamic: [...code.matchAll(dynamicRe)].map((m) => at(m[1])),
  };
}

/** Every file `entry` loads through static imports, entry included. */
function staticClosure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const dep of importsOf(entry).static) staticClosure(dep, seen);
  return seen;
}

/**
 * A game's search code (its evaluation, search hooks and board, level ladder, Thud's line masks, draughts' tracked engine): the AI worker's, or the
 * main-thread search's where no worker starts; a page that draws and plays a game needs none of it.
 */
const SEARCH_SOURCE = /src\/games\/\w+\/(evaluate|search-hooks|search-board|tracked-engine|levels|solver|line-masks)\.ts$/;
/**
 * A game's records and the reading of annotated lines (src/ui/records-slot.ts): a board is drawn and played
 * without them, so they load a turn after it, with its panels.
 */
const RECORD_SOURCE = /src\/(core\/(movetext|annotations|record)|games\/\w+\/(record|pdn))\.ts$/;
/**
 * What lists, plays and writes a game's moves (its rules but the start: see ElementRecipe.rules), where the game's
 * page draws its start first (src/games/<game>/grid-start.ts): it loads a turn after the board, with the panels.
 */
const PLAY_SOURCE = /src\/games\/(\w+)\/(game|rules|movegen|notation)\.ts$/;
const splitGames = new Set(readdirSync('src/games').filter((game) => existsSync(join('src/games', game, 'grid-start.ts'))));
/** A whole game session (src/core/session.ts): a board is first drawn at its start without it, and loads it a turn later. */
const SESSION_SOURCE = /src\/core\/session\.ts$/;
/** The source files a built file was made from (its source map). */
const sourcesOf = (file) => (existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources : []);

const sum = (files) => [...files].reduce((n, f) => n + gzipOf(f), 0);
/**
 * What a board that plays loads a turn after the board (see `loadPlayingParts` in game-element.ts):
 * src/ui/playing.ts (the panels — toolbar, move list, game-over banner —, the animator, input's event
 * handlers and the computer player) and the marks layer. A diagram loads them only when it needs them (marks given,
 * a reader's pointer arriving). Every board, a diagram too, loads the status line then (status-line.ts, drawn
 * with the panels), its records (records-slot.ts: the reader of annotated lines, src/core/annotations.ts,
 * and the game's record format, its record.ts or draughts' pdn.ts) and its saves (saves-slot.ts: saves.ts,
 * `persist` and `share`, before the first build where they are set), the code of a whole game session (src/core/session.ts:
 * until then the board is its start alone, src/core/start-session.ts) and the kit's English words but the board's
 * (src/ui/strings.en.panels.ts). <puzzle-of-the-day> has none. With them, an element's own parts where it has
 * them (`loadOwnParts`): what its game's moves do on the board (src/games/<game>/motion.ts, with the animator), the draw offer of draughts and Thud, whose button shows in the toolbar, and
 * Thud's move preview (src/elements/thud-board/preview.ts), drawn while a move is entered, where the
 * board plays; what an element draws in the status line, on every board: the play panel of Robots and
 * Formula 1 (src/elements/<tag>/play-panel.ts, with solo-panel.ts), Thud's and Kamisado's own parts
 * (src/elements/<tag>/status-extra.ts).
 */
const LATER = ['playing-', 'marks-layer-', 'status-line-', 'annotations-', 'saves-', 'session-', 'strings.en.panels-'];
const OWN_LATER = ['draw-offer-', 'preview-', 'play-panel-', 'status-extra-', 'narrate-', 'record-', 'pdn-', 'motion-'];
function laterOf(files) {
  const entries = [...files].flatMap((f) => importsOf(f).dynamic);
  return [...LATER, ...OWN_LATER].map((prefix) => entries.find((f) => relative(DIST, f).startsWith(prefix)));
}
const kb = (bytes) => (bytes / 1024).toFixed(1);

// A search other than alpha-beta loads on the game's first request: the element's recipe names it.
const recipeOf = Object.fromEntries(
  ELEMENTS.map((tag) => {
    const source = readFileSync(resolve('src/elements', tag, `${tag}.ts`), 'utf8');
    return [tag, { game: source.match(/games\/(\w+)\//)?.[1], algorithm: source.match(/algorithm: '(\w+)'/)?.[1] }];
  }),
);
const algorithmOf = Object.fromEntries(Object.values(recipeOf).map((r) => [r.game, r.algorithm]));
const ALGORITHMS = ['mcts', 'expectimax'];

// The worker: dist/ai.worker.js and what it imports statically, then per game the module its
// loader imports (with what that imports and the runtime does not already hold).
const workerEntry = join(DIST, 'ai.worker.js');
const workerRows = [];
const runtime = staticClosure(workerEntry);
const gameChunks = [...runtime].flatMap((f) => importsOf(f).dynamic);
// The chunk a game's loader imports: named after the game's module, or (a module of the game's
// rules alone, such as draughts' game.ts) recognised by its rules' own message.
const loaderChunkOf = Object.fromEntries(
  GAMES.map((game) => [
    game,
    gameChunks.find((f) => relative(DIST, f).startsWith(`${game}-`)) ??
      gameChunks.find((f) => [...staticClosure(f)].some((g) => readFileSync(g, 'utf8').includes(GAME_MARKERS[game]))),
  ]),
);
const failures = [];
const rows = [];
for (const tag of ELEMENTS) {
  const loaded = staticClosure(join(DIST, `${tag}.js`));
  // On demand: what the loaded files import(), and what that imports in turn, that they do not already hold.
  const onDemand = new Set();
  const reach = (file) => {
    for (const d of importsOf(file).dynamic) {
      for (const g of staticClosure(d)) {
        if (loaded.has(g) || onDemand.has(g)) continue;
        onDemand.add(g);
        reach(g);
      }
    }
  };
  for (const f of loaded) reach(f);
  const name = (f) => relative(DIST, f);
  // The game modules are the worker's (counted below); another language is the kit's and the element's words in it.
  // Of the searches, only the element's own (if not alpha-beta) ever loads for it.
  // Another game's code is what only its loader reaches (the main-thread search loads the element's own game alone).
  const ownGame = recipeOf[tag].game;
  const ownCode = ownGame && loaderChunkOf[ownGame] ? staticClosure(loaderChunkOf[ownGame]) : new Set();
  const otherGames = new Set(
    // (not the AI runtime, which a game's search code may import from: the page's main-thread search loads it too)
    GAMES.filter((g) => g !== ownGame && loaderChunkOf[g]).flatMap((g) => [...staticClosure(loaderChunkOf[g])].filter((f) => !ownCode.has(f) && !runtime.has(f))),
  );
  const isGame = (f) =>
    otherGames.has(f) || [...GAMES, ...ALGORITHMS.filter((a) => a !== recipeOf[tag].algorithm)].some((g) => name(f).startsWith(`${g}-`));
  const languageOf = (f) => name(f).match(/^strings\.(\w+)-/)?.[1];
  // The modules a board that plays loads a turn after the board, and what they alone import.
  const laterEntries = laterOf(loaded);
  laterEntries.forEach((entry, i) => {
    if (!entry && recipeOf[tag].game && i < LATER.length) failures.push(`<${tag}> does not import the ${LATER[i]}* module on demand`);
  });
  const panels = [...new Set(laterEntries.filter(Boolean).flatMap((e) => [...staticClosure(e)]))].filter((f) => !loaded.has(f));
  const computer = [...onDemand].filter((f) => !isGame(f) && !languageOf(f) && !panels.includes(f));
  const languages = new Set([...onDemand].map(languageOf).filter(Boolean));
  const language = Math.max(0, ...[...languages].map((l) => sum([...onDemand].filter((f) => languageOf(f) === l))));
  const size = sum(loaded);
  const verdict = size > BUDGETS.element * 1024 ? 'OVER' : 'ok';
  rows.push([tag, kb(size), String(loaded.size), panels.length ? kb(sum(panels)) : '—', kb(sum(computer)), kb(language), verdict]);
  if (size > BUDGETS.element * 1024) failures.push(`<${tag}> loads ${kb(size)} KB gzip, over its ${BUDGETS.element} KB budget`);
  const searchCode = [...loaded, ...panels].flatMap(sourcesOf).filter((src) => SEARCH_SOURCE.test(src));
  if (searchCode.length) failures.push(`<${tag}> loads the search's code with the page (${[...new Set(searchCode)].join(', ')}): only the worker should`);
  const playCode = [...loaded].flatMap(sourcesOf).filter((src) => splitGames.has(PLAY_SOURCE.exec(src)?.[1]));
  if (playCode.length) failures.push(`<${tag}> loads its game's moves with the board (${[...new Set(playCode)].join(', ')}): they come a turn later`);
  const recordCode = [...loaded].flatMap(sourcesOf).filter((src) => RECORD_SOURCE.test(src));
  if (recordCode.length) failures.push(`<${tag}> loads its records with the board (${[...new Set(recordCode)].join(', ')}): they come a turn later`);
  if ([...loaded].flatMap(sourcesOf).some((src) => SESSION_SOURCE.test(src))) failures.push(`<${tag}> loads the whole session with the board: it comes a turn later`);
}

for (const game of GAMES) {
  const chunk = loaderChunkOf[game];
  if (!chunk) {
    failures.push(`the worker loads no ${game} module`);
    continue;
  }
  const search = algorithmOf[game] && gameChunks.find((f) => relative(DIST, f).startsWith(`${algorithmOf[game]}-`));
  if (algorithmOf[game] && !search) failures.push(`the worker has no ${algorithmOf[game]} module for ${game}`);
  const own = [...staticClosure(chunk), ...(search ? staticClosure(search) : [])].filter((f) => !runtime.has(f));
  // What the game itself loads on demand, apart: draughts' opening book (at the first request) and the
  // solver of its endgame tables (near the end of a game); data and the code that reads or builds it.
  // (The runtime's own import()s, of every game and search, are not the game's.)
  const ownLazy = [...staticClosure(chunk)].filter((f) => !runtime.has(f)).flatMap((f) => importsOf(f).dynamic).flatMap((f) => [...staticClosure(f)]);
  const book = new Set(ownLazy.filter((f) => !runtime.has(f) && !own.includes(f)));
  const total = sum(runtime) + sum(new Set(own));
  workerRows.push([game, kb(sum(runtime)), kb(sum(new Set(own))), kb(total), book.size ? kb(sum(book)) : '—', total <= BUDGETS.workerPerGame * 1024 ? 'ok' : 'OVER']);
  if (total > BUDGETS.workerPerGame * 1024) failures.push(`the ${game} worker loads ${kb(total)} KB gzip, over its ${BUDGETS.workerPerGame} KB budget`);
}

function table(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log([line(head), line(widths.map((w) => '─'.repeat(w))), ...body.map(line)].join('\n'));
}
console.log(`Each element with everything it imports (lit included), KB gzip; budget ${BUDGETS.element} KB:`);
table(['element', 'loads', 'files', 'then: panels, status line, marks, motion, input events, computer, records, saves, session, own parts', 'on demand: AI, puzzles, images', 'another language', 'budget'], rows);
console.log(`\nThe AI worker per game (its runtime plus that game's code), KB gzip; budget ${BUDGETS.workerPerGame} KB for what it loads at once:`);
table(['game', 'runtime', 'game code (and its search)', 'total', 'on demand: book, endgame tables', 'budget'], workerRows);
if (failures.length) {
  console.error(`\n✖ ${failures.join('\n✖ ')}`);
  process.exit(1);
}
