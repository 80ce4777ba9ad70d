/**
 * International draughts on one 64-bit word, in AssemblyScript (compiled to WebAssembly), 4–5 times the kit's
 * search speed (docs/strength.md, stops 61–75). The kit ships it compiled (../module-data.ts, written by
 * `npm run compiled`) and runs its whole search in slices (../engine.ts); bench/ measures the rest. In order: the move generator and perft; a bare alpha-beta; a search board for the kit's search;
 * the kit's evaluation; a whole search with the kit's search's tools (`npm run match -- --a wasm,ms=100`
 * plays it). The move generator follows rules/draughts.md (captures compulsory and of the most pieces, men
 * capture backwards, flying kings, a piece is jumped once and taken off after the move, a capture that ends on
 * the promotion row promotes, moves with the same squares and the same captured set are one move).
 *
 * Square sq (0–49, square sq + 1 in the notation) is bit sq + ⌊sq / 10⌋: every two rows leave one bit unused,
 * so each diagonal step is the same shift from every square (5 or 6; White moves to lower bits) and a step
 * off the board's side lands on an unused bit or past bit 63 (the same layout as the kit's tracked engine).
 */

/** The 50 squares' bits. */
const board: u64 = squareBits();
function squareBits(): u64 {
  let bits: u64 = 0;
  for (let sq = 0; sq < 50; sq++) bits |= bit(sq + sq / 10);
  return bits;
}
let white: u64 = 0;
let black: u64 = 0;
let kings: u64 = 0;

/** The move stack: each move's from and to bits and its captured pieces; a ply's moves from `base`. */
const MAX_MOVES = 1 << 16;
const moveFrom = new StaticArray<i32>(MAX_MOVES);
const moveTo = new StaticArray<i32>(MAX_MOVES);
const moveCaptures = new StaticArray<u64>(MAX_MOVES);
let top: i32 = 0;
let base: i32 = 0;
/** The most pieces a capture found so far in this list takes. */
let bestLength: i32 = 0;

const WHITE_PROMOTION: u64 = 0x1f; // bits 0–4
const BLACK_PROMOTION: u64 = (<u64>0x1f) << 49; // bits 49–53

@inline function bit(p: i32): u64 {
  return (<u64>1) << <u64>p;
}

@inline function onBit(p: i32): bool {
  return p >= 0 && p < 64;
}

export function clear(): void {
  white = 0;
  black = 0;
  kings = 0;
  top = 0;
}

/** Puts a piece on square sq (0–49). */
export function put(sq: i32, isWhite: bool, isKing: bool): void {
  const b = bit(sq + sq / 10);
  if (isWhite) white |= b;
  else black |= b;
  if (isKing) kings |= b;
}

/** Keeps a capture that can go no further if it takes at least as many pieces as the longest so far. */
function addCapture(from: i32, to: i32, captured: u64, length: i32): void {
  if (length < bestLength) return;
  if (length > bestLength) {
    bestLength = length;
    top = base;
  }
  for (let i = base; i < top; i++) {
    if (unchecked(moveFrom[i]) == from && unchecked(moveTo[i]) == to && unchecked(moveCaptures[i]) == captured) return;
  }
  push(from, to, captured);
}

@inline function push(from: i32, to: i32, captured: u64): void {
  unchecked((moveFrom[top] = from));
  unchecked((moveTo[top] = to));
  unchecked((moveCaptures[top] = captured));
  top++;
}

/** A man on p (having left `from`) jumps a neighbour on q onto the empty square beyond, in each direction. */
function manCaptures(from: i32, p: i32, opp: u64, empty: u64, captured: u64, length: i32): void {
  let further = false;
  for (let d = -6; d <= 6; d++) {
    if (d == -4) d = 5; // the four diagonals: −6, −5, 5, 6
    const q = p + d;
    const t = q + d;
    if (!onBit(t)) continue;
    const qb = bit(q);
    if ((opp & qb) != 0 && (captured & qb) == 0 && (empty & bit(t)) != 0) {
      further = true;
      manCaptures(from, t, opp, empty, captured | qb, length + 1);
    }
  }
  if (!further && length > 0) addCapture(from, p, captured, length);
}

/** A king on p jumps the first piece along each diagonal (not back the way it came) onto any empty square beyond. */
function kingCaptures(from: i32, p: i32, opp: u64, empty: u64, captured: u64, length: i32, came: i32): void {
  let further = false;
  for (let d = -6; d <= 6; d++) {
    if (d == -4) d = 5;
    if (d == -came) continue;
    let q = p + d;
    while (onBit(q) && (empty & bit(q)) != 0) q += d;
    if (!onBit(q)) continue;
    const qb = bit(q);
    if ((opp & qb) == 0 || (captured & qb) != 0) continue;
    for (let t = q + d; onBit(t) && (empty & bit(t)) != 0; t += d) {
      further = true;
      kingCaptures(from, t, opp, empty, captured | qb, length + 1, d);
    }
  }
  if (!further && length > 0) addCapture(from, p, captured, length);
}

/** The men of `own` with a capture, all at once: an opponent a step away and the square beyond it empty. */
@inline function menThatCapture(men: u64, opp: u64, empty: u64): u64 {
  return (men & (opp >> 5) & (empty >> 10)) | (men & (opp >> 6) & (empty >> 12)) |
    (men & (opp << 5) & (empty << 10)) | (men & (opp << 6) & (empty << 12));
}

/** Lists the legal moves of White (or Black) from `top` on and returns their number. */
function generate(isWhite: bool): i32 {
  base = top;
  bestLength = 0;
  const own = isWhite ? white : black;
  const opp = isWhite ? black : white;
  const empty = ~(white | black) & board;
  const men = own & ~kings;
  for (let b = menThatCapture(men, opp, empty); b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    manCaptures(p, p, opp, empty | bit(p), 0, 0);
  }
  for (let b = own & kings; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    kingCaptures(p, p, opp, empty | bit(p), 0, 0, 0);
  }
  if (top > base) return top - base;
  // No capture: the men's steps forward, then the kings' slides.
  const ahead = isWhite ? -5 : 5;
  const stepA = isWhite ? men & (empty << 5) : men & (empty >> 5);
  const stepB = isWhite ? men & (empty << 6) : men & (empty >> 6);
  for (let b = stepA; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    push(p, p + ahead, 0);
  }
  for (let b = stepB; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    push(p, p + ahead + ahead / 5, 0);
  }
  for (let b = own & kings; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    for (let d = -6; d <= 6; d++) {
      if (d == -4) d = 5;
      for (let t = p + d; onBit(t) && (empty & bit(t)) != 0; t += d) push(p, t, 0);
    }
  }
  return top - base;
}

/** The number of legal moves, the men's steps counted on the bits (perft's last ply). */
function count(isWhite: bool): i32 {
  const own = isWhite ? white : black;
  const opp = isWhite ? black : white;
  const empty = ~(white | black) & board;
  const men = own & ~kings;
  if (menThatCapture(men, opp, empty) != 0 || (own & kings) != 0) {
    const saved = top;
    const n = generate(isWhite);
    top = saved;
    return n;
  }
  return isWhite
    ? <i32>(popcnt(men & (empty << 5)) + popcnt(men & (empty << 6)))
    : <i32>(popcnt(men & (empty >> 5)) + popcnt(men & (empty >> 6)));
}

/**
 * Plays move i (taken back by restoring the three words, which the caller keeps). `f ^ t`, not `f | t`: a capture
 * may end on the square it began from, and the piece stays there.
 */
function make(i: i32, isWhite: bool): void {
  const f = bit(unchecked(moveFrom[i]));
  const t = bit(unchecked(moveTo[i]));
  const captured = unchecked(moveCaptures[i]);
  if (isWhite) {
    white ^= f ^ t;
    black &= ~captured;
  } else {
    black ^= f ^ t;
    white &= ~captured;
  }
  kings &= ~captured;
  if ((kings & f) != 0) kings ^= f ^ t;
  else if ((t & (isWhite ? WHITE_PROMOTION : BLACK_PROMOTION)) != 0) kings |= t;
}

function walk(depth: i32, isWhite: bool): u64 {
  if (depth == 1) return <u64>count(isWhite);
  const first = top;
  const n = generate(isWhite);
  const w = white, b = black, k = kings;
  let sum: u64 = 0;
  for (let i = first; i < first + n; i++) {
    make(i, isWhite);
    sum += walk(depth - 1, !isWhite);
    white = w;
    black = b;
    kings = k;
  }
  top = first;
  return sum;
}

/** Leaves at `depth` (draw rules ignored, as in the published tables). */
export function perft(depth: i32, isWhite: bool): u64 {
  top = 0;
  return depth <= 0 ? 1 : walk(depth, isWhite);
}

// ---------------------------------------------------------------- a bare search, for its nodes a second

let nodes: u64 = 0;
const WIN: i32 = 30000;

/** Material (a king three men) and the men's advance, for the side to move: enough to make a search's tree. */
function evaluate(isWhite: bool): i32 {
  const wm = white & ~kings;
  const bm = black & ~kings;
  let s = <i32>(popcnt(wm) - popcnt(bm)) * 100 + <i32>(popcnt(white & kings) - popcnt(black & kings)) * 300;
  // The two rows nearest promotion count twice, the four nearest once more.
  s += <i32>(popcnt(wm & 0x7ff) * 2 + popcnt(wm & 0x3fffff));
  s -= <i32>(popcnt(bm & ((<u64>0x7ff) << 43)) * 2 + popcnt(bm & ((<u64>0x3fffff) << 32)));
  return isWhite ? s : -s;
}

function hasCapture(isWhite: bool): bool {
  const own = isWhite ? white : black;
  const opp = isWhite ? black : white;
  const empty = ~(white | black) & board;
  if (menThatCapture(own & ~kings, opp, empty) != 0) return true;
  // A king captures when, along a diagonal, the first piece it meets is the opponent's with an empty square beyond.
  for (let b = own & kings; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    for (let d = -6; d <= 6; d++) {
      if (d == -4) d = 5;
      let q = p + d;
      while (onBit(q) && (empty & bit(q)) != 0) q += d;
      if (onBit(q) && (opp & bit(q)) != 0 && onBit(q + d) && (empty & bit(q + d)) != 0) return true;
    }
  }
  return false;
}

/** Whether the side has a legal move at all: a capture, a man's step forward or a king's step. */
function hasMove(isWhite: bool): bool {
  const own = isWhite ? white : black;
  const empty = ~(white | black) & board;
  const men = own & ~kings;
  const k = own & kings;
  const steps = isWhite
    ? (men & ((empty << 5) | (empty << 6))) | (k & ((empty << 5) | (empty << 6) | (empty >> 5) | (empty >> 6)))
    : (men & ((empty >> 5) | (empty >> 6))) | (k & ((empty << 5) | (empty << 6) | (empty >> 5) | (empty >> 6)));
  return steps != 0 || hasCapture(isWhite);
}

/** Alpha-beta in moves' listed order (no table, no ordering), captures searched out past the horizon. */
function search(depth: i32, alpha: i32, beta: i32, isWhite: bool): i32 {
  nodes++;
  const quiet = depth <= 0;
  if (quiet && !hasCapture(isWhite)) return evaluate(isWhite);
  const first = top;
  const n = generate(isWhite);
  if (n == 0) {
    top = first;
    return -WIN;
  }
  const w = white, b = black, k = kings;
  let best = -WIN;
  for (let i = first; i < first + n; i++) {
    make(i, isWhite);
    const v = -search(depth - 1, -beta, -alpha, !isWhite);
    white = w;
    black = b;
    kings = k;
    if (v > best) {
      best = v;
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
  }
  top = first;
  return best;
}

/** Nodes of a search `depth` plies deep from the position put. */
export function searchNodes(depth: i32, isWhite: bool): u64 {
  top = 0;
  nodes = 0;
  search(depth, -WIN, WIN, isWhite);
  return nodes;
}

// ---------------------------------------------------------------- a search board for the kit's search

/**
 * The kit's SearchBoard contract (src/core/search-board.ts) over this word: one position a ply, made and
 * taken back, each ply's list kept while deeper plies are searched; Zobrist keys of 32 bits twice; the kit's
 * evaluation (below). No draw rules: it measures what the kit's generic search costs over a board this fast.
 */
const MAX_PLY = 128;
const plyWhite = new StaticArray<u64>(MAX_PLY);
const plyBlack = new StaticArray<u64>(MAX_PLY);
const plyKings = new StaticArray<u64>(MAX_PLY);
const plyIsWhite = new StaticArray<bool>(MAX_PLY);
const plyHash = new StaticArray<i32>(MAX_PLY);
const plyCheck = new StaticArray<i32>(MAX_PLY);
/** Per ply: 0 no list yet, 1 every move, 2 the noisy ones; where it starts and how long it is. */
const plyList = new StaticArray<i32>(MAX_PLY);
const plyBase = new StaticArray<i32>(MAX_PLY);
const plyLength = new StaticArray<i32>(MAX_PLY);
/** The first ply of the line of king moves without capture that leads to each ply (a repetition can only lie within it). */
const plyChainStart = new StaticArray<i32>(MAX_PLY);
let ply: i32 = 0;

/** Zobrist keys by bit · 4 + kind (white man, white king, black man, black king); the last, Black to move. */
const zobrist = new StaticArray<i32>(64 * 4 + 1);
const zobristCheck = new StaticArray<i32>(64 * 4 + 1);
let seed: u32 = 0x9e3779b9;
function random32(): i32 {
  seed ^= seed << 13;
  seed ^= seed >> 17;
  seed ^= seed << 5;
  return <i32>seed;
}
for (let i = 0; i < 64 * 4 + 1; i++) {
  unchecked((zobrist[i] = random32()));
  unchecked((zobristCheck[i] = random32()));
}

@inline function kindAt(b: u64): i32 {
  return ((white & b) != 0 ? 0 : 2) + ((kings & b) != 0 ? 1 : 0);
}

/** Keys of the bits of `set`, all of kind `kind`, xored into the ply's two hashes. */
function hashSet(set: u64, kind: i32): void {
  for (let b = set; b != 0; b &= b - 1) {
    const at = <i32>ctz(b) * 4 + kind;
    unchecked((plyHash[ply] ^= zobrist[at]));
    unchecked((plyCheck[ply] ^= zobristCheck[at]));
  }
}

/** Makes the position put (and White or Black to move) the board's root. */
export function root(isWhite: bool): void {
  ply = 0;
  top = 0;
  unchecked((plyWhite[0] = white));
  unchecked((plyBlack[0] = black));
  unchecked((plyKings[0] = kings));
  unchecked((plyIsWhite[0] = isWhite));
  unchecked((plyHash[0] = isWhite ? 0 : zobrist[256]));
  unchecked((plyCheck[0] = isWhite ? 0 : zobristCheck[256]));
  unchecked((plyList[0] = 0));
  unchecked((plyBase[0] = 0));
  unchecked((plyChainStart[0] = 0));
  hashSet(white & ~kings, 0);
  hashSet(white & kings, 1);
  hashSet(black & ~kings, 2);
  hashSet(black & kings, 3);
}

export function turn(): i32 {
  return unchecked(plyIsWhite[ply]) ? 0 : 1;
}
export function hash(): i32 {
  return unchecked(plyHash[ply]);
}
export function hashCheck(): i32 {
  return unchecked(plyCheck[ply]);
}

function list(kind: i32): i32 {
  if (unchecked(plyList[ply]) == 1) return unchecked(plyLength[ply]);
  const isWhite = unchecked(plyIsWhite[ply]);
  top = unchecked(plyBase[ply]);
  let n = 0;
  if (kind == 2 && !hasCapture(isWhite)) n = 0;
  else {
    n = generate(isWhite);
    kind = 1;
  }
  unchecked((plyList[ply] = kind));
  unchecked((plyLength[ply] = n));
  return n;
}

export function generateAll(): i32 {
  return list(1);
}
/** Captures, which are every move when there is one; else none (the kit's board adds promotions). */
export function generateNoisy(): i32 {
  return list(2);
}
export function mayStandPat(): bool {
  return unchecked(plyLength[ply]) == 0;
}
/** GOES_ON (−2), or the winner's side index when the side to move has no move. */
export function outcome(): i32 {
  const isWhite = unchecked(plyIsWhite[ply]);
  if (unchecked(plyList[ply]) == 1) return unchecked(plyLength[ply]) > 0 ? -2 : isWhite ? 1 : 0;
  return count(isWhite) > 0 ? -2 : isWhite ? 1 : 0;
}
/** The kit's evaluation (below): the search board and the whole search judge as the kit does. */
export function evaluateHere(): i32 {
  return kitEvaluate(unchecked(plyIsWhite[ply]));
}
export function isNoisy(i: i32): bool {
  return unchecked(moveCaptures[plyBase[ply] + i]) != 0;
}
export function orderHint(i: i32): i32 {
  return <i32>popcnt(unchecked(moveCaptures[plyBase[ply] + i]));
}
export function moveKey(i: i32): i32 {
  const j = unchecked(plyBase[ply]) + i;
  return unchecked(moveFrom[j]) * 64 + unchecked(moveTo[j]);
}

/** `childHash`'s second key (the table's check) of the same position. */
let childCheck: i32 = 0;

/**
 * The hash of the position after move j of this ply's list, and its check in `childCheck`, from the move alone:
 * `makeMove`'s keys, and the table's look-ahead at each move of a node without a make and unmake.
 */
@inline function childHash(j: i32, promotion: u64): i32 {
  const f = bit(unchecked(moveFrom[j]));
  const t = bit(unchecked(moveTo[j]));
  let h = unchecked(plyHash[ply]) ^ unchecked(zobrist[256]);
  let c = unchecked(plyCheck[ply]) ^ unchecked(zobristCheck[256]);
  const moved = kindAt(f);
  h ^= unchecked(zobrist[<i32>ctz(f) * 4 + moved]);
  c ^= unchecked(zobristCheck[<i32>ctz(f) * 4 + moved]);
  for (let b = unchecked(moveCaptures[j]); b != 0; b &= b - 1) {
    const at = <i32>ctz(b) * 4 + kindAt(b & (~b + 1));
    h ^= unchecked(zobrist[at]);
    c ^= unchecked(zobristCheck[at]);
  }
  // A man that lands on the far row is crowned there (kinds: 0 and 2 men, 1 and 3 kings).
  const landed = (moved & 1) == 0 && (t & promotion) != 0 ? moved | 1 : moved;
  h ^= unchecked(zobrist[<i32>ctz(t) * 4 + landed]);
  c ^= unchecked(zobristCheck[<i32>ctz(t) * 4 + landed]);
  childCheck = c;
  return h;
}

export function makeMove(i: i32): void {
  const j = unchecked(plyBase[ply]) + i;
  const isWhite = unchecked(plyIsWhite[ply]);
  const next = unchecked(plyBase[ply]) + unchecked(plyLength[ply]);
  const captured = unchecked(moveCaptures[j]);
  white = unchecked(plyWhite[ply]);
  black = unchecked(plyBlack[ply]);
  kings = unchecked(plyKings[ply]);
  const kingMoved = (kings & bit(unchecked(moveFrom[j]))) != 0;
  const h = childHash(j, isWhite ? WHITE_PROMOTION : BLACK_PROMOTION);
  const c = childCheck;
  make(j, isWhite);
  ply++;
  unchecked((plyWhite[ply] = white));
  unchecked((plyBlack[ply] = black));
  unchecked((plyKings[ply] = kings));
  unchecked((plyIsWhite[ply] = !isWhite));
  unchecked((plyHash[ply] = h));
  unchecked((plyCheck[ply] = c));
  unchecked((plyList[ply] = 0));
  unchecked((plyBase[ply] = next));
  unchecked((plyChainStart[ply] = kingMoved && captured == 0 ? unchecked(plyChainStart[ply - 1]) : ply));
}

export function unmakeMove(): void {
  ply--;
  white = unchecked(plyWhite[ply]);
  black = unchecked(plyBlack[ply]);
  kings = unchecked(plyKings[ply]);
}

// ---------------------------------------------------------------- the kit's evaluation

/**
 * International's evaluation as src/games/draughts/evaluate.ts weighs it (its weights and its tables by
 * square, handed over by `setSquare` and `setWeights` from the kit's own `menTables` and `EVAL`), for
 * positions whose draw counters are all at rest (no endgame class, no king-only moves, no repetition):
 * those scale the score in the kit and are not kept here.
 */
const valueWhite = new StaticArray<i32>(64);
const valueBlack = new StaticArray<i32>(64);
const advanceWhite = new StaticArray<i32>(64);
const advanceBlack = new StaticArray<i32>(64);
let leftWing: u64 = 0;
let backWhite: u64 = 0;
let backBlack: u64 = 0;
let wMan: i32 = 100;
let wKing: i32 = 300;
let wKingUnopposed: i32 = 0;
let wAdvance: i32 = 0;
let wAdvanceEndgame: i32 = 0;
let wEndgamePieces: i32 = 0;
let wBackRow: i32 = 0;
let wMobility: i32 = 0;
let wBalance: i32 = 0;
let wTempo: i32 = 0;
let wPositional: i32 = 100;
let wRunaway1: i32 = 0;
let wRunaway2: i32 = 0;
let wRunaway3: i32 = 0;

/** Square sq's (0–49) terms from the kit's tables: a man's worth and rows advanced by colour, its wing (1 left). */
export function setSquare(sq: i32, valW: i32, valB: i32, advW: i32, advB: i32, wing: i32): void {
  const p = sq + sq / 10;
  unchecked((valueWhite[p] = valW));
  unchecked((valueBlack[p] = valB));
  unchecked((advanceWhite[p] = advW));
  unchecked((advanceBlack[p] = advB));
  if (wing > 0) leftWing |= bit(p);
  if (advW == 0) backWhite |= bit(p);
  if (advB == 0) backBlack |= bit(p);
}

export function setWeights(man: i32, king: i32, kingUnopposed: i32, advance: i32, advanceEndgame: i32, endgamePieces: i32, backRow: i32, mobility: i32, balance: i32, tempo: i32): void {
  wMan = man;
  wKing = king;
  wKingUnopposed = kingUnopposed;
  wAdvance = advance;
  wAdvanceEndgame = advanceEndgame;
  wEndgamePieces = endgamePieces;
  wBackRow = backRow;
  wMobility = mobility;
  wBalance = balance;
  wTempo = tempo;
}

/** The kit's `positional` (percent) and `runaway1`–`runaway3` (evaluate.ts). */
export function setRunaways(positional: i32, runaway1: i32, runaway2: i32, runaway3: i32): void {
  wPositional = positional;
  wRunaway1 = runaway1;
  wRunaway2 = runaway2;
  wRunaway3 = runaway3;
}

/** Whether bit p is on the board and set in b. */
@inline function has(b: u64, p: i32): bool {
  return onBit(p) && (b & bit(p)) != 0;
}

/**
 * evaluate.ts `takenAt`: whether a man stepping onto p can be taken at once by a piece of `enemy` next to it,
 * `empty` holding the board's empty squares and those the man left.
 */
function takenOn(enemy: u64, empty: u64, p: i32): bool {
  return (has(enemy, p - 6) && has(empty, p + 6)) || (has(enemy, p + 6) && has(empty, p - 6)) ||
    (has(enemy, p - 5) && has(empty, p + 5)) || (has(enemy, p + 5) && has(empty, p - 5));
}

/** evaluate.ts `clearPath`, on bits: White steps 5 or 6 bits down, Black up. */
function clearPath(isWhite: bool, enemy: u64, empty: u64, from: i32, rows: i32): bool {
  for (let k = 5; k <= 6; k++) {
    const to = isWhite ? from - k : from + k;
    if (!has(empty, to)) continue;
    if (rows == 1) return true;
    if (!takenOn(enemy, empty, to) && clearPath(isWhite, enemy, empty, to, rows - 1)) return true;
  }
  return false;
}

/** evaluate.ts `runaway`: what a man of the side `isWhite` on bit p is paid as a runaway. */
function runawayOn(isWhite: bool, p: i32, whiteToMove: bool): i32 {
  const sq = p - p / 11;
  const rows = isWhite ? sq / 5 : (49 - sq) / 5;
  if (rows < 1 || rows > 3) return 0;
  const pay = rows == 1 ? wRunaway1 : rows == 2 ? wRunaway2 : wRunaway3;
  if (pay == 0) return 0;
  const enemy = isWhite ? black : white;
  if (rows == 1) {
    const a = isWhite ? p - 5 : p + 5;
    const b = isWhite ? p - 6 : p + 6;
    return (has(board, a) && !has(enemy, a)) || (has(board, b) && !has(enemy, b)) ? pay : 0;
  }
  const empty = (board & ~(white | black)) | bit(p);
  if (!clearPath(isWhite, enemy, empty, p, rows)) return 0;
  return isWhite == whiteToMove ? (rows == 2 ? wRunaway1 : wRunaway2) : pay;
}

/** evaluate.ts `runaways`: White's runaway men's pay less Black's (only men 1–3 rows from promotion are paid). */
function runaways(wMen: u64, bMen: u64, whiteToMove: bool): i32 {
  let score = 0;
  for (let b = wMen & nearWhite; b != 0; b &= b - 1) score += runawayOn(true, <i32>ctz(b), whiteToMove);
  for (let b = bMen & nearBlack; b != 0; b &= b - 1) score -= runawayOn(false, <i32>ctz(b), whiteToMove);
  return score;
}

/** Steps onto an empty square, White's less Black's: a man's two forward, a king's four (the kit's mobility). */
function mobility(empty: u64): i32 {
  // A piece on p with an empty square 5 or 6 bits below it (White's way) or above it (Black's).
  const up5 = empty << 5;
  const up6 = empty << 6;
  const down5 = empty >> 5;
  const down6 = empty >> 6;
  const wk = white & kings;
  const bk = black & kings;
  const w = popcnt(white & up5) + popcnt(white & up6) + popcnt(wk & down5) + popcnt(wk & down6);
  const b = popcnt(black & down5) + popcnt(black & down6) + popcnt(bk & up5) + popcnt(bk & up6);
  return <i32>w - <i32>b;
}

function kitEvaluate(isWhite: bool): i32 {
  const wMen = white & ~kings;
  const bMen = black & ~kings;
  const wm = <i32>popcnt(wMen);
  const bm = <i32>popcnt(bMen);
  const wk = <i32>popcnt(white & kings);
  const bk = <i32>popcnt(black & kings);
  let squares = 0;
  let advance = 0;
  for (let b = wMen; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    squares += unchecked(valueWhite[p]);
    advance += unchecked(advanceWhite[p]);
  }
  for (let b = bMen; b != 0; b &= b - 1) {
    const p = <i32>ctz(b);
    squares -= unchecked(valueBlack[p]);
    advance -= unchecked(advanceBlack[p]);
  }
  const wingW = <i32>popcnt(wMen & leftWing) * 2 - wm;
  const wingB = <i32>popcnt(bMen & leftWing) * 2 - bm;
  const endgame = wm + wk + bm + bk <= wEndgamePieces;
  let score = wMan * (wm - bm) + wKing * (wk - bk);
  let positional =
    (endgame ? wAdvanceEndgame : wAdvance) * advance + squares +
    wMobility * mobility(~(white | black) & board) - wBalance * (abs(wingW) - abs(wingB));
  if (bk == 0) {
    positional += wBackRow * <i32>popcnt(wMen & backWhite);
    score += wk != 0 ? wKingUnopposed : 0;
  }
  if (wk == 0) {
    positional -= wBackRow * <i32>popcnt(bMen & backBlack);
    score -= bk != 0 ? wKingUnopposed : 0;
  }
  // Math.round(positional · percent / 100), halves up, in integers
  const scaled = positional * wPositional + 50;
  score += scaled >= 0 ? scaled / 100 : -((-scaled + 99) / 100);
  if ((wRunaway1 | wRunaway2 | wRunaway3) != 0) score += runaways(wMen, bMen, isWhite);
  if ((tools & BREAKTHROUGHS) != 0) score += breakthroughs(wMen, bMen);
  if ((tools & BLOCKED) != 0) score += blockedNearPromotion(wMen, bMen);
  if ((tools & FREE_PATH) != 0) score += guardedTwoRowsOut(wMen, bMen);
  return (isWhite ? score : -score) + wTempo;
}

/**
 * Breakthroughs (a tool, `BREAKTHROUGHS`): a man 1, 2 or 3 rows from promotion with no opponent's piece on the
 * squares ahead of it that it could reach (which no opponent's man can enter) is worth 146, 70 or 16 more, the
 * values stop 51 fitted on Moby Dam's games for this term (docs/strength.md).
 */
const BREAK_VALUE: StaticArray<i32> = [0, 146, 70, 16];
/** By bit: the squares ahead of a White (Black) man there up to its promotion row, and its rows to go (0: more than 3). */
const aheadWhite = new StaticArray<u64>(64);
const aheadBlack = new StaticArray<u64>(64);
const rowsToGoWhite = new StaticArray<i32>(64);
const rowsToGoBlack = new StaticArray<i32>(64);
let nearWhite: u64 = 0;
let nearBlack: u64 = 0;
for (let sq = 0; sq < 50; sq++) {
  const p = sq + sq / 10;
  const row = sq / 5; // 0: White's promotion row
  let w = bit(p);
  let b = bit(p);
  let coneW: u64 = 0;
  let coneB: u64 = 0;
  for (let r = 0; r < 9; r++) {
    w = ((w >> 5) | (w >> 6)) & board;
    b = ((b << 5) | (b << 6)) & board;
    coneW |= w;
    coneB |= b;
  }
  unchecked((aheadWhite[p] = coneW));
  unchecked((aheadBlack[p] = coneB));
  if (row >= 1 && row <= 3) {
    unchecked((rowsToGoWhite[p] = row));
    nearWhite |= bit(p);
  }
  if (9 - row >= 1 && 9 - row <= 3) {
    unchecked((rowsToGoBlack[p] = 9 - row));
    nearBlack |= bit(p);
  }
}

function breakthroughs(wMen: u64, bMen: u64): i32 {
  let s = 0;
  for (let m = wMen & nearWhite; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((unchecked(aheadWhite[p]) & black) == 0) s += unchecked(BREAK_VALUE[rowsToGoWhite[p]]);
  }
  for (let m = bMen & nearBlack; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((unchecked(aheadBlack[p]) & white) == 0) s -= unchecked(BREAK_VALUE[rowsToGoBlack[p]]);
  }
  return s;
}

/** White's men on squares 6–10 and Black's on 41–45 (one row from promotion), by bit. */
const WHITE_ROW_2: u64 = (<u64>0x1f) << 5;
const BLACK_ROW_9: u64 = (<u64>0x1f) << 44;

/** The square values taken back from the men one row from promotion whose squares ahead all hold the opponent's (`BLOCKED`). */
function blockedNearPromotion(wMen: u64, bMen: u64): i32 {
  let s = 0;
  for (let m = wMen & WHITE_ROW_2; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((((bit(p) >> 5) | (bit(p) >> 6)) & board & ~black) == 0) s -= unchecked(valueWhite[p]);
  }
  for (let m = bMen & BLACK_ROW_9; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((((bit(p) << 5) | (bit(p) << 6)) & board & ~white) == 0) s += unchecked(valueBlack[p]);
  }
  return s;
}

/** White's men on squares 11–15 and Black's on 36–40 (two rows from promotion), by bit. */
const WHITE_ROW_3: u64 = (<u64>0x1f) << 11;
const BLACK_ROW_8: u64 = (<u64>0x1f) << 38;

/** The square values taken back from the men two rows from promotion with an opponent's piece ahead (`FREE_PATH`). */
function guardedTwoRowsOut(wMen: u64, bMen: u64): i32 {
  let s = 0;
  for (let m = wMen & WHITE_ROW_3; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((unchecked(aheadWhite[p]) & black) != 0) s -= unchecked(valueWhite[p]);
  }
  for (let m = bMen & BLACK_ROW_8; m != 0; m &= m - 1) {
    const p = <i32>ctz(m);
    if ((unchecked(aheadBlack[p]) & white) != 0) s += unchecked(valueBlack[p]);
  }
  return s;
}

/** The kit's evaluation of the position put, for White (or Black) to move. */
export function evaluateKit(isWhite: bool): i32 {
  return kitEvaluate(isWhite);
}

// ---------------------------------------------------------------- a whole search in WebAssembly

/**
 * The kit's search's tools written in WebAssembly on the search board above: iterative deepening,
 * principal variation search with a transposition table, the table's move first, captures by their
 * size, two killers and history for quiet moves, late quiet moves a ply shallower (from the fourth, 3
 * plies or more above the horizon), and captures searched out past the horizon, judging by the kit's
 * evaluation (no draw rules but repetitions, no endgame tables; the match's player adds the kit's book).
 * Some of Moby Dam's tools on demand (`setTools`, below).
 */
/**
 * 2^18 entries (2 MiB) unless `setTableBits` says another size, up to 2^22 (32 MiB, Moby Dam's 4 M entries):
 * at 16 MB (stop 61) a probe's miss in the cache was much of a node's time.
 */
const TT_MAX_BITS = 22;
let ttEntries: i32 = 1 << 18;
/**
 * One 64-bit word an entry: the check (32 bits) << 32 | the score (16) << 16 | the move's index + 1 (8; 0 none)
 * << 8 | the bound's kind << 6 | depth + 1 (6; 0: empty). The key's low bits find its bucket.
 */
const table = new StaticArray<u64>(1 << TT_MAX_BITS);
/** The table's size, 2^bits entries (16 to 22), emptied. */
export function setTableBits(bits: i32): void {
  ttEntries = 1 << min(max(bits, 16), TT_MAX_BITS);
  for (let i = 0; i < ttEntries; i++) unchecked((table[i] = 0));
}
/** Entries come in buckets of four (32 bytes, in one cache line), the latest stored first: a bucket's place. */
@inline function bucketOf(key: i32): i32 {
  return key & (ttEntries - 4);
}
/** The entry of the position with `check` in the bucket at `at`, or 0. */
@inline function probe(at: i32, check: i32): u64 {
  let e = unchecked(table[at]);
  if (entryMatches(e, check)) return e;
  e = unchecked(table[at + 1]);
  if (entryMatches(e, check)) return e;
  e = unchecked(table[at + 2]);
  if (entryMatches(e, check)) return e;
  e = unchecked(table[at + 3]);
  return entryMatches(e, check) ? e : 0;
}
/** Stores `e` first in the bucket at `at`: the position's older entry goes, else the bucket's last. */
function store(at: i32, check: i32, e: u64): void {
  let last = at + 3;
  for (let i = at; i < at + 3; i++) {
    if (entryMatches(unchecked(table[i]), check)) {
      last = i;
      break;
    }
  }
  for (let i = last; i > at; i--) unchecked((table[i] = table[i - 1]));
  unchecked((table[at] = e));
}
@inline function entryMatches(e: u64, check: i32): bool {
  return (e & 0x3f) != 0 && <i32>(e >> 32) == check;
}
@inline function entryDepth(e: u64): i32 {
  return <i32>(e & 0x3f) - 1;
}
@inline function entryKind(e: u64): i32 {
  return <i32>(e >> 6) & 3;
}
@inline function entryMove(e: u64): i32 {
  return (<i32>(e >> 8) & 0xff) - 1;
}
@inline function entryScore(e: u64): i32 {
  return <i32>(<i16>(e >> 16));
}
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;
const orderScore = new StaticArray<i32>(MAX_MOVES);
const orderIndex = new StaticArray<i32>(MAX_MOVES);
const killers = new StaticArray<i32>(2 * MAX_PLY);
const history = new StaticArray<i32>(64 * 64);
let searchNodeCount: u64 = 0;
let nodeLimit: u64 = 0;
let stopped = false;
let completedDepth: i32 = 0;
/** The clock (ms), the host's: read every 1024 nodes against the search's deadline. */
@external("env", "now")
declare function now(): f64;
let deadline: f64 = Infinity;
/**
 * The host's: called at a check point once the clock passes `sliceEnd`. Compiled with Binaryen's asyncify
 * (`compileInternational(w, { sliced: true })`), it unwinds the search to its caller, which resumes it where it
 * stopped: a search in slices, with no iteration searched again (stop 65 re-searched each cut iteration).
 */
@external("env", "pause")
declare function pause(): void;
/** The host's: an iteration is complete (`searchDepth`, `chosenMove`, `chosenScore` tell its result): progress to report. */
@external("env", "iteration")
declare function iterationDone(): void;
let sliceEnd: f64 = Infinity;
export function setSliceEnd(t: f64): void {
  sliceEnd = t;
}
/** Ends the search under way at its next node (the host's "move now", between two slices). */
export function stopNow(): void {
  stopped = true;
}
/** Where asyncify keeps the unwound stack: its header (the next free byte, the end), then the frames. */
const unwound = new StaticArray<i32>(1 << 14);
export function unwindBuffer(): usize {
  const p = changetype<usize>(unwound);
  unchecked((unwound[0] = <i32>(p + 8)));
  unchecked((unwound[1] = <i32>(p + (1 << 16))));
  return p;
}
/** The root's best move (its index in the root's list) and score in the iteration under way, and the move to play. */
let rootBestNow: i32 = -1;
let rootScoreNow: i32 = 0;
let rootBest: i32 = -1;
let rootScore: i32 = 0;

/**
 * The next best move's index from place k on, put at place k: the first three by selection (a cut-off
 * usually comes by then), the rest sorted at once when the third has been searched.
 */
function pickNext(from: i32, k: i32, n: i32): i32 {
  if (k >= 3) {
    if (k == 3) sortFrom(from + 3, from + n);
    return unchecked(orderIndex[from + k]);
  }
  let bestAt = from + k;
  let best = unchecked(orderScore[bestAt]);
  for (let p = bestAt + 1; p < from + n; p++) {
    const s = unchecked(orderScore[p]);
    if (s > best) {
      best = s;
      bestAt = p;
    }
  }
  const at = from + k;
  const i = unchecked(orderIndex[bestAt]);
  unchecked((orderScore[bestAt] = orderScore[at]));
  unchecked((orderIndex[bestAt] = orderIndex[at]));
  unchecked((orderScore[at] = best));
  unchecked((orderIndex[at] = i));
  return i;
}

/** Sorts places [start, end) by score, best first (insertion: the lists are short). */
function sortFrom(start: i32, end: i32): void {
  for (let p = start + 1; p < end; p++) {
    const s = unchecked(orderScore[p]);
    const i = unchecked(orderIndex[p]);
    let q = p;
    while (q > start && unchecked(orderScore[q - 1]) < s) {
      unchecked((orderScore[q] = orderScore[q - 1]));
      unchecked((orderIndex[q] = orderIndex[q - 1]));
      q--;
    }
    unchecked((orderScore[q] = s));
    unchecked((orderIndex[q] = i));
  }
}

/** The positions before the root in its line of king moves, latest first: their hashes (`setPast`). */
const pastHash = new StaticArray<i32>(MAX_PLY);
let pastCount: i32 = 0;

/** Sets the hash of the position `distance` plies before the root (1: the last); count: how many there are. */
export function setPast(distance: i32, hashValue: i32, count: i32): void {
  unchecked((pastHash[distance - 1] = hashValue));
  pastCount = count;
}

/** Whether the position at `ply` was met before with the same side to move, since the last man move or capture. */
function repeated(): bool {
  const h = unchecked(plyHash[ply]);
  const start = unchecked(plyChainStart[ply]);
  for (let p = ply - 2; p >= start; p -= 2) if (unchecked(plyHash[p]) == h) return true;
  if (start > 0) return false;
  // The line reaches back to the root: the positions before it, as many plies back as keep the side to move.
  for (let j = ply & 1 ? 0 : 1; j < pastCount; j += 2) if (unchecked(pastHash[j]) == h) return true;
  return false;
}

/** Lists the men's steps onto the promotion row (a partial list: the capture search's quiet noisy moves). */
function listPromotions(isWhite: bool): i32 {
  top = unchecked(plyBase[ply]);
  base = top;
  const empty = ~(white | black) & board;
  if (isWhite) {
    const men = white & ~kings & ((<u64>0x1f) << 5);
    for (let b = men & (empty << 5); b != 0; b &= b - 1) push(<i32>ctz(b), <i32>ctz(b) - 5, 0);
    for (let b = men & (empty << 6); b != 0; b &= b - 1) push(<i32>ctz(b), <i32>ctz(b) - 6, 0);
  } else {
    const men = black & ~kings & ((<u64>0x1f) << 44);
    for (let b = men & (empty >> 5); b != 0; b &= b - 1) push(<i32>ctz(b), <i32>ctz(b) + 5, 0);
    for (let b = men & (empty >> 6); b != 0; b &= b - 1) push(<i32>ctz(b), <i32>ctz(b) + 6, 0);
  }
  unchecked((plyList[ply] = 3));
  unchecked((plyLength[ply] = top - base));
  return top - base;
}

/**
 * Captures (compulsory: no standing pat) searched out past the horizon, else the evaluation or a step onto
 * the promotion row, as the kit's capture search; a side without a move has lost.
 */
function captureSearch(alpha: i32, beta: i32): i32 {
  if (stopped) return 0;
  if (++searchNodeCount >= nodeLimit) {
    stopped = true;
    return 0;
  }
  const isWhite = unchecked(plyIsWhite[ply]);
  if (ply >= MAX_PLY - 2) return evaluateHere();
  let n = generateNoisy();
  let best = -WIN;
  if (n == 0) {
    if (!hasMove(isWhite)) return -WIN + ply;
    best = evaluateHere();
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
    n = listPromotions(isWhite);
    if (n == 0) return best;
  }
  // No order to choose: international's captures all take the most pieces there are to take, so they are alike.
  for (let i = 0; i < n; i++) {
    makeMove(i);
    const v = -captureSearch(-beta, -alpha);
    unmakeMove();
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        if (v >= beta) break;
      }
    }
  }
  return best;
}

/** Mate scores count plies from the root; the table keeps them from the node, so that they hold wherever it is met. */
@inline function toTable(score: i32): i32 {
  return score > WIN - 1000 ? score + ply : score < -WIN + 1000 ? score - ply : score;
}
@inline function fromTable(score: i32): i32 {
  return score > WIN - 1000 ? score - ply : score < -WIN + 1000 ? score + ply : score;
}

/**
 * Moby Dam's search tools (its main/search.c), off unless `setTools` turns them on, to find which of them
 * the gap lies in: a node with one legal move uses no ply; its late move reductions (in null windows, from
 * the fourth move, one ply, from the seventh two, while 8 pieces or more are left, every kind of move) in
 * place of the kit's; its "bad move pruning", a ProbCut (a null window at half the depth, beta raised by
 * 0.9 men, while fewer than 32 pieces are left).
 */
const SINGLE_REPLY = 1;
const MOBY_REDUCTIONS = 2;
const PROBCUT = 4;
/** Not Moby Dam's search but its evaluation's chief term beside material (`breakthroughs`). */
const BREAKTHROUGHS = 8;
/** A node that fails low keeps the table's move (its own best is near worthless there), as Moby Dam's table does. */
const KEEP_MOVE = 16;
/**
 * A man one row from promotion whose squares ahead all hold the opponent's pieces earns none of its square's
 * value (the kit's values by square pay a man there a man more, blocked or not); Moby Dam's breakthrough term
 * likewise pays nothing for it.
 */
const BLOCKED = 32;
/** And a man two rows from promotion earns its square's value only while no opponent's piece is on the squares ahead it could reach. */
const FREE_PATH = 64;
let tools = 0;
export function setTools(mask: i32): void {
  tools = mask;
}

function principalVariationSearch(depth: i32, alpha: i32, beta: i32): i32 {
  if (stopped) return 0;
  if (ply > 0 && repeated()) return 0;
  if (depth <= 0 || ply >= MAX_PLY - 4) return captureSearch(alpha, beta);
  if (++searchNodeCount >= nodeLimit) stopped = true;
  else if ((searchNodeCount & 1023) == 0) {
    const t = now();
    if (t >= deadline) stopped = true;
    else if (t >= sliceEnd) pause();
  }
  if (stopped) return 0;
  const key = hash();
  const check = hashCheck();
  const slot = bucketOf(key);
  let ttMove = -1;
  // One ply above the horizon the table is left alone: a probe there is mostly a miss in the cache, and its
  // cut-offs and move saved less time than the misses cost (stop 77: 17% less time to depth 15).
  const e = depth > 1 ? probe(slot, check) : 0;
  if (e != 0) {
    ttMove = entryMove(e);
    // Not at the root, which must name its move.
    if (ply > 0 && entryDepth(e) >= depth) {
      const s = fromTable(entryScore(e));
      const kind = entryKind(e);
      if (kind == EXACT || (kind == LOWER && s >= beta) || (kind == UPPER && s <= alpha)) return s;
    }
  }
  const n = generateAll();
  if (n == 0) return -WIN + ply;
  if (ttMove >= n) ttMove = -1;
  const pieces = <i32>popcnt(white | black);
  if ((tools & PROBCUT) != 0 && depth > 2 && beta - alpha == 1 && pieces < 32) {
    const margin = wMan * 9 / 10;
    if (beta < WIN - 1000 - margin) {
      const v = principalVariationSearch(depth / 2, beta + margin - 1, beta + margin);
      if (stopped) return 0;
      if (v >= beta + margin) return beta;
    }
  }
  // A single reply uses no ply.
  const next = n == 1 && (tools & SINGLE_REPLY) != 0 ? depth : depth - 1;
  const from = unchecked(plyBase[ply]);
  const isWhite = unchecked(plyIsWhite[ply]);
  const promotion = isWhite ? WHITE_PROMOTION : BLACK_PROMOTION;
  // Enhanced transposition cut-offs, as the kit's draughts search (5 plies or more, null windows).
  if (depth >= 5 && beta - alpha == 1) {
    for (let j = from; j < from + n; j++) {
      const child = probe(bucketOf(childHash(j, promotion)), childCheck);
      if (child == 0) continue;
      const score = -fromTable(entryScore(child));
      if (entryDepth(child) >= depth - 1 && entryKind(child) != LOWER && score >= beta) return score;
    }
  }
  const k1 = unchecked(killers[2 * ply]);
  const k2 = unchecked(killers[2 * ply + 1]);
  // The kit's order: the table's move, captures (the most first) and promotions, killers, then history
  // plus the kit's hint (ten a row a man advances).
  for (let i = 0; i < n; i++) {
    const j = from + i;
    const to = unchecked(moveTo[j]);
    let s: i32;
    if (i == ttMove) s = 1 << 30;
    else if (unchecked(moveCaptures[j]) != 0) s = (1 << 29) + 1000 * <i32>popcnt(unchecked(moveCaptures[j]));
    else {
      const fromBit = bit(unchecked(moveFrom[j]));
      const man = (kings & fromBit) == 0;
      if (man && (bit(to) & promotion) != 0) s = (1 << 29) + 500;
      else {
        const mk = unchecked(moveFrom[j]) * 64 + to;
        s = mk == k1 ? 1 << 28 : mk == k2 ? (1 << 28) - 1 : unchecked(history[mk]) + (man ? 10 * (isWhite ? unchecked(advanceWhite[to]) : unchecked(advanceBlack[to])) : 0);
      }
    }
    unchecked((orderScore[j] = s));
    unchecked((orderIndex[j] = i));
  }
  const alpha0 = alpha;
  let best = -WIN;
  let bestMove = -1;
  for (let k = 0; k < n; k++) {
    const i = pickNext(from, k, n);
    const score = unchecked(orderScore[from + k]);
    // Promotions are noisy too: never reduced, never killers.
    const quiet = score < 1 << 29;
    makeMove(i);
    let v: i32;
    if (k == 0) v = -principalVariationSearch(next, -beta, -alpha);
    else {
      let reduction = 0;
      if ((tools & MOBY_REDUCTIONS) != 0) {
        if (k >= 3 && beta - alpha == 1 && next > 2 && pieces >= 8) reduction = k >= 6 ? 2 : 1;
      } else if (depth >= 3 && k >= 3 && quiet && score < (1 << 28) - 1) reduction = 1;
      v = -principalVariationSearch(next - reduction, -alpha - 1, -alpha);
      if (reduction > 0 && v > alpha) v = -principalVariationSearch(next, -alpha - 1, -alpha);
      if (v > alpha && v < beta) v = -principalVariationSearch(next, -beta, -alpha);
    }
    unmakeMove();
    if (stopped) return 0;
    if (v > best) {
      best = v;
      bestMove = i;
      if (ply == 0) {
        rootBestNow = i;
        rootScoreNow = v;
      }
      if (v > alpha) {
        alpha = v;
        if (v >= beta) {
          if (quiet) {
            const mk = unchecked(moveFrom[from + i]) * 64 + unchecked(moveTo[from + i]);
            if (mk != k1) {
              unchecked((killers[2 * ply + 1] = k1));
              unchecked((killers[2 * ply] = mk));
            }
            unchecked((history[mk] += depth * depth));
          }
          break;
        }
      }
    }
  }
  const kind = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
  const kept = kind == UPPER && (tools & KEEP_MOVE) != 0 && ttMove >= 0 ? ttMove : bestMove;
  const move = kept >= 0 && kept < 255 ? kept + 1 : 0;
  if (depth > 1) store(slot, check, ((<u64>check) << 32) | ((<u64>(toTable(best) & 0xffff)) << 16) | (<u64>move << 8) | (<u64>kind << 6) | <u64>(min(depth, 62) + 1));
  return best;
}

/**
 * Searches the position put (White or Black to move) deeper and deeper until half of `maxNodes` is spent,
 * or `softMs` of the clock (no iteration starts after it; none runs past `hardMs`); returns its nodes. The
 * table stays from the search before with `keepTable` (as the kit's level 7 keeps it), the positions before
 * the root as `setPast` gave them.
 */
export function searchToNodes(isWhite: bool, maxNodes: i32, softMs: f64, hardMs: f64, keepTable: bool): u64 {
  root(isWhite);
  const start = now();
  deadline = start + hardMs;
  searchNodeCount = 0;
  nodeLimit = <u64>maxNodes;
  stopped = false;
  completedDepth = 0;
  rootBest = -1;
  rootScore = 0;
  if (!keepTable) for (let i = 0; i < ttEntries; i++) unchecked((table[i] = 0));
  for (let i = 0; i < 2 * MAX_PLY; i++) unchecked((killers[i] = -1));
  for (let i = 0; i < 64 * 64; i++) unchecked((history[i] = 0));
  // One legal move needs no search.
  if (generateAll() == 1) {
    rootBest = 0;
    return 0;
  }
  for (let depth = 1; depth <= maxDepth; depth++) {
    rootBestNow = -1;
    principalVariationSearch(depth, -WIN, WIN);
    // An iteration the clock cut short counts once its first move (the last best, from the table) was
    // searched, as in the kit's search: its best so far is at least as well founded.
    if (rootBestNow >= 0) {
      rootBest = rootBestNow;
      rootScore = rootScoreNow;
    }
    if (stopped) break;
    completedDepth = depth;
    iterationDone();
    if (searchNodeCount >= nodeLimit / 2 || now() - start >= softMs) break;
  }
  return searchNodeCount;
}

/** The last iteration's depth: 63 unless set (a bench measures the time to a depth). */
let maxDepth = 63;
export function setMaxDepth(depth: i32): void {
  maxDepth = min(max(depth, 1), 63);
}

/** The move chosen (its index in the root's list, −1 when there is none), and its score. */
export function chosenMove(): i32 {
  return rootBest;
}
export function chosenScore(): i32 {
  return rootScore;
}
/** Move i of the root's list: its from and to squares (0–49), and whether it captures the piece on square sq. */
export function rootFrom(i: i32): i32 {
  const p = unchecked(moveFrom[i]);
  return p - p / 11;
}
export function rootTo(i: i32): i32 {
  const p = unchecked(moveTo[i]);
  return p - p / 11;
}
export function rootCaptureCount(i: i32): i32 {
  return <i32>popcnt(unchecked(moveCaptures[i]));
}
export function rootCaptures(i: i32, sq: i32): bool {
  return (unchecked(moveCaptures[i]) & bit(sq + sq / 10)) != 0;
}

/** Nodes of the search so far (also while it is paused). */
export function searchedNodes(): f64 {
  return <f64>searchNodeCount;
}
export function searchDepth(): i32 {
  return completedDepth;
}
