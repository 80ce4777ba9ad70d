/**
 * What a bigger transposition table buys level 7 of international draughts (issue 18): the nodes its search takes to
 * reach a fixed depth, on the positions of a few seeded games, with the table kept from move to move as level 7
 * keeps it (a new table each game). A fixed depth makes the count independent of the clock; fewer nodes to the same
 * depth is time the search gets back.
 *
 *   npx tsx bench/table-size.ts [--depth 15] [--bits 20,21,22] [--games 3] [--seed 7]
 */
import { parseArgs } from 'node:util';
import { TranspositionTable, searchBest } from '../src/ai/search.js';
import { draughtsSearchGame as draughts } from '../src/games/draughts/search-board.js';
import type { DraughtsState } from '../src/games/draughts/state.js';
import { openingFor } from './openings.js';

const SETUP = { variant: 'international' } as const;

/** Every second position from ply 16 to 70 of `games` games: 4 random plies, then searches of `playNodes` nodes. */
export function gamePositions(games: number, seed: number, playNodes = 150_000): DraughtsState[][] {
  return Array.from({ length: games }, (_, pair) => {
    const line = openingFor('draughts', SETUP, 4, seed, pair, { draughts });
    let s = line.reduce((state, m) => draughts.play(state, draughts.parseMove(state, m)), draughts.setup(SETUP));
    const kept: DraughtsState[] = [];
    for (let ply = 0; ply < 70 && !draughts.outcome(s); ply++) {
      if (ply >= 16 && ply % 2 === 0) kept.push(s);
      const move = searchBest(draughts, s, { maxNodes: playNodes, seed: pair + ply }).bestMove;
      if (move === null) break;
      s = draughts.play(s, move);
    }
    return kept;
  });
}

/** Nodes and milliseconds to search every position of `games` to `depth`, with a table of 2^bits entries kept through each game. */
export function nodesToDepth(games: readonly (readonly DraughtsState[])[], depth: number, bits: number): { nodes: number; ms: number } {
  let nodes = 0;
  let ms = 0;
  for (const positions of games) {
    const tt = new TranspositionTable(bits);
    for (const s of positions) {
      const t0 = performance.now();
      nodes += searchBest(draughts, s, { maxDepth: depth, tt, ttBits: bits, keepTable: true, seed: 1 }).nodes;
      ms += performance.now() - t0;
    }
  }
  return { nodes, ms };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      depth: { type: 'string', default: '15' },
      bits: { type: 'string', default: '20,21,22' },
      games: { type: 'string', default: '3' },
      seed: { type: 'string', default: '7' },
    },
  });
  const depth = Number(values.depth);
  const games = gamePositions(Number(values.games), Number(values.seed));
  console.log(`${games.flat().length} positions of ${games.length} games, each searched to depth ${depth}:`);
  for (const bits of values.bits.split(',').map(Number)) {
    const { nodes, ms } = nodesToDepth(games, depth, bits);
    console.log(`  2^${bits} entries (${(16 * 2 ** bits) / 2 ** 20} MiB): ${(nodes / 1e6).toFixed(1)} M nodes, ${(ms / 1000).toFixed(1)} s, ${Math.round(nodes / ms)} k nodes/s`);
  }
}

if (process.argv[1]?.endsWith('table-size.ts')) await main();
