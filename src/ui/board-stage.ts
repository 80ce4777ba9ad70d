import type { GridShape } from '../core/board.js';

/** The board as drawn: which grid, turned or not, and with which cells left out. */
export interface BoardGeometry {
  readonly rows: number;
  readonly cols: number;
  /** Drawn rotated by 180° (the second side at the bottom). */
  readonly flipped: boolean;
  /** Cells that are not drawn at all (cut corners); focus skips them. */
  readonly hidden: (cell: number) => boolean;
}

/**
 * Where the board is on the page and how it is drawn, for the parts that work on it (input,
 * motion, the view): its geometry, and its elements in the shadow root once rendered.
 */
export class BoardStage {
  constructor(
    private readonly root: () => ParentNode | null | undefined,
    private readonly shape: () => { readonly grid: GridShape; readonly flipped: boolean; readonly cut: boolean },
  ) {}

  geometry(): BoardGeometry {
    const { grid, flipped, cut } = this.shape();
    return { rows: grid.rows, cols: grid.cols, flipped, hidden: (c) => cut && !grid.playable[c] };
  }

  /** The board grid (`.board`: the squares and rows), if rendered. */
  board(): HTMLElement | null {
    return this.root()?.querySelector<HTMLElement>('.board') ?? null;
  }

  /** The layer over the board where the animator draws vanishing pieces. */
  layer(): HTMLElement | null {
    return this.root()?.querySelector<HTMLElement>('.motion') ?? null;
  }

  /** The floating piece that follows a drag. */
  dragGhost(): HTMLElement | null {
    return this.root()?.querySelector<HTMLElement>('.drag-ghost') ?? null;
  }
}
