/**
 * Node's handle on src/games/draughts/compiled/assembly/international.ts: compiles it with AssemblyScript (a second or two)
 * and puts the kit's positions on it. For the bench and its test only; the kit does not load it.
 */
import { compileSearchModule } from './compile.js';
import { EVAL, type EvalWeights } from '../../src/games/draughts/evaluate.js';
import { loadPosition, putPast, setEvaluation } from '../../src/games/draughts/compiled/engine.js';
import { draughtsOpeningMove } from '../../src/games/draughts/book.js';
import { draughts } from '../../src/games/draughts/index.js';
import type { DraughtsMove, DraughtsState } from '../../src/games/draughts/state.js';
import type { SearchBoard } from '../../src/core/search-board.js';
import { draughtsSearchTuning } from '../../src/games/draughts/search-hooks.js';
import type { SearchService } from '../../src/ai/worker-host.js';
import { serviceOver, type ExternalService } from '../protocols.js';

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
  searchToNodes(white: number, maxNodes: number, softMs: number, hardMs: number, keepTable: number): bigint;
  setPast(distance: number, hash: number, count: number): void;
  chosenMove(): number;
  chosenScore(): number;
  rootFrom(i: number): number;
  rootTo(i: number): number;
  rootCaptureCount(i: number): number;
  rootCaptures(i: number, sq: number): number;
  searchDepth(): number;
  setTools(mask: number): void;
  setTableBits(bits: number): void;
  setMaxDepth(depth: number): void;
  setSquare(sq: number, valW: number, valB: number, advW: number, advB: number, wing: number): void;
  setWeights(man: number, king: number, kingUnopposed: number, advance: number, advanceEndgame: number, endgamePieces: number, backRow: number, mobility: number, balance: number, tempo: number): void;
  setRunaways(positional: number, runaway1: number, runaway2: number, runaway3: number): void;
  evaluateKit(white: number): number;
  setSliceEnd(t: number): void;
  unwindBuffer(): number;
  asyncify_start_unwind?(buffer: number): void;
  asyncify_stop_unwind?(): void;
  asyncify_start_rewind?(buffer: number): void;
}

export interface WasmInternational {
  /** The compiled module's size, bytes. */
  readonly bytes: number;
  /** Leaves at `depth` from `s` (draw rules ignored, as `draughts.perft`). */
  perft(s: DraughtsState, depth: number): number;
  /** The kit's evaluation of `s` (`evaluate` of src/games/draughts/evaluate.ts, its draw counters at rest). */
  evaluate(s: DraughtsState): number;
  /** Nodes of the bare alpha-beta `depth` plies deep from `s`. */
  searchNodes(s: DraughtsState, depth: number): number;
  /**
   * The kit's search board over the word at `s`: its moves in the word's order (not `Game.moves`'), no draw
   * rules, the kit's evaluation. For measuring the kit's search over it, not for playing.
   */
  searchBoard(s: DraughtsState): SearchBoard;
  /**
   * The whole search in WebAssembly (the kit's search's tools, the kit's evaluation) from `s`, deeper and
   * deeper until half of `maxNodes` is spent: its nodes and the last depth it completed.
   */
  search(s: DraughtsState, maxNodes: number): { nodes: number; depth: number; score: number };
  /**
   * `search` in slices of `sliceMs` of the clock, a macrotask between them (a module compiled `sliced` only; the
   * other rejects): its nodes, depth and score, how many slices it took and the longest one, ms.
   */
  searchInSlices(s: DraughtsState, maxNodes: number, sliceMs: number): Promise<{ nodes: number; depth: number; score: number; slices: number; longestMs: number }>;
  /**
   * The whole search's move from `s` within `ms` of the clock (no iteration starts after `soft` of it, as
   * the kit's level 7) or `maxNodes`, its table kept from the move before: the kit's move it names, with the
   * search's depth, nodes and score; null without one.
   */
  choose(s: DraughtsState, ms: number, soft: number, maxNodes?: number): { move: DraughtsMove | null; depth: number; nodes: number; score: number };
  /** Turns Moby Dam's search tools on in the whole search (`MOBY_TOOLS`' values added up; 0, the default, none). */
  setTools(mask: number): void;
  /** Sizes the whole search's table, 2^bits entries (16 to 22; 18, 2 MiB, unless set), and empties it. */
  setTableBits(bits: number): void;
  /** The whole search's last iteration (63 unless set). */
  setMaxDepth(depth: number): void;
  /** Weighs the kit's values of a man by square by `scale` (1: as the kit; 0: none), rounded to the centi-man. */
  scaleSquares(scale: number): void;
}

/** Moby Dam's search tools that the whole search can use in place of the kit's (src/games/draughts/compiled/assembly/international.ts). */
export const MOBY_TOOLS = {
  /** A node with one legal move uses no ply. */
  single: 1,
  /** Its late move reductions in place of the kit's. */
  lmr: 2,
  /** Its "bad move pruning", a ProbCut. */
  probcut: 4,
  /** Not its search but its evaluation's chief term beside material: a man's free path to promotion. */
  break: 8,
  /** Its table's rule for a node that fails low: the table's move stays (that node's own best is near worthless). */
  keep: 16,
  /** Not Moby Dam's either: a man one row from promotion that cannot step forward earns no square value. */
  blocked: 32,
  /** Nor a man two rows from promotion with an opponent's piece on the squares ahead it could reach. */
  freepath: 64,
} as const;

/**
 * Compiles the whole search (a second or two), with the kit's weights or `w`. `sliced`: through Binaryen's asyncify
 * pass too, so that `searchInSlices` can stop it at a check point and resume it (some 2% slower, 15 KB for 12).
 */
export async function compileInternational(w: EvalWeights = EVAL.international, { sliced = false, source }: { sliced?: boolean; source?: string } = {}): Promise<WasmInternational> {
  const binary = compileSearchModule({ sliced, source });
  // Asyncify's states: running; unwound to the caller at a pause; running again up to the pause it left at.
  let phase: 'running' | 'unwound' | 'rewinding' = 'running';
  let buffer = 0;
  const pause = (): void => {
    if (!sliced) return;
    if (phase === 'rewinding') {
      x.asyncify_stop_rewind!();
      phase = 'running';
      return;
    }
    buffer = x.unwindBuffer();
    x.asyncify_start_unwind!(buffer);
    phase = 'unwound';
  };
  // A function, not a comparison in place: the search's own call to `pause` changes the phase.
  const unwound = (): boolean => phase === 'unwound';
  const env = { abort: () => { throw new Error('wasm abort'); }, now: () => performance.now(), pause, iteration: () => {} };
  const { instance } = await WebAssembly.instantiate(binary, { env });
  const x = instance.exports as unknown as Exports & { asyncify_stop_rewind?(): void };
  // The kit's evaluation, from its own tables and weights (or the weights given).
  const putSquares = (scale: number): void => setEvaluation(x, w, scale);
  putSquares(1);
  const load = (s: DraughtsState): number => (loadPosition(x, s) ? 1 : 0);
  return {
    bytes: binary.length,
    perft: (s, depth) => Number(x.perft(depth, load(s))),
    evaluate: (s) => x.evaluateKit(load(s)),
    searchNodes: (s, depth) => Number(x.searchNodes(depth, load(s))),
    search: (s, maxNodes) => {
      x.setPast(1, 0, 0);
      return { nodes: Number(x.searchToNodes(load(s), maxNodes, Infinity, Infinity, 0)), depth: x.searchDepth(), score: x.chosenScore() };
    },
    searchInSlices: async (s, maxNodes, sliceMs) => {
      if (!sliced) throw new Error('searchInSlices needs a module compiled with { sliced: true }');
      x.setPast(1, 0, 0);
      const white = load(s);
      let slices = 0;
      let longestMs = 0;
      for (;;) {
        const t0 = performance.now();
        x.setSliceEnd(t0 + sliceMs);
        if (unwound()) {
          x.asyncify_start_rewind!(buffer);
          phase = 'rewinding';
        }
        // Called again with the same arguments, a rewinding search goes straight back to where it paused.
        const nodes = Number(x.searchToNodes(white, maxNodes, Infinity, Infinity, 0));
        slices++;
        longestMs = Math.max(longestMs, performance.now() - t0);
        if (!unwound()) {
          x.setSliceEnd(Infinity);
          return { nodes, depth: x.searchDepth(), score: x.chosenScore(), slices, longestMs };
        }
        x.asyncify_stop_unwind!();
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
    choose: (s, ms, soft, maxNodes = 2 ** 31 - 1) => {
      // The positions before this one in its line of king moves, for repetitions: their hashes on the word.
      putPast(x, s);
      const nodes = Number(x.searchToNodes(load(s), maxNodes, ms * soft, ms, 1));
      const i = x.chosenMove();
      const move =
        i < 0
          ? null
          : (draughts.moves(s).find(
              (m) =>
                m.from - 1 === x.rootFrom(i) &&
                m.to - 1 === x.rootTo(i) &&
                m.captured.length === x.rootCaptureCount(i) &&
                m.captured.every((c) => x.rootCaptures(i, c - 1) !== 0),
            ) ?? null);
      if (i >= 0 && !move) throw new Error(`the search's move ${x.rootFrom(i) + 1}-${x.rootTo(i) + 1} is not the kit's`);
      return { move, depth: x.searchDepth(), nodes, score: x.chosenScore() };
    },
    setTools: (mask) => x.setTools(mask),
    setTableBits: (bits) => x.setTableBits(bits),
    setMaxDepth: (depth) => x.setMaxDepth(depth),
    scaleSquares: putSquares,
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
}

/** `wasm,endings=N`: the positions the compiled search leaves to the kit's level 7, and the service that searches them. */
export interface WasmEndings {
  /** A position with a king, or with at most this many pieces, is an ending. */
  readonly pieces: number;
  readonly service: Pick<SearchService, 'search'>;
}

/** Whether `s` has a king on the board, or at most `pieces` pieces (by the counts the state keeps). */
export function isEnding(s: DraughtsState, pieces: number): boolean {
  return s.wk + s.bk > 0 || s.wm + s.wk + s.bm + s.bk <= pieces;
}

/**
 * The whole search in WebAssembly as a match's player (`npm run match -- --a wasm,ms=100`; international
 * draughts): `ms` a move, no iteration started past `soft` of it (level 7's share unless given), or `nodes`
 * (iterations start within half of them, as a level's node budget). The kit's opening book first;
 * repetitions in its search, but no endgame tables and no other draw rule; the match judges the game by the
 * kit's rules. `tools`: Moby Dam's search tools it uses (`MOBY_TOOLS`); `tableBits`: its table's size; `squares`:
 * the weight of the kit's values of a man by square. Each service compiles its own module, so that two of them in
 * a match (one a side) share no table and no tools. `endings`: the positions level 7 searches instead, as stop 65's
 * compiled level 7 split them (there, in slices in the worker; here the compiled search runs in one go a move).
 */
export function wasmService(
  timeMs: number,
  nodes?: number,
  tools = 0,
  soft = draughtsSearchTuning.levels[7].softTimeShare ?? 0.5,
  tableBits = 18,
  squares = 1,
  endings?: WasmEndings,
): ExternalService {
  let ready: Promise<WasmInternational> | undefined;
  let sized = false;
  return serviceOver({
    async answer(request, _game, _start, _played, state) {
      if (request.game !== 'draughts' || request.setup.variant !== 'international') throw new Error('The WebAssembly search plays international draughts only.');
      // The kit's opening book first, as the kit's levels play it.
      const book = draughtsOpeningMove(state as DraughtsState, { level: 7, ...(request.seed !== undefined ? { seed: request.seed } : {}) });
      if (book) return { move: draughts.parseMove(state as DraughtsState, book.move), depth: 0, nodes: 0 };
      if (endings && isEnding(state as DraughtsState, endings.pieces)) {
        // Level 7 in the same time, with what the compiled search lacks: the endgame tables and the draw rules.
        const reply = await endings.service.search(0, { ...request, level: 7, timeLimitMs: timeMs });
        if (!reply.ok || !reply.result.move) throw new Error(`level 7 found no move in the ending (${reply.ok ? 'none' : reply.message}).`);
        return { move: draughts.parseMove(state as DraughtsState, reply.result.move), depth: reply.result.depth, nodes: reply.result.nodes };
      }
      ready ??= compileInternational();
      const wasm = await ready;
      wasm.setTools(tools);
      // A service plays one side of the match in its thread: its table is sized once, then kept move to move.
      if (!sized) wasm.setTableBits(tableBits);
      wasm.scaleSquares(squares);
      sized = true;
      const r = wasm.choose(state as DraughtsState, timeMs, nodes === undefined ? soft : 1, nodes);
      if (!r.move) throw new Error('The WebAssembly search found no move.');
      return { move: r.move, depth: r.depth, nodes: r.nodes };
    },
    close: async () => {},
  });
}
