import { GameError } from '../../core/errors.js';
import { randomSeed } from '../../core/number-options.js';
import {
  formatRobotsTurn,
  robotsAdjacent,
  robotsGridStart,
  robotsCampaignNext,
  robotsDirectionTo,
  robotsInfo,
  robotsNeighbour,
  robotsStepTarget,
  ROBOTS_AI_LEVEL,
  ROBOTS_DIRECTIONS,
  ROBOTS_DX,
  ROBOTS_DY,
  ROBOTS_LEVELS,
  type RobotsMove,
  type RobotsState,
} from '../../games/robots/grid-start.js';
import type { ArrowChord } from '../../ui/arrow-chords.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS, levelSpec } from '../../ui/game-options.js';
import { Hint } from '../../ui/hint.js';
import type { DirectionPad } from '../../ui/input-controller.js';
import { dailySeedSpec } from '../../ui/daily.js';
import { choice, defineOptions, flag } from '../../ui/options.js';
import type { ElementRecipe } from '../../ui/recipe.js';
import { addLateStyles } from '../../ui/late-styles.js';
import { drawWith, Lazy } from '../../ui/lazy.js';
import { soloMovesStyles } from '../../ui/solo-moves.styles.js';
import { gridGameStyles } from '../../ui/styles.js';
import { drawRobotsPiece } from './pieces.js';
import { robotsHallStyles } from './robots-hall.styles.js';
import en from './strings.en.js';
import type { RobotsKey } from './strings.js';

/** Stay in place: the step of a turn that does not move (rules/arsac.md §A6 `.`). */
const STAY = -1;
/** QWE/ASD/ZXC and the numeric keypad, by `code` (so the layout of letters does not matter); S, 5 and . stay. */
const KEY_DIRS: Readonly<Record<string, number>> = {
  KeyQ: 7, KeyW: 0, KeyE: 1, KeyA: 6, KeyS: STAY, KeyD: 2, KeyZ: 5, KeyX: 4, KeyC: 3,
  Numpad7: 7, Numpad8: 0, Numpad9: 1, Numpad4: 6, Numpad5: STAY, Numpad6: 2, Numpad1: 5, Numpad2: 4, Numpad3: 3,
  Period: STAY, NumpadDecimal: STAY,
};
/** The whole game (turns listed, played, read): loaded with what plays it, after the hall's first drawing. */
const wholeGame = new Lazy(() => import('../../games/robots/grid.js'));
/** What a turn did, and the other words about turns (words.ts): loaded with the panel. */
const narration = new Lazy(() => import('./narrate.js'));
/** The hall's play panel (play-panel.ts, with the kit's solo-panel.ts): drawn in the status line, so loaded with it. */
const panelParts = new Lazy(() => import('./play-panel.js'));

/** Level, seed and safe moves make the hall (rules/arsac.md §A2, §A8): set-up options. */
const ROBOTS_OPTIONS = {
  level: levelSpec(4, 'level'),
  // `daily`: the hall of the UTC day, the same for every reader (RobotsHall.now is the clock).
  seed: dailySeedSpec('seed', () => RobotsHall.now()),
  campaign: flag('campaign'),
  safeMoves: { ...choice('safe-moves', ['on', 'off'], 'on'), setup: 'safeMoves' },
};

/**
 * Arsac's Robots (rules/arsac.md part A): escape the 11×18 hall from the right edge to the exit on
 * the left while robots close in; lure them into crevasses and into each other, or disintegrate the
 * ones next to you while charges last. Everything random comes from `seed`, so a hall and a whole
 * game replay from the seed and the list of turns.
 *
 * Play by clicking: a robot next to you marks it for disintegration (click again to unmark), a
 * square next to you steps there, your own square stays. By keyboard: arrows (two together, or one
 * after the other with Shift held, for diagonals), QWE/ASD/ZXC or the numeric keypad, S / 5 / . to
 * stay, F then a direction to mark a robot, Escape to clear the marks, H for a hint. Or type a turn
 * in Arsac's notation (`xW xN SW`) in the command box.
 *
 * A legend under the hall names its pieces; hints and announcements are in words ("zap the robot to
 * the north, then step south"). One player: the toolbar keeps take back, redo, the move history,
 * the level and who plays; "New hall" and "Replay this hall" in the panel start games.
 *
 * @tag robots-hall
 * @summary Arsac's Robots: a seeded single-player escape with crevasses, robots and a disintegrator; hints and autoplay by expectimax.
 *
 * @attr level - The hall, 1–7 (default 4: Arsac's 30 crevasses, 20 robots, 12 charges). Changing it starts a new hall.
 * @attr seed - The hall's seed (0 to 2^32−1), or `daily`: the day's hall, the same for every reader on the same UTC day (the panel says "Daily hall, 1 December 2026"); without one the element draws a seed and shows it. Changing it starts that hall.
 * @attr campaign - Present: after an escape a "Next hall" button (and `nextHall()`) opens level + 1 (at most 7) with seed + 1, the score carried on (rules/arsac.md §A8).
 * @attr safe-moves - `on` (default): turns that walk into a robot's reach are refused while a safe one exists; `off`: anything the rules allow.
 * @attr side - `player` (default: you play) or `none` (the computer plays, one turn at a time).
 * @attr position - A position in the notation of rules/arsac.md §A7 (the hall, charges, turn, score, T and generator state).
 * @attr moves - Turns replayed from the start, e.g. `W xN NW .` (x tokens belong to the step after them; move numbers such as `1.` may be included).
 *
 * @prop {number} hallSeed - The seed of the hall in play (the `seed` attribute, or the one drawn).
 * @prop {boolean} campaign - Play a campaign of halls.
 * @prop {'on' | 'off'} safeMoves - Refuse turns into a robot's reach while a safe one exists.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A turn was played: `{move, ply, side, position}` in the turn notation of rules/arsac.md §A6.
 * @fires {CustomEvent<GameOverDetail>} game-over - The hall ended: `{result: {winner, reason}}` (`escaped`, `caught`, `timeout`).
 * @fires {CustomEvent<GameHintDetail>} game-hint - A hint arrived: `{move}` in the turn notation.
 *
 * @cssprop --robots-robot - Robot body colour.
 * @cssprop --robots-robot-eye - Robot eye colour.
 * @cssprop --robots-player - The player's colour.
 * @cssprop --robots-exit - The exit's colour.
 */
export class RobotsHall extends GameElement<RobotsState, RobotsMove, RobotsKey> {
  static override styles = [gridGameStyles, soloMovesStyles, robotsHallStyles];
  static override recipe: ElementRecipe = {
    game: robotsGridStart,
    rules: () => wholeGame.load().then((m) => m.robotsGridGame),
    records: () => import('../../games/robots/record.js').then((m) => m.robotsRecords),
    motion: () => import('../../games/robots/motion.js').then((m) => m.robotsMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: { ...GAME_OPTIONS, ...ROBOTS_OPTIONS },
    drawPiece: drawRobotsPiece,
    coordinates: () => 'none',
    // Hints and autoplay use expectimax over the robots' steps and the corner spawns (§A4).
    algorithm: 'expectimax',
    computerLevel: ROBOTS_AI_LEVEL,
    // One player: the panel has its own "New hall" and "Replay this hall"; no board to flip, no opponent to hurry.
    toolbar: { newGame: false, flip: false, computer: false, twoPeople: false },
  };

  /** @internal The clock of `seed="daily"`; tests set a fixed date here. */
  static now = (): Date => new Date();

  declare campaign: boolean;
  declare safeMoves: 'on' | 'off';

  /** Directions (bit set) of robots marked for disintegration in the turn being entered. */
  private zap = 0;
  /** F was pressed: the next direction marks a robot instead of stepping. */
  private armed = false;
  private note = '';
  /** Halls escaped before this one in the campaign. */
  private halls = 0;
  private readonly hints = new Hint(this, this.computer, this.feedback, {
    describe: (move) => this.words.t('hintIs', { move: this.turnWords(move) }),
    over: () => this.result !== null,
  });
  private cellMarks: { key: string; cells: Map<number, string[]> } = { key: '', cells: new Map() };
  private readonly pad: DirectionPad = {
    chord: (c) => this.onChord(c),
    keys: {
      ...Object.fromEntries(Object.entries(KEY_DIRS).map(([code, d]) => [code, () => this.direction(d)])),
      KeyF: () => this.toggleArm(),
      KeyH: this.hints.onClick,
    },
    escape: () => {
      const had = this.zap !== 0 || this.armed;
      this.zap = 0;
      this.armed = false;
      this.requestUpdate();
      return had;
    },
    cell: (cell) => this.cellAction(cell),
  };

  constructor() {
    super();
    this.gameCtl.onChange((c) => {
      this.zap = 0;
      this.armed = false;
      this.note = '';
      this.hints.clear();
      // A hall chosen by hand (a seed, a level, a position, a record) starts a campaign over.
      if (c.kind === 'restart' && (c.cause === 'setup' || c.cause === 'import')) this.halls = 0;
    });
  }

  /** The seed of the hall in play. */
  get hallSeed(): number {
    return this.session.startState.seed ?? 0;
  }

  /** Starts a new hall with a fresh seed (at the same level); a campaign starts over. */
  newHall(): void {
    this.gameCtl.redraw();
    if (this.seed !== undefined) this.seed = randomSeed();
    this.halls = 0;
    this.reset();
  }

  /** Starts this hall again from its first turn. */
  replayHall(): void {
    this.gameCtl.replay();
  }

  /** Campaign (rules/arsac.md §A8): after an escape, the next hall — level + 1 (at most 7), seed + 1 — with the score carried on. */
  async nextHall(): Promise<void> {
    if (!this.campaign) throw this.fail(new GameError('bad-option', this.words.t('notCampaign')), 'bad-option');
    let next: RobotsState;
    try {
      next = robotsCampaignNext(this.session.state);
    } catch {
      throw this.fail(new GameError('bad-option', this.words.t('notEscaped')), 'bad-option');
    }
    this.seed = next.seed ?? undefined;
    this.level = next.level;
    const halls = this.halls + 1;
    this.gameCtl.restart({ position: robotsGridStart.formatPosition(next) });
    this.halls = halls;
  }

  /** Asks the computer (through the AI worker) for the turn it considers safest; shows and returns it. */
  override hint(): Promise<string> {
    return this.hints.ask();
  }

  protected override directionPad(): DirectionPad {
    return this.pad;
  }

  protected override hintMove(): string | null {
    return this.hints.move;
  }

  /** A turn in the notation as advice in words ("zap the robot to the north, then step south"). */
  private turnWords(move: string): string {
    try {
      const n = narration.loaded;
      return n ? n.turnInWords(this.words, this.game.parseMove(this.session.state, move)) : move;
    } catch {
      return move;
    }
  }

  /** What the turn did, in words (narrate.ts, loaded with the panel: a turn is played only once the element is ready). */
  protected override moveAnnouncement(): string {
    const s = this.session;
    const before = s.previousState;
    const m = s.lastMove;
    const n = narration.loaded;
    if (!before || !m || !n) return '';
    // The computer playing the hall (side="none") is not "you".
    return n.narrateTurn(this.words, before, m, s.state, this.mode === 'computer-both');
  }

  protected override squareMarks(cell: number): readonly string[] {
    return this.markedCells().get(cell) ?? NO_MARKS;
  }

  protected override renderStatusExtra(): unknown {
    return drawWith(this, panelParts, (m) => {
      addLateStyles(this.renderRoot, m.soloPanelStyles);
      const s = this.session;
      return m.robotsPanel({
        w: this.words,
        info: robotsInfo(s.state),
        result: s.result,
        playing: this.inputEnabled(),
        halls: this.halls,
        campaign: this.campaign,
        readonly: this.readonly,
        computerBoth: this.mode === 'computer-both',
        armed: this.armed,
        note: this.note,
        hint: this.hints,
        levels: ROBOTS_LEVELS,
        now: RobotsHall.now(),
        drawPiece: (p) => drawRobotsPiece(p),
        direction: (d) => this.direction(d),
        toggleArm: () => this.toggleArm(),
        nextHall: () => void this.nextHall().catch(() => {}),
        newHall: () => this.newHall(),
        replayHall: () => this.replayHall(),
        onCommand: this.onCommand,
      });
    });
  }

  protected override loadOwnParts(): Promise<unknown> {
    return Promise.all([panelParts.load(), narration.load()]);
  }

  // ------------------------------------------------------------ the turn being entered

  /** Marks of the squares, worked out once per position, marks and hint (not square by square). */
  private markedCells(): Map<number, string[]> {
    const s = this.session;
    const st = s.state;
    const enabled = this.inputEnabled();
    // The steps are known once the rules are here (the hall's first drawing may come before them).
    const moves = this.knownMoves();
    const key = `${this.gameCtl.sessionId}:${s.ply}:${this.zap}:${this.hints.move}:${enabled}:${moves !== null}`;
    if (this.cellMarks.key === key) return this.cellMarks.cells;
    const cells = new Map<number, string[]>();
    const add = (cell: number, m: string): void => void (cells.get(cell) ?? cells.set(cell, []).get(cell)!).push(m);
    if (!s.result && !this.readonly) {
      const near = robotsAdjacent(st);
      for (let d = 0; d < 8; d++) {
        if (!(near & (1 << d))) continue;
        if (this.zap & (1 << d)) add(robotsNeighbour(st.player, d), 'zap');
        else if (enabled && st.charges > 0) add(robotsNeighbour(st.player, d), 'zappable');
      }
      if (enabled) for (const m of moves ?? []) if (m.zap === this.zap) add(robotsStepTarget(st, m), 'step');
      // A hint comes from the computer, which plays with the whole rules.
      const h = this.hints.move ? this.game.parseMove(st, this.hints.move) : null;
      if (h) {
        add(robotsStepTarget(st, h), 'hint');
        for (let d = 0; d < 8; d++) if (h.zap & (1 << d)) add(robotsNeighbour(st.player, d), 'hint');
      }
    }
    this.cellMarks = { key, cells };
    return cells;
  }

  /** Plays the turn being entered with a step (−1: stay); an illegal one is reported and the marks stay. */
  private direction(d: number): void {
    if (!this.inputEnabled()) return;
    if (this.armed && d >= 0) {
      this.armed = false;
      return this.toggleZap(d);
    }
    this.armed = false;
    try {
      this.play(formatRobotsTurn({ zap: this.zap, step: d }));
    } catch {
      // reported in the status and through game-error; the marks stay for another try
    }
  }

  private toggleZap(d: number): void {
    const st = this.session.state;
    const bit = 1 << d;
    this.requestUpdate();
    if (this.zap & bit) {
      this.zap &= ~bit;
      return;
    }
    if (!(robotsAdjacent(st) & bit)) return void this.fail(new GameError('illegal-move', this.words.t('noRobotThere', { at: this.robotsAt(d) })), 'illegal-move');
    let marked = 0;
    for (let k = this.zap; k; k &= k - 1) marked++;
    if (marked >= st.charges) return void this.fail(new GameError('illegal-move', this.words.t('noCharges')), 'illegal-move');
    this.zap |= bit;
    this.feedback.announce(`${this.words.t('mark.zap')}: ${this.robotsAt(d)}`);
  }

  /** A click on a square: the player's own stays, a robot next to the player is (un)marked, a square next to it steps. */
  private cellAction(cell: number): void {
    const st = this.session.state;
    if (cell === st.player) return this.direction(STAY);
    const d = robotsDirectionTo(st.player, cell);
    if (d < 0) {
      this.note = this.words.t('notNext');
      this.requestUpdate();
      return;
    }
    const robot = (robotsAdjacent(st) & (1 << d)) !== 0;
    if (robot && (!(this.zap & (1 << d)) || !this.markedCells().get(cell)?.includes('step'))) return this.toggleZap(d);
    this.direction(d);
  }

  /** "to the north": where a robot next to the player stands (its words load with the panel; a move waits for them). */
  private robotsAt(d: number): string {
    return narration.loaded?.robotsAt(this.words, [d]) ?? ROBOTS_DIRECTIONS[d];
  }

  private onChord(c: ArrowChord): void {
    const dx = (c.right ? 1 : 0) - (c.left ? 1 : 0);
    const dy = (c.down ? 1 : 0) - (c.up ? 1 : 0);
    const d = ROBOTS_DIRECTIONS.findIndex((_, k) => ROBOTS_DX[k] === dx && ROBOTS_DY[k] === dy);
    if (d >= 0) this.direction(d);
  }

  private toggleArm(): void {
    this.armed = !this.armed && this.session.state.charges > 0;
    this.requestUpdate();
  }

  private onCommand = (e: Event): void => {
    e.preventDefault();
    const input = (e.target as HTMLFormElement).elements.namedItem('command') as HTMLInputElement;
    try {
      this.play(input.value);
      input.value = '';
    } catch {
      // reported; the text stays so it can be corrected
    }
  };

}

const NO_MARKS: readonly string[] = [];

defineOptions(RobotsHall, ROBOTS_OPTIONS);
