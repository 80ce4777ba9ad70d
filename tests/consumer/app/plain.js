// Plain Vite: import two elements, listen to the board's game-move event.
import 'octarine/draughts-board';
import 'octarine/thud-board';

const moves = [];
document.querySelector('draughts-board').addEventListener('game-move', (e) => {
  moves.push(`${e.detail.side} ${e.detail.move}`);
  document.querySelector('#moves').textContent = moves.join(', ');
});
