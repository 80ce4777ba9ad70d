/**
 * The Spock `SearchBoard` (src/core/search-board.ts): the search plays and takes back moves on one
 * working board, with every ply's move list stacked in one array and a record per ply (side,
 * counters, hash, what the move replaced). Beside the board it keeps each side's cells as bits,
 * the piece counts (with a signature of them, which keys a cache of the material balance) and the board
 * packed in four words, all updated move by move: moves are listed on the bits, in the rules' order; the
 * evaluation counts both sides' moves there without listing them and the end rules look for one
 * (bitboards.ts); the capture search lists only removals; repetition compares four words. The rules'
 * own `applyMove` and end checks, and the evaluation's formula, run on it, so no state, move array or
 * outcome object is made per node.
 */
import type { Game } from '../../core/game.js';
import { spockGridGame } from './grid.js';
import { spockSearchHooks } from './search-hooks.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../core/search-board.js';
import { hasMoves, listSide, orderByCell, summarizeSide } from './bitboards.js';
import { MoveSummary, evaluateSummaries, isNoisyOn, materialBalance, orderHintOn } from './evaluate.js';
import {
  CELLS,
  END_NONE,
  LEAP,
  LIMITS,
  SPOCK,
  applyMove,
  clockAfter,
  countAfter,
  endRuleOf,
  endWinner,
  type SideCode,
  type SpockMove,
  type SpockState,
} from './rules.js';

/** Deepest line a search may make (its own limit is 128 plies). */
const PLIES = 256;
/** Words of a packed board: 4 bits a cell, 8 cells a word. */
const WORDS = 4;

/**
 * Entries of the board's material cache: the balance depends on the piece counts alone, and a search
 * meets few of them (captures change them, most moves do not).
 */
const MATERIAL_BITS = 12;
const MATERIAL_SLOTS = 1 << MATERIAL_BITS;
/** Bits a kind's count takes in a side's signature of counts (a side has at most 20 pieces). */
const COUNT_BITS = 5;

/** A ply's list: none yet, the removals alone (`generateNoisy`), or every move. */
const LIST_NONE = 0;
const LIST_NOISY = 1;
const LIST_ALL = 2;

/** One ply's position facts, what is known of its moves, and what the move made from it replaced. */
class Ply {
  side: SideCode = 0;
  clock = 0;
  ply = 0;
  hash = 0;
  count = 0;
  /** The end rule (`endRuleOf`) once asked, −1 before. */
  end = -1;
  /** The side to move's moves and the other side's, summed (`summarizeSide`) once asked. */
  readonly mine = new MoveSummary();
  readonly theirs = new MoveSummary();
  mineKnown = false;
  theirsKnown = false;
  /** The list made here (ignoring the end rules): which, where it starts in the board's list array, how many. */
  listed = LIST_NONE;
  listTop = 0;
  listLength = 0;
  /** The move made from here, with the pieces it found on its two squares, to take it back. */
  made = 0;
  mover = 0;
  target = 0;
}

let spare: SpockSearchBoard | null = null;

/** Spock as the AI searches it: the game and its search board (what the worker loads; pages use `spockGridGame`, without the search). */
export const spockSearchGame: Game<SpockState, SpockMove> = { ...spockGridGame, ...spockSearchHooks, searchBoard: (state) => spockSearchBoard(state) };

/** A board at `state`; the search hands it back with `release()` so the next search reuses it. */
export function spockSearchBoard(state: SpockState): SpockSearchBoard {
  const board = spare ?? new SpockSearchBoard();
  spare = null;
  board.load(state);
  return board;
}

/** Packs `board` into `out[at..at + WORDS)`: cell c in word c >> 3, at bit 4 · (c & 7). */
function pack(board: Int8Array, out: Int32Array, at: number): void {
  out.fill(0, at, at + WORDS);
  for (let c = 0; c < CELLS; c++) out[at + (c >> 3)] |= board[c] << ((c & 7) << 2);
}

export class SpockSearchBoard implements SearchBoard {
  /** A move is a number below 3 << 10 (`from | to << 5 | type << 10`): its own key. */
  readonly moveKeySpace = (LEAP + 1) << 10;
  private readonly board = new Int8Array(CELLS);
  /** Each side's cells as bits, the same by side · 6 + kind, the piece counts by side · 6 + kind, and the board packed (`pack`). */
  private readonly cells = new Int32Array(2);
  private readonly kinds = new Int32Array(12);
  private readonly counts = new Int32Array(12);
  private readonly packed = new Int32Array(WORDS);
  /** Each side's piece counts in one number: kind k's count at bit COUNT_BITS · (k − 1). */
  private readonly signature = new Int32Array(2);
  /** The material cache: Blue's balance (`materialBalance`) by the two signatures, −1 where empty. */
  private readonly materialKeys = new Int32Array(MATERIAL_SLOTS * 2).fill(-1);
  private readonly materialValues = new Int32Array(MATERIAL_SLOTS);
  private readonly plies: Ply[] = [];
  private ply = 0;
  /** Every ply's moves, each list after its parent's. */
  private readonly moves: SpockMove[] = new Array<number>(PLIES * 64).fill(0);
  /** Where the removals of summaries that make no list go. */
  private readonly scratch: SpockMove[] = new Array<number>(256).fill(0);
  /**
   * Repetition (§3.3): hash, piece count and packed board of every position of the line with the
   * root's piece count, the root's past first (its own entry at rootAt), then one slot per ply.
   */
  private hashes = new Int32Array(0);
  private totals = new Int32Array(0);
  private boards = new Int32Array(0);
  private rootAt = 0;
  /** Occurrences of the current position, for `endRuleOf`. */
  private readonly repeats = (): number => this.occurrences();

  constructor() {
    for (let p = 0; p < PLIES; p++) this.plies.push(new Ply());
  }

  /** Sets the board to `s`, with the positions since its last capture for repetition. */
  load(s: SpockState): void {
    this.board.set(s.board);
    this.cells.fill(0);
    this.kinds.fill(0);
    this.counts.fill(0);
    for (let c = 0; c < CELLS; c++) {
      const p = s.board[c];
      if (!p) continue;
      this.cells[p >> 3] |= 1 << c;
      this.kinds[(p >> 3) * 6 + (p & 7)] |= 1 << c;
      this.counts[(p >> 3) * 6 + (p & 7)]++;
    }
    pack(s.board, this.packed, 0);
    this.signature.fill(0);
    for (let k = 0; k < 12; k++) if (k % 6) this.signature[(k / 6) | 0] += this.counts[k] << (COUNT_BITS * ((k % 6) - 1));
    this.ply = 0;
    let past = 0;
    for (let q = s.prev; q !== null && q.count === s.count; q = q.prev) past++;
    if (this.hashes.length < past + 1 + PLIES) {
      this.hashes = new Int32Array(past + 1 + PLIES);
      this.totals = new Int32Array(past + 1 + PLIES);
      this.boards = new Int32Array((past + 1 + PLIES) * WORDS);
    }
    this.rootAt = past;
    // Oldest first: the root's past, then the root.
    let q: SpockState | null = s;
    for (let k = past; k >= 0; k--, q = q!.prev) {
      this.hashes[k] = q!.hash;
      this.totals[k] = q!.count;
      pack(q!.board, this.boards, k * WORDS);
    }
    const r = this.plies[0];
    r.side = s.side;
    r.clock = s.clock;
    r.ply = s.ply;
    r.hash = s.hash;
    r.count = s.count;
    this.fresh(r);
  }

  /** Hands the board back for the next search. */
  release(): void {
    spare = this;
  }

  turn(): number {
    return this.plies[this.ply].side;
  }
  hash(): number {
    return this.plies[this.ply].hash;
  }
  /** The packed board and the side to move, mixed into one word: nothing of the Zobrist key's making. */
  hashCheck(): number {
    const p = this.packed;
    let h: number = this.plies[this.ply].side;
    for (let w = 0; w < WORDS; w++) {
      h = Math.imul(h ^ p[w], 0x9e3779b1);
      h ^= h >>> 15;
    }
    return h;
  }
  outcome(): number {
    const r = this.plies[this.ply];
    const end = this.endOf(r);
    if (end === END_NONE) return GOES_ON;
    const w = endWinner(end, r.side);
    return w < 0 ? DRAWN : w;
  }
  evaluate(): number {
    const r = this.plies[this.ply];
    const mine = this.mine(r);
    if (!r.theirsKnown) {
      summarizeSide(this.board, this.cells, this.kinds, r.side ^ 1, r.theirs, this.scratch, 0);
      r.theirsKnown = true;
    }
    return evaluateSummaries(this.counts, r.side, mine, r.theirs, r.side === 0 ? this.material() : -this.material());
  }
  generate(): number {
    const r = this.plies[this.ply];
    // As `Game.moves`: a finished game has no moves.
    if (this.endOf(r) !== END_NONE) return 0;
    if (r.listed !== LIST_ALL) {
      r.listLength = listSide(this.board, this.cells[r.side], this.cells[r.side ^ 1], this.moves, r.listTop) - r.listTop;
      r.listed = LIST_ALL;
    }
    return r.listLength;
  }
  /** The moves that remove an enemy piece, in `generate`'s order (`mine` listed them, unless `generate` wrote over them). */
  generateNoisy(): number {
    const r = this.plies[this.ply];
    if (this.endOf(r) !== END_NONE) return 0;
    if (r.listed !== LIST_NOISY) {
      summarizeSide(this.board, this.cells, this.kinds, r.side, r.mine, this.moves, r.listTop);
      orderByCell(this.moves, r.listTop, r.listTop + r.mine.removals);
      r.mineKnown = true;
      r.listLength = r.mine.removals;
      r.listed = LIST_NOISY;
    }
    return r.listLength;
  }
  /** After `generateNoisy`: some move is quiet. */
  mayStandPat(): boolean {
    const r = this.plies[this.ply];
    return this.mine(r).count > r.listLength;
  }
  isNoisy(i: number): boolean {
    const r = this.plies[this.ply];
    return isNoisyOn(this.board, r.side, this.moves[r.listTop + i]);
  }
  orderHint(i: number): number {
    const r = this.plies[this.ply];
    return orderHintOn(this.board, r.side, this.moves[r.listTop + i]);
  }
  moveKey(i: number): number {
    const r = this.plies[this.ply];
    return this.moves[r.listTop + i];
  }

  make(i: number): void {
    const board = this.board;
    const r = this.plies[this.ply];
    const m = this.moves[r.listTop + i];
    const from = m & 31;
    const to = (m >> 5) & 31;
    const p = board[from];
    const q = board[to];
    r.made = m;
    r.mover = p;
    r.target = q;
    const c = this.plies[++this.ply];
    c.clock = clockAfter(board, r.side, r.clock, m);
    c.hash = applyMove(board, r.side, r.hash, m);
    this.changed(from, p, board[from]);
    this.changed(to, q, board[to]);
    c.side = (r.side ^ 1) as SideCode;
    c.ply = r.ply + 1;
    c.count = countAfter(r.count, m);
    this.fresh(c);
    c.listTop = r.listTop + r.listLength;
    const at = this.rootAt + this.ply;
    this.hashes[at] = c.hash;
    this.totals[at] = c.count;
    const packed = this.packed;
    const boards = this.boards;
    for (let w = 0; w < WORDS; w++) boards[at * WORDS + w] = packed[w];
  }

  unmake(): void {
    const r = this.plies[--this.ply];
    const m = r.made;
    const from = m & 31;
    const to = (m >> 5) & 31;
    const board = this.board;
    this.changed(from, board[from], r.mover);
    this.changed(to, board[to], r.target);
    board[from] = r.mover;
    board[to] = r.target;
  }

  /** Brings the bits, counts and packed board in step with cell `c` going from piece `was` to `now`. */
  private changed(c: number, was: number, now: number): void {
    if (was === now) return;
    const bit = 1 << c;
    if (was) {
      this.cells[was >> 3] ^= bit;
      this.kinds[(was >> 3) * 6 + (was & 7)] ^= bit;
      this.counts[(was >> 3) * 6 + (was & 7)]--;
      this.signature[was >> 3] -= 1 << (COUNT_BITS * ((was & 7) - 1));
    }
    if (now) {
      this.cells[now >> 3] ^= bit;
      this.kinds[(now >> 3) * 6 + (now & 7)] ^= bit;
      this.counts[(now >> 3) * 6 + (now & 7)]++;
      this.signature[now >> 3] += 1 << (COUNT_BITS * ((now & 7) - 1));
    }
    this.packed[c >> 3] ^= (was ^ now) << ((c & 7) << 2);
  }

  /** Blue's material balance, from the cache when these counts were met before. */
  private material(): number {
    const blue = this.signature[0];
    const red = this.signature[1];
    // The slot from every bit of both signatures: the low bits alone (Rocks and Scissors) sent counts that
    // differ in the other kinds to one slot, and 15% of the nodes missed; now about 1%.
    const slot = Math.imul(blue ^ Math.imul(red, 0x2c1b3c6d), 0x9e3779b1) >>> (32 - MATERIAL_BITS);
    const keys = this.materialKeys;
    if (keys[2 * slot] === blue && keys[2 * slot + 1] === red) return this.materialValues[slot];
    const v = materialBalance(this.counts, 0);
    keys[2 * slot] = blue;
    keys[2 * slot + 1] = red;
    this.materialValues[slot] = v;
    return v;
  }

  /** A ply entered: nothing known of its moves or end yet. */
  private fresh(r: Ply): void {
    r.end = -1;
    r.mineKnown = false;
    r.theirsKnown = false;
    r.listed = LIST_NONE;
    r.listLength = 0;
  }

  /** The side to move's moves, summed once; their removals become the ply's list, unless it has one. */
  private mine(r: Ply): MoveSummary {
    if (!r.mineKnown) {
      const listed = r.listed === LIST_NONE;
      summarizeSide(this.board, this.cells, this.kinds, r.side, r.mine, listed ? this.moves : this.scratch, listed ? r.listTop : 0);
      r.mineKnown = true;
      if (listed) {
        orderByCell(this.moves, r.listTop, r.listTop + r.mine.removals);
        r.listed = LIST_NOISY;
        r.listLength = r.mine.removals;
      }
    }
    return r.mine;
  }

  private endOf(r: Ply): number {
    if (r.end < 0) {
      const counts = this.counts;
      // The rules ask only whether the side has a move: the count once known, else a look for one.
      const moves = r.mineKnown ? r.mine.count : r.listed === LIST_ALL ? r.listLength : +hasMoves(this.board, this.cells[r.side], this.cells[r.side ^ 1]);
      r.end = endRuleOf(counts[r.side * 6 + SPOCK], counts[(r.side ^ 1) * 6 + SPOCK], moves, r.clock, r.ply, this.repeats);
    }
    return r.end;
  }

  /** How many times the current position has occurred, as `occurrences` counts it: same side to move, back to the last capture. */
  private occurrences(): number {
    const r = this.plies[this.ply];
    const { packed, boards } = this;
    let n = 1;
    for (let k = this.rootAt + this.ply - 2; k >= 0 && this.totals[k] === r.count; k -= 2) {
      const at = k * WORDS;
      if (this.hashes[k] === r.hash && boards[at] === packed[0] && boards[at + 1] === packed[1] && boards[at + 2] === packed[2] && boards[at + 3] === packed[3]) {
        n++;
        if (n >= LIMITS.repetitions) break;
      }
    }
    return n;
  }
}
