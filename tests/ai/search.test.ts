import { expect } from 'chai';
import { searchBest, TranspositionTable } from '../../src/ai/search.js';
import { ALGORITHMS } from '../../src/ai/algorithms.js';
import { GameBoard } from '../../src/ai/game-board.js';
import { runToEnd } from '../../src/ai/task.js';
import { laddersOf, levelBudget, LEVEL_BUDGETS, type LevelBudget, type LevelLadder } from '../../src/ai/levels.js';
import { isGameError } from '../../src/core/errors.js';
import { WIN_SCORE, type Game } from '../../src/core/game.js';
import { mulberry32 } from '../../src/core/random.js';
import { games } from '../../src/engines/registry.js';
import { THUD_FOOTBALL_LEVELS, THUD_LEVELS, thud } from '../../src/games/thud/index.js';
import { fourByFour, tictactoe, type TttState } from './fixtures/tictactoe.js';
import { makeTreeGame } from './fixtures/tree.js';

const at = (position: string): TttState => tictactoe.setup({ position });

/** Plain negamax with the search's scoring conventions: the reference for PVS + TT. */
function minimax<S, M>(game: Game<S, M>, s: S, depth: number, ply = 0): number {
  const end = game.outcome(s);
  if (end) return end.winner === null ? 0 : end.winner === game.turn(s) ? WIN_SCORE - ply : -(WIN_SCORE - ply);
  if (depth === 0) return game.evaluate(s);
  let best = -Infinity;
  for (const m of game.moves(s)) best = Math.max(best, -minimax(game, game.play(s, m), depth - 1, ply + 1));
  return best + 0;
}

function randomPositions(game: Game<TttState, number>, count: number, seed: number): TttState[] {
  const rnd = mulberry32(seed);
  const out: TttState[] = [];
  while (out.length < count) {
    let s = game.setup();
    const plies = rnd() % 6;
    for (let i = 0; i < plies && !game.outcome(s); i++) {
      const ms = game.moves(s);
      s = game.play(s, ms[rnd() % ms.length]);
    }
    if (!game.outcome(s)) out.push(s);
  }
  return out;
}

describe('ai/search', () => {
  it('takes a win in one', () => {
    const r = searchBest(tictactoe, at('xx.oo.... x'), { maxDepth: 3 });
    expect(r.move).to.equal('c3');
    expect(r.score).to.equal(WIN_SCORE - 1);
    expect(r.pv[0]).to.equal('c3');
  });

  it('blocks the only threat', () => {
    const r = searchBest(tictactoe, at('xx..o.... o'), { maxDepth: 4 });
    expect(r.move).to.equal('c3');
  });

  it('finds a forced win and stops once the win is proven', () => {
    // x in a corner, o on an adjacent edge: x forces a win.
    const s = at('xo....... x');
    const reference = minimax(tictactoe, s, 9);
    expect(reference).to.be.greaterThan(WIN_SCORE - 10);
    const r = searchBest(tictactoe, s, { maxDepth: 9 });
    expect(r.score).to.equal(reference);
    expect(r.depth).to.equal(WIN_SCORE - reference);
    expect(-minimax(tictactoe, tictactoe.play(s, r.bestMove!), 8, 1)).to.equal(reference);
  });

  it('knows that perfect play draws', () => {
    const r = searchBest(tictactoe, tictactoe.setup(), { maxDepth: 9, seed: 5 });
    expect(r.score).to.equal(0);
    expect(r.depth).to.equal(9);
    expect(r.pv.length).to.be.greaterThan(0);
  });

  it('gives the same scores as plain minimax (PVS, TT, ordering are exact)', () => {
    for (const s of randomPositions(tictactoe, 25, 99)) {
      for (const depth of [1, 2, 3, 5, 9]) {
        const r = searchBest(tictactoe, s, { maxDepth: depth, seed: depth });
        const reference = minimax(tictactoe, s, depth);
        expect(r.score, `${tictactoe.formatPosition(s)} depth ${depth}`).to.equal(reference);
        // The chosen move really achieves that score.
        expect(-minimax(tictactoe, tictactoe.play(s, r.bestMove!), depth - 1, 1)).to.equal(reference);
      }
    }
  });

  it('matches minimax on the larger board too', () => {
    for (const s of randomPositions(fourByFour, 6, 7)) {
      const r = searchBest(fourByFour, s, { maxDepth: 4, seed: 1 });
      expect(r.score).to.equal(minimax(fourByFour, s, 4));
    }
  });

  it('breaks ties by seed, reproducibly', () => {
    const moves = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = searchBest(tictactoe, tictactoe.setup(), { maxDepth: 9, seed });
      const b = searchBest(tictactoe, tictactoe.setup(), { maxDepth: 9, seed });
      expect(b.move).to.equal(a.move);
      expect(b.nodes).to.equal(a.nodes);
      expect(a.score).to.equal(0);
      moves.add(a.move!);
    }
    expect(moves.size).to.be.greaterThan(1);
  });

  it('is reproducible under a node budget', () => {
    const a = searchBest(fourByFour, fourByFour.setup(), { maxNodes: 20_000, seed: 3 });
    const b = searchBest(fourByFour, fourByFour.setup(), { maxNodes: 20_000, seed: 3 });
    expect([b.move, b.nodes, b.depth, b.score]).to.deep.equal([a.move, a.nodes, a.depth, a.score]);
    expect(a.nodes).to.be.lessThan(20_000 + 200);
  });

  it('does not stand pat when every legal move is a capture', () => {
    // After "a" the opponent looks fine statically (-100 for us) but must capture, which leaves us at +300.
    const nodes = {
      root: { eval: 0, children: { a: 'A', b: 'B' } },
      A: { eval: 100, children: { x: 'A1' }, noisy: ['x'] },
      A1: { eval: 300, children: { q: 'Q' } },
      B: { eval: 0, children: { q: 'Q' } },
      Q: { eval: 0 },
    };
    const forced = makeTreeGame('forced', nodes);
    const r = searchBest(forced, forced.setup(), { maxDepth: 1 });
    expect([r.move, r.score]).to.deep.equal(['a', 300]);
    // Control: with a quiet alternative at A the opponent may stand pat, so "a" is worth -100 and "b" wins.
    const optional = makeTreeGame('optional', { ...nodes, A: { ...nodes.A, children: { x: 'A1', y: 'Q' } } });
    const o = searchBest(optional, optional.setup(), { maxDepth: 1 });
    expect([o.move, o.score]).to.deep.equal(['b', 0]);
  });

  it('keeps the sign when the same side moves again (pushes, passes: turns need not alternate)', () => {
    // After "a" the first player moves again and stands at +50 for itself; after "b" the opponent is at +10.
    const nodes = {
      root: { eval: 0, children: { a: 'A', b: 'B' } },
      A: { eval: 50, turn: 'first' as const, children: { z: 'ZA' } },
      B: { eval: 10, children: { z: 'ZB' } },
      ZA: { eval: 50 },
      ZB: { eval: 10 },
    };
    const g = makeTreeGame('again', nodes);
    for (const maxDepth of [1, 2, 3]) {
      const r = searchBest(g, g.setup(), { maxDepth });
      expect(r.move, `depth ${maxDepth}`).to.equal('a');
    }
    expect(searchBest(g, g.setup(), { maxDepth: 1 }).score).to.equal(50);
  });

  it('follows captures in quiescence down to its depth cap', () => {
    const chain = makeTreeGame('chain', {
      root: { eval: 0, children: { a: 'C1', b: 'Z' } },
      C1: { eval: -50, children: { c: 'C2' }, noisy: ['c'] },
      C2: { eval: 50, children: { c: 'C3' }, noisy: ['c'] },
      C3: { eval: 500, children: { q: 'Z' } }, // the opponent comes out of the exchange far ahead
      Z: { eval: 0 },
    });
    expect(searchBest(chain, chain.setup(), { maxDepth: 1 }).score).to.equal(0);
    expect(searchBest(chain, chain.setup(), { maxDepth: 1 }).move).to.equal('b');
    // With no quiescence the horizon hides the exchange and "a" looks good.
    expect(searchBest(chain, chain.setup(), { maxDepth: 1, quiescenceDepth: 0 }).move).to.equal('a');
  });

  it('null-move pruning (a pass hook) cuts the work, and a pass that keeps the turn is ignored', () => {
    const start = fourByFour.setup();
    const plain = searchBest(fourByFour, start, { maxDepth: 5, seed: 1 });
    const passing = { ...fourByFour, nullMove: (s: TttState): TttState => ({ ...s, turn: s.turn === 'x' ? 'o' : 'x' }) };
    const pruned = searchBest(passing, start, { maxDepth: 5, seed: 1 });
    expect(pruned.nodes).to.be.below(plain.nodes);
    expect(Math.abs(pruned.score)).to.be.below(WIN_SCORE / 2);
    const broken = { ...fourByFour, nullMove: (s: TttState): TttState => s };
    const same = searchBest(broken, start, { maxDepth: 5, seed: 1 });
    expect([same.move, same.score, same.nodes]).to.deep.equal([plain.move, plain.score, plain.nodes]);
  });

  it('late move pruning cuts the work, is exact when its counts are never reached, and always searches one move', () => {
    const start = fourByFour.setup();
    const plain = searchBest(fourByFour, start, { maxDepth: 5, seed: 1 });
    const roomy = searchBest({ ...fourByFour, lateMovePruning: [99, 99] }, start, { maxDepth: 5, seed: 1 });
    expect([roomy.move, roomy.score, roomy.nodes]).to.deep.equal([plain.move, plain.score, plain.nodes]);
    const tight = searchBest({ ...fourByFour, lateMovePruning: [2, 4] }, start, { maxDepth: 5, seed: 1 });
    expect(tight.nodes).to.be.below(plain.nodes);
    // Counts of zero still search the first move of every node: no node is left without a score.
    const none = searchBest({ ...fourByFour, lateMovePruning: [0, 0, 0, 0, 0] }, start, { maxDepth: 5, seed: 1 });
    expect(none.bestMove).to.be.a('number');
    expect(Math.abs(none.score)).to.be.below(WIN_SCORE / 2);
  });

  it('enhanced transposition cut-offs stay exact and cut the work where positions meet again', () => {
    const meeting = { ...tictactoe, transpositionCutoffs: { minDepth: 2 } };
    for (const s of randomPositions(tictactoe, 25, 5)) {
      for (const depth of [2, 3, 5, 9]) {
        expect(searchBest(meeting, s, { maxDepth: depth, seed: depth }).score, `${tictactoe.formatPosition(s)} depth ${depth}`).to.equal(minimax(tictactoe, s, depth));
      }
    }
    const start = fourByFour.setup();
    const plain = searchBest(fourByFour, start, { maxDepth: 6, seed: 1 });
    const cut = searchBest({ ...fourByFour, transpositionCutoffs: { minDepth: 2 } }, start, { maxDepth: 6, seed: 1 });
    expect(cut.score).to.equal(plain.score);
    expect(cut.nodes).to.be.below(plain.nodes);
    // Never at the remaining depths it names: the same tree.
    const never = searchBest({ ...fourByFour, transpositionCutoffs: { minDepth: 7 } }, start, { maxDepth: 6, seed: 1 });
    expect(never.nodes).to.equal(plain.nodes);
  });

  it("searches a node's table move first, then the others in the order of the game's hints", () => {
    // Iteration 2 stores A's best reply, x; in iteration 3 A is searched with an open window, so after x
    // come all the others, z then y by their hints (which the search adds only once x did not cut off).
    const tree = makeTreeGame('ordering', {
      root: { eval: 0, children: { a: 'A', b: 'B' } },
      A: { eval: 0, children: { x: 'X', y: 'Y', z: 'Z' } },
      B: { eval: 100 },
      X: { eval: -50 },
      Y: { eval: 0 },
      Z: { eval: 10 },
    });
    const hints: Record<string, number> = { a: 5, b: 0, x: 10, y: 20, z: 30 };
    const played: string[] = [];
    let lastIteration = 0;
    const game: typeof tree = {
      ...tree,
      moveOrderHint: (_s, m) => hints[m],
      play(s, m) {
        played.push(`${s.node}${m}`);
        return tree.play(s, m);
      },
    };
    searchBest(game, game.setup(), { maxDepth: 3, seed: 1, onIteration: (info) => info.depth === 2 && (lastIteration = played.length) });
    // (The plays after those are the line the search reports, read back from its table.)
    expect(played.slice(lastIteration).filter((p) => p.startsWith('A')).slice(0, 3)).to.deep.equal(['Ax', 'Az', 'Ay']);
  });

  it('survives hash collisions (TT moves are validated)', () => {
    const colliding: Game<TttState, number> = { ...tictactoe, hash: () => 7 };
    for (const s of randomPositions(colliding, 10, 3)) {
      const r = searchBest(colliding, s, { maxDepth: 5, ttBits: 4 });
      expect(colliding.moves(s)).to.include(r.bestMove);
    }
  });

  it('reuses a given table and returns no move in a finished game', () => {
    const tt = new TranspositionTable(10);
    const a = searchBest(tictactoe, tictactoe.setup(), { maxDepth: 4, tt, seed: 2 });
    const b = searchBest(tictactoe, tictactoe.setup(), { maxDepth: 4, tt, seed: 2 });
    expect(b.move).to.equal(a.move);
    const over = searchBest(tictactoe, at('xxxoo.... o'), { maxDepth: 3 });
    expect(over.move).to.equal(null);
    expect(over.bestMove).to.equal(null);
  });

  it('builds on the earlier searches in a kept table (keepTable), and starts afresh without it', () => {
    const s = fourByFour.setup();
    const tt = new TranspositionTable(16);
    const fresh = searchBest(fourByFour, s, { maxDepth: 5, tt, seed: 4 });
    const again = searchBest(fourByFour, s, { maxDepth: 5, tt, seed: 4 });
    expect(again.nodes).to.equal(fresh.nodes);
    const kept = searchBest(fourByFour, s, { maxDepth: 5, tt, seed: 4, keepTable: true });
    expect(kept.score).to.equal(fresh.score);
    expect(kept.depth).to.equal(5);
    expect(kept.nodes).to.be.lessThan(fresh.nodes / 2);
  });

  it('starts no iteration once its share of the time is spent, half by default (softTimeShare)', () => {
    // A clock that each finished iteration moves on by 100 of the 1000 ms budget.
    const depthsWith = (options: { softTimeShare?: number }): number[] => {
      let t = 0;
      const depths: number[] = [];
      const now = (): number => t;
      searchBest(fourByFour, fourByFour.setup(), { maxDepth: 12, timeMs: 1000, now, ...options, onIteration: (i) => (depths.push(i.depth), (t += 100)) });
      return depths;
    };
    expect(depthsWith({})).to.deep.equal([1, 2, 3, 4, 5]);
    expect(depthsWith({ softTimeShare: 0.5 })).to.deep.equal([1, 2, 3, 4, 5]);
    expect(depthsWith({ softTimeShare: 0.65 })).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(depthsWith({ softTimeShare: 0.2 })).to.deep.equal([1, 2]);
  });

  it('searches a single legal move one ply, whatever its depth allows', () => {
    const r = searchBest(tictactoe, at('xoxxooox. x'), { maxDepth: 9 });
    expect([r.move, r.depth]).to.deep.equal(['c1', 1]);
  });

  it('reports each iteration', () => {
    const depths: number[] = [];
    searchBest(tictactoe, tictactoe.setup(), { maxDepth: 4, onIteration: (i) => depths.push(i.depth) });
    expect(depths).to.deep.equal([1, 2, 3, 4]);
  });
});

describe('ai/levels', () => {
  it('rejects levels outside 1..7 with a bad-level GameError', () => {
    for (const bad of [0, 8, 2.5, NaN, -1]) {
      let err: unknown;
      try {
        levelBudget(bad);
      } catch (e) {
        err = e;
      }
      expect(isGameError(err) && err.code).to.equal('bad-level');
    }
  });
  /** Every ladder a search can read: the default, each game's, and each variant's over its game's. */
  const everyLadder = (): [string, (level: number) => LevelBudget][] => {
    const ladders: [string, (level: number) => LevelBudget][] = [['default', (l) => levelBudget(l)]];
    for (const game of Object.values(games)) {
      if (game.levels) ladders.push([game.name, (l) => levelBudget(l, game.levels)]);
      for (const [variant, ladder] of Object.entries(game.variantLevels ?? {})) ladders.push([`${game.name} ${variant}`, (l) => levelBudget(l, ladder, game.levels)]);
    }
    return ladders;
  };
  it('gives every higher level at least as much depth, nodes and time, and no more random moves or evaluation noise, in every ladder', () => {
    const ladders = everyLadder();
    expect(ladders.map(([name]) => name)).to.include.members(['thud', 'thud koom-valley-football']);
    for (const [name, budget] of ladders) {
      for (let l = 2; l <= 7; l++) {
        const [a, b] = [budget(l - 1), budget(l)];
        expect(b.maxDepth, `${name} ${l}`).to.be.at.least(a.maxDepth);
        expect(b.maxNodes, `${name} ${l}`).to.be.at.least(a.maxNodes);
        expect(b.timeMs, `${name} ${l}`).to.be.greaterThan(a.timeMs);
        expect(b.randomMoveShare ?? 0, `${name} ${l}`).to.be.at.most(a.randomMoveShare ?? 0);
        expect(b.evalNoise ?? 0, `${name} ${l}`).to.be.at.most(a.evalNoise ?? 0);
      }
      expect(budget(7).timeMs, name).to.be.at.most(3_000);
      // Level 7 plays the best its budget buys.
      expect(budget(7).randomMoveShare ?? 0, name).to.equal(0);
      expect(budget(7).evalNoise ?? 0, name).to.equal(0);
    }
  });
  it("never gives a game more time at a level than the default ladder (the client's hang timer counts on it)", () => {
    for (const [name, budget] of everyLadder()) {
      for (let l = 1; l <= 7; l++) expect(budget(l).timeMs, `${name} ${l}`).to.be.at.most(LEVEL_BUDGETS[l].timeMs);
    }
  });
  it("uses a game's own ladder, the default one for the levels it does not name and for games without one", () => {
    expect(thud.levels).to.equal(THUD_LEVELS);
    expect(levelBudget(4, thud.levels)).to.equal(THUD_LEVELS[4]);
    expect(levelBudget(4, games.draughts.levels)).to.equal(LEVEL_BUDGETS[4]);
    expect(levelBudget(4)).to.equal(LEVEL_BUDGETS[4]);
    const partial: LevelLadder = { 2: { maxDepth: 1, maxNodes: 10, timeMs: 50, ttBits: 10 } };
    expect(levelBudget(2, partial)).to.equal(partial[2]);
    expect(levelBudget(3, partial)).to.equal(LEVEL_BUDGETS[3]);
    // Thud: each level from 2 to 6 a whole ply deeper than the one below (rules of thumb measured in bench/thud-ai).
    expect([2, 3, 4, 5, 6].map((l) => levelBudget(l, thud.levels).maxDepth)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(levelBudget(1, thud.levels).randomMoveShare).to.be.greaterThan(0);
  });
  it("reads a variant's ladder first, then its game's, then the default one", () => {
    const football = laddersOf(thud, { variant: 'koom-valley-football' });
    expect(football).to.deep.equal([THUD_FOOTBALL_LEVELS, THUD_LEVELS]);
    expect(laddersOf(thud, { variant: 'koom-valley' })).to.deep.equal([undefined, THUD_LEVELS]);
    expect(laddersOf(thud, {})).to.deep.equal([undefined, THUD_LEVELS]);
    // Draughts: level 7 its own (it thinks for its time), levels 1–6 the default ladder's.
    expect(laddersOf(games.draughts, { variant: 'russian' })).to.deep.equal([undefined, games.draughts.levels]);
    expect(levelBudget(7, ...laddersOf(games.draughts, {})).maxNodes).to.be.greaterThan(LEVEL_BUDGETS[7].maxNodes);
    expect(levelBudget(6, ...laddersOf(games.draughts, {}))).to.equal(LEVEL_BUDGETS[6]);
    // Football: below level 7 every level misjudges quiet positions and none searches deeper than 3 plies
    // (src/games/thud/levels.ts says why); level 7 is Thud's; the other variants keep Thud's ladder.
    for (let l = 1; l <= 6; l++) {
      expect(levelBudget(l, ...football).evalNoise, `${l}`).to.be.greaterThan(0);
      expect(levelBudget(l, ...football).maxDepth, `${l}`).to.be.at.most(3);
    }
    expect(levelBudget(7, ...football)).to.equal(THUD_LEVELS[7]);
    for (let l = 1; l <= 7; l++) expect(levelBudget(l, ...laddersOf(thud, { variant: 'koom-valley' }))).to.equal(THUD_LEVELS[l]);
  });
  it('answers the random share of requests with a seeded random legal move, and searches the rest', () => {
    const s = at('x...o.... x');
    const searched = searchBest(tictactoe, s, { maxDepth: 9, seed: 3 });
    const legal = tictactoe.moves(s);
    let random = 0;
    const picks = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const r = searchBest(tictactoe, s, { maxDepth: 9, seed, randomMoveShare: 0.5 });
      expect(searchBest(tictactoe, s, { maxDepth: 9, seed, randomMoveShare: 0.5 }).move, 'same seed, same move').to.equal(r.move);
      expect(legal).to.include(r.bestMove);
      if (r.depth === 0) {
        random++;
        picks.add(r.bestMove as number);
      } else {
        expect(r.score).to.equal(searched.score);
      }
    }
    expect(random).to.be.within(70, 130);
    expect(picks.size, 'random moves spread over the legal ones').to.equal(legal.length);
    expect(searchBest(tictactoe, s, { maxDepth: 9, seed: 3, randomMoveShare: 0 }).move).to.equal(searched.move);
  });
  it('draws the random share per position as well, since an element sends one seed for a whole game', () => {
    const positions = randomPositions(tictactoe, 60, 11).filter((p) => !tictactoe.outcome(p));
    const random = positions.filter((p) => searchBest(tictactoe, p, { maxDepth: 9, seed: 7, randomMoveShare: 0.5 }).depth === 0);
    expect(random.length).to.be.within(positions.length * 0.25, positions.length * 0.75);
  });
  it('plays better at a higher level on the fixture', () => {
    // Strength comes from depth: the top level searches deeper than the bottom one.
    const s = at('x...o.... x');
    const deep = searchBest(tictactoe, s, { maxDepth: levelBudget(7).maxDepth, maxNodes: levelBudget(7).maxNodes });
    const shallow = searchBest(tictactoe, s, { maxDepth: levelBudget(1).maxDepth });
    expect(deep.depth).to.be.greaterThan(shallow.depth);
  });
});

describe('ai/algorithms: alpha-beta on a board', () => {
  it('searches a game with its own search board on it, and any other game through the adapter, alike', async () => {
    const start = await ALGORITHMS.alphabeta(tictactoe);
    const state = tictactoe.setup({});
    const adapter = runToEnd(start(tictactoe, state, { maxDepth: 4, seed: 1 }));
    let boards = 0;
    const withBoard = {
      ...tictactoe,
      searchBoard(s: unknown) {
        boards++;
        return new GameBoard(tictactoe, s as never);
      },
    };
    const own = runToEnd((await ALGORITHMS.alphabeta(withBoard))(withBoard, state, { maxDepth: 4, seed: 1 }));
    expect(boards).to.equal(1);
    expect({ ...own, timeMs: 0 }).to.deep.equal({ ...adapter, timeMs: 0 });
  });
});
