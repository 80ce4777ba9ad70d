import type { GridGame, GridShape, MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome, SetupOptions } from '../../core/game.js';
import { checkFormulaPosition, formatFormulaPosition, formatView, parseCommand, parseFormulaFields } from './notation.js';
import { intOption, levelOption, randomSeed, seedOption } from '../../core/number-options.js';
import { checkSetupOptions } from '../../core/options.js';
import { COLUMNS, FORMULA_ROAD, onRoad, roadFor } from './road.js';
import type { FormulaCrash, FormulaMode, FormulaMove, FormulaState, FormulaStatus } from './rules.js';
import { carPath, commandError, formulaScore, hashFormula, legalCommands, playCommand } from './rules.js';

export type { FormulaCrash, FormulaMode, FormulaMove, FormulaState, FormulaStatus } from './rules.js';
export type { Road as FormulaRoad } from './road.js';
export { FORMULA_LEVELS, FORMULA_ROAD, GeneratedRoad, roadFor as formulaRoad } from './road.js';
export { FORMULA_COMMANDS, FIXED_COMMANDS, carPath as formulaCarPath, formulaScore } from './rules.js';
export { formatView as formulaView } from './notation.js';

const VARIANTS: readonly FormulaMode[] = ['variable', 'fixed'];

/** Tuning numbers of this module: the option ranges and defaults of §B (rows 13 and speed 4 are Arsac's). */
/** The AI level (budget) of the hint and autopilot: expectimax three turns deep on the visible rows (src/ai/levels.ts). */
export const FORMULA_AI_LEVEL = 5;

export const FORMULA_OPTIONS = { defaultRows: 13, minRows: 2, maxRows: 64, defaultSpeed: 4, maxLength: 1e9 } as const;

/** §B4: blocks of B rows — the starting speed in fixed mode, 4 in variable mode. */
const blockLength = (mode: FormulaMode, speed0: number): number => (mode === 'fixed' ? speed0 : FORMULA_ROAD.variableBlock);

function modeOption(options: SetupOptions): FormulaMode | undefined {
  const v = options.variant;
  const m = options.mode;
  for (const x of [v, m]) {
    if (x !== undefined && x !== null && x !== 'variable' && x !== 'fixed') {
      throw new GameError(x === v ? 'unknown-variant' : 'bad-option', `Formula 1 modes are "variable" and "fixed", not ${JSON.stringify(x)}.`);
    }
  }
  if (v != null && m != null && v !== m) throw new GameError('bad-option', `The variant "${String(v)}" and the mode "${String(m)}" disagree.`);
  return (v ?? m ?? undefined) as FormulaMode | undefined;
}

function setupFormula(options: SetupOptions = {}): FormulaState {
  const rows = intOption(options, 'rows', FORMULA_OPTIONS.minRows, FORMULA_OPTIONS.maxRows, 'number of rows') ?? FORMULA_OPTIONS.defaultRows;
  const length = intOption(options, 'length', 0, FORMULA_OPTIONS.maxLength, 'race length') ?? 0;
  const mode = modeOption(options);
  const seed = seedOption(options);
  const level = levelOption(options);
  const speed = intOption(options, 'speed', 1, rows - 1, 'starting speed (1 to rows − 1)') ?? Math.min(FORMULA_OPTIONS.defaultSpeed, rows - 1);
  if (options.position !== undefined && options.position !== null) {
    // §B5: the save names seed, level, mode and speed0 itself; the road is rebuilt from them.
    const p = parseFormulaFields(options.position);
    const road = roadFor(p.seed, p.level, blockLength(p.mode, p.speed0));
    checkFormulaPosition(p, road, rows, length);
    const crash: FormulaCrash | null = p.status !== 'crash' ? null : p.c >= 0 && p.c < COLUMNS && onRoad(road, p.d, p.c) ? 'truck' : 'road';
    return { ...p, road, crash, rows, length };
  }
  const m = mode ?? 'variable';
  const s = seed ?? randomSeed();
  return {
    road: roadFor(s, level, blockLength(m, speed)),
    seed: s,
    level,
    mode: m,
    speed0: speed,
    d: 0,
    c: FORMULA_ROAD.startColumn,
    v: speed,
    turn: 0,
    status: 'run',
    crash: null,
    rows,
    length,
  };
}

function outcomeOf(state: FormulaState): Outcome | null {
  switch (state.status) {
    case 'run':
      return null;
    case 'done':
      return { winner: 'player', reason: 'finished' };
    default:
      return { winner: null, reason: state.status };
  }
}

function parseMoveFormula(state: FormulaState, text: string): FormulaMove {
  const move = parseCommand(text);
  const why = commandError(state, move);
  if (why) throw new GameError('illegal-move', `"${text}" is not allowed: ${why}.`);
  return move;
}

/** The game-specific set-up of a state (§B, §C9), as `Game.options` gives it. */
export function formulaOptions(state: FormulaState): Record<string, unknown> {
  return { seed: state.seed, level: state.level, mode: state.mode, speed: state.speed0, rows: state.rows, length: state.length };
}


/** State fields for a status line and the element (rules/arsac.md §B). */
export interface FormulaInfo {
  /** The speed (Arsac hides it until asked; asking costs nothing, §B1). */
  readonly speed: number;
  readonly distance: number;
  readonly column: number;
  readonly turn: number;
  readonly score: number;
  readonly status: FormulaStatus;
  readonly reason: 'finished' | 'crash' | 'stall' | null;
  /** 'road' = left the road, 'truck' = hit a truck. */
  readonly crash: FormulaCrash | null;
  readonly seed: number;
  readonly level: number;
  readonly mode: FormulaMode;
  readonly speed0: number;
  readonly rows: number;
  readonly length: number;
  readonly topSpeed: number;
  /** The visible rows as text, top (farthest) first, as in §B6.1. */
  readonly view: readonly string[];
}

export function formulaInfo(state: FormulaState): FormulaInfo {
  return {
    speed: state.v,
    distance: state.d,
    column: state.c,
    turn: state.turn,
    score: formulaScore(state),
    status: state.status,
    reason: (outcomeOf(state)?.reason ?? null) as FormulaInfo['reason'],
    crash: state.crash,
    seed: state.seed,
    level: state.level,
    mode: state.mode,
    speed0: state.speed0,
    rows: state.rows,
    length: state.length,
    topSpeed: state.rows - 1,
    view: formatView(state),
  };
}

/** Window cell of (d, c): row rows−1 is the car's distance, row 0 the farthest visible row. */
function cellOf(state: FormulaState, d: number, c: number): number {
  const row = state.rows - 1 - (d - state.d);
  return row < 0 || row >= state.rows || c < 0 || c >= COLUMNS ? -1 : row * COLUMNS + c;
}

/** The board of a given state: its own row count, road squares playable, off-road dark. */
export function formulaGrid(state: FormulaState): GridShape {
  const playable: boolean[] = [];
  for (let row = 0; row < state.rows; row++) {
    const d = state.d + state.rows - 1 - row;
    for (let c = 0; c < COLUMNS; c++) playable.push(onRoad(state.road, d, c));
  }
  return {
    rows: state.rows,
    cols: COLUMNS,
    playable,
    dark: playable.map((p) => !p),
    files: Array.from({ length: COLUMNS }, (_, c) => String(c)),
    ranks: Array.from({ length: state.rows }, (_, r) => `+${state.rows - 1 - r}`),
  };
}

/** Absolute name `(d,c)` of a window cell of this state. */
export function formulaCellName(state: FormulaState, cell: number): string {
  const row = Math.floor(cell / COLUMNS);
  return `(${state.d + state.rows - 1 - row},${cell % COLUMNS})`;
}

const STATIC_GRID: GridShape = {
  rows: FORMULA_OPTIONS.defaultRows,
  cols: COLUMNS,
  playable: new Array<boolean>(FORMULA_OPTIONS.defaultRows * COLUMNS).fill(true),
  dark: new Array<boolean>(FORMULA_OPTIONS.defaultRows * COLUMNS).fill(false),
};

const CAR: PieceView = { side: 'player', kind: 'car' };
const TRUCK: PieceView = { side: 'road', kind: 'truck' };

/**
 * Arsac's Formula 1 (rules/arsac.md part B) as a page plays and draws it, without its records (record.ts's
 * `formulaRecords`, which <formula-road> loads a turn after its road) and the search (index.ts adds both),
 * a single-player game: sides = ['player'].
 * The outcome's winner is 'player' when a race with a length is finished; a null winner
 * means the player lost (crash or stall). `grid(variant)` can only give the default 13-row
 * window with every cell playable: the road moves, so draw with `formulaGrid(state)` (the
 * element does, through `GameElement.gridOf`).
 */
export const formulaGridGame: GridGame<FormulaState, FormulaMove> = {
  name: 'formula',
  title: 'Formula 1',
  variants: VARIANTS,
  optionNames: ['mode', 'seed', 'level', 'speed', 'rows', 'length'],
  defaultVariant: 'variable',
  sides: ['player'],
  setup(options = {}) {
    checkSetupOptions(formulaGridGame, options);
    return setupFormula(options);
  },
  variant: (state) => state.mode,
  turn: () => 'player',
  moves: legalCommands,
  play: playCommand,
  outcome: outcomeOf,
  formatMove: (_state, move) => move,
  parseMove: parseMoveFormula,
  formatPosition: formatFormulaPosition,
  hash: hashFormula,
  options: formulaOptions,
  grid: () => STATIC_GRID,
  pieces(state) {
    const out: (PieceView | null)[] = new Array<PieceView | null>(state.rows * COLUMNS).fill(null);
    for (let d = state.d; d < state.d + state.rows; d++) {
      const l = state.road.left(d);
      for (let c = l; c < l + 4; c++) if (state.road.obstacle(d, c)) out[cellOf(state, d, c)] = TRUCK;
    }
    const car = cellOf(state, state.d, state.c);
    if (car >= 0) out[car] = CAR;
    return out;
  },
  moveShape(state, move): MoveShape {
    const path = carPath(state, move)
      .map((p) => cellOf(state, p.d, p.c))
      .filter((x) => x >= 0);
    const from = cellOf(state, state.d, state.c);
    return { from, path: path.length ? path : [from], captured: [] };
  },
  cellName: (_variant, cell) => `${cell % COLUMNS}+${FORMULA_OPTIONS.defaultRows - 1 - Math.floor(cell / COLUMNS)}`,
};
