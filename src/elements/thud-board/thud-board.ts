import { html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { MoveShape, PieceView } from '../../core/board.js';
import { GameError } from '../../core/errors.js';
import type { Outcome } from '../../core/game.js';
import { canClaim, endThud, LIMITS, thud, type ThudMove, type ThudOutcome, type ThudState } from '../../games/thud/index.js';
import { GridGameElement, type BoardOverlayView, type InputShapes } from '../../ui/game-element.js';
import { eventCell, type CoordinateStyle } from '../../ui/grid.js';
import type { StringTable } from '../../ui/i18n.js';
import { gridGameStyles } from '../../ui/styles.js';
import { thudBoardStyles } from './thud-board.styles.js';

/** Numbers that tune the element. */
export const THUD_BOARD_TUNING = {
  /** The computer accepts an offer to end when the static evaluation for it is at most this (a classic dwarf is 100). */
  acceptEndAtMost: 50,
  /** The status shows the no-capture / no-progress clock from this many plies on. */
  clockShownFrom: 10,
  /** The goal rank of the Rock (rules/thud.md §2). */
  goalRank: 15,
} as const;

/** Thud vocabulary in the kit's languages (rules/thud.md for the reasons). */
const STRINGS: StringTable = {
  en: {
    'side.dwarfs': 'Dwarfs',
    'side.trolls': 'Trolls',
    'piece.dwarfs.dwarf': 'dwarf',
    'piece.trolls.troll': 'troll',
    'piece.none.thudstone': 'the Thudstone',
    'piece.none.rock': 'the Rock',
    'piece.none.ball': 'the ball',
    'kind.dwarf': 'dwarf',
    'kind.troll': 'troll',
    'variant.classic': 'Classic Thud',
    'variant.koom-valley': 'Koom Valley Thud',
    'variant.koom-valley-football': 'Koom Valley football',
    'mode.play.dwarfs': 'Play the Dwarfs',
    'mode.play.trolls': 'Play the Trolls',
    'reason.no-moves': 'no moves left',
    'reason.capture-clock': '60 plies without a capture',
    'reason.ply-limit': 'move limit',
    'reason.claim': 'end claimed',
    'reason.agreement': 'ended by agreement',
    'reason.rock-home': 'the Rock reached the far edge',
    'reason.trolls-surround': 'three trolls around the Rock',
    'reason.progress-clock': '100 plies without progress',
    sideWins: '{side} win',
    winsBy: '{side} win by {n}',
    battleDrawn: 'Battle drawn',
    score: 'Dwarfs {d} · Trolls {t}',
    battleOf: 'Battle {n} of 2',
    firstBattle: 'battle 1: {d}–{t}',
    battleOneEnded: 'Battle 1 is over ({d}–{t}). Battle 2: the players swap sides.',
    youNowPlay: 'You now play the {side}.',
    matchTotals: 'match: {first} (Dwarfs first) v {second}',
    matchWon: 'Match won by the player now on the {side}',
    matchDrawn: 'Match drawn',
    rockRank: 'Rock on rank {r} of {goal}',
    ballRank: 'Ball on rank {r} of {goal}',
    bestRank: 'best {r}',
    quiet: 'no capture for {n} plies',
    quietKv: 'no progress for {n} plies',
    claim: 'Claim the end',
    agreeEnd: 'Agree to end',
    offerEnd: 'Offer to end',
    endDeclined: 'The computer declines to end the game.',
    hintCaptureAll: 'or click a marked dwarf to take all the marked dwarfs',
    hintCaptureOne: 'or click a marked dwarf to take it (a second one takes them all)',
    hintCaptureOneOnly: 'or click a marked dwarf to take it',
    hintTakeAll: 'or click another marked dwarf to take them all',
    hintChain: 'or jump again over a dwarf',
  },
  ru: {
    'side.dwarfs': 'Гномы',
    'side.trolls': 'Тролли',
    'piece.dwarfs.dwarf': 'гном',
    'piece.trolls.troll': 'тролль',
    'piece.none.thudstone': 'Тадстоун',
    'piece.none.rock': 'Камень',
    'piece.none.ball': 'мяч',
    'variant.classic': 'Классический Тад',
    'variant.koom-valley': 'Тад Кумской долины',
    'variant.koom-valley-football': 'Футбол Кумской долины',
    'mode.play.dwarfs': 'Играть за гномов',
    'mode.play.trolls': 'Играть за троллей',
    'reason.no-moves': 'нет ходов',
    'reason.capture-clock': '60 полуходов без взятия',
    'reason.ply-limit': 'предел ходов',
    'reason.claim': 'по заявлению',
    'reason.agreement': 'по соглашению',
    'reason.rock-home': 'Камень дошёл до края',
    'reason.trolls-surround': 'три тролля у Камня',
    'reason.progress-clock': '100 полуходов без продвижения',
    sideWins: 'Победа: {side}',
    winsBy: 'Победа: {side}, +{n}',
    battleDrawn: 'Битва вничью',
    score: 'Гномы {d} · Тролли {t}',
    battleOf: 'Битва {n} из 2',
    firstBattle: 'битва 1: {d}–{t}',
    battleOneEnded: 'Битва 1 окончена ({d}–{t}). Битва 2: игроки меняются сторонами.',
    youNowPlay: 'Теперь вы играете: {side}.',
    matchTotals: 'матч: {first} (первыми гномы) : {second}',
    matchWon: 'Матч выиграл игрок, играющий сейчас за сторону «{side}»',
    matchDrawn: 'Матч вничью',
    rockRank: 'Камень на {r}-й горизонтали из {goal}',
    ballRank: 'Мяч на {r}-й горизонтали из {goal}',
    bestRank: 'лучшая {r}',
    quiet: 'без взятий {n} полуходов',
    quietKv: 'без продвижения {n} полуходов',
    claim: 'Заявить конец',
    agreeEnd: 'Закончить по соглашению',
    offerEnd: 'Предложить закончить',
    endDeclined: 'Компьютер отказывается заканчивать игру.',
    hintCaptureAll: 'или щёлкните отмеченного гнома, чтобы взять всех отмеченных',
    hintCaptureOne: 'или щёлкните отмеченного гнома, чтобы взять его (второй — взять всех)',
    hintCaptureOneOnly: 'или щёлкните отмеченного гнома, чтобы взять его',
    hintTakeAll: 'или щёлкните другого отмеченного гнома, чтобы взять всех',
    hintChain: 'или прыгайте дальше через гнома',
  },
  fr: {
    'side.dwarfs': 'Nains',
    'side.trolls': 'Trolls',
    'piece.dwarfs.dwarf': 'nain',
    'piece.trolls.troll': 'troll',
    'piece.none.thudstone': 'la Pierre de Thud',
    'piece.none.rock': 'le Rocher',
    'piece.none.ball': 'le ballon',
    'variant.classic': 'Thud classique',
    'variant.koom-valley': 'Thud de la vallée de Koom',
    'variant.koom-valley-football': 'Football de la vallée de Koom',
    'mode.play.dwarfs': 'Jouer les Nains',
    'mode.play.trolls': 'Jouer les Trolls',
    'reason.no-moves': 'plus de coups',
    'reason.capture-clock': '60 demi-coups sans prise',
    'reason.ply-limit': 'limite de coups',
    'reason.claim': 'fin réclamée',
    'reason.agreement': 'd’un commun accord',
    'reason.rock-home': 'le Rocher a atteint le bord',
    'reason.trolls-surround': 'trois trolls autour du Rocher',
    'reason.progress-clock': '100 demi-coups sans progrès',
    sideWins: 'Les {side} gagnent',
    winsBy: 'Les {side} gagnent de {n}',
    battleDrawn: 'Bataille nulle',
    score: 'Nains {d} · Trolls {t}',
    battleOf: 'Bataille {n} sur 2',
    firstBattle: 'bataille 1 : {d}–{t}',
    battleOneEnded: 'Bataille 1 terminée ({d}–{t}). Bataille 2 : les joueurs changent de camp.',
    youNowPlay: 'Vous jouez maintenant les {side}.',
    matchTotals: 'match : {first} (Nains d’abord) contre {second}',
    matchWon: 'Match gagné par le joueur qui a maintenant les {side}',
    matchDrawn: 'Match nul',
    rockRank: 'Rocher sur la rangée {r} sur {goal}',
    ballRank: 'Ballon sur la rangée {r} sur {goal}',
    bestRank: 'record {r}',
    quiet: 'sans prise depuis {n} demi-coups',
    quietKv: 'sans progrès depuis {n} demi-coups',
    claim: 'Réclamer la fin',
    agreeEnd: 'Finir d’un commun accord',
    offerEnd: 'Proposer de finir',
    endDeclined: 'L’ordinateur refuse de finir la partie.',
    hintCaptureAll: 'ou cliquez un nain marqué pour prendre tous les nains marqués',
    hintCaptureOne: 'ou cliquez un nain marqué pour le prendre (un second les prend tous)',
    hintCaptureOneOnly: 'ou cliquez un nain marqué pour le prendre',
    hintTakeAll: 'ou cliquez un autre nain marqué pour les prendre tous',
    hintChain: 'ou sautez encore par-dessus un nain',
  },
  pl: {
    'side.dwarfs': 'Krasnoludy',
    'side.trolls': 'Trolle',
    'piece.dwarfs.dwarf': 'krasnolud',
    'piece.trolls.troll': 'troll',
    'piece.none.thudstone': 'Kamień Thud',
    'piece.none.rock': 'Skała',
    'piece.none.ball': 'piłka',
    'variant.classic': 'Thud klasyczny',
    'variant.koom-valley': 'Thud z Doliny Koom',
    'variant.koom-valley-football': 'Piłka z Doliny Koom',
    'mode.play.dwarfs': 'Graj krasnoludami',
    'mode.play.trolls': 'Graj trollami',
    'reason.no-moves': 'brak ruchów',
    'reason.capture-clock': '60 półruchów bez bicia',
    'reason.ply-limit': 'limit ruchów',
    'reason.claim': 'koniec na żądanie',
    'reason.agreement': 'za zgodą',
    'reason.rock-home': 'Skała dotarła do krawędzi',
    'reason.trolls-surround': 'trzy trolle przy Skale',
    'reason.progress-clock': '100 półruchów bez postępu',
    sideWins: 'Wygrywają {side}',
    winsBy: 'Wygrywają {side} o {n}',
    battleDrawn: 'Bitwa nierozstrzygnięta',
    score: 'Krasnoludy {d} · Trolle {t}',
    battleOf: 'Bitwa {n} z 2',
    firstBattle: 'bitwa 1: {d}–{t}',
    battleOneEnded: 'Bitwa 1 skończona ({d}–{t}). Bitwa 2: gracze zamieniają się stronami.',
    youNowPlay: 'Teraz grasz: {side}.',
    matchTotals: 'mecz: {first} (najpierw krasnoludy) – {second}',
    matchWon: 'Mecz wygrywa gracz grający teraz stroną {side}',
    matchDrawn: 'Mecz nierozstrzygnięty',
    rockRank: 'Skała w rzędzie {r} z {goal}',
    ballRank: 'Piłka w rzędzie {r} z {goal}',
    bestRank: 'najdalej {r}',
    quiet: 'bez bicia od {n} półruchów',
    quietKv: 'bez postępu od {n} półruchów',
    claim: 'Zażądaj końca',
    agreeEnd: 'Zakończ za zgodą',
    offerEnd: 'Zaproponuj koniec',
    endDeclined: 'Komputer nie zgadza się zakończyć gry.',
    hintCaptureAll: 'albo kliknij zaznaczonego krasnoluda, by zbić wszystkich zaznaczonych',
    hintCaptureOne: 'albo kliknij zaznaczonego krasnoluda, by go zbić (drugi — wszystkich)',
    hintCaptureOneOnly: 'albo kliknij zaznaczonego krasnoluda, by go zbić',
    hintTakeAll: 'albo kliknij innego zaznaczonego krasnoluda, by zbić wszystkich',
    hintChain: 'albo skacz dalej przez krasnoluda',
  },
};

/** One way of entering a move: the squares to click, and the index of the legal move it plays. */
interface Entry {
  readonly seq: readonly number[];
  readonly move: number;
}

const key = (seq: readonly number[]): string => seq.join(',');

/**
 * Thud on the octagonal board (rules/thud.md): classic Thud with the Thudstone,
 * Koom Valley Thud with the Rock, and Koom Valley football, against a person or
 * the computer (levels 1–7).
 *
 * Moves are entered square by square. A troll step that may capture stops on its
 * destination: click the troll again (or press Enter) to step without capturing,
 * or click a marked dwarf to capture (`troll-capture="one"`: the dwarf clicked; a
 * second marked dwarf takes them all when a shove allows it). Trample chains are
 * entered jump by jump and may stop after any jump. Before a move is played the
 * board previews it under the pointer or keyboard focus: the line that hurls or
 * shoves, the path, and the pieces it would take; on touch, the first tap on a
 * target that captures shows that preview and a second tap plays it. In a two-battle match the
 * person's `side` swaps when battle 2 begins.
 *
 * @tag thud-board
 * @summary Thud, Koom Valley Thud and Koom Valley football: play a person or the computer (levels 1–7).
 *
 * @attr variant - `classic` (default), `koom-valley` or `koom-valley-football`. Changing it starts a new game.
 * @attr side - `dwarfs` (default), `trolls`, `both` (two people) or `none` (the computer plays both). Swaps at battle 2 of a match.
 * @attr troll-capture - Classic: `all` (default; a troll takes every dwarf next to it, or none) or `one` (one dwarf of the player's choice). Changing it starts a new game.
 * @attr match - Classic: `single` (default) or `two-battle` (a second battle with sides swapped, totals decide). Changing it starts a new game.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (notation of rules/thud.md §7).
 * @fires {CustomEvent<GameOverDetail>} game-over - The game (or the match) ended: `{result: {winner, reason, score?, match?}}`.
 *
 * @csspart overlay - The layer over the board with the octagon's outline and the move previews.
 *
 * @cssprop --thud-dwarf - Fill of the dwarfs.
 * @cssprop --thud-dwarf-edge - Outline of the dwarfs.
 * @cssprop --thud-helmet - The dwarfs' helmets.
 * @cssprop --thud-troll - Fill of the trolls.
 * @cssprop --thud-troll-edge - Outline of the trolls.
 * @cssprop --thud-stone - The Thudstone.
 * @cssprop --thud-rock - The Rock.
 * @cssprop --thud-preview - Lines of the move preview (hurl/shove line, path).
 */
export class ThudBoard extends GridGameElement<ThudState, ThudMove> {
  static override styles = [gridGameStyles, thudBoardStyles];

  protected readonly game = thud;

  /** Classic: `all` or `one` (rules/thud.md §3 "Troll moves"). */
  @property({ attribute: 'troll-capture', reflect: true, useDefault: true })
  trollCapture: 'all' | 'one' = 'all';

  /** Classic: `single` or `two-battle` (rules/thud.md §3 "Two-battle match"). */
  @property({ reflect: true, useDefault: true })
  match: 'single' | 'two-battle' = 'single';

  @state() private hoverCell = -1;
  /** The square a touch tap is previewing, waiting for a second tap to play (−1: none). */
  private touchPreview = -1;
  @state() private endAnswer: { ply: number; text: string } | null = null;
  private boardFocused = false;
  private goodRules = { trollCapture: 'all' as 'all' | 'one', match: 'single' as 'single' | 'two-battle' };
  /** Battle 2 started by an agreement or claim in battle 1 (the rules' options for the new session). */
  private battleStart: { battle: 2; firstBattle: string } | null = null;
  private shownBattle = 0;
  private entries: readonly Entry[] = [];
  private entryMoves: readonly ThudMove[] = [];
  private entryState: ThudState | null = null;
  /** The entry in progress as last drawn (for the status hint). */
  private enteredNow: readonly number[] = [];

  protected override localStrings(): StringTable {
    return STRINGS;
  }

  protected override get cutUnplayable(): boolean {
    return true;
  }

  /** Edge labels would fall on the cut corners: the overlay writes them on the octagon's own edge squares. */
  protected override coordinateStyle(): CoordinateStyle {
    return 'none';
  }

  protected override setupOptions(): Record<string, unknown> {
    return { trollCapture: this.goodRules.trollCapture, match: this.goodRules.match, ...(this.battleStart ?? {}) };
  }

  // ------------------------------------------------------------ attributes

  protected override willUpdate(changed: PropertyValues): void {
    const restart = ['variant', 'position', 'moves'].some((k) => changed.has(k));
    if (restart) this.battleStart = null;
    let rules = false;
    if (changed.has('trollCapture')) rules = this.checkOption('trollCapture', ['all', 'one']) || rules;
    if (changed.has('match')) rules = this.checkOption('match', ['single', 'two-battle']) || rules;
    super.willUpdate(changed);
    // The classic options change the rules: a new game under them.
    if (rules && this.hasUpdated && this.session && this.session.variant === 'classic') {
      this.battleStart = null;
      this.reset();
    }
  }

  /** Accepts a good option value (true when it changed), or reports the bad one and restores the last good value. */
  private checkOption<K extends 'trollCapture' | 'match'>(name: K, allowed: readonly string[]): boolean {
    const v = this[name] as string;
    if (allowed.includes(v)) {
      const was = this.goodRules[name];
      (this.goodRules as Record<K, string>)[name] = v;
      return was !== v;
    }
    const attr = name === 'trollCapture' ? 'troll-capture' : 'match';
    this.fail(new GameError('bad-option', `${attr} must be ${allowed.join(' or ')}; got "${v}".`), 'bad-option');
    (this as Record<K, string>)[name] = this.goodRules[name];
    return false;
  }

  /**
   * Moves replayed from `position`, space-separated. Troll and Rock moves may keep their canonical
   * space (`T g7-g6 R h8-h9`): the piece letter is joined to its move before the list is split.
   */
  override get moves(): string {
    return super.moves;
  }
  override set moves(v: string) {
    super.moves = (v ?? '').replace(/\b([TR])\s+(?=[a-o]\d)/gi, '$1');
  }

  /** Replaces the game with a record; the record's classic options (tags) become the element's. */
  override importGame(text: string): void {
    super.importGame(text);
    const st = this.session!.startState;
    const c = st.config;
    if (c.variant !== 'classic') return;
    // Set the last good values first, so the attribute change does not restart the imported game.
    this.goodRules = { trollCapture: c.trollCapture, match: c.match };
    this.trollCapture = c.trollCapture;
    this.match = c.match;
    this.battleStart = st.battle === 2 && st.firstBattle ? { battle: 2, firstBattle: `${st.firstBattle.score.dwarfs}-${st.firstBattle.score.trolls}` } : null;
  }

  /** Starts a new game (battle 1 of a match) from the configured start. */
  override reset(): void {
    this.battleStart = null;
    super.reset();
  }

  // ------------------------------------------------------------ match flow

  protected override gameChanged(): void {
    this.endAnswer = null;
    const s = this.session;
    if (!s) return;
    const battle = s.state.battle;
    const before = this.shownBattle;
    this.shownBattle = battle;
    if (before === 0 || before === battle) return;
    // rules/thud.md §3 "Two-battle match": the players swap sides for battle 2 (and back when taken back).
    if (this.side === 'dwarfs' || this.side === 'trolls') {
      this.side = this.side === 'dwarfs' ? 'trolls' : 'dwarfs';
    }
    if (battle === 2 && s.state.firstBattle) {
      const f = s.state.firstBattle.score;
      const said = this.t('battleOneEnded', { d: f.dwarfs, t: f.trolls });
      const you = this.mode === 'vs-computer' ? ` ${this.t('youNowPlay', { side: this.sideName(this.side) })}` : '';
      this.announce(said + you);
    }
  }

  // ------------------------------------------------------------ input

  protected override inputShapes(st: ThudState, moves: readonly ThudMove[], shapes: readonly MoveShape[]): InputShapes | null {
    const groups = new Map<string, number[]>();
    shapes.forEach((sh, i) => {
      const k = key([sh.from, ...sh.path]);
      const g = groups.get(k);
      if (g) g.push(i);
      else groups.set(k, [i]);
    });
    const entries: Entry[] = [];
    for (const g of groups.values()) {
      const base = [shapes[g[0]].from, ...shapes[g[0]].path];
      if (g.length === 1) {
        entries.push({ seq: base, move: g[0] });
        continue;
      }
      // Moves on the same squares differ in what they take (classic troll steps): the plain one is
      // entered as is, a capture by one more click on a dwarf it takes; under "one" the shove that
      // takes every neighbour is a click on one marked dwarf and then another.
      const singles = g.some((i) => moves[i].captured.length === 1);
      for (const i of g) {
        const caps = moves[i].captured;
        if (caps.length === 0) entries.push({ seq: base, move: i });
        else if (caps.length === 1 || !singles) for (const x of caps) entries.push({ seq: [...base, x], move: i });
        else for (const x of caps) for (const y of caps) if (x !== y) entries.push({ seq: [...base, x, y], move: i });
      }
    }
    this.entries = entries;
    this.entryMoves = moves;
    this.entryState = st;
    return {
      shapes: entries.map((e) => ({ from: e.seq[0], path: e.seq.slice(1), captured: [] })),
      moveOf: entries.map((e) => e.move),
    };
  }

  override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    const root = this.renderRoot;
    root.addEventListener('pointermove', this.onHover as EventListener);
    root.addEventListener('pointerout', this.onHoverOut as EventListener);
    root.addEventListener('focusin', this.onFocusChange);
    root.addEventListener('focusout', this.onFocusChange);
    root.addEventListener('keyup', this.onFocusChange);
    // Capture phase: a touch tap that only previews must not reach the board's own click handler.
    root.addEventListener('click', this.onTouchTap as EventListener, { capture: true });
  }

  /**
   * Touch has no hover, so a tap on a target that would capture first previews the move
   * (line, victims) and a second tap on the same square plays it; other taps act at once.
   */
  private onTouchTap = (e: PointerEvent): void => {
    const cell = eventCell(e);
    if (e.pointerType !== 'touch' || cell === null) {
      this.touchPreview = -1;
      return;
    }
    if (cell === this.touchPreview) {
      this.touchPreview = -1; // the confirming tap: let the board play it
      return;
    }
    this.touchPreview = -1;
    if (this.capturesAt(cell)) {
      e.stopPropagation();
      this.touchPreview = cell;
      this.hoverCell = cell;
    }
  };

  /** Whether entering `cell` next would play or choose among moves that take pieces. */
  private capturesAt(cell: number): boolean {
    const entered = this.enteredNow;
    const st = this.session?.state;
    if (entered.length === 0 || entered.includes(cell) || !st || this.entryState !== st) return false;
    const n = entered.length;
    return this.entries.some(
      (e) =>
        e.seq.length > n &&
        entered.every((c, i) => e.seq[i] === c) &&
        (e.seq[n] === cell || e.seq[e.seq.length - 1] === cell) &&
        this.entryMoves[e.move].captured.length > 0,
    );
  }

  private onHover = (e: PointerEvent): void => {
    if (e.pointerType !== 'mouse' && e.pointerType !== 'pen') return;
    const cell = eventCell(e) ?? -1;
    if (cell !== this.hoverCell) this.hoverCell = cell;
  };
  private onHoverOut = (e: PointerEvent): void => {
    if (!e.relatedTarget || !(this.renderRoot as ShadowRoot).contains(e.relatedTarget as Node)) this.hoverCell = -1;
  };
  private onFocusChange = (): void => {
    const active = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    const on = !!active && active.dataset.cell !== undefined;
    if (on !== this.boardFocused) {
      this.boardFocused = on;
      // Focus often moves while the board renders (the roving tab stop): redraw after that update.
      if (this.enteredNow.length > 0) void this.updateComplete.then(() => this.requestUpdate());
    }
  };

  // ------------------------------------------------------------ drawing

  protected override drawPiece(piece: PieceView): SVGTemplateResult {
    switch (piece.kind) {
      case 'dwarf':
        // A dwarf: a stout body, a round helmet with a nasal and a beard.
        return svg`
          <path class="p-body" d="M24 92 L30 58 Q50 46 70 58 L76 92 Z"></path>
          <circle class="p-body" cx="50" cy="38" r="17"></circle>
          <path class="p-beard" d="M37 42 Q50 70 63 42 Q50 50 37 42 Z"></path>
          <path class="p-helmet" d="M31 36 Q32 13 50 12 Q68 13 69 36 Z"></path>
          <rect class="p-helmet" x="47" y="30" width="6" height="14" rx="2"></rect>`;
      case 'troll':
        // A troll: a hulking, hunched mass with small eyes and tusks.
        return svg`
          <path class="p-body" d="M10 92 Q6 58 22 38 Q34 14 56 14 Q82 16 88 44 Q96 66 90 92 Z"></path>
          <circle class="p-eye" cx="40" cy="40" r="5"></circle>
          <circle class="p-eye" cx="62" cy="40" r="5"></circle>
          <path class="p-tusk" d="M38 58 L42 70 L46 58 Z"></path>
          <path class="p-tusk" d="M56 58 L60 70 L64 58 Z"></path>`;
      case 'thudstone':
        // The Thudstone: a standing stone, narrow and tall.
        return svg`
          <path class="p-stone" d="M30 94 L26 36 Q30 8 50 6 Q70 8 74 36 L70 94 Z"></path>
          <path class="p-crack" d="M44 22 L52 40 L46 56 L54 76"></path>`;
      case 'rock':
        // The Rock: a broad boulder.
        return svg`
          <path class="p-rock" d="M8 74 L16 40 L38 20 L66 22 L88 40 L94 70 L76 88 L28 90 Z"></path>
          <path class="p-crack" d="M36 34 L46 52 L40 70 M64 38 L58 56"></path>`;
      case 'ball':
      default:
        return svg`
          <circle class="p-ball" cx="50" cy="50" r="40"></circle>
          <path class="p-patch" d="M50 36 L63 45 L58 60 L42 60 L37 45 Z"></path>
          <path class="p-patch" d="M50 10 L58 14 L50 21 L42 14 Z M88 44 L86 54 L79 48 Z M12 44 L14 54 L21 48 Z M30 82 L38 88 L36 78 Z M70 82 L62 88 L64 78 Z"></path>`;
    }
  }

  protected override renderBoardOverlay(view: BoardOverlayView): unknown {
    this.enteredNow = view.entered;
    const { rows, cols, flipped } = view;
    const shape = this.game.grid(this.variant);
    const xy = (cell: number): [number, number] => {
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      return flipped ? [cols - 1 - c + 0.5, rows - 1 - r + 0.5] : [c + 0.5, r + 0.5];
    };
    return svg`<svg part="overlay" class="overlay" viewBox="0 0 ${cols} ${rows}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      ${this.renderCoordinates(shape.playable, shape.dark, rows, cols, flipped)}
      <path class="outline" d=${outline(shape.playable, rows, cols, flipped)}></path>
      ${this.renderPreview(view, xy)}
    </svg>`;
  }

  /** Rank numbers in the first square of each row and file letters in the last square of each column, as drawn. */
  private renderCoordinates(playable: readonly boolean[], dark: readonly boolean[], rows: number, cols: number, flipped: boolean): SVGTemplateResult[] {
    const cellAt = (dr: number, dc: number): number => (flipped ? rows * cols - 1 - (dr * cols + dc) : dr * cols + dc);
    const out: SVGTemplateResult[] = [];
    for (let dr = 0; dr < rows; dr++) {
      for (let dc = 0; dc < cols; dc++) {
        const cell = cellAt(dr, dc);
        if (!playable[cell]) continue;
        const cls = dark[cell] ? 'coord on-dark' : 'coord on-light';
        out.push(svg`<text class=${cls} x=${dc + 0.06} y=${dr + 0.3}>${15 - Math.floor(cell / cols)}</text>`);
        break;
      }
    }
    for (let dc = 0; dc < cols; dc++) {
      for (let dr = rows - 1; dr >= 0; dr--) {
        const cell = cellAt(dr, dc);
        if (!playable[cell]) continue;
        const cls = dark[cell] ? 'coord on-dark' : 'coord on-light';
        out.push(svg`<text class=${cls} x=${dc + 0.94} y=${dr + 0.93} text-anchor="end">${'abcdefghijklmno'[cell % cols]}</text>`);
        break;
      }
    }
    return out;
  }

  /** The move (or choice) the pointer or focus points at, drawn before it is played. */
  private renderPreview(view: BoardOverlayView, xy: (cell: number) => [number, number]): unknown {
    const entered = view.entered;
    const st = this.session?.state;
    if (!view.interactive || entered.length === 0 || !st || this.entryState !== st) return nothing;
    const n = entered.length;
    const cands = this.entries.filter((e) => e.seq.length >= n && entered.every((c, i) => e.seq[i] === c));
    const at = this.hoverCell >= 0 ? this.hoverCell : this.boardFocused ? view.focusCell : -1;
    let pointed = at >= 0 && !entered.includes(at) ? cands.filter((e) => e.seq[n] === at || e.seq[e.seq.length - 1] === at) : [];
    let choosing = false;
    if (pointed.length === 0 && n >= 2) {
      pointed = cands;
      choosing = true;
    }
    if (pointed.length === 0) return nothing;
    const moves = [...new Set(pointed.map((e) => e.move))].map((i) => this.entryMoves[i]);
    const m = moves.reduce((a, b) => (b.captured.length > a.captured.length ? b : a));
    const victims = new Set<number>();
    const sure = new Set<number>(moves[0].captured);
    for (const mv of moves) {
      mv.captured.forEach((c) => victims.add(c));
      for (const c of [...sure]) if (!mv.captured.includes(c)) sure.delete(c);
    }
    const path = choosing ? entered.filter((c) => victims.has(c) === false) : [m.from, ...(m.hops ?? [m.to])];
    const pts = path.map(xy);
    const parts: SVGTemplateResult[] = [];
    if (m.kind === 'hurl' || m.kind === 'shove') {
      // The line behind the mover that makes the hurl or shove possible (rules/thud.md §3).
      const back = lineBehind(st, m.from, m.to);
      if (back !== m.from) {
        const [x1, y1] = xy(back);
        const [x2, y2] = xy(m.from);
        parts.push(svg`<line class="push" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`);
      }
    }
    if (pts.length >= 2) {
      parts.push(svg`<polyline class="path" points=${pts.map((p) => p.join(' ')).join(' ')}></polyline>`);
      const [ex, ey] = pts[pts.length - 1];
      const [px, py] = pts[pts.length - 2];
      const a = Math.atan2(ey - py, ex - px);
      const tip = (d: number, s: number): string => `${ex - Math.cos(a) * d + Math.cos(a + Math.PI / 2) * s} ${ey - Math.sin(a) * d + Math.sin(a + Math.PI / 2) * s}`;
      parts.push(svg`<path class="head" d="M${tip(0.12, 0)} L${tip(0.42, 0.17)} L${tip(0.42, -0.17)} Z"></path>`);
    }
    for (const c of victims) {
      const [x, y] = xy(c);
      if (sure.has(c) && !choosing) {
        parts.push(svg`<circle class="victim" cx=${x} cy=${y} r="0.42"></circle>
          <path class="victim-x" d="M${x - 0.2} ${y - 0.2} L${x + 0.2} ${y + 0.2} M${x + 0.2} ${y - 0.2} L${x - 0.2} ${y + 0.2}"></path>`);
      } else {
        parts.push(svg`<circle class="choice" cx=${x} cy=${y} r="0.44"></circle>`);
      }
    }
    return parts;
  }

  // ------------------------------------------------------------ status and actions

  protected override renderExtraStatus(): unknown {
    const s = this.session;
    if (!s) return nothing;
    const st = s.state;
    const T = THUD_BOARD_TUNING;
    const bits: TemplateResult[] = [];
    if (st.config.variant === 'classic') {
      bits.push(html`<span class="score">${this.t('score', { d: st.dwarfs * LIMITS.dwarfValue, t: st.trolls * LIMITS.trollValue })}</span>`);
      if (st.config.match === 'two-battle') {
        const first = st.firstBattle ? ` (${this.t('firstBattle', { d: st.firstBattle.score.dwarfs, t: st.firstBattle.score.trolls })})` : '';
        bits.push(html`<span>${this.t('battleOf', { n: st.battle })}${first}</span>`);
      }
      if (st.clock >= T.clockShownFrom && !s.result) bits.push(html`<span class="muted">${this.t('quiet', { n: st.clock })}</span>`);
    } else {
      const rank = st.rock >= 0 ? 15 - Math.floor(st.rock / 15) : 0;
      const label = st.config.variant === 'koom-valley' ? 'rockRank' : 'ballRank';
      const best = st.rockMax > rank ? ` (${this.t('bestRank', { r: st.rockMax })})` : '';
      bits.push(html`<span class="score">${this.t(label, { r: rank, goal: T.goalRank })}${best}</span>`);
      if (st.clock >= T.clockShownFrom && !s.result) bits.push(html`<span class="muted">${this.t('quietKv', { n: st.clock })}</span>`);
    }
    const hint = this.entryHint();
    if (hint) bits.push(html`<span class="hint">${hint}</span>`);
    if (this.endAnswer && this.endAnswer.ply === s.ply) bits.push(html`<span>${this.endAnswer.text}</span>`);
    return bits;
  }

  /** What more the entry in progress may do: take dwarfs, or jump on. */
  private entryHint(): string {
    const entered = this.enteredNow;
    const n = entered.length;
    if (n < 2) return '';
    const cands = this.entries.filter((e) => e.seq.length > n && entered.every((c, i) => e.seq[i] === c));
    if (cands.length === 0) return '';
    const m = this.entryMoves[cands[0].move];
    if (m.kind === 'trample') return this.t('hintChain');
    if (this.goodRules.trollCapture !== 'one') return this.t('hintCaptureAll');
    // A dwarf already picked: another marked one makes it the shove that takes them all.
    if (n >= 3) return this.t('hintTakeAll');
    return cands.some((e) => e.seq.length > n + 1) ? this.t('hintCaptureOne') : this.t('hintCaptureOneOnly');
  }

  protected override renderExtraActions(): unknown {
    const s = this.session;
    if (!s || this.readonly || this.mode === 'computer-both') return nothing;
    const st = s.state;
    const over = s.result !== null;
    const myTurn = this.mode === 'two-players' || s.turn === this.side;
    const out: TemplateResult[] = [];
    if (st.config.variant === 'classic' && canClaim(st) && !over) {
      out.push(html`<button class="btn text" type="button" ?disabled=${!myTurn || this.thinking} @click=${this.claimEnd}>${this.t('claim')}</button>`);
    }
    const label = this.mode === 'two-players' ? this.t('agreeEnd') : this.t('offerEnd');
    out.push(html`<button class="btn text" type="button" ?disabled=${over || s.ply === 0 || this.thinking} @click=${this.offerEnd}>${label}</button>`);
    return out;
  }

  private claimEnd = (): void => {
    const s = this.session;
    if (!s || s.result) return;
    try {
      this.finishBattle(endThud(s.state, 'claim'));
    } catch (e) {
      this.fail(e, 'bad-option');
    }
  };

  /**
   * An offer to end (rules/thud.md §3 "the players agree"; §6 "by agreement"). Two people agree at
   * once; the computer accepts when its static evaluation says it is not ahead.
   */
  private offerEnd = (): void => {
    const s = this.session;
    if (!s || s.result) return;
    if (this.mode === 'vs-computer') {
      const forMover = thud.evaluate(s.state);
      const forComputer = s.turn === this.side ? -forMover : forMover;
      if (forComputer > THUD_BOARD_TUNING.acceptEndAtMost) {
        const text = this.t('endDeclined');
        this.endAnswer = { ply: s.ply, text };
        this.announce(text);
        return;
      }
    }
    try {
      this.finishBattle(endThud(s.state, 'agreement'));
    } catch (e) {
      this.fail(e, 'bad-option');
    }
  };

  /** Applies an agreement or claim: the game ends, or battle 2 of a match begins. */
  private finishBattle(next: ThudState): void {
    if (next.outcome) {
      this.endGame(next.outcome);
      return;
    }
    const f = next.firstBattle!.score;
    const wasSide = this.side;
    this.battleStart = { battle: 2, firstBattle: `${f.dwarfs}-${f.trolls}` };
    super.reset();
    // The new session starts in battle 2 directly: swap the person's side here.
    if (wasSide === 'dwarfs' || wasSide === 'trolls') this.side = wasSide === 'dwarfs' ? 'trolls' : 'dwarfs';
    const you = this.mode === 'vs-computer' ? ` ${this.t('youNowPlay', { side: this.sideName(this.side) })}` : '';
    this.announce(this.t('battleOneEnded', { d: f.dwarfs, t: f.trolls }) + you);
  }

  /** "Dwarfs win by 3: no moves left · Dwarfs 5 · Trolls 8"; a match names the winning player. */
  protected override resultText(r: Outcome): string {
    const o = r as ThudOutcome;
    const reason = this.tOr(`reason.${r.reason}`, r.reason.replace(/-/g, ' '));
    if (o.match) {
      const head = r.winner === null ? this.t('matchDrawn') : this.t('matchWon', { side: this.sideName(r.winner) });
      return `${head} (${this.t('matchTotals', { first: o.match.first, second: o.match.second })}): ${reason}`;
    }
    if (o.score) {
      const diff = Math.abs(o.score.dwarfs - o.score.trolls);
      const head = r.winner === null ? this.t('battleDrawn') : this.t('winsBy', { side: this.sideName(r.winner), n: diff });
      return `${head}: ${reason} (${this.t('score', { d: o.score.dwarfs, t: o.score.trolls })})`;
    }
    const head = r.winner === null ? this.t('draw') : this.t('sideWins', { side: this.sideName(r.winner) });
    return `${head}: ${reason}`;
  }
}

/** The cell where the unbroken line of the mover's kind behind `from` (away from `to`) ends. */
function lineBehind(st: ThudState, from: number, to: number): number {
  const size = 15;
  const dr = Math.sign(Math.floor(to / size) - Math.floor(from / size));
  const dc = Math.sign((to % size) - (from % size));
  const piece = st.board[from];
  let r = Math.floor(from / size);
  let c = from % size;
  let last = from;
  for (;;) {
    r -= dr;
    c -= dc;
    if (r < 0 || c < 0 || r >= size || c >= size) return last;
    const cell = r * size + c;
    if (st.board[cell] !== piece) return last;
    last = cell;
  }
}

/** The octagon's outline as drawn: its staircase edge, one path round the playable cells. */
function outline(playable: readonly boolean[], rows: number, cols: number, flipped: boolean): string {
  const spans: [number, number][] = [];
  for (let dr = 0; dr < rows; dr++) {
    let lo = -1;
    let hi = -1;
    for (let dc = 0; dc < cols; dc++) {
      const cell = flipped ? rows * cols - 1 - (dr * cols + dc) : dr * cols + dc;
      if (playable[cell]) {
        if (lo < 0) lo = dc;
        hi = dc + 1;
      }
    }
    spans.push([lo, hi]);
  }
  const right: string[] = [];
  const left: string[] = [];
  spans.forEach(([lo, hi], r) => {
    right.push(`L${hi} ${r} L${hi} ${r + 1}`);
    left.unshift(`L${lo} ${r + 1} L${lo} ${r}`);
  });
  return `M${spans[0][0]} 0 ${right.join(' ')} ${left.join(' ')} Z`;
}
