// The runnable snippets of the headless API page. Each is shown on the page with a "Run" button that
// runs it against the site's lib/engines.js; tests/node/docs.test.mjs runs the same code in Node against
// dist/engines.js and compares what it prints with `output` (exact lines) or `pattern` (one regular
// expression per line, where the exact text depends on move order and would only make the test brittle).

export const SNIPPETS = [
  {
    id: 'start',
    title: 'Start a game, list moves, play and take back',
    text: 'A game is a session: a line of moves with a cursor. Moves are plain strings in the game’s notation.',
    code: `import { createGame } from 'octarine/engines';

const game = createGame('draughts', { variant: 'russian' });
console.log(game.turn, game.legalMoves());
console.log(game.play('c3-d4'));   // the canonical text of the move
console.log(game.position);        // FEN
game.undo();
console.log(game.history, game.ply, game.redo());`,
    output: [
      'white ["a3-b4","c3-b4","c3-d4","e3-d4","e3-f4","g3-f4","g3-h4"]',
      'c3-d4',
      'B:W18,21,23-32:B1-12',
      '[] 0 c3-d4',
    ],
  },
  {
    id: 'errors',
    title: 'Bad input throws a GameError with a code',
    text: 'Nothing is changed by a refused move; <code>code</code> is for programs, <code>message</code> for people.',
    code: `import { createGame, isGameError } from 'octarine/engines';

const game = createGame('draughts', { variant: 'russian' });
for (const move of ['a1-b2', 'c3-e5', 'hello']) {
  try {
    game.play(move);
  } catch (e) {
    console.log(isGameError(e), e.code, '—', e.message);
  }
}
try {
  createGame('chess');
} catch (e) {
  console.log(e.code, '—', e.message);
}`,
    pattern: [/^true (bad-move|illegal-move) — .+/, /^true (bad-move|illegal-move) — .+/, /^true (bad-move|illegal-move) — .+/, /^unknown-game — Unknown game "chess"/],
  },
  {
    id: 'perft',
    title: 'Count positions (perft) to check a move generator',
    text: 'The numbers of rules/draughts.md: leaf positions at each depth from the start.',
    code: `import { createGame } from 'octarine/engines';

for (const variant of ['international', 'russian', 'brazilian']) {
  const game = createGame('draughts', { variant });
  const counts = [1, 2, 3, 4, 5].map((depth) => game.perft(depth));
  console.log(variant, counts.join(' '));
}`,
    output: ['international 9 81 658 4265 27117', 'russian 7 49 302 1469 7482', 'brazilian 7 49 302 1469 7473'],
  },
  {
    id: 'records',
    title: 'Export and import a game record (PDN)',
    text: '<code>exportGame()</code> writes the record; <code>createGame(name, { record })</code> reads one back.',
    code: `import { createGame } from 'octarine/engines';

const game = createGame('draughts');
for (const move of ['32-28', '19-23', '28x19', '14x23']) game.play(move);
const pdn = game.exportGame();
console.log(pdn.trim());

const again = createGame('draughts', { record: pdn });
console.log(again.history, again.position === game.position);`,
    output: ['[Result "*"]', '[GameType "20"]', '', '1. 32-28 19-23 2. 28x19 14x23 *', '["32-28","19-23","28x19","14x23"] true'],
  },
  {
    id: 'server',
    title: 'Check a move sent by a player (a server, a puzzle page)',
    text: 'Rebuild the game from its record, try the move, answer with the new position or the reason it was refused.',
    code: `import { createGame } from 'octarine/engines';

function check(record, move) {
  const game = createGame('draughts', { record });
  try {
    return { ok: true, move: game.play(move), position: game.position, result: game.result };
  } catch (e) {
    return { ok: false, code: e.code };
  }
}

const record = '[GameType "25"]\\n[FEN "W:WKa1:Bc3,f4,f2,b4"]\\n[SetUp "1"]\\n*';
console.log(check(record, 'a1:e1'));   // the Turkish strike: b4 survives
console.log(check(record, 'a1-b2'));   // capturing is compulsory`,
    output: [
      '{"ok":true,"move":"a1:e1","position":"B:WK31:B17","result":null}',
      '{"ok":false,"code":"illegal-move"}',
    ],
  },
  {
    id: 'every-game',
    title: 'Every game, one interface: random games to the end',
    text: 'The same calls for all six games. A seeded generator makes each run the same.',
    code: `import { createGame, gameNames } from 'octarine/engines';

let seed = 2024;
const random = (n) => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) % n);

for (const name of gameNames()) {
  // The Arsac games take a seed: the same seed, the same hall or road.
  const game = createGame(name, name === 'robots' || name === 'formula' ? { seed: 1 } : {});
  while (!game.result) {
    const moves = game.legalMoves();
    game.play(moves[random(moves.length)]);
  }
  const { winner, reason } = game.result;
  console.log(\`\${name}: \${game.ply} moves, winner \${winner ?? 'none'} (\${reason})\`);
}`,
    pattern: ['draughts', 'thud', 'kamisado', 'spock', 'robots', 'formula'].map((n) => new RegExp(`^${n}: \\d+ moves, winner \\S+ \\([\\w-]+\\)$`)),
  },
  {
    id: 'thud',
    title: 'Thud: the Rock moves of Koom Valley',
    text: 'Set-up options are the element’s attributes in camelCase: <code>variant</code>, <code>trollCapture</code>, <code>match</code>…',
    code: `import { createGame } from 'octarine/engines';

const thud = createGame('thud', { variant: 'koom-valley' });
const moves = thud.legalMoves();
console.log(thud.turn, moves.length, moves.filter((m) => m.startsWith('R ')).sort());

const classic = createGame('thud', { trollCapture: 'one' });
console.log(classic.variant, classic.legalMoves().length);`,
    output: ['dwarfs 388 ["R h8-g7","R h8-g8","R h8-i7","R h8-i8"]', 'classic 656'],
  },
  {
    id: 'kamisado',
    title: 'Kamisado: the colour rule',
    text: 'After Black’s tower lands on an orange square, Gold must move its orange tower.',
    code: `import { createGame } from 'octarine/engines';

const game = createGame('kamisado', { variant: 'standard' });
console.log(game.legalMoves().length);
game.play('d1-d5');
console.log(game.position);
console.log(game.turn, game.legalMoves());`,
    output: [
      '102',
      'obupyrgn/8/8/3Y4/8/8/8/NGR1PUBO gold O 0-0 1 1',
      'gold ["a8-a7","a8-a6","a8-a5","a8-a4","a8-a3","a8-a2","a8-b7","a8-c6"]',
    ],
  },
  {
    id: 'spock',
    title: 'Spock: a duel of leaps',
    text: 'A position in the game’s notation, three leaps, and the game is over.',
    code: `import { createGame } from 'octarine/engines';

const game = createGame('spock', { position: '2k2/5/1p3/5/2K2 b 0 0' });
for (const move of ['c1~b3', 'c5~b3', 'c1~b3']) {
  game.play(move);
  console.log(move, game.position);
}
console.log(game.result);`,
    output: [
      'c1~b3 2k2/5/1K3/5/2K2 r 0 1',
      'c5~b3 2r2/5/1k3/5/2K2 b 0 2',
      'c1~b3 2r2/5/1K3/5/2R2 r 0 3',
      '{"winner":"blue","reason":"no-spock"}',
    ],
  },
  {
    id: 'robots',
    title: "Arsac's Robots: a seeded hall",
    text: 'The same seed and level build the same hall. <code>X</code> is you, <code>R</code> robots, <code>0</code> crevasses, <code>+</code> the exit.',
    code: `import { createGame } from 'octarine/engines';

const game = createGame('robots', { seed: 1, level: 4 });
const [rows, charges] = game.position.split(' ');
console.log(rows.split('/').join('\\n'));
console.log('charges', charges, 'first turns:', game.legalMoves().join(' '));`,
    output: [
      '....0.....0...0...',
      '...0...R.0R.RR....',
      '.....0...0.0..0...',
      '0......R.00..R....',
      '.00.R0......0.....',
      '+...R..R..0...0..X',
      '...0.R...0.0R.....',
      '.0.......0..R.0..0',
      '...R...0..0.......',
      '....0...0..R.R....',
      '......R.R..R.0.R.R',
      'charges 12 first turns: . N S SW W NW',
    ],
  },
  {
    id: 'formula',
    title: "Arsac's Formula 1: a truck on road 1",
    text: 'The save is <code>seed level mode speed0 d c v turn status</code>; steering right from row 8 meets a truck.',
    code: `import { createGame } from 'octarine/engines';

const race = createGame('formula', { seed: 1, level: 4 });
race.play('.');
race.play('.');
console.log(race.position);
race.play('R');
console.log(race.position, race.result);`,
    output: ['1 4 variable 4 8 7 4 2 run', '1 4 variable 4 9 8 4 2 crash {"winner":null,"reason":"crash"}'],
  },
];
