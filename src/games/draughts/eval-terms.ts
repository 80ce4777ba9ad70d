/**
 * The terms of the AI's static evaluation (centi-men) and of its move-ordering hint: the weights, the men's
 * tables and terms, and `weigh`, which the search board (search-board.ts) and `evaluate` (evaluate.ts) share.
 */
import { DRAW_LIMITS, EG, type DrawCounters } from './draws.js';
import { BLACK, KING, OFF, WHITE, geometry, type DraughtsVariant, type Geometry } from './rules.js';
import type { DraughtsMove, DraughtsState } from './state.js';

/** The numbers the evaluation weighs a position by (centi-men); `EVAL` holds the kit's, by variant. */
export interface EvalWeights {
  readonly man: number;
  readonly king: number;
  /** Once, to a side with a king while the opponent has none (the first king runs free, and usually wins). */
  readonly kingUnopposed: number;
  /** Per row a man has advanced (tempo), growing when few pieces remain (men should run). */
  readonly advance: number;
  readonly advanceEndgame: number;
  /** Pieces left (both sides) below which `advanceEndgame` applies. */
  readonly endgamePieces: number;
  /** A man on its own back row, while the opponent has no king (it guards the promotion squares). */
  readonly backRow: number;
  /** A man on one of the central squares. */
  readonly centre: number;
  /** Per free square a piece could step to. */
  readonly mobility: number;
  /** Per man more on one wing than on the other (a lopsided formation is easier to attack). */
  readonly balance: number;
  /** Material gap below which a lone king may hold: divide the score by this. */
  readonly loneKingDivisor: number;
  /** Bonus for the side to move (having the move is worth a little). */
  readonly tempo: number;
  /**
   * The terms other than material, kings and runaways, in percent of their weight (100: as they are). Smaller
   * leaves room for the runaways: the values by square pay an advanced man whether or not its way is clear.
   */
  readonly positional: number;
  /**
   * A runaway man one, two or three rows from promotion (`runaways`: its way there is clear); a man whose side
   * is to move is paid as one a row nearer. 0 weighs none at that distance.
   */
  readonly runaway1: number;
  readonly runaway2: number;
  readonly runaway3: number;
  /**
   * A man's worth by square on top of the terms above, White's man on square i + 1 at index i (Black's on the
   * square mirrored: n for N+1−n), fitted rather than reasoned (`npm run tune -- --squares`); none if absent.
   */
  readonly squares?: readonly number[];
}

/** The weights set by hand (Russian and Brazilian play by them). */
const HAND_SET: EvalWeights = {
  man: 100,
  king: 300,
  kingUnopposed: 0,
  advance: 3,
  advanceEndgame: 8,
  endgamePieces: 10,
  backRow: 12,
  centre: 6,
  mobility: 2,
  balance: 0,
  loneKingDivisor: 8,
  tempo: 4,
  positional: 100,
  runaway1: 0,
  runaway2: 0,
  runaway3: 0,
};

/**
 * Values by square written as text, a character each: two centi-men a step from '0' (−32 to 156). The
 * smallest form that fits the draughts worker's 20 KB budget (an array of numbers cost 23 bytes more).
 */
export function unpackSquares(text: string): number[] {
  return Array.from(text, (c) => 2 * (c.charCodeAt(0) - 48));
}

/** `unpackSquares`' text of `values` (even, −32 to 156: printable characters). */
export function packSquares(values: readonly number[]): string {
  return values
    .map((v) => {
      if (v % 2 !== 0 || v < -32 || v > 156) throw new RangeError(`A value by square is packed only if even and within −32…156; got ${v}.`);
      return String.fromCharCode(48 + v / 2);
    })
    .join('');
}

/**
 * The evaluation's weights by variant. International's are tuned (`npm run tune`, bench/tune-draughts.ts):
 * the king, mobility and wing balance on 1300 level-3 self-play games (against the hand-set ones at level 4
 * they scored 58.5% over 600 games); a man's worth by square (the advance and centre folded in), the back row
 * and the balance on 8639 games of Moby Dam against itself, which lifted level 7 against Moby Dam node for node
 * from 32.6% to 43.8% over 800 games on a third of them (stop 56) and to 46.7% on all (stop 57; docs/strength.md);
 * the first king unopposed and the king by regression on those games too, to 50.4% (stop 58). The others are set by hand.
 * Runaways and the positional terms at a quarter (stop 70): in Moby Dam's search they scored 47.5% against it where
 * the kit's weights scored 36.9% (600 games at a fixed depth, stop 68), and level 7 at 60 k nodes a move against Moby
 * Dam at depth 7 went from 48.9% to 55.1% (640 games; docs/strength.md).
 */
export const EVAL: Readonly<Record<DraughtsVariant, EvalWeights>> = {
  international: {
    ...HAND_SET,
    king: 200,
    kingUnopposed: 110,
    advance: 0,
    advanceEndgame: -1,
    backRow: 28,
    centre: 0,
    balance: 4,
    tempo: 0,
    positional: 25,
    runaway1: 120,
    runaway2: 60,
    runaway3: 20,
    squares: unpackSquares('55555hrfdlRDDD@C:02/3268767?;489=7677;997=?;9*484,'),
  },
  russian: { ...HAND_SET, king: 260 },
  brazilian: { ...HAND_SET, king: 280 },
};

/** A variant's tables of the men's terms for one set of weights, square by square (`addMan` reads them). */
export interface MenTables {
  readonly variant: DraughtsVariant;
  readonly g: Geometry;
  /** Rows advanced by a white / black man on each dense square. */
  readonly advW: Int8Array;
  readonly advB: Int8Array;
  /** A white / black man's worth by square: the centre's weight and the weights' `squares`. */
  readonly valW: Int16Array;
  readonly valB: Int16Array;
  /** 1 on the squares of the left wing (files a–e, a–d), −1 on the right. */
  readonly wing: Int8Array;
}

/** By weights (a search board keeps its own at hand: it asks for them once a search). */
const tables = new WeakMap<EvalWeights, MenTables>();

export function menTables(variant: DraughtsVariant, w: EvalWeights = EVAL[variant]): MenTables {
  let t = tables.get(w);
  if (t?.variant === variant) return t;
  const g = geometry(variant);
  const advW = new Int8Array(g.squares);
  const advB = new Int8Array(g.squares);
  const valW = new Int16Array(g.squares);
  const valB = new Int16Array(g.squares);
  const wing = new Int8Array(g.squares);
  for (let sq = 0; sq < g.squares; sq++) {
    const row = Math.floor(g.sqGrid[sq] / g.cols);
    const col = g.sqGrid[sq] % g.cols;
    advW[sq] = g.rows - 1 - row;
    advB[sq] = row;
    const mid = (g.rows - 1) / 2;
    if (Math.abs(row - mid) <= 1.5 && Math.abs(col - mid) <= 2.5) valW[sq] = w.centre;
    valW[sq] += w.squares?.[sq] ?? 0;
    valB[g.squares - 1 - sq] = valW[sq];
    wing[sq] = col < g.cols / 2 ? 1 : -1;
  }
  t = { variant, g, advW, advB, valW, valB, wing };
  tables.set(w, t);
  return t;
}

/**
 * The men's terms of the evaluation before they are weighed: a search board keeps them move by move
 * (`addMan`), `evaluate` sums them from the board.
 */
export interface MenTerms {
  /** Rows advanced: White's men's less Black's. */
  advance: number;
  /** The men's worth by square (`MenTables.valW`, `valB`): White's less Black's. */
  squares: number;
  /** Men on their own back row: White's, Black's (they count while the opponent has no king). */
  backW: number;
  backB: number;
  /** Men on the left wing less those on the right: White's, Black's. */
  wingW: number;
  wingB: number;
}

/** Sets every men's term of `t` to 0 (no man counted yet). */
export function clearMen(t: MenTerms): void {
  t.advance = t.squares = t.backW = t.backB = t.wingW = t.wingB = 0;
}

/** Adds a man (`sign` 1) of piece `v` on dense square `sq` to `t`, or takes it away (−1); `tab`: the variant's tables. */
export function addMan(t: MenTerms, tab: MenTables, sq: number, v: number, sign: number): void {
  if (v & WHITE) {
    t.squares += sign * tab.valW[sq];
    t.advance += sign * tab.advW[sq];
    if (tab.advW[sq] === 0) t.backW += sign;
    t.wingW += sign * tab.wing[sq];
  } else {
    t.squares -= sign * tab.valB[sq];
    t.advance -= sign * tab.advB[sq];
    if (tab.advB[sq] === 0) t.backB += sign;
    t.wingB += sign * tab.wing[sq];
  }
}

/** What the evaluation reads: a state, or the search board's working position (search-board.ts). */
export interface EvalPosition extends DrawCounters {
  readonly board: ArrayLike<number>;
  /** WHITE (1) or BLACK (2). */
  readonly side: number;
}

/**
 * The evaluation in centi-men for the side to move, from the men's terms and the mobility (White's
 * steps onto an empty square less Black's: a man's two forward, a king's four); `tab`: `menTables` of `w`.
 */
export function weigh(s: EvalPosition, men: MenTerms, mobility: number, w: EvalWeights, tab: MenTables): number {
  const endgame = s.wm + s.wk + s.bm + s.bk <= w.endgamePieces;
  let score = w.man * (s.wm - s.bm) + w.king * (s.wk - s.bk); // White's view
  let positional =
    (endgame ? w.advanceEndgame : w.advance) * men.advance +
    men.squares +
    w.mobility * mobility -
    w.balance * (Math.abs(men.wingW) - Math.abs(men.wingB));
  // The back-row bonus holds only while the opponent has no king; the first king is worth more alone.
  if (s.bk === 0) {
    positional += w.backRow * men.backW;
    score += s.wk && w.kingUnopposed;
  }
  if (s.wk === 0) {
    positional -= w.backRow * men.backB;
    score -= s.bk && w.kingUnopposed;
  }
  score += Math.round((positional * w.positional) / 100);
  if (w.runaway1 !== 0 || w.runaway2 !== 0 || w.runaway3 !== 0) score += runaways(s.board, tab.g, s.side, w);
  // Cheap endgame knowledge: a lone king against a few pieces is usually a draw by the counters.
  if (s.eg !== 0 && !(s.eg >> 2 === EG.ruKings && !s.egDiagonal)) score = Math.trunc(score / w.loneKingDivisor);
  score = Math.round(score * drawScale(s));
  const own = s.side === WHITE ? score : -score;
  return own + w.tempo;
}

/**
 * The runaway men's pay, White's less Black's (centi-men): men one to three rows from promotion whose way is
 * clear, so that they crown unless a king stops them. Two or three rows away the way is a path of steps onto
 * empty squares where the opponent's pieces, as they stand, cannot take the man at once (the last step, onto
 * the promotion row, needs only an empty square). One row away a man counts unless both squares ahead hold the
 * opponent's pieces: a blocked step is often a shot. Measured in Moby Dam's search (docs/strength.md, stop 68).
 */
export function runaways(b: ArrayLike<number>, g: Geometry, side: number, w: EvalWeights): number {
  const perRow = g.cols / 2;
  const d = g.dirs;
  let score = 0;
  // White's square i and Black's mirror, squares − 1 − i, are as many rows from their promotion rows.
  for (let i = perRow; i < 4 * perRow; i++) {
    for (let own = WHITE; own <= BLACK; own++) {
      const cell = g.sqCell[own === WHITE ? i : g.squares - 1 - i];
      if (b[cell] !== own) continue; // most of the time: no man of its side there
      const rows = (i / perRow) | 0;
      const ahead = 2 * own - 2; // the man's steps: d[ahead], d[ahead + 1]
      const enemy = 3 - own;
      const pay = runawayPay(w, rows);
      let paid = 0;
      if (pay !== 0 && rows > 1) paid = clearPath(b, d, ahead, enemy, cell, cell, rows) ? runawayPay(w, side === own ? rows - 1 : rows) : 0;
      else if (pay !== 0) {
        const x = b[cell + d[ahead]];
        const y = b[cell + d[ahead + 1]];
        paid = (x !== OFF && (x & enemy) === 0) || (y !== OFF && (y & enemy) === 0) ? pay : 0;
      }
      score += own === WHITE ? paid : -paid;
    }
  }
  return score;
}

function runawayPay(w: EvalWeights, rows: number): number {
  return rows === 1 ? w.runaway1 : rows === 2 ? w.runaway2 : w.runaway3;
}

/**
 * Whether the man that left `origin`, now on `from`, reaches the promotion row `rows` steps on by steps onto
 * empty squares where no piece of `enemy` next to it can take it at once (men take backwards too; kings taking
 * from afar are not looked at): the last step, onto the promotion row, needs only an empty square.
 */
function clearPath(b: ArrayLike<number>, d: Int32Array, ahead: number, enemy: number, origin: number, from: number, rows: number): boolean {
  for (let k = ahead; k < ahead + 2; k++) {
    const to = from + d[k];
    if (b[to] !== 0) continue;
    if (rows === 1) return true;
    let taken = false;
    for (let e = 0; e < 4; e++) {
      const across = to - d[e]; // empty, or a square the man has left
      if ((b[to + d[e]] & enemy) !== 0 && (across === origin || across === from || b[across] === 0)) taken = true;
    }
    if (!taken && clearPath(b, d, ahead, enemy, origin, to, rows - 1)) return true;
  }
  return false;
}

/** 1 far from any draw limit, falling towards 0 as a draw counter nears its limit. */
export function drawScale(s: EvalPosition): number {
  const kingLimit = s.variant === 'russian' ? DRAW_LIMITS.kingPliesRussian : DRAW_LIMITS.kingPliesInternational;
  let f = s.kingPlies / kingLimit;
  if (s.eg !== 0) {
    const cls = s.eg >> 2;
    const limit = cls === EG.intl16 ? DRAW_LIMITS.endgame16Plies : cls === EG.ruKings ? 2 * DRAW_LIMITS.russianThreeKingsMoves : 10;
    f = Math.max(f, s.egPlies / limit);
  }
  f = Math.max(f, (s.reps - 1) / 2);
  return Math.max(0, 1 - f);
}

export function isNoisy(_s: DraughtsState, m: DraughtsMove): boolean {
  return m.captured.length > 0 || m.promotes;
}

/** The ordering hint of a move of piece `v` to dense square `toSq` (captures first, then men that advance); `t`: the variant's tables. */
export function orderHint(t: MenTables, v: number, toSq: number, captures: number, promotes: boolean): number {
  let h = captures * 1000 + (promotes ? 500 : 0);
  if ((v & KING) === 0) h += 10 * (v & BLACK ? t.advB[toSq] : t.advW[toSq]);
  return h;
}
