import { expect } from 'chai';
import { MATCH_TUNING, asPlayedBy, balancedOpeningFor, defaultMaxPlies, eloOf, newService, openingFor, openingsFromFile, parsePlayer, playGame, playerText, summarize, summarizePairs, type GameReport } from '../../bench/match.js';
import { loadGame } from '../../src/engines/loaders.js';
import { LEVEL_BUDGETS } from '../../src/ai/levels.js';
import { GameSession } from '../../src/core/session.js';
import { games } from '../../src/engines/registry.js';
import { THUD_FOOTBALL_LEVELS, THUD_LEVELS } from '../../src/games/thud/index.js';
import { gamesText, readGames } from '../../bench/games-file.js';

const report = (index: number, score: 0 | 0.5 | 1, reason = 'no-moves'): GameReport => ({
  index,
  aSide: index % 2 ? 'black' : 'white',
  score,
  reason,
  plies: 40,
  a: { moves: 20, ms: 100, depth: 80, nodes: 5000 },
  b: { moves: 20, ms: 50, depth: 60, nodes: 2000 },
  moves: [],
});

describe('bench/match', () => {
  it('writes its games to a file the tuner reads back, a player whose command holds quotes and backslashes included', () => {
    const player = `dxp:(echo time 300; cat) | engine -e "" -d 'C:\\db',ms=300`;
    const played = [
      { ...report(0, 1), moves: ['32-28', '19-23', '28x19'] },
      { ...report(1, 0.5), moves: ['33-28', '18-22'] },
    ];
    const text = gamesText(played, player);
    expect(text).to.contain('[A "dxp:(echo time 300; cat) | engine -e \\"\\" -d \'C:\\\\db\',ms=300 as white"]');
    expect(readGames(text)).to.deep.equal([
      { aSide: 'white', score: 1, moves: ['32-28', '19-23', '28x19'] },
      { aSide: 'black', score: 0.5, moves: ['33-28', '18-22'] },
    ]);
    // A game cut short (no moves) is skipped.
    expect(readGames(`${text}\n[Game "3"]\n[A "level=7 as white"]\n[Result "0"]\n`)).to.have.length(2);
  });

  it('eloOf: the rating difference that expects a score', () => {
    expect(eloOf(0.5)).to.equal(0);
    expect(eloOf(0.75)).to.be.closeTo(190.85, 0.01);
    expect(eloOf(0.25)).to.be.closeTo(-190.85, 0.01);
    expect(eloOf(0.6)).to.be.closeTo(70.44, 0.01);
    expect(eloOf(1)).to.equal(Infinity);
    expect(eloOf(0)).to.equal(-Infinity);
  });

  it('summarize: W/D/L, the score with its 95% interval, Elo and its interval, adjudications, moves', () => {
    const s = summarize([report(0, 1), report(1, 1), report(2, 1), report(3, 0.5, 'adjudicated')]);
    expect([s.games, s.wins, s.draws, s.losses, s.adjudicated]).to.deep.equal([4, 3, 1, 0, 1]);
    expect(s.score).to.equal(0.875);
    // Variance of the games' scores about 0.875: (3 × 0.125² + 0.375²) / 4.
    expect(s.margin).to.be.closeTo(1.96 * Math.sqrt(0.046875 / 4), 1e-12);
    expect(s.elo).to.be.closeTo(eloOf(0.875), 1e-9);
    expect(s.eloLow).to.be.closeTo(eloOf(0.875 - s.margin), 1e-9);
    expect(s.eloHigh).to.equal(Infinity); // 0.875 + 0.21 is past 1
    expect(s.a).to.deep.equal({ moves: 80, ms: 400, depth: 320, nodes: 20000 });
    expect(s.meanPlies).to.equal(40);
    // More games of the same result: a narrower interval.
    const many = summarize(Array.from({ length: 400 }, (_, i) => report(i, i % 4 === 3 ? 0.5 : 1)));
    expect(many.score).to.equal(0.875);
    expect(many.margin).to.be.closeTo(s.margin / 10, 1e-12);
    expect(() => summarize([])).to.throw(RangeError);
  });

  it('summarizePairs: a pair on points is won by the higher total of its two games (a two-battle match); any other scores their mean', () => {
    const battle = (index: number, score: 0 | 0.5 | 1, margin: number): GameReport => ({ ...report(index, score), margin });
    // A loses every battle as the first side and wins every one as the second, but by more or less.
    const onPoints = summarizePairs([battle(0, 0, -4), battle(1, 1, 10), battle(2, 0, -10), battle(3, 1, 10), battle(4, 0, -12), battle(5, 1, 8)]);
    expect([onPoints.pairs, onPoints.wins, onPoints.draws, onPoints.losses, onPoints.onPoints]).to.deep.equal([3, 1, 1, 1, 3]);
    expect(onPoints.score).to.equal(0.5);
    expect(onPoints.margin).to.be.closeTo(1.96 * Math.sqrt((0.25 + 0 + 0.25) / 3 / 3), 1e-12);
    // Without points: the mean of the two games; a game whose pair is unfinished is left out.
    const byGames = summarizePairs([report(0, 1), report(1, 0.5), report(2, 0), report(3, 0), report(4, 1)]);
    expect([byGames.pairs, byGames.wins, byGames.draws, byGames.losses, byGames.onPoints]).to.deep.equal([2, 1, 0, 1, 0]);
    expect(byGames.score).to.equal(0.375);
    // A pair with a game without points (stopped at the ply limit) is scored by its games; the others still on points.
    const mixed = summarizePairs([battle(0, 1, 4), battle(1, 0, -10), battle(2, 0, -4), report(3, 1)]);
    expect([mixed.onPoints, mixed.wins, mixed.draws, mixed.losses, mixed.score]).to.deep.equal([1, 0, 1, 1, 0.25]);
  });

  it('playGame gives A’s points less B’s when a game ends on points (a classic Thud battle), and none otherwise', async () => {
    const job = { game: 'thud', setup: { variant: 'classic' }, a: { level: 1 }, b: { level: 1 }, opening: [], seed: 5 } as const;
    // Level 1's node budget without its time cap: on a busy machine the cap cut searches short, the game
    // went another way and could reach the ply limit without an end (and so without points).
    const levels = { ...THUD_LEVELS, 1: { ...THUD_LEVELS[1], timeMs: Infinity } };
    const untimed = { ...games, thud: { ...games.thud, levels } };
    for (const index of [0, 1]) {
      const r = await playGame({ ...job, index }, undefined, untimed);
      const g = new GameSession(games.thud, { variant: 'classic' });
      for (const m of r.moves) g.play(m);
      const points = (g.result as unknown as { score: Record<string, number> }).score;
      const bSide = games.thud.sides.find((x) => x !== r.aSide)!;
      expect(r.margin).to.equal(points[r.aSide] - points[bSide]);
    }
    const spock = await playGame({ game: 'spock', setup: {}, a: { level: 1 }, b: { level: 1 }, opening: [], seed: 5, index: 0, maxPlies: 20 });
    expect(spock).not.to.have.property('margin');
  });

  it('defaultMaxPlies: 300 plies, or the bound of a Kamisado match\'s own rules, which a marathon passes in normal play', () => {
    expect(defaultMaxPlies('draughts', {})).to.equal(MATCH_TUNING.maxPlies);
    // Every round scores: at most 2 × target − 1 rounds of at most 300 plies.
    const bounds = ['single', 'standard', 'long', 'marathon', 'non-stop'].map((variant) => defaultMaxPlies('kamisado', { variant }));
    expect(bounds).to.deep.equal([300, 1500, 3900, 8700, 1000]);
    expect(defaultMaxPlies('kamisado', {})).to.equal(300);
  });
  it('parsePlayer reads level, ms, algorithm, weights, egtb, book, cutoffs, keep, depth and nodes, and refuses anything else in one sentence', () => {
    expect(parsePlayer('level=5')).to.deep.equal({ level: 5 });
    expect(parsePlayer('level=7, ms=200')).to.deep.equal({ level: 7, timeMs: 200 });
    expect(parsePlayer('level=4,algorithm=mcts')).to.deep.equal({ level: 4, algorithm: 'mcts' });
    expect(parsePlayer('level=4,weights=out/tuned.json')).to.deep.equal({ level: 4, weights: 'out/tuned.json' });
    expect(parsePlayer('level=4,egtb=off')).to.deep.equal({ level: 4, egtb: false });
    expect(parsePlayer('level=4,egtb=on')).to.deep.equal({ level: 4 });
    expect(parsePlayer('level=4,book=off')).to.deep.equal({ level: 4, noBook: true });
    expect(parsePlayer('level=4,book=on')).to.deep.equal({ level: 4 });
    expect(parsePlayer('level=4,egtb=off,book=off')).to.deep.equal({ level: 4, egtb: false, noBook: true });
    expect(parsePlayer('level=7,cutoffs=off,keep=off')).to.deep.equal({ level: 7, noCutoffs: true, freshTable: true });
    expect(parsePlayer('level=7,cutoffs=on,keep=on')).to.deep.equal({ level: 7 });
    expect(playerText(parsePlayer('level=7,ms=150,cutoffs=off,keep=off'))).to.equal('level=7,ms=150,cutoffs=off,keep=off');
    expect(parsePlayer('level=7,depth=9')).to.deep.equal({ level: 7, depth: 9 });
    expect(parsePlayer('level=7,nodes=50000,keep=off')).to.deep.equal({ level: 7, nodes: 50000, freshTable: true });
    expect(parsePlayer('level=4,algorithm=mcts,nodes=2000')).to.deep.equal({ level: 4, algorithm: 'mcts', nodes: 2000 });
    expect(playerText(parsePlayer('level=7,keep=off,depth=9'))).to.equal('level=7,keep=off,depth=9');
    expect(playerText(parsePlayer('level=7,nodes=50000'))).to.equal('level=7,nodes=50000');
    expect(parsePlayer('wasm')).to.deep.equal({ wasm: true });
    expect(parsePlayer('wasm, ms=100')).to.deep.equal({ wasm: true, timeMs: 100 });
    expect(playerText(parsePlayer('wasm,ms=100'))).to.equal('wasm,ms=100');
    expect(parsePlayer('wasm,nodes=60000')).to.deep.equal({ wasm: true, nodes: 60000 });
    expect(playerText(parsePlayer('wasm,nodes=60000'))).to.equal('wasm,nodes=60000');
    expect(parsePlayer('wasm,ms=100,tools=single+probcut')).to.deep.equal({ wasm: true, timeMs: 100, tools: 5 });
    expect(playerText(parsePlayer('wasm,ms=100,tools=probcut+lmr'))).to.equal('wasm,ms=100,tools=lmr+probcut');
    expect(parsePlayer('wasm,ms=100,soft=1')).to.deep.equal({ wasm: true, timeMs: 100, soft: 1 });
    expect(playerText(parsePlayer('wasm,ms=100, soft = 0.5'))).to.equal('wasm,ms=100,soft=0.5');
    expect(parsePlayer('wasm,ms=100,tt=22,tools=keep')).to.deep.equal({ wasm: true, timeMs: 100, tableBits: 22, tools: 16 });
    expect(playerText(parsePlayer('wasm,tt=20'))).to.equal('wasm,tt=20');
    expect(parsePlayer('wasm,squares=0.25,tools=break')).to.deep.equal({ wasm: true, squares: 0.25, tools: 8 });
    expect(playerText(parsePlayer('wasm,squares=0'))).to.equal('wasm,squares=0');
    expect(parsePlayer('wasm,ms=2900,endings=8')).to.deep.equal({ wasm: true, timeMs: 2900, endings: 8 });
    expect(playerText(parsePlayer('wasm, endings = 8'))).to.equal('wasm,endings=8');
    for (const bad of ['wasm,ms=0', 'wasm,ms=fast', 'wasm,level=3', 'wasm,nodes=0', 'wasm,tools=nullmove', 'wasm,tools=', 'wasm,soft=0', 'wasm,soft=1.5', 'wasm,soft=', 'wasm,tt=15', 'wasm,tt=23', 'wasm,squares=-1', 'wasm,squares=3', 'wasm,squares=', 'wasm,endings=0', 'wasm,endings=many']) expect(() => parsePlayer(bad), bad).to.throw(/^(The WebAssembly search|A player)/);
    for (const bad of ['', 'level=8', 'level=0', 'level=2.5', 'lvl=3', 'level=3,ms=0', 'level=3,ms=fast', 'level=3,plies=4', 'level=3,depth=0', 'level=3,depth=65', 'level=3,depth=2.5', 'level=3,nodes=0', 'level=3,nodes=many', 'level=3,depth=4,nodes=1000', 'level=4,algorithm=mcts,depth=3', 'level=3,egtb=no', 'level=3,book=no', 'level=7,keep=no', '5'])
      expect(() => parsePlayer(bad), bad).to.throw(/^A player/);
  });

  it('openingFor: seeded random legal plies, the same for a pair every run, another for the next pair', () => {
    const one = openingFor('draughts', { variant: 'russian' }, 4, 1, 0);
    expect(one).to.have.length(4);
    expect(openingFor('draughts', { variant: 'russian' }, 4, 1, 0)).to.deep.equal(one);
    const others = [1, 2, 3, 4, 5].map((pair) => openingFor('draughts', { variant: 'russian' }, 4, 1, pair).join(' '));
    expect(new Set([one.join(' '), ...others]).size).to.be.greaterThan(3);
    const g = new GameSession(games.draughts, { variant: 'russian' });
    for (const m of one) g.play(m);
    expect(g.ply).to.equal(4);
  });

  it('playGame: the two games of a pair swap colours, every move is legal, and each side’s moves are counted', async () => {
    const opening = openingFor('spock', {}, 2, 3, 0);
    const job = { game: 'spock', setup: {}, a: { level: 2 }, b: { level: 1 }, opening, seed: 3, maxPlies: 30 } as const;
    const first = await playGame({ ...job, index: 0 });
    const second = await playGame({ ...job, index: 1 });
    expect([first.aSide, second.aSide]).to.deep.equal(games.spock.sides.slice(0, 2));
    for (const r of [first, second]) {
      expect(r.moves.slice(0, 2)).to.deep.equal(opening);
      expect(r.a.moves + r.b.moves).to.equal(r.plies - opening.length);
      const g = new GameSession(games.spock, {});
      for (const m of r.moves) g.play(m);
      if (r.reason === 'adjudicated') expect([r.plies, r.score]).to.deep.equal([30, 0.5]);
      else expect(g.result?.reason).to.equal(r.reason);
    }
  });

  describe('balancedOpeningFor', () => {
    /** A judge that scores the lines it is shown from `scores`, in order, and records them. */
    const judgeScoring = (scores: number[]) => {
      const seen: string[][] = [];
      const search = (_id: number, request: { moves: readonly string[] }) => {
        seen.push([...request.moves]);
        const score = scores[Math.min(seen.length - 1, scores.length - 1)];
        return Promise.resolve({ ok: true as const, result: { score, depth: 1, move: null, nodes: 1, timeMs: 0, pv: [], interrupted: false, where: 'worker' as const } });
      };
      return { judge: { search }, seen };
    };
    const balance = { level: 2, maxScore: 100 };

    it('without a balance, the pair’s random line, unjudged', async () => {
      const { judge, seen } = judgeScoring([0]);
      const kept = await balancedOpeningFor('spock', {}, 4, 1, 3, undefined, judge);
      expect(kept).to.deep.equal({ line: openingFor('spock', {}, 4, 1, 3), score: null, tries: 1 });
      expect(seen).to.have.length(0);
    });

    it('keeps the pair’s own line when the judge finds it even, else the next seeded line that is', async () => {
      const even = judgeScoring([-100]);
      expect(await balancedOpeningFor('draughts', {}, 4, 1, 0, balance, even.judge)).to.deep.equal({ line: openingFor('draughts', {}, 4, 1, 0), score: -100, tries: 1 });
      const { judge, seen } = judgeScoring([999_999, -101, 40]);
      const kept = await balancedOpeningFor('draughts', {}, 4, 1, 0, balance, judge);
      expect(kept).to.deep.equal({ line: openingFor('draughts', {}, 4, 1 + 2 * 65_537, 0), score: 40, tries: 3 });
      expect(seen).to.deep.equal([0, 1, 2].map((k) => openingFor('draughts', {}, 4, 1 + k * 65_537, 0)));
    });

    it('with no even line, the most even of all it tried', async () => {
      const scores = Array.from({ length: MATCH_TUNING.openingTries }, (_, k) => (k === 5 ? -150 : 500 + k));
      const { judge } = judgeScoring(scores);
      const kept = await balancedOpeningFor('draughts', {}, 4, 1, 0, balance, judge);
      expect(kept).to.deep.equal({ line: openingFor('draughts', {}, 4, 1 + 5 * 65_537, 0), score: -150, tries: MATCH_TUNING.openingTries });
    });

    it('never keeps a line the game ends in, and judges real positions with the kit’s search', async () => {
      // Spock pairs 44 and 55 of seed 1: Blue's Spock leaps to e2 and is taken, the game over after 2 plies
      // ("c1~e2 e5xe2") and after 4 ("b2-a3 c5~e4 c1~e2 e5xe2"); a search of a finished position scores 0.
      expect(openingFor('spock', {}, 4, 1, 44)).to.have.length(2);
      expect(openingFor('spock', {}, 4, 1, 55).join(' ')).to.equal('b2-a3 c5~e4 c1~e2 e5xe2');
      for (const pair of [44, 55]) {
        const kept = await balancedOpeningFor('spock', {}, 4, 1, pair, { level: 3, maxScore: 200 }, newService());
        expect(kept.line).to.have.length(4);
        expect(kept.tries).to.be.greaterThan(1);
        expect(Math.abs(kept.score ?? Infinity)).to.be.at.most(200);
        const session = new GameSession(games.spock, {});
        for (const m of kept.line) session.play(m);
        expect(session.result).to.equal(null);
      }
    });
  });

  describe('openingsFromFile', () => {
    const russian = { variant: 'russian' };
    it('reads a line of moves a line, skipping blank lines and comments, and keeps a line met twice once', () => {
      const text = '# two openings\nc3-d4 f6-e5\n\n  c3-b4   h6-g5  # spaces and a comment\nc3-d4 f6-e5\n';
      expect(openingsFromFile(text, 'draughts', russian)).to.deep.equal([
        ['c3-d4', 'f6-e5'],
        ['c3-b4', 'h6-g5'],
      ]);
    });

    it('reads the games of a games file, cut to their first plies, dropping one shorter', () => {
      const played = [
        { ...report(0, 1), moves: ['c3-d4', 'f6-e5', 'd4xf6', 'g7xe5'] },
        { ...report(1, 0), moves: ['c3-b4', 'h6-g5', 'b4-a5'] },
        { ...report(2, 0.5), moves: ['c3-d4'] },
      ];
      const text = gamesText(played, 'level=7');
      expect(openingsFromFile(text, 'draughts', russian)).to.deep.equal(played.map((g) => g.moves));
      expect(openingsFromFile(text, 'draughts', russian, 3)).to.deep.equal([
        ['c3-d4', 'f6-e5', 'd4xf6'],
        ['c3-b4', 'h6-g5', 'b4-a5'],
      ]);
      expect(openingsFromFile(text, 'draughts', russian, 0)).to.deep.equal([[]]);
    });

    it('refuses an illegal move in one sentence that names its line, and drops a line the game ends in', () => {
      expect(() => openingsFromFile('c3-d4 f6-e5\nc3-d4 c3-d4\n', 'draughts', russian)).to.throw(/^Opening 2 of the file: "c3-d4" is not a legal move there/);
      // Spock pair 44 of seed 1 ends the game in its 2 plies (see balancedOpeningFor).
      const over = openingFor('spock', {}, 4, 1, 44);
      expect(openingsFromFile(`${over.join(' ')}\nb2-a3\n`, 'spock', {})).to.deep.equal([['b2-a3']]);
      expect(() => openingsFromFile(`${over.join(' ')} b2-a3\n`, 'spock', {})).to.throw(/^Opening 1 of the file goes on after the game has ended, at "b2-a3"\.$/);
    });
  });

  it('playGame refuses a game with no match (a one-player game)', async () => {
    let error: unknown;
    await playGame({ game: 'robots', setup: {}, a: { level: 1 }, b: { level: 1 }, index: 0, opening: [], seed: 1 }).catch((e: unknown) => (error = e));
    expect((error as Error).message).to.match(/^A match is played in draughts, thud, kamisado, spock/);
  });

  it('cutoffs=off, keep=off and book=off take the tool out of the game the level searches, and nothing else', async () => {
    const game = await loadGame('draughts');
    expect(asPlayedBy({}, game).transpositionCutoffs).to.deep.equal({ minDepth: 5 });
    expect(asPlayedBy({ noCutoffs: true }, game).transpositionCutoffs).to.equal(undefined);
    expect(asPlayedBy({ noBook: true }, game).openingMove).to.equal(undefined);
    const fresh = asPlayedBy({ freshTable: true }, game);
    expect(game.levels?.[7].keepTable).to.equal(true);
    expect(fresh.levels?.[7]).to.deep.equal({ ...game.levels?.[7], keepTable: false });
    expect(Object.keys(fresh.levels ?? {})).to.deep.equal(['7']); // levels 1–6 are the default ladder's, which keeps no table
    const thud = asPlayedBy({ freshTable: true }, await loadGame('thud'));
    expect(thud.variantLevels?.['koom-valley-football'][3]).to.deep.equal({ ...THUD_FOOTBALL_LEVELS[3], keepTable: false });
    expect([fresh.openingMove, fresh.transpositionCutoffs, fresh.searchBoard]).to.deep.equal([game.openingMove, game.transpositionCutoffs, game.searchBoard]);
  });

  it('depth=N and nodes=N fix the search of every level, with no clock, and keep the rest of its budget', async () => {
    const game = await loadGame('draughts');
    const deep = asPlayedBy({ depth: 9 }, game);
    for (let level = 1; level <= 7; level++) {
      const own = game.levels?.[level] ?? LEVEL_BUDGETS[level];
      expect(deep.levels?.[level], `level ${level}`).to.deep.equal({ ...own, maxDepth: 9, maxNodes: Infinity, timeMs: 3_600_000 });
    }
    const counted = asPlayedBy({ nodes: 5000, freshTable: true }, game).levels?.[7];
    expect(counted).to.deep.equal({ ...game.levels?.[7], maxDepth: 64, maxNodes: 5000, timeMs: 3_600_000, keepTable: false });
    const thud = asPlayedBy({ depth: 2 }, await loadGame('thud'));
    expect(thud.variantLevels?.['koom-valley-football'][3]).to.deep.equal({ ...THUD_FOOTBALL_LEVELS[3], maxDepth: 2, maxNodes: Infinity, timeMs: 3_600_000 });
  });

  it('depth=N searches N plies whatever the level; nodes=N stops within N nodes', async () => {
    const request = { game: 'draughts', setup: { variant: 'russian' }, moves: ['c3-d4', 'f6-g5'], level: 1, seed: 1 };
    const deep = await newService(games, { depth: 4 }).search(1, request);
    expect(deep.ok && deep.result.depth).to.equal(4); // level 1 alone searches one ply
    const counted = await newService(games, { nodes: 3000 }).search(2, { ...request, level: 7 });
    expect(counted.ok && counted.result.nodes).to.be.within(1, 3000);
  });

  it('book=off: the same level searches its opening instead of playing from the book', async () => {
    const request = { game: 'draughts', setup: { variant: 'international' }, moves: [], level: 3, seed: 1 };
    const booked = await newService().search(1, request);
    const searched = await newService(games, { noBook: true }).search(1, request);
    expect(booked.ok && booked.result.nodes).to.equal(0);
    expect(searched.ok && searched.result.nodes).to.be.greaterThan(0);
  });
});
