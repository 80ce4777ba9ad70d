/**
 * Kamisado notations (rules/kamisado.md §9): positions read, moves (positions written and set-up options: start.ts).
 */
import { setupRules, startState } from './start.js';

export { formatPosition, variantRules, type KamisadoOptions } from './start.js';
import { GameError } from '../../core/errors.js';
import type { SetupOptions } from '../../core/game.js';
import {
  COLOUR_LETTERS,
  COLOUR_NAMES,
  GOAL_ROW,
  MAX_RANK,
  NONSTOP_MAX_RANK,
  SIDE_NAMES,
  cellName,
  parseCell,
  type SideIndex,
  type VariantRules,
} from './geometry.js';
import {
  type TowerBuffer,
  BUF_SIZE,
  EMPTY,
  FILL,
  FL,
  FR,
  FREE,
  KIND_FL,
  KIND_FR,
  KIND_PUSH,
  KIND_REENTER,
  OVER,
  POS,
  RANK,
  generateMoves,
  hasMove,
  makeState,
  moveFrom,
  moveKind,
  moveReentry,
  moveTo,
  type KamisadoMove,
  type KamisadoState,
} from './rules.js';

// ---------------------------------------------------------------- set-up and positions

/** A set-up: from its `position` when it gives one, else the round-1 start (start.ts). */
export function setupState(options: SetupOptions = {}): KamisadoState {
  if (options.position === undefined || options.position === null || options.position === '') return startState(options);
  return parsePosition(options.position as string, setupRules(options));
}

const SIDE_WORD = ['Black', 'Gold'] as const;

function towerName(t: number): string {
  return `${SIDE_WORD[t >> 3]}'s ${COLOUR_NAMES[t & 7]} tower`;
}

/** Parses and checks a position (§9); any malformed or impossible input is a `bad-position` GameError. */
export function parsePosition(text: string, rules: VariantRules): KamisadoState {
  const bad = (msg: string): GameError => new GameError('bad-position', msg);
  if (typeof text !== 'string') throw bad('A Kamisado position must be given as text.');
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6) {
    throw bad(`A Kamisado position has six fields (board, side, tower to move, score, round, ply), not ${fields.length}.`);
  }
  const [boardText, sideText, tmText, scoreText, roundText, plyText] = fields;

  const buf: TowerBuffer = new Array<number>(BUF_SIZE).fill(EMPTY, 0, 64).fill(0, 64);
  const placed = new Uint8Array(16);
  const rows = boardText.split('/');
  if (rows.length !== 8) throw bad(`The board needs 8 ranks separated by "/", not ${rows.length}.`);
  for (let r = 0; r < 8; r++) {
    const row = rows[r];
    let col = 0;
    for (let i = 0; i < row.length; i++) {
      const ch = row[i];
      if (ch >= '1' && ch <= '8') {
        col += ch.charCodeAt(0) - 48;
        continue;
      }
      const colour = COLOUR_LETTERS.indexOf(ch.toUpperCase() as (typeof COLOUR_LETTERS)[number]);
      if (colour < 0) throw bad(`"${ch}" on rank ${8 - r} is not a colour letter (OBUPYRGN), a digit 1–8 or "+".`);
      let rank = 0;
      while (row[i + 1] === '+') {
        rank++;
        i++;
      }
      if (col >= 8) throw bad(`Rank ${8 - r} has more than 8 squares.`);
      const t = (ch === ch.toUpperCase() ? 0 : 8) + colour;
      if (placed[t]) throw bad(`${towerName(t)} appears twice.`);
      if (rank > MAX_RANK) throw bad(`${towerName(t)} has ${rank} "+" signs; the highest rank is a Triple Sumo.`);
      placed[t] = 1;
      buf[r * 8 + col] = t;
      buf[POS + t] = r * 8 + col;
      buf[RANK + t] = rank;
      col++;
    }
    if (col !== 8) throw bad(`Rank ${8 - r} has ${col} squares instead of 8.`);
  }
  for (let t = 0; t < 16; t++) if (!placed[t]) throw bad(`${towerName(t)} is missing from the board.`);

  const side = SIDE_NAMES.indexOf(sideText as (typeof SIDE_NAMES)[number]);
  if (side < 0) throw bad(`The side to move must be "black" or "gold", not "${sideText}".`);
  let toMove: number;
  if (tmText === '-') toMove = FREE;
  else if (tmText === 'F') toMove = FILL;
  else if (tmText === '#') toMove = OVER;
  else {
    toMove = COLOUR_LETTERS.indexOf(tmText as (typeof COLOUR_LETTERS)[number]);
    if (toMove < 0) throw bad(`The tower to move must be an upper-case colour letter, "-", "F" or "#", not "${tmText}".`);
  }
  const sm = /^(\d{1,3})-(\d{1,3})$/.exec(scoreText);
  if (!sm) throw bad(`The score must be written Black-Gold, like 3-1, not "${scoreText}".`);
  const score: [number, number] = [Number(sm[1]), Number(sm[2])];
  if (!/^[1-9]\d{0,3}$/.test(roundText)) throw bad(`The round must be a whole number from 1, not "${roundText}".`);
  if (!/^\d{1,5}$/.test(plyText)) throw bad(`The ply must be a whole number from 0, not "${plyText}".`);
  const round = Number(roundText);
  const ply = Number(plyText);

  checkPosition(rules, buf, side as SideIndex, toMove, score, round, ply);
  let endReason = '';
  if (toMove === OVER) endReason = score[side] >= rules.target ? 'score' : 'deadlock';
  return makeState(rules, { buf, side: side as SideIndex, toMove, score, round, ply, endReason });
}

/** The "impossible position" checks of §2, §5, §7, §8 and §9. */
function checkPosition(
  rules: VariantRules,
  buf: TowerBuffer,
  side: SideIndex,
  toMove: number,
  score: readonly [number, number],
  round: number,
  ply: number,
): void {
  const bad = (msg: string): GameError => new GameError('bad-position', msg);
  const live = toMove < FILL;
  const ended = toMove === OVER;
  const rankSum = [0, 0];
  const worth = [0, 0];
  for (let t = 0; t < 16; t++) {
    const r = buf[RANK + t];
    rankSum[t >> 3] += r;
    worth[t >> 3] += (1 << r) - 1;
    if (r === MAX_RANK && (rules.nonStop || !ended || t >> 3 !== side)) {
      throw bad(`${towerName(t)} is a Quadruple Sumo, which only the winning tower of a finished match can be.`);
    }
    if (r > NONSTOP_MAX_RANK && rules.nonStop) throw bad(`${towerName(t)} is above Triple Sumo, which non-stop does not allow.`);
  }
  // Towers on their goal row: none while a round goes on; at most the winner's scoring tower after it.
  for (let sd = 0; sd < 2; sd++) {
    let n = 0;
    for (let c = 0; c < 8; c++) {
      const t = buf[GOAL_ROW[sd] * 8 + c];
      if (t !== EMPTY && t >> 3 === sd) n++;
    }
    if (n > 0 && (live || sd !== side || n > 1)) {
      throw bad(`${SIDE_WORD[sd]} has a tower on its goal row, which only the winning move of a round leaves there.`);
    }
  }
  const target = rules.target;
  if (rules.nonStop) {
    if (toMove === FILL) throw bad('A non-stop game has no rounds, so no fill choice ("F").');
    if (round !== 1) throw bad('A non-stop game is always in round 1.');
    for (let sd = 0; sd < 2; sd++) {
      if (rankSum[sd] > score[sd]) throw bad(`${SIDE_WORD[sd]}'s towers hold more promotions than its ${score[sd]} points allow.`);
    }
  } else {
    for (let sd = 0; sd < 2; sd++) {
      if (worth[sd] !== score[sd]) {
        throw bad(`${SIDE_WORD[sd]}'s score ${score[sd]} differs from the worth of its towers (${worth[sd]}: Sumo 1, Double 3, Triple 7).`);
      }
    }
    const promotions = rankSum[0] + rankSum[1];
    if (round !== promotions + (live ? 1 : 0)) {
      throw bad(`Round ${round} does not fit the ${promotions} promotion(s) on the board (one per finished round).`);
    }
  }
  if (ended) {
    if (score[1 - side] >= target) throw bad(`The loser cannot have reached the target of ${target} points.`);
    if (!rules.nonStop && score[side] < target) throw bad(`A finished match needs the winner at ${target} points or more.`);
    if (rules.nonStop && score[side] > target) throw bad(`Scores above ${target} cannot happen in non-stop.`);
  } else {
    if (score[0] >= target || score[1] >= target) throw bad(`A score of ${target} ends the game, so the position must be marked "#".`);
  }
  if (toMove === FREE && ply !== 0) throw bad('A free choice of tower ("-") only happens at ply 0.');
  if (live && ply >= rules.cap) throw bad(`Ply ${ply} is past the move cap of ${rules.cap}.`);
  if (toMove === FREE) {
    let any = false;
    for (let c = 0; c < 8 && !any; c++) any = hasMove(buf, rules, side * 8 + c);
    if (!any) throw bad(`Every one of ${SIDE_WORD[side]}'s towers is blocked, so no first move is possible.`);
  }
  if (live && toMove !== FREE && !hasMove(buf, rules, side * 8 + toMove)) {
    throw bad(`${towerName(side * 8 + toMove)} is blocked; the engine would have passed already.`);
  }
}

// ---------------------------------------------------------------- moves

export function formatMove(m: KamisadoMove): string {
  const kind = moveKind(m);
  if (kind === KIND_FL) return 'FL';
  if (kind === KIND_FR) return 'FR';
  const from = cellName(moveFrom(m));
  const to = cellName(moveTo(m));
  if (kind === KIND_PUSH) return `${from}>${to}`;
  if (kind === KIND_REENTER) return `${from}-${to}@${cellName(moveReentry(m))}`;
  return `${from}-${to}`;
}

const MOVE_RE = /^([a-h][1-8])\s*([->])\s*([a-h][1-8])(?:\s*@\s*([a-h][1-8]))?$/i;

/** Whether `text` has the shape of a Kamisado move (used by the record reader). */
export function isMoveText(text: string): boolean {
  const t = text.trim();
  return /^F[LR]$/i.test(t) || MOVE_RE.test(t);
}

export function describeDuty(s: KamisadoState): string {
  if (s.toMove === OVER) return 'the game is over';
  if (s.toMove === FILL) return `${SIDE_WORD[s.side]} must choose FL or FR`;
  if (s.toMove === FREE) return `${SIDE_WORD[s.side]} may move any tower`;
  return `${SIDE_WORD[s.side]} must move the ${COLOUR_NAMES[s.toMove]} tower on ${cellName(s.buf[POS + s.side * 8 + s.toMove])}`;
}

/** Parses a move (§9); `bad-move` for malformed text, `illegal-move` for a well-formed move not legal here. */
export function parseMove(s: KamisadoState, text: string, legal: readonly KamisadoMove[]): KamisadoMove {
  if (typeof text !== 'string') throw new GameError('bad-move', 'A move must be given as text.');
  const t = text.trim();
  const illegal = (why: string): GameError => new GameError('illegal-move', `${t} is not legal here: ${why}.`);
  if (/^F[LR]$/i.test(t)) {
    const m = t.toUpperCase() === 'FL' ? FL : FR;
    if (!legal.includes(m)) throw illegal(`only the winner of a round chooses FL or FR; ${describeDuty(s)}`);
    return m;
  }
  const mm = MOVE_RE.exec(t);
  if (!mm) throw new GameError('bad-move', `"${text}" is not a Kamisado move; write it like d1-d5, g1>g2, c1-c8@h1, FL or FR.`);
  const from = parseCell(mm[1]);
  const to = parseCell(mm[3]);
  const push = mm[2] === '>';
  const re = mm[4] ? parseCell(mm[4]) : -1;
  if (from === to) throw illegal('passes are played automatically and cannot be chosen');
  const cands = legal.filter((m) => moveFrom(m) === from && moveTo(m) === to && moveKind(m) < KIND_FL);
  if (cands.length === 0) {
    const t = s.buf[from];
    const movable = t !== EMPTY && t >> 3 === s.side && (s.toMove === FREE || s.toMove === (t & 7));
    throw illegal(movable ? `the tower on ${cellName(from)} cannot go to ${cellName(to)}` : describeDuty(s));
  }
  if (push) {
    const m = cands.find((c) => moveKind(c) === KIND_PUSH);
    if (m === undefined) throw illegal(`${cellName(to)} is not a push`);
    if (re >= 0) throw illegal('a push has no re-entry square');
    return m;
  }
  if (moveKind(cands[0]) === KIND_REENTER) {
    if (re < 0) throw illegal('name the re-entry square on the home row, as in c1-c8@h1');
    const m = cands.find((c) => moveReentry(c) === re);
    if (m === undefined) throw illegal(`${cellName(re)} is not an empty square of the home row`);
    return m;
  }
  if (re >= 0) throw illegal('only a non-stop goal move that does not win the game has a re-entry square');
  // A push written with "-" is accepted: an ordinary move to an occupied square never exists.
  return cands[0];
}

/** All legal moves of a state as text. */
export function legalMoveTexts(s: KamisadoState): string[] {
  return generateMoves(s).map(formatMove);
}
