/**
 * Builds the draughts opening book (issue 18) from the kit's own searches and writes it into
 * src/games/draughts/book-data.ts (that variant's entry; the others are kept).
 *
 *   npm run book -- --variant international [--plies 6] [--nodes 200000] [--margin 12] [--width 3]
 *
 * From the starting position, every legal move of a position is scored by a search of the position
 * it leads to, bounded by nodes (so the book is the same on every machine). The moves within
 * `margin` centi-men of the best (at most `width` of them) are the position's book moves, and the
 * positions they lead to are expanded in turn, for both sides, to `plies` plies. A position with one
 * legal move is passed through, not stored (the computer plays it without searching anyway).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BookMove } from '../src/core/game.js';
import { searchBest } from '../src/ai/search.js';
import { readBook, writeBook, type BookTable } from '../src/games/draughts/book.js';
import { VARIANTS, type DraughtsVariant } from '../src/games/draughts/rules.js';
import { draughtsSearchGame as game } from '../src/games/draughts/search-board.js';
import type { DraughtsState } from '../src/games/draughts/state.js';
import { WIN_SCORE } from '../src/core/game.js';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'international' },
    plies: { type: 'string', default: '6' },
    nodes: { type: 'string', default: '200000' },
    margin: { type: 'string', default: '12' },
    width: { type: 'string', default: '3' },
    out: { type: 'string', default: 'src/games/draughts/book-data.ts' },
  },
});
const variant = values.variant as DraughtsVariant;
if (!VARIANTS.includes(variant)) throw new Error(`--variant: one of ${VARIANTS.join(', ')}`);
const plies = Number(values.plies);
const nodes = Number(values.nodes);
const margin = Number(values.margin);
const width = Number(values.width);

/** Every legal move of `s` with its score for the side to move, best first. */
function scoreMoves(s: DraughtsState): BookMove[] {
  const scored = game.moves(s).map((m) => {
    const after = game.play(s, m);
    const end = game.outcome(after);
    const score = end
      ? end.winner === null
        ? 0
        : end.winner === game.turn(s)
          ? WIN_SCORE
          : -WIN_SCORE
      : -searchBest(game, after, { maxDepth: 64, maxNodes: nodes, ttBits: 18, seed: 0 }).score;
    return { move: game.formatMove(s, m), score };
  });
  return scored.sort((a, b) => b.score - a.score);
}

const book: BookTable = new Map();
const started = Date.now();
function expand(s: DraughtsState, ply: number): void {
  if (ply >= plies || game.outcome(s)) return;
  const moves = game.moves(s);
  if (moves.length === 1) return expand(game.play(s, moves[0]), ply + 1);
  const key = s.hash >>> 0;
  if (book.has(key)) return;
  const scored = scoreMoves(s);
  const kept = scored.filter((m) => m.score >= scored[0].score - margin).slice(0, width);
  book.set(key, kept);
  console.log(`${String(book.size).padStart(4)}  ply ${ply}  ${game.formatPosition(s)}  ${kept.map((m) => `${m.move} ${m.score}`).join(', ')}  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const m of kept) expand(game.play(s, game.parseMove(s, m.move)), ply + 1);
}

expand(game.setup({ variant }), 0);

// The other variants' books, and the lines saying how each was built, are kept as they are.
const source = existsSync(values.out!) ? readFileSync(values.out!, 'utf8') : '';
const books: Record<string, { text: string; how: string }> = {};
for (const v of VARIANTS) {
  const text = source.match(new RegExp(`\\b${v}: '([^']*)'`))?.[1];
  const how = source.match(new RegExp(`^// ${v}: (.*)$`, 'm'))?.[1];
  if (text !== undefined && how !== undefined && v !== variant) books[v] = { text: writeBook(readBook(text)), how };
}
books[variant] = {
  text: writeBook(book),
  how: `${book.size} positions, ${plies} plies, each move scored by a search of ${nodes} nodes, kept within ${margin} of the best (at most ${width}).`,
};
const built = VARIANTS.filter((v) => books[v]);
writeFileSync(
  values.out!,
  `// Written by \`npm run book\` (bench/build-book.ts) from the kit's own searches; see book.ts for the format.
${built.map((v) => `// ${v}: ${books[v].how}`).join('\n')}
import type { DraughtsVariant } from './rules.js';

export const BOOK_DATA: Partial<Record<DraughtsVariant, string>> = {
${built.map((v) => `  ${v}: '${books[v].text}',`).join('\n')}
};
`,
);
console.log(`${variant}: ${book.size} positions in ${((Date.now() - started) / 1000).toFixed(0)} s → ${values.out}`);
