/**
 * The draughts `SearchBoard` (src/core/search-board.ts): the search plays and takes back moves
 * on an engine's working board, with the move lists of every ply stacked in the engine's buffers
 * and a record per ply (side, hash, material, draw counters) that doubles as the evaluation's
 * input. No state, move object or outcome is made per node.
 */
import { DRAWN, GOES_ON, type SearchBoard } from '../../core/search-board.js';
import { WIN_SCORE } from '../../core/game.js';
import { advanceDrawCounters, drawReason, pliesToWin, type Mutable } from './draws.js';
import { DRAW, INVALID, type EndgameProbe } from './endgame/entry.js';
import { ENDGAME_TUNING, endgameProbe, loadEndgameTables } from './endgame/loader.js';
import { EVAL, addMan, clearMen, orderHint, menTables, weigh, type EvalPosition, type EvalWeights, type MenTerms, type MenTables } from './eval-terms.js';
import { BLACK, KING, WHITE, geometry, type DraughtsVariant, type Geometry } from './rules.js';
import { TrackedEngine } from './tracked-engine.js';
import { kindIndex, zobrist, zobristCheck, type DraughtsMove, type DraughtsState } from './state.js';
import { draughtsRules } from './game.js';
import { draughtsSearchTuning } from './search-hooks.js';
import type { Game } from '../../core/game.js';

/** Deepest line a search may make (its own limit is 128 plies). */
const PLIES = 256;
/** What a ply's list holds: nothing yet, every legal move, the noisy ones only. */
const LIST_NONE = 0;
const LIST_ALL = 1;
const LIST_NOISY = 2;
/** `PlyRecord.exact` before the tables are asked, and when they know no exact score. */
const NOT_ASKED = 0x7fff_fffe;
const UNKNOWN = 0x7fff_ffff;

/** One ply's position facts: what the evaluation and `drawReason` read, plus the search's bookkeeping. */
interface PlyRecord extends Mutable<EvalPosition>, MenTerms {
  hash: number;
  /** `hash` from the second key table (`zobristCheck`). */
  check: number;
  /** Whether the men's terms (`MenTerms`) are summed for this ply: on the evaluation's first call (`menTerms`). */
  menKnown: boolean;
  /** Index (in the repetition history) of the earliest position this one can repeat: a quiet king move links back. */
  chainStart: number;
  /** drawReason, once asked: −1 not yet, 0 none, 1 drawn. */
  drawn: number;
  /** The endgame tables' exact score (`known`), once asked: NOT_ASKED, UNKNOWN, or the score. */
  exact: number;
  /** The list of this ply: what it holds (LIST_*), its start in the engine's buffers, its length and its end. */
  listKind: number;
  listTop: number;
  listCap: number;
  listPath: number;
  listLength: number;
  /** After the noisy list: may the side decline it (some legal move is quiet)? */
  standPat: boolean;
  listEnd: number;
  listCapEnd: number;
  listPathEnd: number;
  /** The move made from this ply (an engine buffer index) and the piece that moved, for `unmake`. */
  made: number;
  moved: number;
}

const spares = new Map<DraughtsVariant, DraughtsSearchBoard>();

/**
 * Draughts as the AI searches it: the rules and the search board (what the worker loads), with the
 * endgame tables built before the first search near the end of a game (src/games/draughts/endgame/README.md).
 */
export const draughtsSearchGame: Game<DraughtsState, DraughtsMove> = {
  ...draughtsRules,
  ...draughtsSearchTuning,
  // The search board's evaluation at its root, which is `evaluate`'s (evaluate.ts): the worker loads one of the two.
  evaluate(state) {
    const board = draughtsSearchBoard(state, EVAL[state.variant], false);
    const score = board.evaluate();
    board.release();
    return score;
  },
  searchBoard: draughtsSearchBoard,
  // Before every search: the book's move, from a module that also readies the compiled search for a level that asks
  // for it (compiled/loader.ts gives `ownSearch`).
  openingMove: (state, request) => import('./compiled/loader.js').then((m) => m.openingMove(state, request)),
  beforeSearch: (state, signal) =>
    state.wm + state.wk + state.bm + state.bk <= ENDGAME_TUNING.loadFromPieces ? loadEndgameTables(state.variant, signal) : undefined,
};

/**
 * A board at `state`, evaluating with `weights` and probing the variant's endgame tables if they are
 * built (unless `tables` is false); the search hands it back with `release()` so the next search
 * reuses its buffers.
 */
export function draughtsSearchBoard(state: DraughtsState, weights: EvalWeights = EVAL[state.variant], tables = true): DraughtsSearchBoard {
  const spare = spares.get(state.variant);
  spares.delete(state.variant);
  const board = spare ?? new DraughtsSearchBoard(state.variant);
  board.weigh(weights);
  board.load(state);
  board.endgame = tables ? endgameProbe(state.variant) : null;
  return board;
}

export class DraughtsSearchBoard implements SearchBoard {
  /** Keys are from·64 + to over the squares 1–50. */
  readonly moveKeySpace = 64 * 64;
  private readonly e: TrackedEngine;
  private readonly g: Geometry;
  private readonly z: Int32Array;
  private readonly zc: Int32Array;
  /** The evaluation's tables of the men's terms (for `weights`). */
  private men: MenTables;
  private readonly plies: PlyRecord[] = [];
  private ply = 0;
  /** Hashes of the positions of the current line, the root's own reversible history first. */
  private readonly history = new Int32Array(2 * PLIES);
  /** Index in `history` of the root position. */
  private rootAt = 0;
  /** What the evaluation weighs (the variant's own unless `weigh` gives others). */
  private weights: EvalWeights;
  /** The endgame tables `probe` reads, if any. */
  endgame: EndgameProbe | null = null;

  constructor(private readonly variant: DraughtsVariant) {
    this.g = geometry(variant);
    this.e = new TrackedEngine(this.g);
    this.z = zobrist(variant);
    this.zc = zobristCheck(variant);
    this.men = menTables(variant);
    this.weights = EVAL[variant];
    for (let p = 0; p < PLIES; p++) {
      this.plies.push({
        variant, board: this.e.board, side: WHITE, wm: 0, wk: 0, bm: 0, bk: 0,
        reps: 1, kingPlies: 0, quietPlies: 0, eg: 0, egPlies: 0, egStrongMoves: 0, egDiagonal: false,
        advance: 0, squares: 0, backW: 0, backB: 0, wingW: 0, wingB: 0, menKnown: false,
        hash: 0, check: 0, chainStart: 0, drawn: -1, exact: NOT_ASKED,
        listKind: LIST_NONE, listTop: 0, listCap: 0, listPath: 0, listLength: 0, standPat: true, listEnd: 0, listCapEnd: 0, listPathEnd: 0,
        made: 0, moved: 0,
      });
    }
  }

  /** Evaluates with `weights` from the next `load` on. */
  weigh(weights: EvalWeights): void {
    this.weights = weights;
    this.men = menTables(this.variant, weights);
  }

  /** Sets the board to `state`, with its line of reversible positions for repetition. */
  load(s: DraughtsState): void {
    this.e.load(s.board);
    // The root's reversible past (its `prev` links), latest first, ending just before the root.
    let count = 0;
    for (let p = s.prev; p && count < PLIES; p = p.prev) count++;
    this.rootAt = count;
    let k = count;
    for (let p = s.prev; p && k > 0; p = p.prev) this.history[--k] = p.hash;
    // The root's record as a new ply's (lists and tables not asked yet) at ply 0.
    this.ply = -1;
    const r = this.enter(0, 0, 0);
    r.side = s.side;
    r.wm = s.wm; r.wk = s.wk; r.bm = s.bm; r.bk = s.bk;
    r.reps = s.reps; r.kingPlies = s.kingPlies; r.quietPlies = s.quietPlies;
    r.eg = s.eg; r.egPlies = s.egPlies; r.egStrongMoves = s.egStrongMoves; r.egDiagonal = s.egDiagonal;
    r.hash = s.hash;
    let check = s.side === BLACK ? this.zc[this.g.squares * 4] : 0;
    clearMen(r);
    for (let sq = 0; sq < this.g.squares; sq++) {
      const v = s.board[this.g.sqCell[sq]];
      if (v !== 0) check ^= this.zc[sq * 4 + kindIndex(v)];
      if (v !== 0 && (v & KING) === 0) addMan(r, this.men, sq, v, 1);
    }
    r.check = check;
    r.menKnown = true;
    r.chainStart = 0; // the oldest position of the root's past
    this.history[this.rootAt] = s.hash;
  }

  /** Hands the board back for the next search of its variant. */
  release(): void {
    spares.set(this.variant, this);
  }

  turn(): number {
    return this.plies[this.ply].side === WHITE ? 0 : 1;
  }
  hash(): number {
    return this.plies[this.ply].hash;
  }
  hashCheck(): number {
    return this.plies[this.ply].check;
  }
  outcome(): number {
    const r = this.plies[this.ply];
    // rules/draughts.md "Common rules": no legal move loses; then the draw rules.
    const moves = r.listKind === LIST_ALL ? r.listLength > 0 : this.e.hasMove(r.side);
    if (!moves) return r.side === WHITE ? 1 : 0;
    return this.isDrawn(r) ? DRAWN : GOES_ON;
  }
  /** The static evaluation, or below the root the tables' exact score (`known`) where they have one. */
  evaluate(): number {
    const r = this.plies[this.ply];
    const known = this.known(r);
    return known === UNKNOWN ? weigh(r, this.menTerms(), this.e.mobility(), this.weights, this.men) : known;
  }
  generate(): number {
    const r = this.plies[this.ply];
    // As `Game.moves`: a game drawn by rule has no moves. Nor, for the search, has a position the
    // tables know exactly: `evaluate` gives its score (src/core/search-board.ts, the contract).
    if (this.isDrawn(r) || this.known(r) !== UNKNOWN) return 0;
    if (r.listKind !== LIST_ALL) this.list(r, LIST_ALL);
    return r.listLength;
  }
  /** The captures (compulsory, so no standing pat) or else the steps onto the promotion row. */
  generateNoisy(): number {
    const r = this.plies[this.ply];
    if (this.isDrawn(r) || this.known(r) !== UNKNOWN) return 0;
    if (r.listKind === LIST_NOISY) return r.listLength;
    const n = this.list(r, LIST_NOISY);
    const e = this.e;
    // Without a capture every move is a step; declining the promotions needs another one.
    r.standPat = n === 0 || (e.mNcap[r.listTop] === 0 && e.count(r.side) > n);
    return n;
  }
  mayStandPat(): boolean {
    return this.plies[this.ply].standPat;
  }
  isNoisy(i: number): boolean {
    const j = this.plies[this.ply].listTop + i;
    return this.e.mNcap[j] !== 0 || this.e.mPromo[j] !== 0;
  }
  orderHint(i: number): number {
    const e = this.e;
    const j = this.plies[this.ply].listTop + i;
    return orderHint(this.men, e.board[e.mFrom[j]], this.g.cellSq[e.mTo[j]], e.mNcap[j], e.mPromo[j] !== 0);
  }
  moveKey(i: number): number {
    const e = this.e;
    const j = this.plies[this.ply].listTop + i;
    return (this.g.cellSq[e.mFrom[j]] + 1) * 64 + this.g.cellSq[e.mTo[j]] + 1;
  }

  make(i: number): void {
    const { e, g, z, zc } = this;
    const r = this.plies[this.ply];
    const j = r.listTop + i;
    const from = e.mFrom[j];
    const to = e.mTo[j];
    const nc = e.mNcap[j];
    const promotes = e.mPromo[j] !== 0;
    const v = e.make(j);
    r.made = j;
    r.moved = v;
    const n = this.enter(r.listEnd, r.listCapEnd, r.listPathEnd);
    const fromKey = g.cellSq[from] * 4 + kindIndex(v);
    let h = r.hash ^ z[g.squares * 4] ^ z[fromKey];
    let check = r.check ^ zc[g.squares * 4] ^ zc[fromKey];
    let { wm, wk, bm, bk } = r;
    const off = e.mCapOff[j];
    for (let c = off; c < off + nc; c++) {
      const cv = e.capVals[c];
      const capKey = g.cellSq[e.capCells[c]] * 4 + kindIndex(cv);
      h ^= z[capKey];
      check ^= zc[capKey];
      if (cv === WHITE) wm--;
      else if (cv === (WHITE | KING)) wk--;
      else if (cv === BLACK) bm--;
      else bk--;
    }
    const nv = promotes ? v | KING : v;
    if (promotes) {
      if (v & WHITE) (wm--, wk++);
      else (bm--, bk++);
    }
    const toKey = g.cellSq[to] * 4 + kindIndex(nv);
    h ^= z[toKey];
    check ^= zc[toKey];
    n.side = 3 - r.side;
    n.hash = h;
    n.check = check;
    n.wm = wm; n.wk = wk; n.bm = bm; n.bk = bk;
    // Only a king's quiet move can be undone; anything else starts a new line of repetitions.
    const kingMove = (v & KING) !== 0 && nc === 0;
    const at = this.rootAt + this.ply;
    this.history[at] = h;
    n.chainStart = kingMove ? r.chainStart : at;
    let reps = 1;
    for (let k = at - 2; k >= n.chainStart; k -= 2) if (this.history[k] === h) reps++;
    n.reps = reps;
    advanceDrawCounters(n, r, kingMove, nc !== 0 || promotes);
  }

  unmake(): void {
    const r = this.plies[--this.ply];
    this.e.unmake(r.made, r.moved);
  }

  /**
   * The current ply's men's terms, brought forward move by move from the last ply of the line that has
   * them: only when the evaluation asks (a move made only to look a position up in the table, or to reach
   * a node the table cuts off, never pays for them).
   */
  private menTerms(): PlyRecord {
    const { e, g, men, plies } = this;
    let p = this.ply;
    while (!plies[p].menKnown) p--;
    for (; p < this.ply; p++) {
      const r = plies[p];
      const n = plies[p + 1];
      n.advance = r.advance; n.squares = r.squares; n.backW = r.backW; n.backB = r.backB; n.wingW = r.wingW; n.wingB = r.wingB;
      const j = r.made;
      const v = r.moved;
      if ((v & KING) === 0) {
        addMan(n, men, g.cellSq[e.mFrom[j]], v, -1);
        if (e.mPromo[j] === 0) addMan(n, men, g.cellSq[e.mTo[j]], v, 1);
      }
      for (let c = e.mCapOff[j], end = c + e.mNcap[j]; c < end; c++) {
        if ((e.capVals[c] & KING) === 0) addMan(n, men, g.cellSq[e.capCells[c]], e.capVals[c], -1);
      }
      n.menKnown = true;
    }
    return plies[this.ply];
  }

  /** Goes a ply deeper: the next record, with its move list to start at the given buffer positions. */
  private enter(top: number, cap: number, path: number): PlyRecord {
    const n = this.plies[++this.ply];
    n.menKnown = false;
    n.drawn = -1;
    n.exact = NOT_ASKED;
    n.listKind = LIST_NONE;
    n.listTop = top;
    n.listCap = cap;
    n.listPath = path;
    return n;
  }

  /** Lists every legal move, or the noisy ones, at the start of the ply's part of the buffers. */
  private list(r: PlyRecord, kind: number): number {
    const e = this.e;
    e.release(r.listTop, r.listCap, r.listPath);
    r.listLength = kind === LIST_ALL ? e.generate(r.side, false) : e.generateNoisy(r.side);
    r.listKind = kind;
    r.listEnd = e.top;
    r.listCapEnd = e.capTop;
    r.listPathEnd = e.pathTop;
    return r.listLength;
  }

  /** The tables' exact score of the position as the search would score it at its root (tests, tools); null where they have none. */
  probe(): number | null {
    const score = this.tableScore(this.plies[this.ply], 0);
    return score === UNKNOWN ? null : score;
  }

  /** `tableScore` below the root (the root's moves are always listed), asked once per visit. */
  private known(r: PlyRecord): number {
    if (r.exact === NOT_ASKED) r.exact = this.ply === 0 ? UNKNOWN : this.tableScore(r, this.ply);
    return r.exact;
  }

  /**
   * Where the tables hold the position, its exact score `ply` plies below the root, as the search
   * scores a game's end: a draw is exact whatever the counters (they only add draws); a win or loss in
   * d plies only while the draw rules leave d plies (`pliesToWin`); else UNKNOWN, and the search plays
   * on and meets the counters itself.
   */
  private tableScore(r: PlyRecord, ply: number): number {
    const tables = this.endgame;
    if (!tables || !tables.covers(r.wm + r.wk, r.bm + r.bk, r.wm + r.bm)) return UNKNOWN;
    const v = tables.probe(this.e.board, r.side);
    if (v === DRAW) return 0;
    if (v === INVALID || v - 1 > pliesToWin(r)) return UNKNOWN;
    const end = ply + v - 1;
    return v & 1 ? -(WIN_SCORE - end) : WIN_SCORE - end;
  }

  private isDrawn(r: PlyRecord): boolean {
    if (r.drawn < 0) r.drawn = drawReason(r) ? 1 : 0;
    return r.drawn === 1;
  }
}
