/**
 * The Spock `SearchBoard` (src/core/search-board.ts): the search plays and takes back moves on one
 * working board, with every ply's move list stacked in one array and a record per ply (side,
 * counters, hash, what the move replaced). The rules' own generator, `applyMove`, `endRule` and
 * evaluation run on it, so no state, move array or outcome object is made per node.
 */
import type { Game } from '../../core/game.js';
import { spockGridGame } from './grid.js';
import { spockSearchHooks } from './search-hooks.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../core/search-board.js';
import { evaluateMoves, isNoisyOn, orderHintOn } from './evaluate.js';
import {
  CELLS,
  END_NONE,
  LEAP,
  LIMITS,
  applyMove,
  clockAfter,
  countAfter,
  endRule,
  endWinner,
  listMoves,
  sameBoard,
  type SideCode,
  type SpockMove,
  type SpockState,
} from './rules.js';

/** Deepest line a search may make (its own limit is 128 plies). */
const PLIES = 256;

/** One ply's position facts and what the move made from it replaced. */
class Ply {
  side: SideCode = 0;
  clock = 0;
  ply = 0;
  hash = 0;
  count = 0;
  /** The end rule (`endRule`) once asked, −1 before. */
  end = -1;
  /** The moves (ignoring the end rules): listed yet, where they start in the board's list array, how many. */
  listed = false;
  listTop = 0;
  listLength = 0;
  /** The move made from here, with the pieces it found on its two squares, to take it back. */
  made = 0;
  mover = 0;
  target = 0;
  /** This position's board, for the repetition check of later plies. */
  readonly snapshot = new Int8Array(CELLS);
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

export class SpockSearchBoard implements SearchBoard {
  /** A move is a number below 3 << 10 (`from | to << 5 | type << 10`): its own key. */
  readonly moveKeySpace = (LEAP + 1) << 10;
  private readonly board = new Int8Array(CELLS);
  private readonly plies: Ply[] = [];
  private ply = 0;
  /** Every ply's moves, each list after its parent's (the evaluation lists the opponent's above). */
  private readonly moves: SpockMove[] = new Array<number>(PLIES * 64).fill(0);
  /**
   * Repetition (§3.3): hash, piece count and board of every position of the line with the root's
   * piece count, the root's past first (its own entry at rootAt), then one slot per ply.
   */
  private hashes = new Int32Array(0);
  private counts = new Int32Array(0);
  private boards: Int8Array[] = [];
  private rootAt = 0;
  /** Occurrences of the current position, for `endRule`. */
  private readonly repeats = (): number => this.occurrences();

  constructor() {
    for (let p = 0; p < PLIES; p++) this.plies.push(new Ply());
  }

  /** Sets the board to `s`, with the positions since its last capture for repetition. */
  load(s: SpockState): void {
    this.board.set(s.board);
    this.ply = 0;
    let past = 0;
    for (let q = s.prev; q !== null && q.count === s.count; q = q.prev) past++;
    if (this.hashes.length < past + 1 + PLIES) {
      this.hashes = new Int32Array(past + 1 + PLIES);
      this.counts = new Int32Array(past + 1 + PLIES);
    }
    this.rootAt = past;
    // Oldest first: the root's past, then the root.
    const line: SpockState[] = [];
    for (let q: SpockState | null = s; line.length <= past; q = q!.prev) line.push(q!);
    this.boards.length = 0;
    for (let k = 0; k <= past; k++) {
      const q = line[past - k];
      this.hashes[k] = q.hash;
      this.counts[k] = q.count;
      this.boards.push(q.board);
    }
    const r = this.plies[0];
    r.side = s.side;
    r.clock = s.clock;
    r.ply = s.ply;
    r.hash = s.hash;
    r.count = s.count;
    r.end = -1;
    r.listed = false;
    r.listTop = 0;
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
  outcome(): number {
    const r = this.plies[this.ply];
    const end = this.endOf(r);
    if (end === END_NONE) return GOES_ON;
    const w = endWinner(end, r.side);
    return w < 0 ? DRAWN : w;
  }
  evaluate(): number {
    const r = this.plies[this.ply];
    const n = this.list(r);
    // The opponent's moves go above this ply's list, where the next ply's list will go.
    const top = r.listTop;
    const end = listMoves(this.board, (r.side ^ 1) as SideCode, this.moves, top + n);
    return evaluateMoves(this.board, r.side, this.moves, top, top + n, this.moves, top + n, end);
  }
  generate(): number {
    const r = this.plies[this.ply];
    // As `Game.moves`: a finished game has no moves.
    return this.endOf(r) === END_NONE ? r.listLength : 0;
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
    r.made = m;
    r.mover = board[from];
    r.target = board[to];
    const c = this.plies[++this.ply];
    c.clock = clockAfter(board, r.side, r.clock, m);
    c.hash = applyMove(board, r.side, r.hash, m);
    c.side = (r.side ^ 1) as SideCode;
    c.ply = r.ply + 1;
    c.count = countAfter(r.count, m);
    c.end = -1;
    c.listed = false;
    c.listTop = r.listTop + r.listLength;
    const at = this.rootAt + this.ply;
    this.hashes[at] = c.hash;
    this.counts[at] = c.count;
    const snapshot = c.snapshot;
    for (let x = 0; x < CELLS; x++) snapshot[x] = board[x];
    this.boards[at] = snapshot;
  }

  unmake(): void {
    const r = this.plies[--this.ply];
    const m = r.made;
    this.board[m & 31] = r.mover;
    this.board[(m >> 5) & 31] = r.target;
  }

  /** The moves of the ply's side (ignoring the end rules), listed once; their number. */
  private list(r: Ply): number {
    if (!r.listed) {
      r.listLength = listMoves(this.board, r.side, this.moves, r.listTop) - r.listTop;
      r.listed = true;
    }
    return r.listLength;
  }

  private endOf(r: Ply): number {
    if (r.end < 0) r.end = endRule(this.board, r.side, this.list(r), r.clock, r.ply, this.repeats);
    return r.end;
  }

  /** How many times the current position has occurred, as `occurrences` counts it: same side to move, back to the last capture. */
  private occurrences(): number {
    const r = this.plies[this.ply];
    let n = 1;
    for (let k = this.rootAt + this.ply - 2; k >= 0 && this.counts[k] === r.count; k -= 2) {
      if (this.hashes[k] === r.hash && sameBoard(this.boards[k], this.board)) {
        n++;
        if (n >= LIMITS.repetitions) break;
      }
    }
    return n;
  }
}
