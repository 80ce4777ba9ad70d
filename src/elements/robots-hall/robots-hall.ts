import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { SearchRequest } from '../../ai/types.js';
import {
  formatRobotsTurn,
  robots,
  robotsInfo,
  ROBOTS_AI_LEVEL,
  ROBOTS_CORNERS,
  ROBOTS_DIRECTIONS,
  ROBOTS_LEVELS,
  ROBOTS_WIDTH,
  type RobotsMove,
  type RobotsState,
} from '../../games/robots/index.js';
import { GridGameElement, type BoardOverlayView } from '../../ui/game-element.js';
import type { CoordinateStyle } from '../../ui/grid.js';
import type { StringTable } from '../../ui/i18n.js';
import { soloPanelStyles } from '../../ui/solo-panel.styles.js';
import { gridGameStyles } from '../../ui/styles.js';
import { ArrowChords, isGameKey, type ArrowChord } from '../../ui/arrow-chords.js';
import { robotsHallStyles } from './robots-hall.styles.js';

/** Tuning numbers of the element. */
export const ROBOTS_UI = {
  /** Arsac's hall (rules/arsac.md §A2). */
  defaultLevel: 4,
  /** Robots' step after the player's (ms; 0 under prefers-reduced-motion or animation="0"). */
  robotsMs: 320,
} as const;

/** Direction index (§A1 order N NE E SE S SW W NW) of a step (dx, dy), −1 for none. */
const DIR_OF: Readonly<Record<string, number>> = { '0,-1': 0, '1,-1': 1, '1,0': 2, '1,1': 3, '0,1': 4, '-1,1': 5, '-1,0': 6, '-1,-1': 7 };
const DX = [0, 1, 1, 1, 0, -1, -1, -1];
const DY = [-1, -1, 0, 1, 1, 1, 0, -1];
const STAY = -1;

/** QWE/ASD/ZXC and the numeric keypad (by `code`, so the layout of letters does not matter). */
const KEY_DIRS: Readonly<Record<string, number>> = {
  KeyQ: 7, KeyW: 0, KeyE: 1, KeyA: 6, KeyS: STAY, KeyD: 2, KeyZ: 5, KeyX: 4, KeyC: 3,
  Numpad7: 7, Numpad8: 0, Numpad9: 1, Numpad4: 6, Numpad5: STAY, Numpad6: 2, Numpad1: 5, Numpad2: 4, Numpad3: 3,
  Period: STAY, NumpadDecimal: STAY,
};

const CORNER_NAMES = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The Robots vocabulary (rules/arsac.md part A). */
const STRINGS: StringTable = {
  en: {
    'side.player': 'You',
    'variant.standard': 'Robots',
    'mode.play.player': 'You play',
    modeBoth: 'You play (no computer)',
    modeNone: 'The computer plays',
    statusVsComputer: 'solo',
    statusTwoPlayers: 'solo',
    statusComputerBoth: 'the computer plays',
    toMove: 'Your turn',
    moveNumber: 'Turn {n}',
    wins: 'You escaped',
    draw: 'You lost',
    'reason.escaped': 'out through the exit',
    'reason.caught': 'a robot caught you',
    'reason.timeout': '500 turns are up',
    'piece.player.player': 'you',
    'piece.robots.robot': 'robot',
    'piece.hall.crevasse': 'crevasse',
    'piece.hall.exit': 'exit',
    'mark.step': 'you can step here',
    'mark.zap': 'marked for disintegration',
    'mark.zappable': 'can be disintegrated',
    'mark.hint': 'hint',
    announceMove: '{move}',
    charges: 'Charges',
    robotsCount: 'Robots',
    score: 'Score',
    seed: 'Hall',
    hint: 'Hint',
    hintIs: 'Hint: {move}',
    hintThinking: 'Thinking of a hint…',
    stay: 'Stay',
    zapKey: 'Zap',
    newHall: 'New hall',
    replayHall: 'Replay this hall',
    nextHall: 'Next hall (level {level})',
    campaignTotal: 'Campaign',
    campaignHalls: '{n} hall(s) escaped',
    campaignOver: 'The campaign ends with {total} points over {n} hall(s).',
    notCampaign: 'Next hall is for a campaign: set the campaign attribute first.',
    notEscaped: 'The next hall of a campaign opens after an escape from this one.',
    command: 'Command',
    go: 'Play',
    commandPlaceholder: 'xW xN SW',
    keysHelp: 'Keys: arrows (two together, or with Shift, for diagonals), QWE/ASD/ZXC or the keypad; S or 5 to stay; F then a direction marks a robot to disintegrate; H for a hint.',
    notNext: 'Click a square next to you, or a robot next to you to mark it.',
    noRobotThere: 'There is no robot to the {dir} to disintegrate.',
    noCharges: 'No charges left to disintegrate another robot.',
    wonText: 'You escaped! Score {score}.',
    lostCaught: 'Caught by a robot. Score {score}.',
    lostTimeout: 'Time is up after 500 turns. Score {score}.',
    sayStep: 'Turn {turn}: you step {dir} to {cell}.',
    sayStay: 'Turn {turn}: you stay at {cell}.',
    sayZapped: 'You disintegrate {n} robot(s); {charges} charges left.',
    sayFell: '{n} robot(s) fell into crevasses.',
    sayMerged: '{n} robot(s) destroyed in collisions.',
    saySpawn: 'A robot appears at the {corner} corner.',
    sayNear: 'Robots next to you: {dirs}.',
    sayCount: '{robots} robots; {steps} steps to the exit.',
    'corner.top-left': 'top-left',
    'corner.top-right': 'top-right',
    'corner.bottom-left': 'bottom-left',
    'corner.bottom-right': 'bottom-right',
  },
  ru: {
    'side.player': 'Вы',
    'variant.standard': 'Роботы',
    'mode.play.player': 'Играете вы',
    modeBoth: 'Играете вы (без компьютера)',
    modeNone: 'Играет компьютер',
    statusVsComputer: 'один игрок',
    statusTwoPlayers: 'один игрок',
    statusComputerBoth: 'играет компьютер',
    toMove: 'Ваш ход',
    moveNumber: 'Ход {n}',
    wins: 'Вы спаслись',
    draw: 'Вы проиграли',
    'reason.escaped': 'через выход',
    'reason.caught': 'вас поймал робот',
    'reason.timeout': 'прошло 500 ходов',
    'piece.player.player': 'вы',
    'piece.robots.robot': 'робот',
    'piece.hall.crevasse': 'трещина',
    'piece.hall.exit': 'выход',
    'mark.step': 'сюда можно шагнуть',
    'mark.zap': 'будет уничтожен',
    'mark.zappable': 'можно уничтожить',
    'mark.hint': 'подсказка',
    announceMove: '{move}',
    charges: 'Заряды',
    robotsCount: 'Роботы',
    score: 'Очки',
    seed: 'Зал',
    hint: 'Подсказка',
    hintIs: 'Подсказка: {move}',
    hintThinking: 'Ищу подсказку…',
    stay: 'Стоять',
    zapKey: 'Выстрел',
    newHall: 'Новый зал',
    replayHall: 'Этот зал заново',
    nextHall: 'Следующий зал (уровень {level})',
    campaignTotal: 'Кампания',
    campaignHalls: 'пройдено залов: {n}',
    campaignOver: 'Кампания окончена: {total} очков за залов: {n}.',
    command: 'Команда',
    go: 'Ход',
    keysHelp: 'Клавиши: стрелки (две вместе или с Shift — по диагонали), QWE/ASD/ZXC или цифровой блок; S или 5 — стоять; F и направление — отметить робота; H — подсказка.',
    notNext: 'Щёлкните соседнюю клетку или соседнего робота.',
    noRobotThere: 'В направлении {dir} нет робота.',
    noCharges: 'Зарядов больше нет.',
    wonText: 'Вы спаслись! Очки: {score}.',
    lostCaught: 'Вас поймал робот. Очки: {score}.',
    lostTimeout: 'Время вышло: 500 ходов. Очки: {score}.',
    sayStep: 'Ход {turn}: шаг {dir} на {cell}.',
    sayStay: 'Ход {turn}: стоите на {cell}.',
    sayZapped: 'Уничтожено роботов: {n}; осталось зарядов: {charges}.',
    sayFell: 'Упало в трещины: {n}.',
    sayMerged: 'Разбилось при столкновении: {n}.',
    saySpawn: 'В углу ({corner}) появился робот.',
    sayNear: 'Рядом роботы: {dirs}.',
    sayCount: 'Роботов: {robots}; до выхода шагов: {steps}.',
    'corner.top-left': 'левый верхний',
    'corner.top-right': 'правый верхний',
    'corner.bottom-left': 'левый нижний',
    'corner.bottom-right': 'правый нижний',
  },
  fr: {
    'side.player': 'Vous',
    'variant.standard': 'Robots',
    toMove: 'À vous',
    moveNumber: 'Tour {n}',
    wins: 'Évadé',
    draw: 'Perdu',
    'reason.escaped': 'par la sortie',
    'reason.caught': 'un robot vous a attrapé',
    'reason.timeout': '500 tours écoulés',
    'piece.player.player': 'vous',
    'piece.robots.robot': 'robot',
    'piece.hall.crevasse': 'crevasse',
    'piece.hall.exit': 'sortie',
    charges: 'Charges',
    robotsCount: 'Robots',
    score: 'Score',
    seed: 'Salle',
    hint: 'Indice',
    stay: 'Rester',
    newHall: 'Nouvelle salle',
    replayHall: 'Rejouer cette salle',
    nextHall: 'Salle suivante (niveau {level})',
    campaignTotal: 'Campagne',
    campaignHalls: 'salles réussies : {n}',
    campaignOver: 'La campagne se termine avec {total} points en {n} salle(s).',
    command: 'Commande',
    go: 'Jouer',
  },
  pl: {
    'side.player': 'Ty',
    'variant.standard': 'Roboty',
    toMove: 'Twój ruch',
    moveNumber: 'Tura {n}',
    wins: 'Uciekłeś',
    draw: 'Przegrana',
    'reason.escaped': 'przez wyjście',
    'reason.caught': 'złapał cię robot',
    'reason.timeout': 'minęło 500 tur',
    'piece.player.player': 'ty',
    'piece.robots.robot': 'robot',
    'piece.hall.crevasse': 'szczelina',
    'piece.hall.exit': 'wyjście',
    charges: 'Ładunki',
    robotsCount: 'Roboty',
    score: 'Wynik',
    seed: 'Sala',
    hint: 'Podpowiedź',
    stay: 'Stój',
    newHall: 'Nowa sala',
    replayHall: 'Zagraj tę salę ponownie',
    nextHall: 'Następna sala (poziom {level})',
    campaignTotal: 'Kampania',
    campaignHalls: 'ukończone sale: {n}',
    campaignOver: 'Kampania kończy się wynikiem {total} pkt w salach: {n}.',
    command: 'Polecenie',
    go: 'Graj',
  },
};

/** What a turn did, for the animation and the narration. */
interface TurnFx {
  readonly before: RobotsState;
  readonly after: RobotsState;
  readonly move: RobotsMove;
  /** Robots that fell: [from, crevasse]. */
  readonly fell: readonly (readonly [number, number])[];
  /** Robots destroyed by merging: [from, target]. */
  readonly merged: readonly (readonly [number, number])[];
  /** Target cell → the cell its surviving robot came from. */
  readonly moved: ReadonlyMap<number, number>;
  readonly spawned: readonly number[];
  readonly zapped: number;
}

const randomSeed = (): number => Math.floor(Math.random() * 4294967296) >>> 0;

/**
 * Arsac's Robots (rules/arsac.md part A): escape the 11×18 hall from the right edge to the
 * exit on the left while robots close in; lure them into crevasses and into each other, or
 * disintegrate the ones next to you while charges last. Everything random comes from `seed`,
 * so a hall and a whole game replay from the seed and the list of turns.
 *
 * Play by clicking: a robot next to you marks it for disintegration (click again to unmark),
 * a square next to you steps there, your own square stays. By keyboard: arrows (two together,
 * or one after the other with Shift held, for diagonals), QWE/ASD/ZXC or the numeric keypad,
 * S / 5 / . to stay, F then a direction to mark a robot, Escape to clear the marks, H for a
 * hint. Or type a turn in Arsac's notation (`xW xN SW`) in the command box.
 *
 * @tag robots-hall
 * @summary Arsac's Robots: a seeded single-player escape with crevasses, robots and a disintegrator; hints and autoplay by expectimax.
 *
 * @attr level - The hall, 1–7 (default 4: Arsac's 30 crevasses, 20 robots, 12 charges). Changing it starts a new hall.
 * @attr seed - The hall's seed (0 to 2^32−1); without one the element draws a seed and shows it. Changing it starts that hall.
 * @attr campaign - Present: after an escape a "Next hall" button (and `nextHall()`) opens level + 1 (at most 7) with seed + 1, scores added up (rules/arsac.md §A8).
 * @attr safe-moves - `on` (default): turns that walk into a robot's reach are refused while a safe one exists; `off`: anything the rules allow.
 * @attr side - `player` (default: you play) or `none` (the computer plays, one turn at a time).
 * @attr position - A position in the notation of rules/arsac.md §A7 (the hall, charges, turn, score, T and generator state).
 * @attr moves - Turns replayed from the start, e.g. `W xN NW .` (x tokens belong to the step after them; move numbers such as `1.` may be included).
 *
 * @prop {number} hallSeed - The seed of the hall in play (the `seed` attribute, or the one drawn).
 *
 * @fires {CustomEvent<{move: string}>} game-hint - A hint arrived: `{move}` in the turn notation.
 *
 * @cssprop --robots-robot - Robot body colour.
 * @cssprop --robots-robot-eye - Robot eye colour.
 * @cssprop --robots-player - The player's colour.
 * @cssprop --robots-exit - The exit's colour.
 */
export class RobotsHall extends GridGameElement<RobotsState, RobotsMove> {
  static override styles = [gridGameStyles, soloPanelStyles, robotsHallStyles];

  protected readonly game = robots;

  /** Campaign (rules/arsac.md §A8): after an escape, "Next hall" opens level + 1 with seed + 1, scores added. */
  @property({ type: Boolean, reflect: true })
  campaign = false;

  /** `on` or `off` (rules/arsac.md §A8). */
  @property({ attribute: 'safe-moves', reflect: true })
  safeMoves: 'on' | 'off' = 'on';

  /** Directions (bit set) of robots marked for disintegration in the turn being entered. */
  @state() private zap = 0;
  /** F was pressed: the next direction marks a robot instead of stepping. */
  @state() private zapArmed = false;
  @state() private hintMove: RobotsMove | null = null;
  @state() private note = '';
  @state() private fx: TurnFx | null = null;
  /** Campaign: points and number of the halls escaped before this one. */
  @state() private campaignBank = { points: 0, halls: 0 };
  /** `nextHall()` is changing level and seed: the campaign goes on instead of starting over. */
  private advancing = false;

  private drawnSeed = randomSeed();
  private goodSeed: number | undefined;
  private goodSafe: 'on' | 'off' = 'on';
  private fxTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly chords = new ArrowChords((c) => this.onChord(c));

  constructor() {
    super();
    this.level = ROBOTS_UI.defaultLevel;
    this.addEventListener('click', this.onHostClick, { capture: true });
    this.addEventListener('pointerdown', this.onHostPointerDown, { capture: true });
    this.addEventListener('keydown', this.onHostKeyDown, { capture: true });
    this.addEventListener('keyup', this.onHostKeyUp, { capture: true });
    this.addEventListener('focusout', () => this.chords.reset());
  }

  /** The seed of the hall in play. */
  get hallSeed(): number {
    return this.session?.startState.seed ?? this.seed ?? this.drawnSeed;
  }

  /** Starts a new hall with a fresh seed (at the same level); a campaign starts over. */
  newHall(): void {
    this.drawnSeed = randomSeed();
    if (this.seed !== undefined) this.seed = this.drawnSeed;
    this.campaignBank = { points: 0, halls: 0 };
    this.reset();
  }

  /**
   * Campaign (rules/arsac.md §A8): after an escape, the next hall — level + 1 (at most 7),
   * seed + 1 — with the points of the halls escaped so far carried over.
   */
  async nextHall(): Promise<void> {
    const s = this.model();
    if (!this.campaign) throw this.fail(new GameError('bad-option', this.t('notCampaign')), 'bad-option');
    if (!s.result?.winner) throw this.fail(new GameError('bad-option', this.t('notEscaped')), 'bad-option');
    const bank = { points: this.campaignBank.points + robotsInfo(s.state).score, halls: this.campaignBank.halls + 1 };
    this.advancing = true;
    this.removeAttribute('position');
    this.removeAttribute('moves');
    this.seed = (this.hallSeed + 1) >>> 0;
    this.level = Math.min(ROBOTS_LEVELS.length, this.hallLevel() + 1);
    await this.updateComplete;
    this.advancing = false;
    this.campaignBank = bank;
  }

  /** Starts this hall again from its first turn. */
  replayHall(): void {
    this.reset();
  }

  /** Asks the computer (through the AI worker) for the turn it considers safest; shows and returns it. */
  async hint(): Promise<string> {
    const s = this.model();
    if (s.result) throw this.fail(new GameError('game-over', 'The game is over; there is nothing to hint.'), 'game-over');
    return this.askHint((move) => {
      this.hintMove = robots.parseMove(s.state, move);
      this.note = this.t('hintIs', { move });
      this.announce(this.note);
    });
  }

  /** Replaces the game with a record; the hall's seed, level and safe-moves come from the record. */
  override importGame(text: string): void {
    let options: Readonly<Record<string, unknown>> | undefined;
    try {
      options = robots.importRecord!(text).options;
    } catch {
      options = undefined; // the base import reports the error
    }
    const saved = { seed: this.seed, goodSeed: this.goodSeed, level: this.level, safe: this.safeMoves, goodSafe: this.goodSafe };
    if (options) {
      const seed = typeof options.seed === 'number' ? options.seed : options.seed !== undefined ? Number(options.seed) : undefined;
      if (seed !== undefined && Number.isInteger(seed)) this.seed = this.goodSeed = seed;
      if (options.level !== undefined) this.level = Number(options.level);
      if (options.safeMoves === 'on' || options.safeMoves === 'off') this.safeMoves = this.goodSafe = options.safeMoves;
    }
    try {
      super.importGame(text);
    } catch (e) {
      Object.assign(this, { seed: saved.seed, goodSeed: saved.goodSeed, level: saved.level, safeMoves: saved.safe, goodSafe: saved.goodSafe });
      throw e;
    }
  }

  // ------------------------------------------------------------ hooks

  protected override setupOptions(): Record<string, unknown> {
    return { seed: this.goodSeed ?? this.drawnSeed, level: this.hallLevel(), safeMoves: this.goodSafe };
  }

  /** Hints and autoplay use expectimax over the robots' steps and the corner spawns (rules/arsac.md §A4). */
  protected override searchAlgorithm(): string {
    return 'expectimax';
  }

  protected override searchRequest(): SearchRequest {
    return super.searchRequest(ROBOTS_AI_LEVEL);
  }

  /** Turns hold spaces (`xW W`): x tokens join the step that follows them (rules/arsac.md §A6); numbers and results are skipped. */
  protected override splitMoves(text: string): string[] {
    const turns: string[] = [];
    let zaps: string[] = [];
    for (const tok of text.split(/[\s,;]+/)) {
      if (!tok || /^(\d+\.+|\*|1-0|0-1)$/.test(tok)) continue;
      if (tok.startsWith('x')) {
        zaps.push(tok);
        continue;
      }
      turns.push([...zaps, tok].join(' '));
      zaps = [];
    }
    if (zaps.length) turns.push(zaps.join(' ')); // no step: the game reports it
    return turns;
  }

  protected override coordinateStyle(): CoordinateStyle {
    return 'none';
  }

  protected override localStrings(): StringTable {
    return STRINGS;
  }

  protected override drawPiece(piece: PieceView): SVGTemplateResult {
    return drawRobotsPiece(piece.kind);
  }

  protected override squareMarks(cell: number): readonly string[] {
    const s = this.session;
    if (!s || s.result || this.readonly) return [];
    const st = s.state;
    const out: string[] = [];
    const dir = this.dirTo(st, cell);
    if (dir >= 0 && st.robots.includes(cell)) {
      if (this.zap & (1 << dir)) out.push('zap');
      else if (this.inputEnabled() && st.charges > 0) out.push('zappable');
    }
    if (this.inputEnabled() && this.stepTargets().has(cell)) out.push('step');
    const h = this.hintMove;
    if (h) {
      const target = h.step < 0 ? st.player : st.player + DX[h.step] + DY[h.step] * ROBOTS_WIDTH;
      if (cell === target || (dir >= 0 && h.zap & (1 << dir))) out.push('hint');
    }
    return out;
  }

  protected override gameChanged(): void {
    this.zap = 0;
    this.zapArmed = false;
    this.hintMove = null;
    this.note = '';
    this.cancelHint();
  }

  protected override moveAnnouncement(_side: string, move: string): string {
    const s = this.session!;
    const before = s.previousState;
    const m = s.lastMove;
    if (!before || !m) return move;
    const fx = turnFx(before, s.state, m);
    this.startFx(fx);
    return this.narrate(fx);
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A hall chosen by hand (level, seed, a position) or the campaign switched off starts a campaign over.
    const restart = ['level', 'seed', 'position', 'moves', 'campaign'].some((k) => changed.has(k));
    if (restart && !this.advancing && this.hasUpdated) this.campaignBank = { points: 0, halls: 0 };
    if (changed.has('seed')) this.checkSeed();
    if (changed.has('safeMoves')) this.checkSafe();
    super.willUpdate(changed);
    // A new hall level, seed or safe-moves setting starts the hall again (the game's own options).
    const st = this.session?.startState;
    if (!st || (this.getAttribute('position') ?? '').trim() !== '') return;
    const wantSeed = this.goodSeed ?? this.drawnSeed;
    const safe = this.goodSafe === 'on';
    if (st.level !== this.hallLevel() || st.safeMoves !== safe || (st.seed !== null && st.seed !== wantSeed)) this.reset();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancelHint();
    clearTimeout(this.fxTimer);
    this.chords.reset();
  }

  // ------------------------------------------------------------ rendering

  protected override renderExtraStatus(): TemplateResult {
    const s = this.model();
    const info = robotsInfo(s.state);
    const params = ROBOTS_LEVELS[info.level - 1];
    const result = s.result;
    const playing = this.inputEnabled();
    const dirButton = (d: number): TemplateResult => {
      const name = ROBOTS_DIRECTIONS[d];
      return html`<button type="button" aria-label=${name} title=${name} ?disabled=${!playing} class=${this.zapArmed ? 'armed' : ''} @click=${() => this.direction(d)}>
        ${ARROW_GLYPHS[d]}
      </button>`;
    };
    let outcome: unknown = nothing;
    const bank = this.campaignBank;
    if (result) {
      const key = result.winner ? 'wonText' : result.reason === 'timeout' ? 'lostTimeout' : 'lostCaught';
      const over = this.campaign && !result.winner ? ` ${this.t('campaignOver', { total: bank.points + info.score, n: bank.halls })}` : '';
      const next =
        this.campaign && result.winner && !this.readonly
          ? html` <button type="button" class="next-hall" @click=${this.onNextHall}>${this.t('nextHall', { level: Math.min(ROBOTS_LEVELS.length, info.level + 1) })}</button>`
          : nothing;
      outcome = html`<div class="outcome ${result.winner ? 'won' : 'lost'}" role="status">${this.t(key, { score: info.score })}${over}${next}</div>`;
    }
    const campaign = this.campaign
      ? html`<span>${this.t('campaignTotal')} <b class="campaign-total">${bank.points + info.score}</b> (${this.t('campaignHalls', { n: bank.halls + (result?.winner ? 1 : 0) })})</span>`
      : nothing;
    return html`<div class="play-panel">
      ${outcome}
      <div class="counters">
        <span>${this.t('charges')} <b>${info.charges}</b></span>
        <span>${this.t('robotsCount')} <b>${info.robots}</b>/${params.robots}</span>
        <span>${this.t('score')} <b>${info.score}</b></span>
        <span>${this.t('seed')} <b class="seed">${info.seed ?? '—'}</b></span>
        ${campaign}
      </div>
      ${this.readonly
        ? nothing
        : html`<div class="pad" role="group" aria-label=${this.t('keysHelp')}>
              ${dirButton(7)}${dirButton(0)}${dirButton(1)} ${dirButton(6)}
              <button type="button" aria-label=${this.t('stay')} title=${this.t('stay')} ?disabled=${!playing} @click=${() => this.direction(STAY)}>·</button>
              ${dirButton(2)} ${dirButton(5)}${dirButton(4)}${dirButton(3)}
            </div>
            <div class="actions">
              <button type="button" aria-pressed=${this.zapArmed ? 'true' : 'false'} ?disabled=${!playing || info.charges === 0} @click=${this.toggleArm}>${this.t('zapKey')} (F)</button>
              <button type="button" ?disabled=${!!result || this.hinting || this.mode === 'computer-both'} @click=${this.onHint}>${this.t('hint')} (H)</button>
              <button type="button" @click=${() => this.newHall()}>${this.t('newHall')}</button>
              <button type="button" @click=${() => this.replayHall()}>${this.t('replayHall')}</button>
            </div>
            <form class="command" @submit=${this.onCommand}>
              <label for="robots-command">${this.t('command')}</label>
              <input id="robots-command" name="command" autocomplete="off" spellcheck="false" placeholder=${this.t('commandPlaceholder')} ?disabled=${!playing} />
              <button type="submit" ?disabled=${!playing}>${this.t('go')}</button>
            </form>`}
      ${this.hinting ? html`<span class="muted">${this.t('hintThinking')}</span>` : nothing}
      ${this.note ? html`<span class="hint-text">${this.note}</span>` : nothing}
      ${this.readonly ? nothing : html`<div class="keys-help">${this.t('keysHelp')}</div>`}
    </div>`;
  }

  protected override renderBoardOverlay(view: BoardOverlayView): unknown {
    const fx = this.fx;
    if (!fx) return nothing;
    const ms = ROBOTS_UI.robotsMs;
    const ghost = (from: number, to: number, kind: 'fall' | 'merge'): TemplateResult => {
      const x = to % view.cols;
      const y = Math.floor(to / view.cols);
      const dx = (from % view.cols) - x;
      const dy = Math.floor(from / view.cols) - y;
      return html`<div class="ghost-robot ${kind}" style="--x:${x};--y:${y};--dx:${dx};--dy:${dy};--ms:${ms * 1.6}ms;--cols:${view.cols};--rows:${view.rows}">
        <svg viewBox="0 0 100 100" aria-hidden="true">${drawRobotsPiece('robot')}</svg>
      </div>`;
    };
    return html`<div class="fx" aria-hidden="true">
      ${fx.fell.map(([f, t]) => ghost(f, t, 'fall'))} ${fx.merged.map(([f, t]) => ghost(f, t, 'merge'))}
    </div>`;
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const fx = this.fx;
    if (!fx || !this.pendingFx) return;
    this.pendingFx = false;
    const root = this.renderRoot;
    const rect = (c: number): DOMRect | undefined => root.querySelector(`[data-cell="${c}"]`)?.getBoundingClientRect();
    const ms = ROBOTS_UI.robotsMs;
    for (const [to, from] of fx.moved) {
      const a = rect(from);
      const b = rect(to);
      const piece = root.querySelector<SVGElement>(`[data-cell="${to}"] .piece.kind-robot`);
      if (!a || !b || !piece || typeof piece.animate !== 'function') continue;
      piece.animate([{ transform: `translate(${a.left - b.left}px, ${a.top - b.top}px)` }, { transform: 'none' }], { duration: ms, easing: 'ease-in-out' });
    }
    for (const c of fx.spawned) {
      const piece = root.querySelector<SVGElement>(`[data-cell="${c}"] .piece.kind-robot`);
      piece?.animate?.([{ transform: 'scale(0)', opacity: 0 }, { transform: 'scale(1.15)', opacity: 1, offset: 0.8 }, { transform: 'none' }], { duration: ms, delay: ms * 0.6, fill: 'backwards' });
    }
  }

  // ------------------------------------------------------------ input

  private pendingFx = false;

  private hallLevel(): number {
    const l = this.level;
    return Number.isInteger(l) && l >= 1 && l <= 7 ? l : (this.session?.startState.level ?? ROBOTS_UI.defaultLevel);
  }

  private checkSeed(): void {
    const v = this.seed;
    if (v === undefined || v === null || (Number.isInteger(v) && v >= 0 && v <= 4294967295)) {
      this.goodSeed = v ?? undefined;
      return;
    }
    this.fail(new GameError('bad-option', `The seed must be a whole number from 0 to 4294967295; got "${String(v)}".`), 'bad-option');
    this.seed = this.goodSeed;
  }

  private checkSafe(): void {
    const v = this.safeMoves ?? 'on';
    if (v === 'on' || v === 'off') {
      this.goodSafe = v;
      return;
    }
    this.fail(new GameError('bad-option', `safe-moves must be "on" or "off"; got "${String(v)}".`), 'bad-option');
    this.safeMoves = this.goodSafe;
  }

  /** Direction from the player to a neighbouring cell, −1 when not next to the player. */
  private dirTo(st: RobotsState, cell: number): number {
    if (st.player < 0) return -1;
    const dx = (cell % ROBOTS_WIDTH) - (st.player % ROBOTS_WIDTH);
    const dy = Math.floor(cell / ROBOTS_WIDTH) - Math.floor(st.player / ROBOTS_WIDTH);
    return DIR_OF[`${dx},${dy}`] ?? -1;
  }

  private stepTargets(): Set<number> {
    const s = this.model();
    const out = new Set<number>();
    for (const m of s.legalMoveValues()) {
      if (m.zap !== this.zap) continue;
      out.add(m.step < 0 ? s.state.player : s.state.player + DX[m.step] + DY[m.step] * ROBOTS_WIDTH);
    }
    return out;
  }

  /** Plays the turn being entered with a step (−1 = stay); reports an illegal one and keeps the marks. */
  private direction(d: number): void {
    if (!this.inputEnabled()) return;
    if (this.zapArmed && d >= 0) {
      this.zapArmed = false;
      this.toggleZap(d);
      return;
    }
    this.zapArmed = false;
    const text = formatRobotsTurn({ zap: this.zap, step: d });
    try {
      this.play(text);
    } catch {
      // reported in the status and through game-error; the marks stay for another try
    }
  }

  private toggleZap(d: number): void {
    const st = this.model().state;
    const bit = 1 << d;
    if (this.zap & bit) {
      this.zap &= ~bit;
      return;
    }
    const cell = st.player + DX[d] + DY[d] * ROBOTS_WIDTH;
    if (this.dirTo(st, cell) !== d || !st.robots.includes(cell)) {
      this.fail(new GameError('illegal-move', this.t('noRobotThere', { dir: ROBOTS_DIRECTIONS[d] })), 'illegal-move');
      return;
    }
    let marked = 0;
    for (let k = this.zap; k; k &= k - 1) marked++;
    if (marked >= st.charges) {
      this.fail(new GameError('illegal-move', this.t('noCharges')), 'illegal-move');
      return;
    }
    this.zap |= bit;
    this.announce(this.t('mark.zap') + ': ' + ROBOTS_DIRECTIONS[d]);
  }

  private cellAction(cell: number): void {
    if (!this.inputEnabled()) return;
    const st = this.model().state;
    if (cell === st.player) return this.direction(STAY);
    const d = this.dirTo(st, cell);
    if (d < 0) {
      this.note = this.t('notNext');
      return;
    }
    if (st.robots.includes(cell) && !(this.zap & (1 << d))) return this.toggleZap(d);
    if (st.robots.includes(cell) && this.zap & (1 << d) && !this.stepTargets().has(cell)) return this.toggleZap(d);
    this.direction(d);
  }

  private onChord(c: ArrowChord): void {
    const dx = (c.right ? 1 : 0) - (c.left ? 1 : 0);
    const dy = (c.down ? 1 : 0) - (c.up ? 1 : 0);
    const d = DIR_OF[`${dx},${dy}`];
    if (d !== undefined) this.direction(d);
  }

  private onHostClick = (e: MouseEvent): void => {
    const cell = cellOfEvent(e);
    if (cell === null) return;
    // The hall takes clicks itself: a robot toggles, a neighbour square steps (not the base's piece-then-target entry).
    e.stopPropagation();
    const target = (e.composedPath()[0] as HTMLElement | undefined) ?? null;
    const square = target?.closest?.('[data-cell]') as HTMLElement | null;
    square?.focus({ preventScroll: true });
    this.cellAction(cell);
  };

  private onHostPointerDown = (e: PointerEvent): void => {
    if (cellOfEvent(e) !== null) e.stopPropagation(); // no dragging in the hall
  };

  private onHostKeyDown = (e: KeyboardEvent): void => {
    if (!isGameKey(e)) return;
    const origin = e.composedPath()[0] as HTMLElement | undefined;
    const tag = origin?.tagName;
    const onCell = origin?.dataset?.cell !== undefined;
    if ((e.key === 'Enter' || e.key === ' ') && onCell) {
      e.preventDefault();
      e.stopPropagation();
      this.cellAction(Number(origin!.dataset.cell));
      return;
    }
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    if (!this.inputEnabled()) return;
    if (this.chords.keyDown(e)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const d = KEY_DIRS[e.code];
    if (d !== undefined && !e.repeat) {
      e.preventDefault();
      e.stopPropagation();
      this.direction(d);
      return;
    }
    if (e.code === 'KeyF') {
      e.preventDefault();
      this.toggleArm();
    } else if (e.code === 'KeyH') {
      e.preventDefault();
      this.onHint();
    } else if (e.key === 'Escape' && (this.zap || this.zapArmed)) {
      e.preventDefault();
      e.stopPropagation();
      this.zap = 0;
      this.zapArmed = false;
    }
  };

  private onHostKeyUp = (e: KeyboardEvent): void => {
    if (this.chords.keyUp(e) && ArrowChords.isArrow(e.key)) e.stopPropagation();
  };

  private onNextHall = (): void => {
    this.nextHall().catch(() => {
      // reported through game-error
    });
  };

  private toggleArm = (): void => {
    this.zapArmed = !this.zapArmed && this.model().state.charges > 0;
  };

  private onHint = (): void => {
    this.hint().catch(() => {
      // reported through game-error
    });
  };

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

  // ------------------------------------------------------------ animation and narration

  private startFx(fx: TurnFx): void {
    clearTimeout(this.fxTimer);
    const animate = Number.isFinite(this.animation) && this.animation > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate) {
      this.fx = null;
      return;
    }
    this.fx = fx;
    this.pendingFx = true;
    this.fxTimer = setTimeout(() => (this.fx = null), ROBOTS_UI.robotsMs * 2);
  }

  private narrate(fx: TurnFx): string {
    const st = fx.after;
    const info = robotsInfo(st);
    const cell = info.player ? `${info.player.x},${info.player.y}` : '';
    const parts: string[] = [];
    if (fx.zapped) parts.push(this.t('sayZapped', { n: fx.zapped, charges: st.charges }));
    parts.push(
      fx.move.step < 0
        ? this.t('sayStay', { turn: st.turn, cell })
        : this.t('sayStep', { turn: st.turn, dir: ROBOTS_DIRECTIONS[fx.move.step], cell }),
    );
    if (st.status === 'won') return parts.join(' ');
    if (fx.fell.length) parts.push(this.t('sayFell', { n: fx.fell.length }));
    if (fx.merged.length) parts.push(this.t('sayMerged', { n: fx.merged.length }));
    for (const c of fx.spawned) parts.push(this.t('saySpawn', { corner: this.t(`corner.${CORNER_NAMES[ROBOTS_CORNERS.indexOf(c)]}`) }));
    if (st.status === 'run') {
      const near = ROBOTS_DIRECTIONS.filter((_, d) => {
        const x = (st.player % ROBOTS_WIDTH) + DX[d];
        const y = Math.floor(st.player / ROBOTS_WIDTH) + DY[d];
        return x >= 0 && x < ROBOTS_WIDTH && y >= 0 && st.robots.includes(y * ROBOTS_WIDTH + x);
      });
      if (near.length) parts.push(this.t('sayNear', { dirs: near.join(', ') }));
      parts.push(this.t('sayCount', { robots: info.robots, steps: info.exitDistance }));
    }
    return parts.join(' ');
  }
}

const ARROW_GLYPHS = ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'];

/** The cell of a square an event happened on (through the shadow root). */
function cellOfEvent(e: Event): number | null {
  for (const t of e.composedPath()) {
    if (t instanceof HTMLElement && t.dataset.cell !== undefined) return Number(t.dataset.cell);
  }
  return null;
}

/** What the robots did in a turn (rules/arsac.md §A4.4–5), from the states before and after. */
export function turnFx(before: RobotsState, after: RobotsState, move: RobotsMove): TurnFx {
  const zapped = new Set<number>();
  for (let d = 0; d < 8; d++) if (move.zap & (1 << d)) zapped.add(before.player + DX[d] + DY[d] * ROBOTS_WIDTH);
  const fell: [number, number][] = [];
  const merged: [number, number][] = [];
  const moved = new Map<number, number>();
  const spawned: number[] = [];
  if (after.status !== 'won') {
    const p = after.player >= 0 ? after.player : before.player + (move.step < 0 ? 0 : DX[move.step] + DY[move.step] * ROBOTS_WIDTH);
    const px = p % ROBOTS_WIDTH;
    const py = Math.floor(p / ROBOTS_WIDTH);
    for (const r of before.robots) {
      if (zapped.has(r)) continue;
      const x = r % ROBOTS_WIDTH;
      const y = Math.floor(r / ROBOTS_WIDTH);
      const t = (y + Math.sign(py - y)) * ROBOTS_WIDTH + x + Math.sign(px - x);
      if (before.crevasse[t]) fell.push([r, t]);
      else if (moved.has(t)) merged.push([r, t]);
      else moved.set(t, r);
    }
    for (const c of after.robots) if (!moved.has(c)) spawned.push(c);
  }
  return { before, after, move, fell, merged, moved, spawned, zapped: zapped.size };
}

/** Pieces of the hall, for a 100×100 view box. */
function drawRobotsPiece(kind: string): SVGTemplateResult {
  switch (kind) {
    case 'robot':
      return svg`<line class="r-ant" x1="50" y1="8" x2="50" y2="22"></line><circle class="r-eye" cx="50" cy="8" r="5"></circle>
        <rect class="r-body" x="18" y="22" width="64" height="48" rx="10"></rect>
        <circle class="r-eye" cx="37" cy="44" r="7"></circle><circle class="r-eye" cx="63" cy="44" r="7"></circle>
        <rect class="r-body" x="28" y="70" width="12" height="20" rx="3"></rect><rect class="r-body" x="60" y="70" width="12" height="20" rx="3"></rect>`;
    case 'player':
      return svg`<circle class="p-head" cx="50" cy="24" r="15"></circle><path class="p-torso" d="M26 92 C26 58 36 44 50 44 C64 44 74 58 74 92 Z"></path>`;
    case 'crevasse':
      return svg`<path class="c-lip" d="M12 30 L30 10 L58 16 L88 8 L92 40 L84 70 L92 90 L58 86 L30 94 L8 72 Z"></path>
        <path class="c-hole" d="M20 34 L34 18 L58 24 L80 18 L84 42 L76 68 L82 82 L58 78 L32 86 L16 68 Z"></path>`;
    case 'exit':
      return svg`<rect class="x-door" x="14" y="8" width="72" height="84" rx="6"></rect><path class="x-arrow" d="M70 50 H30 M46 32 L28 50 L46 68"></path>`;
    default:
      return svg``;
  }
}
