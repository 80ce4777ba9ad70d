import type { MoveShape } from '../core/board.js';

/** What one step of move entry did. */
export type EntryResult =
  | { readonly kind: 'none' }
  /** The entered squares changed (a piece picked, a step added or taken back). */
  | { readonly kind: 'select' }
  /** The entered squares form a complete move that may also continue: confirm or go on. */
  | { readonly kind: 'choose' }
  | { readonly kind: 'cancel' }
  /** Play legal move number `index` (an index into the shapes given to `setMoves`). */
  | { readonly kind: 'play'; readonly index: number };

/**
 * Square-by-square move entry over the legal moves' shapes, with no DOM: the entered squares
 * are a prefix of some move's `[from, ...path]`, so multi-step moves (draughts multi-captures,
 * Thud troll chains) are entered one landing square at a time (the steps, a click, Escape, Enter:
 * entry-steps.ts, which loads with what handles events). What a render asks for (movable pieces,
 * next squares, final squares) is worked out once per position or entry, not per render.
 */
export class MoveEntry {
  private seqs: readonly (readonly number[])[] = [];
  private entry: number[] = [];
  private movableCells = new Set<number>();
  private cache: { targets: Set<number>; finals: Set<number>; candidates: number[] } | null = null;

  /** Starts over with the legal moves of a new position. */
  setMoves(shapes: readonly MoveShape[]): void {
    this.seqs = shapes.map((s) => [s.from, ...s.path]);
    this.movableCells = new Set(shapes.map((s) => s.from));
    this.set([]);
  }

  /** The squares entered so far (the first one is the piece). */
  get entered(): readonly number[] {
    return this.entry;
  }

  clear(): void {
    this.set([]);
  }

  /** Squares holding a piece that has a legal move. */
  movable(): ReadonlySet<number> {
    return this.movableCells;
  }

  /** Squares that may be entered next. */
  targets(): ReadonlySet<number> {
    return this.now().targets;
  }

  /** Final squares of the moves still possible (a click there finishes the move when unambiguous). */
  finals(): ReadonlySet<number> {
    return this.now().finals;
  }

  /** Indices of the moves that start with the squares entered so far. */
  live(): readonly number[] {
    return this.now().candidates;
  }

  /** True when the entered squares are a complete move that could also go on. */
  get canStop(): boolean {
    return this.entry.length >= 2 && this.completeIndex(this.entry) >= 0;
  }

  /** Indices of the moves whose squares start with `prefix`. */
  candidates(prefix: readonly number[]): number[] {
    const out: number[] = [];
    this.seqs.forEach((seq, i) => {
      if (prefix.length <= seq.length && prefix.every((c, k) => seq[k] === c)) out.push(i);
    });
    return out;
  }

  /** The squares of legal move `index`. */
  squares(index: number): readonly number[] {
    return this.seqs[index];
  }

  /** @internal The legal move whose squares are exactly `prefix`, or −1. */
  completeIndex(prefix: readonly number[]): number {
    return this.candidates(prefix).find((i) => this.seqs[i].length === prefix.length) ?? -1;
  }

  /** @internal The squares of every legal move, each `[from, ...path]`. */
  get moves(): readonly (readonly number[])[] {
    return this.seqs;
  }

  /** @internal Sets the entered squares (see entry-steps.ts). */
  set(entry: number[], kind: 'select' | 'cancel' = 'select'): EntryResult {
    this.entry = entry;
    this.cache = null;
    return { kind };
  }

  private now(): NonNullable<MoveEntry['cache']> {
    if (this.cache) return this.cache;
    const n = this.entry.length;
    const targets = new Set<number>();
    const finals = new Set<number>();
    const candidates = n === 0 ? [] : this.candidates(this.entry);
    for (const i of candidates) {
      const seq = this.seqs[i];
      if (seq.length > n) targets.add(seq[n]);
      finals.add(last(seq));
    }
    return (this.cache = { targets, finals, candidates });
  }
}

function last<T>(xs: readonly T[]): T {
  return xs[xs.length - 1];
}
