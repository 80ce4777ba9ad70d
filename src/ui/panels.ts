import type { TemplateResult } from 'lit';
import type { GameSession } from '../core/session.js';
import { GameOverBanner, type GameOverView } from './game-over.js';
import type { Localize } from './localize.js';
import { MoveList, type MoveListHost } from './move-list.js';
import { panelStyles } from './panels.styles.js';
import { renderToolbar, toolbarActions, type ToolbarActions, type ToolbarHost, type ToolbarView } from './toolbar.js';

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

  moves(session: GameSession<unknown, unknown>, sides: readonly string[], words: Localize, readonly: boolean): TemplateResult {
    return this.moveList.render(session, sides, words, readonly);
  }

  gameOver(state: S, view: GameOverView | null, words: Localize<string>): unknown {
    return this.banner.render(state, view, words);
  }
}
