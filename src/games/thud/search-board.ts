/**
 * The Thud `SearchBoard` (src/core/search-board.ts): the search plays and takes back moves on one
 * working board, with the move lists of every ply stacked in one `MoveList` and a record per ply
 * (side, counters, hash, repetition chain, outcome) that is also what the evaluation, the move
 * generator and the end checks read. No state, move object or outcome is made per node.
 */
import type { Game } from '../../core/game.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../../core/search-board.js';
import { thudRules } from './game.js';
import { evaluateWith, futilityMargin, orderHint } from './evaluate.js';
import { thudSearchHooks } from './search-hooks.js';
import { LineMasks } from './line-masks.js';
import { CELLS, DWARF, EMPTY, PLAY_CELLS, TROLL, type ThudBoard } from './geometry.js';
import {
  MOVE_KEY_SPACE, MoveList, PieceLists, WIN_BIT, codeCaps, codeFrom, codeKind, codeTo, generateMoves, generateNoisyMoves, moveKey,
} from './movegen.js';
import {
  Z_SIDE, advanceCounters, emptyBoard, endsFirstBattle, judgeMove, pieceKey, secondBattle,
  type SideIndex, type StateFields, type ThudMove, type ThudOutcome, type ThudState,
} from './rules.js';

// The hooks pass through here for the engines (games/thud/index.ts), so that the worker's Thud search code,
// this board and the hooks, is one file of the build rather than two (0.3 KB less gzip for the worker).
export { thudSearchHooks };

/** Plies made ready for a line (the search's own limit is 128); a longer one adds more. */
const PLIES = 256;
/** What a ply's list holds: nothing yet, every legal move, the noisy ones only. */
const LIST_NONE = 0;
const LIST_ALL = 1;
const LIST_NOISY = 2;

/** One ply's position facts (the fields of a `ThudState` that the rules read) and the search's bookkeeping. */
interface PlyRecord extends StateFields {
  // `board` is the working board, shared by every ply.
  rock: number;
  dwarfs: number;
  trolls: number;
  hash: number;
  reps: number;
  /** Index (in the repetition history) of the earliest position this one can repeat. */
  chainStart: number;
  /** `SearchBoard.outcome()` of this position. */
  end: number;
  /** The evaluation, once asked (NaN before). */
  evaluation: number;
  /** The list of this ply: what it holds (LIST_*), where it starts in the `MoveList` and its pools, its length and its end. */
  listKind: number;
  listTop: number;
  listCapTop: number;
  listHopTop: number;
  listLength: number;
  listEnd: number;
  listCapEnd: number;
  listHopEnd: number;
  /** The move made from this ply (its index in the `MoveList`, −1 for a pass) and the piece that moved, for `unmake`. */
  made: number;
  moved: number;
  /** This position starts battle 2 of a match: `endBoard` holds battle 1's last board, for `unmake`. */
  newBattle: boolean;
  endBoard: ThudBoard | null;
}

/** Which of the game's optional search hooks the board offers (a game stripped of one is searched without it). */
export interface ThudSearchHooks {
  readonly noisyMoves?: unknown;
  readonly nullMove?: unknown;
  readonly futilityMargin?: unknown;
}

/** Thud as the AI searches it: the rules and the search board (what the worker loads). */
export const thudSearchGame: Game<ThudState, ThudMove> = {
  ...thudRules,
  ...thudSearchHooks,
  // A board made for a copy of this object without some hooks goes without them too.
  searchBoard(s) {
    return thudSearchBoard(s, this ?? thudSearchGame);
  },
};

/** A board the last search handed back (`release()`), reused by the next one. */
let spare: ThudSearchBoard | null = null;

/** A board at `state` offering the hooks `game` has; the search hands it back with `release()` so the next search reuses its buffers. */
export function thudSearchBoard(state: ThudState, game: ThudSearchHooks): ThudSearchBoard {
  const board = spare ?? new ThudSearchBoard();
  spare = null;
  board.load(state, game);
  return board;
}

export class ThudSearchBoard implements SearchBoard {
  readonly moveKeySpace = MOVE_KEY_SPACE;
  generateNoisy?: () => number;
  makeNull?: () => boolean;
  futilityMargin?: () => number;

  private readonly board: ThudBoard = emptyBoard();
  private readonly list = new MoveList();
  /** The cells of the dwarfs and trolls on the working board and their neighbour counts, kept up to date by `make` and `unmake`. */
  private readonly pieces = new PieceLists();
  private readonly plies: PlyRecord[] = [];
  private ply = 0;
  /** The current ply's record. */
  private r: PlyRecord;
  /** Hashes of the positions of the current line, the root's own past (its repetition chain) first. */
  private history = new Int32Array(2 * PLIES);
  /** Index in `history` of the root position. */
  private rootAt = 0;
  /** The root's past, oldest first: `rootPast[k]` is the position at `history[k]`. */
  private readonly rootPast: ThudState[] = [];
  /** The line masks of classic boards, made on the first one. */
  private lines: LineMasks | null = null;
  /** A board to compare an earlier position of the line on (repetitions). */
  private readonly earlier: ThudBoard = emptyBoard();

  private readonly noisyHook = (): number => this.listMoves(LIST_NOISY);
  private readonly nullHook = (): boolean => this.pass();
  private readonly futilityHook = (): number => futilityMargin(this.r);

  constructor() {
    this.pieces.dwarfNear = new Uint8Array(CELLS);
    while (this.plies.length < PLIES) this.addPly();
    this.r = this.plies[0];
  }

  private addPly(): void {
    this.plies.push({
      config: { variant: 'classic', trollCapture: 'all', match: 'single' }, board: this.board, side: 0,
      clock: 0, ply: 0, rockMax: 0, rock: -1, dwarfs: 0, trolls: 0, hash: 0, reps: 1, battle: 1, firstBattle: null,
      chainStart: 0, end: GOES_ON, evaluation: NaN,
      listKind: LIST_NONE, listTop: 0, listCapTop: 0, listHopTop: 0, listLength: 0, listEnd: 0, listCapEnd: 0, listHopEnd: 0,
      made: -1, moved: EMPTY, newBattle: false, endBoard: null,
    });
  }

  /** Sets the board to `s`, with its chain of earlier positions for repetition. */
  load(s: ThudState, game: ThudSearchHooks): void {
    this.generateNoisy = game.noisyMoves ? this.noisyHook : undefined;
    this.makeNull = game.nullMove ? this.nullHook : undefined;
    this.futilityMargin = game.futilityMargin ? this.futilityHook : undefined;
    // Classic's line masks (its evaluation and hurls read them); Koom Valley goes without their upkeep.
    this.pieces.lines = s.config.variant === 'classic' ? (this.lines ??= new LineMasks()) : null;
    this.setBoard(s.board);
    this.ply = 0;
    // The root's repetition chain (its `prev` links), oldest first, ending just before the root.
    const past = this.rootPast;
    past.length = 0;
    for (let p = s.prev; p; p = p.prev) past.push(p);
    past.reverse();
    this.rootAt = past.length;
    if (this.history.length < past.length + PLIES) this.history = new Int32Array(2 * (past.length + PLIES));
    for (let k = 0; k < past.length; k++) this.history[k] = past[k].hash;
    this.history[this.rootAt] = s.hash;
    const r = this.plies[0];
    // The root's outcome as the state has it: an agreed end, say, is not in the position.
    takeState(r, s, 0);
    r.evaluation = NaN;
    r.listKind = LIST_NONE;
    r.listTop = 0;
    r.listCapTop = 0;
    r.listHopTop = 0;
    r.newBattle = false;
    this.r = r;
  }

  /** Sets the working board to `board`, listing its pieces. */
  private setBoard(board: ThudBoard): void {
    copyBoard(this.board, board);
    this.pieces.read(this.board);
  }

  /** Hands the board back for the next search. */
  release(): void {
    this.rootPast.length = 0;
    spare = this;
  }

  turn(): number {
    return this.r.side;
  }
  hash(): number {
    return this.r.hash;
  }
  outcome(): number {
    return this.r.end;
  }
  evaluate(): number {
    const r = this.r;
    if (r.evaluation !== r.evaluation) r.evaluation = evaluateWith(r, this.pieces, this.hurled());
    return r.evaluation;
  }

  /**
   * Classic, the Dwarfs to move, their hurls listed (the capture search's list): how many trolls a
   * hurl can take, which the evaluation would otherwise read off the line masks again. The hurls are
   * listed troll by troll. −1 when there is no such list.
   */
  private hurled(): number {
    const r = this.r;
    if (r.listKind !== LIST_NOISY || r.side !== 0 || r.config.variant !== 'classic') return -1;
    const code = this.list.code;
    let n = 0;
    for (let j = r.listTop; j < r.listEnd; j++) if (j === r.listTop || codeTo(code[j]) !== codeTo(code[j - 1])) n++;
    return n;
  }

  generate(): number {
    return this.listMoves(LIST_ALL);
  }
  isNoisy(i: number): boolean {
    // A capture or a win: the bits from the win flag up.
    return this.list.code[this.r.listTop + i] >= WIN_BIT;
  }
  orderHint(i: number): number {
    const L = this.list;
    const j = this.r.listTop + i;
    const c = L.code[j];
    const b = this.board;
    const caps = codeCaps(c);
    return orderHint((c & WIN_BIT) !== 0, caps, caps === 0 ? EMPTY : b[L.caps[L.capStart[j]]], b[codeFrom(c)], codeFrom(c), codeTo(c));
  }
  moveKey(i: number): number {
    const c = this.list.code[this.r.listTop + i];
    return moveKey(codeKind(c), codeFrom(c), codeTo(c));
  }

  make(i: number): void {
    const L = this.list;
    const b = this.board;
    const r = this.r;
    const j = r.listTop + i;
    const c = L.code[j];
    const from = codeFrom(c);
    const to = codeTo(c);
    const caps = codeCaps(c);
    const piece = b[from];
    const victim = piece === DWARF ? TROLL : DWARF;
    let h = r.hash ^ Z_SIDE ^ pieceKey(piece, from) ^ pieceKey(piece, to);
    b[from] = EMPTY;
    for (let k = L.capStart[j], end = k + caps; k < end; k++) {
      const x = L.caps[k];
      h ^= pieceKey(victim, x);
      b[x] = EMPTY;
      this.pieces.remove(victim, x);
    }
    b[to] = piece;
    this.pieces.move(piece, from, to);
    r.made = j;
    r.moved = piece;
    const n = this.enter(r.listEnd, r.listCapEnd, r.listHopEnd);
    n.hash = h | 0;
    advanceCounters(n, r, piece, to, caps);
    // After a capture no earlier placement can recur (pieces never come back).
    const at = this.rootAt + this.ply;
    this.history[at] = n.hash;
    if (caps > 0) {
      n.chainStart = at;
      n.reps = 1;
    } else {
      n.chainStart = r.chainStart;
      n.reps = this.occurrences(at);
    }
    const outcome = judgeMove(n, r.side, piece, (c & WIN_BIT) !== 0);
    if (outcome !== null && endsFirstBattle(n)) this.startSecondBattle(n, outcome);
    else n.end = endCode(outcome);
  }

  unmake(): void {
    const n = this.r;
    const r = this.plies[--this.ply];
    this.r = r;
    const j = r.made;
    if (j < 0) return; // a pass
    const b = this.board;
    if (n.newBattle) this.setBoard(n.endBoard!);
    const L = this.list;
    const piece = r.moved;
    const victim = piece === DWARF ? TROLL : DWARF;
    const c = L.code[j];
    const from = codeFrom(c);
    const to = codeTo(c);
    b[to] = EMPTY;
    b[from] = piece;
    // The mover first: a hurled-at troll comes back to the square the dwarf leaves.
    this.pieces.move(piece, to, from);
    for (let k = L.capStart[j], end = k + codeCaps(c); k < end; k++) {
      b[L.caps[k]] = victim;
      this.pieces.restore(victim, L.caps[k]);
    }
  }

  /** The null move (`passTurn`): the other side to move, a new repetition chain, and the game cannot end here. */
  private pass(): boolean {
    const r = this.r;
    if (r.end !== GOES_ON) return false;
    r.made = -1;
    const listed = r.listKind !== LIST_NONE;
    const n = this.enter(listed ? r.listEnd : r.listTop, listed ? r.listCapEnd : r.listCapTop, listed ? r.listHopEnd : r.listHopTop);
    n.hash = (r.hash ^ Z_SIDE) | 0;
    // The counters as after a move that takes nothing and is no Rock's.
    advanceCounters(n, r, EMPTY, 0, 0);
    n.reps = 1;
    n.chainStart = this.rootAt + this.ply;
    this.history[n.chainStart] = n.hash;
    n.end = GOES_ON;
    return true;
  }

  /** Goes a ply deeper, the other side to move: the next record, with its move list to start at the given positions. */
  private enter(top: number, capTop: number, hopTop: number): PlyRecord {
    const r = this.r;
    if (++this.ply === this.plies.length) this.addPly();
    if (this.rootAt + this.ply === this.history.length) {
      const longer = new Int32Array(2 * this.history.length);
      longer.set(this.history);
      this.history = longer;
    }
    const n = this.plies[this.ply];
    n.config = r.config;
    n.side = (1 - r.side) as SideIndex;
    n.battle = r.battle;
    n.firstBattle = r.firstBattle;
    n.evaluation = NaN;
    n.listKind = LIST_NONE;
    n.listTop = top;
    n.listCapTop = capTop;
    n.listHopTop = hopTop;
    n.newBattle = false;
    this.r = n;
    return n;
  }

  /** Lists every legal move (LIST_ALL) or the noisy ones at the start of the ply's part of the `MoveList`; returns how many. */
  private listMoves(kind: number): number {
    const r = this.r;
    // As `Game.moves`: a finished game has no moves.
    if (r.end !== GOES_ON) return 0;
    if (r.listKind === kind) return r.listLength;
    const L = this.list;
    L.truncate(r.listTop, r.listCapTop, r.listHopTop);
    if (kind === LIST_ALL) generateMoves(r, this.pieces, L);
    else generateNoisyMoves(r, this.pieces, L);
    r.listKind = kind;
    r.listLength = L.top - r.listTop;
    r.listEnd = L.top;
    r.listCapEnd = L.capTop;
    r.listHopEnd = L.hopTop;
    return r.listLength;
  }

  /**
   * How often the current position (at `history[at]`) has occurred along its repetition chain, itself
   * included: the same placement with the same side to move (`countReps` of rules.ts).
   */
  private occurrences(at: number): number {
    const h = this.history[at];
    let n = 1;
    for (let k = at - 2; k >= this.r.chainStart; k -= 2) if (this.history[k] === h && this.samePlacement(k)) n++;
    return n;
  }

  /** Whether the position at `history[k]` has the current board (the hashes agree: this rules out a collision). */
  private samePlacement(k: number): boolean {
    const b = this.board;
    if (k < this.rootAt) return sameBoard(this.rootPast[k].board, b);
    // A position of the search's line: take back, on a copy, the moves made since. They took
    // nothing (the chain starts after the last capture), so each only moved a piece back.
    const e = this.earlier;
    copyBoard(e, b);
    const L = this.list;
    for (let p = this.ply - 1; p >= k - this.rootAt; p--) {
      const c = L.code[this.plies[p].made];
      e[codeFrom(c)] = e[codeTo(c)];
      e[codeTo(c)] = EMPTY;
    }
    return sameBoard(e, b);
  }

  /** The battle just ended starts battle 2 of the match (`applyMove`): its start position, saving battle 1's last board. */
  private startSecondBattle(n: PlyRecord, outcome: ThudOutcome): void {
    const s = secondBattle(n, outcome);
    copyBoard((n.endBoard ??= emptyBoard()), this.board);
    this.setBoard(s.board);
    n.newBattle = true;
    takeState(n, s, this.rootAt + this.ply);
    this.history[n.chainStart] = s.hash;
  }
}

/** Sets ply record `r` to state `s`, with its repetition chain starting at `history[chainStart]`. */
function takeState(r: PlyRecord, s: ThudState, chainStart: number): void {
  r.config = s.config;
  r.side = s.side;
  r.clock = s.clock;
  r.ply = s.ply;
  r.rockMax = s.rockMax;
  r.rock = s.rock;
  r.dwarfs = s.dwarfs;
  r.trolls = s.trolls;
  r.hash = s.hash;
  r.reps = s.reps;
  r.battle = s.battle;
  r.firstBattle = s.firstBattle;
  r.chainStart = chainStart;
  r.end = endCode(s.outcome);
}

function copyBoard(to: ThudBoard, from: ThudBoard): void {
  for (let c = 0; c < CELLS; c++) to[c] = from[c];
}

function sameBoard(a: ThudBoard, b: ThudBoard): boolean {
  for (const c of PLAY_CELLS) if (a[c] !== b[c]) return false;
  return true;
}

/** `SearchBoard.outcome()` of an outcome. */
function endCode(o: ThudOutcome | null): number {
  if (o === null) return GOES_ON;
  return o.winner === null ? DRAWN : o.winner === 'dwarfs' ? 0 : 1;
}
