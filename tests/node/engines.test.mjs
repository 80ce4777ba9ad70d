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
