/** The kit's English words a board's first drawing reads (its label, its squares' labels): in the static graph of every element. */
export default {
  board: 'Board',
  empty: 'empty',
  selected: 'selected',
  target: 'legal target',
  lastMove: 'last move',
  capturedHere: 'captured',
} as const;
