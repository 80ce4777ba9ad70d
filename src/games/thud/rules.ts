/**
 * The rules of Thud (rules/thud.md): moves (listed by movegen.ts), play and the end of a game
 * (the state itself, its set-ups and text: state.ts, which this module passes on), for classic Thud, Koom Valley Thud and Koom Valley football. The search
 * board (search-board.ts) plays by the same functions: `advanceCounters`, `judgeMove`.
 *
 * A state is an immutable value: the board is an array of the 15×15 grid
 * that is never written after the state is built. Each state carries its
 * counters, a link to earlier states for repetition (cut at captures, after
 * which no earlier placement can recur) and its outcome, computed once when the
 * state is made, so `outcome(state)` needs nothing from outside.
 */
import { CELLS, DWARF, EMPTY, PLAY_CELLS, ROCK, rankOf, type ThudBoard } from './geometry.js';
import {
  K_TRAMPLE, MoveList, WIN_BIT, codeCaps, codeFrom, codeKind, codeTo, generateMoves, hasAnyMove, piecesOf, type GenPosition,
} from './movegen.js';
import {
  LIMITS, SIDES, Z_SIDE, countedState, initialBoard, pieceKey,
  type BattleScore, type MoveKind, type Mutable, type SideIndex, type StateFields, type ThudMove, type ThudOutcome, type ThudState,
} from './state.js';

export * from './state.js';

const NO_CELLS: readonly number[] = Object.freeze([]);

// ---------------------------------------------------------------------------------------------
// Move generation (movegen.ts lists the moves as numbers; these turn them into `ThudMove` values)

/** `MoveKind` of each kind number of movegen.ts. */
export const KIND_NAMES: readonly MoveKind[] = ['move', 'hurl', 'step', 'shove', 'slide', 'trample', 'rock'];
/** The kind number of each `MoveKind`. */
export const KIND_NUMBER = Object.fromEntries(KIND_NAMES.map((k, i) => [k, i])) as Readonly<Record<MoveKind, number>>;

/**
 * Capture-free moves are fully described by (kind, from, to, win), so each one is made
 * once and shared by every state (frozen): the pure move lists then allocate almost nothing.
 * By kind, then by the cell moved from (a row made on its first move: one table of every
 * kind × from × to, 400 k slots, took 20 ms to allocate when the module loaded, on the page's
 * first Thud board).
 */
const plainTable: (ThudMove[] | undefined)[][] = KIND_NAMES.map(() => []);

function plainOf(kind: number, from: number, to: number, win: boolean): ThudMove {
  const byFrom = plainTable[kind];
  const row = (byFrom[from] ??= new Array<ThudMove>(CELLS * 2));
  const key = to * 2 + (win ? 1 : 0);
  let m = row[key];
  if (m === undefined) {
    m = Object.freeze({ kind: KIND_NAMES[kind], from, to, hops: null, captured: NO_CELLS, win });
    row[key] = m;
  }
  return m;
}

/** The moves of `list` from index `start` on, as `ThudMove` values. */
export function movesOf(list: MoveList, start: number): ThudMove[] {
  const out: ThudMove[] = [];
  for (let j = start; j < list.top; j++) {
    const c = list.code[j];
    const kind = codeKind(c);
    const win = (c & WIN_BIT) !== 0;
    const nCaps = codeCaps(c);
    if (nCaps === 0) {
      out.push(plainOf(kind, codeFrom(c), codeTo(c), win));
      continue;
    }
    const captured: number[] = [];
    for (let k = list.capStart[j]; k < list.capStart[j] + nCaps; k++) captured.push(list.caps[k]);
    // A trample lands once for each dwarf it takes.
    let hops: number[] | null = null;
    if (kind === K_TRAMPLE) {
      hops = [];
      for (let k = list.hopStart[j]; k < list.hopStart[j] + nCaps; k++) hops.push(list.hops[k]);
    }
    out.push({ kind: KIND_NAMES[kind], from: codeFrom(c), to: codeTo(c), hops, captured, win });
  }
  return out;
}

/** The scratch list of the pure functions, emptied before each use. */
const scratch = new MoveList();

/** Every legal move of the side to move, ignoring whether the game is over. */
export function generate(s: GenPosition): ThudMove[] {
  scratch.truncate(0, 0, 0);
  generateMoves(s, piecesOf(s.board), scratch);
  return movesOf(scratch, 0);
}

// ---------------------------------------------------------------------------------------------
// States

/** A state loaded from fields (a setup or a position string): repetition starts here (rules/thud.md §6). */
export function makeState(f: StateFields): ThudState {
  const s = countedState(f);
  // rules/thud.md §6 "Loaded positions": a Rock already home means the Dwarfs have won;
  // trolls already round the Rock have not (only a troll move wins).
  const rockHome = f.config.variant !== 'classic' && s.rock >= 0 && rankOf(s.rock) === 15;
  s.outcome = judge(s, rockHome ? 0 : null, 'rock-home');
  return s;
}

/** The state after `m`; `s` is left untouched. */
export function applyMove(s: ThudState, m: ThudMove): ThudState {
  const board = s.board.slice();
  let h = s.hash ^ Z_SIDE;
  const piece = board[m.from];
  board[m.from] = EMPTY;
  h ^= pieceKey(piece, m.from);
  for (const x of m.captured) {
    h ^= pieceKey(board[x], x);
    board[x] = EMPTY;
  }
  board[m.to] = piece;
  h ^= pieceKey(piece, m.to);
  const caps = m.captured.length;
  const next: Mutable<ThudState> = {
    config: s.config,
    board,
    side: (1 - s.side) as SideIndex,
    clock: 0,
    ply: 0,
    rockMax: 0,
    rock: -1,
    dwarfs: 0,
    trolls: 0,
    hash: h | 0,
    // After a capture no earlier placement can recur (pieces never come back).
    prev: caps > 0 ? null : s,
    reps: 1,
    battle: s.battle,
    firstBattle: s.firstBattle,
    outcome: null,
  };
  advanceCounters(next, s, piece, m.to, caps);
  if (caps === 0) next.reps = countReps(next);
  next.outcome = judgeMove(next, s.side, piece, m.win);
  if (next.outcome && endsFirstBattle(s)) return secondBattle(next, next.outcome);
  return next;
}

/** The counters a move changes besides the board and the turn. */
type Counters = Pick<ThudState, 'clock' | 'ply' | 'rockMax' | 'rock' | 'dwarfs' | 'trolls'>;

/**
 * Sets `next`'s counters after `piece` moved to `to` taking `caps` pieces from `prev`: pieces left,
 * the Rock's square and highest rank, the clock (rules/thud.md §6) and the ply count.
 */
export function advanceCounters(next: Mutable<Counters>, prev: Counters, piece: number, to: number, caps: number): void {
  next.dwarfs = prev.dwarfs;
  next.trolls = prev.trolls;
  if (caps > 0) {
    if (piece === DWARF) next.trolls -= caps;
    else next.dwarfs -= caps;
  }
  next.rock = prev.rock;
  next.rockMax = prev.rockMax;
  let progress = caps > 0;
  if (piece === ROCK) {
    next.rock = to;
    const r = rankOf(to);
    // rules/thud.md §6: a Rock move onto a rank it has never reached is progress.
    if (r > prev.rockMax) {
      next.rockMax = r;
      progress = true;
    }
  }
  next.clock = progress ? 0 : prev.clock + 1;
  next.ply = prev.ply + 1;
}

/**
 * The position with the other side to move and nothing else changed: the search's null move
 * (never a legal move in Thud). It starts a fresh repetition chain and cannot end the game.
 */
export function passTurn(s: ThudState): ThudState | null {
  if (s.outcome) return null;
  return {
    ...s,
    side: (1 - s.side) as SideIndex,
    hash: (s.hash ^ Z_SIDE) | 0,
    clock: s.clock + 1,
    ply: s.ply + 1,
    prev: null,
    reps: 1,
  };
}

/** Occurrences of the same placement with the same side to move, along the look-back chain. */
function countReps(s: ThudState): number {
  let n = 1;
  let p = s.prev?.prev ?? null;
  while (p) {
    if (p.hash === s.hash && sameBoard(p.board, s.board)) n++;
    p = p.prev?.prev ?? null;
  }
  return n;
}

function sameBoard(a: ThudBoard, b: ThudBoard): boolean {
  for (const c of PLAY_CELLS) if (a[c] !== b[c]) return false;
  return true;
}

/** What the end checks read of a position: a state, or a ply of the search board. */
export type JudgedPosition = Pick<ThudState, 'config' | 'board' | 'side' | 'rock' | 'reps' | 'clock' | 'ply' | 'dwarfs' | 'trolls' | 'battle' | 'firstBattle'>;

/** The outcome of `next`, reached by a move of `piece` by side `mover` (`win`: the move's win flag). */
export function judgeMove(next: JudgedPosition, mover: SideIndex, piece: number, win: boolean): ThudOutcome | null {
  return judge(next, next.config.variant !== 'classic' && win ? mover : null, piece === ROCK ? 'rock-home' : 'trolls-surround');
}

/** Whether the end of the battle in `s` only starts battle 2 of a match (rules/thud.md §3 "Two-battle match"). */
export function endsFirstBattle(s: Pick<ThudState, 'config' | 'battle'>): boolean {
  return s.config.match === 'two-battle' && s.battle === 1;
}

/** The checks after each move, in the order of rules/thud.md §6. */
function judge(s: JudgedPosition, moverWin: SideIndex | null, winReason: string): ThudOutcome | null {
  const classic = s.config.variant === 'classic';
  if (moverWin !== null) return { winner: SIDES[moverWin], reason: winReason };
  if (!hasAnyMove(s)) {
    // Classic: the battle ends and is scored; Koom Valley: the player who cannot move loses.
    return classic ? scored(s, 'no-moves') : { winner: SIDES[1 - s.side], reason: 'no-moves' };
  }
  if (s.reps >= LIMITS.repetitions) return classic ? scored(s, 'repetition') : { winner: null, reason: 'repetition' };
  if (classic && s.clock >= LIMITS.captureClock) return scored(s, 'capture-clock');
  if (!classic && s.clock >= LIMITS.progressClock) return { winner: null, reason: 'progress-clock' };
  if (s.ply >= LIMITS.plyCap) return classic ? scored(s, 'ply-limit') : { winner: null, reason: 'ply-limit' };
  return null;
}

export function battleScore(s: Pick<ThudState, 'dwarfs' | 'trolls'>): BattleScore {
  return { dwarfs: s.dwarfs * LIMITS.dwarfValue, trolls: s.trolls * LIMITS.trollValue };
}

/** rules/thud.md §3 "Scoring", and the match total in battle 2 (§3 "Two-battle match"). */
export function scored(s: JudgedPosition, reason: string): ThudOutcome {
  const score = battleScore(s);
  if (s.battle === 2 && s.firstBattle) {
    // The first player had the Dwarfs in battle 1 and has the Trolls now.
    const b1 = s.firstBattle.score;
    const first = b1.dwarfs - b1.trolls + (score.trolls - score.dwarfs);
    const winner = first > 0 ? 'trolls' : first < 0 ? 'dwarfs' : null;
    return { winner, reason, score, match: { first, second: 0 - first || 0 } };
  }
  const winner = score.dwarfs > score.trolls ? 'dwarfs' : score.trolls > score.dwarfs ? 'trolls' : null;
  return { winner, reason, score };
}

/** Battle 2 of a match: the initial setup again, Dwarfs to move, sides swapped between the players. */
export function secondBattle(end: Pick<ThudState, 'config' | 'dwarfs' | 'trolls'>, outcome: ThudOutcome): ThudState {
  return makeState({
    config: end.config,
    board: initialBoard('classic'),
    side: 0,
    clock: 0,
    ply: 0,
    rockMax: 0,
    battle: 2,
    firstBattle: { score: outcome.score ?? battleScore(end), reason: outcome.reason },
  });
}
