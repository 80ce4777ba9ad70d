import type { Outcome } from '../../core/game.js';
import {
  COLOUR_NAMES,
  KIND_FL,
  KIND_FR,
  KIND_PUSH,
  KIND_REENTER,
  SQUARE_COLOUR,
  duty,
  kamisadoGridStart,
  matchScore,
  moveFrom,
  moveKind,
  roundResults,
  type KamisadoMove,
  type KamisadoState,
  type RoundResult,
} from '../../games/kamisado/grid-start.js';
import type { GameOverDetail } from '../../ui/events.js';
import { GameElement } from '../../ui/game-element.js';
import { GAME_OPTIONS } from '../../ui/game-options.js';
import { addLateStyles } from '../../ui/late-styles.js';
import { drawWith, Lazy } from '../../ui/lazy.js';
import { choice, defineOptions } from '../../ui/options.js';
import type { ElementRecipe } from '../../ui/recipe.js';
import { gridGameStyles } from '../../ui/styles.js';
import { kamisadoBoardStyles } from './kamisado-board.styles.js';
import { drawTower } from './pieces.js';
import en from './strings.en.js';
import type { KamisadoKey } from './strings.js';

/** `game-over` detail of Kamisado: the result plus the final score and every round's result. */
export interface KamisadoGameOverDetail extends GameOverDetail {
  readonly score: { readonly black: number; readonly gold: number; readonly target: number };
  readonly rounds: readonly RoundResult[];
}

/** Kamisado's part of the status line (status-extra.ts): loaded with it. */
const statusParts = new Lazy(() => import('./status-extra.js'));
/** The whole game (moves, play, pushes): loaded with what plays it, after the board's first drawing. */
const wholeGame = new Lazy(() => import('../../games/kamisado/grid.js'));
/** What the moves say before they are known. */
const NO_MOVE_INFO = { state: null, pushes: new Map<number, readonly number[]>(), reentry: false };

/** Who moves first in round 1 (rules/kamisado.md §2): a set-up option, so a change starts a new game. */
const KAMISADO_OPTIONS = { first: { ...choice('first', ['black', 'gold'], 'black'), setup: 'first' } };

/**
 * Kamisado (rules/kamisado.md): a single round, matches to 3, 7 or 15 points with sumo towers
 * and pushes, and the non-stop house variant, against the computer or a friend. The board is
 * drawn in the eight Kamisado colours, each square also carrying its colour letter; a tower
 * shows its owner (black or gold octagon), its colour (disc and letter) and its rank (sumo
 * rings). The tower that must move is ringed and lifted; a blocked tower's pass is marked and
 * announced; after a round the Defender chooses to fill from the left or the right, and the
 * towers glide back to their home rows. In non-stop, a goal move is entered as tower → goal
 * square → free home-row square where it re-enters.
 *
 * @tag kamisado-board
 * @summary A Kamisado board: single rounds, sumo matches and non-stop, against the computer (levels 1–7) or a friend.
 *
 * @attr variant - `single` (default), `standard` (3 points), `long` (7), `marathon` (15) or `non-stop` (7). Changing it starts a new game.
 * @attr side - `black` (default), `gold`, `both` (two people) or `none` (the computer plays both).
 * @attr first - Who moves first in round 1 (and in a non-stop game): `black` (default) or `gold`. Changing it starts a new game.
 *
 * @prop {string} first - Who moves first in round 1: `black` or `gold`.
 *
 * @fires {CustomEvent<KamisadoGameOverDetail>} game-over - The match (or single round) ended: `{result: {winner, reason}, score: {black, gold, target}, rounds}`.
 * @fires {CustomEvent<GameMoveDetail>} game-move - A move was played: `{move, ply, side, position}` (`FL`/`FR` for the Defender's fill choice, `c1-c8@h1` for a non-stop re-entry).
 *
 * @csspart fill-choice - The Defender's fill-left / fill-right choice between rounds.
 * @csspart match - The score and round line.
 *
 * @cssprop --kamisado-orange - Orange squares and tower discs.
 * @cssprop --kamisado-blue - Blue squares and tower discs.
 * @cssprop --kamisado-purple - Purple squares and tower discs.
 * @cssprop --kamisado-pink - Pink squares and tower discs.
 * @cssprop --kamisado-yellow - Yellow squares and tower discs.
 * @cssprop --kamisado-red - Red squares and tower discs.
 * @cssprop --kamisado-green - Green squares and tower discs.
 * @cssprop --kamisado-brown - Brown squares and tower discs.
 * @cssprop --kamisado-black-tower - Body of Black's towers.
 * @cssprop --kamisado-black-tower-edge - Edge of Black's towers.
 * @cssprop --kamisado-gold-tower - Body of Gold's towers.
 * @cssprop --kamisado-gold-tower-edge - Edge of Gold's towers.
 * @cssprop --kamisado-must-move - Ring around the tower that must move.
 */
export class KamisadoBoard extends GameElement<KamisadoState, KamisadoMove, KamisadoKey> {
  static override styles = [gridGameStyles, kamisadoBoardStyles];
  static override recipe: ElementRecipe = {
    game: kamisadoGridStart,
    rules: () => wholeGame.load().then((m) => m.kamisadoGridGame),
    records: () => import('../../games/kamisado/record.js').then((m) => m.kamisadoRecords),
    motion: () => import('../../games/kamisado/motion.js').then((m) => m.kamisadoMotion),
    strings: { en },
    translations: { ru: () => import('./strings.ru.js'), fr: () => import('./strings.fr.js'), pl: () => import('./strings.pl.js') },
    options: { ...GAME_OPTIONS, ...KAMISADO_OPTIONS },
    drawPiece: drawTower,
  };

  declare first: string;

  /** What the legal moves of the position on show say, worked out once per position: pushes by pushing tower, and whether a tower may re-enter. */
  private moveInfo: { state: KamisadoState | null; pushes: Map<number, readonly number[]>; reentry: boolean } = { state: null, pushes: new Map(), reentry: false };

  protected override squareMarks(cell: number, selected: number): readonly string[] {
    const s = this.session.state;
    const marks = [`sq-${COLOUR_NAMES[SQUARE_COLOUR[cell]]}`];
    const d = duty(s);
    if (d.kind === 'tower' && d.cell === cell) marks.push('must-move');
    if (s.passes.includes(cell)) marks.push('passed');
    if (selected >= 0 && (this.movesOf(s).pushes.get(selected)?.includes(cell) ?? false)) marks.push(s.side === 0 ? 'pushed-up' : 'pushed-down');
    return marks;
  }

  protected override resultText(r: Outcome): string {
    const text = this.words.result(r);
    const s = this.session.state;
    if (s.rules.target <= 1) return text;
    const sc = matchScore(s);
    return this.words.t('k.matchScore', { result: text, black: sc.black, gold: sc.gold });
  }

  /** `game-over` also carries the final score and the round results. */
  protected override gameOverDetail(): Omit<KamisadoGameOverDetail, 'result'> {
    const s = this.session.state;
    const sc = matchScore(s);
    return { score: { black: sc.black, gold: sc.gold, target: sc.target }, rounds: roundResults(s) };
  }

  protected override renderStatusExtra(): unknown {
    return drawWith(this, statusParts, (m) => {
      addLateStyles(this.renderRoot, m.statusExtraStyles);
      const sess = this.session;
      const s = sess.state;
      const last = sess.lastMove === undefined ? undefined : moveKind(sess.lastMove);
      const mine = this.inputEnabled();
      return m.kamisadoStatus({
        w: this.words,
        s,
        prev: sess.previousState,
        last: last === undefined ? '' : last === KIND_FL ? 'FL' : last === KIND_FR ? 'FR' : last === KIND_REENTER ? 'reenter' : 'move',
        over: !!sess.result,
        atEnd: sess.ply === sess.length,
        score: matchScore(s),
        duty: duty(s),
        rounds: roundResults(s),
        mine,
        reentry: mine && this.movesOf(s).reentry,
        colourText: (c) => this.colourText(c),
        towerText: (side, kind) => this.words.tOr(`piece.${side}.${kind}`, kind),
        cellName: (cell) => this.cellName(cell),
        fill: (move) => this.fill(move),
      });
    });
  }

  protected override loadOwnParts(): Promise<unknown> {
    return statusParts.load();
  }

  /** Pushes (the cells each tower would push, rules/kamisado.md §4) and re-entries among the legal moves of `s`. */
  private movesOf(s: KamisadoState): KamisadoBoard['moveInfo'] {
    if (this.moveInfo.state === s) return this.moveInfo;
    const moves = this.knownMoves();
    const whole = wholeGame.loaded;
    if (!moves || !whole) return NO_MOVE_INFO;
    const pushes = new Map<number, readonly number[]>();
    let reentry = false;
    for (const m of moves) {
      if (moveKind(m) === KIND_PUSH) pushes.set(moveFrom(m), whole.pushedCells(s, m));
      else if (moveKind(m) === KIND_REENTER) reentry = true;
    }
    return (this.moveInfo = { state: s, pushes, reentry });
  }

  private fill(move: 'FL' | 'FR'): void {
    try {
      this.play(move);
    } catch {
      // reported by play()
    }
  }

  private colourText(c: number): string {
    return this.words.tOr(`colour.${c}`, COLOUR_NAMES[c]);
  }


  /** A take-back into an earlier round says so (the line between rounds holds a fill choice and the other side's moves). */
  protected override takeBackText(taken: number, before: KamisadoState): string | undefined {
    const round = this.session.state.round;
    return round !== before.round ? this.words.t('k.tookBackToRound', { n: taken, round }) : undefined;
  }

}

defineOptions(KamisadoBoard, KAMISADO_OPTIONS);
