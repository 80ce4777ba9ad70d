import type { AnyGame } from '../core/game.js';
import { draughts } from '../games/draughts/index.js';
import { formula } from '../games/formula/index.js';
import { kamisado } from '../games/kamisado/index.js';
import { robots } from '../games/robots/index.js';
import { spock } from '../games/spock/index.js';
import { thud } from '../games/thud/index.js';

/** Every game of the kit by registry name (`createGame(name)`, the AI worker). */
export const games: Record<string, AnyGame> = {
  [draughts.name]: draughts,
  [thud.name]: thud,
  [kamisado.name]: kamisado,
  [spock.name]: spock,
  [robots.name]: robots,
  [formula.name]: formula,
};
