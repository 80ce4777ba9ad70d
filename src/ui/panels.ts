import type { TemplateResult } from 'lit';
import type { SessionView } from '../core/session.js';
import { GameOverBanner, type GameOverView } from './game-over.js';
import { LEVELS } from './game-options.js';
import type { ViewSource } from './game-view.js';
import { toDisplay } from './input-controller.js';
import type { Localize } from './localize.js';
import { MoveList, type MoveListHost } from './move-list.js';
import { panelStyles } from './panels.styles.js';
import { renderToolbar, toolbarActions, type ToolbarActions, type ToolbarHost, type ToolbarView } from './toolbar.js';

const LEVEL_CHOICES = Array.from({ length: LEVELS.max - LEVELS.min + 1 }, (_, i) => LEVELS.min + i);

/**
 * The parts drawn around the board once it is up: the toolbar, the move list with the record box,
 * and the game-over banner. They come a turn after the board anyway (see `FirstRender`), so they
 * load then, as a module of their own: a diagram without controls never downloads them.
 */
export class Panels<S> {
  private readonly banner = new GameOverBanner<S>();
  private readonly moveList: MoveList;
  private readonly actions: ToolbarActions;

  /** Their look, added to the element's sheets before they are first drawn (see `addLateStyles`). */
  readonly styles = panelStyles;

  constructor(element: ToolbarHost & MoveListHost, note: (text: string) => void) {
    this.moveList = new MoveList(element, note);
    this.actions = toolbarActions(element);
  }

  toolbar(view: Omit<ToolbarView, 'on'>, words: Localize): unknown {
    return renderToolbar({ ...view, on: this.actions }, words);
  }

  /** The toolbar of a game's standard layout (game-view.ts). */
  toolbarOf<M>(src: ViewSource<S, M>): unknown {
    const el = src.element;
    const s = src.session();
    const game = src.recipe.game;
    return this.toolbar(
      {
        controls: el.controls,
        parts: src.recipe.toolbar,
        readonly: el.readonly,
        ply: s.ply,
        length: s.length,
        over: s.result !== null,
        thinking: el.thinking,
        computerToMove: src.computerToMove(),
        level: el.level,
        levels: LEVEL_CHOICES,
        side: el.side,
        sides: game.sides,
        variant: s.variant,
        variants: game.variants,
        extra: src.actions(),
      },
      src.words,
    );
  }

  moves(session: SessionView<unknown, unknown>, sides: readonly string[], words: Localize, readonly: boolean): TemplateResult {
    return this.moveList.render(session, sides, words, readonly);
  }

  gameOver(state: S, view: GameOverView | null, words: Localize<string>): unknown {
    return this.banner.render(state, view, words);
  }

  /**
   * The banner over a finished game of a game's standard layout, at the end of its line (not in a diagram,
   * nor in a one-player game), on the board edge farther from `lastTo`, where the last move ended (−1: none).
   */
  gameOverOf<M>(src: ViewSource<S, M>, lastTo: number): unknown {
    const el = src.element;
    const s = src.session();
    // A one-player element has its own end panel and its own way to a new hall or road.
    const own = src.recipe.toolbar?.newGame === false;
    const over = s.result !== null && s.ply === s.length && !el.readonly && !own;
    return this.gameOver(
      s.state,
      over
        ? {
            result: src.resultText(s.result!),
            edge: awayFrom(src, lastTo),
            still: !(el.animation > 0),
            newGame: () => el.reset(),
            review: () => {
              el.goTo(0);
              // The banner's button is gone: the keyboard carries on from the board.
              requestAnimationFrame(() => src.stage.board()?.querySelector<HTMLElement>('[tabindex="0"]')?.focus());
            },
          }
        : null,
      src.words,
    );
  }
}

/** The board edge farther from `to` (−1: the top), as drawn. */
function awayFrom<S, M>(src: ViewSource<S, M>, to: number): 'top' | 'bottom' {
  if (to < 0) return 'top';
  const g = src.stage.geometry();
  return Math.floor(toDisplay(g, to) / g.cols) < g.rows / 2 ? 'bottom' : 'top';
}
