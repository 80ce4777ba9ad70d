/**
 * The Kamisado `SearchBoard` (src/core/search-board.ts): the search plays and takes back moves on
 * one working board, with every ply's move list stacked in one array and a record per ply (the
 * position's facts, what its move did, its repetition bookkeeping). The record is what the rules'
 * `applyMove`, `listMoves` and the evaluation read and write, so no state, move array or outcome
 * object is made per node.
 */
import { packedArray } from '../../core/packed.js';
import type { Game } from '../../core/game.js';
import { kamisadoRules } from './game.js';
import { kamisadoSearchHooks } from './search-hooks.js';
import { GOES_ON, type SearchBoard } from '../../core/search-board.js';
import { FORWARD, type VariantRules } from './geometry.js';
import { evaluateBeforeMoves, evaluateMoves, isNoisy, occupancyHi, occupancyLo, orderHint } from './evaluate.js';
import {
  BUF_SIZE,
  EMPTY,
  KIND_FL,
  KIND_MOVE,
  KIND_PUSH,
  OVER,
  POS,
  RANK,
  applyMove,
  applyRegroup,
  judgeRepetition,
  listMoves,
  repetitionKey1,
  repetitionKey2,
  stateHash,
  type EndReason,
  type KamisadoMove,
  type KamisadoPosition,
  type KamisadoState,
  type MoveEffects,
  type TowerBuffer,
} from './rules.js';

/** Deepest line a search may make (its own limit is 128 plies). */
const PLIES = 256;

/**
 * Move keys for killers and history, one per move that can occur: ordinary moves and pushes by
 * (from, to), re-entries by (from, side, goal file, re-entry file), then FL and FR.
 */
const KEY_PUSH = 64 * 64;
const KEY_REENTER = 2 * 64 * 64;
const KEY_FL = KEY_REENTER + 64 * 2 * 8 * 8;
const KEY_SPACE = KEY_FL + 2;

/** One ply: the position (as `KamisadoPosition`, what the move into it did as `MoveEffects`) and the search's bookkeeping. */
class Ply implements KamisadoPosition, MoveEffects {
  side = 0;
  toMove = 0;
  readonly score = [0, 0];
  round = 0;
  ply = 0;
  h1 = 0;
  h2 = 0;
  special = false;
  pushed = 0;
  promoted = -1;
  promotedRank = 0;
  scorer = -1;
  reason: EndReason | '' = '';
  roundTower = -1;
  roundPoints = 0;
  readonly passes: number[] = [];
  passCount = 0;
  /** `Game.hash`. */
  hash = 0;
  /**
   * Repetition (§8), as the state's `rep` and `scan` lists, by index in the board's key history:
   * this position's entry (−1 once the round is over), the newest entry the next ordinary
   * move's scan starts at (−1: none) and the round's first entry.
   */
  repAt = -1;
  scanAt = -1;
  roundStart = 0;
  /** The board's occupancy mask (`occupancyLo`, `occupancyHi`), kept move by move for the evaluation and the order hints. */
  occLo = 0;
  occHi = 0;
  /** The move list: listed yet, where it starts in the board's list array, its length. */
  listed = false;
  listTop = 0;
  listLength = 0;
  /** The move made from here, and (for FL/FR) the board before it, to take it back. */
  made = 0;
  saved: TowerBuffer | null = null;

  constructor(
    public rules: VariantRules,
    readonly buf: TowerBuffer,
  ) {}
}

/** The killer/history key of a move: one per move that can occur, below `KEY_SPACE`. */
export function moveKey(m: KamisadoMove): number {
  const kind = (m >> 12) & 7;
  const from = m & 63;
  const to = (m >> 6) & 63;
  if (kind === KIND_MOVE) return from * 64 + to;
  if (kind === KIND_PUSH) return KEY_PUSH + from * 64 + to;
  if (kind >= KIND_FL) return KEY_FL + kind - KIND_FL;
  // A re-entry: its goal row says the side, the files say the squares.
  return KEY_REENTER + ((from * 2 + (to >> 5)) * 8 + (to & 7)) * 8 + ((m >> 15) & 7);
}

/** The square step of a push by `side` from `from` to `to`: each pushed tower moves one such step. */
function pushStep(side: number, from: number, to: number): number {
  return FORWARD[side] * 8 + (to & 7) - (from & 7);
}

let spare: KamisadoSearchBoard | null = null;

/** Kamisado as the AI searches it: its rules and its search board (what the worker loads; pages use `kamisadoGridGame`, without the search). */
export const kamisadoSearchGame: Game<KamisadoState, KamisadoMove> = { ...kamisadoRules, ...kamisadoSearchHooks, searchBoard: (state) => kamisadoSearchBoard(state) };

/** A board at `state`; the search hands it back with `release()` so the next search reuses it. */
export function kamisadoSearchBoard(state: KamisadoState): KamisadoSearchBoard {
  const board = spare ?? new KamisadoSearchBoard(state);
  spare = null;
  board.load(state);
  return board;
}

export class KamisadoSearchBoard implements SearchBoard {
  readonly moveKeySpace = KEY_SPACE;
  /** The working board (a plain array like a state's, so the rules' functions see one kind of board). */
  private readonly buf: TowerBuffer;
  private readonly plies: Ply[] = [];
  private ply = 0;
  /** Every ply's moves, each list after its parent's. */
  private readonly moves: KamisadoMove[] = packedArray(PLIES * 32, 0);
  /** Repetition keys of the round's positions along the line: the root's round first, then one slot per ply. */
  private keys1 = new Int32Array(0);
  private keys2 = new Int32Array(0);
  /** Key history index of the root's entry (its slot; a ply's is this plus its depth). */
  private rootAt = 0;

  constructor(root: KamisadoState) {
    this.buf = root.buf.slice();
    for (let p = 0; p < PLIES; p++) this.plies.push(new Ply(root.rules, this.buf));
  }

  /** Sets the board to `s`, with its round's positions for repetition. */
  load(s: KamisadoState): void {
    const buf = this.buf;
    for (let i = 0; i < BUF_SIZE; i++) buf[i] = s.buf[i];
    this.ply = 0;
    let count = 0;
    for (let q = s.rep; q !== null; q = q.prev) count++;
    if (this.keys1.length < count + PLIES) {
      this.keys1 = new Int32Array(count + PLIES);
      this.keys2 = new Int32Array(count + PLIES);
    }
    // The round's list, oldest first; the root's own entry (if any) last, at rootAt.
    this.rootAt = count - 1;
    const r = this.plies[0];
    r.scanAt = -1;
    let k = count;
    for (let q = s.rep; q !== null; q = q.prev) {
      k--;
      this.keys1[k] = q.k1;
      this.keys2[k] = q.k2;
      if (q === s.scan) r.scanAt = k;
    }
    for (const p of this.plies) p.rules = s.rules;
    r.side = s.side;
    r.toMove = s.toMove;
    r.score[0] = s.score[0];
    r.score[1] = s.score[1];
    r.round = s.round;
    r.ply = s.ply;
    r.h1 = s.h1;
    r.h2 = s.h2;
    r.hash = stateHash(s);
    r.repAt = s.rep === null ? -1 : this.rootAt;
    r.roundStart = 0;
    r.listed = false;
    r.listTop = 0;
    r.occLo = occupancyLo(buf);
    r.occHi = occupancyHi(buf);
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
  /** The second repetition key, made from the board's second hash as `hash` is from its first. */
  hashCheck(): number {
    const r = this.plies[this.ply];
    return repetitionKey2(r.h2, r.side, r.toMove, r.score) | 0;
  }
  outcome(): number {
    const r = this.plies[this.ply];
    // Kamisado has no draws: a finished game's side is its winner.
    return r.toMove === OVER ? r.side : GOES_ON;
  }
  evaluate(): number {
    const r = this.plies[this.ply];
    const early = evaluateBeforeMoves(r, r.occLo, r.occHi);
    if (early !== null) return early;
    // The evaluation walks the moves: list them once, for it and for the search.
    const n = this.generate();
    return evaluateMoves(r, this.buf, this.moves, r.listTop, r.listTop + n, r.occLo, r.occHi);
  }
  generate(): number {
    const r = this.plies[this.ply];
    if (!r.listed) {
      r.listLength = listMoves(r, this.moves, r.listTop) - r.listTop;
      r.listed = true;
    }
    return r.listLength;
  }
  isNoisy(i: number): boolean {
    const r = this.plies[this.ply];
    return isNoisy(r, this.moves[r.listTop + i]);
  }
  orderHint(i: number): number {
    const r = this.plies[this.ply];
    return orderHint(r.side, this.buf, this.moves[r.listTop + i], r.occLo, r.occHi);
  }
  moveKey(i: number): number {
    const r = this.plies[this.ply];
    return moveKey(this.moves[r.listTop + i]);
  }

  make(i: number): void {
    const buf = this.buf;
    const r = this.plies[this.ply];
    const m = this.moves[r.listTop + i];
    r.made = m;
    const c = this.plies[++this.ply];
    c.listed = false;
    c.listTop = r.listTop + r.listLength;
    const slot = this.rootAt + this.ply;
    const kind = (m >> 12) & 7;
    if (kind >= KIND_FL) {
      // FL/FR starts a round: a fresh repetition list (rare enough to copy the board for unmake).
      if (r.saved === null) r.saved = buf.slice();
      else for (let x = 0; x < BUF_SIZE; x++) r.saved[x] = buf[x];
      const saved = r.saved;
      applyRegroup(r, saved, buf, kind === KIND_FL, c);
      c.occLo = occupancyLo(buf);
      c.occHi = occupancyHi(buf);
      this.enter(c, slot, repetitionKey1(c.h1, c.side, c.toMove, c.score), repetitionKey2(c.h2, c.side, c.toMove, c.score), slot, -1);
      return;
    }
    const goesOn = applyMove(r, buf, m, c);
    // The squares the move empties and fills: `from`, and a push's last tower's new square or the tower's own.
    const from = m & 63;
    const to = (m >> 6) & 63;
    const filled = kind === KIND_PUSH ? to + c.pushed * pushStep(r.side, from, to) : kind === KIND_MOVE ? to : (m >> 15) & 63;
    c.occLo = r.occLo ^ (from < 32 ? 1 << from : 0) ^ (filled < 32 ? 1 << filled : 0);
    c.occHi = r.occHi ^ (from >= 32 ? 1 << (from - 32) : 0) ^ (filled >= 32 ? 1 << (filled - 32) : 0);
    if (goesOn) {
      // §8, as playMove scans the state's list: from the position before the latest push or re-entry back.
      const k1 = repetitionKey1(c.h1, c.side, c.toMove, c.score);
      const k2 = repetitionKey2(c.h2, c.side, c.toMove, c.score);
      const scanAt = c.special ? r.repAt : r.scanAt;
      let earlier = 0;
      for (let k = scanAt; k >= r.roundStart; k--) if (this.keys1[k] === k1 && this.keys2[k] === k2) earlier++;
      if (judgeRepetition(r, buf, m, c, earlier)) {
        this.enter(c, slot, k1, k2, r.roundStart, scanAt);
        return;
      }
    }
    // The round (or game) is over.
    c.repAt = -1;
    c.scanAt = -1;
    c.hash = stateHash(c);
  }

  unmake(): void {
    const buf = this.buf;
    const c = this.plies[this.ply];
    const r = this.plies[--this.ply];
    const m = r.made;
    const kind = (m >> 12) & 7;
    if (kind >= KIND_FL) {
      const saved = r.saved!;
      for (let x = 0; x < BUF_SIZE; x++) buf[x] = saved[x];
      return;
    }
    if (c.promoted >= 0) buf[RANK + c.promoted] = c.promotedRank;
    const from = m & 63;
    const to = (m >> 6) & 63;
    if (kind === KIND_PUSH) {
      // The pusher steps back, then each pushed tower, nearest first, into the square before it.
      const step = pushStep(r.side, from, to);
      const t = buf[to];
      buf[from] = t;
      buf[POS + t] = from;
      const n = c.pushed;
      for (let k = 0; k < n; k++) {
        const at = to + k * step;
        const q = buf[at + step];
        buf[at] = q;
        buf[POS + q] = at;
      }
      buf[to + n * step] = EMPTY;
      return;
    }
    // An ordinary move, or a re-entry: the tower stands on its re-entry square, which may be `from` itself.
    const at = kind === KIND_MOVE ? to : (m >> 15) & 63;
    const t = buf[at];
    buf[at] = EMPTY;
    buf[from] = t;
    buf[POS + t] = from;
  }

  /** Records a live position: its repetition keys in `slot`, its round's first slot, its scan's start. */
  private enter(c: Ply, slot: number, k1: number, k2: number, roundStart: number, scanAt: number): void {
    this.keys1[slot] = k1;
    this.keys2[slot] = k2;
    c.repAt = slot;
    c.roundStart = roundStart;
    c.scanAt = scanAt;
    c.hash = k1 | 0;
  }
}
