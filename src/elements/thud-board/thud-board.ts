import { html, type TemplateResult } from 'lit';
import type { MoveShape } from '../../core/board.js';
import type { Outcome } from '../../core/game.js';
import { canClaim, LIMITS, thudGridStart, type ThudMove, type ThudOutcome, type ThudState } from '../../games/thud/grid-start.js';
import { GameError } from '../../core/errors.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS } from '../../ui/game-options.js';
import { addLateStyles } from '../../ui/late-styles.js';
import { drawWith, Lazy } from '../../ui/lazy.js';
import { OfferSlot } from '../../ui/offer-slot.js';
import type { OverlayView } from '../../ui/game-view.js';
import { choice, defineOptions } from '../../ui/options.js';
import type { ElementRecipe, InputShapes } from '../../ui/recipe.js';
import { gridGameStyles } from '../../ui/styles.js';
import type { Entry } from './entry.js';
import { renderThudOverlay } from './overlay.js';
import { drawThudPiece } from './pieces.js';
import en from './strings.en.js';
import type { ThudKey } from './strings.js';
import { thudBoardStyles } from './thud-board.styles.js';

/** The move preview over the board: it shows only while a move is entered, so it loads with the playing parts. */
const previews = new Lazy(() => import('./preview.js'));
/**
 * The whole game (moves, play, the end of a battle by agreement or claim), with how its moves are entered (entry.ts):
 * loaded with what plays it, after the board's first drawing.
 */
const wholeGame = new Lazy(() => Promise.all([import('../../games/thud/grid.js'), import('./entry.js')]).then(([game, entry]) => ({ game, entry })));
/** No moves known yet: none to enter. */
const NO_ENTRIES: InputShapes = { shapes: [], moveOf: [] };
/** Thud's part of the status line (status-extra.ts): loaded with it. */
const statusParts = new Lazy(() => import('./status-extra.js'));

/** Numbers that tune the element. */
export const THUD_BOARD_TUNING = {
  /** Once the battle has simplified, the computer accepts an offer to end when its own search says it leads by at most this (a classic dwarf is 100). */
  acceptEndAtMost: 50,
  /** Behind by this much, the computer accepts an offer to end at any stage. */
  acceptEndBehindBy: 300,
  /** A battle with at most this share of its pieces left has simplified… */
  simplifiedAt: 0.6,
  /** …as has one where the capture (or progress) clock has run this many plies. */
  simplifiedClock: 20,
  /** The status shows the no-capture / no-progress clock from this many plies on. */
  clockShownFrom: 10,
  /** The goal rank of the Rock (rules/thud.md §2). */
  goalRank: 15,
  /** The level the computer judges an offer at (a quick look sees who is ahead). */
  offerLevel: 3,
} as const;

/** The classic options change the rules (rules/thud.md §3): set-up options, so a change starts a new game. */
const THUD_OPTIONS = {
  trollCapture: { ...choice('troll-capture', ['all', 'one'], 'all'), setup: 'trollCapture' },
  match: { ...choice('match', ['single', 'two-battle'], 'single'), setup: 'match' },
};

/**
 * Thud on the octagonal board (rules/thud.md): classic Thud with the Thudstone, Koom Valley Thud
 * with the Rock, and Koom Valley football, against a person or the computer (levels 1–7).
 *
 * Moves are entered square by square. A troll step that may capture stops on its destination:
 * click the troll again (or press Enter) to step without capturing, or click a marked dwarf to
 * capture (`troll-capture="one"`: the dwarf clicked; a second marked dwarf takes them all when a
 * shove allows it). Trample chains are entered jump by jump and may stop after any jump. Before a
 * move is played the board previews it under the pointer or keyboard focus: the line that hurls
 * or shoves, the path, and the pieces it would take; on touch, the first tap on a target that
 * captures shows that preview and a second tap plays it. In a two-battle match the person's
 * `side` swaps when battle 2 begins.
 *
 * @tag thud-board
 * @summary Thud, Koom Valley Thud and Koom Valley football: play a person or the computer (levels 1–7).
 *
 * @attr variant - `classic` (default), `koom-valley` or `koom-valley-football`. Changing it starts a new game.
 * @attr side - `dwarfs` (default), `trolls`, `both` (two people) or `none` (the computer plays both). Swaps at battle 2 of a match.
 * @attr troll-capture - Classic: `all` (default; a troll takes every dwarf next to it, or none) or `one` (one dwarf of the player's choice). Changing it starts a new game.
 * @attr match - Classic: `single` (default) or `two-battle` (a second battle with sides swapped, totals decide). Changing it starts a new game.
 *
 * @prop {'all' | 'one'} trollCapture - Classic: how a troll captures.
 * @prop {'single' | 'two-battle'} match - Classic: one battle, or a match of two.
 *
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (notation of rules/thud.md §7).
 * @fires {CustomEvent<GameOverDetail>} game-over - The game (or the match) ended: `{result: {winner, reason, score?, match?}}`.
 *
 * @csspart overlay - The layer over the board with the octagon's outline and the move previews.
 *
 * @cssprop --thud-dwarf - Fill of the dwarfs.
 * @cssprop --thud-dwarf-edge - Outline of the dwarfs.
 * @cssprop --thud-helmet - Colour of the dwarfs' helmets.
 * @cssprop --thud-troll - Fill of the trolls.
 * @cssprop --thud-troll-edge - Outline of the trolls.
 * @cssprop --thud-stone - Colour of the Thudstone, classic Thud's fixed centre square.
 * @cssprop --thud-rock - Colour of the Rock (the ball in Koom Valley football).
 * @cssprop --thud-preview - Lines of the move preview (hurl/shove line, path).
 */
export class ThudBoard extends GameElement<ThudState, ThudMove, ThudKey> {
  static override styles = [gridGameStyles, thudBoardStyles];
  static override recipe: ElementRecipe = {
    game: thudGridStart,
    rules: () => wholeGame.load().then((m) => m.game.thudGridGame),
    records: () => import('../../games/thud/record.js').then((m) => m.thudRecords),
    motion: () => import('../../games/thud/motion.js').then((m) => m.thudMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: { ...GAME_OPTIONS, ...THUD_OPTIONS },
    drawPiece: drawThudPiece,
    cutUnplayable: true,
    // The overlay writes the coordinates on the octagon's own edge squares.
    coordinates: () => 'none',
    // An exported image has no overlay: it writes them itself, on the same edge squares.
    imageCoordinates: () => 'algebraic',
  };

  declare trollCapture: 'all' | 'one';
  declare match: 'single' | 'two-battle';

  /** How the legal moves on show are entered (troll captures take an extra click). */
  private entries: { moves: readonly ThudMove[]; list: readonly Entry[] } = { moves: [], list: [] };
  /** The battle on show, to hear when battle 2 begins (or is taken back). */
  private shownBattle = 0;

  private readonly offer = new OfferSlot(this, this.computer, this.feedback, (m) => ({
    level: THUD_BOARD_TUNING.offerLevel,
    levelWithin: THUD_BOARD_TUNING.acceptEndAtMost,
    behindBy: THUD_BOARD_TUNING.acceptEndBehindBy,
    simplified: () => {
      const s = this.session.state;
      return s.clock >= THUD_BOARD_TUNING.simplifiedClock || m.fewPiecesLeft(this.game, s, THUD_BOARD_TUNING.simplifiedAt);
    },
    accept: () => this.finishBattle('agreement'),
    words: () => ({ agree: this.words.t('agreeEnd'), offer: this.words.t('offerEnd'), declined: this.words.t('endDeclined') }),
  }));

  constructor() {
    super();
    this.gameCtl.onChange(() => this.battleChanged());
  }

  protected override loadOwnParts(playing: boolean): Promise<unknown> {
    return Promise.all([statusParts.load(), ...(playing ? [this.offer.load(), previews.load()] : [])]);
  }

  protected override inputShapes(_state: ThudState, moves: readonly ThudMove[], shapes: readonly MoveShape[]): InputShapes {
    // Moves are listed once the rules are here, and their entries with them.
    const e = wholeGame.loaded?.entry;
    if (!e) {
      this.entries = { moves: [], list: [] };
      return NO_ENTRIES;
    }
    this.entries = { moves, list: e.thudEntries(moves, shapes) };
    return e.entryShapes(this.entries.list);
  }

  /** The entries that go on from the squares entered so far (none before the rules are here). */
  private continuing(entered: readonly number[]): Entry[] {
    return wholeGame.loaded?.entry.continuing(this.entries.list, entered) ?? [];
  }

  /** Touch has no hover: a tap on a target that would capture first previews the move. */
  protected override previewOnTouch(cell: number): boolean {
    const entered = this.input.entry.entered;
    if (entered.length === 0 || entered.includes(cell)) return false;
    const n = entered.length;
    return this.continuing(entered).some(
      (e) => (e.seq[n] === cell || e.seq[e.seq.length - 1] === cell) && this.entries.moves[e.move].captured.length > 0,
    );
  }

  protected override renderOverlay(view: OverlayView): unknown {
    const p = previews.loaded;
    if (p) addLateStyles(this.renderRoot, p.previewStyles);
    // A board that became playable after its first drawing (a diagram no more): the preview loads now.
    else if (view.interactive) previews.load().then(() => this.requestUpdate(), () => undefined);
    const preview = p?.preview;
    return renderThudOverlay({ view, grid: this.grid, state: this.session.state, entries: this.entries.list, moves: this.entries.moves, preview });
  }

  protected override renderStatusExtra(): unknown {
    const s = this.session;
    const st = s.state;
    const score = { d: st.dwarfs * LIMITS.dwarfValue, t: st.trolls * LIMITS.trollValue };
    const entered = this.input.entry.entered;
    return [
      drawWith(this, statusParts, (m) => {
        addLateStyles(this.renderRoot, m.statusExtraStyles);
        const hint = this.inputEnabled() ? m.entryHint(this.words, this.entries.moves, this.continuing(entered), entered, this.trollCapture) : '';
        return m.thudStatus(this.words, THUD_BOARD_TUNING, st, !!s.result, score, hint);
      }),
      this.offer.status(),
    ];
  }

  protected override renderActions(): unknown {
    const s = this.session;
    if (this.readonly || this.mode === 'computer-both') return [];
    const myTurn = this.mode === 'two-players' || s.turn === this.side;
    const claim: TemplateResult[] =
      s.state.config.variant === 'classic' && canClaim(s.state) && !s.result
        ? [html`<button class="btn text" type="button" ?disabled=${!myTurn || this.thinking} @click=${() => this.finishBattle('claim')}>${this.words.t('claim')}</button>`]
        : [];
    return [...claim, this.offer.button()];
  }

  /** "Dwarfs win by 3: no moves left · Dwarfs 5 · Trolls 8"; a match names the winning player. */
  protected override resultText(r: Outcome): string {
    const w = this.words;
    const o = r as ThudOutcome;
    const reason = w.reason(r);
    if (o.match) {
      const head = r.winner === null ? w.t('matchDrawn') : w.t('matchWon', { side: w.sideName(r.winner) });
      return `${head} (${w.t('matchTotals', { first: o.match.first, second: o.match.second })}): ${reason}`;
    }
    if (o.score) {
      const diff = Math.abs(o.score.dwarfs - o.score.trolls);
      const head = r.winner === null ? w.t('battleDrawn') : w.t('winsBy', { side: w.sideName(r.winner), n: diff });
      return `${head}: ${reason} (${w.t('score', { d: o.score.dwarfs, t: o.score.trolls })})`;
    }
    return `${r.winner === null ? w.t('draw') : w.t('sideWins', { side: w.sideName(r.winner) })}: ${reason}`;
  }

  /**
   * An agreement (rules/thud.md §3 "the players agree", §6) or a claim ends the battle: the game
   * ends, or battle 2 of a match begins with the sides swapped.
   */
  private finishBattle(action: 'agreement' | 'claim'): void {
    const s = this.session;
    if (s.result) return;
    let next: ThudState;
    try {
      // Its buttons show once the panels are here, which load the whole game with them.
      const whole = wholeGame.loaded;
      if (!whole) throw new GameError('not-ready', "Ending the battle waits for the game's rules, which load just after the board is drawn.");
      next = whole.game.endThud(s.state, action);
    } catch (e) {
      this.fail(e, 'bad-option');
      return;
    }
    if (next.outcome) return this.endGame(next.outcome);
    const f = next.firstBattle!.score;
    this.gameCtl.restart({ battle: 2, firstBattle: `${f.dwarfs}-${f.trolls}` });
  }

  /** rules/thud.md §3 "Two-battle match": the players swap sides for battle 2 (and back when it is taken back). */
  private battleChanged(): void {
    const st = this.session.state;
    const before = this.shownBattle;
    this.shownBattle = st.battle;
    if (before === 0 || before === st.battle) return;
    if (this.side === 'dwarfs' || this.side === 'trolls') this.side = this.side === 'dwarfs' ? 'trolls' : 'dwarfs';
    if (st.battle !== 2 || !st.firstBattle) return;
    const f = st.firstBattle.score;
    const you = this.mode === 'vs-computer' ? ` ${this.words.t('youNowPlay', { side: this.words.sideName(this.side) })}` : '';
    this.feedback.announce(this.words.t('battleOneEnded', { d: f.dwarfs, t: f.trolls }) + you);
  }
}

defineOptions(ThudBoard, THUD_OPTIONS);
