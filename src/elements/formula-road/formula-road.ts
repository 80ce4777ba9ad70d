import type { GridShape } from '../../core/board.js';
import { randomSeed } from '../../core/number-options.js';
import { formulaCellName, formulaGrid, formulaGridGame, formulaInfo, FORMULA_AI_LEVEL, FORMULA_OPTIONS, type FormulaMove, type FormulaState } from '../../games/formula/grid.js';
import type { ArrowChord } from '../../ui/arrow-chords.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS, levelSpec } from '../../ui/game-options.js';
import { Hint } from '../../ui/hint.js';
import type { DirectionPad } from '../../ui/input-controller.js';
import { dailySeedSpec } from '../../ui/daily.js';
import { BAD, choice, defineOptions, flag, shown, unset, wholeIn, type OptionContext, type OptionSpec } from '../../ui/options.js';
import type { ElementRecipe } from '../../ui/recipe.js';
import { addLateStyles } from '../../ui/late-styles.js';
import { drawWith, Lazy } from '../../ui/lazy.js';
import { soloMovesStyles } from '../../ui/solo-moves.styles.js';
import { gridGameStyles } from '../../ui/styles.js';
import { formulaRoadStyles } from './formula-road.styles.js';
import { drawFormulaPiece } from './pieces.js';
import en from './strings.en.js';
import type { FormulaKey } from './strings.js';

/** The road's play panel (play-panel.ts, with the kit's solo-panel.ts): drawn in the status line, so loaded with it. */
const panelParts = new Lazy(() => import('./play-panel.js'));
/** The numeric keypad in the same layout, and Space / . to keep going. */
const KEY_COMMANDS: Readonly<Record<string, FormulaMove>> = {
  Numpad7: 'AL', Numpad8: 'A', Numpad9: 'AR', Numpad4: 'L', Numpad5: '.', Numpad6: 'R', Numpad1: 'DL', Numpad2: 'D', Numpad3: 'DR',
  Space: '.', Period: '.', NumpadDecimal: '.',
};

/** A whole-number set-up option of the road within bounds (rules/arsac.md §B). */
function roadNumber(attribute: string, bounds: (ctx: OptionContext) => [number, number], what: string): OptionSpec<number | undefined> {
  return {
    attribute,
    type: 'number',
    default: undefined,
    parse: (raw, ctx) => (unset(raw) ? undefined : (wholeIn(raw, ...bounds(ctx)) ?? BAD)),
    code: 'bad-option',
    message: (raw, ctx) => `${attribute} must be ${what} from ${bounds(ctx).join(' to ')}; got ${shown(raw)}.`,
    setup: attribute,
  };
}

const FORMULA_OPTIONS_TABLE = {
  // The element's attribute for the variant is `mode`: a variant chosen from the toolbar writes no `variant` attribute.
  variant: { ...GAME_OPTIONS.variant, reflect: false },
  level: levelSpec(4, 'level'),
  // `daily`: the road of the UTC day, the same for every reader (FormulaRoad.now is the clock).
  seed: dailySeedSpec('seed', () => FormulaRoad.now()),
  // Arsac's name for the variant; a refused value is shown again as the good one, like every reflected option.
  raceMode: { ...choice('mode', ['variable', 'fixed'], 'variable'), alias: 'variant' },
  rows: roadNumber('rows', () => [FORMULA_OPTIONS.minRows, FORMULA_OPTIONS.maxRows], 'a whole number'),
  // The top speed is rows − 1.
  speed: roadNumber('speed', (ctx) => [1, ((ctx.value('rows') as number | undefined) ?? FORMULA_OPTIONS.defaultRows) - 1], 'a whole number'),
  length: roadNumber('length', () => [0, FORMULA_OPTIONS.maxLength], 'a whole number (0: endless)'),
  showSpeed: flag('show-speed'),
};

/**
 * Arsac's Formula 1 (rules/arsac.md part B): drive a car up a winding four-lane road with trucks
 * on it, seeing only the next rows, as far as you can. Each turn you may accelerate or brake by
 * one and steer one lane left or right; the car then moves as many rows as its speed. The speed
 * is hidden, as in Arsac's game, unless `show-speed` is set.
 *
 * Keyboard first: ↑ accelerates, ↓ brakes, ← and → steer, two arrows together combine (↑+← =
 * accelerate and steer left), Space keeps going; the numeric keypad in the same layout; H asks for
 * a hint. Touch: the pedal pad under the road. Mouse: click a square the car can reach.
 * One player: the toolbar keeps take back, redo, the move history, the level, who drives and the
 * mode; "New road" and "Drive this road again" in the panel start races.
 *
 * @tag formula-road
 * @summary Arsac's Formula 1: a seeded single-player drive on a winding road with trucks; hint and autopilot by expectimax on the visible rows.
 *
 * @attr level - The road, 1–7 (bends and trucks; default 4). Changing it starts a new road.
 * @attr seed - The road's seed (0 to 2^32−1), or `daily`: the day's road, the same for every reader on the same UTC day (the panel says "Daily road, 1 December 2026"); without one the element draws a seed and shows it.
 * @attr mode - `variable` (default: accelerate and brake) or `fixed` (Arsac's option: the speed is held; steer only). Same as `variant`.
 * @attr speed - Starting speed (default 4, Arsac's); in fixed mode, the speed of the whole race.
 * @attr rows - Rows of road in view (default 13, Arsac's); the top speed is rows − 1.
 * @attr length - Race length in rows (0, the default: an endless road, the score is the distance).
 * @attr show-speed - Show the speed (Arsac kept it hidden).
 * @attr side - `player` (default: you drive) or `none` (the autopilot drives).
 * @attr position - A save in the notation of rules/arsac.md §B5 (`seed level mode speed0 d c v turn status`).
 * @attr moves - Commands replayed from the start, e.g. `. A L`.
 *
 * @prop {number} roadSeed - The seed of the road in play (the `seed` attribute, or the one drawn).
 * @prop {string} raceMode - `variable` or `fixed` (the `mode` attribute; the same as `variant`).
 * @prop {number | undefined} speed - Starting speed.
 * @prop {number | undefined} rows - Rows of road in view.
 * @prop {number | undefined} length - Race length in rows (0: endless).
 * @prop {boolean} showSpeed - Show the speed.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A turn was driven: `{move, ply, side, position}`, the move one of `. A D L R AL AR DL DR`.
 * @fires {CustomEvent<GameOverDetail>} game-over - The race ended: `{result: {winner, reason}}` (`finished`, `crash`, `stall`).
 * @fires {CustomEvent<GameHintDetail>} game-hint - A hint arrived: `{move}`, one of `. A D L R AL AR DL DR`.
 *
 * @cssprop --formula-car - The car's colour.
 * @cssprop --formula-truck - The trucks' colour.
 */
export class FormulaRoad extends GameElement<FormulaState, FormulaMove, FormulaKey> {
  static override styles = [gridGameStyles, soloMovesStyles, formulaRoadStyles];
  static override recipe: ElementRecipe = {
    game: formulaGridGame,
    records: () => import('../../games/formula/record.js').then((m) => m.formulaRecords),
    motion: () => import('../../games/formula/motion.js').then((m) => m.formulaMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: { ...GAME_OPTIONS, ...FORMULA_OPTIONS_TABLE },
    drawPiece: drawFormulaPiece,
    coordinates: () => 'none',
    algorithm: 'expectimax',
    computerLevel: FORMULA_AI_LEVEL,
    // One player: the panel has its own "New road" and "Drive this road again"; no board to flip, no opponent to hurry.
    toolbar: { newGame: false, flip: false, computer: false, twoPeople: false },
  };

  /** @internal The clock of `seed="daily"`; tests set a fixed date here. */
  static now = (): Date => new Date();

  declare raceMode: string;
  declare speed: number | undefined;
  declare rows: number | undefined;
  declare length: number | undefined;
  declare showSpeed: boolean;

  private readonly hints = new Hint(this, this.computer, this.feedback, {
    describe: (move) => this.words.t('hintIs', { move: this.commandName(move) }),
    over: () => this.result !== null,
  });
  private readonly pad: DirectionPad = {
    chord: (c) => this.onChord(c),
    keys: { ...Object.fromEntries(Object.entries(KEY_COMMANDS).map(([code, m]) => [code, () => this.command(m)])), KeyH: this.hints.onClick },
    cell: (cell) => this.toSquare(cell),
  };

  constructor() {
    super();
    this.gameCtl.onChange(() => this.hints.clear());
  }

  /** The seed of the road in play. */
  get roadSeed(): number {
    return this.session.startState.seed;
  }

  /** Starts a new road with a fresh seed. */
  newRoad(): void {
    this.gameCtl.redraw();
    if (this.seed !== undefined) this.seed = randomSeed();
    this.reset();
  }

  /** Asks the computer (through the AI worker, seeing only the visible rows) for a command; shows and returns it. */
  override hint(): Promise<string> {
    return this.hints.ask();
  }

  protected override gridOf(state: FormulaState): GridShape {
    return formulaGrid(state);
  }

  protected override cellName(cell: number): string {
    return formulaCellName(this.session.state, cell);
  }

  protected override directionPad(): DirectionPad {
    return this.pad;
  }

  protected override hintMove(): string | null {
    return this.hints.move;
  }

  /** The car's square shows how the race ended. */
  protected override squareMarks(cell: number): readonly string[] {
    const st = this.session.state;
    if (st.status !== 'crash' && st.status !== 'stall') return [];
    return formulaGridGame.pieces(st)[cell]?.kind === 'car' ? [st.status === 'crash' ? 'crashed' : 'stalled'] : [];
  }

  protected override moveAnnouncement(_side: string, move: string): string {
    const st = this.session.state;
    const lane = Math.max(1, Math.min(4, st.c - st.road.left(st.d) + 1));
    const parts = [this.words.t('sayTurn', { turn: st.turn, command: this.commandName(move), d: formulaInfo(st).score, lane })];
    if (this.showSpeed) parts.push(this.words.t('saySpeed', { v: st.v }));
    if (st.status === 'run') parts.push(this.describeAhead(st));
    return parts.join(' ');
  }

  protected override renderStatusExtra(): unknown {
    return drawWith(this, panelParts, (m) => {
      addLateStyles(this.renderRoot, m.soloPanelStyles);
      const s = this.session;
      return m.formulaPanel({
        w: this.words,
        info: formulaInfo(s.state),
        result: s.result,
        playing: this.inputEnabled(),
        readonly: this.readonly,
        computerBoth: this.mode === 'computer-both',
        showSpeed: this.showSpeed,
        legal: new Set(this.legalCommands()),
        hint: this.hints,
        now: FormulaRoad.now(),
        commandName: (c) => this.commandName(c),
        command: (c) => this.command(c),
        toggleSpeed: () => (this.showSpeed = !this.showSpeed),
        newRoad: () => this.newRoad(),
        replayRoad: () => this.reset(),
      });
    });
  }

  protected override loadOwnParts(): Promise<unknown> {
    return panelParts.load();
  }

  // ------------------------------------------------------------ input and words

  /** The commands legal now (at most nine: cheap to list per render). */
  private legalCommands(): readonly FormulaMove[] {
    return this.session.legalMoveValues();
  }

  private commandName(m: string): string {
    return this.words.tOr(`cmd.${m}`, m);
  }

  private command(m: FormulaMove): void {
    if (!this.inputEnabled()) return;
    try {
      this.play(m);
    } catch {
      // reported in the status and through game-error
    }
  }

  /** A click (or Enter) on a square the car can reach this turn plays the command that gets there. */
  private toSquare(cell: number): void {
    const st = this.session.state;
    const to = this.legalCommands().filter((m) => formulaGridGame.moveShape(st, m).path.at(-1) === cell);
    if (to.length === 1) this.command(to[0]);
  }

  private onChord(c: ArrowChord): void {
    const speed = c.up && !c.down ? 'A' : c.down && !c.up ? 'D' : '';
    const steer = c.left && !c.right ? 'L' : c.right && !c.left ? 'R' : '';
    this.command((speed + steer || '.') as FormulaMove);
  }

  /** The road ahead in words: clear rows in the car's lane, trucks near it, the next bend. */
  private describeAhead(st: FormulaState): string {
    const w = this.words;
    const trucks: string[] = [];
    let clear = 0;
    let blocked = false;
    let bend = '';
    for (let d = st.d + 1; d < st.d + st.rows; d++) {
      const l = st.road.left(d);
      for (let c = l; c < l + 4; c++) if (st.road.obstacle(d, c) && Math.abs(c - st.c) <= 1) trucks.push(`+${d - st.d} ${c < st.c ? '◀' : c > st.c ? '▶' : '▲'}`);
      const onRoad = st.c >= l && st.c < l + 4;
      if (!blocked && onRoad && !st.road.obstacle(d, st.c)) clear++;
      else blocked = true;
      if (!bend && l !== st.road.left(d - 1)) bend = w.t('sayBend', { dir: l < st.road.left(d - 1) ? w.t('left') : w.t('right'), n: d - st.d });
    }
    const parts = [w.t('sayClear', { n: clear })];
    if (trucks.length) parts.push(w.t('sayAhead', { trucks: trucks.slice(0, 4).join(', ') }));
    if (bend) parts.push(bend);
    return parts.join(' ');
  }
}

defineOptions(FormulaRoad, FORMULA_OPTIONS_TABLE);
