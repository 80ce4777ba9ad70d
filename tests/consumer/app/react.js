// React 19 without JSX: <draughts-board> with attributes, properties and its game-move event.
// React 19 sets a prop as a property when the element has one (`prop in element`), otherwise as
// an attribute, and `on<event>` props on a custom element become listeners for `<event>`.
import 'octarine/draughts-board';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [moves, setMoves] = useState([]);
  const [orientation, setOrientation] = useState('white');
  const [level, setLevel] = useState(1);
  return h(
    'main',
    null,
    h('draughts-board', {
      variant: 'russian',
      side: 'white',
      level,
      orientation,
      // Not reflected to an attribute: only a property can carry it.
      animation: 0,
      'ongame-move': (e) => setMoves((list) => [...list, `${e.detail.side} ${e.detail.move}`]),
    }),
    h('p', null, 'Moves seen by React: ', h('output', { id: 'moves' }, moves.join(', '))),
    h('button', { id: 'flip', onClick: () => setOrientation((o) => (o === 'white' ? 'black' : 'white')) }, 'Flip'),
    h('button', { id: 'level', onClick: () => setLevel(5) }, 'Level 5'),
  );
}

createRoot(document.getElementById('root')).render(h(App));
