import type { SessionView } from '../core/session.js';
import type { Feedback } from './feedback.js';
import type { SavedLine } from './game-controller.js';
import { Persistence } from './persistence.js';
import { flushShares, hashLink, hashStore } from './share.js';

/** Where an element keeps the game in progress: `persist`'s localStorage and `share`'s URL hash. */
export class Saves {
  private readonly local: Persistence;
  private readonly hash: Persistence;
  /** The game came from the address (it wins over a saved one): a save it cannot replay is the address's. */
  private fromHash = false;

  constructor(
    gameName: string,
    keys: { readonly persist: () => string; readonly share: () => string },
    feedback: Feedback,
  ) {
    this.local = new Persistence(gameName, keys.persist, feedback);
    this.hash = new Persistence(gameName, keys.share, feedback, hashStore);
  }

  /** The game to start from: the address's, else the saved one; null when neither. */
  restore(): SavedLine | null {
    const shared = this.hash.restore();
    this.fromHash = shared !== null;
    return shared ?? this.local.restore();
  }

  /** The game `restore` gave could not be replayed: it is dropped and reported. */
  failed(e: unknown): void {
    (this.fromHash ? this.hash : this.local).failed(e);
  }

  /** Keeps `s` wherever the options ask. */
  save(s: SessionView<unknown, unknown>): void {
    this.local.save(s);
    this.hash.save(s);
  }

  /** The page's address with `s` under `key` in its hash (see `GameElement.shareLink`). */
  link(key: string, s: SessionView<unknown, unknown>): string {
    // Other shared games on the page that are still waiting to be written go into the link too.
    flushShares();
    return hashLink(key, this.hash.text(s));
  }
}
