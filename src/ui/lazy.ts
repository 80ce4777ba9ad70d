import { nothing, type ReactiveControllerHost } from 'lit';
import { loadLanguage } from './i18n.js';

/**
 * A module an element loads when it is first needed, once for the whole page: later elements find it
 * `loaded` at once. A failed download is tried again at the next `load()`.
 */
export class Lazy<M> {
  loaded: M | null = null;
  private loading: Promise<M> | null = null;

  constructor(private readonly importer: () => Promise<M>) {}

  load(): Promise<M> {
    this.loading ??= this.importer().then(
      (m) => (this.loaded = m),
      (e: unknown) => {
        this.loading = null;
        throw e;
      },
    );
    return this.loading;
  }
}

/** One `Lazy` per loader, for the page: the boards of an element kind share their recipe's loaders. */
const lazies = new WeakMap<() => Promise<unknown>, Lazy<unknown>>();

/** The page's one `Lazy` of `load` (made on the first call). */
export function lazyOf<M>(load: () => Promise<M>): Lazy<M> {
  let lazy = lazies.get(load) as Lazy<M> | undefined;
  if (!lazy) lazies.set(load, (lazy = new Lazy(load)));
  return lazy;
}

/**
 * Draws with `lazy`'s module once it is there; until then nothing, and `host` redraws when it comes
 * (a part drawn a turn after the board, which the element also loads with its panels: `loadOwnParts`).
 */
export function drawWith<M>(host: ReactiveControllerHost, lazy: Lazy<M>, draw: (m: M) => unknown): unknown {
  const m = lazy.loaded;
  if (m) return draw(m);
  lazy.load().then(
    () => host.requestUpdate(),
    () => undefined,
  );
  return nothing;
}

/**
 * A whole game session's code (moves, side lines, comments, records): a board is first drawn at its start without
 * it (`StartSession`), and loads it with its panels, records and saves, before anything can change the game.
 */
export const sessionCode = new Lazy(() => import('../core/session.js'));

/**
 * What a board that plays loads a turn after it is drawn (see playing.ts), once for the page; with the session's
 * code, so that input and the computer, which come with it, find a game they can change.
 */
export const playingParts = new Lazy(() => Promise.all([import('./playing.js'), sessionCode.load()]).then(([m]) => m));

/** Calls `then` once, when a pointer or the keyboard's focus first reaches `host`: a reader about to use it. */
export function onApproach(host: HTMLElement, then: () => void): void {
  const once = (): void => {
    host.removeEventListener('pointerover', once);
    host.removeEventListener('focusin', once);
    then();
  };
  host.addEventListener('pointerover', once);
  host.addEventListener('focusin', once);
}

/**
 * The marks layer (arrows, circles, squares), with the words it says them in (should they fail to download, their keys
 * stand in): with the playing parts, or alone for a diagram with marks.
 */
export const marksLayer = new Lazy(() => Promise.all([import('./marks-layer.js'), loadLanguage('en').catch(() => undefined)]).then(([m]) => m));
