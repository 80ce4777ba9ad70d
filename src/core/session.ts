import { GameError, isGameError } from './errors.js';
import type { AnyGame, GameRecord, Outcome, SetupOptions } from './game.js';

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

/**
 * A game in progress over any `Game`: the chess.js-like headless API of
 * `createGame`, and the model behind every element. History is a line of
 * (move, state) entries with a cursor, so undo/redo, prev/next and "play a
 * different move from an earlier point" are cursor moves and a truncation.
 */
export class GameSession<S = unknown, M = unknown> {
  /** The rules this session plays. */
  readonly game: AnyGame;
  private line: LineEntry<S, M>[];
  private cursor = 0;
  /** A result decided outside the rules (agreement, resignation), tied to the ply it happened at. */
  private manualEnd: { ply: number; outcome: Outcome } | null = null;
  private options: SetupOptions;
  private tags: Record<string, string> = {};
  private comments: Record<number, string> = {};
  /** The legal moves of the last position they were listed for. */
  private legal: { readonly state: S; readonly moves: readonly M[] } | null = null;

  constructor(game: AnyGame, options: SessionOptions = {}) {
    this.game = game;
    const { record, ...setup } = options;
    this.options = setup;
    this.line = [{ state: game.setup(setup) as S }];
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
    if (this.manualEnd && this.manualEnd.ply === this.cursor) return this.manualEnd.outcome;
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
    this.line.length = this.cursor + 1;
    if (this.manualEnd && this.manualEnd.ply >= this.cursor) this.manualEnd = null;
    this.line.push({ state: this.game.play(s, m) as S, move: m, text });
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
  /** Moves the cursor to `ply` (0 = start); throws on an out-of-range ply. */
  goTo(ply: number): void {
    const last = this.line.length - 1;
    if (typeof ply !== 'number' || !Number.isInteger(ply)) {
      throw new GameError('bad-option', `A ply is a whole number of moves, from 0 to ${last}${typeof ply === 'number' ? `; got ${ply}` : ''}.`);
    }
    if (ply < 0 || ply > last) throw new GameError('bad-option', `Ply ${ply} is outside this game (0 to ${last}).`);
    this.cursor = ply;
  }

  /** Ends the game by a decision outside the rules (agreement, resignation, a claim). */
  end(outcome: Outcome): void {
    this.line.length = this.cursor + 1;
    this.manualEnd = { ply: this.cursor, outcome };
  }

  /** Starts again from the session's set-up position (or `options`, when given). */
  reset(options?: SetupOptions): void {
    if (options) this.options = options;
    this.line = [{ state: this.game.setup(this.options) as S }];
    this.cursor = 0;
    this.manualEnd = null;
    this.tags = {};
    this.comments = {};
  }

  /** Game-specific set-up options of this game (what a record or the AI worker needs to rebuild it). */
  setupOptions(): Record<string, unknown> {
    const { variant: _v, position: _p, ...rest } = this.options;
    return { ...rest, ...(this.game.options?.(this.line[0].state) ?? {}) };
  }

  /** Leaf count of the move tree `depth` plies below the current position. */
  perft(depth: number): number {
    if (!Number.isInteger(depth) || depth < 0) throw new GameError('bad-option', 'Perft depth must be a whole number ≥ 0.');
    if (this.game.perft) return this.game.perft(this.state, depth);
    return genericPerft(this.game, this.state, depth);
  }

  /** The game record up to the end of the line, in the game's record format. */
  exportGame(tags: Record<string, string> = {}): string {
    if (!this.game.exportRecord) throw new GameError('bad-record', `${this.game.name} has no record format.`);
    const start = this.line[0].state;
    const initial = this.game.formatPosition(this.game.setup({ ...this.options, position: undefined }));
    const position = this.game.formatPosition(start);
    const saved = this.cursor;
    this.cursor = this.line.length - 1;
    const outcome = this.result;
    this.cursor = saved;
    return this.game.exportRecord({
      variant: this.game.variant(start),
      position: position === initial ? undefined : position,
      moves: this.fullHistory,
      outcome,
      tags: { ...this.tags, ...tags },
      comments: this.comments,
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
    const line: LineEntry<S, M>[] = [{ state }];
    record.moves.forEach((mt, i) => {
      try {
        if (this.game.outcome(state)) throw new GameError('game-over', 'the game was already over');
        const m = this.game.parseMove(state, mt) as M;
        const canon = this.game.formatMove(state, m);
        state = this.game.play(state, m) as S;
        line.push({ state, move: m, text: canon });
      } catch (e) {
        const why = isGameError(e) ? e.message : String(e);
        throw new GameError('bad-record', `Move ${Math.floor(i / 2) + 1} ("${mt}") of the record cannot be played: ${why}`);
      }
    });
    this.options = { ...options, position: record.position };
    this.line = line;
    this.cursor = line.length - 1;
    this.manualEnd = null;
    this.tags = { ...record.tags };
    this.comments = { ...(record.comments ?? {}) };
    if (!this.game.outcome(state) && record.result) {
      const winner = recordWinner(record.result, this.game.sides);
      if (winner !== undefined) this.manualEnd = { ply: this.cursor, outcome: { winner, reason: 'record' } };
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
export function genericPerft(game: AnyGame, state: unknown, depth: number): number {
  if (depth === 0) return 1;
  if (game.outcome(state)) return 0;
  const moves = game.moves(state);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += genericPerft(game, game.play(state, m), depth - 1);
  return n;
}
