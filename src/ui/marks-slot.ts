import { nothing, type CSSResult, type ReactiveControllerHost } from 'lit';
import { GameError } from '../core/errors.js';
import type { OverlayView } from './game-view.js';
import { addLateStyles } from './late-styles.js';
import { marksLayer, onApproach } from './lazy.js';
import type { MarksLayer, MarksRecipe, MarksValue } from './marks-layer.js';
import { shown } from './options.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean; readonly renderRoot: ParentNode };

/**
 * Where an element keeps its marks (src/ui/marks-layer.ts: the author's, the reader's and the hint's).
 * The layer is loaded when marks are given or a hint comes, with the panels of a board that plays,
 * and when a reader's pointer or focus reaches a diagram; a diagram without marks never downloads it.
 * Marks given before then wait for it (the element's next render waits too).
 */
export class MarksSlot {
  private layer: MarksLayer | null = null;
  /** Marks set before the layer was there. */
  private pending: { readonly value: MarksValue } | null = null;
  private styles: CSSResult | null = null;

  constructor(
    private readonly host: Host,
    private readonly changes: { onChange(listener: () => void): void },
    private readonly recipe: MarksRecipe,
  ) {
    // A reader about to draw on a diagram: load the layer while the pointer or focus arrives.
    onApproach(host, () => void this.load().catch(() => undefined));
  }

  /** The author's marks as text (what the `marks` property reads). */
  get value(): string {
    if (this.layer) return this.layer.value;
    const p = this.pending?.value;
    return typeof p === 'string' ? p : '';
  }

  /** New author marks (see `MarksLayer.set`); before the layer is loaded they are read once it is, and reported then. */
  set(value: unknown): GameError | null {
    if (value !== null && value !== undefined && typeof value !== 'string' && !Array.isArray(value)) {
      return this.recipe.report(new GameError('bad-option', `Marks must be text such as "arrow:32-28 circle:c3:red" or a list of marks; got ${shown(value)}.`));
    }
    if (this.layer) return this.layer.set(value);
    this.pending = { value };
    this.host.requestUpdate();
    return null;
  }

  /** Loads the layer when marks wait for it: the promise a render waits for, or null. */
  ready(): Promise<void> | null {
    return this.layer || !this.pending ? null : this.load();
  }

  /** Loads the layer (a failed download is tried again at the next call). */
  load(): Promise<void> {
    return marksLayer.load().then((m) => {
      if (this.layer) return;
      const layer = new m.MarksLayer(this.host, this.changes, this.recipe);
      this.styles = m.marksStyles;
      const p = this.pending;
      this.pending = null;
      if (p) layer.set(p.value);
      this.layer = layer;
      this.host.requestUpdate();
    });
  }

  /** The layer for the view's overlay slot (a hint to draw loads it). */
  render(v: OverlayView): unknown {
    if (this.layer) {
      // Here, not at loading: the element may have had no shadow root yet.
      addLateStyles(this.host.renderRoot, this.styles!);
      return this.layer.render(v);
    }
    if (this.recipe.hint()) void this.load().catch(() => undefined);
    return nothing;
  }
}
