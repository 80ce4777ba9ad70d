import { GameError } from '../core/errors.js';

/**
 * Marks drawn on a board (issue 17): arrows from square to square, highlighted squares and
 * circles, in a few named colours. Pure: text in, cells out, no DOM, so an annotated replay can
 * attach marks to each ply with the same parser the `marks` attribute uses.
 *
 * The text is a space-separated list in the game's own square names:
 * `arrow:32-28 square:27 circle:c3:red`. The chess GUIs' comment commands are read too:
 * `[%cal Gc3e5,Rd4d5]` (arrows), `[%csl Rd4,Gf6]` (squares) and `[%draw arrow,c3,e5,red]`,
 * `[%draw full,d4,green]`, `[%draw circle,d4,blue]`.
 */

export type MarkKind = 'arrow' | 'square' | 'circle';

/** The colours a mark may have; the first is the default. */
export const MARK_COLORS = ['green', 'red', 'blue', 'yellow'] as const;
export type MarkColor = (typeof MARK_COLORS)[number];
export const DEFAULT_MARK_COLOR: MarkColor = 'green';

/** One mark on the board; cells are the game's cell indices (`row * cols + col`). */
export interface Mark {
  readonly kind: MarkKind;
  readonly from: number;
  /** Where an arrow points (arrows only). */
  readonly to?: number;
  /** One of `MARK_COLORS`. */
  readonly color: string;
}

/** The cell a square's name stands for in the game's notation, or undefined when it names none. */
export type NameToCell = (name: string) => number | undefined;

const KINDS: readonly MarkKind[] = ['arrow', 'square', 'circle'];
/** The chess GUIs' colour letters (`[%cal Gc3e5]`). */
const LETTERS: Readonly<Record<string, MarkColor>> = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };
/** `[%draw …]` shape words. */
const DRAW_KINDS: Readonly<Record<string, MarkKind>> = { arrow: 'arrow', full: 'square', square: 'square', circle: 'circle' };
const EXAMPLE = 'write marks such as "arrow:32-28", "circle:c3:red" or "square:27"';

const bad = (message: string): GameError => new GameError('bad-option', `Marks: ${message}`);

/**
 * Reads marks text (see the module's note) into marks, in the order written; a mark given twice
 * keeps its last colour. Throws a `GameError` (`bad-option`) naming the first bad token.
 * @param text - The marks, e.g. `arrow:32-28 circle:c3:red [%csl Rd4]`.
 * @param nameToCell - The game's square names.
 */
export function parseMarks(text: string, nameToCell: NameToCell): Mark[] {
  const out: Mark[] = [];
  for (const token of text.match(/\[%[^\]]*\]?|[^\s[]+|\[/g) ?? []) {
    for (const m of token.startsWith('[') ? command(token, nameToCell) : plain(token, nameToCell)) put(out, m);
  }
  return out;
}

/** `kind:squares[:colour]`. */
function plain(token: string, nameToCell: NameToCell): Mark[] {
  const parts = token.split(':');
  const kind = parts[0].toLowerCase() as MarkKind;
  if (!KINDS.includes(kind) || parts.length < 2 || parts.length > 3 || !parts[1]) throw bad(`"${token}" is not a mark; ${EXAMPLE}.`);
  const color = parts.length === 3 ? colorOf(parts[2]) : DEFAULT_MARK_COLOR;
  if (kind !== 'arrow') return [{ kind, from: cellOf(parts[1], token, nameToCell), color }];
  const [from, to] = arrowEnds(parts[1], token, nameToCell, true);
  return [{ kind, from, to, color }];
}

/** `[%cal …]`, `[%csl …]` or `[%draw …]`. */
function command(token: string, nameToCell: NameToCell): Mark[] {
  const m = /^\[%(\w+)\s+([^\]]*)\]$/.exec(token);
  const name = m?.[1].toLowerCase();
  if (!m || (name !== 'cal' && name !== 'csl' && name !== 'draw')) {
    throw bad(`"${token}" is not a mark command; use [%cal Gc3e5], [%csl Rd4] or [%draw arrow,c3,e5,red].`);
  }
  const items = m[2].split(/[\s,]+/).filter(Boolean);
  if (name === 'draw') {
    const kind = DRAW_KINDS[items[0]?.toLowerCase() ?? ''];
    const arrow = kind === 'arrow';
    if (!kind || items.length !== (arrow ? 4 : 3)) throw bad(`"${token}" must read [%draw arrow,from,to,colour], [%draw full,square,colour] or [%draw circle,square,colour].`);
    const color = colorOf(items[items.length - 1]);
    const from = cellOf(items[1], token, nameToCell);
    if (!arrow) return [{ kind, from, color }];
    const to = cellOf(items[2], token, nameToCell);
    if (to === from) throw bad(`an arrow needs two different squares, not "${token}".`);
    return [{ kind, from, to, color }];
  }
  return items.map((item) => {
    const color = LETTERS[item[0]];
    if (!color || item.length < 2) throw bad(`"${item}" in "${token}" must start with a colour letter G, R, B or Y.`);
    const squares = item.slice(1);
    if (name === 'csl') return { kind: 'square', from: cellOf(squares, token, nameToCell), color };
    const [from, to] = arrowEnds(squares, token, nameToCell, false);
    return { kind: 'arrow', from, to, color };
  });
}

/** An arrow's two squares: `from-to`, or (in `[%cal]`) two names run together when only one split names two squares. */
function arrowEnds(text: string, token: string, nameToCell: NameToCell, needDash: boolean): [number, number] {
  const splits: [number, number][] = [];
  const seps = needDash || text.includes('-') ? [...text].flatMap((ch, i) => (ch === '-' ? [[i, i + 1]] : [])) : [...text].map((_, i) => [i, i]);
  for (const [end, start] of seps) {
    if (end === 0 || start >= text.length) continue;
    const from = nameToCell(text.slice(0, end));
    const to = nameToCell(text.slice(start));
    if (from !== undefined && to !== undefined) splits.push([from, to]);
  }
  if (splits.length === 0) {
    // Say which square is unknown when the dash makes it plain.
    const dash = text.indexOf('-');
    if (dash > 0) for (const name of [text.slice(0, dash), text.slice(dash + 1)]) cellOf(name, token, nameToCell);
    throw bad(`"${token}" needs two squares of this board, as in "arrow:32-28".`);
  }
  if (splits.length > 1) throw bad(`"${token}" can be read as more than one arrow; put a dash between its squares.`);
  const [from, to] = splits[0];
  if (from === to) throw bad(`an arrow needs two different squares, not "${token}".`);
  return [from, to];
}

function cellOf(name: string, token: string, nameToCell: NameToCell): number {
  const cell = nameToCell(name);
  if (cell === undefined) throw bad(`"${name}" in "${token}" is not a square of this board.`);
  return cell;
}

function colorOf(word: string): MarkColor {
  const c = word.toLowerCase() as MarkColor;
  if (!MARK_COLORS.includes(c)) throw bad(`"${word}" is not a mark colour; use ${MARK_COLORS.join(', ')}.`);
  return c;
}

/** Same place and shape (colour aside). */
export function sameMark(a: Mark, b: Mark): boolean {
  return a.kind === b.kind && a.from === b.from && (a.kind !== 'arrow' || a.to === b.to);
}

/** Adds `m`, replacing a mark in its place. */
function put(list: Mark[], m: Mark): void {
  const i = list.findIndex((x) => sameMark(x, m));
  if (i >= 0) list.splice(i, 1);
  list.push(m);
}

/**
 * The analysis-board toggle: drawing a mark again in the same colour removes it, in another
 * colour recolours it, elsewhere adds it.
 */
export function toggleMark(list: readonly Mark[], m: Mark): Mark[] {
  const old = list.find((x) => sameMark(x, m));
  const out = list.filter((x) => x !== old);
  if (!old || old.color !== m.color) out.push(m);
  return out;
}

/** Marks as the `marks` attribute writes them (the default colour left out). */
export function formatMarks(marks: readonly Mark[], cellName: (cell: number) => string): string {
  return marks
    .map((m) => {
      const at = m.kind === 'arrow' ? `${cellName(m.from)}-${cellName(m.to!)}` : cellName(m.from);
      return `${m.kind}:${at}${m.color === DEFAULT_MARK_COLOR ? '' : `:${m.color}`}`;
    })
    .join(' ');
}

/**
 * Checks marks given as values (`setMarks([...])`) against a board of `cells` cells: known
 * kinds and colours (green when left out), whole cells on the board, arrows with two squares.
 */
export function checkMarks(value: unknown, cells: number): Mark[] {
  if (!Array.isArray(value)) throw bad('give text or a list of marks.');
  const onBoard = (c: unknown): c is number => Number.isInteger(c) && (c as number) >= 0 && (c as number) < cells;
  const out: Mark[] = [];
  value.forEach((raw: unknown, i) => {
    const m = (raw ?? {}) as Partial<Mark>;
    const color = m.color ?? DEFAULT_MARK_COLOR;
    const arrow = m.kind === 'arrow';
    const ok = KINDS.includes(m.kind!) && onBoard(m.from) && (!arrow || (onBoard(m.to) && m.to !== m.from)) && MARK_COLORS.includes(color as MarkColor);
    if (!ok) throw bad(`mark ${i + 1} must be {kind: 'arrow' | 'square' | 'circle', from, to (arrows), color} with cells 0 to ${cells - 1} and a colour among ${MARK_COLORS.join(', ')}.`);
    put(out, arrow ? { kind: 'arrow', from: m.from!, to: m.to!, color } : { kind: m.kind!, from: m.from!, color });
  });
  return out;
}
