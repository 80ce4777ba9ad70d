// The published `octarine/engines` bundle (dist/engines.js, built by `vite build`) in plain Node:
// no DOM, no worker — the headless API of the README.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const { createGame, gameNames } = await import('../../dist/engines.js');

test('createGame knows draughts and rejects unknown games with a clear error', () => {
  assert.ok(gameNames().includes('draughts'));
  assert.throws(() => createGame('chess'), /Unknown game "chess"/);
});

test('a Russian game: legal moves, play, undo, result, FEN', () => {
  const game = createGame('draughts', { variant: 'russian', position: 'W:W21-32:B1-12' });
  const start = game.position;
  assert.equal(game.turn, 'white');
  assert.equal(game.legalMoves().length, 7);
  assert.ok(game.legalMoves().includes('c3-d4'));
  assert.equal(game.play('c3-d4'), 'c3-d4');
  assert.equal(game.turn, 'black');
  assert.deepEqual(game.history, ['c3-d4']);
  assert.equal(game.result, null);
  assert.throws(() => game.play('a1-b2'), /./);
  assert.deepEqual(game.history, ['c3-d4'], 'an illegal move changes nothing');
  game.undo();
  assert.equal(game.position, start);
  assert.equal(game.ply, 0);
  assert.equal(game.redo(), 'c3-d4');
});

test('international perft and a PDN round trip', () => {
  const game = createGame('draughts');
  assert.equal(game.perft(4), 4265);
  for (const m of ['32-28', '19-23', '28x19', '14x23']) game.play(m);
  const pdn = game.exportGame();
  assert.match(pdn, /\[GameType "20"\]/);
  const again = createGame('draughts', { record: pdn });
  assert.deepEqual(again.history, game.history);
  assert.equal(again.position, game.position);
});

test('every game reads options alike: the common ones everywhere, unknown ones refused in the same words', () => {
  const titles = { draughts: 'Draughts', thud: 'Thud', kamisado: 'Kamisado', spock: 'Spock', robots: 'Robots', formula: 'Formula 1' };
  assert.deepEqual(gameNames().sort(), Object.keys(titles).sort());
  for (const name of gameNames()) {
    const title = titles[name];
    const game = createGame(name);
    // variant and position mean the same in every game: the default variant, and the position it starts from.
    const named = createGame(name, { variant: game.variant, position: game.position });
    assert.equal(named.position, game.position, `${name}: the position option`);
    assert.throws(() => createGame(name, { colour: 'red' }), (e) => {
      assert.equal(e.code, 'bad-option');
      assert.match(e.message, new RegExp(`^${title} has no option "colour"; its options are variant, position(, \\w[\\w-]*)*\\.$`));
      return true;
    }, name);
    assert.throws(() => createGame(name, { variant: 'no-such' }), (e) => {
      assert.equal(e.code, 'unknown-variant');
      assert.equal(e.message, `${title} has no variant "no-such"; use ${game.game.variants.join(', ')}.`);
      return true;
    }, name);
    // An option given as undefined is absent, so a caller may pass its options object as it stands.
    assert.doesNotThrow(() => createGame(name, { colour: undefined }), name);
    assert.throws(() => game.reset({ colour: 'red' }), /has no option "colour"/, `${name}: reset checks alike`);
  }
  // seed and level set up a hall or a road in Arsac's games (rules/arsac.md §0): same seed, same game.
  for (const name of ['robots', 'formula']) {
    assert.equal(createGame(name, { seed: 7, level: 2 }).position, createGame(name, { seed: 7, level: 2 }).position, name);
  }
  // The two-player games have nothing random to seed: seed is refused like any option they do not have.
  for (const name of ['draughts', 'thud', 'kamisado', 'spock']) {
    assert.throws(() => createGame(name, { seed: 1 }), (e) => e.message.startsWith(`${titles[name]} has no option "seed"`), name);
  }
});
