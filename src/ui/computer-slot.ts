import type { ReactiveControllerHost } from 'lit';
import type { SearchResult } from '../ai/types.js';
import type { ComputerController, ComputerRecipe } from './computer-controller.js';
import type { GameChange, GameController } from './game-controller.js';
import { playingParts } from './lazy.js';

/**
 * Where an element keeps its computer player (src/ui/computer-controller.ts), loaded with the panels
 * of a board where the computer plays, and at the first question (a hint, a draw offer, "move now")
 * elsewhere: a diagram or a two-player board never downloads it unless asked. What the element tells
 * it before then is kept, in order, and told once it is there.
 */
export class ComputerSlot<S, M> {
  private controller: ComputerController<S, M> | null = null;
  private told: ((c: ComputerController<S, M>) => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly game: GameController<S, M>,
    private readonly recipe: ComputerRecipe,
  ) {}

  /** Loads the player; it then decides whether it is its turn. */
  load(): Promise<ComputerController<S, M>> {
    if (this.controller) return Promise.resolve(this.controller);
    // With the game's whole session, so that its move can be played.
    return Promise.all([playingParts.load(), this.game.loadSession()]).then(([m]) => {
      if (this.controller) return this.controller;
      const c = (this.controller = new m.ComputerController<S, M>(this.host, this.game, this.recipe));
      for (const tell of this.told) tell(c);
      this.told = [];
      this.host.requestUpdate();
      return c;
    });
  }

  private tell(what: (c: ComputerController<S, M>) => void): void {
    if (this.controller) what(this.controller);
    else this.told.push(what);
  }

  get thinking(): boolean {
    return this.controller?.thinking ?? false;
  }

  gameChanged(change: GameChange<S, M>, atEnd: boolean): void {
    if (this.controller) return this.controller.gameChanged(change, atEnd);
    // Kept without its states: the player reads only the kind (a long two-player game may never load it).
    const kind = { kind: change.kind, before: undefined };
    this.told.push((c) => c.gameChanged(kind, atEnd));
  }

  sideChanged(): void {
    this.tell((c) => c.sideChanged());
  }

  stop(): void {
    this.tell((c) => c.stop());
  }

  moveNow(): void {
    this.tell((c) => c.moveNow());
    void this.load().catch((e: unknown) => this.recipe.report(e, 'ai-failed'));
  }

  /** A one-off question (see `ComputerController.ask`); a failed download is reported (`ai-failed`) and thrown. */
  ask(level?: number): Promise<SearchResult | null> {
    return this.load().then(
      (c) => c.ask(level),
      (e: unknown) => {
        throw this.recipe.report(e, 'ai-failed');
      },
    );
  }
}
