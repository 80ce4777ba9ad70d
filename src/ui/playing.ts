/**
 * What a board that plays loads a turn after it is drawn (see `loadPlayingParts` in game-element.ts),
 * in one download: the panels (toolbar, move list, game-over banner), the animator, what turns events
 * into moves (input-events.ts) and the computer player. A diagram loads it when a reader's pointer or focus arrives (it animates its steps); the
 * marks layer stays a module of its own, for diagrams with arrows.
 */
export { Panels } from './panels.js';
export { MotionController } from './motion-controller.js';
export { InputEvents } from './input-events.js';
export { ComputerController } from './computer-controller.js';
