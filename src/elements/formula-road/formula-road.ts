import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GridShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { SearchRequest } from '../../ai/types.js';
import {
  formula,
  formulaCellName,
  formulaGrid,
  formulaInfo,
  FORMULA_AI_LEVEL,
  FORMULA_OPTIONS,
  type FormulaMove,
  type FormulaState,
} from '../../games/formula/index.js';
import { GridGameElement } from '../../ui/game-element.js';
import type { CoordinateStyle } from '../../ui/grid.js';
import type { StringTable } from '../../ui/i18n.js';
import { soloPanelStyles } from '../../ui/solo-panel.styles.js';
import { gridGameStyles } from '../../ui/styles.js';
import { ArrowChords, isGameKey, type ArrowChord } from '../../ui/arrow-chords.js';
import { formulaRoadStyles } from './formula-road.styles.js';

/** Tuning numbers of the element. */
export const FORMULA_UI = {
  /** Arsac's middle level (rules/arsac.md §B4). */
  defaultLevel: 4,
  /** The road's scroll per turn (ms). */
  scrollMs: 220,
} as const;

/** The pad, row by row as drawn: accelerate on top, brake below (rules/arsac.md §B2). */
const PAD: readonly FormulaMove[] = ['AL', 'A', 'AR', 'L', '.', 'R', 'DL', 'D', 'DR'];
const PAD_GLYPH: Readonly<Record<FormulaMove, string>> = { AL: '↖', A: '↑', AR: '↗', L: '←', '.': '•', R: '→', DL: '↙', D: '↓', DR: '↘' };
/** The numeric keypad in the same layout, and Space / Enter / . to keep going. */
const KEY_COMMANDS: Readonly<Record<string, FormulaMove>> = {
  Numpad7: 'AL', Numpad8: 'A', Numpad9: 'AR', Numpad4: 'L', Numpad5: '.', Numpad6: 'R', Numpad1: 'DL', Numpad2: 'D', Numpad3: 'DR',
  Space: '.', Period: '.', NumpadDecimal: '.',
};

const STRINGS: StringTable = {
  en: {
    'side.player': 'You',
    'variant.variable': 'Formula 1',
    'variant.fixed': 'Formula 1, fixed speed',
    'mode.play.player': 'You drive',
    modeBoth: 'You drive (no computer)',
    modeNone: 'Autopilot',
    statusVsComputer: 'solo',
    statusTwoPlayers: 'solo',
    statusComputerBoth: 'autopilot',
    toMove: 'Your turn',
    moveNumber: 'Turn {n}',
    wins: 'Finished',
    draw: 'Race over',
    'reason.finished': 'you crossed the line',
    'reason.crash': 'crash',
    'reason.stall': 'the engine stalled',
    'piece.player.car': 'your car',
    'piece.road.truck': 'truck',
    empty: 'road',
    announceMove: '{move}',
    distance: 'Distance',
    speed: 'Speed',
    speedHidden: 'hidden',
    showSpeed: 'Show speed',
    hideSpeed: 'Hide speed',
    seed: 'Road',
    hint: 'Hint',
    hintIs: 'Hint: {move}',
    hintThinking: 'Thinking of a hint…',
    newRoad: 'New road',
    replayRoad: 'Drive this road again',
    'cmd..': 'keep going',
    'cmd.A': 'accelerate',
    'cmd.D': 'brake',
    'cmd.L': 'steer left',
    'cmd.R': 'steer right',
    'cmd.AL': 'accelerate and steer left',
    'cmd.AR': 'accelerate and steer right',
    'cmd.DL': 'brake and steer left',
    'cmd.DR': 'brake and steer right',
    keysHelp: 'Keys: ↑ accelerate, ↓ brake, ← → steer; press two together (↑+← …) for both; Space keeps going; the keypad works too; H for a hint.',
    wonText: 'Finished! Distance {score}.',
    crashRoad: 'You left the road. Distance {score}.',
    crashTruck: 'You hit a truck. Distance {score}.',
    stallText: 'The engine stalled. Distance {score}.',
    sayTurn: 'Turn {turn}: {command}. Distance {d}, lane {lane} of 4.',
    saySpeed: 'Speed {v}.',
    sayAhead: 'Trucks ahead at {trucks}.',
    sayClear: 'The road ahead is clear in your lane for {n} rows.',
    sayBend: 'The road bends {dir} {n} rows ahead.',
    left: 'left',
    right: 'right',
  },
  ru: {
    'side.player': 'Вы',
    'variant.variable': 'Формула-1',
    'variant.fixed': 'Формула-1, постоянная скорость',
    'mode.play.player': 'Ведёте вы',
    modeBoth: 'Ведёте вы (без компьютера)',
    modeNone: 'Автопилот',
    statusVsComputer: 'один игрок',
    statusTwoPlayers: 'один игрок',
    statusComputerBoth: 'автопилот',
    toMove: 'Ваш ход',
    moveNumber: 'Ход {n}',
    wins: 'Финиш',
    draw: 'Гонка окончена',
    'reason.finished': 'вы пересекли финиш',
    'reason.crash': 'авария',
    'reason.stall': 'мотор заглох',
    'piece.player.car': 'ваша машина',
    'piece.road.truck': 'грузовик',
    empty: 'дорога',
    announceMove: '{move}',
    distance: 'Путь',
    speed: 'Скорость',
    speedHidden: 'скрыта',
    showSpeed: 'Показать скорость',
    hideSpeed: 'Скрыть скорость',
    seed: 'Трасса',
    hint: 'Подсказка',
    hintIs: 'Подсказка: {move}',
    newRoad: 'Новая трасса',
    replayRoad: 'Эту трассу заново',
    keysHelp: 'Клавиши: ↑ газ, ↓ тормоз, ← → руль; две вместе (↑+←) — оба действия; пробел — прямо; H — подсказка.',
    wonText: 'Финиш! Путь {score}.',
    crashRoad: 'Вы съехали с дороги. Путь {score}.',
    crashTruck: 'Вы врезались в грузовик. Путь {score}.',
    stallText: 'Мотор заглох. Путь {score}.',
  },
  fr: {
    'side.player': 'Vous',
    'variant.variable': 'Formule 1',
    'variant.fixed': 'Formule 1, vitesse fixe',
    toMove: 'À vous',
    moveNumber: 'Tour {n}',
    distance: 'Distance',
    speed: 'Vitesse',
    showSpeed: 'Voir la vitesse',
    hint: 'Indice',
    newRoad: 'Nouvelle route',
  },
  pl: {
    'side.player': 'Ty',
    'variant.variable': 'Formuła 1',
    'variant.fixed': 'Formuła 1, stała prędkość',
    toMove: 'Twój ruch',
    moveNumber: 'Tura {n}',
    distance: 'Dystans',
    speed: 'Prędkość',
    showSpeed: 'Pokaż prędkość',
    hint: 'Podpowiedź',
    newRoad: 'Nowa trasa',
  },
};

const randomSeed = (): number => Math.floor(Math.random() * 4294967296) >>> 0;

/** Reads a whole-number option within bounds, or undefined. */
function wholeIn(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/**
 * Arsac's Formula 1 (rules/arsac.md part B): drive a car up a winding four-lane road with
 * trucks on it, seeing only the next rows, as far as you can. Each turn you may accelerate
 * or brake by one and steer one lane left or right; the car then moves as many rows as its
 * speed. The speed is hidden, as in Arsac's game, unless `show-speed` is set.
 *
 * Keyboard first: ↑ accelerates, ↓ brakes, ← and → steer, two arrows together combine
 * (↑+← = accelerate and steer left), Space keeps going; the numeric keypad in the same
 * layout; H asks for a hint. Touch: the pedal pad under the road. Mouse: click a square the
 * car can reach.
 *
 * @tag formula-road
 * @summary Arsac's Formula 1: a seeded single-player drive on a winding road with trucks; hint and autopilot by expectimax on the visible rows.
 *
 * @attr level - The road, 1–7 (bends and trucks; default 4). Changing it starts a new road.
 * @attr seed - The road's seed (0 to 2^32−1); without one the element draws a seed and shows it.
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
 *
 * @fires {CustomEvent<{move: string}>} game-hint - A hint arrived: `{move}`, one of `. A D L R AL AR DL DR`.
 *
 * @cssprop --formula-car - The car's colour.
 * @cssprop --formula-truck - The trucks' colour.
 */
export class FormulaRoad extends GridGameElement<FormulaState, FormulaMove> {
  static override styles = [gridGameStyles, soloPanelStyles, formulaRoadStyles];

  protected readonly game = formula;

  /** `variable` or `fixed` (rules/arsac.md §B2); the same as `variant`. */
  @property({ attribute: 'mode', reflect: true })
  raceMode = '';

  /** Starting speed. */
  @property({ type: Number })
  speed: number | undefined;

  /** Rows in view. */
  @property({ type: Number })
  rows: number | undefined;

  /** Race length in rows (0 = endless). */
  @property({ type: Number })
  length: number | undefined;

  /** Show the speed (hidden by default, as in Arsac's game). */
  @property({ type: Boolean, attribute: 'show-speed', reflect: true })
  showSpeed = false;

  @state() private hintMove: FormulaMove | null = null;
  @state() private note = '';

  private drawnSeed = randomSeed();
  private opts = { seed: undefined as number | undefined, speed: undefined as number | undefined, rows: undefined as number | undefined, length: undefined as number | undefined };
  private scrollRows = 0;
  private readonly chords = new ArrowChords((c) => this.onChord(c));

  constructor() {
    super();
    this.level = FORMULA_UI.defaultLevel;
    this.addEventListener('keydown', this.onHostKeyDown, { capture: true });
    this.addEventListener('keyup', this.onHostKeyUp, { capture: true });
    this.addEventListener('focusout', () => this.chords.reset());
  }

  /** The seed of the road in play. */
  get roadSeed(): number {
    return this.session?.startState.seed ?? this.opts.seed ?? this.drawnSeed;
  }

  /** Starts a new road with a fresh seed. */
  newRoad(): void {
    this.drawnSeed = randomSeed();
    if (this.seed !== undefined) this.seed = this.drawnSeed;
    this.opts.seed = this.seed;
    this.reset();
  }

  /** Asks the computer (through the AI worker, seeing only the visible rows) for a command; shows and returns it. */
  async hint(): Promise<string> {
    const s = this.model();
    if (s.result) throw this.fail(new GameError('game-over', 'The race is over; there is nothing to hint.'), 'game-over');
    return this.askHint((move) => {
      this.hintMove = move as FormulaMove;
      this.note = this.t('hintIs', { move: `${move} (${this.commandName(move)})` });
      this.announce(this.note);
    });
  }

  /** Replaces the race with a record; the road's seed, level, mode, speed, rows and length come from the record. */
  override importGame(text: string): void {
    let options: Readonly<Record<string, unknown>> | undefined;
    try {
      options = formula.importRecord!(text).options;
    } catch {
      options = undefined; // the base import reports the error
    }
    const saved = { opts: { ...this.opts }, seed: this.seed, level: this.level, speed: this.speed, rows: this.rows, length: this.length, raceMode: this.raceMode };
    if (options) {
      const n = (k: string): number | undefined => (options[k] === undefined ? undefined : Number(options[k]));
      this.opts = { seed: n('seed'), speed: n('speed'), rows: n('rows'), length: n('length') };
      this.seed = this.opts.seed;
      this.speed = this.opts.speed;
      this.rows = this.opts.rows;
      this.length = this.opts.length;
      if (options.level !== undefined) this.level = Number(options.level);
      if (options.mode === 'variable' || options.mode === 'fixed') this.raceMode = options.mode;
    }
    try {
      super.importGame(text);
    } catch (e) {
      Object.assign(this, saved);
      throw e;
    }
  }

  // ------------------------------------------------------------ hooks

  protected override gridFor(state: FormulaState): GridShape {
    return formulaGrid(state);
  }

  protected override cellName(cell: number): string {
    return formulaCellName(this.model().state, cell);
  }

  protected override setupOptions(): Record<string, unknown> {
    const o: Record<string, unknown> = { seed: this.opts.seed ?? this.drawnSeed, level: this.roadLevel() };
    if (this.opts.rows !== undefined) o.rows = this.opts.rows;
    if (this.opts.speed !== undefined) o.speed = this.opts.speed;
    if (this.opts.length !== undefined) o.length = this.opts.length;
    return o;
  }

  protected override searchAlgorithm(): string {
    return 'expectimax';
  }

  protected override searchRequest(): SearchRequest {
    return super.searchRequest(FORMULA_AI_LEVEL);
  }

  protected override coordinateStyle(): CoordinateStyle {
    return 'none';
  }

  protected override localStrings(): StringTable {
    return STRINGS;
  }

  protected override drawPiece(piece: PieceView): SVGTemplateResult {
    const st = this.session?.state;
    return drawFormulaPiece(piece.kind, st?.status === 'crash' ? 'crash' : st?.status === 'stall' ? 'stall' : 'run');
  }

  protected override gameChanged(): void {
    this.hintMove = null;
    this.note = '';
    this.cancelHint();
  }

  protected override moveAnnouncement(_side: string, move: string): string {
    const s = this.session!;
    const st = s.state;
    const before = s.previousState;
    this.scrollRows = before && st.status === 'run' ? st.d - before.d : 0;
    const parts = [this.t('sayTurn', { turn: st.turn, command: this.commandName(move), d: formulaInfo(st).score, lane: Math.max(1, Math.min(4, st.c - st.road.left(st.d) + 1)) })];
    if (this.showSpeed) parts.push(this.t('saySpeed', { v: st.v }));
    if (st.status === 'run') parts.push(this.describeAhead(st));
    return parts.join(' ');
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('raceMode')) this.checkMode();
    if (changed.has('seed')) this.checkNumber('seed', this.seed, 0, 4294967295, 'The seed must be a whole number from 0 to 4294967295');
    if (changed.has('rows')) this.checkNumber('rows', this.rows, FORMULA_OPTIONS.minRows, FORMULA_OPTIONS.maxRows, `rows must be a whole number from ${FORMULA_OPTIONS.minRows} to ${FORMULA_OPTIONS.maxRows}`);
    if (changed.has('speed') || changed.has('rows')) {
      const top = (this.opts.rows ?? FORMULA_OPTIONS.defaultRows) - 1;
      this.checkNumber('speed', this.speed, 1, top, `speed must be a whole number from 1 to ${top} (rows − 1)`);
    }
    if (changed.has('length')) this.checkNumber('length', this.length, 0, FORMULA_OPTIONS.maxLength, 'length must be a whole number ≥ 0');
    super.willUpdate(changed);
    const st = this.session?.startState;
    if (!st || (this.getAttribute('position') ?? '').trim() !== '') return;
    const o = this.setupOptions();
    const same =
      st.seed === o.seed &&
      st.level === o.level &&
      st.rows === (o.rows ?? FORMULA_OPTIONS.defaultRows) &&
      st.length === (o.length ?? 0) &&
      (o.speed === undefined || st.speed0 === o.speed);
    if (!same) this.reset();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancelHint();
    this.chords.reset();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const n = this.scrollRows;
    this.scrollRows = 0;
    if (n <= 0 || !(this.animation > 0) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The road scrolls down under the car by the rows it drove.
    const rows = [...this.renderRoot.querySelectorAll<HTMLElement>('.board > .row')].slice(0, -1);
    for (const row of rows) row.animate?.([{ transform: `translateY(${-n * 100}%)` }, { transform: 'none' }], { duration: FORMULA_UI.scrollMs, easing: 'ease-out' });
  }

  // ------------------------------------------------------------ rendering

  protected override renderExtraStatus(): TemplateResult {
    const s = this.model();
    const info = formulaInfo(s.state);
    const result = s.result;
    const playing = this.inputEnabled();
    const legal = new Set(s.legalMoves());
    let outcome: unknown = nothing;
    if (result) {
      const key = info.status === 'done' ? 'wonText' : info.status === 'stall' ? 'stallText' : info.crash === 'truck' ? 'crashTruck' : 'crashRoad';
      outcome = html`<div class="outcome ${info.status === 'done' ? 'won' : 'lost'}" role="status">${this.t(key, { score: info.score })}</div>`;
    }
    return html`<div class="play-panel">
      ${outcome}
      <div class="counters">
        <span>${this.t('distance')} <b>${info.score}</b>${info.length > 0 ? html` / ${info.length}` : nothing}</span>
        <span>${this.t('speed')} <b class="speed">${this.showSpeed ? info.speed : this.t('speedHidden')}</b></span>
        <span>${this.t('seed')} <b class="seed">${info.seed}</b></span>
      </div>
      ${this.readonly
        ? nothing
        : html`<div class="pad" role="group" aria-label=${this.t('keysHelp')}>
              ${PAD.map(
                (m) => html`<button
                  type="button"
                  class=${this.hintMove === m ? 'hinted' : ''}
                  aria-label=${this.commandName(m)}
                  title="${m} — ${this.commandName(m)}"
                  ?disabled=${!playing || !legal.has(m)}
                  @click=${() => this.command(m)}
                >
                  ${PAD_GLYPH[m]}
                </button>`,
              )}
            </div>
            <div class="actions">
              <button type="button" aria-pressed=${this.showSpeed ? 'true' : 'false'} @click=${() => (this.showSpeed = !this.showSpeed)}>
                ${this.showSpeed ? this.t('hideSpeed') : this.t('showSpeed')}
              </button>
              <button type="button" ?disabled=${!!result || this.hinting || this.mode === 'computer-both'} @click=${this.onHint}>${this.t('hint')} (H)</button>
              <button type="button" @click=${() => this.newRoad()}>${this.t('newRoad')}</button>
              <button type="button" @click=${() => this.reset()}>${this.t('replayRoad')}</button>
            </div>`}
      ${this.hinting ? html`<span class="muted">${this.t('hintThinking')}</span>` : nothing}
      ${this.note ? html`<span class="hint-text">${this.note}</span>` : nothing}
      ${this.readonly ? nothing : html`<div class="keys-help">${this.t('keysHelp')}</div>`}
    </div>`;
  }

  // ------------------------------------------------------------ input and helpers

  private commandName(m: string): string {
    return this.tOr(`cmd.${m}`, m);
  }

  private roadLevel(): number {
    const l = this.level;
    return Number.isInteger(l) && l >= 1 && l <= 7 ? l : (this.session?.startState.level ?? FORMULA_UI.defaultLevel);
  }

  private checkMode(): void {
    const m = this.raceMode;
    if (!m) return;
    if (m === 'variable' || m === 'fixed') {
      if (this.variant !== m) this.variant = m;
      return;
    }
    this.fail(new GameError('bad-option', `mode must be "variable" or "fixed"; got "${m}".`), 'bad-option');
    this.raceMode = this.variant;
  }

  private checkNumber(key: 'seed' | 'rows' | 'speed' | 'length', v: number | undefined, min: number, max: number, message: string): void {
    if (v === undefined || v === null) {
      this.opts[key] = undefined;
      return;
    }
    const n = wholeIn(v, min, max);
    if (n !== undefined) {
      this.opts[key] = n;
      return;
    }
    this.fail(new GameError('bad-option', `${message}; got "${String(v)}".`), 'bad-option');
    (this as unknown as Record<string, number | undefined>)[key] = this.opts[key];
  }

  private command(m: FormulaMove): void {
    if (!this.inputEnabled()) return;
    try {
      this.play(m);
    } catch {
      // reported in the status and through game-error
    }
  }

  private onChord(c: ArrowChord): void {
    const speed = c.up && !c.down ? 'A' : c.down && !c.up ? 'D' : '';
    const steer = c.left && !c.right ? 'L' : c.right && !c.left ? 'R' : '';
    this.command((speed + steer || '.') as FormulaMove);
  }

  private describeAhead(st: FormulaState): string {
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
      if (!bend && l !== st.road.left(d - 1)) bend = this.t('sayBend', { dir: l < st.road.left(d - 1) ? this.t('left') : this.t('right'), n: d - st.d });
    }
    const parts = [this.t('sayClear', { n: clear })];
    if (trucks.length) parts.push(this.t('sayAhead', { trucks: trucks.slice(0, 4).join(', ') }));
    if (bend) parts.push(bend);
    return parts.join(' ');
  }

  private onHostKeyDown = (e: KeyboardEvent): void => {
    if (!isGameKey(e)) return;
    const origin = e.composedPath()[0] as HTMLElement | undefined;
    const tag = origin?.tagName;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return;
    if (!this.inputEnabled()) return;
    if (this.chords.keyDown(e)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    // Space keeps going even on a focused square (Enter still enters the square).
    const m = KEY_COMMANDS[e.code];
    if (m !== undefined && !e.repeat) {
      e.preventDefault();
      e.stopPropagation();
      this.command(m);
    } else if (e.code === 'KeyH') {
      e.preventDefault();
      this.onHint();
    }
  };

  private onHostKeyUp = (e: KeyboardEvent): void => {
    if (this.chords.keyUp(e) && ArrowChords.isArrow(e.key)) e.stopPropagation();
  };

  private onHint = (): void => {
    this.hint().catch(() => {
      // reported through game-error
    });
  };
}

/** Pieces of the road, for a 100×100 view box. */
function drawFormulaPiece(kind: string, status: 'run' | 'crash' | 'stall'): SVGTemplateResult {
  if (kind === 'truck') {
    return svg`<rect class="t-body" x="22" y="26" width="56" height="66" rx="6"></rect><rect class="t-cab" x="26" y="6" width="48" height="24" rx="6"></rect>`;
  }
  const car = svg`<g class=${status === 'run' ? '' : 'crashed'}>
    <rect class="car-wheel" x="14" y="16" width="14" height="22" rx="4"></rect><rect class="car-wheel" x="72" y="16" width="14" height="22" rx="4"></rect>
    <rect class="car-wheel" x="12" y="64" width="16" height="24" rx="4"></rect><rect class="car-wheel" x="72" y="64" width="16" height="24" rx="4"></rect>
    <path class="car-body" d="M42 4 H58 L62 40 L70 56 L70 90 H30 L30 56 L38 40 Z"></path>
    <rect class="car-body" x="20" y="6" width="60" height="8" rx="3"></rect>
    <circle class="car-pilot" cx="50" cy="56" r="9"></circle></g>`;
  if (status !== 'crash') return car;
  return svg`${car}<path class="boom" d="M50 8 L58 34 L86 26 L66 48 L92 64 L62 64 L66 92 L50 70 L34 92 L38 64 L8 64 L34 48 L14 26 L42 34 Z"></path>`;
}
