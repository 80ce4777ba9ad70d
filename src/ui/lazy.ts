import { nothing, type ReactiveControllerHost } from 'lit';

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

/** What a board that plays loads a turn after it is drawn (see playing.ts), once for the page. */
export const playingParts = new Lazy(() => import('./playing.js'));

/** The marks layer (arrows, circles, squares): with the playing parts, or alone for a diagram with marks. */
export const marksLayer = new Lazy(() => import('./marks-layer.js'));
