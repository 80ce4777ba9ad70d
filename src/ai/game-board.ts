/**
 * A `SearchBoard` over a game's pure functions: a stack of immutable states, one per ply,
 * and each ply's move list. The search reaches games without a board of their own through it,
 * so there is one search; what it costs per node is what the pure API costs.
 */
import type { Game } from '../core/game.js';
import { DRAWN, GOES_ON, type SearchBoard } from '../core/search-board.js';

/** Killer/history keys are interned into this many slots (a collision only blurs move ordering). */
const KEY_SPACE = 1 << 16;

export class GameBoard<S, M> implements SearchBoard {
  readonly moveKeySpace = KEY_SPACE;
  private readonly states: S[];
  private readonly lists: (readonly M[])[] = [];
  /** What the current ply's list holds: 0 nothing yet, 1 every move, 2 the noisy ones. */
  private readonly listKind: number[] = [0];
  private ply = 0;
  private readonly keys = new Map<string | number, number>();
  readonly generateNoisy?: () => number;
  readonly makeNull?: () => boolean;
  readonly futilityMargin?: () => number;

  constructor(
    private readonly game: Game<S, M>,
    root: S,
  ) {
    this.states = [root];
    if (game.noisyMoves) {
      const noisyMoves = game.noisyMoves.bind(game);
      this.generateNoisy = () => this.list(noisyMoves(this.states[this.ply]), 2);
    }
    if (game.nullMove) {
      const nullMove = game.nullMove.bind(game);
      this.makeNull = () => {
        const s = this.states[this.ply];
        const passed = nullMove(s);
        if (passed === null || game.turn(passed) === game.turn(s)) return false;
        this.push(passed);
        return true;
      };
    }
    if (game.futilityMargin) {
      const margin = game.futilityMargin.bind(game);
      this.futilityMargin = () => margin(this.states[this.ply]);
    }
  }

  turn(): number {
    return this.side(this.game.turn(this.states[this.ply]));
  }
  hash(): number {
    return this.game.hash(this.states[this.ply]);
  }
  outcome(): number {
    const end = this.game.outcome(this.states[this.ply]);
    if (end === null) return GOES_ON;
    return end.winner === null ? DRAWN : this.side(end.winner);
  }
  evaluate(): number {
    return this.game.evaluate(this.states[this.ply]);
  }
  generate(): number {
    if (this.listKind[this.ply] === 1) return this.lists[this.ply].length;
    return this.list(this.game.moves(this.states[this.ply]), 1);
  }
  isNoisy(i: number): boolean {
    return this.game.isNoisy(this.states[this.ply], this.lists[this.ply][i]);
  }
  orderHint(i: number): number {
    return this.game.moveOrderHint ? this.game.moveOrderHint(this.states[this.ply], this.lists[this.ply][i]) : 0;
  }
  moveKey(i: number): number {
    const { game } = this;
    const state = this.states[this.ply];
    const m = this.lists[this.ply][i];
    // Primitive moves name themselves; objects by the game's number, else by their notation.
    const key = typeof m === 'number' || typeof m === 'string' ? m : game.moveKey ? game.moveKey(state, m) : game.formatMove(state, m);
    let slot = this.keys.get(key);
    if (slot === undefined) {
      slot = this.keys.size & (KEY_SPACE - 1);
      this.keys.set(key, slot);
    }
    return slot;
  }
  make(i: number): void {
    this.push(this.game.play(this.states[this.ply], this.lists[this.ply][i]));
  }
  unmake(): void {
    this.ply--;
  }

  private push(state: S): void {
    const p = ++this.ply;
    this.states[p] = state;
    this.listKind[p] = 0;
  }

  private list(moves: readonly M[], kind: number): number {
    this.lists[this.ply] = moves;
    this.listKind[this.ply] = kind;
    return moves.length;
  }

  private side(name: string): number {
    return this.game.sides.indexOf(name);
  }
}
