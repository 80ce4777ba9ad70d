/**
 * Static evaluation for the AI, in centi-men from the side to move's view,
 * and the cheap move-ordering hint.
 */
import { DRAW_LIMITS, EG, type DrawCounters } from './draws.js';
import { BLACK, KING, WHITE, geometry, type DraughtsVariant, type Geometry } from './rules.js';
import type { DraughtsMove, DraughtsState } from './state.js';

/** The numbers the evaluation weighs a position by (centi-men); `EVAL` holds the kit's, by variant. */
export interface EvalWeights {
  readonly man: number;
  readonly king: number;
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
}

/** The weights set by hand (Russian and Brazilian play by them). */
const HAND_SET: EvalWeights = {
  man: 100,
  king: 300,
  advance: 3,
  advanceEndgame: 8,
  endgamePieces: 10,
  backRow: 12,
  centre: 6,
  mobility: 2,
  balance: 0,
  loneKingDivisor: 8,
  tempo: 4,
};

/**
 * The evaluation's weights by variant. International's are tuned (`npm run tune`, bench/tune-draughts.ts)
 * on 1300 level-3 self-play games, 98 k positions; against the hand-set ones at level 4 they scored
 * 58.5% over 600 games (+300 =102 −198). The others are set by hand.
 */
export const EVAL: Readonly<Record<DraughtsVariant, EvalWeights>> = {
  international: { ...HAND_SET, king: 238, advance: 1, advanceEndgame: 0, backRow: 28, centre: 2, balance: 8, tempo: 0 },
  russian: { ...HAND_SET, king: 260 },
  brazilian: { ...HAND_SET, king: 280 },
};

interface Tables {
  readonly variant: DraughtsVariant;
  readonly g: Geometry;
  /** Rows advanced by a white / black man on each dense square. */
  readonly advW: Int8Array;
  readonly advB: Int8Array;
  readonly centre: Uint8Array;
  /** 1 on the squares of the left wing (files a–e, a–d), −1 on the right. */
  readonly wing: Int8Array;
}

const tables = new Map<DraughtsVariant, Tables>();
/** The last variant's tables: a search asks for the same ones at every node (a map lookup there cost 2% of its time). */
let lastTables: Tables | null = null;

function tablesFor(variant: DraughtsVariant): Tables {
  if (lastTables !== null && lastTables.variant === variant) return lastTables;
  let t = tables.get(variant);
  if (t) return (lastTables = t);
  const g = geometry(variant);
  const advW = new Int8Array(g.squares);
  const advB = new Int8Array(g.squares);
  const centre = new Uint8Array(g.squares);
  const wing = new Int8Array(g.squares);
  for (let sq = 0; sq < g.squares; sq++) {
    const row = Math.floor(g.sqGrid[sq] / g.cols);
    const col = g.sqGrid[sq] % g.cols;
    advW[sq] = g.rows - 1 - row;
    advB[sq] = row;
    const mid = (g.rows - 1) / 2;
    if (Math.abs(row - mid) <= 1.5 && Math.abs(col - mid) <= 2.5) centre[sq] = 1;
    wing[sq] = col < g.cols / 2 ? 1 : -1;
  }
  t = { variant, g, advW, advB, centre, wing };
  tables.set(variant, t);
  return (lastTables = t);
}

/**
 * A man's worth on each dense square for one variant and one set of weights, summed once: its
 * value, its advance (middle game and endgame) and the centre; and the back-row bonus apart (it
 * holds only while the opponent has no king). The evaluation reads these instead of weighing every
 * man's terms at every leaf.
 */
interface ManValues {
  readonly variant: DraughtsVariant;
  readonly weights: EvalWeights;
  readonly t: Tables;
  readonly whiteMid: Int16Array;
  readonly whiteEnd: Int16Array;
  readonly blackMid: Int16Array;
  readonly blackEnd: Int16Array;
  readonly whiteBack: Int16Array;
  readonly blackBack: Int16Array;
}

/** The last variant and weights evaluated: a search asks with the same ones at every leaf. */
let last: ManValues | null = null;

function manValues(variant: DraughtsVariant, w: EvalWeights): ManValues {
  if (last && last.variant === variant && last.weights === w) return last;
  const t = tablesFor(variant);
  const n = t.advW.length;
  const table = (f: (sq: number) => number): Int16Array => Int16Array.from({ length: n }, (_, sq) => f(sq));
  const centre = (sq: number): number => (t.centre[sq] ? w.centre : 0);
  last = {
    variant,
    weights: w,
    t,
    whiteMid: table((sq) => w.man + w.advance * t.advW[sq] + centre(sq)),
    whiteEnd: table((sq) => w.man + w.advanceEndgame * t.advW[sq] + centre(sq)),
    blackMid: table((sq) => w.man + w.advance * t.advB[sq] + centre(sq)),
    blackEnd: table((sq) => w.man + w.advanceEndgame * t.advB[sq] + centre(sq)),
    whiteBack: table((sq) => (t.advW[sq] === 0 ? w.backRow : 0)),
    blackBack: table((sq) => (t.advB[sq] === 0 ? w.backRow : 0)),
  };
  return last;
}

/** What the evaluation reads: a state, or the search board's working position (search-board.ts). */
export interface EvalPosition extends DrawCounters {
  readonly board: ArrayLike<number>;
  /** The pieces as bits over the dense squares, as the search's engine keeps them (`TrackedEngine.pieces`); else the board is read square by square. */
  readonly pieces?: Int32Array;
  /** WHITE (1) or BLACK (2). */
  readonly side: number;
}

export function evaluate(s: EvalPosition, w: EvalWeights = EVAL[s.variant]): number {
  const m = manValues(s.variant, w);
  const t = m.t;
  const g = t.g;
  const b = s.board;
  const sqCell = g.sqCell;
  const wing = t.wing;
  const kingValue = w.king;
  const mobility = w.mobility;
  const endgame = s.wm + s.wk + s.bm + s.bk <= w.endgamePieces;
  const white = endgame ? m.whiteEnd : m.whiteMid;
  const black = endgame ? m.blackEnd : m.blackMid;
  // The back-row bonus holds only while the opponent has no king.
  const whiteBack = s.bk === 0 ? m.whiteBack : null;
  const blackBack = s.wk === 0 ? m.blackBack : null;
  const dirs = g.dirs; // read by index: destructuring a typed array walks its iterator
  const d0 = dirs[0];
  const d1 = dirs[1];
  const d2 = dirs[2];
  const d3 = dirs[3];
  let score = 0; // white's view
  let wingW = 0; // white men on the left wing less those on the right; Black's likewise
  let wingB = 0;
  // The occupied squares as bits (squares 0–31, then 32–49), walked in order.
  let lo = 0;
  let hi = 0;
  if (s.pieces) {
    lo = s.pieces[2 * WHITE] | s.pieces[2 * BLACK];
    hi = s.pieces[2 * WHITE + 1] | s.pieces[2 * BLACK + 1];
  } else {
    for (let sq = 0; sq < g.squares; sq++) {
      if (b[sqCell[sq]] === 0) continue;
      if (sq < 32) lo |= 1 << sq;
      else hi |= 1 << (sq - 32);
    }
  }
  for (let word = 0; word < 2; word++) {
    for (let bits = word === 0 ? lo : hi; bits !== 0; bits &= bits - 1) {
      const sq = 31 - Math.clz32(bits & -bits) + (word << 5);
      const cell = sqCell[sq];
      const v = b[cell];
      if (v & KING) {
        let x = kingValue;
        if (b[cell + d0] === 0) x += mobility;
        if (b[cell + d1] === 0) x += mobility;
        if (b[cell + d2] === 0) x += mobility;
        if (b[cell + d3] === 0) x += mobility;
        score += v & WHITE ? x : -x;
      } else if (v & WHITE) {
        wingW += wing[sq];
        let x = white[sq];
        if (whiteBack) x += whiteBack[sq];
        if (b[cell + d0] === 0) x += mobility;
        if (b[cell + d1] === 0) x += mobility;
        score += x;
      } else {
        wingB += wing[sq];
        let x = black[sq];
        if (blackBack) x += blackBack[sq];
        if (b[cell + d2] === 0) x += mobility;
        if (b[cell + d3] === 0) x += mobility;
        score -= x;
      }
    }
  }
  score -= w.balance * (Math.abs(wingW) - Math.abs(wingB));
  // Cheap endgame knowledge: a lone king against a few pieces is usually a draw by the counters.
  if (s.eg !== 0 && !(s.eg >> 2 === EG.ruKings && !s.egDiagonal)) score = Math.trunc(score / w.loneKingDivisor);
  score = Math.round(score * drawScale(s));
  const own = s.side === WHITE ? score : -score;
  return own + w.tempo;
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

export function moveOrderHint(s: DraughtsState, m: DraughtsMove): number {
  const g = geometry(s.variant);
  return orderHint(s.variant, s.board[g.sqCell[m.from - 1]], m.to - 1, m.captured.length, m.promotes);
}

/** The ordering hint of a move of piece `v` to dense square `toSq` (captures first, then men that advance). */
export function orderHint(variant: DraughtsVariant, v: number, toSq: number, captures: number, promotes: boolean): number {
  let h = captures * 1000 + (promotes ? 500 : 0);
  if ((v & KING) === 0) {
    const t = tablesFor(variant);
    h += 10 * (v & BLACK ? t.advB[toSq] : t.advW[toSq]);
  }
  return h;
}
