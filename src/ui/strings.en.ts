/** The kit's own words in English, whole (the checked table in strings.ts): a board's first drawing loads only `strings.en.board.ts`. */
import board from './strings.en.board.js';
import panels from './strings.en.panels.js';

export default { ...board, ...panels } as const;
