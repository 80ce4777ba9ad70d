/**
 * Node's handle on bench/wasm/assembly/international.ts: compiles it with AssemblyScript (a second or two)
 * and puts the kit's positions on it. For the bench and its test only; the kit does not load it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BLACK, KING, WHITE, geometry } from '../../src/games/draughts/rules.js';
import type { DraughtsState } from '../../src/games/draughts/state.js';
import type { SearchBoard } from '../../src/core/search-board.js';

interface Exports {
  clear(): void;
  put(sq: number, white: number, king: number): void;
  perft(depth: number, white: number): bigint;
  searchNodes(depth: number, white: number): bigint;
  root(white: number): void;
  turn(): number;
  hash(): number;
  hashCheck(): number;
  outcome(): number;
  evaluateHere(): number;
  generateAll(): number;
  generateNoisy(): number;
  mayStandPat(): number;
  isNoisy(i: number): number;
  orderHint(i: number): number;
  moveKey(i: number): number;
  makeMove(i: number): void;
  unmakeMove(): void;
  searchToNodes(white: number, maxNodes: number): bigint;
  searchDepth(): number;
}

export interface WasmInternational {
  /** Leaves at `depth` from `s` (draw rules ignored, as `draughts.perft`). */
  perft(s: DraughtsState, depth: number): number;
  /** Nodes of the bare alpha-beta `depth` plies deep from `s`. */
  searchNodes(s: DraughtsState, depth: number): number;
  /**
   * The kit's search board over the word at `s`: its moves in the word's order (not `Game.moves`'), no draw
   * rules, material and advance for evaluation. For measuring the kit's search over it, not for playing.
   */
  searchBoard(s: DraughtsState): SearchBoard;
  /**
   * The whole search in WebAssembly (the kit's search's tools, the bare evaluation) from `s`, deeper and
   * deeper until half of `maxNodes` is spent: its nodes and the last depth it completed.
   */
  search(s: DraughtsState, maxNodes: number): { nodes: number; depth: number };
}

const SOURCE = resolve('bench/wasm/assembly/international.ts');

export async function compileInternational(): Promise<WasmInternational> {
  const dir = mkdtempSync(join(tmpdir(), 'octarine-wasm-'));
  try {
    const out = join(dir, 'international.wasm');
    const asc = resolve('node_modules/assemblyscript/bin/asc.js');
    const r = spawnSync(process.execPath, [asc, SOURCE, '-O3', '--runtime', 'stub', '--noAssert', '--outFile', out], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`asc failed: ${r.stderr || r.stdout}`);
    const { instance } = await WebAssembly.instantiate(readFileSync(out), { env: { abort: () => { throw new Error('wasm abort'); } } });
    const x = instance.exports as unknown as Exports;
    const load = (s: DraughtsState): number => {
      if (s.variant !== 'international') throw new Error(`international only, not ${s.variant}`);
      const g = geometry(s.variant);
      x.clear();
      for (let sq = 0; sq < g.squares; sq++) {
        const v = s.board[g.sqCell[sq]];
        if (v !== 0) x.put(sq, v & WHITE ? 1 : 0, v & KING ? 1 : 0);
      }
      return s.side === BLACK ? 0 : 1;
    };
    return {
      perft: (s, depth) => Number(x.perft(depth, load(s))),
      searchNodes: (s, depth) => Number(x.searchNodes(depth, load(s))),
      search: (s, maxNodes) => ({ nodes: Number(x.searchToNodes(load(s), maxNodes)), depth: x.searchDepth() }),
      searchBoard: (s) => {
        x.root(load(s));
        return {
          moveKeySpace: 64 * 64,
          turn: x.turn,
          hash: x.hash,
          hashCheck: x.hashCheck,
          outcome: x.outcome,
          evaluate: x.evaluateHere,
          generate: x.generateAll,
          generateNoisy: x.generateNoisy,
          mayStandPat: () => x.mayStandPat() !== 0,
          isNoisy: (i) => x.isNoisy(i) !== 0,
          orderHint: x.orderHint,
          moveKey: x.moveKey,
          make: x.makeMove,
          unmake: x.unmakeMove,
        };
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
