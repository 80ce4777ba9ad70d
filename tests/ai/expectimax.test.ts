import { expect } from 'chai';
import { ALGORITHMS } from '../../src/ai/algorithms.js';
import { EXPECTIMAX_TUNING, expectimaxBest, expectimaxTurns, startExpectimax } from '../../src/ai/expectimax.js';
import { runInSlices } from '../../src/ai/search.js';
import { createSearchService, loaderOf } from '../../src/ai/worker-host.js';
import type { Game } from '../../src/core/game.js';
import { formula, formulaKnownState } from '../../src/games/formula/index.js';
import { robots, robotsChance, robotsExpectedEvaluation } from '../../src/games/robots/index.js';
import { mulberry32 } from '../../src/core/random.js';

/**
 * A gamble: `safe` pays 10 for sure; `risky` pays 30 or −20 with equal odds (expected 5);
 * `lucky` pays 100 with probability 0.2, else 0 (expected 20). A maximiser of the
 * expectation takes `lucky`; one that ignored chance (taking the first outcome) would not.
 */
interface Gamble {
  readonly at: string;
  readonly value: number;
  readonly turns: number;
}
const PAYOFF: Record<string, readonly (readonly [number, number])[]> = {
  safe: [[1, 10]],
  risky: [
    [0.5, 30],
    [0.5, -20],
  ],
  lucky: [
    [0.8, 0],
    [0.2, 100],
  ],
};
function gambleGame(rounds: number): Game<Gamble, string> & { chance(s: Gamble, m: string): { probability: number; state: Gamble }[] } {
  const done = (s: Gamble): boolean => s.turns >= rounds;
  return {
    name: 'gamble',
    title: 'Test game',
    variants: ['standard'],
    optionNames: [],
    defaultVariant: 'standard',
    sides: ['player'],
    setup: () => ({ at: 'start', value: 0, turns: 0 }),
    variant: () => 'standard',
    turn: () => 'player',
    moves: (s) => (done(s) ? [] : Object.keys(PAYOFF)),
    play: (s, m) => ({ at: m, value: s.value + PAYOFF[m][0][1], turns: s.turns + 1 }),
    chance: (s, m) => PAYOFF[m].map(([p, v]) => ({ probability: p, state: { at: m, value: s.value + v, turns: s.turns + 1 } })),
    outcome: (s) => (done(s) ? { winner: 'player', reason: 'done' } : null),
    formatMove: (_s, m) => m,
    parseMove: (_s, t) => t,
    formatPosition: (s) => `${s.at} ${s.value} ${s.turns}`,
    hash: (s) => s.value * 31 + s.turns,
    evaluate: (s) => s.value,
    isNoisy: () => false,
  };
}

describe('expectimax (src/ai/expectimax.ts)', () => {
  it('is registered as an algorithm', async () => {
    expect(await ALGORITHMS.expectimax(robots)).to.equal(startExpectimax);
  });

  it('maximises the expectation over chance outcomes', () => {
    const g = gambleGame(1);
    const r = expectimaxBest(g, g.setup(), { turns: 1 });
    expect(r.move).to.equal('lucky');
    expect(r.score).to.equal(20);
    expect(r.depth).to.equal(1);
  });

  it('without a chance hook a move has its one outcome', () => {
    const { chance: _c, ...plain } = gambleGame(1);
    const r = expectimaxBest(plain as Game<Gamble, string>, plain.setup(), { turns: 1 });
    expect(r.move).to.equal('risky', 'play() pays the first outcome, 30');
  });

  it('searches several turns: depth from the level budget', () => {
    expect(expectimaxTurns(1)).to.equal(1);
    expect(expectimaxTurns(4)).to.equal(2);
    expect(expectimaxTurns(12)).to.equal(3);
    expect(expectimaxTurns(64)).to.equal(4);
    const g = gambleGame(3);
    const r = expectimaxBest(g, g.setup(), { maxDepth: 12 });
    expect(r.depth).to.equal(3);
    expect(r.score).to.equal(60);
  });

  it('the same seed gives the same move among equals', () => {
    const s = robots.setup({ seed: 7, level: 4 });
    const a = expectimaxBest(robots, s, { turns: 1, seed: 3 });
    const b = expectimaxBest(robots, s, { turns: 1, seed: 3 });
    expect(a.move).to.equal(b.move);
    expect(robots.moves(s).map((m) => robots.formatMove(s, m))).to.include(a.move);
  });

  it('runs in slices of bounded work (virtual clock), and moveNow answers with the best move of the last finished depth', async () => {
    // Every clock reading advances 1 ms, so how much a 5 ms slice may do does not depend on the machine.
    let clock = 0;
    const now = (): number => clock++;
    const s = robots.setup({ seed: 11, level: 7 });
    const task = startExpectimax(robots, s, { turns: 4, now });
    let before = 0;
    let most = 0;
    for (let i = 0; i < 20 && !task.step(5); i++) {
      most = Math.max(most, task.stats.nodes - before);
      before = task.stats.nodes;
    }
    expect(task.done).to.equal(false);
    // The clock is read every checkInterval nodes, and a reading is a virtual millisecond.
    expect(most).to.be.greaterThan(0).and.at.most(4 * EXPECTIMAX_TUNING.checkInterval);
    task.moveNow();
    const out = await runInSlices(task, { sliceMs: 5 });
    expect(out.interrupted).to.equal(true);
    expect(out.bestMove).to.not.equal(null);
  });

  it('a cancelled request rejects with AbortError', async () => {
    const task = startExpectimax(robots, robots.setup({ seed: 11, level: 7 }), { turns: 4 });
    const ctrl = new AbortController();
    const p = runInSlices(task, { sliceMs: 2, signal: ctrl.signal });
    ctrl.abort();
    let name = '';
    await p.catch((e: Error) => (name = e.name));
    expect(name).to.equal('AbortError');
  });

  it('the worker service runs it by name', async () => {
    const service = createSearchService(loaderOf({ robots }), 'main-thread');
    const reply = await service.search(1, { game: 'robots', setup: { seed: 5, level: 4 }, moves: [], level: 2, algorithm: 'expectimax' });
    expect(reply.ok).to.equal(true);
    if (reply.ok) expect(robots.moves(robots.setup({ seed: 5, level: 4 })).map((m) => robots.formatMove(robots.setup({ seed: 5, level: 4 }), m))).to.include(reply.result.move!);
  });

  it('robots: the chance hook covers the spawns, and one branch is the real turn', () => {
    let s = robots.setup({ seed: 1, level: 4 });
    // Play until robots have been lost, so the corners may spawn.
    for (let i = 0; i < 40 && !robots.outcome(s) && s.robots.length >= s.target; i++) s = robots.play(s, robots.moves(s)[0]);
    if (robots.outcome(s)) return;
    const m = robots.moves(s)[0];
    const outs = robotsChance(s, m);
    expect(outs.reduce((a, o) => a + o.probability, 0)).to.be.closeTo(1, 1e-9);
    const real = robots.play(s, m);
    expect(outs.some((o) => robots.formatPosition(o.state) === robots.formatPosition(real))).to.equal(true);
  });

  it('robots: the expected evaluation equals the weighted evaluations of the chance outcomes', () => {
    const rnd = mulberry32(77);
    let checked = 0;
    let withSpawns = 0;
    for (let g = 0; g < 30; g++) {
      let s = robots.setup({ seed: 100 + g, level: 1 + (g % 7) });
      while (!robots.outcome(s)) {
        const moves = robots.moves(s);
        for (const m of moves) {
          const outs = robotsChance(s, m);
          const want = outs.reduce((a, o) => a + o.probability * robots.evaluate(o.state), 0);
          expect(robotsExpectedEvaluation(s, m)).to.be.closeTo(want, 1e-6, robots.formatPosition(s) + ' ' + robots.formatMove(s, m));
          checked++;
          if (outs.length > 1) withSpawns++;
        }
        s = robots.play(s, moves[rnd() % moves.length]);
      }
    }
    expect(withSpawns).to.be.greaterThan(100, 'turns with spawns were among those checked');
    expect(checked).to.be.greaterThan(5000);
  });

  it('robots: expectimax picks the same turn with the expected-evaluation shortcut as without it', () => {
    const { expectedEvaluation: _shortcut, ...plain } = robots;
    const rnd = mulberry32(5);
    for (let g = 0; g < 6; g++) {
      let s = robots.setup({ seed: 300 + g, level: 5 });
      for (let t = 0; t < 12 && !robots.outcome(s); t++) {
        const fast = expectimaxBest(robots, s, { turns: 2, seed: t });
        const slow = expectimaxBest(plain as typeof robots, s, { turns: 2, seed: t });
        expect(fast.move).to.equal(slow.move);
        expect(fast.score).to.equal(slow.score);
        expect(fast.nodes).to.be.below(slow.nodes);
        const moves = robots.moves(s);
        s = robots.play(s, rnd() % 3 === 0 ? moves[rnd() % moves.length] : fast.bestMove!);
      }
    }
  });

  it('formula: the AI sees only the visible rows', () => {
    const s = formula.setup({ seed: 1, level: 4 });
    const k = formulaKnownState(s);
    for (let d = 0; d < 13; d++) {
      expect(k.road.left(d)).to.equal(s.road.left(d));
      for (let c = 0; c < 16; c++) expect(k.road.obstacle(d, c)).to.equal(s.road.obstacle(d, c));
    }
    expect(k.road.left(13)).to.equal(16, 'beyond the view no square is promised to be road');
    const r = expectimaxBest(formula, s, { turns: 3 });
    expect(['.', 'A', 'D', 'L', 'R', 'AL', 'AR', 'DL', 'DR']).to.include(r.move);
    expect(formula.play(s, r.bestMove!).status).to.equal('run', 'the command chosen keeps the car on the road');
  });
});
