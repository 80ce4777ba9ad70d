import { GameError, isGameError } from './errors.js';
import type { AnyRules, GameRecord, Outcome, SetupOptions, Variation } from './game.js';

/** Options of a session: the game's own set-up options, or a whole record to import. */
export interface SessionOptions extends SetupOptions {
  /** A game record (PDN for draughts) to import instead of `position`. */
  readonly record?: string;
}

interface LineEntry<S, M> {
  readonly state: S;
  /** The move that led here from the previous entry (undefined for the start). */
  readonly move?: M;
  readonly text?: string;
}

/** A line of the session's tree: the main line, or a side line played instead of its parent's move `at + 1`. */
interface Line<S, M> {
  /** Plies shared with the parent line: `entries[0]` is ply `at + 1`. */
  readonly at: number;
  readonly entries: LineEntry<S, M>[];
  /** Comments by ply on this line (a side line's ply `at`: a note before its first move). */
  readonly comments: Map<number, string>;
  sides: Line<S, M>[];
  readonly parent: Line<S, M> | null;
}

/** One line of the session's tree as a view reads it (the move list). */
export interface LineView {
  /** Where it sits: indices of side lines from the main line (`[]`: the main line itself). */
  readonly path: readonly number[];
  /** Plies shared with the line it branches from (0 for the main line). */
  readonly at: number;
  /** Its moves: the ply each one reaches, its canonical text and the side that played it. */
  readonly moves: readonly { readonly ply: number; readonly text: string; readonly side: string }[];
  /** Its side lines, in the order they were added. */
  readonly sides: readonly LineView[];
}

/**
 * What views read of a game in progress: a `GameSession`, or a board's first drawing of one at its start
 * (`StartSession`, src/core/start-session.ts), drawn before the session's code arrives.
 */
export interface SessionView<S = unknown, M = unknown> {
  readonly game: AnyRules;
  readonly state: S;
  readonly startState: S;
  readonly variant: string;
  readonly position: string;
  readonly startPosition: string;
  readonly turn: string;
  readonly ply: number;
  readonly length: number;
  readonly result: Outcome | null;
  readonly history: string[];
  readonly fullHistory: string[];
  readonly lastMove: M | undefined;
  readonly previousState: S | undefined;
  stateAt(ply: number): S;
  moveAt(ply: number): M | undefined;
  legalMoves(): string[];
  legalMoveValues(): readonly M[];
  readonly linePath: readonly number[];
  readonly revision: number;
  readonly lines: LineView;
  comment(ply?: number): string;
  readonly comments: ReadonlyMap<number, string>;
  mainLine(): { moves: string[]; comments: Record<number, string>; variations: Variation[] };
  setupOptions(): Record<string, unknown>;
}

function newLine<S, M>(at: number, parent: Line<S, M> | null): Line<S, M> {
  return { at, entries: [], comments: new Map(), sides: [], parent };
}

/**
 * A game in progress over any `Game`: the chess.js-like headless API of
 * `createGame`, and the model behind every element. History is a line of
 * (move, state) entries with a cursor, so undo/redo, prev/next and "play a
 * different move from an earlier point" are cursor moves and a truncation.
 * The line may carry comments by ply and side lines (a tree of lines); one
 * line at a time is the active one that the cursor walks (`linePath`).
 */
export class GameSession<S = unknown, M = unknown> {
  /** The rules this session plays. */
  readonly game: AnyRules;
  /** The active line from the start: the start entry, then every move along it. */
  private line: LineEntry<S, M>[] = [];
  private cursor = 0;
  private main!: Line<S, M>;
  /** The line the cursor walks: the main line or one of its side lines. */
  private active!: Line<S, M>;
  private treeView: LineView | null = null;
  private changes = 0;
  /** A result decided outside the rules (agreement, resignation), tied to the line and ply it happened at. */
  private manualEnd: { ply: number; outcome: Outcome; line: Line<S, M> } | null = null;
  private options: SetupOptions;
  private tags: Record<string, string> = {};
  /** The legal moves of the last position they were listed for. */
  private legal: { readonly state: S; readonly moves: readonly M[] } | null = null;

  /** `start`: the state `options` set up, when it is already built (a board drawn before the session's code arrived). */
  constructor(game: AnyRules, options: SessionOptions = {}, start?: S) {
    this.game = game;
    const { record, ...setup } = options;
    this.options = setup;
    this.plant({ state: start ?? (game.setup(setup) as S) });
    if (record !== undefined) this.importGame(record);
  }

  /** The current state value (for renderers and the AI). */
  get state(): S {
    return this.line[this.cursor].state;
  }
  /** The state the game started from. */
  get startState(): S {
    return this.line[0].state;
  }
  /** The rules variant being played. */
  get variant(): string {
    return this.game.variant(this.state);
  }
  /** The current position in the game's position notation (FEN for draughts). */
  get position(): string {
    return this.game.formatPosition(this.state);
  }
  /** The starting position in the game's position notation. */
  get startPosition(): string {
    return this.game.formatPosition(this.line[0].state);
  }
  /** The side to move. */
  get turn(): string {
    return this.game.turn(this.state);
  }
  /** Number of moves played up to the current point. */
  get ply(): number {
    return this.cursor;
  }
  /** Number of moves in the whole line (redo reaches it). */
  get length(): number {
    return this.line.length - 1;
  }
  /** How the game ended at the current ply, or `null` while it goes on. */
  get result(): Outcome | null {
    if (this.manualEnd && this.manualEnd.ply === this.cursor && this.manualEnd.line === this.ownerOf(this.cursor)) return this.manualEnd.outcome;
    return this.game.outcome(this.state) as Outcome | null;
  }
  /** Canonical strings of the moves played up to the current point. */
  get history(): string[] {
    return this.line.slice(1, this.cursor + 1).map((e) => e.text!);
  }
  /** Canonical strings of the whole line, including moves that redo would replay. */
  get fullHistory(): string[] {
    return this.line.slice(1).map((e) => e.text!);
  }
  /** The move that led to the current state, if any. */
  get lastMove(): M | undefined {
    return this.line[this.cursor].move;
  }
  /** The state before the last move (for animation and last-move highlights). */
  get previousState(): S | undefined {
    return this.cursor > 0 ? this.line[this.cursor - 1].state : undefined;
  }
  /** The state after `ply` moves of the line (0: the start). */
  stateAt(ply: number): S {
    return this.line[ply].state;
  }
  /** The move that led to ply `ply` (undefined at 0). */
  moveAt(ply: number): M | undefined {
    return this.line[ply]?.move;
  }

  /** Legal moves in canonical notation (none once the game is over). */
  legalMoves(): string[] {
    const s = this.state;
    return this.legalMoveValues().map((m: M) => this.game.formatMove(s, m));
  }
  /** Legal move values (none once the game is over). */
  legalMoveValues(): readonly M[] {
    if (this.result) return [];
    const s = this.state;
    if (this.legal?.state !== s) this.legal = { state: s, moves: this.game.moves(s) as readonly M[] };
    return this.legal.moves;
  }

  /** Parses a move (any accepted notation) without playing it. */
  parse(text: string): M {
    if (this.result) throw new GameError('game-over', 'The game is over; no more moves can be played.');
    return this.game.parseMove(this.state, text) as M;
  }

  /**
   * Plays a move given as text or as a move value; returns its canonical text.
   * Playing from an earlier point replaces the rest of the line, unless the move
   * is the one already next in the line (then the line is kept, as redo would).
   */
  play(move: string | M): string {
    if (this.result) throw new GameError('game-over', 'The game is over; no more moves can be played.');
    const s = this.state;
    const m = typeof move === 'string' ? (this.game.parseMove(s, move) as M) : this.checkMove(move);
    const text = this.game.formatMove(s, m);
    const next = this.line[this.cursor + 1];
    if (next && next.text === text) {
      this.cursor++;
      return text;
    }
    if (this.manualEnd && this.manualEnd.ply >= this.cursor) this.manualEnd = null;
    const owner = this.cut(this.cursor, false);
    owner.entries.push({ state: this.game.play(s, m) as S, move: m, text });
    this.activate(owner);
    this.cursor++;
    return text;
  }

  private checkMove(move: M): M {
    const s = this.state;
    // A value from this position's own list (the board's input) is legal as it is.
    if (this.legal?.state === s && this.legal.moves.includes(move)) return move;
    const text = this.game.formatMove(s, move);
    // Re-parse so a move value from an older state cannot slip in.
    return this.game.parseMove(s, text) as M;
  }

  /** Takes back one move; returns its text, or null at the start. The move stays available to redo. */
  undo(): string | null {
    if (this.cursor === 0) return null;
    const text = this.line[this.cursor].text!;
    this.cursor--;
    return text;
  }
  /** Plays again the move `undo` took back and returns its notation; `null` when there is none. */
  redo(): string | null {
    if (this.cursor >= this.line.length - 1) return null;
    this.cursor++;
    return this.line[this.cursor].text!;
  }
  /**
   * Moves the cursor to `ply` (0 = start) of the active line, or of the line at `path` (`[]`: the main
   * line, `[i]`: its side line `i`, `[i, j]`: that one's side line `j` — see `lines`), which becomes the
   * active one. Throws on an out-of-range ply or an unknown path, changing nothing.
   */
  goTo(ply: number, path?: readonly number[]): void {
    const line = path === undefined ? this.active : this.lineAt(path);
    const last = line.at + line.entries.length;
    if (typeof ply !== 'number' || !Number.isInteger(ply)) {
      throw new GameError('bad-option', `A ply is a whole number of moves, from 0 to ${last}${typeof ply === 'number' ? `; got ${ply}` : ''}.`);
    }
    if (ply < 0 || ply > last) throw new GameError('bad-option', `Ply ${ply} is outside this ${line === this.main ? 'game' : 'side line'} (0 to ${last}).`);
    if (line !== this.active) this.activate(line);
    this.cursor = ply;
  }

  /** Ends the game by a decision outside the rules (agreement, resignation, a claim). */
  end(outcome: Outcome): void {
    const owner = this.cut(this.cursor, true);
    this.activate(owner);
    this.manualEnd = { ply: this.cursor, outcome, line: owner };
  }

  /** Starts again from the session's set-up position (or `options`, when given). */
  reset(options?: SetupOptions): void {
    if (options) this.options = options;
    this.plant({ state: this.game.setup(this.options) as S });
    this.cursor = 0;
    this.manualEnd = null;
    this.tags = {};
  }

  // ------------------------------------------------------------ comments and side lines

  /** The active line's place in the tree: `[]` for the main line (see `goTo`). */
  get linePath(): readonly number[] {
    const path: number[] = [];
    for (let l = this.active; l.parent; l = l.parent) path.unshift(l.parent.sides.indexOf(l));
    return path;
  }

  /** Grows with every change of the tree (moves, side lines, comments), for views that cache it. */
  get revision(): number {
    return this.changes;
  }

  /** The main line with its side lines, as a view reads it. */
  get lines(): LineView {
    this.treeView ??= this.viewOf(this.main, []);
    return this.treeView;
  }

  /** The comment on `ply` of the active line (0: the start; default: the current ply); '' when none. */
  comment(ply: number = this.cursor): string {
    for (let l: Line<S, M> | null = this.active; l; l = l.parent) {
      if (l.at < ply) return l.comments.get(ply) ?? '';
      if (l.at === ply && l.comments.has(ply)) return l.comments.get(ply)!;
    }
    return '';
  }

  /** The comments along the active line, by ply. */
  get comments(): ReadonlyMap<number, string> {
    const all = new Map<number, string>();
    for (let ply = 0; ply < this.line.length; ply++) {
      const c = this.comment(ply);
      if (c) all.set(ply, c);
    }
    return all;
  }

  /** Sets (or, with '', removes) the comment on `ply` of the active line. */
  setComment(ply: number, text: string): void {
    if (!Number.isInteger(ply) || ply < 0 || ply >= this.line.length) throw new GameError('bad-option', `Ply ${ply} is outside this line (0 to ${this.line.length - 1}).`);
    const owner = this.ownerOf(ply);
    if (text) owner.comments.set(ply, String(text));
    else owner.comments.delete(ply);
    this.touch();
  }

  /**
   * Plays `moves` from the current position along the active line, then adds their comments and side
   * lines (plies counted from the start, as in a record); the cursor ends after the last move.
   * `where` names the source in errors ("the record"); a move that cannot be played throws with its number.
   */
  playLine(moves: readonly string[], comments: Readonly<Record<number, string>> = {}, variations: readonly Variation[] = [], where = 'the line'): void {
    moves.forEach((mt, i) => {
      try {
        if (this.game.outcome(this.state)) throw new GameError('game-over', 'the game was already over');
        this.play(mt);
      } catch (e) {
        const why = isGameError(e) ? e.message : String(e);
        throw new GameError(isGameError(e) ? e.code : 'bad-move', `Move ${i + 1} ("${mt}") of ${where} cannot be played: ${why}`);
      }
    });
    this.annotate(this.active, comments, variations, where);
  }

  /** Adds comments and side lines to `line` (its moves are played already). */
  private annotate(line: Line<S, M>, comments: Readonly<Record<number, string>>, variations: readonly Variation[], where: string): void {
    for (const [k, v] of Object.entries(comments)) {
      const ply = Number(k);
      if (v && Number.isInteger(ply) && ply >= line.at && ply <= line.at + line.entries.length) line.comments.set(ply, v);
    }
    for (const v of variations) {
      const end = line.at + line.entries.length;
      if (!Number.isInteger(v.at) || v.at < line.at || v.at >= end) {
        throw new GameError('bad-move', `A side line of ${where} starts at ply ${v.at}, outside its line (${line.at} to ${end - 1}).`);
      }
      const side = newLine<S, M>(v.at, line);
      this.replay(side, v.at === 0 ? this.line[0].state : this.entryAt(line, v.at).state, v.moves, (e, mt, i) => {
        const why = isGameError(e) ? e.message : String(e);
        return new GameError(isGameError(e) ? e.code : 'bad-move', `Move ${i + 1} ("${mt}") of a side line of ${where} (after ply ${v.at}) cannot be played: ${why}`);
      });
      line.sides.push(side);
      this.annotate(side, v.comments ?? {}, v.variations ?? [], where);
    }
    this.touch();
  }

  /** Plays `moves` from `state` onto `line`'s entries; returns the last state. `fail` words a move that cannot be played. */
  private replay(line: Line<S, M>, state: S, moves: readonly string[], fail: (e: unknown, move: string, index: number) => GameError): S {
    moves.forEach((mt, i) => {
      try {
        if (this.game.outcome(state)) throw new GameError('game-over', 'the game was already over');
        const m = this.game.parseMove(state, mt) as M;
        const text = this.game.formatMove(state, m);
        state = this.game.play(state, m) as S;
        line.entries.push({ state, move: m, text });
      } catch (e) {
        throw fail(e, mt, i);
      }
    });
    return state;
  }

  /** The entry of ply `ply` (≥ 1) as seen from `line` (its own moves, or its parents' before it branched). */
  private entryAt(line: Line<S, M>, ply: number): LineEntry<S, M> {
    let l = line;
    while (l.parent && ply <= l.at) l = l.parent;
    return l.entries[ply - l.at - 1];
  }

  /** A fresh tree from a start entry. */
  private plant(start: LineEntry<S, M>): void {
    this.main = newLine<S, M>(0, null);
    this.line = [start];
    this.activate(this.main);
  }

  /** Makes `line` the active one and lays out the line from the start along it. */
  private activate(line: Line<S, M>): void {
    this.active = line;
    const chain: Line<S, M>[] = [];
    for (let l: Line<S, M> | null = line; l; l = l.parent) chain.unshift(l);
    const out: LineEntry<S, M>[] = [this.line[0]];
    for (let i = 0; i < chain.length; i++) {
      const l = chain[i];
      const upTo = i + 1 < chain.length ? chain[i + 1].at : l.at + l.entries.length;
      for (let ply = l.at + 1; ply <= upTo; ply++) out.push(l.entries[ply - l.at - 1]);
    }
    this.line = out;
    this.touch();
  }

  private touch(): void {
    this.changes++;
    this.treeView = null;
  }

  /** The line on the active path that holds ply `ply` (≥ 1: its move; 0: the main line). */
  private ownerOf(ply: number): Line<S, M> {
    let l = this.active;
    while (l.parent && l.at >= ply) l = l.parent;
    return l;
  }

  /**
   * Cuts the line after ply `c` for a new move or an end there: the line on the active path that
   * holds the next ply (`strict`: the one holding ply `c`, so an end at a side line's start ends its
   * parent) loses its moves, comments and side lines after `c`.
   */
  private cut(c: number, strict: boolean): Line<S, M> {
    let owner = this.active;
    while (owner.parent && (strict ? owner.at >= c : owner.at > c)) owner = owner.parent;
    owner.entries.length = c - owner.at;
    for (const k of [...owner.comments.keys()]) if (k > c) owner.comments.delete(k);
    owner.sides = owner.sides.filter((side) => side.at < c || (side.at === c && !strict));
    this.touch();
    return owner;
  }

  /** The line at `path`; throws GameError('bad-option') for a path the tree does not have. */
  private lineAt(path: readonly number[]): Line<S, M> {
    if (!Array.isArray(path)) throw new GameError('bad-option', 'A line is given by its path, a list of side-line indices ([] for the main line).');
    let l = this.main;
    for (const i of path) {
      const next = Number.isInteger(i) ? l.sides[i] : undefined;
      if (!next) throw new GameError('bad-option', `There is no side line [${path.join(', ')}] in this game.`);
      l = next;
    }
    return l;
  }

  private viewOf(line: Line<S, M>, path: readonly number[]): LineView {
    const start = this.line[0].state;
    return {
      path,
      at: line.at,
      moves: line.entries.map((e, i) => {
        const ply = line.at + i + 1;
        const before = ply === 1 ? start : this.entryAt(line, ply - 1).state;
        return { ply, text: e.text!, side: this.game.turn(before) };
      }),
      sides: line.sides.map((side, i) => this.viewOf(side, [...path, i])),
    };
  }

  /**
   * The main line whole: its moves to the end, its comments and its side lines (with theirs), as
   * `playLine` takes them back from the start; with `linePath` and `ply`, a saved game loses nothing.
   */
  mainLine(): { moves: string[]; comments: Record<number, string>; variations: Variation[] } {
    return { moves: this.main.entries.map((e) => e.text!), ...this.recordOf(this.main) };
  }

  /** A line's comments and side lines in record form. */
  private recordOf(line: Line<S, M>): { comments: Record<number, string>; variations: Variation[] } {
    return {
      comments: Object.fromEntries(line.comments),
      variations: line.sides.map((side) => {
        const { comments, variations } = this.recordOf(side);
        return {
          at: side.at,
          moves: side.entries.map((e) => e.text!),
          ...(Object.keys(comments).length > 0 ? { comments } : {}),
          ...(variations.length > 0 ? { variations } : {}),
        };
      }),
    };
  }

  /** Game-specific set-up options of this game (what a record or the AI worker needs to rebuild it). */
  setupOptions(): Record<string, unknown> {
    const { variant: _v, position: _p, ...rest } = this.options;
    return { ...rest, ...(this.game.options?.(this.startState) ?? {}) };
  }

  /** Leaf count of the move tree `depth` plies below the current position. */
  perft(depth: number): number {
    if (!Number.isInteger(depth) || depth < 0) throw new GameError('bad-option', 'Perft depth must be a whole number ≥ 0.');
    if (this.game.perft) return this.game.perft(this.state, depth);
    return genericPerft(this.game, this.state, depth);
  }

  /** The game record of the main line to its end, with its comments and side lines, in the game's record format. */
  exportGame(tags: Record<string, string> = {}): string {
    if (!this.game.exportRecord) throw new GameError('bad-record', `${this.game.name} has no record format.`);
    const start = this.startState;
    const initial = this.game.formatPosition(this.game.setup({ ...this.options, position: undefined }));
    const position = this.game.formatPosition(start);
    const main = this.main.entries;
    const end = main.length;
    const outcome =
      this.manualEnd && this.manualEnd.line === this.main && this.manualEnd.ply === end
        ? this.manualEnd.outcome
        : (this.game.outcome(end > 0 ? main[end - 1].state : start) as Outcome | null);
    const { comments, variations } = this.recordOf(this.main);
    return this.game.exportRecord({
      variant: this.game.variant(start),
      position: position === initial ? undefined : position,
      moves: main.map((e) => e.text!),
      outcome,
      tags: { ...this.tags, ...tags },
      comments,
      ...(variations.length > 0 ? { variations } : {}),
      options: this.setupOptions(),
    });
  }

  /**
   * Replaces the game with an imported record; on any error the session is
   * left exactly as it was and a `GameError` (`bad-record`) says where it failed.
   */
  importGame(text: string): GameRecord {
    if (!this.game.importRecord) throw new GameError('bad-record', `${this.game.name} has no record format.`);
    if (typeof text !== 'string') throw new GameError('bad-record', 'A game record is text; this is none.');
    const record = this.game.importRecord(text);
    // Blank text, or a lone comment, would replace the game with a fresh one: that is no record.
    if (record.moves.length === 0 && Object.keys(record.tags).length === 0 && record.position === undefined && !record.result) {
      throw new GameError('bad-record', 'This is not a game record: it has no tags and no moves.');
    }
    const options: SetupOptions = {
      ...this.options,
      ...(record.options ?? {}),
      variant: record.variant,
      position: record.position,
    };
    let state: S;
    try {
      state = this.game.setup(options) as S;
    } catch (e) {
      throw new GameError('bad-record', `The record's set-up position is invalid: ${(e as Error).message}`);
    }
    const start = state;
    const main = newLine<S, M>(0, null);
    state = this.replay(main, state, record.moves, (e, mt, i) => {
      const why = isGameError(e) ? e.message : String(e);
      return new GameError('bad-record', `Move ${Math.floor(i / 2) + 1} ("${mt}") of the record cannot be played: ${why}`);
    });
    // The side lines are checked before anything changes: a bad one refuses the whole record.
    const saved = { line: this.line, main: this.main, active: this.active };
    try {
      this.line = [{ state: start }];
      this.annotate(main, record.comments ?? {}, record.variations ?? [], 'the record');
    } catch (e) {
      Object.assign(this, saved);
      throw new GameError('bad-record', (e as Error).message);
    }
    this.options = { ...options, position: record.position };
    this.main = main;
    this.activate(main);
    this.cursor = this.line.length - 1;
    this.manualEnd = null;
    this.tags = { ...record.tags };
    if (!this.game.outcome(state) && record.result) {
      const winner = recordWinner(record.result, this.game.sides);
      if (winner !== undefined) this.manualEnd = { ply: this.cursor, outcome: { winner, reason: 'record' }, line: main };
    }
    return record;
  }
}

/** Winner named by a PDN-style result (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `1-1`, `0-2`); undefined for `*`. */
function recordWinner(result: string, sides: readonly string[]): string | null | undefined {
  switch (result) {
    case '1-0':
    case '2-0':
      return sides[0];
    case '0-1':
    case '0-2':
      return sides[1];
    case '1/2-1/2':
    case '1-1':
      return null;
    default:
      return undefined;
  }
}

/** Perft for games without a specialised counter. */
export function genericPerft(game: AnyRules, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  if (game.outcome(state)) return 0;
  const moves = game.moves(state);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += genericPerft(game, game.play(state, m), depth - 1);
  return n;
}
