/**
 * A PDN-like tagged record any game can use: `[Tag "value"]` lines, then numbered
 * moves or turns (`1. xN W 2. .`), `{comments}` between them, and a result token.
 * Games choose the tag order, the result tokens and how a move's tokens join; the
 * writer and reader know nothing else about the game.
 */
import { GameError, isGameError } from './errors.js';
import type { AnyRules, GameRecord, Outcome, SetupOptions } from './game.js';

/** What a tagged record holds, as the writer takes it. */
export interface TaggedRecordInput {
  /** The game's registry name, written as the `Game` tag (a reader refuses another game's record). */
  readonly game: string;
  readonly variant: string;
  /** Set-up position, written as the `Position` tag when given. */
  readonly position?: string;
  /** One string per numbered move or turn (a turn may hold several space-separated tokens). */
  readonly moves: readonly string[];
  /** The result token (`1-0`, `0-1`, `*`, …), written as the `Result` tag and at the end. */
  readonly result: string;
  readonly tags?: Readonly<Record<string, string>>;
  /** Comments by move index (0 = before the first move). */
  readonly comments?: Readonly<Record<number, string>>;
  /** Tags written first, in this order (the rest follow in insertion order). */
  readonly tagOrder?: readonly string[];
}

/** Options of the reader. */
export interface TaggedRecordOptions {
  /** Result tokens that end the move text (default `*`, `1-0`, `0-1`, `1/2-1/2`). */
  readonly results?: readonly string[];
}

const DEFAULT_RESULTS: readonly string[] = ['*', '1-0', '0-1', '1/2-1/2'];
/** Tags the writer sets itself; copies in `tags` are ignored. */
const OWN_TAGS = ['Game', 'Variant', 'Position', 'Result'];

const escapeTag = (v: string): string => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** Writes a tagged record: tags, a blank line, then the numbered moves and the result on one line. */
export function writeTaggedRecord(input: TaggedRecordInput): string {
  const tags: Record<string, string> = { ...(input.tags ?? {}) };
  for (const k of OWN_TAGS) delete tags[k];
  const first = input.tagOrder ?? [];
  const lines = [`[Game "${escapeTag(input.game)}"]`, `[Variant "${escapeTag(input.variant)}"]`];
  for (const k of first) if (k in tags) lines.push(`[${k} "${escapeTag(tags[k])}"]`);
  for (const k of Object.keys(tags)) if (!first.includes(k)) lines.push(`[${k} "${escapeTag(tags[k])}"]`);
  if (input.position !== undefined) lines.push(`[Position "${escapeTag(input.position)}"]`);
  lines.push(`[Result "${escapeTag(input.result)}"]`, '');
  const body: string[] = [];
  const comment = (i: number): void => {
    const c = input.comments?.[i];
    if (c) body.push(`{${c.replace(/[{}]/g, '')}}`);
  };
  comment(0);
  input.moves.forEach((m, i) => {
    body.push(`${i + 1}. ${m}`);
    comment(i + 1);
  });
  body.push(input.result);
  lines.push(body.join(' '));
  return lines.join('\n') + '\n';
}

/**
 * Splits a tagged record into tags, moves, comments and the result; throws
 * GameError('bad-record') with a one-sentence reason. Moves are returned as written
 * (their tokens joined by one space); the game checks them.
 */
export function readTaggedRecord(game: string, text: string, options: TaggedRecordOptions = {}): GameRecord {
  if (typeof text !== 'string') throw new GameError('bad-record', 'A record must be text.');
  const results = options.results ?? DEFAULT_RESULTS;
  const tags: Record<string, string> = {};
  let rest = text.replace(/^\uFEFF/, '');
  const tagRe = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
  for (let m = tagRe.exec(rest); m; m = tagRe.exec(rest)) {
    tags[m[1]] = m[2].replace(/\\(.)/g, '$1');
    rest = rest.slice(m[0].length);
  }
  if (tags.Game !== undefined && tags.Game !== game) {
    throw new GameError('bad-record', `This is a record of "${tags.Game}", not of ${game}.`);
  }
  const comments: Record<number, string> = {};
  const moves: string[] = [];
  let current: string[] | null = null;
  let result: string | undefined;
  const flush = (): void => {
    if (current) {
      if (current.length === 0) throw new GameError('bad-record', `Move ${moves.length + 1} is empty.`);
      moves.push(current.join(' '));
    }
    current = null;
  };
  const tokens = rest.match(/\{[^}]*\}|[^\s{}]+|[{}]/g) ?? [];
  for (const tok of tokens) {
    if (result !== undefined) throw new GameError('bad-record', `Nothing may follow the result "${result}".`);
    if (tok.startsWith('{')) {
      if (!tok.endsWith('}')) throw new GameError('bad-record', 'A comment is not closed with "}".');
      flush();
      comments[moves.length] = tok.slice(1, -1).trim();
    } else if (/^\d+\.$/.test(tok)) {
      flush();
      if (Number(tok.slice(0, -1)) !== moves.length + 1) {
        throw new GameError('bad-record', `Move number ${tok} is out of sequence (expected ${moves.length + 1}.).`);
      }
      current = [];
    } else if (results.includes(tok)) {
      flush();
      result = tok;
    } else if (current) {
      current.push(tok);
    } else {
      throw new GameError('bad-record', `"${tok}" is outside any numbered move.`);
    }
  }
  flush();
  if (tags.Result !== undefined && result !== undefined && tags.Result !== result) {
    throw new GameError('bad-record', `The Result tag (${tags.Result}) and the final result (${result}) differ.`);
  }
  result ??= tags.Result;
  return { variant: tags.Variant ?? '', position: tags.Position, moves, result, tags, comments };
}

/** Wraps any failure while replaying a record into GameError('bad-record'), saying where. */
export function recordError(e: unknown, where: string): GameError {
  return new GameError('bad-record', `${where}: ${isGameError(e) || e instanceof Error ? e.message : String(e)}`);
}

/** A one-player game's result tag: `1-0` when the player won, `0-1` when they lost, `*` while it goes on. */
export function soloResultTag(outcome: Outcome | null): string {
  return outcome === null ? '*' : outcome.winner !== null ? '1-0' : '0-1';
}

/**
 * A one-player game's record played again (Robots, Formula 1): `game` set up from `options`, then the
 * record's turns, and its result checked against theirs. Throws GameError('bad-record') at a set-up or a turn
 * that cannot be played, or a result the turns do not give; `noun` names a game in its words ("game", "race").
 */
export function replaySolo<S>(game: AnyRules, options: SetupOptions, rec: GameRecord, noun: string): { state: S; position: string; result: string } {
  let state: S;
  try {
    state = game.setup(options) as S;
  } catch (e) {
    throw recordError(e, `The record does not set up a ${noun}`);
  }
  const position = game.formatPosition(state);
  rec.moves.forEach((m, i) => {
    try {
      if (game.outcome(state)) throw new GameError('game-over', `the ${noun} was already over`);
      state = game.play(state, game.parseMove(state, m)) as S;
    } catch (e) {
      throw recordError(e, `Turn ${i + 1} ("${m}") cannot be played`);
    }
  });
  const result = soloResultTag(game.outcome(state));
  if (rec.result !== undefined && rec.result !== '*' && rec.result !== result) {
    throw new GameError('bad-record', `The record says ${rec.result} but the turns give ${result}.`);
  }
  return { state, position, result };
}
